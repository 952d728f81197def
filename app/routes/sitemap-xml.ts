import { sitemapSections } from "~/content/sitemap.server";
import { canonicalUrl } from "~/lib/seo";
import { servicesContext, siteUrlContext } from "~/context";
import type { Route } from "./+types/sitemap-xml";

export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(siteUrlContext);
  const urls = sitemapSections(
    await context.get(servicesContext).portfolio.published(),
    await context.get(servicesContext).blog.published(),
  )
    .flatMap((section) => section.pages)
    .map((page) => `  <url><loc>${canonicalUrl(siteUrl, page.path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
