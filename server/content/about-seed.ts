// The about page the site starts with (app/content/about.ts, its photo a render with the render's
// alt text from the images' manifest), as the database stores it on first start. Plain data, which
// Node reads as it is: with the other seeds, the places server/ reads the app's files (eslint.config.js).
import manifest from "../../app/assets/images/manifest.json" with { type: "json" };
import { aboutPage } from "../../app/content/about.ts";
import { ABOUT_SLUG, type AboutData } from "./about.ts";
import type { SeedItem } from "./collection.ts";

const altOf = new Map(manifest.images.map((image) => [image.name, image.alt]));

export const aboutSeed = (): SeedItem<AboutData>[] => [
  {
    slug: ABOUT_SLUG,
    position: 0,
    data: { ...aboutPage, image: { seed: aboutPage.image, alt: altOf.get(aboutPage.image) ?? aboutPage.familyTitle } },
  },
];
