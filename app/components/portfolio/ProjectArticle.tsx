import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { ProjectPhotos } from "./ProjectPhotos";
import type { ProjectPageData } from "~/content/project-images.server";
import { cn } from "~/lib/cn";

/** A portfolio project's page: on the site (routes/portfolio-project.tsx), and in a draft's preview. */
export function ProjectArticle({ project }: { project: ProjectPageData }) {
  return (
    <article>
      <div className="mx-auto max-w-5xl px-5 pt-10 md:px-8 md:pt-14">
        <Link
          to="/portfolio"
          className="inline-flex items-center gap-2 font-semibold text-forest underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to the portfolio
        </Link>
        <p className="mt-8 text-sm font-semibold tracking-[0.2em] text-brass-dark uppercase">
          {project.category} · {project.location}
        </p>
        <h1 className="mt-2 text-display">{project.title}</h1>
        <p className="mt-5 max-w-3xl text-lg text-muted md:text-xl">{project.description}</p>
        <ProjectPhotos project={project} />
      </div>
      <div
        className={cn(
          "mx-auto grid max-w-5xl gap-12 px-5 py-14 md:px-8",
          // Without a story the facts stand alone, at their own width, instead of beside an empty column.
          project.story.length > 0 && "lg:grid-cols-[minmax(0,1fr)_20rem]",
        )}
      >
        {project.story.length > 0 && (
          <div className="space-y-5 text-lg leading-relaxed">
            {project.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
        <aside
          className={cn("h-fit rounded-2xl border border-line bg-stone p-7", project.story.length === 0 && "max-w-md")}
        >
          <h2 className="text-2xl">Project facts</h2>
          <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Location</dt>
            <dd>{project.location}</dd>
            <dt className="font-semibold">Completed</dt>
            <dd>{project.year}</dd>
            {project.duration && (
              <>
                <dt className="font-semibold">Duration</dt>
                <dd>{project.duration}</dd>
              </>
            )}
          </dl>
          {project.scope.length > 0 && (
            <>
              <h3 className="mt-6 text-xl">Scope of work</h3>
              <ul className="mt-3 list-disc space-y-1.5 pl-5">
                {project.scope.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
          <ButtonLink to="/consultation" className="mt-7 w-full">
            Plan a project like this
          </ButtonLink>
        </aside>
      </div>
    </article>
  );
}
