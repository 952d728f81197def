import type { Route } from "./+types/legal";
import { legalPage } from "~/content/legal.server";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/seo";
import { PageIntro } from "~/components/ui/Section";

// One module serves /privacy and /terms (two route ids in routes.ts).
export function loader({ request }: Route.LoaderArgs) {
  const name = new URL(request.url).pathname.startsWith("/privacy") ? "privacy" : "terms";
  return { page: legalPage(name), path: `/${name}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData.page.title, description: loaderData.page.description, path: loaderData.path });

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={`Last updated ${formatDate(page.updated)}`} />
      <div className="mx-auto max-w-7xl px-5 py-14 md:px-8">
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
