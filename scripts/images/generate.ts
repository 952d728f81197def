// Draws the site's interim imagery (app/assets/images/*.jpg) and the hero video
// (app/assets/video/hero.mp4 + hero.webm). Deterministic: every picture is an SVG composed in
// code from its own seed and parameters, rasterised by sharp.
//
//   node scripts/images/generate.ts            only files that are missing
//   node scripts/images/generate.ts --force    everything
//   node scripts/images/generate.ts --only=gallery-01,portfolio-02 [--force]
//   node scripts/images/generate.ts --no-video
//
// Names and sizes are the contract with the site; a later project replaces these files with
// Blender renders of the same names and aspect ratios.

import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { IMAGES } from "./catalog.ts";
import { makeHeroVideo } from "./video.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const imgDir = join(root, "app/assets/images");
const videoDir = join(root, "app/assets/video");

const args = process.argv.slice(2);
const force = args.includes("--force");
const noVideo = args.includes("--no-video");
const onlyArg = args.find((a) => a.startsWith("--only="));
const only = onlyArg ? new Set(onlyArg.slice(7).split(",").filter(Boolean)) : null;

const REQUIRED: [string, number, number][] = [
  ["hero-poster", 1920, 1080],
  ...Array.from({ length: 9 }, (_, i) => [`gallery-${String(i + 1).padStart(2, "0")}`, 1200, 900] as [string, number, number]),
  ...Array.from({ length: 20 }, (_, i) => [`portfolio-${String(i + 1).padStart(2, "0")}`, 1600, 1200] as [string, number, number]),
  ["service-kitchen", 1920, 1080],
  ["service-bathroom", 1920, 1080],
  ["service-full-home", 1920, 1080],
  ["service-cabinetry", 1920, 1080],
  ["blog-kitchen-trends", 1600, 900],
  ["blog-small-bathroom", 1600, 900],
  ["blog-countertops", 1600, 900],
  ["blog-winter-park", 1600, 900],
  ["blog-permits", 1600, 900],
  ["blog-energy", 1600, 900],
  ["about-family", 1600, 1200],
  ["og-default", 1200, 630],
];

for (const [name, w, h] of REQUIRED) {
  const def = IMAGES.find((d) => d.name === name);
  if (!def) throw new Error(`catalog is missing ${name}`);
  if (def.w !== w || def.h !== h) throw new Error(`${name} must be ${w}x${h}, catalog says ${def.w}x${def.h}`);
}
if (only)
  for (const n of only)
    if (!IMAGES.some((d) => d.name === n)) {
      console.error(`unknown image "${n}"; known: ${IMAGES.map((d) => d.name).join(", ")}`);
      process.exit(1);
    }

mkdirSync(imgDir, { recursive: true });
mkdirSync(videoDir, { recursive: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
let written = 0;
let writtenBytes = 0;
const t0 = Date.now();

for (const def of IMAGES) {
  if (only && !only.has(def.name)) continue;
  const file = join(imgDir, `${def.name}.jpg`);
  if (!force && existsSync(file)) continue;
  const scene = def.build();
  if (scene.w !== def.w || scene.h !== def.h) throw new Error(`${def.name}: scene is ${scene.w}x${scene.h}`);
  const svg = scene.svg();
  const jpg = await sharp(Buffer.from(svg), { unlimited: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 84, progressive: true, mozjpeg: true })
    .toBuffer();
  const meta = await sharp(jpg).metadata();
  if (meta.width !== def.w || meta.height !== def.h) throw new Error(`${def.name}: rasterised to ${meta.width}x${meta.height}`);
  writeFileSync(file, jpg);
  written++;
  writtenBytes += jpg.length;
  console.log(`${`${def.name}.jpg`.padEnd(26)} ${`${def.w}x${def.h}`.padEnd(10)} ${kb(jpg.length).padStart(8)}`);
}

let allImages = 0;
for (const def of IMAGES) {
  const file = join(imgDir, `${def.name}.jpg`);
  if (existsSync(file)) allImages += statSync(file).size;
}

let videoBytes = 0;
const mp4 = join(videoDir, "hero.mp4");
const webm = join(videoDir, "hero.webm");
if (!noVideo && !only) {
  if (force || !existsSync(mp4) || !existsSync(webm)) {
    const res = makeHeroVideo({ main: join(imgDir, "hero-poster.jpg"), second: join(imgDir, "service-full-home.jpg"), outDir: videoDir });
    console.log(`${"hero.mp4".padEnd(26)} ${"1280x720".padEnd(10)} ${kb(res.mp4).padStart(8)}`);
    console.log(`${"hero.webm".padEnd(26)} ${"1280x720".padEnd(10)} ${kb(res.webm).padStart(8)}`);
    written += 2;
    writtenBytes += res.mp4 + res.webm;
  }
}
if (existsSync(mp4) && existsSync(webm)) videoBytes = statSync(mp4).size + statSync(webm).size;

console.log(`wrote ${written} file(s), ${kb(writtenBytes)} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(`total: ${IMAGES.length} images ${(allImages / 1024 / 1024).toFixed(2)} MB, video ${(videoBytes / 1024 / 1024).toFixed(2)} MB`);
