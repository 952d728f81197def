import type { Image } from "~/content/schema";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { CardImage } from "~/components/ui/CardImage";

type CardProject = {
  slug: string;
  title: string;
  category: string;
  location: string;
  description: string;
  image: Image;
};

export function ProjectCard({ project, priority = false }: { project: CardProject; priority?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-paper shadow-sm">
      <CardImage image={project.image} badge={project.category} priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">{project.location}</p>
        <h2 className="mt-1 text-2xl">{project.title}</h2>
        <p className="mt-3 flex-1 text-muted">{project.description}</p>
        <ButtonLink to={`/portfolio/${project.slug}`} variant="secondary" className="mt-6 self-start">
          View Details<span className="sr-only"> of {project.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
