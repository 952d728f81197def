// The home page's Recent Project Gallery (/office/gallery): which nine cards it shows, in order,
// each a starting picture or a published portfolio project. Always on the site: only changed.
import { galleryCards } from "~/content/gallery.server";
import { compareGalleries, GALLERY_SIZE, type GalleryData } from "../../../server/content/gallery.ts";
import type { Item } from "../../../server/content/collection.ts";
import { formText } from "../office-form.server";
import type { KindDeclaration } from "../office-kind";

export const kind = {
  name: "Home gallery",
  noun: "gallery",
  plural: "galleries",
  shape: "single",
  collection: (services) => services.gallery,
  compare: compareGalleries,
  async editor(gallery, { services }) {
    const [projects, shown] = await Promise.all([services.portfolio.published(), galleryCards(services.gallery)]);
    return {
      values: gallery!.picks,
      /** What each card can be: the starting pictures, then the portfolio's published projects. */
      choices: {
        starting: gallery!.starting.map((card, index) => ({ value: `start:${index}`, label: card.title })),
        projects: projects.map((project) => ({
          value: `project:${project.slug}`,
          label: `${project.title} (${project.category})`,
        })),
      },
      /** The cards as the home page shows them now (a project taken off the site is left out). */
      shown,
    };
  },
  read(form) {
    const values = Array.from({ length: GALLERY_SIZE }, (_, index) => formText(form, `picks.${index}`));
    return { typed: { values }, input: values };
  },
  // Every project picked must be on the site (server/content/gallery.ts).
  saveLive: (services, picks, by, options) => services.gallery.save(picks as string[], by, options),
} satisfies KindDeclaration<Item<GalleryData>>;
