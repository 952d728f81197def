// Lighthouse (mobile profile, default throttling) over every route of the production build.
// Prints the four category scores and LCP / TBT / CLS / transferred bytes per route, and
// writes the full table to reports/lighthouse.json.
//   npm run audit:lighthouse                  every route (build first: npm run build)
//   npm run audit:lighthouse -- / /contact    just these
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { contentPaths, formPaths } from "../app/content/paths.ts";

const PORT = 4300;
const base = `http://127.0.0.1:${PORT}`;
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...contentPaths(), ...formPaths];

const server = spawn(process.execPath, ["server/index.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", NODE_ENV: "production", DATA_DIR: "data/lighthouse" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("site on http://") && resolve());
  server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});

type Row = { route: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number; kb: number };
const rows: Row[] = [];
const reports: Record<string, unknown> = {};
console.log(["route".padEnd(58), "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "bytes"].join("\t"));
try {
  for (const route of routes) {
    const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
    if (!result) throw new Error(`no Lighthouse result for ${route}`);
    const { categories, audits } = result.lhr;
    reports[route] = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const row: Row = {
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
      kb: Math.round((audits["total-byte-weight"]?.numericValue ?? NaN) / 1024),
    };
    rows.push(row);
    // Name what cost points, so a score below 100 says where to look.
    const lost = Object.values(categories)
      .filter((category) => category.id !== "performance" && (category.score ?? 0) < 1)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
    console.log(
      [row.route.padEnd(58), row.performance, row.accessibility, row.bestPractices, row.seo, `${row.lcpMs} ms`, `${row.tbtMs} ms`, row.cls, `${row.kb} KB`].join("\t") +
        (lost.length > 0 ? `\t(failing: ${lost.join(", ")})` : ""),
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

const min = (key: keyof Row) => Math.min(...rows.map((row) => row[key] as number));
console.log(`lowest: performance ${min("performance")}, accessibility ${min("accessibility")}, best practices ${min("bestPractices")}, SEO ${min("seo")}`);
mkdirSync("reports", { recursive: true });
writeFileSync("reports/lighthouse.json", JSON.stringify(rows, null, 2));
writeFileSync("reports/lighthouse-full.json", JSON.stringify(reports));
