// Review sheet: every picture at about the size the site shows it (480 px wide tiles, labelled),
// and a 100 % crop (800x600 from the centre, where the surfaces are) of each, for judging grain,
// materials and styling side by side with earlier renders.
//   npm run render -- --contact-sheet[=DIR]      (or: node render/contact-sheet.ts [DIR])
// writes DIR/sheet.png and DIR/crops/<name>.png (DIR defaults to /tmp/contact-sheet).
import { mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const TILE_W = 480;
const TILE_H = 360;
const LABEL_H = 22;
const COLS = 4;
const CROP_W = 800;
const CROP_H = 600;

export async function makeContactSheet(imagesDir: string, outDir: string, entries: { name: string }[]): Promise<void> {
  mkdirSync(join(outDir, "crops"), { recursive: true });
  const cellH = TILE_H + LABEL_H;
  const tiles = await Promise.all(
    entries.map(async (e, i) => {
      const file = join(imagesDir, `${e.name}.jpg`);
      const meta = await sharp(file).metadata();
      const w = meta.width ?? CROP_W;
      const h = meta.height ?? CROP_H;
      await sharp(file)
        .extract({
          left: Math.max(0, Math.round((w - CROP_W) / 2)),
          top: Math.max(0, Math.round((h - CROP_H) / 2)),
          width: Math.min(w, CROP_W),
          height: Math.min(h, CROP_H),
        })
        .png()
        .toFile(join(outDir, "crops", `${e.name}.png`));
      const label = Buffer.from(
        `<svg width="${TILE_W}" height="${LABEL_H}"><text x="6" y="16" font-family="sans-serif" font-size="14">${e.name}</text></svg>`,
      );
      const x = (i % COLS) * TILE_W;
      const y = Math.floor(i / COLS) * cellH;
      return [
        {
          input: await sharp(file).resize(TILE_W, TILE_H, { fit: "contain", background: "#ffffff" }).toBuffer(),
          left: x,
          top: y,
        },
        { input: label, left: x, top: y + TILE_H },
      ];
    }),
  );
  const rows = Math.ceil(entries.length / COLS);
  await sharp({ create: { width: COLS * TILE_W, height: rows * cellH, channels: 3, background: "#ffffff" } })
    .composite(tiles.flat())
    .png()
    .toFile(join(outDir, "sheet.png"));
  console.log(`${join(outDir, "sheet.png")}: ${entries.length} pictures; 100 % crops in ${join(outDir, "crops")}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const imagesDir = join(root, "app/assets/images");
  const manifest = JSON.parse(readFileSync(join(imagesDir, "manifest.json"), "utf8")) as { images: { name: string }[] };
  await makeContactSheet(imagesDir, process.argv[2] ?? join(tmpdir(), "contact-sheet"), manifest.images);
}
