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

export type { ServiceSlug } from "../../server/content/services.ts";

export type { IconName } from "../../server/content/card-lists.ts";
