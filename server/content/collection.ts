// One kind of content as the office edits it (portfolio projects, blog posts): seeded once from
// the content files, drafts and publishing, a revision with every save, the last 20 kept to compare
// and restore, and a trash emptied after 30 days. What an item of a kind must say is that kind's
// own module (portfolio.ts, blog.ts); this is what they share.
import { AsyncLocalStorage } from "node:async_hooks";
import type { ContentItem, ContentKind, ContentStatus, Revision, StoredPhoto } from "../storage/content.ts";
import type { Store } from "../storage/index.ts";
import { missingPhoto, uploadedIds, type ContentPhoto } from "./content-photo.ts";

/** Days a deleted item can be restored from the trash. */
export const TRASH_DAYS = 30;
export const LOCALE = "en";
const DAY_MS = 86_400_000;
/** The oldest deletion the trash still holds. */
const trashCutoff = () => new Date(Date.now() - TRASH_DAYS * DAY_MS);

/**
 * The item a signed-in person previews while a page reads the content (app/lib/page-preview.server.ts,
 * through the collections' `previewing`: the server's bundle of the pages has a copy of this module
 * of its own, the services are made by this one).
 */
const previewed = new AsyncLocalStorage<number>();
/** Whether the content read now is a preview's. */
export const inPreview = () => previewed.getStore() !== undefined;

/** The fields every item carries besides its kind's own. */
export type ItemFacts = {
  id: number;
  slug: string;
  status: ContentStatus;
  updatedAt: string;
  updatedBy: string;
  publishedAt: string | null;
  deletedAt: string | null;
  /** A published item whose changes are saved as a draft: the office shows them, the site not yet. */
  hasChanges: boolean;
  /** The address the site shows the item at (`slug` is the draft's, when its changes change it). */
  siteSlug: string;
};
export type Item<T> = T & ItemFacts;

/** A slug from a title: lowercase words joined by hyphens, plain letters only. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/, "");
}
/** The paragraphs of text typed in one box, separated by blank lines, each on one line. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = "Use lowercase letters, digits and hyphens for the address (like walnut-kitchen).";

/**
 * The messages every kind's errors can hold: a save is refused for its slug, its item being gone,
 * or a photo it names not being stored (under that photo's field).
 */
export type BaseErrors = { slug?: string; title?: string } & Partial<Record<string, string>>;
export const MISSING_PHOTO = "A photo of this form is no longer stored: choose or upload it again, then save.";

/**
 * A kind's fields checked by its schema (zod's `safeParse`): each issue's message under the field
 * the form shows it by (`fieldOf`, from the issue's path), the slug's if it is not one, and what the
 * kind's rules add (`more`, told with any other refusal so that one answer lists everything still
 * to do); the data when nothing is refused.
 */
export function checkFields<T, E extends BaseErrors>(
  schema: {
    safeParse: (input: unknown) => {
      success: boolean;
      data?: T;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
  slug: string,
  fieldOf: (path: PropertyKey[]) => string,
  more: (fields: unknown, errors: E) => void = () => {},
): Checked<T, E> {
  const result = schema.safeParse(input);
  const errors = {} as E;
  if (!SLUG.test(slug)) (errors as BaseErrors).slug = SLUG_MESSAGE;
  for (const issue of result.error?.issues ?? []) (errors as BaseErrors)[fieldOf(issue.path)] ??= issue.message;
  more(result.data ?? input ?? {}, errors);
  if (result.success && Object.keys(errors).length === 0) return { data: result.data as T, slug };
  return { errors };
}

/** A kind's fields checked: the data and address to save, or each refused field's message. */
export type Checked<T, E> = { data: T; slug: string } | { errors: E };

/** A refusal: besides the `errors` found already, each issue's message under its field (`cards.1.title`), the first per field. */
export function refused<E extends Partial<Record<string, string>>>(
  issues: readonly { path: PropertyKey[]; message: string }[] | undefined,
  errors = {} as E,
): { errors: E } {
  for (const issue of issues ?? []) (errors as Record<string, string>)[issue.path.join(".")] ??= issue.message;
  return { errors };
}

export type KindRules<T, E extends BaseErrors> = {
  kind: ContentKind;
  /** A kind's fields checked by its rules: the data, or each refused field's message. */
  check: (input: unknown, slug: string, published: boolean) => Checked<T, E>;
  /** The public address of an item with this slug, for the message when the slug is taken. */
  address: (slug: string) => string;
  /** What the owner calls an item ("project", "post"). */
  noun: string;
  /** The photos an item shows, whose stored files its pages need (`withPhotoFiles`); none when left out. */
  photos?: (item: T) => ContentPhoto[];
};

/** An item the site started with, as its content file gives it. */
export type SeedItem<T> = { slug: string; position: number; data: T };
/** What a kind's collection is made of: the store, and the items it starts with (`seed`, its data `Seed`). */
export type CollectionDependencies<Seed = unknown> = {
  store: Store;
  seed: () => SeedItem<Seed>[];
};

export function createCollection<T, E extends BaseErrors>(
  { store, seed }: CollectionDependencies,
  rules: KindRules<T, E>,
) {
  const { kind } = rules;
  /** An item as the site shows it, or (`asEdited`, the office) with its draft changes. */
  const itemOf = (item: ContentItem, asEdited = false): Item<T> => {
    const changes = asEdited && item.changes ? (JSON.parse(item.changes) as { slug: string; data: T }) : undefined;
    return {
      ...(changes?.data ?? (JSON.parse(item.data) as T)),
      id: item.id,
      slug: changes?.slug ?? item.slug,
      status: item.status,
      updatedAt: item.updatedAt,
      updatedBy: item.updatedBy,
      publishedAt: item.publishedAt,
      deletedAt: item.deletedAt,
      hasChanges: Boolean(changes),
      siteSlug: item.slug,
    };
  };

  let seeded: Promise<unknown> | undefined;
  /** The schema, and this kind's seed items stored on the database's first start with it. */
  const ready = async () => {
    const items = () =>
      seed().map(({ slug, position, data }) => ({ kind, locale: LOCALE, slug, position, data: JSON.stringify(data) }));
    seeded ??= store.content.seed(kind, LOCALE, items(), new Date()).catch((error: unknown) => {
      seeded = undefined;
      throw error;
    });
    await seeded;
  };

  /** The stored facts of the uploaded photos among these, by id. */
  const photoFiles = async (photos: ContentPhoto[]): Promise<Record<number, StoredPhoto>> =>
    Object.fromEntries((await store.content.photos(uploadedIds(photos))).map((photo) => [photo.id, photo]));

  const collection = {
    ready,
    photoFiles,
    /** The items, each given the stored facts of the uploaded photos among all theirs (the rules' `photos`), read at once. */
    withPhotoFiles: async <I extends T>(items: I[]) => {
      const files = await photoFiles(items.flatMap((item) => rules.photos?.(item) ?? []));
      return items.map((item) => ({ ...item, photoFiles: files }));
    },
    /** The published items, in their order (in a preview, with the previewed item as edited). */
    published: async () => {
      await ready();
      const items = await store.content.published(kind, LOCALE);
      const id = previewed.getStore();
      const shown = id === undefined ? undefined : await store.content.find(id);
      if (shown?.kind !== kind || shown.locale !== LOCALE || shown.deletedAt) return items.map((item) => itemOf(item));
      return [...items.filter((item) => item.id !== id), shown]
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((item) => itemOf(item, item.id === id));
    },
    /**
     * Reads the site's content (`read`: a page's loaders) with the item `id` (of any kind) as edited,
     * its kind's published items then holding it in its place: a draft among them, a published item
     * with its changes kept as a draft. Every other item is as published.
     */
    previewing: <R>(id: number, read: () => R): R => previewed.run(id, read),
    /** Where the site shows an item, previewed (app/lib/page-preview.server.ts): its page with `?preview=<id>`. */
    previewAddress: ({ id, slug }: { id: number; slug: string }) => {
      const [page, hash] = rules.address(slug).split("#");
      return `${page}?preview=${id}${hash ? `#${hash}` : ""}`;
    },

    // The office: items as edited (a published item's draft changes in place of what the site shows).
    list: async () => {
      await ready();
      return (await store.content.all(kind, LOCALE)).map((item) => itemOf(item, true));
    },
    /** The one item of a kind that has one (the gallery, the about page, the facts). */
    single: async () => {
      const [item] = await collection.list();
      if (!item) throw new Error(`the ${rules.noun} is missing from the database`);
      return item;
    },
    /** What can still be restored: deleted within TRASH_DAYS (older items go at the next delete or restore). */
    trash: async () => {
      await ready();
      return (await store.content.trash(kind, LOCALE, trashCutoff())).map((item) => itemOf(item, true));
    },
    find: async (id: number) => {
      await ready();
      const item = await store.content.find(id);
      return item?.kind === kind ? itemOf(item, true) : undefined;
    },
    /** The item as the site shows it now (without changes kept as a draft); undefined unless published. */
    onSite: async (id: number) => {
      await ready();
      const item = await store.content.find(id);
      return item?.kind === kind && item.status === "published" && !item.deletedAt ? itemOf(item) : undefined;
    },
    /**
     * Saves a new item (no `id`) or a change, checked by the kind's rules, as a new revision;
     * `status` publishes or unpublishes it with the save.
     */
    async save(
      input: unknown,
      slug: string,
      id: number | undefined,
      status: ContentStatus | undefined,
      by: string,
      { asDraftChanges = false } = {},
    ): Promise<{ id: number; slug: string; asDraftChanges?: boolean } | { errors: E | BaseErrors }> {
      await ready();
      const current = id === undefined ? undefined : await store.content.find(id);
      if (id !== undefined && current?.kind !== kind) return { errors: { title: `This ${rules.noun} was deleted.` } };
      // A published item's changes may be kept as a draft: checked as a draft is, live only when published.
      const changes = asDraftChanges && current?.status === "published" && status === undefined;
      const published =
        !changes && (status === "published" || (status === undefined && current?.status === "published"));
      const checked = rules.check(input, slug, published);
      if ("errors" in checked) return checked;
      // A photo the item names must be there to show: a post may name any id or picture.
      const missing = await missingPhoto(checked.data, async (ids) =>
        (await store.content.photos(ids)).map((photo) => photo.id),
      );
      if (missing) return { errors: { [missing]: MISSING_PHOTO } };
      const draft = { kind, locale: LOCALE, slug: checked.slug, data: JSON.stringify(checked.data) };
      if (changes)
        return (await store.content.saveChanges(id!, draft, by, new Date()))
          ? { id: id!, slug: checked.slug, asDraftChanges: true }
          : { errors: { title: `This ${rules.noun} was deleted meanwhile.` } };
      const saved = await store.content.save(draft, id, status, by, new Date());
      if (saved === "slug taken")
        return {
          errors: { slug: `Another ${rules.noun} already uses the address ${rules.address(slug)}: choose another.` },
        };
      if (saved === "not found") return { errors: { title: `This ${rules.noun} was deleted meanwhile.` } };
      return { id: saved.id, slug: checked.slug };
    },
    /** A slug for a new item's title that no other item of its kind has, in the trash either. */
    async freeSlug(title: string) {
      await ready();
      const base = slugify(title) || rules.noun;
      const taken = new Set(
        [...(await store.content.all(kind, LOCALE)), ...(await store.content.trash(kind, LOCALE, new Date(0)))].map(
          (item) => item.slug,
        ),
      );
      for (let n = 1; ; n++) if (!taken.has(n === 1 ? base : `${base}-${n}`)) return n === 1 ? base : `${base}-${n}`;
    },
    /**
     * Saves a change to an item that is always on the site (a service, a legal page, the about
     * page, a list of cards, the gallery, the facts): published with the save, or (`asDraftChanges`)
     * kept as draft changes while the site shows the item as it was.
     */
    saveLive: (input: unknown, slug: string, id: number, by: string, { asDraftChanges = false } = {}) =>
      collection.save(input, slug, id, asDraftChanges ? undefined : "published", by, { asDraftChanges }),
    /** Gives up a published item's draft changes: the office shows it as the site does again. */
    discardChanges: async (id: number, by: string) =>
      (await collection.find(id)) !== undefined && store.content.discardChanges(id, by, new Date()),
    /** Moves an item one place earlier (-1) or later (1) in the site's order. */
    move: async (id: number, offset: number, by: string) =>
      (await collection.find(id)) !== undefined && store.content.move(id, offset, by, new Date()),
    setStatus: async (id: number, status: ContentStatus, by: string) =>
      (await collection.find(id)) !== undefined && store.content.setStatus(id, status, by, new Date()),
    /**
     * Moves an item to the trash or back; on the way the trash is emptied of what is older than 30
     * days, and photos nothing uses any more (uploaded over a day ago) are deleted.
     */
    setDeleted: async (id: number, deleted: boolean, by: string) => {
      if ((await collection.find(id)) === undefined) return false;
      await store.content.purge({ before: trashCutoff() });
      await store.content.deleteUnusedPhotos(new Date(Date.now() - DAY_MS));
      return store.content.setDeleted(id, deleted, by, new Date());
    },
    /** Deletes for good everything of this kind in the trash, and the photos only they used; how many items went. */
    emptyTrash: async () => {
      const emptied = await store.content.purge({ kind });
      await store.content.deleteUnusedPhotos(new Date(Date.now() - DAY_MS));
      return emptied;
    },
    /** Where a published item once saved at `slug` is now (for an address no published item has). */
    movedTo: async (slug: string) => {
      await ready();
      return store.content.movedTo(kind, LOCALE, slug);
    },
    /** The last saves, newest first, each with the fields it saved. */
    revisions: async (id: number): Promise<(Omit<Revision, "data"> & { fields: T })[]> => {
      await ready();
      return (await store.content.revisions(id)).map(({ data, ...revision }) => ({
        ...revision,
        fields: JSON.parse(data) as T,
      }));
    },
    /**
     * Saves an earlier revision's fields and address as the newest one (the status stays; changes
     * kept as a draft are given up). The item keeps the address the site shows it at when the
     * revision has none or another item has taken it since.
     */
    async restore(id: number, revisionId: number, by: string) {
      const [item, revision] = [
        await collection.find(id),
        (await collection.revisions(id)).find((r) => r.id === revisionId),
      ];
      if (!item || !revision) return undefined;
      const restored = await collection.save(revision.fields, revision.slug ?? item.siteSlug, id, undefined, by);
      const slugTaken = "errors" in restored && restored.errors.slug !== undefined;
      return slugTaken ? collection.save(revision.fields, item.siteSlug, id, undefined, by) : restored;
    },
  };
  return collection;
}

/** A field that differs between two versions of an item, as the office shows it. */
export type FieldChange = { label: string; before: string; after: string };
/** A kind's fields as the office names and shows them, to compare two versions. */
export type ShownFields<T> = [label: string, text: (item: T) => string][];

/** What changed from one version of an item to another, field by field (unchanged fields left out). */
export const compareFields = <T>(fields: ShownFields<T>, before: T, after: T): FieldChange[] =>
  fields.flatMap(([label, text]) =>
    text(before) === text(after) ? [] : [{ label, before: text(before), after: text(after) }],
  );
