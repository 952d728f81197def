import type { Route } from "./+types/portfolio";
import { portfolio } from "~/content/content.server";
import { pageMeta } from "~/lib/seo";
import { CallToAction } from "~/components/home/CallToAction";
import { ProjectCard } from "~/components/portfolio/ProjectCard";
import { Carousel } from "~/components/ui/Carousel";
import { PageIntro, Section } from "~/components/ui/Section";

export function loader() {
  return { projects: portfolio };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Our Portfolio",
    description:
      "Twenty kitchen and bathroom renovations by Saltbox Design-Build across Orlando, Winter Park, Windermere and Central Florida.",
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
        <Carousel label="Portfolio projects" slides={projects.map((project) => <ProjectCard key={project.id} project={project} />)} />
      </Section>
      <CallToAction />
    </>
  );
}
