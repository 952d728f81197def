// The home gallery the site starts with (app/content/gallery.ts, each card with its render and the
// render's alt text from the images' manifest), as the database stores it on first start: the nine
// starting pictures, shown in their order. Plain data, which Node reads as it is: with the other
// seeds, the places server/ reads the app's files (eslint.config.js).
import { seedPicture } from "./picture-seed.ts";
import { galleryItems } from "../../app/content/gallery.ts";
import type { SeedItem } from "./collection.ts";
import { GALLERY_SLUG, type GalleryData } from "./gallery.ts";

export const gallerySeed = (): SeedItem<GalleryData>[] => [
  {
    slug: GALLERY_SLUG,
    position: 0,
    data: {
      starting: galleryItems.map(({ title, category, description, image }) => ({
        title,
        category,
        description,
        photo: seedPicture(image, title),
      })),
      picks: galleryItems.map((_, index) => `start:${index}`),
    },
  },
];
