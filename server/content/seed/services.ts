// The four services a new database starts with, stored on its first start, each with its render and
// the render's alt text from the images' manifest; the office edits the stored ones
// (server/content/services.ts holds their rules).
import type { SeedItem } from "../collection.ts";
import type { ServiceData, ServiceSlug } from "../services.ts";
import { seedPicture } from "./pictures.ts";

/** A service as the site starts with it: its picture by its file name. */
export type SeedService = {
  slug: ServiceSlug;
  title: string;
  summary: string;
  description: string[];
  features: string[];
  heroImage: string;
};

export const services: SeedService[] = [
  {
    slug: "kitchen",
    title: "Kitchen Remodeling",
    summary:
      "Kitchens planned around how your family cooks and gathers, built with cabinetry, stone and lighting that hold up to Florida humidity.",
    description: [
      "The kitchen is the hardest-working room in a Central Florida home, and usually the one that opens onto the lanai. We start with how you cook, entertain and move through the space, then plan the layout, storage and lighting before a single cabinet is ordered.",
      "Because we design and build under one contract, the drawings, the budget and the crew all come from the same team. Plumbing and electrical moves, structural changes and permits are handled in-house, and you see every line of the budget before work begins.",
    ],
    features: [
      "Space planning and 3D design with our in-house designers",
      "Custom or semi-custom cabinetry, including islands and pantries",
      "Quartz, quartzite and natural stone countertops",
      "Plumbing, electrical and lighting design, including under-cabinet lighting",
      "Tile backsplashes and moisture-resistant flooring",
      "Permits, inspections and appliance installation",
    ],
    heroImage: "service-kitchen",
  },
  {
    slug: "bathroom",
    title: "Bathroom Remodeling",
    summary:
      "Spa-calm bathrooms with curbless showers, freestanding tubs and waterproofing done right, from powder rooms to primary suites.",
    description: [
      "A bathroom renovation succeeds or fails behind the tile. We build every shower on a fully waterproofed, flood-tested substrate, size ventilation for Florida's humidity, and plan the plumbing so fixtures land exactly where the drawings say.",
      "From a compact guest bath to a primary suite with a wet room, we help you choose fixtures, tile and lighting that are easy to clean and age gracefully, including curbless entries and blocking for grab bars if you plan to stay in the home for decades.",
    ],
    features: [
      "Layout design for primary suites, guest baths and powder rooms",
      "Walk-in and curbless showers on fully waterproofed substrates",
      "Freestanding and drop-in tubs with the right structural support",
      "Custom vanities, medicine cabinets and linen storage",
      "Tile selection and installation, including large-format porcelain",
      "Ventilation, lighting and heated-floor options",
    ],
    heroImage: "service-bathroom",
  },
  {
    slug: "full-home",
    title: "Full Home Renovations",
    summary:
      "Whole-house transformations, from opening walls and reworking floor plans to new systems, finishes and impact windows.",
    description: [
      "Many Central Florida homes were built for a different way of living: closed kitchens, dark hallways and small windows. A full renovation lets us rethink the plan as a whole, open the main living spaces, bring in light and connect the house to its outdoor rooms.",
      "We coordinate structural engineering, permits, mechanical, electrical and plumbing upgrades, impact windows and every finish on a single schedule. One project manager is your point of contact from demolition to the final walkthrough.",
    ],
    features: [
      "Architectural and interior design, with structural engineering",
      "Open floor plans, including load-bearing wall removal",
      "Electrical, plumbing and HVAC upgrades to current code",
      "Impact windows and doors, insulation and energy improvements",
      "Flooring, trim, paint and lighting throughout",
      "One project manager and schedule from demolition to walkthrough",
    ],
    heroImage: "service-full-home",
  },
  {
    slug: "cabinetry",
    title: "Custom Cabinetry & Millwork",
    summary:
      "Built-ins, paneling and furniture-grade cabinetry designed for your rooms and finished to last in a humid climate.",
    description: [
      "Custom millwork is what makes a renovated house feel considered: a library wall in the study, a mudroom that actually holds the beach gear, paneling that gives a dining room its character. We design each piece around the room and the way you will use it.",
      "Our cabinetry is built with plywood boxes, solid-wood face frames and doors, and finishes chosen for Florida's humidity. We template every wall, so built-ins fit tight to floors and ceilings that are rarely perfectly level.",
    ],
    features: [
      "Built-in bookcases, media walls and window seats",
      "Kitchen, pantry and butler's pantry cabinetry",
      "Mudrooms, laundry rooms and closet systems",
      "Wall paneling, wainscoting, coffered ceilings and trim",
      "Inset, full-overlay and furniture-style door construction",
      "Hand-applied paint, stain and hardware selection",
    ],
    heroImage: "service-cabinetry",
  },
];

export const serviceSeed = (): SeedItem<ServiceData>[] =>
  services.map(({ slug, heroImage, ...service }, position) => ({
    slug,
    position,
    data: { ...service, hero: seedPicture(heroImage, service.title) },
  }));
