import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { PreviewFrames } from "~/components/preview/ScaledFrame";
import type { PagePreview as Preview } from "~/lib/page-preview.server";

const link = "font-semibold underline underline-offset-4";

/**
 * A page in preview mode (`?preview=<id>`, app/lib/page-preview.server.ts): the page as the site
 * will show it (`children`: its header, content and footer), under a band saying what is shown and
 * the way back to editing. With `widths` in the address as well it shows the same preview twice
 * instead, framed at a phone's width and a desktop's (375 and 1280 px, the widths its layout changes
 * at), each scaled down to fit beside the other: how visitors on either will see it, from whichever
 * screen the owner has. The frames load it with `framed`: the page alone, without the band. The
 * frames run the page's own scripts, as the site does. Its look is in the site's stylesheet: the
 * office's, loaded after it, would undo the site's own classes at some widths. A draft estimate's
 * preview (routes/estimate-preview.tsx) is shown the same way, its band saying what it is (`says`).
 */
export function PagePreview({
  status,
  hasChanges,
  editLink,
  title,
  says,
  children,
}: Preview & { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  // Inside the two frames the page alone: the band, and the way back, once, above them.
  if (query.has("framed")) return children;
  query.delete("widths");
  const fullSize = query.size > 0 ? `${pathname}?${query}` : pathname;
  /** The address with a flag added to its query (`widths`, `framed`). */
  const adding = (flag: string) => `${fullSize}${query.size > 0 ? "&" : "?"}${flag}`;
  // A landmark of its own above the site's header: every part of a page is in one.
  const band = (other: ReactNode) => (
    <aside aria-label="Preview" className="bg-brass-dark px-5 py-3 text-center text-paper">
      <p role="note">
        {says ??
          (status === "draft"
            ? "Preview of a draft: not on the site."
            : hasChanges
              ? "Preview of the changes saved as a draft: not on the site yet."
              : "Preview of the saved version, as the site shows it.")}{" "}
        <a href={editLink} className={link}>
          Back to editing
        </a>{" "}
        <span aria-hidden="true">·</span> {other}
      </p>
    </aside>
  );
  if (!new URLSearchParams(search).has("widths"))
    return (
      <>
        {band(
          <a href={adding("widths")} className={link}>
            At phone and desktop widths
          </a>,
        )}
        {children}
      </>
    );
  return (
    <>
      {band(
        <a href={fullSize} className={link}>
          Full size
        </a>,
      )}
      <main id="main" tabIndex={-1} className="flex-1 bg-stone pb-10 focus:outline-none">
        <h1 className="mx-4 mt-6 text-center text-2xl wrap-anywhere">{title}</h1>
        <PreviewFrames title={title} src={adding("framed")} />
      </main>
    </>
  );
}
