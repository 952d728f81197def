import type { Route } from "./+types/blog-rss";
import { servicesContext, siteUrlContext } from "~/context";
import { site } from "#common/site.ts";
import { canonicalUrl } from "~/lib/seo";
import { escapeXml } from "~/lib/xml";

export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(siteUrlContext);
  const items = (await context.get(servicesContext).blog.published())
    .map((post) => {
      const url = canonicalUrl(siteUrl, `/blog/${post.slug}`);
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <pubDate>${new Date(`${post.date}T12:00:00Z`).toUTCString()}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(post.excerpt)}</description>
    </item>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(site.name)} blog</title>
    <link>${canonicalUrl(siteUrl, "/blog")}</link>
    <atom:link href="${canonicalUrl(siteUrl, "/blog/rss.xml")}" rel="self" type="application/rss+xml" />
    <description>Renovation advice for Central Florida homes from ${escapeXml(site.name)}.</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
