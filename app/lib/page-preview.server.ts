// A preview is a mode of the public page: `?preview=<id>` on the page where an item of the office's
// content appears (its previewAddress, server/content/collection.ts) shows that page, to a signed-in
// person only, with the item as edited: a draft in its place, a published item's changes kept as a
// draft. Items of every kind share one table, so the id alone names the item. Set once per request
// by the root route's middleware; the content every loader reads follows it (collection.ts's
// `previewing`), the root route's business facts too. A visitor without a session gets the page as
// published. Never cached or indexed (server/http/security-headers.ts, published-pages.ts).
import { createContext, type MiddlewareFunction } from "react-router";
import { servicesContext, type RequestServices } from "~/context";
import { cardLists, type CardListSlug } from "../../server/content/card-lists.ts";
import type { ItemFacts } from "../../server/content/collection.ts";
import { currentUser, pageUrl } from "./office.server";

/** What the band above a previewed page says, and the way back to the item's form. */
export type PagePreview = Pick<ItemFacts, "status" | "hasChanges"> & { title: string; editLink: string };

/** The item previewed in this request, if any. */
export const previewContext = createContext<PagePreview | null>(null);

/** An item of one kind by its id (as edited; not one in the trash), as its preview names it. */
const previewOf =
  <I extends ItemFacts>(kind: Collection<I>, title: (item: I) => string, edit: string) =>
  async (id: number) => {
    const item = await kind.find(id);
    if (!item || item.deletedAt) return undefined;
    const preview: PagePreview = {
      ...{ status: item.status, hasChanges: item.hasChanges },
      ...{ title: title(item), editLink: edit.replace(":id", `${id}`) },
    };
    return { preview, previewing: kind.previewing };
  };
type Collection<I> = {
  find: (id: number) => Promise<I | undefined>;
  previewing: <R>(id: number, read: () => R) => R;
};

/** Each kind of content the site shows: what its preview calls an item, and where the office edits it. */
const kinds = (services: RequestServices) => [
  previewOf(services.portfolio, (project) => project.title, "/office/portfolio/:id"),
  previewOf(services.blog, (post) => post.title, "/office/blog/:id"),
  previewOf(services.legalPages, (page) => page.title, "/office/legal/:id"),
  previewOf(services.servicePages, (service) => service.title, "/office/services/:id"),
  previewOf(services.testimonials, (testimonial) => testimonial.name, "/office/testimonials/:id"),
  previewOf(services.cardLists, (list) => cardLists[list.slug as CardListSlug].name, "/office/card-lists/:id"),
  previewOf(services.aboutPage, () => "About Us", "/office/about"),
  previewOf(services.gallery, () => "Home gallery", "/office/gallery"),
  previewOf(services.facts, () => "Business facts", "/office/facts"),
];

/** The root route's middleware: the page's content read with the previewed item, for a signed-in person. */
export const pagePreview: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = pageUrl(request);
  const asked = url.searchParams.get("preview") ?? "";
  // Pages only, as they are read: a form's post, and the office's screens, always work on what is stored.
  const reading = request.method === "GET" || request.method === "HEAD";
  if (!reading || /^\/office(\/|$)/i.test(url.pathname) || !/^\d{1,9}$/.test(asked)) return next();
  if (!(await currentUser(request, context))) return next();
  const id = Number(asked);
  const found = await Promise.all(kinds(context.get(servicesContext)).map((kind) => kind(id)));
  const item = found.find((kind) => kind !== undefined);
  if (!item) return next();
  context.set(previewContext, item.preview);
  return item.previewing(id, next);
};
