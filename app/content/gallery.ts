import type { GalleryItemInput } from "./schema";

// The home page "Recent Project Gallery": nine recent rooms, each image
// app/assets/images/gallery-NN.jpg, an illustration of the finished space without people.
export const galleryItems: GalleryItemInput[] = [
  {
    id: 1,
    title: "Sunlit Chef's Kitchen",
    category: "Kitchen",
    description:
      "A bright kitchen with a six-burner range, a marble-look quartz island and open oak shelves beside a wall of windows.",
    image: {
      src: "gallery-01",
      alt: "Sunlit kitchen with a marble-look quartz island, a six-burner range under a white hood and oak shelves beside tall windows",
    },
  },
  {
    id: 2,
    title: "Serene Primary Retreat",
    category: "Bathroom",
    description:
      "A calm primary bathroom with a soaking tub, a glass walk-in shower and soft limestone-look tile throughout.",
    image: {
      src: "gallery-02",
      alt: "Calm primary bathroom with a white soaking tub, a glass walk-in shower and pale limestone-look tile on the floor and walls",
    },
  },
  {
    id: 3,
    title: "Ranch Home Reimagined",
    category: "Full Home",
    description:
      "A 1970s ranch opened up into one connected kitchen, dining and living space with new floors, trim and lighting throughout.",
    image: {
      src: "gallery-03",
      alt: "Open-plan living, dining and kitchen space with wide-plank oak floors, white walls, a linen sofa and pendant lights over a table",
    },
  },
  {
    id: 4,
    title: "Library Wall Built-Ins",
    category: "Cabinetry",
    description:
      "Floor-to-ceiling painted bookcases with a rolling brass ladder and closed lower cabinets built for a home office.",
    image: {
      src: "gallery-04",
      alt: "Home office wall of deep green painted built-in bookcases with lower cabinet doors and a brass rolling library ladder",
    },
  },
  {
    id: 5,
    title: "Warm Wood Galley",
    category: "Kitchen",
    description:
      "A compact galley kitchen in rift white oak with a honed stone counter and a slim brass rail for utensils.",
    image: {
      src: "gallery-05",
      alt: "Narrow galley kitchen with white oak cabinets on both sides, honed pale stone counters and a brass utensil rail",
    },
  },
  {
    id: 6,
    title: "Blue Tile Guest Bath",
    category: "Bathroom",
    description:
      "A guest bathroom with deep blue glazed wall tile, a floating oak vanity and a curbless shower behind clear glass.",
    image: {
      src: "gallery-06",
      alt: "Guest bathroom with deep blue glossy wall tile, a floating oak vanity with a white vessel sink and a glass-enclosed shower",
    },
  },
  {
    id: 7,
    title: "Bungalow Whole-House Refresh",
    category: "Full Home",
    description:
      "A 1920s bungalow brought up to date with restored pine floors, a new kitchen and baths, and period-appropriate millwork.",
    image: {
      src: "gallery-07",
      alt: "Bungalow living room with restored pine floors, a painted brick fireplace, new wood trim and a view through to a white kitchen",
    },
  },
  {
    id: 8,
    title: "Walk-In Closet System",
    category: "Cabinetry",
    description:
      "A custom primary closet with painted cabinetry, a center island of drawers and lighted hanging sections.",
    image: {
      src: "gallery-08",
      alt: "Walk-in closet with white painted cabinetry, lighted open hanging sections and a center island of drawers with a stone top",
    },
  },
  {
    id: 9,
    title: "Outdoor-Connected Kitchen",
    category: "Kitchen",
    description:
      "A kitchen that opens through folding glass doors to a covered lanai, with a pass-through bar and durable quartz surfaces.",
    image: {
      src: "gallery-09",
      alt: "Kitchen with gray cabinets and white quartz counters opening through folding glass doors to a covered lanai with seating",
    },
  },
];
