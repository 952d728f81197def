import { Link } from "react-router";
import { useMayPublish } from "~/lib/office-rights";

const link = "text-forest underline underline-offset-4";

/**
 * What the last form did (`done`, from the address), in the page's words: a save or a restore
 * means another thing for a draft than for what is on the site (`savedDraft`, `restoredLive`).
 * Draft changes saved by someone who may not publish end on whom to ask, not on "then publish
 * them" (each page's `changes` notice is its first sentence, what happened, then what to do).
 */
export function doneNotice(
  notices: Record<string, string>,
  done: string | null | undefined,
  status: "draft" | "published" | undefined,
  mayPublish: boolean,
): string | undefined {
  if (!done) return undefined;
  if (done === "saved" && status === "draft") return notices.savedDraft ?? notices.saved;
  if (done === "restored" && status === "published") return notices.restoredLive ?? notices.restored;
  const notice = notices[done];
  if (done === "changes" && notice && !mayPublish)
    return `${notice.slice(0, notice.indexOf(". ") + 1)} An owner, or someone they let publish, puts them on the site.`;
  return notice;
}

/**
 * The top of an item's page in the office (a project, a post): the way back to the list, its
 * title, where it is on the site (or that it is a draft) with its preview, and what the last
 * form did.
 */
export function ItemHeading({
  list,
  title,
  saved,
  notice,
}: {
  /** The way back to the list, for an item that is one of several. */
  list?: { to: string; label: string };
  title: string;
  /**
   * A saved item: whether it is on the site at `path`, whether changes to it are kept as a draft
   * (not on the site yet), and its preview's address (its page with `?preview=<id>`).
   */
  saved?: { published: boolean; hasChanges?: boolean; path: string; preview?: string };
  notice: string | undefined;
}) {
  return (
    <>
      {list && (
        <Link to={list.to} className={link}>
          {list.label}
        </Link>
      )}
      <h1 className={list ? "mt-2 text-3xl wrap-anywhere" : "text-3xl wrap-anywhere"}>{title}</h1>
      {saved && (
        <p className="mt-1 text-muted">
          {saved.published ? (
            <>
              Published at{" "}
              <a href={saved.path} className={link}>
                {saved.path}
              </a>
              {saved.hasChanges && (
                <strong className="text-ink">
                  {" "}
                  · the changes below are a draft: the site shows the version published before
                </strong>
              )}
            </>
          ) : (
            "Draft: not on the site."
          )}
          {saved.preview && (
            <>
              {" "}
              ·{" "}
              <a href={saved.preview} className={link}>
                Preview as the site will show it
              </a>{" "}
              (
              <a href={saved.preview.replace(/(#|$)/, "&widths$1")} className={link}>
                at phone and desktop widths
              </a>
              )
            </>
          )}
        </p>
      )}
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4 font-semibold">
          {notice}
        </p>
      )}
    </>
  );
}

/**
 * The top of a page always on the site (a service, a legal page, the about page, a card list, the
 * gallery, the facts): ItemHeading for what is published at `path` (none for what no page of the
 * site shows: the contract texts), with the notice of the last form (`notice`, from the address)
 * unless the page shows a form's answer.
 */
export function LiveItemHeading({
  path,
  notices,
  data: { hasChanges, previewAddress, notice },
  answered,
  ...heading
}: {
  list?: { to: string; label: string };
  title: string;
  path?: string;
  notices: Record<string, string>;
  data: { hasChanges: boolean; previewAddress: string | undefined; notice: string | null };
  /** Whether the page shows the answer to a form (its messages stand instead). */
  answered: boolean;
}) {
  const mayPublish = useMayPublish();
  return (
    <ItemHeading
      {...heading}
      saved={path === undefined ? undefined : { published: true, hasChanges, path, preview: previewAddress }}
      notice={answered ? undefined : doneNotice(notices, notice, undefined, mayPublish)}
    />
  );
}
