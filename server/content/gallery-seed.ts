// The home gallery the site starts with (app/content/gallery.ts, each card with its render and the
// render's alt text from the images' manifest), as the database stores it on first start: the nine
// starting pictures, shown in their order. Plain data, which Node reads as it is: with the other
// seeds, the places server/ reads the app's files (eslint.config.js).
import manifest from "../../app/assets/images/manifest.json" with { type: "json" };
import { galleryItems } from "../../app/content/gallery.ts";
import type { SeedItem } from "./collection.ts";
import { GALLERY_SLUG, type GalleryData } from "./gallery.ts";

const altOf = new Map(manifest.images.map((image) => [image.name, image.alt]));

export const gallerySeed = (): SeedItem<GalleryData>[] => [
  {
    slug: GALLERY_SLUG,
    position: 0,
    data: {
      starting: galleryItems.map(({ title, category, description, image }) => ({
        title,
        category,
        description,
        photo: { seed: image, alt: altOf.get(image) ?? title },
      })),
      picks: galleryItems.map((_, index) => `start:${index}`),
    },
  },
];
