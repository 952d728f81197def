// The services the site starts with (app/content/services.ts, each with its render and the render's
// alt text from the images' manifest), as the database stores them on first start. Plain data,
// which Node reads as it is: with the other seeds, the places server/ reads the app's files
// (eslint.config.js).
import { seedPicture } from "./picture-seed.ts";
import { services } from "../../app/content/services.ts";
import type { SeedItem } from "./collection.ts";
import type { ServiceData } from "./services.ts";

export const serviceSeed = (): SeedItem<ServiceData>[] =>
  services.map(({ slug, heroImage, ...service }, position) => ({
    slug,
    position,
    data: { ...service, hero: seedPicture(heroImage, service.title) },
  }));
