/** The band above a preview of a project or post: what is shown, and the way back to editing it. */
export function PreviewBanner({ status, editLink }: { status: "draft" | "published"; editLink: string }) {
  return (
    <div role="note" className="bg-brass-dark px-5 py-3 text-center text-paper">
      {status === "published"
        ? "Preview of the saved version, as the site shows it."
        : "Preview of a draft: not on the site."}{" "}
      <a href={editLink} className="font-semibold underline underline-offset-4">
        Back to editing
      </a>
    </div>
  );
}
