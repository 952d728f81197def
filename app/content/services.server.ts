// A service as the pages show it, made from the database's services (server/content/services.ts,
// seeded from app/content/services.ts): its card (home, /services) and its page.
import type { ShownService } from "../../server/content/services.ts";
import { photoImage } from "./project-images.server";

/**
 * What a service card shows. Loaders send cards only this: whatever a loader returns is also
 * written into the page for hydration, and the long descriptions belong to each service's page.
 */
export function serviceCard(service: ShownService) {
  const { slug, title, summary } = service;
  return { slug, title, summary, heroImage: photoImage(service.hero, service.photoFiles)! };
}
export type ServiceCardData = ReturnType<typeof serviceCard>;

/** What a service's page shows. */
export const servicePage = (service: ShownService) => ({
  ...serviceCard(service),
  description: service.description,
  features: service.features,
});
export type ServicePageData = ReturnType<typeof servicePage>;
