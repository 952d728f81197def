import { Form } from "react-router";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { useMayPublish } from "~/lib/office-rights";
import type { RevisionsView } from "~/lib/office-revisions.server";
import { ListRow } from "./ListRow";

const link = "text-forest underline underline-offset-4";

/**
 * The end of an item's page in the office (a project, a post): its last saves, each to compare
 * with the current version or restore, the comparison asked for, and the way to the trash.
 */
/**
 * `trashNote` says what deleting does; without it the item cannot be deleted. `onSiteLabel` marks
 * the version in use, for an item no page of the site shows (the contract texts: "in force now").
 */
export function ItemHistory({
  revisions,
  comparison,
  trashNote,
  onSiteLabel = "on the site now",
}: RevisionsView & { trashNote?: string; onSiteLabel?: string }) {
  // Restoring or trashing what is on the site changes the site: only with the right to publish.
  const mayChange = useMayPublish() || !revisions.some((revision) => revision.onSite);
  return (
    <>
      <OfficeCard title="Earlier versions" className="mt-8">
        <p className="mt-2 text-sm text-muted">The last 20 saves. Restoring one saves it again as the newest.</p>
        <ul className="mt-2 divide-y divide-line">
          {revisions.map((revision) => (
            <ListRow
              key={revision.id}
              title={revision.title}
              detail={
                <>
                  {revision.when} · {revision.by}
                  {revision.current &&
                    (revision.draft ? " · the current version, a draft not on the site yet" : " · the current version")}
                  {revision.onSite && (
                    <strong className="ms-1 rounded-full bg-stone px-2 text-ink">{onSiteLabel}</strong>
                  )}
                </>
              }
            >
              {!revision.current && (
                <span className="flex flex-wrap items-center gap-3">
                  <a href={`?compare=${revision.id}#compare`} className={link}>
                    Compare<span className="sr-only"> the version of {revision.when}</span>
                  </a>
                  {mayChange && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="restore-revision" />
                      <button type="submit" name="revision" value={revision.id} className={buttonClasses("secondary")}>
                        Restore<span className="sr-only"> the version of {revision.when}</span>
                      </button>
                    </Form>
                  )}
                </span>
              )}
            </ListRow>
          ))}
        </ul>
      </OfficeCard>
      {comparison && (
        <div id="compare">
          <OfficeCard title={`The version of ${comparison.when}, beside the current one`} className="mt-8">
            {comparison.changes.length === 0 ? (
              <p className="mt-2">It says the same as the current version.</p>
            ) : (
              <dl className="mt-2 divide-y divide-line">
                {comparison.changes.map((change) => (
                  <div key={change.label} className="py-3">
                    <dt className="font-semibold">{change.label}</dt>
                    <dd className="mt-1 grid gap-2 sm:grid-cols-2">
                      <p className="rounded-lg bg-stone p-3 wrap-anywhere whitespace-pre-line">
                        <span className="block text-sm text-muted">Then</span>
                        {change.before || "(empty)"}
                      </p>
                      <p className="rounded-lg border border-line p-3 wrap-anywhere whitespace-pre-line">
                        <span className="block text-sm text-muted">Now</span>
                        {change.after || "(empty)"}
                      </p>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {mayChange && (
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value="restore-revision" />
                <button type="submit" name="revision" value={comparison.id} className={buttonClasses("secondary")}>
                  Restore the version of {comparison.when}
                </button>
              </Form>
            )}
          </OfficeCard>
        </div>
      )}
      {trashNote && mayChange && (
        <OfficeCard title="Delete" className="mt-8">
          <p className="mt-2">{trashNote}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="trash" />
            <button type="submit" className={buttonClasses("secondary")}>
              Move to the trash
            </button>
          </Form>
        </OfficeCard>
      )}
    </>
  );
}
