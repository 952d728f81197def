import type { ServiceSlug } from "./schema";

/** Names and paths of the four services: light enough for the header and footer to import. */
export const serviceLinks: { slug: ServiceSlug; title: string; to: string }[] = [
  { slug: "kitchen", title: "Kitchen Remodeling", to: "/services/kitchen" },
  { slug: "bathroom", title: "Bathroom Remodeling", to: "/services/bathroom" },
  { slug: "full-home", title: "Full Home Renovations", to: "/services/full-home" },
  { slug: "cabinetry", title: "Custom Cabinetry & Millwork", to: "/services/cabinetry" },
];
