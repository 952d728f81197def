// The about page the site starts with (app/content/about.ts, its photo a render with the render's
// alt text from the images' manifest), as the database stores it on first start. Plain data, which
// Node reads as it is: with the other seeds, the places server/ reads the app's files (eslint.config.js).
import { seedPicture } from "./picture-seed.ts";
import { aboutPage } from "../../app/content/about.ts";
import { ABOUT_SLUG, type AboutData } from "./about.ts";
import type { SeedItem } from "./collection.ts";

export const aboutSeed = (): SeedItem<AboutData>[] => [
  {
    slug: ABOUT_SLUG,
    position: 0,
    data: { ...aboutPage, image: seedPicture(aboutPage.image, aboutPage.familyTitle) },
  },
];
