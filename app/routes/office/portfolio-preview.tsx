import type { Route } from "./+types/portfolio-preview";
import { site } from "#common/site.ts";
import { PagePreview } from "~/components/office/content/PagePreview";
import { ProjectArticle } from "~/components/portfolio/ProjectArticle";
import { projectPreview } from "~/lib/office-portfolio.server";
import officeStyles from "~/office.css?url";

// A project as its public page will show it, draft or published, inside the site's own frame (no
// office layout): what the owner checks on the phone before publishing. Signed in only; never
// cached or indexed (server/http/office-guard.ts).

/** The preview's banner is styled by the office's stylesheet (app/office.css). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: officeStyles }];

export const loader = ({ request, context, params }: Route.LoaderArgs) => projectPreview(request, context, params);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.project.title ?? "project"} | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ProjectPreview({ loaderData }: Route.ComponentProps) {
  const { id, status, hasChanges, project } = loaderData;
  return (
    <PagePreview status={status} hasChanges={hasChanges} editLink={`/office/portfolio/${id}`} title={project.title}>
      <ProjectArticle project={project} />
    </PagePreview>
  );
}
