// The portfolio (/office/portfolio): finished projects with their photos, in the site's order. The
// new project's form (/office/portfolio/new) is multipart, and its names `title`, `description`,
// `photo`, `alt` and the button `publish` are stable for other clients; with JavaScript each photo
// travels on its own to /office/photos as soon as it is chosen, and the form sends its reference.
import { photoImage } from "~/content/project-images.server";
import type { Image } from "~/content/schema";
import { MISSING_PHOTO } from "../../../server/content/collection.ts";
import { photoFromRef } from "../../../server/content/content-photo.ts";
import {
  compareProjects,
  projectCategories,
  projectFromForm,
  type ProjectPhoto,
  type ShownProject,
} from "../../../server/content/portfolio.ts";
import type { StoredPhoto } from "../../../server/storage/content.ts";
import type { Turn } from "../../../server/photos/photos.ts";
import type { OfficeUser } from "../../../server/storage/office.ts";
import { servicesContext } from "~/context";
import { formText, uploadedPhotos } from "../office-form.server";
import type { KindDeclaration } from "../office-kind";
import type { Context } from "../office.server";

/** A photo as the project form lists it: what is stored, and how the office shows it. */
export type FormPhoto = ProjectPhoto & { image: Image | undefined };
const textFields = [
  "title",
  "slug",
  "category",
  "location",
  "year",
  "duration",
  "description",
  "story",
  "scope",
  "alt",
] as const;
export type ProjectFormValues = Record<(typeof textFields)[number], string>;

const formPhotos = (photos: ProjectPhoto[], files: Record<number, StoredPhoto>): FormPhoto[] =>
  photos.map((photo) => ({ ...photo, image: photoImage(photo, files) }));

/**
 * The photos the form lists (with their alt text, focus and whether each shows the room before the
 * work), in the order asked: a photo's "Make it the cover" (`photoFirst` = its place) or "Move
 * earlier" (`photoEarlier`) button moves it; less those ticked for removal. Undefined when a
 * reference is not one the form makes.
 */
function listedPhotos(form: FormData): ProjectPhoto[] | undefined {
  const listed: { photo: ProjectPhoto | undefined; removed: boolean }[] = [];
  for (let index = 0; form.has(`photos.${index}.ref`); index++) {
    const field = (name: string) => formText(form, `photos.${index}.${name}`);
    const photo = photoFromRef(field("ref"), field("alt"), field("focus").toLowerCase());
    const before = form.has(`photos.${index}.before`) ? { before: true as const } : {};
    listed.push({ photo: photo && { ...photo, ...before }, removed: form.has(`photos.${index}.remove`) });
  }
  const place = (name: string) => {
    const index = Number(formText(form, name) || Number.NaN);
    return Number.isInteger(index) && index > 0 && index < listed.length ? index : undefined;
  };
  const [first, earlier] = [place("photoFirst"), place("photoEarlier")];
  if (first !== undefined) listed.unshift(...listed.splice(first, 1));
  else if (earlier !== undefined) listed.splice(earlier - 1, 0, ...listed.splice(earlier, 1));
  // A reference the form never made (a forged or damaged post) is not dropped quietly.
  if (listed.some(({ photo, removed }) => !photo && !removed)) return undefined;
  return listed.flatMap(({ photo, removed }) => (photo && !removed ? [photo] : []));
}

/**
 * A photo's "Turn left" or "Turn right" button (`photoTurn` = `<place>:left|right`): the form's
 * reference at that place becomes the turned photo's, and the save goes on as any. Whether a
 * photo was turned (a seed rendering, or a reference the form never made, is not).
 */
async function turnListedPhoto(form: FormData, user: OfficeUser, context: Context): Promise<boolean> {
  const asked = /^(\d{1,3}):(left|right)$/.exec(formText(form, "photoTurn"));
  if (!asked) return false;
  const field = `photos.${asked[1]}.ref`;
  const uploaded = /^photo:(\d{1,12})$/.exec(formText(form, field));
  if (!uploaded) return false;
  const turned = await context.get(servicesContext).photos.turn(Number(uploaded[1]), asked[2] as Turn, user.email);
  if (turned) form.set(field, `photo:${turned.id}`);
  return turned !== undefined;
}

export const kind = {
  name: "Portfolio",
  noun: "project",
  shape: "ordered",
  collection: (services) => services.portfolio,
  compare: compareProjects,
  list: {
    intro: "Finished projects with your own photos: published here, they are on the site a moment later.",
    add: "Add a project",
    detail: (project) => `${project.category} · ${project.location}`,
  },
  photos: true,
  draftChanges: true,
  editor: (project) => ({
    categories: projectCategories,
    values: {
      title: project?.title ?? "",
      slug: project?.slug ?? "",
      category: project?.category ?? projectCategories[0],
      location: project?.location ?? "",
      year: String(project?.year ?? new Date().getFullYear()),
      duration: project?.duration ?? "",
      description: project?.description ?? "",
      story: project?.story.join("\n\n") ?? "",
      scope: project?.scope.join("\n") ?? "",
      alt: "",
    } satisfies ProjectFormValues,
    photos: project ? formPhotos(project.photos, project.photoFiles) : [],
  }),
  async read(form, _project, { user, context, services }) {
    const { accepted, refusals } = await uploadedPhotos(form, user, context, formText(form, "alt"));
    const turned = await turnListedPhoto(form, user, context);
    const listed = listedPhotos(form);
    const photos = [...(listed ?? []), ...accepted];
    const values = Object.fromEntries(textFields.map((field) => [field, formText(form, field)])) as ProjectFormValues;
    const shown = formPhotos(photos, await services.portfolio.photoFiles(photos));
    const typed = { values, photos: shown };
    if (refusals.length > 0) {
      // Those read were stored and are listed on the form: choosing them again would add copies.
      const kept =
        accepted.length === 0
          ? ""
          : ` ${accepted.length === 1 ? "The other photo you chose is" : `The other ${accepted.length} photos you chose are`} kept below: choose only the refused ${refusals.length === 1 ? "one" : "ones"} again.`;
      return { typed, refusal: { photo: `${refusals.join(" ")}${kept}` } };
    }
    if (!listed) return { typed, refusal: { photos: MISSING_PHOTO } };
    return {
      typed,
      input: projectFromForm(values, photos),
      slug: values.slug,
      // A photo's move or turn is a save like any, said as such.
      done: turned ? "turned" : form.has("photoFirst") || form.has("photoEarlier") ? "reordered" : undefined,
      // The new photos' description went with them into the list; with none added it stays in its box.
      typedIfRefused: { values: { ...values, alt: accepted.length > 0 ? "" : values.alt }, photos: shown },
    };
  },
} satisfies KindDeclaration<ShownProject>;
