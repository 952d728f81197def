// A picture as content holds it: a seed render the site started with, or a photo uploaded in the
// office (server/photos/), with its description and where its subject sits.
import { z } from "zod";
import { ALT_MIN, focusPoints } from "../../common/office.ts";
import { isStartingPicture } from "./seed/pictures.ts";

export type FocusPoint = (typeof focusPoints)[number];

export { ALT_MIN };
const describe = (which: string) => `Describe ${which} for people who cannot see it (at least ${ALT_MIN} characters)`;
/** The refusal of a photo not yet described; `which` names it where a form has several ("photo 2"). */
export const altMessage = (which = "the photo") => `${describe(which)} before publishing.`;
export const ALT_MESSAGE = altMessage();
/** The same on a page that is always on the site, which every save publishes or may. */
const LIVE_ALT_MESSAGE = `${describe("the photo")}: the page on the site shows it.`;
const alt = z.string().trim().max(250, "Keep the description under 250 characters.");

export const contentPhotoSchema = z.union([
  // A picture the site started with: a 3D render, captioned "Design rendering" where it stands for finished work.
  z.object({ seed: z.string().regex(/^[a-z0-9-]+$/), alt }),
  z.object({ photo: z.number().int().positive(), alt, focus: z.enum(focusPoints).default("center") }),
]);
export type ContentPhoto = z.infer<typeof contentPhotoSchema>;

/** Whether a photo may be published: described for people who cannot see it. */
export const isDescribed = (photo: { alt: string }) => photo.alt.trim().length >= ALT_MIN;

/**
 * Checks the fields of a page that is always on the site with one photo (a service, the about
 * page): the schema's rules and the photo described. Each refused field's message is named as its
 * form field is: paragraphs typed in one box (`boxes`) by the box, the photo's parts other than its
 * description by the photo's field.
 */
export function checkWithPhoto<T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
  input: unknown,
  { photo, boxes }: { photo: keyof T & string; boxes: (keyof T & string)[] },
): { data: T } | { errors: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success)
    return isDescribed(result.data[photo] as ContentPhoto)
      ? { data: result.data }
      : { errors: { [`${photo}.alt`]: LIVE_ALT_MESSAGE } };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [field, part] = issue.path;
    const whole = boxes.includes(field as keyof T & string) || (field === photo && part !== "alt");
    errors[whole ? String(field) : issue.path.join(".")] ??= issue.message;
  }
  return { errors };
}

/** The uploaded photos' ids among these (seed renders have none). */
export const uploadedIds = (photos: ContentPhoto[]) => [
  ...new Set(photos.flatMap((photo) => ("photo" in photo ? [photo.photo] : []))),
];

/** A photo from the reference the office's forms hold (`seed:<name>` or `photo:<id>`, ProjectForm's photoRef). */
export function photoFromRef(ref: string, alt: string, focus: string): ContentPhoto | undefined {
  const seed = /^seed:([a-z0-9-]+)$/.exec(ref)?.[1];
  if (seed) return { seed, alt };
  const photo = /^photo:(\d{1,12})$/.exec(ref)?.[1];
  if (!photo) return undefined;
  const point = (focusPoints as readonly string[]).includes(focus) ? (focus as FocusPoint) : "center";
  return { photo: Number(photo), alt, focus: point };
}

/** Each photo in an item's fields (a project's list, a service's hero, a post's cover), with the form field holding it. */
function photosIn(value: unknown, field?: string): { photo: ContentPhoto; field: string }[] {
  if (Array.isArray(value)) return value.flatMap((entry) => photosIn(entry, field));
  if (typeof value !== "object" || value === null) return [];
  const parsed = contentPhotoSchema.safeParse(value);
  if (parsed.success && field) return [{ photo: parsed.data, field }];
  return Object.entries(value).flatMap(([name, entry]) => photosIn(entry, field ?? name));
}

/**
 * The form field of the first photo among an item's fields that is not there to show: a starting
 * picture the site does not have, or an upload no longer stored (a post that names another id).
 * `stored` answers which of the uploaded ids are stored.
 */
export async function missingPhoto(data: unknown, stored: (ids: number[]) => Promise<number[]>) {
  const photos = photosIn(data);
  const kept = new Set(await stored(uploadedIds(photos.map(({ photo }) => photo))));
  return photos.find(({ photo }) => ("seed" in photo ? !isStartingPicture(photo.seed) : !kept.has(photo.photo)))?.field;
}
