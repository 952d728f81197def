import { buttonClasses } from "~/components/ui/ButtonLink";
import { PUBLISH_ASK, useMayPublish } from "~/lib/office-rights";

/**
 * The buttons of a page that is always on the site (a service, a legal page, the about page, a list
 * of cards, the home gallery, the business facts): a save live at once, or kept as a draft (the site showing the page as it was) to
 * preview first, and, with changes kept, giving them up. Without the right to publish, the draft alone.
 */
export function LivePageButtons({
  hasChanges,
  labels = { live: "Save: live on the site at once", draft: "Save as draft (the site stays as it is)" },
}: {
  hasChanges: boolean;
  /** The two saves' words, for a page the site does not show (the contract texts, which estimates carry). */
  labels?: { live: string; draft: string };
}) {
  const mayPublish = useMayPublish();
  return (
    <div className="flex flex-wrap gap-3">
      {mayPublish ? (
        <button type="submit" name="intent" value="save" className={buttonClasses("primary")}>
          {labels.live}
        </button>
      ) : (
        <p className="w-full text-sm text-muted">{PUBLISH_ASK}</p>
      )}
      <button type="submit" name="intent" value="draft" className={buttonClasses("secondary")}>
        {labels.draft}
      </button>
      {hasChanges && (
        <button type="submit" name="intent" value="discard" formNoValidate className={buttonClasses("secondary")}>
          Discard the draft changes
        </button>
      )}
    </div>
  );
}
