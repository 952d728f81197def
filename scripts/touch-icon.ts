// After `react-router build`: the site's icon as a picture, build/client/apple-touch-icon.png.
// iOS puts it on a home screen, and search engines, which read a site's icon from its home
// page's head, can fetch it; Chromium never asks for it while a page loads. The pages carry the
// drawing itself inline (app/root.tsx). 180 px, Apple's size, on the drawing's own green, so that
// no transparent corner shows under the system's rounding. Made here, not by a route: nothing a
// visitor requests ever runs sharp.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const clientDir = process.argv[2] ?? "build/client";
const SIZE = 180;
const GREEN = "#2d4a3e";

const drawing = readFileSync(new URL("../app/assets/favicon.svg", import.meta.url));
const { size } = await sharp(drawing, { density: 72 * 4 })
  .resize(SIZE, SIZE)
  .flatten({ background: GREEN })
  .png({ compressionLevel: 9 })
  .toFile(join(clientDir, "apple-touch-icon.png"));
console.log(`apple-touch-icon.png: ${SIZE} px, ${(size / 1024).toFixed(1)} KB`);
