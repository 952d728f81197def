// Every public page with its title, grouped as the HTML sitemap shows them; sitemap.xml lists the
// same. Both come from the page table (pages.ts), with the published projects and posts from
// the database.
import type { SitemapSectionTitle } from "./pages";
import { allPages } from "./pages.server";

export type SitemapSection = { title: SitemapSectionTitle; pages: { title: string; path: string }[] };

type Listed = { slug: string; title: string }[];

export function sitemapSections(projects: Listed, posts: Listed): SitemapSection[] {
  const sections = new Map<SitemapSectionTitle, SitemapSection>();
  for (const { section, title, path } of allPages(posts, projects)) {
    if (!sections.has(section)) sections.set(section, { title: section, pages: [] });
    sections.get(section)!.pages.push({ title, path });
  }
  return [...sections.values()];
}
