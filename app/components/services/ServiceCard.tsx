import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ServiceCardData } from "~/content/services.server";
import { Picture } from "~/components/ui/Picture";

/**
 * A service teaser; `to` is where its Learn More link leads, `sizes` how wide its picture is shown
 * in the caller's grid, `priority` for the card whose picture is the page's largest paint.
 */
export function ServiceCard({
  service,
  to,
  headingLevel = "h3",
  sizes,
  priority = false,
}: {
  service: ServiceCardData;
  to: string;
  headingLevel?: "h2" | "h3";
  sizes: string;
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-paper shadow-sm">
      <Picture
        image={service.heroImage}
        sizes={sizes}
        priority={priority}
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-2xl">{service.title}</Heading>
        <p className="mt-3 flex-1 text-muted">{service.summary}</p>
        <Link
          to={to}
          className="mt-5 inline-flex items-center gap-2 font-semibold text-forest underline-offset-4 hover:underline"
        >
          <span>
            Learn More<span className="sr-only"> about {service.title}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
