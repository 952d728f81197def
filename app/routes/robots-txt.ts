import { siteUrlContext } from "~/context";
import { canonicalUrl } from "~/lib/seo";
import type { Route } from "./+types/robots-txt";

export function loader({ context }: Route.LoaderArgs) {
  const sitemap = canonicalUrl(context.get(siteUrlContext), "/sitemap.xml");
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${sitemap}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
