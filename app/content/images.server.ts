// Every picture the site shows: the source photo or render in app/assets/images/<name>.jpg,
// turned by vite-imagetools into AVIF/WebP srcsets with intrinsic sizes, and its entry in
// app/assets/images/manifest.json, which holds the alt text (and, for renders, the scene that
// render/ draws). Replacing a picture is a file change plus that entry's alt text.
import { z } from "zod";
import manifest from "../assets/images/manifest.json";

const modules = import.meta.glob<{ default: unknown }>("../assets/images/*.jpg", {
  query: "?responsive",
  eager: true,
});

const nameOf = (path: string) => path.replace(/^.*\/(.+)\.jpg$/, "$1");

export const pictures: Record<string, unknown> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [nameOf(path), module.default]),
);

/** Each picture as e-mail shows it: the address of a 1080 px JPEG, by name. */
export const mailPictures: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: string }>("../assets/images/*.jpg", { query: "?mail", eager: true })).map(
    ([path, module]) => [nameOf(path), module.default],
  ),
);

const manifestSchema = z.object({
  images: z
    .array(
      z.object({
        name: z.string().regex(/^[a-z0-9-]+$/),
        alt: z.string().min(40, "alt text must describe the image in a sentence").max(250),
      }),
    )
    .refine((images) => new Set(images.map((image) => image.name)).size === images.length, "each image is listed once"),
});

/** Alt text by image name, from the manifest. */
export const altTexts: Record<string, string> = Object.fromEntries(
  manifestSchema.parse(manifest).images.map((image) => [image.name, image.alt]),
);
