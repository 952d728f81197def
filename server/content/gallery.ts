// The home page's Recent Project Gallery as the office edits it: which nine cards it shows, in
// order. A card is one of the nine pictures the site started with (each a 3D rendering with its own
// title and sentence) or a published portfolio project (its title, kind, description and first
// photo, linked to its page). The gallery is always on the site: a change is saved as a revision,
// published at once or kept as a draft until it is. Seeded on first start from seed/gallery.ts.
import { z } from "zod";
import type { StoredPhoto } from "../storage/content.ts";
import {
  compareFields,
  createCollection,
  refused,
  type Checked,
  type CollectionDependencies,
  type ShownFields,
} from "./collection.ts";
import { contentPhotoSchema, type ContentPhoto } from "./content-photo.ts";
import { projectCategories, type Portfolio, type ProjectCategory } from "./portfolio.ts";

/** How many cards the gallery shows (the carousel is laid out for nine). */
export const GALLERY_SIZE = 9;
/** The gallery is one item, at this slug. */
export const GALLERY_SLUG = "home";

const startingCardSchema = z.object({
  title: z.string().min(3).max(80),
  category: z.enum(projectCategories),
  description: z.string().min(20).max(300),
  photo: contentPhotoSchema,
});
export type StartingCard = z.infer<typeof startingCardSchema>;

/** A card as the form picks it: `start:<n>` (a starting picture) or `project:<slug>`. */
const PICK = /^(start:\d{1,2}|project:[a-z0-9]+(-[a-z0-9]+)*)$/;
export const gallerySchema = z.object({
  /** The pictures the site started with, kept to be picked again. */
  starting: z.array(startingCardSchema).max(GALLERY_SIZE),
  picks: z
    .array(z.string().regex(PICK, "Choose a card from the list."))
    .length(GALLERY_SIZE, `The gallery shows exactly ${GALLERY_SIZE} cards.`),
});
export type GalleryData = z.infer<typeof gallerySchema>;
/** Messages by field: `picks.<n>` and the like. */
export type GalleryErrors = Record<string, string> & { slug?: string; title?: string };

export const parsePick = (pick: string) =>
  pick.startsWith("start:")
    ? { start: Number(pick.slice("start:".length)) }
    : { project: pick.slice("project:".length) };

/** Checks the gallery: the data, or each refused card's message. */
export function checkGallery(input: unknown, slug: string): Checked<GalleryData, GalleryErrors> {
  if (slug !== GALLERY_SLUG) return { errors: { slug: "The gallery keeps its address." } };
  const result = gallerySchema.safeParse(input);
  const errors: GalleryErrors = {};
  if (result.success) {
    const { starting, picks } = result.data;
    picks.forEach((pick, index) => {
      const first = picks.indexOf(pick);
      if (first < index) errors[`picks.${index}`] = `Card ${first + 1} shows this already: choose another.`;
      const { start } = parsePick(pick);
      if (start !== undefined && start >= starting.length) errors[`picks.${index}`] = "Choose a card from the list.";
    });
    if (Object.keys(errors).length === 0) return { data: result.data, slug };
  }
  return refused(result.error?.issues, errors);
}

/** A card as the home page shows it. */
export type GalleryCard = {
  title: string;
  category: ProjectCategory;
  description: string;
  photo: ContentPhoto;
  /** The project's page, for a card that is a project. */
  slug?: string;
};

const pickName = (data: GalleryData, pick: string) => {
  const { start, project } = parsePick(pick);
  return start === undefined ? `Project /portfolio/${project}` : `Starting picture: ${data.starting[start]?.title}`;
};
const shownFields: ShownFields<GalleryData> = Array.from({ length: GALLERY_SIZE }, (_, index) => [
  `Card ${index + 1}`,
  (data) => (data.picks[index] ? pickName(data, data.picks[index]) : ""),
]);
/** What changed from one version of the gallery to another, card by card (unchanged cards left out). */
export const compareGalleries = (before: GalleryData, after: GalleryData) => compareFields(shownFields, before, after);

export function createGallery(dependencies: CollectionDependencies<GalleryData> & { portfolio: Portfolio }) {
  const { portfolio } = dependencies;
  const galleries = createCollection(dependencies, {
    kind: "gallery",
    check: checkGallery,
    address: () => "/#gallery",
    noun: "gallery",
  });
  return {
    ...galleries,
    /**
     * The cards the home page shows, in order, each with its photo's files (in the gallery's
     * preview, the picks kept as a draft). A project unpublished since it was picked is left out
     * until the owner picks another.
     */
    async cards(): Promise<{ cards: GalleryCard[]; photoFiles: Record<number, StoredPhoto> }> {
      // The site never shows a draft's picks: without a published gallery (never so today) it shows none.
      const shown = async () => (await galleries.published())[0] ?? { starting: [], picks: [] };
      const [gallery, projects] = await Promise.all([shown(), portfolio.published()]);
      const cards = gallery.picks.flatMap((pick): GalleryCard[] => {
        const { start, project } = parsePick(pick);
        if (start !== undefined) return gallery.starting[start] ? [gallery.starting[start]] : [];
        const shown = projects.find((candidate) => candidate.slug === project);
        return shown ? [{ ...shown, photo: shown.photos[0]!, slug: shown.slug }] : [];
      });
      return { cards, photoFiles: await galleries.photoFiles(cards.map((card) => card.photo)) };
    },
    /**
     * Saves the nine picks: live at once, or (`asDraftChanges`) kept as a draft while the home page
     * shows the gallery as it was. Every project picked must be published: the home page shows
     * only what the portfolio shows.
     */
    async save(picks: string[], by: string, { asDraftChanges = false } = {}) {
      const gallery = await galleries.single();
      const published = new Set((await portfolio.published()).map((project) => project.slug));
      const errors: GalleryErrors = {};
      picks.forEach((pick, index) => {
        const { project } = parsePick(pick);
        // A pick not written as the form writes one is left to the check, which refuses it.
        if (project !== undefined && PICK.test(pick) && !published.has(project))
          errors[`picks.${index}`] = "That project is not on the site: publish it first, or choose another.";
      });
      if (Object.keys(errors).length > 0) return { errors };
      return galleries.saveLive({ starting: gallery.starting, picks }, GALLERY_SLUG, gallery.id, by, {
        asDraftChanges,
      });
    },
  };
}

export type Gallery = ReturnType<typeof createGallery>;
