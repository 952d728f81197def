// Page weight of every route as the production server sends it (brotli where the server
// compresses): HTML, JavaScript, CSS, fonts, images (first view and all) and video, measured
// over HTTP against the current build. Fails (exit 1) when a route exceeds a budget in
// scripts/budgets.ts; writes the table to reports/weights.json.
//   npm run build && npm run audit:weights
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { contentPaths, formPaths } from "../app/content/pages.server.ts";
import { hydratingRoutes, weightBudgets } from "./budgets.ts";
import { loadedScripts, pageResources } from "./lib/page-resources.ts";
import { startProductionServer } from "./lib/production-server.ts";

const PORT = 4320;
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...contentPaths(), ...formPaths()];
const viteManifest = JSON.parse(readFileSync("build/client/.vite/manifest.json", "utf8"));
const server = await startProductionServer(PORT);

/**
 * The body of a URL as it travels, not decoded: compressed in the encoding asked for; and the
 * bytes of the answer's status line and headers.
 */
function fetchRaw(url: string, encoding: string): Promise<{ body: Buffer; headerBytes: number }> {
  return new Promise((resolve, reject) => {
    get(`${server.base}${url}`, { headers: { "Accept-Encoding": encoding } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      const statusLine = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`;
      let headerBytes = statusLine.length + "\r\n".length;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        headerBytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ body: Buffer.concat(chunks), headerBytes }));
    }).on("error", reject);
  });
}
const download = async (url: string, encoding: string) => (await fetchRaw(url, encoding)).body;

const sizes = new Map<string, { body: number; headers: number }>();
/** Bytes on the wire for a URL, in the encoding a current browser gets: its body's, and its headers'. */
async function wireSizes(url: string, encoding = "br") {
  const key = `${encoding} ${url}`;
  if (!sizes.has(key)) {
    const { body, headerBytes } = await fetchRaw(url, encoding);
    sizes.set(key, { body: body.length, headers: headerBytes });
  }
  return sizes.get(key)!;
}
/** Bytes of a URL's body on the wire, in the encoding a current browser gets. */
const transferSize = async (url: string, encoding = "br") => (await wireSizes(url, encoding)).body;
const total = async (urls: string[], encoding?: string) =>
  (await Promise.all(urls.map((url) => transferSize(url, encoding)))).reduce((sum, size) => sum + size, 0);

type Row = {
  route: string;
  html: number;
  /** The HTML with its status line and headers, in bytes. */
  htmlWithHeaders: number;
  js: number;
  jsGzip: number;
  css: number;
  fonts: number;
  firstViewImages: number;
  allImages: number;
  video: number;
  firstView: number;
};
const rows: Row[] = [];
const failures: string[] = [];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  for (const route of routes) {
    const page = (await download(route, "identity")).toString("utf8");
    const resources = pageResources(page);
    // What the page's scripts import, right after hydration too, counts as its first load.
    const scripts = loadedScripts(resources.scripts, viteManifest);
    const html = await transferSize(route);
    // Only the pages that hydrate may load script at all; their start script links the whole
    // stylesheet before React runs (app/components/layout/HydrationScripts.tsx), which counts too.
    const hydrates = hydratingRoutes.includes(route);
    const wholeStylesheet = hydrates ? page.match(/\/assets\/app-[\w-]+\.css/g)?.slice(0, 1) : undefined;
    const row: Row = {
      route,
      html,
      htmlWithHeaders: html + (await wireSizes(route)).headers,
      js: await total(scripts),
      jsGzip: await total(scripts, "gzip"),
      css: await total([...resources.styles, ...(wholeStylesheet ?? [])]),
      fonts: await total(resources.fonts),
      firstViewImages: await total(resources.images.filter((image) => image.eager).map((image) => image.url)),
      allImages: await total([...new Set(resources.images.map((image) => image.url))]),
      // Both files (a browser fetches one, after the page has loaded).
      video: await total(resources.videos),
      firstView: 0,
    };
    row.firstView = row.html + row.js + row.css + row.fonts + row.firstViewImages;
    rows.push(row);
    for (const [label, value, budget] of [
      ["JavaScript (brotli)", row.js, hydrates ? weightBudgets.jsBrotli : weightBudgets.jsBrotliWithoutReact],
      ["JavaScript (gzip)", row.jsGzip, hydrates ? weightBudgets.jsGzip : weightBudgets.jsGzipWithoutReact],
      ["HTML (brotli)", row.html, weightBudgets.htmlBrotli],
      ["HTML with its headers", row.htmlWithHeaders, weightBudgets.htmlFirstRoundTrip],
      ["CSS (brotli)", row.css, hydrates ? weightBudgets.cssBrotliHydrating : weightBudgets.cssBrotli],
      ["first view", row.firstView, weightBudgets.firstView],
      ["video (every file)", row.video, weightBudgets.video],
    ] as const) {
      if (value > budget) failures.push(`${route}: ${label} ${kb(value)} KB > budget ${kb(budget)} KB`);
    }
  }
} finally {
  await server.stop();
}

const columns = [
  "route",
  "HTML",
  "+ headers",
  "JS br",
  "JS gz",
  "CSS",
  "fonts",
  "images 1st",
  "images all",
  "video",
  "first view",
];
console.log(columns.map((column, index) => (index === 0 ? column.padEnd(58) : column.padStart(11))).join(""));
for (const row of rows) {
  const values = [
    row.html,
    row.htmlWithHeaders,
    row.js,
    row.jsGzip,
    row.css,
    row.fonts,
    row.firstViewImages,
    row.allImages,
    row.video,
    row.firstView,
  ].map((value) => `${kb(value)} KB`.padStart(11));
  console.log(row.route.padEnd(58) + values.join(""));
}
const max = (key: keyof Row) => kb(Math.max(...rows.map((row) => row[key] as number)));
console.log(
  `largest: HTML ${max("html")} KB (${max("htmlWithHeaders")} KB with its headers), JS ${max("js")} KB brotli / ${max("jsGzip")} KB gzip, CSS ${max("css")} KB, first view ${max("firstView")} KB, video ${max("video")} KB`,
);
console.log(
  `budgets: HTML ${kb(weightBudgets.htmlBrotli)} KB (${kb(weightBudgets.htmlFirstRoundTrip)} KB with its headers, one round trip), JS ${kb(weightBudgets.jsBrotli)} KB brotli / ${kb(weightBudgets.jsGzip)} KB gzip (hydrating pages; ${kb(weightBudgets.jsBrotliWithoutReact)} KB elsewhere), CSS ${kb(weightBudgets.cssBrotli)} KB (${kb(weightBudgets.cssBrotliHydrating)} KB hydrating), first view ${kb(weightBudgets.firstView)} KB, video ${kb(weightBudgets.video)} KB`,
);
mkdirSync("reports", { recursive: true });
writeFileSync("reports/weights.json", JSON.stringify(rows, null, 2));
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
