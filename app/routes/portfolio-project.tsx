import { data } from "react-router";
import type { Route } from "./+types/portfolio-project";
import { servicesContext } from "~/context";
import { projectPageData } from "~/content/project-images.server";
import { pageMeta } from "~/lib/seo";
import { ProjectArticle } from "~/components/portfolio/ProjectArticle";

export async function loader({ params, context }: Route.LoaderArgs) {
  const project = await context.get(servicesContext).portfolio.bySlug(params.slug);
  if (!project) throw data("Project not found", { status: 404 });
  return { project: projectPageData(project) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.project.title}, ${loaderData.project.location}`,
        description: loaderData.project.description,
        path: `/portfolio/${loaderData.project.slug}`,
        image: loaderData.project.image.picture.img.src,
        breadcrumb: loaderData.project.title,
      })
    : [];

export default function PortfolioProject({ loaderData }: Route.ComponentProps) {
  return <ProjectArticle project={loaderData.project} />;
}
