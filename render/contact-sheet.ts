// Review helper: tiles generated JPEGs into one PNG contact sheet.
//   node render/contact-sheet.ts <out.png> [name-prefix ...]
import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "app/assets/images");
const [out = "/tmp/contact-sheet.png", ...prefixes] = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".jpg") && (!prefixes.length || prefixes.some((p) => f.startsWith(p))))
  .sort();
const cols = Math.min(4, files.length);
const tw = 480;
const th = 300;
const rows = Math.ceil(files.length / cols);
const tiles = await Promise.all(
  files.map(async (f, i) => ({
    input: await sharp(join(dir, f)).resize(tw, th, { fit: "contain", background: "#ffffff" }).toBuffer(),
    left: (i % cols) * tw,
    top: Math.floor(i / cols) * th,
  })),
);
await sharp({ create: { width: cols * tw, height: rows * th, channels: 3, background: "#ffffff" } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${out}: ${files.length} images`);
