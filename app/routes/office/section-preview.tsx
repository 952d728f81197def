import type { Route } from "./+types/section-preview";
import { site } from "#common/site.ts";
import { AboutArticle } from "~/components/about/AboutArticle";
import { PagePreview } from "~/components/office/content/PagePreview";
import { ProcessArticle } from "~/components/process/ProcessArticle";
import { sectionPreview } from "~/lib/office-sections.server";
import officeStyles from "~/office.css?url";

// The page a card list shows on (the process page for its steps, the about page for the core
// values) as the site will show it with the list's changes kept as a draft, inside the site's own
// frame (no office layout). Signed in only; never cached or indexed (server/http/office-guard.ts).

/** The preview's banner is styled by the office's stylesheet (app/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

export const loader = ({ request, context, params }: Route.LoaderArgs) => sectionPreview(request, context, params);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.name ?? "list"} | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SectionPreview({ loaderData }: Route.ComponentProps) {
  return (
    <PagePreview
      status="published"
      hasChanges={loaderData.hasChanges}
      editLink={`/office/sections/${loaderData.id}`}
      title={loaderData.name}
    >
      {loaderData.page === "process" ? (
        <ProcessArticle steps={loaderData.steps} />
      ) : (
        <AboutArticle {...loaderData.about} />
      )}
    </PagePreview>
  );
}
