import type { Route } from "./+types/portfolio-project";
import { servicesContext } from "~/context";
import { projectPageData } from "~/content/project-images.server";
import { publishedItem } from "~/content/published-item.server";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { ProjectArticle } from "~/components/portfolio/ProjectArticle";

export async function loader({ params, context }: Route.LoaderArgs) {
  const project = await publishedItem(context.get(servicesContext).portfolio, "/portfolio", params.slug);
  return { project: projectPageData(project) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(metaSiteUrl(matches), {
        title: `${loaderData.project.title}, ${loaderData.project.location}`,
        description: loaderData.project.description,
        path: `/portfolio/${loaderData.project.slug}`,
        image: loaderData.project.image?.picture.img.src,
        breadcrumb: loaderData.project.title,
      })
    : [];

export default function PortfolioProject({ loaderData }: Route.ComponentProps) {
  return <ProjectArticle project={loaderData.project} />;
}
