// After `react-router build`: the site's icon as a picture, build/client/apple-touch-icon.png.
// iOS puts it on a home screen, and search engines, which read a site's icon from its home
// page's head, can fetch it; Chromium never asks for it while a page loads. The pages carry the
// drawing itself inline (app/root.tsx). 180 px, Apple's size, on the colour of the drawing's own
// square, so that no transparent corner shows under the system's rounding. Made here, not by a
// route: nothing a visitor requests ever runs sharp.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const clientDir = process.argv[2] ?? "build/client";
const SIZE = 180;

const drawing = readFileSync(new URL("../app/assets/favicon.svg", import.meta.url), "utf8");
const square = drawing.match(/<rect\b[^>]*\bfill="([^"]+)"/);
if (!square) throw new Error("app/assets/favicon.svg has no filled square to take the background from");
const { size } = await sharp(Buffer.from(drawing), { density: 72 * 4 })
  .resize(SIZE, SIZE)
  .flatten({ background: square[1]! })
  .png({ compressionLevel: 9 })
  .toFile(join(clientDir, "apple-touch-icon.png"));
console.log(`apple-touch-icon.png: ${SIZE} px, ${(size / 1024).toFixed(1)} KB`);
