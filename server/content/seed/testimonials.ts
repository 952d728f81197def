// The testimonials a new database starts with, in their order, stored on its first start; the
// office edits the stored ones (server/content/testimonials.ts holds their rules).
import { slugify, type SeedItem } from "../collection.ts";
import type { TestimonialData } from "../testimonials.ts";

export const testimonials: TestimonialData[] = [
  {
    name: "Jennifer Alvarez",
    title: "Homeowner",
    company: "Winter Park",
    content:
      "Saltbox turned our cramped 1960s kitchen into the heart of the house. The budget was clear from day one, the crew cleaned up every evening, and they finished a week early.",
    rating: 5,
  },
  {
    name: "Marcus Bennett",
    title: "Principal Architect",
    company: "Bennett Studio Architecture",
    content:
      "I have sent clients to Saltbox for years. They read drawings carefully, raise questions before they become problems, and their millwork is the best I have seen in Central Florida.",
    rating: 5,
  },
  {
    name: "Priya Raman",
    title: "Interior Designer",
    company: "Raman Interiors",
    content:
      "Working with a builder who respects the design intent is rare. Saltbox executed every tile layout and detail exactly as specified, and my clients loved the weekly updates.",
    rating: 5,
  },
  {
    name: "David and Karen Olsen",
    title: "Homeowners",
    company: "Lake Nona",
    content:
      "Our whole-home renovation touched every room, yet we always knew what was happening next. The project manager answered every call, and the finished house feels brand new.",
    rating: 5,
  },
  {
    name: "Teresa Nguyen",
    title: "Homeowner",
    company: "College Park",
    content:
      "The curbless shower and heated floor in our primary bath are exactly what we hoped for. Two years on, there is not a single cracked grout line. Worth every penny.",
    rating: 5,
  },
  {
    name: "Robert Hines",
    title: "Homeowner",
    company: "Windermere",
    content:
      "The library wall Saltbox built for our study is a piece of furniture, not a cabinet. They templated around our crooked old walls and it fits perfectly from floor to ceiling.",
    rating: 5,
  },
];

export const testimonialSeed = (): SeedItem<TestimonialData>[] =>
  testimonials.map((testimonial, position) => ({ slug: slugify(testimonial.name), position, data: testimonial }));
