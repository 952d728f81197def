// Renders the site's pictures with Blender (Cycles, CPU) from app/assets/images/manifest.json and
// builds the hero video loop. Only what is missing or changed is rendered: every entry's hash
// (its scene parameters, size, seed and the renderer's source) is kept in renders.lock.json.
//
//   node render/render.ts                 render missing / changed images, then the video
//   node render/render.ts --only=a,b      limit to these names (prefixes ending in * work)
//   node render/render.ts --force         re-render even if up to date
//   node render/render.ts --dry-run       list what would be rendered
//   node render/render.ts --no-video      skip the hero video; --video-only builds just it
//   node render/render.ts --samples=N     override the sample count (quick tests)
//   node render/render.ts --scale=F       render at this fraction of the final size (quick tests)
//   node render/render.ts --contact-sheet[=DIR]  write the review sheet of all pictures at display
//                                                 size and 100 % crops into DIR (default /tmp/contact-sheet)
//   node render/render.ts --keep-tmp      keep Blender's PNGs and logs for inspection
//   node render/render.ts --relock        record the current hashes of the existing images without
//                                                 rendering: only after a renderer change (a comment, a
//                                                 refactor) shown not to alter the pictures
//
// Each still: Blender renders a 16-bit PNG at the final size on one thread with adaptive sampling;
// its compositor rebuilds the picture from the light passes, smoothing the light but not the
// surfaces (no ffmpeg filter any more); sharp writes a progressive mozjpeg JPEG. Entries with "source": "photo" are never touched.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { makeContactSheet } from "./contact-sheet.ts";
import { makeHeroVideo } from "./video.ts";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const imagesDir = join(root, "app/assets/images");
const videoDir = join(root, "app/assets/video");
const manifestPath = join(imagesDir, "manifest.json");
const lockPath = join(here, "renders.lock.json");
const blenderDir = join(here, "blender");

/** Final size; --scale renders smaller for quick tests (the JPEG is then scaled up). */
const RENDER_SCALE = Number(process.argv.find((a) => a.startsWith("--scale="))?.slice(8) ?? 1);
/** Samples per pixel at most; adaptive sampling stops pixels that are already clean sooner. The
 * compositor then smooths the remaining grain in the light passes only (blender/compositing.py). */
const SAMPLES = 48;
/** Adaptive sampling's noise threshold: lower is cleaner and slower. */
const NOISE_THRESHOLD = 0.02;
/** Cap per picture (seconds): the picture is saved with the samples reached by then. High enough
 * for the pictures whose manifest entry asks for more samples (dark painted millwork, about three
 * times the usual 10-15 minutes), so the cap only stops a run gone wrong. */
const TIME_LIMIT = 3600;
const JPEG_QUALITY = 86;

export interface ImageEntry {
  name: string;
  width: number;
  height: number;
  seed: number;
  alt: string;
  /**
   * The alt text for the picture the scene now describes, while the committed JPEG still shows
   * the old one: the site serves `alt` until the new picture is rendered, which adopts this.
   */
  pendingAlt?: string;
  category?: string;
  source?: "render" | "photo";
  samples?: number;
  scene: { room: string; [key: string]: unknown };
}

interface Lock {
  images: Record<string, { hash: string; seconds: number; rendered: string }>;
  video?: { hash: string; seconds: number; rendered: string };
}

const args = process.argv.slice(2);
const flag = (f: string) => args.includes(f);
const opt = (f: string) => args.find((a) => a.startsWith(`${f}=`))?.slice(f.length + 1);
const force = flag("--force");
const dryRun = flag("--dry-run");
const only = opt("--only")
  ?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const samplesOverride = opt("--samples") ? Number(opt("--samples")) : undefined;

const lock: Lock = existsSync(lockPath) ? JSON.parse(readFileSync(lockPath, "utf8")) : { images: {} };

// the Python modules each room type runs (main + shared toolkit + its builder)
const MODULES: Record<string, string[]> = {
  kitchen: ["kitchen.py"],
  bathroom: ["bath.py"],
  living: ["living.py", "kitchen.py"],
  millwork: ["millwork.py"],
};
// shared by every room type: the entry point, the toolkit modules and the furniture parts
const COMMON = [
  "main.py",
  "scene.py",
  "geometry.py",
  "nodes.py",
  "materials.py",
  "room.py",
  "lights.py",
  "camera.py",
  "compositing.py",
  "styling.py",
  "parts.py",
];
const PIPELINE = `scale=${RENDER_SCALE};samples=${samplesOverride ?? SAMPLES};threshold=${NOISE_THRESHOLD};limit=${TIME_LIMIT};q=${JPEG_QUALITY}`;

function sourceHash(room: string): string {
  const files = [...COMMON, ...(MODULES[room] ?? [])];
  const h = createHash("sha256");
  for (const f of files) h.update(f).update(readFileSync(join(blenderDir, f)));
  return h.digest("hex");
}

function entryHash(e: ImageEntry): string {
  const h = createHash("sha256");
  h.update(JSON.stringify({ w: e.width, h: e.height, seed: e.seed, samples: e.samples, scene: e.scene, PIPELINE }));
  h.update(sourceHash(e.scene.room));
  return h.digest("hex").slice(0, 16);
}

/**
 * Now that the picture shows what the scene describes, its pending alt text becomes its alt text.
 * Edited as text, so the manifest keeps its hand-kept layout.
 */
function adoptPendingAlt(e: ImageEntry, pendingAlt: string) {
  const lines = `      "alt": ${JSON.stringify(e.alt)},\n      "pendingAlt": ${JSON.stringify(pendingAlt)},\n`;
  const text = readFileSync(manifestPath, "utf8");
  if (!text.includes(lines)) throw new Error(`${e.name}: alt and pendingAlt are not adjacent lines in ${manifestPath}`);
  writeFileSync(manifestPath, text.replace(lines, `      "alt": ${JSON.stringify(pendingAlt)},\n`));
  e.alt = pendingAlt;
  delete e.pendingAlt;
}

/** Render order: what makes the site look complete first. */
function priority(name: string): number {
  const order = ["hero-poster", "service-", "gallery-", "portfolio-", "blog-", "about-", "og-"];
  const i = order.findIndex((p) => name.startsWith(p));
  return i < 0 ? order.length : i;
}

function matches(name: string): boolean {
  if (!only) return true;
  return only.some((o) => (o.endsWith("*") ? name.startsWith(o.slice(0, -1)) : name === o));
}

/** Writes this run's entries for `names` (and the video's, if asked) into the lock as it is on
 * disk now, so two runs with disjoint --only lists, one per core, keep each other's entries. */
function saveLock(names: string[], video = false): void {
  const onDisk: Lock = existsSync(lockPath) ? JSON.parse(readFileSync(lockPath, "utf8")) : { images: {} };
  for (const name of names) onDisk.images[name] = lock.images[name]!;
  if (video && lock.video) onDisk.video = lock.video;
  const sorted: Lock = {
    images: Object.fromEntries(Object.entries(onDisk.images).sort(([a], [b]) => a.localeCompare(b))),
  };
  if (onDisk.video) sorted.video = onDisk.video;
  writeFileSync(lockPath, `${JSON.stringify(sorted, null, 2)}\n`);
}

function run(cmd: string, argv: string[], logFile?: string): void {
  const res = spawnSync(cmd, argv, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (logFile) writeFileSync(logFile, `${res.stdout ?? ""}\n${res.stderr ?? ""}`);
  const text = `${res.stdout ?? ""}${res.stderr ?? ""}`;
  if (
    res.status !== 0 ||
    /Traceback|Error:/.test(
      text
        .split("\n")
        .filter((l) => !l.includes("Fra:"))
        .join("\n"),
    )
  ) {
    const tail = text
      .split("\n")
      .filter((l) => !l.startsWith("Fra:"))
      .slice(-25)
      .join("\n");
    throw new Error(`${cmd} failed (${res.status}):\n${tail}`);
  }
}

async function renderOne(e: ImageEntry, tmp: string): Promise<void> {
  const w = Math.round(e.width * RENDER_SCALE);
  const h = Math.round(e.height * RENDER_SCALE);
  const raw = join(tmp, `${e.name}.png`);
  const job = join(tmp, `${e.name}.json`);
  const samples = samplesOverride ?? e.samples ?? SAMPLES;
  writeFileSync(
    job,
    JSON.stringify({
      out: raw,
      width: w,
      height: h,
      seed: e.seed,
      samples,
      threshold: NOISE_THRESHOLD,
      time_limit: TIME_LIMIT,
      scene: e.scene,
    }),
  );
  // one thread at the lowest priority: the machine is shared
  run(
    "nice",
    [
      "-n",
      "19",
      "blender",
      "-b",
      "--factory-startup",
      "-noaudio",
      "-t",
      "1",
      "-P",
      join(blenderDir, "main.py"),
      "--",
      job,
    ],
    join(tmp, `${e.name}.log`),
  );
  await sharp(raw)
    .resize(e.width, e.height, { fit: "cover", kernel: "lanczos3" })
    .jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toFile(join(imagesDir, `${e.name}.jpg`));
}

function loadManifest(): { images: ImageEntry[] } {
  const m = JSON.parse(readFileSync(manifestPath, "utf8")) as { images: ImageEntry[] };
  const names = new Set<string>();
  for (const e of m.images) {
    if (names.has(e.name)) throw new Error(`duplicate manifest entry ${e.name}`);
    names.add(e.name);
  }
  return m;
}

/** What still needs rendering, in priority order (the manifest is re-read before every image,
 * so entries edited during a long run are picked up). */
function pending(skip: Set<string>): ImageEntry[] {
  return loadManifest()
    .images.filter((e) => e.source !== "photo" && matches(e.name) && !skip.has(e.name))
    .filter((e) => force || !existsSync(join(imagesDir, `${e.name}.jpg`)) || lock.images[e.name]?.hash !== entryHash(e))
    .sort((a, b) => rank(a.name) - rank(b.name));
}

/** Never-rendered images first, then re-renders of stale ones, each group in priority order. */
function rank(name: string): number {
  const stale = lock.images[name] !== undefined;
  return (stale ? 100 : 0) + priority(name);
}

async function main(): Promise<void> {
  if (args.some((a) => a.startsWith("--contact-sheet"))) {
    const dir = opt("--contact-sheet") ?? join(tmpdir(), "contact-sheet");
    await makeContactSheet(imagesDir, dir, loadManifest().images);
    return;
  }
  const videoOnly = flag("--video-only");
  if (!videoOnly) {
    const first = pending(new Set());
    if (flag("--relock")) {
      const relocked = first.filter((e) => lock.images[e.name] && existsSync(join(imagesDir, `${e.name}.jpg`)));
      for (const e of relocked) lock.images[e.name] = { ...lock.images[e.name]!, hash: entryHash(e) };
      saveLock(relocked.map((e) => e.name));
      console.log(
        `relocked ${relocked.length} image(s) without rendering; ${first.length - relocked.length} still to render`,
      );
      return;
    }
    console.log(`${first.length} image(s) to render${first.length ? `: ${first.map((e) => e.name).join(", ")}` : ""}`);
    if (dryRun) return;
    const tmp = mkdtempSync(join(tmpdir(), "render-"));
    const failed: string[] = [];
    const done = new Set<string>();
    const t0 = Date.now();
    try {
      for (;;) {
        // with --force every entry is rendered once per run
        const next = pending(new Set([...done, ...failed]))[0];
        if (!next) break;
        const e = next;
        const t = Date.now();
        process.stdout.write(`[${done.size + failed.length + 1}] ${e.name} ${e.width}x${e.height} ... `);
        try {
          await renderOne(e, tmp);
        } catch (err) {
          failed.push(e.name);
          console.log(`FAILED\n${(err as Error).message}`);
          continue;
        }
        const seconds = Math.round((Date.now() - t) / 100) / 10;
        lock.images[e.name] = { hash: entryHash(e), seconds, rendered: new Date().toISOString() };
        saveLock([e.name]);
        if (e.pendingAlt) adoptPendingAlt(e, e.pendingAlt);
        done.add(e.name);
        console.log(`${seconds}s`);
      }
    } finally {
      if (!flag("--keep-tmp")) rmSync(tmp, { recursive: true, force: true });
      else console.log(`intermediate files kept in ${tmp}`);
    }
    if (done.size) console.log(`rendered ${done.size} image(s) in ${Math.round((Date.now() - t0) / 1000)}s`);
    if (failed.length) {
      console.log(`failed: ${failed.join(", ")}`);
      process.exitCode = 1;
    }
  }
  if (flag("--no-video") || dryRun) return;
  const stills = [
    join(imagesDir, "hero-poster.jpg"),
    join(imagesDir, "service-full-home.jpg"),
    join(imagesDir, "service-kitchen.jpg"),
  ];
  const vh = createHash("sha256");
  for (const f of stills) vh.update(readFileSync(f));
  vh.update(readFileSync(join(here, "video.ts")));
  const vhash = vh.digest("hex").slice(0, 16);
  const videoMissing = ["hero.mp4", "hero.webm", "hero-portrait.mp4", "hero-portrait.webm"].some(
    (file) => !existsSync(join(videoDir, file)),
  );
  if (videoOnly || force || videoMissing || lock.video?.hash !== vhash) {
    const t = Date.now();
    process.stdout.write("hero video ... ");
    const sizes = makeHeroVideo({ main: stills[0]!, second: stills[1]!, third: stills[2]!, outDir: videoDir });
    const seconds = Math.round((Date.now() - t) / 100) / 10;
    lock.video = { hash: vhash, seconds, rendered: new Date().toISOString() };
    saveLock([], true);
    const kb = Object.entries(sizes).map(([file, bytes]) => `${file} ${Math.round(bytes / 1024)} KB`);
    console.log(`${seconds}s (${kb.join(", ")})`);
  }
}

await main();
