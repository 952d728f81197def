import { data, redirect } from "react-router";

/** A kind of content the site shows one item of per address (server/content/). */
type Published<I> = {
  bySlug: (slug: string) => Promise<I | undefined>;
  movedTo: (slug: string) => Promise<string | undefined>;
};

/**
 * The published item at `${base}/${slug}`, for a page's loader. A link to the address a renamed
 * item had (shared, bookmarked, in a search engine) is sent on to where it is now (301); any other
 * address is a 404.
 */
export async function publishedItem<I>(items: Published<I>, base: string, slug: string): Promise<I> {
  const item = await items.bySlug(slug);
  if (item) return item;
  const movedTo = await items.movedTo(slug);
  if (movedTo) throw redirect(`${base}/${movedTo}`, 301);
  throw data("Not found", { status: 404 });
}
