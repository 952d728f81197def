import type { TestimonialData } from "../../../server/content/testimonials.ts";
import { Stars } from "~/components/ui/Stars";

/** A monogram instead of a portrait: the first letters of the first and last names ("David and Karen Olsen": DO). */
const initialsOf = (name: string) => {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase();
};

export function TestimonialCard({ testimonial }: { testimonial: TestimonialData }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-paper p-7 shadow-sm">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-5 flex-1 font-serif text-lg leading-relaxed">“{testimonial.content}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-forest font-serif text-lg text-paper"
        >
          {initialsOf(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted">
            {testimonial.title}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
