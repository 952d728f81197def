// The home gallery a new database starts with, stored on its first start: the nine starting
// pictures, shown in their order, each card with its render and the render's alt text from the
// images' manifest.
import type { SeedItem } from "../collection.ts";
import { GALLERY_SLUG, type GalleryData } from "../gallery.ts";
import type { ProjectCategory } from "../portfolio.ts";
import { seedPicture } from "./pictures.ts";

/** A card the gallery starts with: its picture by its file name. */
export type SeedGalleryItem = {
  id: number;
  title: string;
  category: ProjectCategory;
  description: string;
  image: string;
};

// The home page "Recent Project Gallery": nine recent rooms, each image
// app/assets/images/gallery-NN.jpg, an illustration of the finished space without people.
export const galleryItems: SeedGalleryItem[] = [
  {
    id: 1,
    title: "Sunlit Chef's Kitchen",
    category: "Kitchen",
    description:
      "A bright kitchen with a six-burner range, a marble-look quartz island and open oak shelves beside a wall of windows.",
    image: "gallery-01",
  },
  {
    id: 2,
    title: "Serene Primary Retreat",
    category: "Bathroom",
    description:
      "A calm primary bathroom with a soaking tub, a glass walk-in shower and soft limestone-look tile throughout.",
    image: "gallery-02",
  },
  {
    id: 3,
    title: "Ranch Home Reimagined",
    category: "Full Home",
    description:
      "A 1970s ranch opened up into one connected kitchen, dining and living space with new floors, trim and lighting throughout.",
    image: "gallery-03",
  },
  {
    id: 4,
    title: "Pantry Wall, Opened Up",
    category: "Cabinetry",
    description:
      "A sage pantry wall lined in white oak: lit shelves for jars and baskets, roll-outs for cans and spice racks on the doors.",
    image: "gallery-04",
  },
  {
    id: 5,
    title: "Warm Wood Galley",
    category: "Kitchen",
    description:
      "A compact galley kitchen in rift white oak with a honed stone counter and a slim brass rail for utensils.",
    image: "gallery-05",
  },
  {
    id: 6,
    title: "Blue Tile Guest Bath",
    category: "Bathroom",
    description:
      "A guest bathroom with deep blue glazed wall tile, a floating oak vanity and a curbless shower behind clear glass.",
    image: "gallery-06",
  },
  {
    id: 7,
    title: "Bungalow Whole-House Refresh",
    category: "Full Home",
    description:
      "A 1920s bungalow brought up to date with restored pine floors, a new kitchen and baths, and period-appropriate millwork.",
    image: "gallery-07",
  },
  {
    id: 8,
    title: "Walk-In Closet System",
    category: "Cabinetry",
    description:
      "A custom primary closet with painted cabinetry, a center island of drawers and lighted hanging sections.",
    image: "gallery-08",
  },
  {
    id: 9,
    title: "Outdoor-Connected Kitchen",
    category: "Kitchen",
    description:
      "A kitchen that opens through folding glass doors to a covered lanai, with a seating island and durable quartz surfaces.",
    image: "gallery-09",
  },
];

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
