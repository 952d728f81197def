// Loaders read content through here: every file is parsed against its schema (and the counts in
// requirements R8-R9) once, when the server build first loads it, i.e. at build time for prerendering.
import { z } from "zod";
import heroPortrait from "../assets/images/hero-poster.jpg?portrait";
import { portfolioProjects } from "./portfolio";
import { imageSchema, pictureSchema, portfolioProjectSchema } from "./schema";

function parse<T extends z.ZodType>(name: string, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`Invalid content in app/content/${name}:\n${z.prettifyError(result.error)}`);
  return result.data;
}

const uniqueBy =
  <T>(key: (item: T) => unknown) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;

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
