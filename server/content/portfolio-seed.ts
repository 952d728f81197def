// The portfolio the site starts with (app/content/portfolio.ts, each project with its render and the
// render's alt text from the images' manifest), as the database stores it on first start. Both are
// plain data, which Node reads as they are: the one place server/ reads the app's files (eslint.config.js).
import manifest from "../../app/assets/images/manifest.json" with { type: "json" };
import { portfolioProjects } from "../../app/content/portfolio.ts";
import type { SeedProject } from "./portfolio.ts";

const altOf = new Map(manifest.images.map((image) => [image.name, image.alt]));

export const portfolioSeed = (): SeedProject[] =>
  portfolioProjects.map(({ id, slug, image, ...project }) => ({
    slug,
    position: id,
    data: { ...project, photos: [{ seed: image, alt: altOf.get(image) ?? project.title }] },
  }));
