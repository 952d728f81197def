// The site's public pages, for prerendering (react-router.config.ts), the sitemaps and tests.
// Runs outside Vite too, so it reads post slugs from the file system.
import { readdirSync } from "node:fs";
import { portfolioProjects } from "./portfolio.ts";
import { serviceLinks } from "./services.ts";

export const postSlugs = (): string[] =>
  readdirSync(new URL("./posts/", import.meta.url))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length));

/** Pages rendered to static HTML at build. */
export function contentPaths(): string[] {
  return [
    "/",
    "/services",
    ...serviceLinks.map((service) => service.to),
    "/process",
    "/portfolio",
    ...portfolioProjects.map((project) => `/portfolio/${project.slug}`),
    "/about",
    "/blog",
    ...postSlugs().map((slug) => `/blog/${slug}`),
    "/testimonials",
    "/privacy",
    "/terms",
    "/sitemap",
  ];
}

/** Pages with a form, rendered per request. */
export const formPaths = ["/contact", "/consultation", "/newsletter"];

export function prerenderedPaths(): string[] {
  return [...contentPaths(), "/sitemap.xml", "/robots.txt", "/blog/rss.xml"];
}
