import { Link } from "react-router";
import type { Route } from "./+types/portfolio";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { TrashList } from "~/components/office/content/TrashList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { cn } from "~/lib/cn";
import { portfolioAction, portfolioPage } from "~/lib/office-portfolio.server";

// The portfolio's projects as the office sees them: published and drafts, newest change first,
// each opening its form; a new project starts here; deleted ones wait in the trash for 30 days.

export const loader = ({ request, context }: Route.LoaderArgs) => portfolioPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => portfolioAction(request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Portfolio | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

const link = "text-forest underline underline-offset-4";

export default function OfficePortfolio({ loaderData }: Route.ComponentProps) {
  const { items: projects, trash, notice, trashDays } = loaderData;
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
        <ul className="mt-2 divide-y divide-line">
          {projects.map((project) => (
            <li key={project.id} className="py-3">
              <Link to={`/office/portfolio/${project.id}`} className={cn(link, "font-semibold break-words")}>
                {project.title}
              </Link>
              <p className="text-sm text-muted">
                {project.status === "published" ? "Published" : "Draft"} · {project.category} · {project.location} ·
                changed {project.when}
              </p>
            </li>
          ))}
        </ul>
      </OfficeCard>
      <TrashList items={trash} days={trashDays} noun="projects" />
    </>
  );
}
