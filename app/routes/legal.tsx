import type { Route } from "./+types/legal";
import { data } from "react-router";
import { servicesContext } from "~/context";
import { legalPageData } from "~/content/legal.server";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { LegalArticle } from "~/components/legal/LegalArticle";

// One module serves /privacy and /terms (two route ids in routes.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  const name = new URL(request.url).pathname.startsWith("/privacy") ? "privacy" : "terms";
  const { legalPages, facts } = context.get(servicesContext);
  const page = await legalPages.bySlug(name);
  if (!page) throw data("Page not found", { status: 404 });
  return { page: legalPageData(page, await facts.shown()), path: `/${name}` };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: loaderData.page.title,
    description: loaderData.page.description,
    path: loaderData.path,
  });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalArticle page={loaderData.page} />;
}
