// The portfolio as the office edits it: what a project must say (the same rules for every save,
// each message next to its field) and its photos; drafts, publishing, revisions and the trash are
// every kind's (collection.ts). The projects live in the database, seeded on first start from
// seed/portfolio.ts, which stays the seed and the example of a project.
import { z } from "zod";
import type { StoredPhoto } from "../storage/content.ts";
import {
  checkFields,
  compareFields,
  createCollection,
  paragraphsOf,
  type CollectionDependencies,
  type Item,
  type SeedItem,
  type ShownFields,
} from "./collection.ts";
import { altMessage, contentPhotoSchema, isDescribed } from "./content-photo.ts";
import { textField } from "./text-field.ts";

export { type FocusPoint } from "./content-photo.ts";
export { slugify, TRASH_DAYS } from "./collection.ts";
export const projectCategories = ["Kitchen", "Bathroom", "Full Home", "Cabinetry"] as const;
export type ProjectCategory = (typeof projectCategories)[number];
/**
 * One of a project's photos: `before` marks a photo of the room before the work, shown beside the
 * photo after it as a before-and-after pair.
 */
const projectPhotoSchema = z.intersection(contentPhotoSchema, z.object({ before: z.literal(true).optional() }));
export type ProjectPhoto = z.infer<typeof projectPhotoSchema>;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A project's fields, as stored and as every save must leave them. */
export const projectSchema = z.object({
  title: textField(3, "Give the project a title (at least 3 characters).", 80, "Keep the title under 80 characters."),
  category: z.enum(projectCategories, "Choose the kind of project."),
  location: z.string().trim().min(2, "Say where it is (a neighbourhood or city).").max(80),
  year: z
    .number("Give the year it was finished.")
    .int()
    .min(1998, "We started in 1998.")
    .max(new Date().getFullYear() + 1, "That year is still to come."),
  duration: z.string().trim().max(40, "Keep the duration short, like “9 weeks”."),
  description: textField(
    20,
    "Describe the project in a sentence (at least 20 characters).",
    300,
    "Keep the description under 300 characters: the full story has its own field.",
  ),
  story: z
    .array(z.string().max(3000, "Keep each paragraph of the story under 3,000 characters."))
    .max(12, "Tell the story in at most 12 paragraphs."),
  scope: z
    .array(z.string().max(120, "Keep each scope line under 120 characters."))
    .max(12, "List at most 12 scope items."),
  // A draft may wait for its photos; a published project has one at least (checkProject).
  photos: z
    .array(projectPhotoSchema)
    .max(24, "A project shows at most 24 photos.")
    .superRefine((photos, context) => {
      // The cover is the finished work; a "before" is shown beside the photo that follows it.
      photos.forEach((photo, index) => {
        if (!photo.before) return;
        const message =
          index === 0
            ? "The cover shows the finished work: make another photo the cover, or untick “Before the work”."
            : !photos[index + 1] || photos[index + 1]!.before
              ? "A “before” photo is shown beside the photo after it: add or move the finished one just after it."
              : undefined;
        if (message) context.addIssue({ code: "custom", path: [index, "before"], message });
      });
    }),
});
export type ProjectData = z.infer<typeof projectSchema>;

export const NO_PHOTO_MESSAGE =
  "Add a photo before publishing: the portfolio's card and the project's page show it. A draft can wait for it.";

export type Project = Item<ProjectData>;
/** A project with the stored facts of its uploaded photos, as pages show it. */
export type ShownProject = Project & { photoFiles: Record<number, StoredPhoto> };

/** What the office's form sends, as text: the stable names of /office/portfolio/new among them. */
export type ProjectForm = Partial<
  Record<"title" | "slug" | "category" | "location" | "year" | "duration" | "description" | "story" | "scope", string>
>;
export type FieldErrors = Partial<
  Record<keyof ProjectData | "slug" | `photos.${number}.alt` | `photos.${number}.before` | "photo", string>
>;

/** The form's text as project fields (before the rules), with what a field left empty means. */
export function projectFromForm(form: ProjectForm, photos: ProjectPhoto[], now = new Date()) {
  const year = form.year?.trim() ? Number(form.year) : now.getFullYear();
  return {
    title: form.title ?? "",
    category: form.category || projectCategories[0],
    location: form.location?.trim() || "Central Florida",
    year: Number.isFinite(year) ? year : Number.NaN,
    duration: form.duration ?? "",
    description: form.description ?? "",
    story: paragraphsOf(form.story ?? ""),
    scope: lines(form.scope ?? ""),
    photos,
  };
}

/**
 * Checks a project's fields: the data, or each refused field's message. A draft may wait for its
 * photos and their descriptions; a published project (or one being published) has a photo, and a
 * description on every photo.
 */
export const checkProject = (input: unknown, slug: string, published: boolean) =>
  checkFields<ProjectData, FieldErrors>(
    projectSchema,
    input,
    slug,
    (path) => {
      // The story's paragraphs and the scope's lines are typed in one box each: the message goes by it.
      const [first] = path;
      const key = path.join(".");
      return first === "story" || first === "scope" || (first === "photos" && !/\.(alt|before)$/.test(key))
        ? first
        : key;
    },
    (fields, errors) => {
      if (!published) return;
      const { photos } = fields as { photos?: unknown };
      const listed = Array.isArray(photos) ? (photos as { alt?: unknown }[]) : [];
      if (listed.length === 0) errors.photos ??= NO_PHOTO_MESSAGE;
      listed.forEach((photo, index) => {
        // Named as the form names it: the summary at the top lists every photo still to describe.
        if (typeof photo?.alt === "string" && !isDescribed({ alt: photo.alt }))
          errors[`photos.${index}.alt`] ??= altMessage(index === 0 ? "the cover photo" : `photo ${index + 1}`);
      });
    },
  );

const shownFields: ShownFields<ProjectData> = [
  ["Title", (project) => project.title],
  ["Kind of project", (project) => project.category],
  ["Neighbourhood or city", (project) => project.location],
  ["Year finished", (project) => String(project.year)],
  ["How long it took", (project) => project.duration],
  ["Description", (project) => project.description],
  ["The story", (project) => project.story.join("\n\n")],
  ["Scope of work", (project) => project.scope.join("\n")],
  [
    "Photos",
    (project) =>
      project.photos
        .map(
          (photo, index) =>
            `${index + 1}. ${"seed" in photo ? "Design rendering" : "Photo"}${photo.before ? " (before the work)" : ""}: ${photo.alt || "(not described)"}`,
        )
        .join("\n"),
  ],
];

/** What changed from one version of a project to another, field by field (unchanged fields left out). */
export const compareProjects = (before: ProjectData, after: ProjectData) => compareFields(shownFields, before, after);

/** A project the site started with, as the seed content gives it (server/content/seed/portfolio.ts). */
export type SeedProject = SeedItem<Omit<ProjectData, "photos"> & { photos: { seed: string; alt: string }[] }>;

export function createPortfolio(dependencies: CollectionDependencies<SeedProject["data"]>) {
  const projects = createCollection(dependencies, {
    kind: "project",
    check: checkProject,
    address: (slug) => `/portfolio/${slug}`,
    noun: "project",
    photos: (project) => project.photos,
  });

  const portfolio = {
    ...projects,
    /** The published projects, in the portfolio's order. */
    published: async (): Promise<ShownProject[]> => projects.withPhotoFiles(await projects.published()),
    /** A published project by its address. */
    bySlug: async (slug: string) => (await portfolio.published()).find((project) => project.slug === slug),
    find: async (id: number) => {
      const project = await projects.find(id);
      return project && (await projects.withPhotoFiles([project]))[0];
    },
  };
  return portfolio;
}

export type Portfolio = ReturnType<typeof createPortfolio>;
