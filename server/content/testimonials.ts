// The testimonials as the office edits them: what one must say (the same rules for every save, each
// message next to its field); drafts, publishing, revisions and the trash are every kind's
// (collection.ts). The home page shows the first three published, /testimonials all of them; a new
// one comes first. Seeded on first start from seed/testimonials.ts.
import { z } from "zod";
import {
  compareFields,
  createCollection,
  refused,
  SLUG,
  type Checked,
  type CollectionDependencies,
  type Item,
  type ShownFields,
} from "./collection.ts";
import { textField } from "./text-field.ts";

/** How many the home page shows. */
export const HOME_TESTIMONIALS = 3;

export const testimonialSchema = z.object({
  name: textField(3, "Give the name as they agreed to be named.", 80, "Keep the name under 80 characters."),
  title: textField(3, "Say who they are: “Homeowner”, “Interior Designer”.", 60, "Keep it under 60 characters."),
  company: textField(2, "Say where they live or which firm they are with.", 80, "Keep it under 80 characters."),
  content: textField(
    40,
    "Give their words (at least 40 characters).",
    400,
    "Keep the quote under 400 characters: the cards show it whole.",
  ),
  rating: z.number("Give the stars they gave.").int().min(1, "From 1 to 5 stars.").max(5, "From 1 to 5 stars."),
});
export type TestimonialData = z.infer<typeof testimonialSchema>;
export type TestimonialItem = Item<TestimonialData>;
export type TestimonialFieldErrors = Partial<Record<keyof TestimonialData | "slug", string>>;

/** What the office's form sends, as text. */
export type TestimonialForm = Partial<Record<"name" | "title" | "company" | "content" | "rating", string>>;
export const testimonialFromForm = (form: TestimonialForm) => ({
  name: form.name ?? "",
  title: form.title ?? "",
  company: form.company ?? "",
  content: form.content ?? "",
  rating: form.rating?.trim() ? Number(form.rating) : 5,
});

export function checkTestimonial(input: unknown, slug: string): Checked<TestimonialData, TestimonialFieldErrors> {
  const result = testimonialSchema.safeParse(input);
  if (result.success && SLUG.test(slug)) return { data: result.data, slug };
  const errors: TestimonialFieldErrors = SLUG.test(slug) ? {} : { name: "Give a name with letters in it." };
  return refused(result.error?.issues, errors);
}

const shownFields: ShownFields<TestimonialData> = [
  ["Name", (testimonial) => testimonial.name],
  ["Who they are", (testimonial) => testimonial.title],
  ["Where, or which firm", (testimonial) => testimonial.company],
  ["What they said", (testimonial) => testimonial.content],
  ["Stars", (testimonial) => String(testimonial.rating)],
];
/** What changed from one version of a testimonial to another, field by field (unchanged fields left out). */
export const compareTestimonials = (before: TestimonialData, after: TestimonialData) =>
  compareFields(shownFields, before, after);

export function createTestimonials(dependencies: CollectionDependencies<TestimonialData>) {
  return createCollection(
    dependencies,
    // A testimonial has no page of its own: its slug only tells it apart in the office.
    { kind: "testimonial", check: checkTestimonial, address: () => "/testimonials", noun: "testimonial" },
  );
}

export type Testimonials = ReturnType<typeof createTestimonials>;
