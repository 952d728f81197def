// The full page list: the fixed pages of pages.ts and one per service, portfolio project and blog
// post. The prerender list (react-router.config.ts), the HTML and XML sitemaps, the audits and the
// tests read it. It runs outside Vite too (the router config, scripts, tests), so it reads post
// slugs from the file system: server only, never imported by a module the browser loads.
import { portfolioProjects } from "../../server/content/seed/portfolio.ts";
import { postSlugs } from "../../server/content/seed/posts.ts";
import { pages, published, type PageEntry } from "./pages.ts";
import { serviceLinks } from "./services.ts";

/**
 * Every page: the fixed ones and one per service, portfolio project and blog post. Inside the
 * app the projects and posts come from the database; outside it (the build, audits, tests), from
 * the seed content (the posts folder and the seed projects).
 */
export function allPages(
  posts: { slug: string; title?: string }[] = postSlugs().map((slug) => ({ slug })),
  projects: { slug: string; title: string }[] = portfolioProjects,
): PageEntry[] {
  return [
    ...Object.values(pages),
    ...serviceLinks.map((service) => published(service.to, service.title, { section: "Services" })),
    ...projects.map((project) =>
      published(`/portfolio/${project.slug}`, project.title, { section: "Portfolio projects" }),
    ),
    ...posts.map((post) => published(`/blog/${post.slug}`, post.title ?? post.slug, { section: "Blog articles" })),
  ];
}

/** The pages without a form: made from the database's content. */
export const contentPaths = () =>
  allPages()
    .filter((page) => page.served === "published")
    .map((page) => page.path);
/** Pages with a form, rendered per request. */
export const formPaths = () =>
  allPages()
    .filter((page) => page.served === "per-request")
    .map((page) => page.path);

/**
 * `paths` with, of the pages made from one template with other words and pictures (a service's,
 * a portfolio project's, a blog post's), only the first `perTemplate`: the audits that measure a
 * template rather than its words.
 */
export const firstOfEachTemplate = (paths: string[], perTemplate = 1) =>
  paths.filter((path) => {
    const template = /^\/(services|portfolio|blog)\/[^/]+$/.exec(path)?.[1];
    return !template || paths.filter((other) => other.startsWith(`/${template}/`)).indexOf(path) < perTemplate;
  });
