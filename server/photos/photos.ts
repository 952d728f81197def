// The owner's photos: what an upload must be, and the files the pages show.
//
// An upload is decoded once (sharp), turned upright by its EXIF orientation and re-encoded as the
// master JPEG, which keeps no metadata at all: no GPS position of a client's home, no camera serial,
// no XMP or IPTC. Only that master is stored; the widths the pages ask for (AVIF and WebP, as the
// build makes for the seed pictures) are encoded from it on first request and kept in the
// database beside it, so every process serves the same files without a shared disk.
import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";

export const MAX_PHOTO_BYTES = 30 * 1024 * 1024;
/** A 48-megapixel phone photo fits; a decompression bomb (a small file of a billion pixels) does not. */
export const MAX_PHOTO_PIXELS = 64_000_000;
/** The shorter side a photo needs to fill a phone's card sharply; an icon or a thumbnail does not. */
export const MIN_PHOTO_SIDE = 400;
/** The master's longest side: beyond the widest variant and a 2x desktop screen. */
const MASTER_SIDE = 2400;
/** The widths the pages' srcsets list, as for the build's pictures (vite.config.ts). */
export const PHOTO_WIDTHS = [480, 760, 1080, 1600] as const;
/** The formats the pages' <picture> elements offer. */
export const PHOTO_FORMATS = ["avif", "webp"] as const;
/** A photo's files: the pages' formats, and JPEG for e-mail (Outlook for Windows shows no WebP, no mail client AVIF). */
export type PhotoFormat = (typeof PHOTO_FORMATS)[number] | "jpeg";

// libvips keeps recent operations (and their pixels) for reuse; uploads are each seen once.
sharp.cache(false);

const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);
const MB = 1024 * 1024;

/** An upload that is not a photo we take; the message is for the person who chose the file. */
export class PhotoRefused extends Error {
  override name = "PhotoRefused";
}
/**
 * Whether an error is a refusal. By name, not instanceof: the pages' bundle holds its own copy of
 * this module, and the refusal comes from the one the server's services loaded.
 */
export const isPhotoRefused = (error: unknown): error is PhotoRefused =>
  error instanceof Error && error.name === "PhotoRefused";

export type AcceptedPhoto = { master: Buffer; width: number; height: number; hash: string };

const looksLikeSvg = (bytes: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(svg|!DOCTYPE svg)/i.test(bytes.subarray(0, 2048).toString("utf8"));

/** An iPhone's HEIC photo (HEVC inside an ISO media file), by its file type box; AVIF, its sibling, is not one. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const looksLikeHeic = (bytes: Buffer) =>
  bytes.length > 12 && bytes.toString("latin1", 4, 8) === "ftyp" && HEIC_BRANDS.has(bytes.toString("latin1", 8, 12));
const heicRefusal = (fileName: string) =>
  new PhotoRefused(
    `${fileName} is a HEIC photo, which this server cannot read: share it as JPEG (on an iPhone, choose "Most Compatible" or send it by mail) and upload that.`,
  );

const decoderOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "truncated" } as const;

/** Checks an uploaded file and makes its master, or throws PhotoRefused saying why not. */
export async function acceptPhoto(bytes: Buffer, fileName = "The file"): Promise<AcceptedPhoto> {
  if (bytes.length === 0) throw new PhotoRefused(`${fileName} is empty: choose a photo to upload.`);
  if (bytes.length > MAX_PHOTO_BYTES)
    throw new PhotoRefused(
      `${fileName} is ${(bytes.length / MB).toFixed(1)} MB; a photo may be up to ${MAX_PHOTO_BYTES / MB} MB.`,
    );
  if (looksLikeSvg(bytes))
    throw new PhotoRefused(`${fileName} is an SVG drawing, which can carry scripts: upload a JPEG, PNG or WebP photo.`);
  let format: string | undefined;
  let pixels = 0;
  try {
    // The header only (no pixels are decoded): a bomb is measured here, and refused below by its size.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    if (looksLikeHeic(bytes)) throw heicRefusal(fileName);
    throw new PhotoRefused(`${fileName} is not a photo we can read: upload a JPEG, PNG or WebP photo.`);
  }
  if (!format || !ACCEPTED.has(format))
    throw new PhotoRefused(
      `${fileName} is ${format ? `a ${format.toUpperCase()} file` : "not a photo"}: upload a JPEG, PNG or WebP photo.`,
    );
  if (pixels > MAX_PHOTO_PIXELS)
    throw new PhotoRefused(
      `${fileName} has ${Math.round(pixels / 1e6)} million pixels; a photo may have up to ${MAX_PHOTO_PIXELS / 1e6} million.`,
    );
  try {
    const accepted = await masterOf(
      sharp(bytes, decoderOptions)
        .rotate() // upright by its EXIF orientation, which the master then no longer needs
        .resize({ width: MASTER_SIDE, height: MASTER_SIDE, fit: "inside", withoutEnlargement: true }),
    );
    if (Math.min(accepted.width, accepted.height) < MIN_PHOTO_SIDE)
      throw new PhotoRefused(
        `${fileName} is only ${accepted.width} × ${accepted.height} pixels: choose a photo at least ${MIN_PHOTO_SIDE} pixels on its shorter side (a phone's photos have thousands).`,
      );
    return accepted;
  } catch (error) {
    if (isPhotoRefused(error)) throw error;
    const message = (error as Error).message;
    if (looksLikeHeic(bytes)) throw heicRefusal(fileName);
    if (/premature|truncat|end of (input|file)|corrupt/i.test(message))
      throw new PhotoRefused(`${fileName} is incomplete (cut off before its end): upload it again.`);
    throw new PhotoRefused(`${fileName} could not be read as a photo: upload a JPEG, PNG or WebP photo.`);
  }
}

/** A master as stored: a JPEG without metadata, named by a hash of its bytes. */
async function masterOf(pipeline: Sharp): Promise<AcceptedPhoto> {
  const { data, info } = await pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  const hash = createHash("sha256").update(data).digest("base64url").slice(0, 16);
  return { master: data, width: info.width, height: info.height, hash };
}

export type Turn = "left" | "right";

/**
 * A master turned a quarter, for a photo whose camera wrote the wrong orientation (or none): a new
 * master, so that the old one's addresses (in a letter already sent) keep answering.
 */
export const turnPhoto = (master: Buffer, turn: Turn) => masterOf(sharp(master).rotate(turn === "right" ? 90 : 270));

/** One width of a photo in one format, from its master. */
export async function encodeVariant(master: Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  const resized = sharp(master).resize({ width, withoutEnlargement: true });
  // As the build encodes the seed pictures (vite.config.ts): the first visitor to ask waits for it.
  if (format === "avif") return resized.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === "webp") return resized.webp({ quality: 50, effort: 2 }).toBuffer();
  return resized.jpeg({ quality: 70, mozjpeg: true }).toBuffer();
}

/** The widths a photo offers: those below its own width, and its own width when it is narrower than the widest. */
export function photoWidths(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((candidate) => candidate < width);
  return below.length < PHOTO_WIDTHS.length ? [...below, width] : [...below];
}

/** A photo variant's public address: immutable, since the hash names the master's bytes. */
export const photoUrl = (photo: { id: number; hash: string }, width: number, format: PhotoFormat) =>
  `/photos/${photo.id}-${photo.hash}-${width}.${format}`;

/**
 * The fallback <img>: a JPEG, 1080 px wide. Browsers take the AVIF or WebP sources; the <img>'s
 * address is also a page's share image (og:image, JSON-LD), and a JPEG is what every link preview reads.
 */
const FALLBACK_WIDTH = 1080;

/** An uploaded photo as a <picture> shows it: its srcset per format (every width it offers) and its fallback <img>. */
export function photoPicture(file: { id: number; hash: string; width: number; height: number }) {
  const widths = photoWidths(file.width);
  const sources: Record<string, string> = Object.fromEntries(
    PHOTO_FORMATS.map((format) => [
      format,
      widths.map((width) => `${photoUrl(file, width, format)} ${width}w`).join(", "),
    ]),
  );
  const fallback = widths.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? widths[0]!;
  return { sources, img: { src: photoUrl(file, fallback, "jpeg"), w: file.width, h: file.height } };
}

/** Parses a photo address back; undefined for anything that is not one. */
export function parsePhotoUrl(
  name: string,
): { id: number; hash: string; width: number; format: PhotoFormat } | undefined {
  const match = /^(\d{1,12})-([\w-]{16})-(\d{2,4})\.(avif|webp|jpeg)$/.exec(name);
  if (!match) return undefined;
  return { id: Number(match[1]), hash: match[2]!, width: Number(match[3]), format: match[4] as PhotoFormat };
}
