// Loaders read content through here: every file is parsed against its schema (and the counts in
// requirements R8-R9) once, when the server build first loads it, i.e. at build time for prerendering.
import { z } from "zod";
import heroPortrait from "../assets/images/hero-poster.jpg?portrait";
import { galleryItems } from "./gallery";
import { portfolioProjects } from "./portfolio";
import {
  galleryItemSchema,
  imageSchema,
  pictureSchema,
  portfolioProjectSchema,
  serviceSchema,
  type ServiceTeaser,
} from "./schema";
import { services as serviceEntries } from "./services";

function parse<T extends z.ZodType>(name: string, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`Invalid content in app/content/${name}:\n${z.prettifyError(result.error)}`);
  return result.data;
}

const uniqueBy =
  <T>(key: (item: T) => unknown) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;

export const services = parse("services.ts", z.array(serviceSchema).length(4), serviceEntries);
export const gallery = parse("gallery.ts", z.array(galleryItemSchema).length(9), galleryItems);
export const portfolio = parse(
  "portfolio.ts",
  z
    .array(portfolioProjectSchema)
    .length(20)
    .refine(
      uniqueBy((project: { slug: string }) => project.slug),
      "portfolio slugs must be unique",
    ),
  portfolioProjects,
);

/** The home page's hero, with its upright crop for phones (vite.config.ts, `?portrait`). */
export const heroImage = {
  ...parse("content.server.ts", imageSchema, "hero-poster"),
  portrait: parse("content.server.ts", pictureSchema, heroPortrait),
};
export const aboutImage = parse("content.server.ts", imageSchema, "about-family");

/**
 * What a service card shows. Loaders send cards only this: whatever a loader returns is also
 * written into the page for hydration, and the long descriptions belong to each service's page.
 */
export const serviceTeasers: ServiceTeaser[] = services.map(({ slug, title, summary, heroImage }) => ({
  slug,
  title,
  summary,
  heroImage,
}));

export const findService = (slug: string | undefined) => services.find((service) => service.slug === slug);
export const findProject = (slug: string | undefined) => portfolio.find((project) => project.slug === slug);
