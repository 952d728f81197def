// What a staff member may do in the office, as the owner chose it on the People page (an owner may
// do everything): leads and the calendar only; the site's content too (drafts of pages, services,
// projects, posts, testimonials, photos, newsletter drafts and subscribers); or publishing too (putting content
// live, the business facts, legal pages and contract texts). Sending the newsletter stays an owner's, as it was
// before the choice existed. Every office route and action asks `mayDo` on the server; the menus
// and buttons only hide what the server refuses anyway.

export const staffRightsLevels = ["leads", "content", "publishing"] as const;
/** One staff member's level; stored with the person (a person added before the choice: "publishing", what staff could do then). */
export type StaffRights = (typeof staffRightsLevels)[number];
/** What a route or an action needs beyond being signed in. */
export type Right = Exclude<StaffRights, "leads">;

/** The level staff have until an owner limits them: everything staff could do before the choice. */
export const DEFAULT_STAFF_RIGHTS: StaffRights = "publishing";

/** The choice as the People page offers it (the audit log records its `label`). */
export const staffRightsLabels: Record<StaffRights, { label: string; detail: string }> = {
  leads: { label: "Leads and calendar only", detail: "Leads, the calendar and the hours." },
  content: {
    label: "Content too",
    detail:
      "Also drafts of the site's pages, services, projects, posts, testimonials and photos; newsletter drafts, and the subscribers (adding one who asked in person, the list's export).",
  },
  publishing: {
    label: "Publishing too",
    detail: "Also puts changes live on the site and changes the business facts, legal pages and contract texts.",
  },
};

/** What a person without the right is told they may not do (after "You may not"). */
export const rightRefusals: Record<Right, string> = {
  content: "work on the site's content or the newsletter",
  publishing: "put changes live on the site, or change the business facts, legal pages or contract texts",
};

/** A posted level, or undefined for anything else. */
export const staffRightsOf = (input: unknown): StaffRights | undefined =>
  staffRightsLevels.find((level) => level === input);

/** Whether `person` may do what needs `right`: owners always; staff up to their level. */
export function mayDo(person: { role: "owner" | "staff"; staffRights?: StaffRights }, right: Right): boolean {
  if (person.role === "owner") return true;
  const level = staffRightsLevels.indexOf(person.staffRights ?? DEFAULT_STAFF_RIGHTS);
  return level >= staffRightsLevels.indexOf(right);
}

/** Both rights of a person at once, for the pages that hide what the server would refuse. */
export const rightsOf = (person: { role: "owner" | "staff"; staffRights?: StaffRights }) => ({
  content: mayDo(person, "content"),
  publishing: mayDo(person, "publishing"),
});

/** What the office's content engine tells of a kind (app/lib/office-kind.ts). */
type KindShape = { shape: "list" | "ordered" | "fixed" | "single"; draftChanges?: boolean; publishingOnly?: boolean };

/**
 * Whether a post to a content form changes what visitors see, so that staff need the right to
 * publish for it: any change to a `publishingOnly` kind (the facts, the legal pages); a publish or
 * unpublish; a live save of a page always on the site (its "draft" is a draft); on a published
 * item (`status`), a save its kind does not keep as draft changes, the trash, an earlier version
 * restored, a move in the list or a return from the trash. A preview or a discarded draft never does.
 */
export function changesTheSite(kind: KindShape, status: string | undefined, intent: string): boolean {
  if (intent === "preview" || intent === "discard") return false;
  if (kind.publishingOnly || intent === "publish" || intent === "unpublish") return true;
  if (kind.shape !== "list" && kind.shape !== "ordered") return intent !== "draft";
  if (status !== "published") return false;
  return intent !== "save" || !kind.draftChanges;
}
