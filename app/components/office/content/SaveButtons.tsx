import { buttonClasses } from "~/components/ui/ButtonLink";
import { PUBLISH_ASK, useMayPublish } from "~/lib/office-rights";

/**
 * A content form's buttons: a new item is published or saved as a draft; a draft saved and
 * published, or saved; a published item saved (live at once) or saved and taken off the site.
 * With `draftChanges` (projects and posts), a published item's "Save" keeps the changes as a
 * draft, the site showing it as it was until "Publish changes"; changes kept can be given up.
 * Staff who may not publish get only the buttons that leave the site as it is.
 */
export function SaveButtons({
  isNew,
  status,
  draftChanges,
}: {
  isNew: boolean;
  status: "draft" | "published" | undefined;
  draftChanges?: { pending: boolean };
}) {
  const published = status === "published";
  const mayPublish = useMayPublish();
  // A published item of a kind without draft changes is saved live: only with the right to publish.
  const savesLive = published && !draftChanges;
  return (
    <div className="flex flex-wrap gap-3">
      {!mayPublish && <p className="w-full text-sm text-muted">{PUBLISH_ASK}</p>}
      {mayPublish && !published && (
        <button type="submit" name="publish" value="1" className={buttonClasses("primary")}>
          {isNew ? "Publish" : "Save and publish"}
        </button>
      )}
      {mayPublish && published && draftChanges && (
        <button type="submit" name="publish" value="1" className={buttonClasses("primary")}>
          Publish changes
        </button>
      )}
      {(mayPublish || !savesLive) && (
        <button type="submit" name="intent" value="save" className={buttonClasses(savesLive ? "primary" : "secondary")}>
          {isNew ? "Save as draft" : published && draftChanges ? "Save as draft (the site stays as it is)" : "Save"}
        </button>
      )}
      {mayPublish && published && (
        <button type="submit" name="unpublish" value="1" className={buttonClasses("secondary")}>
          Save and unpublish
        </button>
      )}
      {published && draftChanges?.pending && (
        <button type="submit" name="intent" value="discard" formNoValidate className={buttonClasses("secondary")}>
          Discard the draft changes
        </button>
      )}
    </div>
  );
}
