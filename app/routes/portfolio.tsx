import type { Route } from "./+types/portfolio";
import { servicesContext } from "~/context";
import { projectImages } from "~/content/project-images.server";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { CallToAction } from "~/components/home/CallToAction";
import { ProjectCard } from "~/components/portfolio/ProjectCard";
import { Carousel } from "~/components/ui/Carousel";
import { PageIntro, Section } from "~/components/ui/Section";
import { site } from "#common/site.ts";

export async function loader({ context }: Route.LoaderArgs) {
  // Only what a card shows: the stories and scopes belong to each project's own page, and
  // everything a loader returns is also written into the HTML for hydration.
  const projects = await context.get(servicesContext).portfolio.published();
  return {
    projects: projects.map((project) => ({
      id: project.id,
      slug: project.slug,
      title: project.title,
      category: project.category,
      location: project.location,
      description: project.description,
      image: projectImages(project)[0]!,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: "Our Portfolio",
    description: `${loaderData?.projects.length ?? "Our"} kitchen, bathroom and whole-home renovations by ${site.name} across Orlando, Winter Park, Windermere and Central Florida.`,
    path: "/portfolio",
  });

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <>
      <PageIntro
        eyebrow="Our work"
        title="Our Portfolio"
        intro={`Showcasing ${projects.length} exceptional kitchen and bathroom renovations`}
      />
      <Section>
        <Carousel
          label="Portfolio projects"
          slides={projects.map((project, index) => (
            <ProjectCard key={project.id} project={project} priority={index === 0} />
          ))}
        />
      </Section>
      <CallToAction />
    </>
  );
}
