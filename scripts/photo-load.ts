// Ten owners' phones uploading at once: PHOTO_LOAD_UPLOADS (10) posts of a new project, each with
// one photo of about 20 MB (a 48-megapixel JPEG of fine detail, with GPS EXIF), sent together to
// /office/portfolio/new as the office's multipart form sends it, against the production server
// (over the current build) on a fresh SQLite database. Prints each answer, how long the batch took,
// the server's peak resident memory while it ran (sampled every 50 ms), and that the stored photos
// carry no metadata. Fails (exit 1) when an upload is refused or memory passes 1 GB.
//   npm run build && sh scripts/run.sh node scripts/photo-load.ts
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { spawnServer } from "./lib/production-server.ts";

const UPLOADS = Number(process.env.PHOTO_LOAD_UPLOADS ?? 10);
const PORT = Number(process.env.PHOTO_LOAD_PORT ?? 4340);
const MEMORY_LIMIT_MB = 1024;
const OWNER = "owner@saltbox.test";
const base = `http://127.0.0.1:${PORT}`;

// A 8000 x 6000 photo of noise (which no encoder can shrink much), about 20 MB as a JPEG.
const started = Date.now();
const noise = Buffer.alloc(8000 * 6000 * 3);
for (let index = 0; index < noise.length; index += 4) noise.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, index);
const photo = await sharp(noise, { raw: { width: 8000, height: 6000, channels: 3 } })
  .jpeg({ quality: 60 })
  .withExif({
    IFD3: {
      GPSLatitudeRef: "N",
      GPSLatitude: "28/1 32/1 1234/100",
      GPSLongitudeRef: "W",
      GPSLongitude: "81/1 22/1 5/1",
    },
  })
  .toBuffer();
console.log(
  `photo: ${(photo.length / 1024 / 1024).toFixed(1)} MB, 48 megapixels, made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const dataDir = mkdtempSync(join(tmpdir(), "saltbox-photo-load-"));
const env = { DATA_DIR: dataDir, MAIL_TO: OWNER };
const server = await spawnServer(PORT, env);
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

// The owner's session, through the sign-in forms, with the code from the mailed .eml file.
let cookie = "";
async function post(path: string, body: URLSearchParams | FormData) {
  const response = await fetch(base + path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: base, cookie },
  });
  cookie = /office_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? cookie;
  return response;
}
await post("/office/sign-in", new URLSearchParams({ email: OWNER }));
const mailDir = join(dataDir, "mail");
let code: string | undefined;
while (!code) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const files = (() => {
    try {
      return readdirSync(mailDir);
    } catch {
      return [];
    }
  })();
  for (const file of files) code ??= /Subject: (\d{8}) is your/.exec(readFileSync(join(mailDir, file), "utf8"))?.[1];
}
await post("/office/sign-in", new URLSearchParams({ email: OWNER, code }));

const before = rss();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 50);
const began = Date.now();
const answers = await Promise.all(
  Array.from({ length: UPLOADS }, async (_, index) => {
    const form = new FormData();
    form.set("title", `Load Test Kitchen ${index + 1}`);
    form.set("description", "A kitchen photographed at full size from a phone, uploaded with nine others at once.");
    form.set("photo", new Blob([photo], { type: "image/jpeg" }), `kitchen-${index + 1}.jpg`);
    form.set("alt", "A kitchen wall of fine speckled tile photographed at full size");
    form.set("publish", "1");
    const response = await post("/office/portfolio/new", form);
    return {
      status: response.status,
      location: response.headers.get("location") ?? "",
      seconds: (Date.now() - began) / 1000,
    };
  }),
);
clearInterval(sampler);
const seconds = (Date.now() - began) / 1000;
for (const answer of answers) console.log(`  ${answer.status} ${answer.location} after ${answer.seconds.toFixed(1)} s`);

// What the public page serves for the first project: no metadata.
const page = await (await fetch(`${base}/portfolio/load-test-kitchen-1`)).text();
const address = /\/photos\/[\w-]+-1080\.webp/.exec(page)?.[0];
const served = address
  ? await sharp(Buffer.from(await (await fetch(base + address)).arrayBuffer())).metadata()
  : undefined;
const clean = served && !served.exif && !served.xmp && !served.iptc;

const succeeded = answers.filter(
  (answer) => answer.status === 303 && /\/office\/portfolio\/\d+\?done=published/.test(answer.location),
);
console.log(
  `\n${succeeded.length} of ${UPLOADS} uploads of ${(photo.length / 1024 / 1024).toFixed(1)} MB published in ${seconds.toFixed(1)} s;` +
    ` server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (limit ${MEMORY_LIMIT_MB} MB);` +
    ` served photo ${address ?? "(none)"} ${clean ? "carries no metadata" : "CARRIES METADATA"}`,
);
server.kill("SIGTERM");
rmSync(dataDir, { recursive: true, force: true });
if (succeeded.length !== UPLOADS || peak >= MEMORY_LIMIT_MB || !clean) process.exitCode = 1;
