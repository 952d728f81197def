// The testimonials the site starts with (app/content/testimonials.ts), in their order, as the
// database stores them on first start. Plain data, which Node reads as it is: with the other
// seeds, the places server/ reads the app's files (eslint.config.js).
import { testimonials } from "../../app/content/testimonials.ts";
import { slugify, type SeedItem } from "./collection.ts";
import type { TestimonialData } from "./testimonials.ts";

export const testimonialSeed = (): SeedItem<TestimonialData>[] =>
  testimonials.map((testimonial, position) => ({ slug: slugify(testimonial.name), position, data: testimonial }));
