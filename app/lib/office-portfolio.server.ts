// The server half of the office's portfolio pages: the list with the trash (/office/portfolio), a
// new project (/office/portfolio/new: a multipart form whose names `title`, `description`, `photo`,
// `alt` and the button `publish` are stable for other clients) and one project's page
// (/office/portfolio/<id>: its fields, photos, publishing, revisions, the trash); with JavaScript,
// each photo travels on its own to /office/photos as soon as it is chosen. Every form is a
// plain post answered with a redirect or, refused, with its messages (4xx) and what was typed;
// photos already accepted from a refused post are kept in it, so nothing uploaded is lost.
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import { photoImage } from "~/content/project-images.server";
import type { Image } from "~/content/schema";
import {
  compareProjects,
  focusPoints,
  projectCategories,
  projectFromForm,
  type FieldErrors,
  type ProjectPhoto,
  type ShownProject,
} from "../../server/content/portfolio.ts";
import { MISSING_PHOTO } from "../../server/content/collection.ts";
import { photoFromRef } from "../../server/content/content-photo.ts";
import { isPhotoRefused, photoUrl, photoWidths } from "../../server/photos/photos.ts";
import type { StoredPhoto } from "../../server/storage/content.ts";
import type { OfficeUser } from "../../server/storage/office.ts";
import {
  contentList,
  formIntent,
  formText,
  itemIdOf,
  itemIntent,
  notFound,
  orderedListAction,
  revisionsView,
  savedAs,
  uploadedPhotos,
} from "./office-content.server";
import { officeUser, type Context } from "./office.server";

const portfolio = (context: Context) => context.get(servicesContext).portfolio;
const LIST = "/office/portfolio";
const projectId = (params: { id?: string }) => itemIdOf(params) ?? notFound("project");

/** A photo as the project form lists it: what is stored, and how the office shows it. */
export type FormPhoto = ProjectPhoto & { image: Image | undefined };
export type ProjectFormValues = {
  title: string;
  slug: string;
  category: string;
  location: string;
  year: string;
  duration: string;
  description: string;
  story: string;
  scope: string;
  alt: string;
};

export const portfolioPage = (request: Request, context: Context) =>
  contentList(
    request,
    portfolio(context),
    (project) => project.title,
    (project) => ({
      slug: project.slug,
      category: project.category,
      location: project.location,
    }),
  );

const valuesOf = (project: ShownProject | undefined): ProjectFormValues => ({
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
});

const formPhotos = (photos: ProjectPhoto[], files: Record<number, StoredPhoto>): FormPhoto[] =>
  photos.map((photo) => ({ ...photo, image: photoImage(photo, files) }));

/** The project form: empty for a new project, or the project as saved, with its revisions. */
export async function projectPage(request: Request, context: Context, params: { id?: string }) {
  const notice = new URL(request.url).searchParams.get("done");
  const base = { categories: projectCategories, focusPoints, notice };
  if (params.id === undefined)
    return {
      ...base,
      id: undefined,
      status: undefined,
      hasChanges: false,
      siteSlug: "",
      previewAddress: undefined,
      values: valuesOf(undefined),
      photos: [],
      revisions: [],
      comparison: undefined,
    };
  const id = projectId(params);
  const project = (await portfolio(context).find(id)) ?? notFound("project");
  if (project.deletedAt) notFound("project");
  const saved = await portfolio(context).revisions(id);
  return {
    ...base,
    id,
    status: project.status,
    hasChanges: project.hasChanges,
    siteSlug: project.siteSlug,
    previewAddress: portfolio(context).previewAddress(project),
    values: valuesOf(project),
    photos: formPhotos(project.photos, project.photoFiles),
    ...revisionsView(request, saved, project, (fields) => fields.title, compareProjects),
  };
}

type Refused = { fieldErrors: FieldErrors & { form?: string }; values: ProjectFormValues; photos: FormPhoto[] };
const refused = (body: Refused, status = 400) => data(body, status);

/**
 * The photos the form lists (with their alt text, focus and whether each shows the room before the
 * work), in the order asked: a photo's "Make
 * it the cover" (`photoFirst` = its place) or "Move earlier" (`photoEarlier`) button moves it;
 * less those ticked for removal. Undefined when a reference is not one the form makes.
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

/** Whether the post is a photo's move (a save like any, said as such). */
const movesAPhoto = (form: FormData) => form.has("photoFirst") || form.has("photoEarlier");

/** Saves a new project or changes to one: the fields, the photos, and with `publish` or `unpublish` its status. */
export async function projectAction(request: Request, context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const id = params.id === undefined ? undefined : projectId(params);
  // The form may carry photos of up to 30 MB each: read when its turn comes (server/photos/photo-service.ts).
  return context.get(servicesContext).photos.receiving(() => handleProjectPost(request, context, user, id));
}

async function handleProjectPost(request: Request, context: Context, user: OfficeUser, id: number | undefined) {
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ fieldErrors: { form: "The form did not arrive whole: send it again." } }, 400);
  const intent = formIntent(form);
  const service = portfolio(context);

  if (id !== undefined) {
    const refusal = await itemIntent(service, id, intent, form, user.email, LIST);
    if (refusal) return refusal;
  }

  const { accepted, refusals } = await uploadedPhotos(form, user, context, formText(form, "alt"));
  const listed = listedPhotos(form);
  const photos = [...(listed ?? []), ...accepted];
  const values: ProjectFormValues = {
    title: formText(form, "title"),
    slug: formText(form, "slug"),
    category: formText(form, "category"),
    location: formText(form, "location"),
    year: formText(form, "year"),
    duration: formText(form, "duration"),
    description: formText(form, "description"),
    story: formText(form, "story"),
    scope: formText(form, "scope"),
    alt: formText(form, "alt"),
  };
  const shownPhotos = async () => formPhotos(photos, await service.photoFiles(photos));
  if (refusals.length > 0)
    return refused({ fieldErrors: { photo: refusals.join(" ") }, values, photos: await shownPhotos() });
  if (!listed) return refused({ fieldErrors: { photos: MISSING_PHOTO }, values, photos: await shownPhotos() });

  const slug = values.slug.trim() || (id === undefined ? await service.freeSlug(values.title) : "");
  const { status, done } = savedAs(intent, id === undefined);
  // "Save" on a published project keeps the changes as a draft; "Publish changes" puts them live.
  const saved = await service.save(projectFromForm(values, photos), slug, id, status, user.email, {
    asDraftChanges: intent === "save",
  });
  if ("errors" in saved)
    // The new photos' description went with them into the list; with none added it stays in its box.
    return refused({
      fieldErrors: saved.errors,
      values: { ...values, alt: accepted.length > 0 ? "" : values.alt },
      photos: await shownPhotos(),
    });
  throw redirect(
    `${LIST}/${saved.id}?done=${movesAPhoto(form) ? "reordered" : saved.asDraftChanges ? "changes" : done}`,
    303,
  );
}

/** The list's forms: a project back from the trash. */
export const portfolioAction = (request: Request, context: Context) =>
  orderedListAction(request, context, portfolio(context), LIST);

/** What /office/photos answers for a stored photo: its reference for the project form and a small picture of it. */
export type UploadedPhoto = { ref: string; preview: string; width: number; height: number };

/**
 * One photo, posted by the project form's script as soon as it is chosen (so the owner sees it
 * travel): stored as any photo, answered as JSON. The form then sends only its reference.
 */
export async function photoUpload(request: Request, context: Context) {
  const user = officeUser(context);
  const { photos } = context.get(servicesContext);
  return photos.receiving(async () => {
    const form = await request.formData().catch(() => undefined);
    const file = form?.get("photo");
    if (!file || typeof file === "string")
      return Response.json({ error: "Choose a photo to upload." }, { status: 400 });
    try {
      const stored = await photos.upload(Buffer.from(await file.arrayBuffer()), file.name || "The photo", user.email);
      const preview = photoUrl(stored, photoWidths(stored.width)[0]!, "webp");
      const body: UploadedPhoto = { ref: `photo:${stored.id}`, preview, width: stored.width, height: stored.height };
      return Response.json(body, { status: 201 });
    } catch (error) {
      if (!isPhotoRefused(error)) throw error;
      return Response.json({ error: error.message }, { status: 400 });
    }
  });
}
