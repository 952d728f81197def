// An item's revisions as the office lists them, and the comparison with one of them.
import type { FieldChange } from "../../server/content/collection.ts";
import type { Revision } from "../../server/storage/content.ts";
import { officeTimeToTheSecond } from "./office-dates";

/**
 * An item's last saves as the office lists them, newest first, and (?compare=<revision>) what one
 * of them said where it differs from the current version. `onSite` is the item as the site shows
 * it (undefined while it is not published): the save it matches is marked as the one on the site.
 * `who` names whoever saved one, as the office names them now (their address when they have no name).
 */
export function revisionsView<T>(
  request: Request,
  saved: (Omit<Revision, "data"> & { fields: T })[],
  current: T & { slug: string; hasChanges?: boolean },
  onSite: (T & { slug: string }) | undefined,
  titleOf: (fields: T) => string,
  compare: (before: T, after: T) => FieldChange[],
  who: (savedBy: string) => string,
) {
  // The newest save that says the same as `version` (draft changes given up leave a newer one).
  const newestLike = (version: T & { slug: string }) =>
    saved.findIndex(
      (revision) =>
        compare(revision.fields, version).length === 0 && (revision.slug === null || revision.slug === version.slug),
    );
  const shown = newestLike(current);
  const live = onSite ? newestLike(onSite) : -1;
  const revisions = saved.map((revision, index) => ({
    id: revision.id,
    when: officeTimeToTheSecond(revision.savedAt),
    by: who(revision.savedBy),
    title: titleOf(revision.fields),
    current: index === shown,
    /** The current version is a published item's changes, kept as a draft. */
    draft: index === shown && Boolean(current.hasChanges),
    /** What the site shows now. */
    onSite: index === live,
  }));
  const compared = saved.find((revision) => String(revision.id) === new URL(request.url).searchParams.get("compare"));
  const comparison = compared && {
    id: compared.id,
    when: officeTimeToTheSecond(compared.savedAt),
    changes: [
      ...compare(compared.fields, current),
      // An address changed since (kept with revisions saved since addresses were kept).
      ...(compared.slug && compared.slug !== current.slug
        ? [{ label: "Address on the site", before: compared.slug, after: current.slug }]
        : []),
    ],
  };
  return { revisions, comparison };
}
export type RevisionsView = ReturnType<typeof revisionsView>;
