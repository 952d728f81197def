// The testimonials (/office/testimonials): what clients said, in the site's order, each with its
// card as the site shows it.
import { testimonialCard } from "~/content/testimonials.server";
import {
  compareTestimonials,
  testimonialFromForm,
  type TestimonialForm,
  type TestimonialItem,
} from "../../../server/content/testimonials.ts";
import { formText } from "../office-form.server";
import type { KindDeclaration } from "../office-kind";

export type TestimonialFormValues = Required<TestimonialForm>;
const fields = ["name", "title", "company", "content", "rating"] as const;

export const kind = {
  name: "Testimonials",
  noun: "testimonial",
  shape: "ordered",
  collection: (services) => services.testimonials,
  titleOf: (testimonial) => testimonial.name,
  compare: compareTestimonials,
  list: {
    intro:
      "What clients and the architects and designers you build with said, in their words and with their consent. The home page shows the first three published, in this order; a new one comes first.",
    add: "Add a testimonial",
    detail: (testimonial) => `${testimonial.title}, ${testimonial.company}`,
  },
  editor: (testimonial) => ({
    values: {
      name: testimonial?.name ?? "",
      title: testimonial?.title ?? "",
      company: testimonial?.company ?? "",
      content: testimonial?.content ?? "",
      rating: String(testimonial?.rating ?? 5),
    } satisfies TestimonialFormValues,
    card: testimonial && testimonialCard(testimonial),
  }),
  read: (form) => {
    const values = Object.fromEntries(fields.map((field) => [field, formText(form, field)])) as TestimonialFormValues;
    return { typed: { values }, input: testimonialFromForm(values) };
  },
} satisfies KindDeclaration<TestimonialItem>;
