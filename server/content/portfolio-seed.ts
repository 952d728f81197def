// The portfolio the site starts with (app/content/portfolio.ts, each project with its render and the
// render's alt text from the images' manifest), as the database stores it on first start. Both are
// plain data, which Node reads as they are: the one place server/ reads the app's files (eslint.config.js).
import { seedPicture } from "./picture-seed.ts";
import { portfolioProjects } from "../../app/content/portfolio.ts";
import type { SeedProject } from "./portfolio.ts";

export const portfolioSeed = (): SeedProject[] =>
  portfolioProjects.map(({ id, slug, image, ...project }) => ({
    slug,
    position: id,
    data: { ...project, photos: [seedPicture(image, project.title)] },
  }));
