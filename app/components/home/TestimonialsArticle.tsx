import { TestimonialCard } from "~/components/home/TestimonialCard";
import { PageIntro, Section } from "~/components/ui/Section";
import type { TestimonialData } from "../../../server/content/testimonials.ts";

/** The testimonials page's body: /testimonials, and its preview in the office with a draft among them. */
export function TestimonialsArticle({ testimonials }: { testimonials: (TestimonialData & { id: number })[] }) {
  return (
    <>
      <PageIntro
        eyebrow="Client stories"
        title="Testimonials"
        intro="Homeowners, architects and interior designers on what it is like to build with us."
      />
      <Section>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </div>
      </Section>
    </>
  );
}
