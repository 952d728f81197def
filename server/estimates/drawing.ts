// A drawn signature, optional beside the typed name: the client's pad (where JavaScript runs)
// posts it as a PNG data URL in `signatureDrawing`. Checked here before anything is signed: a PNG
// (its signature bytes and a header pdf-lib can read), small enough to sit in a form post under the
// site's 64 KB form limit, of a sensible size; anything else is the client's 400, never a 5xx.
import { PDFDocument } from "pdf-lib";

/** The PNG's most bytes: its base64, URL-encoded in the form, stays under the site's 64 KB form limit. */
export const DRAWING_MAX_BYTES = 32 * 1024;
/** The pad's picture at most this wide and high (the pad draws about 600 × 200 at twice the pixels). */
const DRAWING_MAX_SIDE = 2000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PREFIX = "data:image/png;base64,";

export const DRAWING_ERROR =
  "The drawn signature could not be read: clear it and draw it again, or leave it empty and sign with your typed name.";

/** The drawing posted: undefined when none was drawn (an empty field), its PNG bytes, or the client's error. */
export async function checkDrawing(
  value: unknown,
): Promise<{ ok: true; png: Buffer | undefined } | { ok: false; error: string }> {
  if (value === undefined || value === null || value === "") return { ok: true, png: undefined };
  if (typeof value !== "string" || !value.startsWith(PREFIX)) return { ok: false, error: DRAWING_ERROR };
  const base64 = value.slice(PREFIX.length);
  if (base64.length > Math.ceil(DRAWING_MAX_BYTES / 3) * 4)
    return { ok: false, error: "The drawn signature is too large: clear it and draw it again, a little smaller." };
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return { ok: false, error: DRAWING_ERROR };
  const png = Buffer.from(base64, "base64");
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString("latin1", 12, 16) !== "IHDR")
    return { ok: false, error: DRAWING_ERROR };
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  if (width < 1 || height < 1 || width > DRAWING_MAX_SIDE || height > DRAWING_MAX_SIDE)
    return { ok: false, error: DRAWING_ERROR };
  // What the PDF will embed must embed: a PNG whose data is broken is refused now, not at signing.
  try {
    await (await PDFDocument.create()).embedPng(png);
  } catch {
    return { ok: false, error: DRAWING_ERROR };
  }
  return { ok: true, png };
}
