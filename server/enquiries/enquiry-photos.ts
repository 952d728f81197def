// Photos sent with a contact message: the form's limits (common/enquiry.ts's enquiryPhotos), then
// each file made a photo by the office's own pipeline (server/photos/photos.ts: decoded once,
// turned upright, at most 2400 px, re-encoded without any metadata: no GPS position of the
// client's home), with the small copy the lead's page shows. Nothing here is ever public.
import { photoLimitRefusal } from "../../common/enquiry.ts";
import { acceptPhoto, encodeVariant, isPhotoRefused, PHOTO_WIDTHS } from "../photos/photos.ts";
import type { NewEnquiryPhoto } from "../storage/types.ts";

/** A file as the form sent it; `bytes` only when it was within the limits (the reader measured the rest). */
export type Upload = { name: string; size: number; bytes?: Buffer };

/** The lead page's thumbnails: the narrowest width the site encodes, sharp at 2x in a phone's row of three. */
const THUMBNAIL_WIDTH = PHOTO_WIDTHS[0];

/** The photos to store, or the one message the photos field shows (which file, and why). */
export async function acceptEnquiryPhotos(
  uploads: readonly Upload[],
): Promise<{ ok: true; photos: NewEnquiryPhoto[] } | { ok: false; message: string }> {
  const refusal = photoLimitRefusal(uploads);
  if (refusal) return { ok: false, message: refusal };
  const photos: NewEnquiryPhoto[] = [];
  for (const upload of uploads) {
    try {
      // Within the limits, the reader kept every byte; an empty file is refused by name below.
      const { master, width, height, hash } = await acceptPhoto(
        upload.bytes ?? Buffer.alloc(0),
        upload.name || "A photo",
      );
      photos.push({ master, width, height, hash, thumbnail: await encodeVariant(master, THUMBNAIL_WIDTH, "webp") });
    } catch (error) {
      if (!isPhotoRefused(error)) throw error;
      return { ok: false, message: error.message };
    }
  }
  return { ok: true, photos };
}

/** What the owner's mail says of them: how many, and where they are (never attached: they stay in the office). */
export const photosInMail = (count: number, stored: boolean) =>
  stored
    ? `${count} ${count === 1 ? "photo" : "photos"}, on the lead's page in the office`
    : `${count} ${count === 1 ? "photo" : "photos"} sent, which could not be kept: ask them to send again`;
