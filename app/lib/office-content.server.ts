// What the office's content pages share (the portfolio's and the blog's): an item's id from the
// address, the photos a form sends, its revisions and the comparison with one of them, and the
// forms every item has (to the trash, back from it, an earlier version restored).
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import { TRASH_DAYS, type FieldChange, type ItemFacts } from "../../server/content/collection.ts";
import { photoFromRef, type ContentPhoto } from "../../server/content/content-photo.ts";
import { photoImage } from "~/content/project-images.server";
import type { Image } from "~/content/schema";
import { isPhotoRefused } from "../../server/photos/photos.ts";
import type { Revision, StoredPhoto } from "../../server/storage/content.ts";
import type { OfficeUser } from "../../server/storage/office.ts";
import { officeUser, type Context } from "./office.server";
import { officeTime } from "./office-dates";

export const notFound = (what: string): never => {
  throw data(`No such ${what}`, { status: 404 });
};
/** The item's id in the address (/office/<kind>/<id>), or undefined when it is not one. */
export const itemIdOf = (params: { id?: string }) =>
  /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : undefined;

export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** What a content form's button asks: `publish`, `unpublish`, or its `intent` (save, preview, trash...). */
export const formIntent = (form: FormData) =>
  form.has("publish") ? "publish" : form.has("unpublish") ? "unpublish" : formText(form, "intent") || "save";

/**
 * What a save does to the item's status (a new item is a draft unless published; a saved one keeps
 * its status unless the button changes it), and the notice its page shows after it.
 */
export function savedAs(intent: string, isNew: boolean) {
  if (intent === "publish") return { status: "published" as const, done: "published" };
  if (intent === "unpublish") return { status: "draft" as const, done: "unpublished" };
  return { status: isNew ? ("draft" as const) : undefined, done: "saved" };
}

/**
 * What LivePageButtons ask of a page that is always on the site (a service, a legal page, the
 * about page, a card list, the gallery, the facts): a save live, or kept as draft changes;
 * undefined for any other intent.
 */
export const liveSaveOf = (intent: string) =>
  intent === "save" || intent === "draft" ? { asDraftChanges: intent === "draft" } : undefined;

/** The answer to such a save (thrown): its form again, saying whether the change is on the site or a draft. */
export const afterLiveSave = (address: string, saved: { asDraftChanges?: boolean }) =>
  redirect(`${address}?done=${saved.asDraftChanges ? "changes" : "saved"}`, 303);

/** Stores the form's new photo files (`photo`); the refusals say which file and why. */
export async function uploadedPhotos(form: FormData, user: OfficeUser, context: Context, alt: string) {
  const files = form.getAll("photo").filter((value): value is File => typeof value !== "string" && value.size > 0);
  const accepted: Extract<ContentPhoto, { photo: number }>[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    try {
      const bytes = Buffer.from(await file.arrayBuffer());
      const stored = await context.get(servicesContext).photos.upload(bytes, file.name || "The photo", user.email);
      accepted.push({ photo: stored.id, alt, focus: "center" });
    } catch (error) {
      if (!isPhotoRefused(error)) throw error;
      refusals.push(error.message);
    }
  }
  return { accepted, refusals };
}

/**
 * A form's one photo (CoverPhoto's `<field>.ref`, `.alt` and `.focus`, a new file as `photo`): a
 * new upload replaces the one it had, described by the same field; the refusals say which file
 * and why.
 */
export async function formPhoto(form: FormData, field: string, user: OfficeUser, context: Context) {
  const alt = formText(form, `${field}.alt`);
  const { accepted, refusals } = await uploadedPhotos(form, user, context, alt);
  const ref = accepted[0] ? `photo:${accepted[0].photo}` : formText(form, `${field}.ref`);
  return { photo: photoFromRef(ref, alt, formText(form, `${field}.focus`).toLowerCase()), refusals };
}

/** A page's one photo as the form shows it (CoverPhoto): what is stored, and its picture. */
export type FormCover = ContentPhoto & { image: Image | undefined };
export const formCover = async (
  service: { photoFiles: (photos: ContentPhoto[]) => Promise<Record<number, StoredPhoto>> },
  cover: ContentPhoto | undefined,
): Promise<FormCover | undefined> => cover && { ...cover, image: photoImage(cover, await service.photoFiles([cover])) };

/**
 * An item's last saves as the office lists them, newest first, and (?compare=<revision>) what one
 * of them said where it differs from the current version.
 */
export function revisionsView<T>(
  request: Request,
  saved: (Omit<Revision, "data"> & { fields: T })[],
  current: T & { slug: string; hasChanges?: boolean },
  titleOf: (fields: T) => string,
  compare: (before: T, after: T) => FieldChange[],
) {
  // The version the form shows: the newest that says the same (draft changes given up leave a newer one).
  const shown = saved.findIndex(
    (revision) =>
      compare(revision.fields, current).length === 0 && (revision.slug === null || revision.slug === current.slug),
  );
  const revisions = saved.map((revision, index) => ({
    id: revision.id,
    when: officeTime(revision.savedAt),
    by: revision.savedBy,
    title: titleOf(revision.fields),
    current: index === shown,
    /** The current version is a published item's changes, kept as a draft. */
    draft: index === shown && Boolean(current.hasChanges),
  }));
  const compared = saved.find((revision) => String(revision.id) === new URL(request.url).searchParams.get("compare"));
  const comparison = compared && {
    id: compared.id,
    when: officeTime(compared.savedAt),
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

/**
 * A kind's list page: its items (drafts too), each by its name (`titleOf`), its state and what
 * `shown` adds, and its trash.
 */
export async function contentList<I extends ItemFacts, Shown>(
  request: Request,
  service: { list: () => Promise<I[]>; trash: () => Promise<I[]> },
  titleOf: (item: I) => string,
  shown: (item: I) => Shown,
) {
  const { searchParams } = new URL(request.url);
  const notice = searchParams.get("done");
  const [items, trash] = await Promise.all([service.list(), service.trash()]);
  const facts = (item: I) => ({
    id: item.id,
    title: titleOf(item),
    status: item.status,
    hasChanges: item.hasChanges,
    when: officeTime(item.updatedAt),
    deleted: item.deletedAt && officeTime(item.deletedAt),
  });
  return {
    items: items.map((item) => ({ ...facts(item), ...shown(item) })),
    trash: trash.map(facts),
    notice,
    /** The item just moved up or down, which says so. */
    moved: Number(searchParams.get("moved")) || undefined,
    trashDays: TRASH_DAYS,
  };
}

/** What the office's content pages do with any item (server/content/collection.ts). */
type Items = {
  setDeleted: (id: number, deleted: boolean, by: string) => Promise<boolean>;
  /** Kinds whose published items keep changes as a draft (projects, posts). */
  discardChanges?: (id: number, by: string) => Promise<boolean>;
  restore: (
    id: number,
    revisionId: number,
    by: string,
  ) => Promise<{ errors: Partial<Record<string, string>> } | { id: number } | undefined>;
};

/**
 * An item's own forms that leave its fields as they are: `trash` (to the list, which says so),
 * `discard` (a published item's draft changes) and `restore-revision`. Answers with a redirect (thrown), or returns the refusal (400) of a version
 * today's rules do not take (a published project's photo without its description, a photo gone);
 * returns nothing when the intent is neither.
 */
export async function itemIntent(service: Items, id: number, intent: string, form: FormData, by: string, list: string) {
  if (intent === "trash") {
    if (!(await service.setDeleted(id, true, by))) notFound("item");
    throw redirect(`${list}?done=trashed`, 303);
  }
  if (intent === "discard") {
    if (!(await service.discardChanges?.(id, by))) notFound("changes");
    throw redirect(`${list}/${id}?done=discarded`, 303);
  }
  if (intent === "restore-revision") {
    const restored = (await service.restore(id, Number(formText(form, "revision")), by)) ?? notFound("revision");
    if ("errors" in restored) {
      const reasons = Object.values(restored.errors).join(" ");
      return data({ fieldErrors: { form: `That earlier version was not restored: ${reasons}` } }, 400);
    }
    throw redirect(`${list}/${id}?done=restored`, 303);
  }
}

/** An item back from the trash (`restore` = its id), opened at its own page. */
async function untrash(form: FormData | undefined, by: string, service: Items, list: string) {
  const id = Number(form?.get("restore"));
  if (!Number.isInteger(id) || id <= 0) return data({ fieldErrors: { form: "Choose what to restore." } }, 400);
  if (!(await service.setDeleted(id, false, by))) notFound("item");
  throw redirect(`${list}/${id}?done=untrashed`, 303);
}

/** The list's form: an item back from the trash, opened at its own page. */
export async function restoreFromTrash(request: Request, context: Context, service: Items, list: string) {
  const user = officeUser(context);
  return untrash(await request.formData().catch(() => undefined), user.email, service, list);
}

/**
 * The forms of a list whose order is the site's (the portfolio, the testimonials): an item back
 * from the trash, or one moved a place up or down (`move` = `<id>:up` or `<id>:down`), answered
 * at the moved item in the list (`#item-<id>`), which says it moved.
 */
export async function orderedListAction(
  request: Request,
  context: Context,
  service: Items & { move: (id: number, offset: -1 | 1, by: string) => Promise<boolean> },
  list: string,
) {
  const user = officeUser(context);
  const form = await request.formData().catch(() => undefined);
  const move = /^(\d{1,9}):(up|down)$/.exec(form?.get("move")?.toString() ?? "");
  if (!move) return untrash(form, user.email, service, list);
  const [, id, direction] = move;
  if (!(await service.move(Number(id), direction === "up" ? -1 : 1, user.email))) notFound("item");
  throw redirect(`${list}?moved=${id}#item-${id}`, 303);
}

/**
 * A one-item page's forms other than a save (the gallery, the about page, the facts): an earlier
 * revision back as the newest, or the changes kept as a draft given up (the about page); each
 * answers at the page (thrown). Returns for any other form.
 */
export async function singleItemIntent(
  service: Items & { single: () => Promise<{ id: number }> },
  form: FormData,
  by: string,
  page: string,
) {
  const intent = formText(form, "intent");
  if (intent !== "restore-revision" && intent !== "discard") return;
  const { id } = await service.single();
  if (intent === "discard") {
    if (!(await service.discardChanges?.(id, by))) notFound("changes");
    throw redirect(`${page}?done=discarded`, 303);
  }
  if (!(await service.restore(id, Number(formText(form, "revision")), by))) notFound("revision");
  throw redirect(`${page}?done=restored`, 303);
}
