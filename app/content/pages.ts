// Every page of the site, listed once. The prerender list (react-router.config.ts), the HTML and
// XML sitemaps and the navigation are all made from this table, and tests/unit/pages.test.ts
// fails when a route in app/routes.ts has no entry here. Runs outside Vite too (the router
// config, scripts, tests), so it imports only plain content modules and reads post slugs from
// the file system.
import { readdirSync } from "node:fs";
import { portfolioProjects } from "./portfolio.ts";
import { serviceLinks } from "./services.ts";

export type SitemapSectionTitle = "Main pages" | "Services" | "Portfolio projects" | "Blog articles" | "Legal";

export type PageEntry = {
  path: string;
  /** The page's own name, as the sitemap lists it. */
  title: string;
  /** A shorter name for the navigation, when it has one. */
  label?: string;
  /** Prerendered to static HTML at build, or rendered per request (pages with a form). */
  served: "prerendered" | "per-request";
  section: SitemapSectionTitle;
};

const content = (path: string, title: string, extra: Partial<PageEntry> = {}): PageEntry => ({
  path,
  title,
  served: "prerendered",
  section: "Main pages",
  ...extra,
});
const form = (path: string, title: string, extra: Partial<PageEntry> = {}) =>
  content(path, title, { served: "per-request", ...extra });

/** The site's fixed pages, in the order the sitemap lists them. */
export const pages = {
  home: content("/", "Home"),
  services: content("/services", "Our Services", { label: "Services" }),
  process: content("/process", "Our Process"),
  portfolio: content("/portfolio", "Our Portfolio", { label: "Portfolio" }),
  blog: content("/blog", "Our Blog", { label: "Blog" }),
  about: content("/about", "About Us"),
  testimonials: content("/testimonials", "Testimonials"),
  contact: form("/contact", "Contact Us", { label: "Contact" }),
  consultation: form("/consultation", "Schedule a Consultation"),
  newsletter: form("/newsletter", "Newsletter"),
  privacy: content("/privacy", "Privacy Policy", { section: "Legal" }),
  terms: content("/terms", "Terms of Service", { section: "Legal" }),
  sitemap: content("/sitemap", "Sitemap", { section: "Legal" }),
} satisfies Record<string, PageEntry>;
export type PageKey = keyof typeof pages;

/** Pages only the holder of their link visits (a booking's page, a newsletter mail's links): rendered per request, never listed or linked. */
export const privatePagePatterns = ["/consultation/manage/:token", "/newsletter/confirm", "/newsletter/unsubscribe"];

/** Files made at build that are not pages: feeds and crawler files. */
export const resourcePaths = ["/sitemap.xml", "/robots.txt", "/blog/rss.xml"];

export const postSlugs = (): string[] =>
  readdirSync(new URL("./posts/", import.meta.url))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length));

/**
 * Every page: the fixed ones and one per service, portfolio project and blog post. Inside the
 * app the posts come from the content loader (with titles); outside it, from the posts folder.
 */
export function allPages(
  posts: { slug: string; title?: string }[] = postSlugs().map((slug) => ({ slug })),
): PageEntry[] {
  return [
    ...Object.values(pages),
    ...serviceLinks.map((service) => content(service.to, service.title, { section: "Services" })),
    ...portfolioProjects.map((project) =>
      content(`/portfolio/${project.slug}`, project.title, { section: "Portfolio projects" }),
    ),
    ...posts.map((post) => content(`/blog/${post.slug}`, post.title ?? post.slug, { section: "Blog articles" })),
  ];
}

/** Pages rendered to static HTML at build. */
export const contentPaths = () =>
  allPages()
    .filter((page) => page.served === "prerendered")
    .map((page) => page.path);
/** Pages with a form, rendered per request. */
export const formPaths = () =>
  allPages()
    .filter((page) => page.served === "per-request")
    .map((page) => page.path);
/** What the build renders: the content pages and the resource files. */
export const prerenderedPaths = () => [...contentPaths(), ...resourcePaths];

const link = (key: PageKey) => ({ label: pages[key].label ?? pages[key].title, to: pages[key].path });

/** The header and footer links, by page. */
export const navigation = {
  primary: (["home", "services", "process", "portfolio", "blog", "about", "contact"] as const).map(link),
  cta: link("consultation"),
  footer: {
    company: (["about", "process", "portfolio", "testimonials", "contact"] as const).map(link),
    resources: [
      ...(["blog", "consultation"] as const).map(link),
      { label: "RSS Feed", to: "/blog/rss.xml", reload: true },
      link("sitemap"),
    ],
    legal: (["privacy", "terms", "sitemap"] as const).map(link),
  },
};
