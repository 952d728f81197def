// The two plain-HTML pages the Lighthouse audit measures the site against, made from the site's
// own home page as the production server under audit answers it (the home page is made from the
// database's content, so it is no file of the build): its hero heading and intro as bare HTML with a few lines
// of inline CSS, and the same plus the hero picture (the WebP a phone would load). No script,
// no stylesheet, no font: the fastest these contents can paint, on the same machine, in the
// same run. They carry the site's icon inline as the site's pages do: without one the
// browser asks for /favicon.ico, and when that ends before the largest paint Lighthouse counts
// it in (a floor then reads 900 ms instead of 750). Served from their own loopback server,
// brotli-compressed like the site's pages.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import sharp from "sharp";
import { afterFirstPaint } from "../../app/lib/after-paint.ts";
import { SITE_ICON_ID } from "../../app/lib/site-icon.ts";
import { bundleFloorApp } from "./floor-app.ts";
import { phoneCandidate } from "./page-resources.ts";

export const FLOOR_TEXT = "/floor-text";
export const FLOOR_PICTURE = "/floor-picture";
/** The hero's text hydrated by a bare React Router app (scripts/lib/floor-app.ts). */
export const FLOOR_APP = "/floor-app";
const FLOOR_APP_SCRIPT = "/floor-app.js";

const stripTags = (html: string) => html.replace(/<[^>]+>/g, "").trim();

/**
 * What the floor pages take from the home page: the hero's heading, intro and picture, and the
 * icon link every page carries (its drawing inline).
 */
async function fromHomePage(site: string) {
  const html = await (await fetch(new URL("/", site))).text();
  const hero = html.match(/<h1 id="hero-heading"[^>]*>([\s\S]*?)<\/h1>\s*<p[^>]*>([\s\S]*?)<\/p>/);
  // The first WebP source is the phone's: the upright crop where the hero has one.
  const webp = html.match(/<source type="image\/webp"[^>]*? srcSet="([^"]+)"/);
  const img = html.match(/<img src="[^"]+" width="\d+" height="\d+" alt="([^"]+)"/);
  const icon = html.match(new RegExp(`<link id="${SITE_ICON_ID}"[^>]+>`));
  if (!hero || !webp || !img || !icon)
    throw new Error(`the home page's hero (heading, intro, picture) or icon was not found on ${site}/`);
  return {
    heading: stripTags(hero[1]!),
    intro: stripTags(hero[2]!),
    picture: phoneCandidate(webp[1]!),
    alt: img[1]!,
    icon: icon[0],
  };
}

function floorPage(title: string, icon: string, body: string): string {
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${icon}<title>${title}</title><meta name="description" content="${title}"><style>body{margin:0;font:18px/1.5 system-ui,sans-serif;background:#1f362d;color:#faf8f4}main{padding:5rem 1.25rem 4rem}img{display:block;width:100%;height:auto}h1{font:600 2.5rem/1.05 Georgia,serif;margin:0}p{color:#efeae1}</style></head><body><main>${body}</main></body></html>`;
}

export type FloorServer = { base: string; stop: () => Promise<void> };

/** The floor pages on `port`, made from the home page of the site at `site`, its picture read from `clientDir`. */
export async function startFloorServer(port: number, site: string, clientDir: string): Promise<FloorServer> {
  const { icon, ...hero } = await fromHomePage(site);
  const picture = readFileSync(join(clientDir, hero.picture));
  const { width, height } = await sharp(picture).metadata();
  const text = `<h1>${hero.heading}</h1><p>${hero.intro}</p>`;
  const appScript = brotliCompressSync(await bundleFloorApp(hero.heading, hero.intro));
  const pages = new Map(
    [
      [FLOOR_TEXT, floorPage("Plain HTML: the hero's text", icon, text)],
      [
        FLOOR_PICTURE,
        floorPage(
          "Plain HTML: the hero's text and picture",
          icon,
          `<img src="${hero.picture}" width="${width}" height="${height}" alt="${hero.alt}" fetchpriority="high">${text}`,
        ),
      ],
      [
        FLOOR_APP,
        floorPage(
          "A bare React Router app: the hero's text",
          icon,
          // Started as the site's pages start hydration: after the load event and the first paint.
          `<div id="app">${text}</div><script>${afterFirstPaint(`const script=document.createElement("script");script.type="module";script.src=${JSON.stringify(FLOOR_APP_SCRIPT)};document.body.append(script)`)}</script>`,
        ),
      ],
    ].map(([path, html]) => [path!, brotliCompressSync(html!)]),
  );

  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (page) {
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Encoding": "br",
        "Content-Length": page.length,
        "Cache-Control": "no-cache",
      });
      res.end(page);
    } else if (req.url === FLOOR_APP_SCRIPT) {
      res.writeHead(200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Content-Encoding": "br",
        "Content-Length": appScript.length,
        "Cache-Control": "no-cache",
      });
      res.end(appScript);
    } else if (req.url === hero.picture) {
      res.writeHead(200, {
        "Content-Type": "image/webp",
        "Content-Length": picture.length,
        "Cache-Control": "public, max-age=31536000, immutable",
      });
      res.end(picture);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
