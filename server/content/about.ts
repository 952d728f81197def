// The about page's words and family photo as the office edits them: the heading and introduction,
// "Meet the family" with its photo, and the company's story, with the same rules for every save and
// each message next to its field. The page is always on the site: a change is saved as a revision
// and published at once, or kept as a draft (the site showing the page as it was) to preview first.
// Seeded on first start from seed/about.ts. (Its core values are a card list of their own:
// card-lists.ts.)
import { z } from "zod";
import type { StoredPhoto } from "../storage/content.ts";
import { compareFields, createCollection, type Checked } from "./collection.ts";
import type { CollectionDependencies, Item, ShownFields } from "./collection.ts";
import { checkWithPhoto, contentPhotoSchema, type ContentPhoto } from "./content-photo.ts";
import { textField } from "./text-field.ts";

/** The page is one item, at this slug. */
export const ABOUT_SLUG = "about";

const heading = (what: string) =>
  z.string().trim().min(3, `Give ${what} a heading.`).max(90, "Keep the heading under 90 characters.");
const paragraphs = (what: string) =>
  z
    .array(
      textField(
        40,
        "Each paragraph needs a full sentence or two (at least 40 characters).",
        1200,
        "Keep each paragraph under 1,200 characters.",
      ),
    )
    .min(1, `Tell ${what} (a paragraph or two).`)
    .max(6, "Keep it to six paragraphs at most.");

export const aboutSchema = z.object({
  title: heading("the page"),
  intro: textField(
    40,
    "Introduce the company in a sentence (at least 40 characters).",
    300,
    "Keep the introduction under 300 characters.",
  ),
  familyTitle: heading("the family's part"),
  family: paragraphs("who you are"),
  image: contentPhotoSchema,
  storyTitle: heading("the story"),
  story: paragraphs("the company's story"),
});
export type AboutData = z.infer<typeof aboutSchema> & { image: ContentPhoto };
export type AboutItem = Item<AboutData>;
/** Messages by field: `family`, `image.alt` and the like. */
export type AboutErrors = Record<string, string> & { slug?: string; title?: string };

export function checkAbout(input: unknown, slug: string): Checked<AboutData, AboutErrors> {
  if (slug !== ABOUT_SLUG) return { errors: { slug: "The about page keeps its address." } };
  const checked = checkWithPhoto(aboutSchema, input, { photo: "image", boxes: ["family", "story"] });
  return "errors" in checked ? checked : { data: checked.data as AboutData, slug };
}

const shownFields: ShownFields<AboutData> = [
  ["Heading", (about) => about.title],
  ["Introduction", (about) => about.intro],
  ["The family: heading", (about) => about.familyTitle],
  ["The family", (about) => about.family.join("\n\n")],
  [
    "Photo",
    (about) => `${"seed" in about.image ? "Design rendering" : "Photo"}: ${about.image.alt || "(not described)"}`,
  ],
  ["The story: heading", (about) => about.storyTitle],
  ["The story", (about) => about.story.join("\n\n")],
];
/** What changed from one version of the page to another, field by field (unchanged fields left out). */
export const compareAbout = (before: AboutData, after: AboutData) => compareFields(shownFields, before, after);

export function createAboutPage(dependencies: CollectionDependencies<AboutData>) {
  const pages = createCollection(dependencies, {
    kind: "about",
    check: checkAbout,
    address: () => "/about",
    noun: "page",
  });
  const withPhotoFiles = async (
    about: AboutItem,
  ): Promise<AboutItem & { photoFiles: Record<number, StoredPhoto> }> => ({
    ...about,
    photoFiles: await pages.photoFiles([about.image]),
  });
  return {
    ...pages,
    /** The page as the office edits it (with the changes kept as a draft, if any), with its photo's files. */
    current: async () => withPhotoFiles(await pages.single()),
    /** The page as the site shows it, with its photo's files. */
    shown: async () => {
      const [about] = await pages.published();
      if (!about) throw new Error("the about page is missing from the database");
      return withPhotoFiles(about);
    },
    /** Saves a change to the one page (collection.ts's saveLive). */
    save: async (input: unknown, by: string, options?: { asDraftChanges?: boolean }) =>
      pages.saveLive(input, ABOUT_SLUG, (await pages.single()).id, by, options),
  };
}

export type AboutPage = ReturnType<typeof createAboutPage>;
