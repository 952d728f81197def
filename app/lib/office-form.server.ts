// What the office's content forms share when a post is read (app/lib/office-kinds/): a field's
// text, and the photos a form sends, stored before its fields are checked.
import { servicesContext } from "~/context";
import { photoFromRef, type ContentPhoto } from "../../server/content/content-photo.ts";
import { photoImage } from "~/content/project-images.server";
import type { Image } from "~/content/schema";
import { isPhotoRefused, photoUrl, photoWidths } from "../../server/photos/photos.ts";
import type { StoredPhoto } from "../../server/storage/content.ts";
import type { OfficeUser } from "../../server/storage/office.ts";
import { officeUser, type Context } from "./office.server";

export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Stores the form's new photo files (`photo`); the refusals say which file and why. */
export async function uploadedPhotos(form: FormData, user: OfficeUser, context: Context, alt: string) {
  const files = form.getAll("photo").filter((value): value is File => typeof value !== "string" && value.size > 0);
  const accepted: Extract<ContentPhoto, { photo: number }>[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    try {
      const bytes = Buffer.from(await file.arrayBuffer());
      const stored = await context.get(servicesContext).photos.upload(bytes, file.name || "The photo", user.email);
      accepted.push({ photo: stored.id, alt, focus: "center" });
    } catch (error) {
      if (!isPhotoRefused(error)) throw error;
      refusals.push(error.message);
    }
  }
  return { accepted, refusals };
}

/**
 * A form's one photo (CoverPhoto's `<field>.ref`, `.alt` and `.focus`, a new file as `photo`): a
 * new upload replaces the one it had, described by the same field; the refusals say which file
 * and why.
 */
export async function formPhoto(form: FormData, field: string, user: OfficeUser, context: Context) {
  const alt = formText(form, `${field}.alt`);
  const { accepted, refusals } = await uploadedPhotos(form, user, context, alt);
  const ref = accepted[0] ? `photo:${accepted[0].photo}` : formText(form, `${field}.ref`);
  return { photo: photoFromRef(ref, alt, formText(form, `${field}.focus`).toLowerCase()), refusals };
}

/** A page's one photo as the form shows it (CoverPhoto): what is stored, and its picture. */
export type FormCover = ContentPhoto & { image: Image | undefined };
export const formCover = async (
  service: { photoFiles: (photos: ContentPhoto[]) => Promise<Record<number, StoredPhoto>> },
  cover: ContentPhoto | undefined,
): Promise<FormCover | undefined> => cover && { ...cover, image: photoImage(cover, await service.photoFiles([cover])) };

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
