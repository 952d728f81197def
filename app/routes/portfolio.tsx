import type { Route } from "./+types/portfolio";
import { portfolio } from "~/content/content.server";
import { pageMeta } from "~/lib/seo";
import { CallToAction } from "~/components/home/CallToAction";
import { ProjectCard } from "~/components/portfolio/ProjectCard";
import { Carousel } from "~/components/ui/Carousel";
import { PageIntro, Section } from "~/components/ui/Section";
import { site } from "#common/site.ts";
import type { RouteHandle } from "~/lib/hydration";

export function loader() {
  // Only what a card shows: the stories and scopes belong to each project's own page, and
  // everything a loader returns is also written into the HTML for hydration.
  return {
    projects: portfolio.map(({ id, slug, title, category, location, description, image }) => ({
      id,
      slug,
      title,
      category,
      location,
      description,
      image,
    })),
  };
}

// React runs in the browser here: the project carousels.
export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Our Portfolio",
    description: `Twenty kitchen and bathroom renovations by ${site.name} across Orlando, Winter Park, Windermere and Central Florida.`,
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
