import type { Route } from "./+types/home";
import { servicesContext } from "~/context";
import { heroImage } from "~/content/content.server";
import { galleryCards } from "~/content/gallery.server";
import { serviceCard } from "~/content/services.server";
import { testimonialCard } from "~/content/testimonials.server";
import { site } from "#common/site.ts";
import { businessStructuredData, metaSiteUrl, pageMeta } from "~/lib/seo";
import { CallToAction } from "~/components/home/CallToAction";
import { CredentialsStrip } from "~/components/home/CredentialsStrip";
import { GallerySection } from "~/components/home/GallerySection";
import { Hero } from "~/components/home/Hero";
import { TestimonialCard } from "~/components/home/TestimonialCard";
import { ServiceCard } from "~/components/services/ServiceCard";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Section } from "~/components/ui/Section";
import { metaFacts } from "~/lib/business-facts";
import { HOME_TESTIMONIALS } from "../../server/content/testimonials.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { testimonials, servicePages, gallery } = context.get(servicesContext);
  return {
    heroImage,
    services: (await servicePages.published()).map(serviceCard),
    gallery: await galleryCards(gallery),
    testimonials: (await testimonials.published()).slice(0, HOME_TESTIMONIALS).map(testimonialCard),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteUrl(matches), {
    description: site.description,
    path: "/",
    structuredData: [businessStructuredData(metaSiteUrl(matches), metaFacts(matches))],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { heroImage, services, gallery, testimonials } = loaderData;
  return (
    <>
      <Hero poster={heroImage} />

      <Section
        id="services"
        eyebrow="What we do"
        title="Renovation services, designed and built under one roof"
        intro="From a single room to the whole house, our designers, project managers and craftspeople carry your project from the first sketch to the final walkthrough."
      >
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <ServiceCard
              key={service.slug}
              service={service}
              to="/services"
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
            />
          ))}
        </div>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/services" variant="secondary">
            Explore All Services
          </ButtonLink>
        </div>
      </Section>

      <GallerySection cards={gallery} />

      <Section id="testimonials" eyebrow="Client stories" title="What homeowners and designers say">
        <div className="grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </div>
      </Section>

      <CredentialsStrip />
      <CallToAction />
    </>
  );
}
