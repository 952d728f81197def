// The office's one content engine: the loader, action and list of every kind of content, each
// declared once (app/lib/office-kinds/<path>.server.ts, typed by office-kind.ts). An address
// names the kind (/office/<path>), a new item (/office/<path>/new) or one (/office/<path>/<id>); a
// `single` kind's one page is at the kind's address. Every form is a plain post answered with a
// redirect or, refused, with its messages (4xx) and what was typed; photos accepted from a refused
// post stay in it, so nothing uploaded is lost.
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import { TRASH_DAYS, type ItemFacts } from "../../server/content/collection.ts";
import { changesTheSite } from "../../server/office/rights.ts";
import { officeService, officeUser, requireRight, type Context } from "./office.server";
import { officeTime } from "./office-dates";
import { formText } from "./office-form.server";
import { revisionsView } from "./office-revisions.server";
import type { KindCollection, KindRead, KindTools, ListCollection, OfficeKind } from "./office-kind";
import { officeKinds } from "./office-kinds.server";

const notFound = (what: string): never => {
  throw data(`No such ${what}`, { status: 404 });
};
/** The item's id in the address (/office/<kind>/<id>), or undefined when it is not one. */
const itemIdOf = (params: { id?: string }) => (/^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : undefined);

/** What a content form's button asks: `publish`, `unpublish`, or its `intent` (save, preview, trash...). */
const formIntent = (form: FormData) =>
  form.has("publish") ? "publish" : form.has("unpublish") ? "unpublish" : formText(form, "intent") || "save";

/**
 * What a save does to the item's status (a new item is a draft unless published; a saved one keeps
 * its status unless the button changes it), and the notice its page shows after it.
 */
function savedAs(intent: string, isNew: boolean) {
  if (intent === "publish") return { status: "published" as const, done: "published" };
  if (intent === "unpublish") return { status: "draft" as const, done: "unpublished" };
  return { status: isNew ? ("draft" as const) : undefined, done: "saved" };
}

/**
 * What LivePageButtons ask of a page that is always on the site (a service, a legal page, the
 * about page, a card list, the gallery, the facts): a save live, or kept as draft changes;
 * undefined for any other intent.
 */
const liveSaveOf = (intent: string) =>
  intent === "save" || intent === "draft" ? { asDraftChanges: intent === "draft" } : undefined;

type Params = { kind?: string; id?: string };
type Kind = OfficeKind<ItemFacts>;

/** Refuses (403, nothing changed) a staff member without the right to publish a post that would change the site. */
const holdToRights = (kind: Kind, item: ItemFacts | undefined, intent: string, context: Context) =>
  changesTheSite(kind, item?.status, intent) ? requireRight(context, "publishing") : undefined;

/** The kind at /office/<kind>, or 404. */
function kindAt(params: Params): Kind {
  const kind = Object.hasOwn(officeKinds, params.kind ?? "") ? officeKinds[params.kind!] : undefined;
  return kind ?? notFound("page");
}

/** The kind at /office/<kind>, refused (403) to staff who may not change it at all (the facts, the legal pages). */
async function openableKind(context: Context, params: Params) {
  const kind = kindAt(params);
  if (kind.publishingOnly) await requireRight(context, "publishing");
  return kind;
}

const toolsOf = (context: Context) => ({ services: context.get(servicesContext), context });
const collectionOf = (kind: Kind, context: Context): KindCollection => kind.collection(context.get(servicesContext));
/** Where the office edits an item: the kind's own address for a `single` kind. */
const addressOf = (kind: Kind, id: number) =>
  kind.shape === "single" ? `/office/${kind.path}` : `/office/${kind.path}/${id}`;

/** The audit log's entry for a change to an item: what happened to which, linking the item's page. */
const logChange = (
  { services, user }: Pick<KindTools, "services" | "user">,
  kind: Kind,
  id: number,
  what: string,
  title: string,
) => services.office.recordChange(user.email, `${kind.noun} ${what}`, `${kind.name}: “${title}”`, addressOf(kind, id));

/** The item at /office/<kind>/<id> (not one in the trash), or 404; for /office/<kind>/new, undefined. */
async function itemAt(kind: Kind, context: Context, params: Params) {
  if (kind.shape === "single") notFound("page");
  if (params.id === undefined) return kind.shape === "list" || kind.shape === "ordered" ? undefined : notFound("page");
  const id = itemIdOf(params) ?? notFound(kind.noun);
  const item = (await collectionOf(kind, context).find(id)) ?? notFound(kind.noun);
  return item.deletedAt ? notFound(kind.noun) : item;
}
const singleOf = (kind: Kind, context: Context) =>
  kind.single ? kind.single(context.get(servicesContext)) : collectionOf(kind, context).single();

/** /office/<kind>: its list, or a `single` kind's page. */
export async function kindPage(request: Request, context: Context, params: Params) {
  const kind = await openableKind(context, params);
  if (kind.shape === "single")
    return { page: "item" as const, ...(await editor(kind, request, context, await singleOf(kind, context))) };
  return { page: "list" as const, ...(await listPage(kind, request, context)) };
}

/** /office/<kind>/new and /office/<kind>/<id>: an item's form. */
export async function itemPage(request: Request, context: Context, params: Params) {
  const kind = await openableKind(context, params);
  return editor(kind, request, context, await itemAt(kind, context, params));
}

/** The kind at /office/<kind>/trash: one whose items can be deleted (not a fixed set or a single page), or 404. */
async function kindWithTrash(context: Context, params: Params) {
  const kind = await openableKind(context, params);
  return kind.shape === "fixed" || kind.shape === "single" ? notFound("page") : kind;
}

/** /office/<kind>/trash: what the kind's trash holds, to delete for good now. */
export async function trashPage(context: Context, params: Params) {
  const kind = await kindWithTrash(context, params);
  const trash = await collectionOf(kind, context).trash();
  return {
    kind: { path: kind.path, name: kind.name, plural: kind.plural },
    title: `Empty the trash: ${kind.name}`,
    items: trash.map((item) => ({ id: item.id, title: kind.titleOf(item), deleted: officeTime(item.deletedAt!) })),
    trashDays: TRASH_DAYS,
  };
}

/**
 * Deletes the kind's trash for good (with the right to publish: what is in it was on the site,
 * and restoring it would put it back), in the audit log, and answers at the kind's list, which says
 * how many went.
 */
export async function emptyTrash(context: Context, params: Params): Promise<never> {
  const kind = await kindWithTrash(context, params);
  await requireRight(context, "publishing");
  const user = officeUser(context);
  const emptied = await collectionOf(kind, context).emptyTrash();
  const list = `/office/${kind.path}`;
  if (emptied > 0)
    await context
      .get(servicesContext)
      .office.recordChange(user.email, `${kind.noun} trash emptied`, `${kind.name}: ${emptied} deleted for good`, list);
  throw redirect(`${list}?done=emptied&count=${emptied}`, 303);
}

/** A kind's list: its items (drafts too), each by its name, state and detail, and its trash. */
async function listPage(kind: Kind, request: Request, context: Context) {
  const { searchParams } = new URL(request.url);
  const collection = collectionOf(kind, context);
  const removable = kind.shape !== "fixed";
  const [items, trash] = await Promise.all([collection.list(), removable ? collection.trash() : []]);
  const facts = (item: ItemFacts) => ({
    id: item.id,
    title: kind.titleOf(item),
    status: item.status,
    hasChanges: item.hasChanges,
    when: officeTime(item.updatedAt),
    deleted: item.deletedAt && officeTime(item.deletedAt),
  });
  return {
    kind: {
      path: kind.path,
      name: kind.name,
      shape: kind.shape,
      noun: kind.noun,
      plural: kind.plural,
      intro: kind.list?.intro ?? "",
      add: kind.list?.add,
    },
    title: kind.name,
    items: items.map((item) => ({ ...facts(item), detail: kind.list?.detail(item) ?? "" })),
    trash: trash.map(facts),
    notice: searchParams.get("done"),
    /** The item just moved to the trash, if it is still there: its notice offers to undo that. */
    trashed: trash.map(facts).find((item) => String(item.id) === searchParams.get("item")),
    /** How many items emptying the trash deleted for good. */
    emptied: Number(searchParams.get("count")) || 0,
    /** The item just moved up or down, which says so. */
    moved: Number(searchParams.get("moved")) || undefined,
    trashDays: TRASH_DAYS,
  };
}

/** An item's form: empty for a new one, or the item as saved, with its revisions. */
async function editor(kind: Kind, request: Request, context: Context, item: ItemFacts | undefined) {
  const notice = new URL(request.url).searchParams.get("done");
  const collection = collectionOf(kind, context);
  const shown = await kind.editor(item, toolsOf(context));
  if (!item)
    return {
      kind: kind.path,
      title: `New ${kind.noun}`,
      ...{ id: undefined, status: undefined, hasChanges: false, siteSlug: "", previewAddress: undefined },
      ...{ notice, revisions: [], comparison: undefined },
      ...shown,
    };
  return {
    kind: kind.path,
    title: kind.shape === "single" ? kind.name : kind.titleOf(item),
    ...{ id: item.id, status: item.status, hasChanges: item.hasChanges, siteSlug: item.siteSlug },
    previewAddress: collection.previewAddress(item),
    notice,
    // A revision holds the fields alone: read as the item it was (a card list's slug names its cards).
    ...revisionsView(
      request,
      await collection.revisions(item.id),
      item,
      await collection.onSite(item.id),
      (fields: object) => kind.titleOf({ ...item, ...fields }),
      (before: object, after: object) => kind.compare({ ...item, ...before }, { ...item, ...after }),
      (await officeService(context).names()).who,
    ),
    ...shown,
  };
}
/** A post to /office/<kind>: the list's forms, or a `single` kind's save. */
export async function kindAction(request: Request, context: Context, params: Params) {
  const kind = kindAt(params);
  if (kind.shape === "single") return saveItem(kind, request, context, await singleOf(kind, context));
  if (kind.shape === "fixed") throw data("Nothing to send here", { status: 405 });
  return listAction(kind, request, context);
}

/** A post to /office/<kind>/new or /office/<kind>/<id>: the item's form. */
export async function itemAction(request: Request, context: Context, params: Params) {
  const kind = kindAt(params);
  return saveItem(kind, request, context, await itemAt(kind, context, params));
}

/**
 * The list's forms: an item back from the trash (`restore` = its id, opened at its own page) or,
 * in an `ordered` list, one moved a place up or down (`move` = `<id>:up` or `<id>:down`, the
 * buttons) or by several places (`<id>:-3`, `<id>:+2`: a drag, or the keyboard's pick-up and drop),
 * answered at the moved item in the list (`#item-<id>`), which says it moved.
 */
async function listAction(kind: Kind, request: Request, context: Context) {
  const user = officeUser(context);
  const collection = collectionOf(kind, context);
  const form = await request.formData().catch(() => undefined);
  const list = `/office/${kind.path}`;
  const move = /^(\d{1,9}):(up|down|[+-]\d{1,4})$/.exec(form?.get("move")?.toString() ?? "");
  const tools = { services: context.get(servicesContext), user };
  if (move && kind.shape === "ordered") {
    const [, id, direction] = move;
    const offset = direction === "up" ? -1 : direction === "down" ? 1 : Number(direction);
    await holdToRights(kind, await collection.find(Number(id)), "move", context);
    if (!(await collection.move(Number(id), offset, user.email))) notFound(kind.noun);
    const moved = await collection.find(Number(id));
    const how =
      Math.abs(offset) === 1
        ? offset < 0
          ? "up"
          : "down"
        : `${offset < 0 ? "up" : "down"} ${Math.abs(offset)} places`;
    if (moved) await logChange(tools, kind, moved.id, `moved ${how}`, kind.titleOf(moved));
    throw redirect(`${list}?moved=${id}#item-${id}`, 303);
  }
  const id = Number(form?.get("restore"));
  if (!Number.isInteger(id) || id <= 0) return data({ fieldErrors: { form: "Choose what to restore." } }, 400);
  await holdToRights(kind, await collection.find(id), "restore", context);
  if (!(await collection.setDeleted(id, false, user.email))) notFound(kind.noun);
  const restored = await collection.find(id);
  if (restored) await logChange(tools, kind, id, "restored from the trash", kind.titleOf(restored));
  throw redirect(`${list}/${id}?done=untrashed`, 303);
}

const refused = (fieldErrors: Record<string, string | undefined>, typed: Record<string, unknown> = {}) =>
  data({ fieldErrors, ...typed }, 400);

/** An item's form posted: the photos it carries are read when their turn comes (server/photos/photo-service.ts). */
function saveItem(kind: Kind, request: Request, context: Context, item: ItemFacts | undefined) {
  const tools = { ...toolsOf(context), user: officeUser(context) };
  const handle = () => handleItemForm(kind, request, tools, item);
  return kind.photos ? tools.services.photos.receiving(handle) : handle();
}

async function handleItemForm(kind: Kind, request: Request, tools: KindTools, item: ItemFacts | undefined) {
  const form = await request.formData().catch(() => undefined);
  if (!form) return refused({ form: "The form did not arrive whole: send it again." });
  const intent = formIntent(form);
  // The body alone, sent by the editor's script as it is typed.
  if (kind.preview && intent === "preview" && !form.has("title"))
    return { preview: await kind.preview(formText(form, "body"), tools) };
  await holdToRights(kind, item, intent, tools.context);
  if (item) {
    const refusal = await itemIntent(kind, tools, item, intent, form);
    if (refusal) return refusal;
  }
  const read = await kind.read(form, item, tools);
  if (read.refusal) return refused(read.refusal, read.typed);
  if (kind.preview && intent === "preview")
    return { preview: await kind.preview(formText(form, "body"), tools), ...read.typed };
  return kind.shape === "list" || kind.shape === "ordered"
    ? saveListItem(kind, tools, item, intent, read)
    : saveLive(kind, tools, item!, intent, read);
}

/** A list's item saved: a new one is a draft unless published; `publish` and `unpublish` change its status. */
async function saveListItem(kind: Kind, tools: KindTools, item: ItemFacts | undefined, intent: string, read: KindRead) {
  const collection = collectionOf(kind, tools.context) as ListCollection;
  let slug = read.slug ?? item?.slug ?? "";
  if (!item && !slug.trim()) slug = await collection.freeSlug(kind.titleOf(read.input as ItemFacts));
  const { status, done } = savedAs(intent, item === undefined);
  // "Save" on a published item of such a kind keeps the changes as a draft; "Publish changes" puts them live.
  const saved = await collection.save(read.input, slug.trim(), item?.id, status, tools.user.email, {
    asDraftChanges: Boolean(kind.draftChanges) && intent === "save",
  });
  if ("errors" in saved) return refused(saved.errors, read.typedIfRefused ?? read.typed);
  const what = saved.asDraftChanges
    ? "changes kept as a draft"
    : item
      ? done
      : status === "published"
        ? "added and published"
        : "added";
  await logChange(tools, kind, saved.id, what, kind.titleOf(read.input as ItemFacts));
  throw redirect(
    `/office/${kind.path}/${saved.id}?done=${read.done ?? (saved.asDraftChanges ? "changes" : done)}`,
    303,
  );
}

/** What is always on the site, as the refusal of another button names it: "Services are", "The gallery is". */
const onlyChanged = ({ shape, noun, plural }: Kind) =>
  shape === "fixed"
    ? `${plural[0]!.toUpperCase()}${plural.slice(1)} are`
    : `The ${noun} ${noun === plural ? "are" : "is"}`;

/** A change to an item always on the site: live at once, or kept as a draft to preview first. */
async function saveLive(kind: Kind, tools: KindTools, item: ItemFacts, intent: string, read: KindRead) {
  const live = liveSaveOf(intent);
  if (!live) return refused({ form: `${onlyChanged(kind)} only changed, never removed.` }, read.typed);
  const saved = kind.saveLive
    ? await kind.saveLive(tools.services, read.input, tools.user.email, live)
    : await collectionOf(kind, tools.context).saveLive(read.input, item.slug, item.id, tools.user.email, live);
  if ("errors" in saved) return refused(saved.errors, read.typed);
  await logChange(
    tools,
    kind,
    item.id,
    saved.asDraftChanges ? "changes kept as a draft" : "changed on the site",
    kind.titleOf(item),
  );
  throw redirect(`${addressOf(kind, item.id)}?done=${saved.asDraftChanges ? "changes" : "saved"}`, 303);
}

/**
 * An item's own forms that leave its fields as they are: `trash` (to the list, which says so; not
 * for what is always on the site), `discard` (a published item's draft changes) and
 * `restore-revision`. Answers with a redirect (thrown), or returns the refusal (400) of a version
 * today's rules do not take (a published project's photo without its description, a photo gone);
 * returns nothing for any other intent.
 */
async function itemIntent(kind: Kind, tools: KindTools, item: ItemFacts, intent: string, form: FormData) {
  const { id } = item;
  const [collection, by, title] = [collectionOf(kind, tools.context), tools.user.email, kind.titleOf(item)];
  const address = addressOf(kind, id);
  if (intent === "trash" && (kind.shape === "list" || kind.shape === "ordered")) {
    if (!(await collection.setDeleted(id, true, by))) notFound(kind.noun);
    await logChange(tools, kind, id, "moved to the trash", title);
    // The list says so, with the way to undo it (the item's id).
    throw redirect(`/office/${kind.path}?done=trashed&item=${id}`, 303);
  }
  if (intent === "discard") {
    if (!(await collection.discardChanges(id, by))) notFound("changes");
    await logChange(tools, kind, id, "draft changes given up", title);
    throw redirect(`${address}?done=discarded`, 303);
  }
  if (intent === "restore-revision") {
    const restored = (await collection.restore(id, Number(formText(form, "revision")), by)) ?? notFound("revision");
    if ("errors" in restored) {
      const reasons = Object.values(restored.errors).join(" ");
      return refused({ form: `That earlier version was not restored: ${reasons}` });
    }
    await logChange(tools, kind, id, "earlier version restored", title);
    throw redirect(`${address}?done=restored`, 303);
  }
}
