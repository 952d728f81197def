// Every page of the site, listed once. The navigation (header and footer, which the browser
// loads too) is made from this table; the full list with one page per service, project and post,
// which reads the posts folder, is in pages.server.ts. tests/unit/pages.test.ts fails when a route
// in app/routes.ts has no entry. Plain data: no Node modules, so the browser can import it.
export type SitemapSectionTitle = "Main pages" | "Services" | "Portfolio projects" | "Blog articles" | "Legal";

export type PageEntry = {
  path: string;
  /** The page's own name, as the sitemap lists it. */
  title: string;
  /** A shorter name for the navigation, when it has one. */
  label?: string;
  /**
   * Made from the database's content, rendered again after each change (server/http/published-pages.ts),
   * or rendered per request (pages with a form).
   */
  served: "published" | "per-request";
  section: SitemapSectionTitle;
};

/** A page made from content the office edits. */
export const published = (path: string, title: string, extra: Partial<PageEntry> = {}): PageEntry => ({
  path,
  title,
  served: "published",
  section: "Main pages",
  ...extra,
});
const form = (path: string, title: string, extra: Partial<PageEntry> = {}) =>
  published(path, title, { served: "per-request", ...extra });

/** The site's fixed pages, in the order the sitemap lists them. */
export const pages = {
  home: published("/", "Home"),
  services: published("/services", "Our Services", { label: "Services" }),
  process: published("/process", "Our Process"),
  portfolio: published("/portfolio", "Our Portfolio", { label: "Portfolio" }),
  blog: published("/blog", "Our Blog", { label: "Blog" }),
  about: published("/about", "About Us"),
  testimonials: published("/testimonials", "Testimonials"),
  contact: form("/contact", "Contact Us", { label: "Contact" }),
  consultation: form("/consultation", "Schedule a Consultation"),
  newsletter: form("/newsletter", "Newsletter"),
  privacy: published("/privacy", "Privacy Policy", { section: "Legal" }),
  terms: published("/terms", "Terms of Service", { section: "Legal" }),
  sitemap: published("/sitemap", "Sitemap", { section: "Legal" }),
} satisfies Record<string, PageEntry>;
export type PageKey = keyof typeof pages;

/** Pages only the holder of their link visits (a booking's page, a newsletter mail's links): rendered per request, never listed or linked. */
export const privatePagePatterns = [
  "/consultation/manage/:token",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/estimates/:token",
  // A draft estimate's preview: the office's session alone opens it (routes/estimate-preview.tsx).
  "/estimates/preview/:id",
  "/change-orders/:token",
  "/reviews/:token",
];

/** The office (owner and staff): behind the sign-in, rendered per request, never listed, linked from the site or prerendered. */
export const officePagePatterns = [
  "/office",
  "/office/sign-in",
  "/office/sign-out",
  "/office/leads",
  "/office/leads.csv",
  "/office/leads/new",
  "/office/leads/:id",
  "/office/leads/:id/photos/:name",
  "/office/sources",
  "/office/availability",
  "/office/calendar",
  "/office/leads/:id/estimates/new",
  "/office/estimates/:id",
  "/office/estimates/:id/contract.pdf",
  "/office/estimates/:id/change-orders/new",
  "/office/change-orders/:id/signed.pdf",
  "/office/passkeys",
  "/office/summary",
  "/office/passkeys/:step",
  "/office/people",
  "/office/audit",
  "/office/newsletter",
  "/office/newsletter/subscribers.csv",
  "/office/newsletter/new",
  "/office/newsletter/:id",
  "/office/newsletter/:id/send",
  "/office/newsletter/:id/preview",
  "/office/photos",
  // Each kind of content the office edits (app/lib/office-kinds/<kind>.server.ts).
  "/office/:kind",
  "/office/:kind/new",
  "/office/:kind/trash",
  "/office/:kind/:id",
];

/**
 * Files that are not pages and stay the same while the server runs (robots.txt names the sitemap at
 * its SITE_URL): rendered once as it starts and served with the build's files (server/index.ts).
 */
export const resourcePaths = ["/robots.txt"];
/** Files made from the database's content, like the published pages. */
export const publishedResourcePaths = ["/sitemap.xml", "/blog/rss.xml"];

/** Whether a path is served from the database's content (a published page or file). */
export const isPublishedPath = (path: string) =>
  Object.values(pages).some((page) => page.served === "published" && page.path === path) ||
  publishedResourcePaths.includes(path) ||
  /^\/(portfolio|blog|services)\/[^/]+$/.test(path);

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
