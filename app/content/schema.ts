// The shape of every content file. Content is parsed with these schemas in route loaders, which
// run at build for every prerendered page, so a malformed entry fails the build instead of
// reaching a visitor. Components import only the inferred types (erased at build), so zod
// never ships to the browser.
import { z } from "zod";
import { altTexts, pictures } from "./images.server";

/** What `import x from "./photo.jpg?responsive"` yields (vite-imagetools `as=picture`). */
export const pictureSchema = z.object({
  sources: z.record(z.string(), z.string().min(1)),
  img: z.object({ src: z.string().min(1), w: z.number().int().positive(), h: z.number().int().positive() }),
});
export type Picture = z.infer<typeof pictureSchema>;

/**
 * Content names an image by its file name in app/assets/images (without extension); parsing
 * resolves the name to its generated <picture> sources and its alt text in the manifest.
 */
export const imageSchema = z
  .string()
  .regex(/^[a-z0-9-]+$/, "an image is named by its file name without extension")
  .transform((name, ctx) => {
    const picture = pictures[name];
    const alt = altTexts[name];
    if (!picture) ctx.addIssue({ code: "custom", message: `no image app/assets/images/${name}.jpg` });
    if (!alt)
      ctx.addIssue({
        code: "custom",
        message: `no entry with alt text for ${name} in app/assets/images/manifest.json`,
      });
    if (!picture || !alt) return z.NEVER;
    return { alt, picture: pictureSchema.parse(picture) };
  });
/**
 * A picture as the pages show it: a seed picture (imageSchema) or a photo from the office, with
 * where its subject sits (kept in view when a frame crops it) and whether it is a 3D rendering
 * rather than a photo of finished work.
 */
export type Image = z.output<typeof imageSchema> & {
  focus?: "center" | "top" | "bottom" | "left" | "right";
  rendering?: boolean;
};

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a slug is lowercase words joined by hyphens");
const sentence = z.string().min(20);

export type { ServiceSlug } from "../../server/content/services.ts";

export const portfolioProjectSchema = z.object({
  id: z.number().int().positive(),
  slug,
  title: z.string().min(3),
  category: z.enum(["Kitchen", "Bathroom"]),
  location: z.string().min(3),
  year: z.number().int().min(2014).max(2030),
  duration: z.string().min(3),
  description: sentence,
  story: z.array(sentence).min(2),
  scope: z.array(z.string().min(3)).min(4),
  image: imageSchema,
});
export type PortfolioProject = z.output<typeof portfolioProjectSchema>;
export type PortfolioProjectInput = z.input<typeof portfolioProjectSchema>;

export type { IconName } from "../../server/content/card-lists.ts";
/** A process step or a core value: the seed's cards (server/content/card-lists.ts holds their rules). */
export type { Card as ProcessStep, Card as CoreValue } from "../../server/content/card-lists.ts";
