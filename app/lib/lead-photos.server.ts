// The photos a visitor sent with a lead, as the office serves them: under the lead's own address
// (/office/leads/<id>/photos/<photo>-<hash>.jpeg, and -thumb.webp for the lead page's small copy),
// so the office's shell admits only a signed-in person (signed out: 401, no bytes), and never kept
// by a browser or a proxy (no-store, as every office address: server/http/office-guard.ts). The hash names
// the stored master, so an address cannot be guessed from another.
import { data } from "react-router";
import type { EnquiryPhotoRow } from "../../server/storage/types.ts";
import { officeService, type Context } from "./office.server";

const leadPhotoPath = (leadId: number, photo: EnquiryPhotoRow, size: "full" | "thumbnail") =>
  `/office/leads/${leadId}/photos/${photo.id}-${photo.hash}${size === "full" ? ".jpeg" : "-thumb.webp"}`;

/** A lead's photos as its page shows them: a thumbnail that opens the full photo. */
export const leadPhotos = (leadId: number, photos: EnquiryPhotoRow[]) =>
  photos.map((photo) => ({
    id: photo.id,
    width: photo.width,
    height: photo.height,
    full: leadPhotoPath(leadId, photo, "full"),
    thumbnail: leadPhotoPath(leadId, photo, "thumbnail"),
  }));

const notFound = () => data("No such photo.", { status: 404 });

/** The photo file an address names, or a 404 (an id, hash or name that is none of this lead's photos). */
export async function leadPhotoFile(leadParam: string | undefined, name: string | undefined, context: Context) {
  const match = /^(\d{1,12})-([\w-]{16})(\.jpeg|-thumb\.webp)$/.exec(name ?? "");
  if (!leadParam || !/^\d{1,12}$/.test(leadParam) || !match) throw notFound();
  const size = match[3] === ".jpeg" ? "full" : "thumbnail";
  const bytes = await officeService(context).leadPhoto(
    Number(leadParam),
    { id: Number(match[1]), hash: match[2]! },
    size,
  );
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": size === "full" ? "image/jpeg" : "image/webp",
      "Content-Length": String(bytes.length),
    },
  });
}
