// What the office knows of a kind of content, declared once (app/lib/office-kinds/<path>.server.ts)
// and served by one engine (office-content.server.ts): its addresses, its shape, its list, and how
// its form's text becomes the fields its rules check (server/content/<kind>.ts). What is left per
// kind is that declaration, its form (app/components/office/forms/<path>.tsx) and its schema.
import type { ItemFacts, FieldChange } from "../../server/content/collection.ts";
import type { Revision } from "../../server/storage/content.ts";
import type { OfficeUser } from "../../server/storage/office.ts";
import type { RevisionsView } from "./office-revisions.server";
import type { RequestServices } from "~/context";
import type { Context } from "./office.server";

/**
 * How the office holds a kind's items:
 * - `list`: added and removed by the owner, newest first, with a trash (the blog's posts);
 * - `ordered`: the same, in the site's order, each moved up or down (projects, testimonials);
 * - `fixed`: a set of pages always on the site, only changed (services, legal pages, card lists);
 * - `single`: one page, edited at the kind's own address (the about page, the gallery, the facts).
 */
export type KindShape = "list" | "ordered" | "fixed" | "single";

type Saved = { id: number; slug: string; asDraftChanges?: boolean } | { errors: Partial<Record<string, string>> };
/**
 * What the engine asks of a kind's collection (server/content/collection.ts), whatever its fields.
 * Its `save` is asked of the lists only (ListCollection): the kinds always on the site give theirs
 * the shape their pages call it with.
 */
export type KindCollection = {
  list: () => Promise<ItemFacts[]>;
  trash: () => Promise<ItemFacts[]>;
  find: (id: number) => Promise<ItemFacts | undefined>;
  onSite: (id: number) => Promise<ItemFacts | undefined>;
  single: () => Promise<ItemFacts>;
  revisions: (id: number) => Promise<(Omit<Revision, "data"> & { fields: object })[]>;
  previewAddress: (item: { id: number; slug: string }) => string;
  previewing: <R>(id: number, read: () => R) => R;
  freeSlug: (title: string) => Promise<string>;
  saveLive: (
    input: unknown,
    slug: string,
    id: number,
    by: string,
    options?: { asDraftChanges?: boolean },
  ) => Promise<Saved>;
  setDeleted: (id: number, deleted: boolean, by: string) => Promise<boolean>;
  emptyTrash: () => Promise<number>;
  discardChanges: (id: number, by: string) => Promise<boolean>;
  move: (id: number, offset: number, by: string) => Promise<boolean>;
  restore: (
    id: number,
    revisionId: number,
    by: string,
  ) => Promise<{ errors: Partial<Record<string, string>> } | { id: number } | undefined>;
};

export type ListCollection = KindCollection & {
  save: (
    input: unknown,
    slug: string,
    id: number | undefined,
    status: "draft" | "published" | undefined,
    by: string,
    options?: { asDraftChanges?: boolean },
  ) => Promise<Saved>;
};

/** What a kind's form and its reading get besides the form: who is saving, and the request's services. */
export type KindTools = { user: OfficeUser; services: RequestServices; context: Context };

/**
 * A post of a kind's form, read: what was typed, to show again if the save is refused (`typed`,
 * spread into the answer), the fields its rules check (`input`) and the address typed (`slug`,
 * when the form has one), or a refusal before any save (`refusal`, messages by field). `done`
 * names the notice after the save when the form says more than "saved" (photos reordered);
 * `typedIfRefused` replaces `typed` when the rules refuse the save.
 */
export type KindRead = {
  typed: Record<string, unknown>;
  input?: unknown;
  slug?: string;
  refusal?: Partial<Record<string, string>>;
  done?: string;
  typedIfRefused?: Record<string, unknown>;
};

/**
 * A kind as the engine knows it. `I` is an item as its collection's `find` gives it (the list's
 * items and the revisions are read as the same fields).
 */
export type OfficeKind<I extends ItemFacts = ItemFacts> = KindDeclaration<I> &
  Required<Pick<KindDeclaration<I>, "plural" | "menuLabel" | "titleOf">> & {
    /** The office's address for the kind, /office/<path>: its module is office-kinds/<path>.server.ts, its form forms/<path>.tsx. */
    path: string;
  };

/**
 * A kind's declaration (office-kinds/<path>.server.ts): what is its own. Its address is its
 * module's name, and its place in the menu is in office-kinds.server.ts.
 */
export type KindDeclaration<I extends ItemFacts = ItemFacts> = {
  /** The page's name (its heading and title): "Portfolio", "Home gallery". */
  name: string;
  /** The office menu's label for it, when not its name. */
  menuLabel?: string;
  /** What the owner calls one item ("project"), and several when not the noun with an "s" ("galleries"). */
  noun: string;
  plural?: string;
  shape: KindShape;
  collection: (services: RequestServices) => KindCollection;
  /** An item's name, in lists, revisions, previews and the page's title: its `title` unless said, or the kind's name when it has none. */
  titleOf?: (fields: I) => string;
  /** What changed from one version to another, field by field. */
  compare: (before: I, after: I) => FieldChange[];
  /** The list's page (every shape but `single`): what it says of the kind, and of each item. */
  list?: {
    intro: string;
    /** The button that starts a new item (`list` and `ordered`). */
    add?: string;
    /** What the list says of an item besides its name, state and last change. */
    detail: (item: I) => string;
  };
  /** The form's fields and what else it shows: an item as saved, or a new one's (undefined). */
  editor: (item: I | undefined, tools: Omit<KindTools, "user">) => object;
  /** A post of the form, read (KindRead). */
  read: (form: FormData, item: I | undefined, tools: KindTools) => Promise<KindRead> | KindRead;
  /** The form carries photos: the post is read when its turn comes (server/photos/photo-service.ts). */
  photos?: boolean;
  /** A published item's "Save" keeps its changes as a draft until "Publish changes" (projects, posts). */
  draftChanges?: boolean;
  /** Every change wants the right to publish, a draft's too (the business facts, the legal pages: server/office/rights.ts). */
  publishingOnly?: boolean;
  /** The Markdown's HTML as the site will show it, for the form's "Preview" (`body`). */
  preview?: (body: string, tools: Omit<KindTools, "user">) => Promise<string> | string;
  /** A save other than the collection's own (the gallery checks its picks against the portfolio). */
  saveLive?: (
    services: RequestServices,
    input: unknown,
    by: string,
    options: { asDraftChanges: boolean },
  ) => Promise<{ errors: Partial<Record<string, string>> } | { asDraftChanges?: boolean }>;
  /** The one item of a `single` kind as its form shows it (the collection's `single` unless said). */
  single?: (services: RequestServices) => Promise<ItemFacts>;
};

/** What every item's form gets from the engine (office-content.server.ts), besides its kind's own. */
export type EditorFacts = {
  /** The kind's address, which names its form. */
  kind: string;
  /** The page's title: the item's name, or "New project". */
  title: string;
  id: number | undefined;
  status: ItemFacts["status"] | undefined;
  hasChanges: boolean;
  /** The address the site shows the item at. */
  siteSlug: string;
  /** Its page with `?preview=<id>`. */
  previewAddress: string | undefined;
  /** What the last form did (`?done=`). */
  notice: string | null;
  revisions: RevisionsView["revisions"];
  comparison: RevisionsView["comparison"];
};

/** A kind's own part of its form's data (`editor`). */
type KindData<K> = K extends { editor: (...args: never[]) => infer R } ? Awaited<R> : object;

/** What a kind's form (app/components/office/forms/<path>.tsx) is given: its page's data, and the answer to its last post. */
export type FormProps<K> = {
  loaderData: EditorFacts & KindData<K>;
  actionData: ({ fieldErrors?: Partial<Record<string, string>>; preview?: string } & Partial<KindData<K>>) | undefined;
};
