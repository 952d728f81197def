// The portfolio as the office edits it: what a project must say (the same rules for every save,
// each message next to its field), its slug, its photos, drafts and publishing, revisions and the
// trash. The projects live in the database, seeded on first start from app/content/portfolio.ts,
// which stays the seed and the example of a project.
import { z } from "zod";
import type { ContentItem, ContentStatus, Revision, StoredPhoto } from "../storage/content.ts";
import type { Store } from "../storage/index.ts";

export const projectCategories = ["Kitchen", "Bathroom", "Full Home", "Cabinetry"] as const;
export type ProjectCategory = (typeof projectCategories)[number];
/** Where the photo's subject sits, kept in view when a frame crops it (4:3 cards, 16:9 heroes). */
export const focusPoints = ["center", "top", "bottom", "left", "right"] as const;
export type FocusPoint = (typeof focusPoints)[number];
/** Days a deleted project can be restored from the trash. */
export const TRASH_DAYS = 30;
const LOCALE = "en";

const ALT_MESSAGE = "Describe the photo for people who cannot see it (at least 10 characters) before publishing.";
const ALT_MIN = 10;
const alt = z.string().trim().max(250, "Keep the description under 250 characters.");
const photoSchema = z.union([
  // A picture the site started with: a 3D render, captioned "Design rendering" where it stands for finished work.
  z.object({ seed: z.string().regex(/^[a-z0-9-]+$/), alt }),
  z.object({ photo: z.number().int().positive(), alt, focus: z.enum(focusPoints).default("center") }),
]);
export type ProjectPhoto = z.infer<typeof photoSchema>;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** A project's fields, as stored and as every save must leave them. */
export const projectSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, "Give the project a title (at least 3 characters).")
    .max(80, "Keep the title under 80 characters."),
  category: z.enum(projectCategories, "Choose the kind of project."),
  location: z.string().trim().min(2, "Say where it is (a neighbourhood or city).").max(80),
  year: z
    .number("Give the year it was finished.")
    .int()
    .min(1998, "We started in 1998.")
    .max(new Date().getFullYear() + 1, "That year is still to come."),
  duration: z.string().trim().max(40, "Keep the duration short, like “9 weeks”."),
  description: z
    .string()
    .trim()
    .min(20, "Describe the project in a sentence (at least 20 characters).")
    .max(300, "Keep the description under 300 characters: the full story has its own field."),
  story: z.array(z.string().max(3000)).max(12),
  scope: z
    .array(z.string().max(120, "Keep each scope line under 120 characters."))
    .max(12, "List at most 12 scope items."),
  photos: z.array(photoSchema).min(1, "Add at least one photo.").max(24, "A project shows at most 24 photos."),
});
export type ProjectData = z.infer<typeof projectSchema>;

export type Project = ProjectData & {
  id: number;
  slug: string;
  status: ContentStatus;
  updatedAt: string;
  updatedBy: string;
  publishedAt: string | null;
  deletedAt: string | null;
};
/** A project with the stored facts of its uploaded photos, as pages show it. */
export type ShownProject = Project & { photoFiles: Record<number, StoredPhoto> };

/** What the office's form sends, as text: the stable names of /office/portfolio/new among them. */
export type ProjectForm = Partial<
  Record<"title" | "slug" | "category" | "location" | "year" | "duration" | "description" | "story" | "scope", string>
>;
export type FieldErrors = Partial<Record<keyof ProjectData | "slug" | `photos.${number}.alt` | "photo", string>>;

/** A slug from a title: lowercase words joined by hyphens, plain letters only. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/, "");
}
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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
    story: paragraphs(form.story ?? ""),
    scope: lines(form.scope ?? ""),
    photos,
  };
}

/**
 * Checks a project's fields: the data, or each refused field's message. A draft may wait for its
 * photos' descriptions; a published project (or one being published) has one on every photo.
 */
export function checkProject(
  input: unknown,
  slug: string,
  published: boolean,
): { data: ProjectData; slug: string } | { errors: FieldErrors } {
  const result = projectSchema.safeParse(input);
  const errors: FieldErrors = {};
  if (!SLUG.test(slug))
    errors.slug = "Use lowercase letters, digits and hyphens for the address (like walnut-kitchen).";
  if (result.success && published)
    result.data.photos.forEach((photo, index) => {
      if (photo.alt.length < ALT_MIN) errors[`photos.${index}.alt`] = ALT_MESSAGE;
    });
  if (result.success && Object.keys(errors).length === 0) return { data: result.data, slug };
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join(".") as keyof FieldErrors;
    const field = (key.startsWith("photos.") && !key.endsWith(".alt") ? "photos" : key) as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** A field that differs between two versions of a project, as the office shows it. */
export type FieldChange = { label: string; before: string; after: string };

const shownFields: [label: string, text: (project: ProjectData) => string][] = [
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
            `${index + 1}. ${"seed" in photo ? "Design rendering" : "Photo"}: ${photo.alt || "(not described)"}`,
        )
        .join("\n"),
  ],
];

/** What changed from one version of a project to another, field by field (unchanged fields left out). */
export function compareProjects(before: ProjectData, after: ProjectData): FieldChange[] {
  return shownFields.flatMap(([label, text]) =>
    text(before) === text(after) ? [] : [{ label, before: text(before), after: text(after) }],
  );
}

const projectOf = (item: ContentItem): Project => ({
  ...(JSON.parse(item.data) as ProjectData),
  id: item.id,
  slug: item.slug,
  status: item.status,
  updatedAt: item.updatedAt,
  updatedBy: item.updatedBy,
  publishedAt: item.publishedAt,
  deletedAt: item.deletedAt,
});

/** A project the site started with, as the seed content gives it (app/content/portfolio-seed.server.ts). */
export type SeedProject = {
  slug: string;
  position: number;
  data: Omit<ProjectData, "photos"> & { photos: { seed: string; alt: string }[] };
};

export type PortfolioDependencies = {
  store: Store;
  ensureSchema: () => Promise<void>;
  /** The projects stored on the database's first start. */
  seed: () => SeedProject[];
};

export function createPortfolio({ store, ensureSchema, seed }: PortfolioDependencies) {
  let seeded: Promise<unknown> | undefined;
  /** The schema, and the seed projects stored on the database's first start. */
  const ready = async () => {
    await ensureSchema();
    const items = () =>
      seed().map(({ slug, position, data }) => ({
        kind: "project" as const,
        locale: LOCALE,
        slug,
        position,
        data: JSON.stringify(data),
      }));
    seeded ??= store.content.seed(items(), new Date()).catch((error: unknown) => {
      seeded = undefined;
      throw error;
    });
    await seeded;
  };
  /** The stored facts of the uploaded photos among these, by id. */
  const photoFiles = async (photos: ProjectPhoto[]): Promise<Record<number, StoredPhoto>> => {
    const ids = new Set(photos.flatMap((photo) => ("photo" in photo ? [photo.photo] : [])));
    return Object.fromEntries((await store.content.photos([...ids])).map((photo) => [photo.id, photo]));
  };
  const withPhotos = async (projects: Project[]): Promise<ShownProject[]> => {
    const files = await photoFiles(projects.flatMap((project) => project.photos));
    return projects.map((project) => ({ ...project, photoFiles: files }));
  };

  const portfolio = {
    /** Changes with every published change; pages rendered at an older version are out of date. */
    version: async () => {
      await ready();
      return store.content.version();
    },
    /** The published projects, in the portfolio's order. */
    published: async () => {
      await ready();
      return withPhotos((await store.content.published("project", LOCALE)).map(projectOf));
    },
    /** A published project by its address. */
    bySlug: async (slug: string) => (await portfolio.published()).find((project) => project.slug === slug),
    photoFiles,

    // The office.
    list: async () => {
      await ready();
      return (await store.content.all("project", LOCALE)).map(projectOf);
    },
    trash: async () => {
      await ready();
      return (await store.content.trash("project", LOCALE)).map(projectOf);
    },
    find: async (id: number) => {
      await ready();
      const item = await store.content.find(id);
      return item?.kind === "project" ? (await withPhotos([projectOf(item)]))[0] : undefined;
    },
    /**
     * Saves a new project (no `id`) or a change, checked by the rules, as a new revision; `status`
     * publishes (alt text on every photo) or unpublishes it with the save.
     */
    async save(input: unknown, slug: string, id: number | undefined, status: ContentStatus | undefined, by: string) {
      await ready();
      const current = id === undefined ? undefined : await store.content.find(id);
      const published = status === "published" || (status === undefined && current?.status === "published");
      const checked = checkProject(input, slug, published);
      if ("errors" in checked) return checked;
      const draft = {
        kind: "project" as const,
        locale: LOCALE,
        slug: checked.slug,
        data: JSON.stringify(checked.data),
      };
      const saved = await store.content.save(draft, id, status, by, new Date());
      if (saved === "slug taken")
        return { errors: { slug: `Another project already uses the address /portfolio/${slug}: choose another.` } };
      if (saved === "not found") return { errors: { title: "This project was deleted meanwhile." } };
      return { id: saved.id, slug: checked.slug };
    },
    /** A slug for a new project's title that no other project has. */
    async freeSlug(title: string) {
      await ready();
      const base = slugify(title) || "project";
      const taken = new Set(
        [...(await store.content.all("project", LOCALE)), ...(await store.content.trash("project", LOCALE))].map(
          (item) => item.slug,
        ),
      );
      for (let n = 1; ; n++) if (!taken.has(n === 1 ? base : `${base}-${n}`)) return n === 1 ? base : `${base}-${n}`;
    },
    setStatus: async (id: number, status: ContentStatus, by: string) => {
      await ready();
      return store.content.setStatus(id, status, by, new Date());
    },
    setDeleted: async (id: number, deleted: boolean, by: string) => {
      await ready();
      await store.content.purge(new Date(Date.now() - TRASH_DAYS * 86_400_000));
      return store.content.setDeleted(id, deleted, by, new Date());
    },
    revisions: async (id: number): Promise<(Revision & { project: ProjectData })[]> => {
      await ready();
      return (await store.content.revisions(id)).map((revision) => ({
        ...revision,
        project: JSON.parse(revision.data) as ProjectData,
      }));
    },
    /** Saves an earlier revision's fields as the newest one (the status stays). */
    async restore(id: number, revisionId: number, by: string) {
      const [project, revision] = [
        await portfolio.find(id),
        (await portfolio.revisions(id)).find((r) => r.id === revisionId),
      ];
      if (!project || !revision) return undefined;
      return portfolio.save(revision.project, project.slug, id, undefined, by);
    },
  };
  return portfolio;
}

export type Portfolio = ReturnType<typeof createPortfolio>;
