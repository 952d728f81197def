import type { Route } from "./+types/portfolio";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { TrashList } from "~/components/office/content/TrashList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { OrderedItemList } from "~/components/office/content/OrderedItemList";
import { portfolioAction, portfolioPage } from "~/lib/office-portfolio.server";
import { keepPageWhenLost } from "~/lib/office-save";

// The portfolio's projects as the office sees them: published and drafts, in the site's order (each
// can move up or down), each opening its form; a new project starts here and comes first; deleted
// ones wait in the trash for 30 days.

export const loader = ({ request, context }: Route.LoaderArgs) => portfolioPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => portfolioAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Portfolio | ${site.shortName} office` }];

export default function OfficePortfolio({ loaderData }: Route.ComponentProps) {
  const { items: projects, trash, notice, moved, trashDays } = loaderData;
  const notices: Record<string, string> = {
    trashed: `Moved to the trash: it is off the site, and can be restored here for ${trashDays} days.`,
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">Portfolio</h1>
        <ButtonLink to="/office/portfolio/new">Add a project</ButtonLink>
      </div>
      <p className="mt-2 text-muted">
        Finished projects with your own photos: published here, they are on the site a moment later.
      </p>
      {notice && notices[notice] && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4 font-semibold">
          {notices[notice]}
        </p>
      )}
      <OfficeCard title={`Projects (${projects.length})`} className="mt-6">
        <OrderedItemList
          open="/office/portfolio"
          moved={moved}
          items={projects.map((project) => ({ ...project, detail: `${project.category} · ${project.location}` }))}
        />
      </OfficeCard>
      <TrashList items={trash} days={trashDays} noun="projects" />
    </>
  );
}
