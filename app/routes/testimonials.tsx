import type { Route } from "./+types/testimonials";
import { servicesContext } from "~/context";
import { pageMeta } from "~/lib/seo";
import { TestimonialCard } from "~/components/home/TestimonialCard";
import { testimonialCard } from "~/content/testimonials.server";
import { PageIntro, Section } from "~/components/ui/Section";
import { site } from "#common/site.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { testimonials: (await context.get(servicesContext).testimonials.published()).map(testimonialCard) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Testimonials",
    description: `What homeowners, architects and interior designers say about renovating with ${site.name} in Central Florida.`,
    path: "/testimonials",
  });

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow="Client stories"
        title="Testimonials"
        intro="Homeowners, architects and interior designers on what it is like to build with us."
      />
      <Section>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </div>
      </Section>
    </>
  );
}
