import { sitemapSections } from "~/content/sitemap.server";
import { canonicalUrl } from "~/lib/seo";

export function loader() {
  const urls = sitemapSections()
    .flatMap((section) => section.pages)
    .map((page) => `  <url><loc>${canonicalUrl(page.path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
