// Real image files for the photo tests, made with sharp: a phone photo stored sideways with its
// EXIF orientation and the GPS position of where it was taken, and the bad files an upload must
// refuse (truncated, SVG, a renamed program, a decompression bomb).
import { readFileSync } from "node:fs";
import sharp, { type OverlayOptions } from "sharp";

/**
 * A landscape photo (1600 x 1200 as seen) stored sideways (orientation 6), with camera and GPS
 * EXIF; its top 200 rows (as stored) are dark. With `grain`, a camera's sensor noise over it makes
 * it weigh as a phone's photo does (about 1.3 MB, not 30 KB).
 */
export async function sidewaysPhotoWithGps({ grain = false } = {}): Promise<Buffer> {
  const [width, height] = [1200, 1600];
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c84"/><rect width="${width}" height="200" fill="#222"/></svg>`;
  const noise = { type: "gaussian", mean: 128, sigma: 60 } as const;
  const overlay: OverlayOptions[] = grain
    ? [{ input: { create: { width, height, channels: 3, noise, background: "#808080" } }, blend: "soft-light" }]
    : [];
  return sharp(Buffer.from(drawing))
    .composite(overlay)
    .jpeg({ quality: grain ? 95 : 90 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Phone 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "28/1 32/1 1234/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "81/1 22/1 5/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain photo of the given size and colour, in the given format. */
export const plainPhoto = (width: number, height: number, format: "png" | "webp" | "jpeg", colour = "#6a8") =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();

/** Whether a file's EXIF block has a GPS section (the GPS IFD pointer, tag 0x8825, in either byte order). */
export async function hasGps(bytes: Buffer): Promise<boolean> {
  const { exif } = await sharp(bytes).metadata();
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

export const badFiles = async () => {
  const photo = await sidewaysPhotoWithGps();
  return {
    truncated: photo.subarray(0, Math.floor(photo.length / 2)),
    svg: Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ),
    // An ELF program's first bytes, named like a photo.
    program: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 7)]),
    // 16,000 x 16,000 pixels of one colour: a small file that would take 768 MB to decode.
    bomb: await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
    oversized: Buffer.concat([photo, Buffer.alloc(31 * 1024 * 1024)]),
    // A real HEIC photo (HEVC, as an iPhone takes them, with camera and GPS EXIF), made from a
    // sidewaysPhotoWithGps() at 240 x 320 by libheif's `heif-enc -q 30`. sharp's prebuilt libvips
    // reads its header but has no HEVC decoder (the codec's patents keep it out).
    heic: readFileSync(new URL("iphone-photo.heic", import.meta.url)),
  };
};
