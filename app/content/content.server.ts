// The home page's hero picture, parsed once when the server build first loads it (at build time
// too), so a missing render or alt text fails the build. What the database starts with is checked
// by the server's own rules as it is stored (server/content/seed/).
import { z } from "zod";
import heroPortrait from "../assets/images/hero-poster.jpg?portrait";
import { imageSchema, pictureSchema } from "./schema";

function parse<T extends z.ZodType>(name: string, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`Invalid content in app/content/${name}:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** The home page's hero, with its upright crop for phones (vite.config.ts, `?portrait`). */
export const heroImage = {
  ...parse("content.server.ts", imageSchema, "hero-poster"),
  portrait: parse("content.server.ts", pictureSchema, heroPortrait),
};
