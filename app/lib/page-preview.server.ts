// A preview is a mode of the public page: `?preview=<id>` on the page where an item of the office's
// content appears (its previewAddress, server/content/collection.ts) shows that page, to a signed-in
// person only, with the item as edited: a draft in its place, a published item's changes kept as a
// draft. Items of every kind share one table, so the id alone names the item. Set once per request
// by the root route's middleware; the content every loader reads follows it (collection.ts's
// `previewing`), the root route's business facts too. A visitor without a session gets the page as
// published. Never cached or indexed (server/http/security-headers.ts, published-pages.ts).
import { createContext, type MiddlewareFunction } from "react-router";
import { servicesContext, type RequestServices } from "~/context";
import type { ItemFacts } from "../../server/content/collection.ts";
import type { OfficeKind } from "./office-kind";
import { currentUser, pageUrl } from "./office.server";

/**
 * What the band above a previewed page says, and the way back to the item's form: by the item's
 * state, or in its own words (`says`: a draft estimate's preview, routes/estimate-preview.tsx).
 */
export type PagePreview = Pick<ItemFacts, "status" | "hasChanges"> & { title: string; editLink: string; says?: string };

/** The item previewed in this request, if any. */
export const previewContext = createContext<PagePreview | null>(null);

/** An item of a kind by its id (as edited; not one in the trash), as its preview names it. */
const previewOf = (kind: OfficeKind<ItemFacts>, services: RequestServices) => async (id: number) => {
  const collection = kind.collection(services);
  const item = await collection.find(id);
  if (!item || item.deletedAt) return undefined;
  const preview: PagePreview = {
    ...{ status: item.status, hasChanges: item.hasChanges },
    ...{
      title: kind.titleOf(item),
      editLink: kind.shape === "single" ? `/office/${kind.path}` : `/office/${kind.path}/${id}`,
    },
  };
  return { preview, previewing: collection.previewing };
};

/** The root route's middleware: the page's content read with the previewed item, for a signed-in person. */
export const pagePreview: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = pageUrl(request);
  const asked = url.searchParams.get("preview") ?? "";
  // Pages only, as they are read: a form's post, and the office's screens, always work on what is stored.
  const reading = request.method === "GET" || request.method === "HEAD";
  if (!reading || /^\/office(\/|$)/i.test(url.pathname) || !/^\d{1,9}$/.test(asked)) return next();
  if (!(await currentUser(request, context))) return next();
  const id = Number(asked);
  const services = context.get(servicesContext);
  // The office's kinds, read when a preview is asked for: a visitor's page never loads them.
  const { officeKinds } = await import("./office-kinds.server");
  const found = await Promise.all(Object.values(officeKinds).map((kind) => previewOf(kind, services)(id)));
  const item = found.find((kind) => kind !== undefined);
  if (!item) return next();
  context.set(previewContext, item.preview);
  return item.previewing(id, next);
};
