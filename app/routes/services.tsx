import type { Route } from "./+types/services";
import { servicesContext } from "~/context";
import { serviceCard } from "~/content/services.server";
import { metaSiteUrl, pageMeta } from "~/lib/seo";
import { ServiceCard } from "~/components/services/ServiceCard";
import { PageIntro, Section } from "~/components/ui/Section";
import { CallToAction } from "~/components/home/CallToAction";
import { site } from "#common/site.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { services: (await context.get(servicesContext).servicePages.published()).map(serviceCard) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteUrl(matches), {
    title: "Our Services",
    description:
      "Kitchen remodeling, bathroom remodeling, full home renovations and custom cabinetry and millwork in Orlando and Central Florida, designed and built by one team.",
    path: "/services",
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow="Design-build services"
        title="Our Services"
        intro={`Four specialties, one accountable team. Every project is designed, permitted and built by ${site.shortName}, with a single project manager from start to finish.`}
      />
      <Section>
        <div className="grid gap-8 md:grid-cols-2">
          {loaderData.services.map((service, index) => (
            <ServiceCard
              key={service.slug}
              service={service}
              to={`/services/${service.slug}`}
              headingLevel="h2"
              sizes="(min-width: 768px) 50vw, 100vw"
              priority={index === 0}
            />
          ))}
        </div>
      </Section>
      <CallToAction />
    </>
  );
}
