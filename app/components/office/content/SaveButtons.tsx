import { buttonClasses } from "~/components/ui/ButtonLink";

/**
 * A content form's buttons: a new item is published or saved as a draft; a draft saved and
 * published, or saved; a published item saved (live at once) or saved and taken off the site.
 */
export function SaveButtons({ isNew, status }: { isNew: boolean; status: "draft" | "published" | undefined }) {
  return (
    <div className="flex flex-wrap gap-3">
      {status !== "published" && (
        <button type="submit" name="publish" value="1" className={buttonClasses("primary")}>
          {isNew ? "Publish" : "Save and publish"}
        </button>
      )}
      <button
        type="submit"
        name="intent"
        value="save"
        className={buttonClasses(status === "published" ? "primary" : "secondary")}
      >
        {isNew ? "Save as draft" : "Save"}
      </button>
      {status === "published" && (
        <button type="submit" name="unpublish" value="1" className={buttonClasses("secondary")}>
          Save and unpublish
        </button>
      )}
    </div>
  );
}
