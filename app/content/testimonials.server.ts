// A testimonial as the home page and /testimonials show it (and so what their loaders write into
// the page): its words and who said them, from the database's published ones.
import type { TestimonialItem } from "../../server/content/testimonials.ts";

export const testimonialCard = ({ id, name, title, company, content, rating }: TestimonialItem) => ({
  id,
  name,
  title,
  company,
  content,
  rating,
});
