// Lighthouse (mobile profile, default throttling) over every route of the production build,
// checked against the budgets in scripts/budgets.ts: exit 1 when a route misses one.
// Prints the four category scores and LCP / TBT / CLS / transferred bytes per route, and
// writes the table to reports/lighthouse.json (full reports in reports/lighthouse-full.json).
//   npm run audit:lighthouse                  every route (build first: npm run build)
//   npm run audit:lighthouse -- / /contact    just these
//
// A shared CI machine is noisy, and Performance and TBT move with it: a route that misses a
// budget is measured four more times and judged by its median run (the run with the median
// Performance score; that run's other scores and TBT are the ones checked).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { contentPaths, formPaths } from "../app/content/pages.ts";
import { lighthouseBudgets } from "./budgets.ts";
import { startProductionServer } from "./lib/production-server.ts";

const PORT = 4300;
const RUNS_WHEN_OVER_BUDGET = 5;
/** Lighthouse sometimes loses the trace of a navigation (NO_NAVSTART); such a run is repeated. */
const ATTEMPTS_PER_RUN = 3;
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...contentPaths(), ...formPaths()];

type Row = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kb: number;
  /** Audits that cost points outside Performance, so a score below 100 says where to look. */
  failing: string[];
};

/** What a row misses of the budgets; empty when it meets them all. */
function overBudget(row: Row): string[] {
  const b = lighthouseBudgets;
  return [
    row.performance < b.performance && `performance ${row.performance} < ${b.performance}`,
    row.accessibility < b.accessibility && `accessibility ${row.accessibility} < ${b.accessibility}`,
    row.bestPractices < b.bestPractices && `best practices ${row.bestPractices} < ${b.bestPractices}`,
    row.seo < b.seo && `SEO ${row.seo} < ${b.seo}`,
    row.tbtMs >= b.totalBlockingTimeMs && `TBT ${row.tbtMs} ms ≥ ${b.totalBlockingTimeMs} ms`,
  ].filter((problem): problem is string => typeof problem === "string");
}

const reports: Record<string, unknown> = {};

async function audit(base: string, chromePort: number, route: string, attempt = 1): Promise<Row> {
  const result = await lighthouse(`${base}${route}`, { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  if (!result) throw new Error(`no Lighthouse result for ${route}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    if (attempt < ATTEMPTS_PER_RUN) return audit(base, chromePort, route, attempt + 1);
    throw new Error(`Lighthouse could not audit ${route} in ${attempt} attempts: ${runtimeError.code} ${runtimeError.message}`);
  }
  reports[route] = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    kb: Math.round((audits["total-byte-weight"]?.numericValue ?? NaN) / 1024),
    failing: Object.values(categories)
      .filter((category) => category.id !== "performance" && (category.score ?? 0) < 1)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id)),
  };
}

/** The run with the median Performance score. */
const median = (runs: Row[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

const rows: Row[] = [];
const failures: string[] = [];
console.log(["route".padEnd(58), "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "bytes"].join("\t"));
const server = await startProductionServer(PORT);
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  const measure = (route: string) => audit(server.base, chrome!.port, route);
  for (const route of routes) {
    let row = await measure(route);
    let note = "";
    if (overBudget(row).length > 0) {
      const runs = [row];
      while (runs.length < RUNS_WHEN_OVER_BUDGET) runs.push(await measure(route));
      row = median(runs);
      note = ` (median of ${runs.length}: performance ${runs.map((run) => run.performance).join(", ")})`;
    }
    rows.push(row);
    const problems = overBudget(row);
    if (problems.length > 0) failures.push(`${route}: ${problems.join(", ")}`);
    console.log(
      [row.route.padEnd(58), row.performance, row.accessibility, row.bestPractices, row.seo, `${row.lcpMs} ms`, `${row.tbtMs} ms`, row.cls, `${row.kb} KB`].join("\t") +
        note +
        (row.failing.length > 0 ? `\t(failing: ${row.failing.join(", ")})` : ""),
    );
  }
} finally {
  chrome?.kill();
  await server.stop();
}

const min = (key: "performance" | "accessibility" | "bestPractices" | "seo") => Math.min(...rows.map((row) => row[key]));
console.log(`lowest: performance ${min("performance")}, accessibility ${min("accessibility")}, best practices ${min("bestPractices")}, SEO ${min("seo")}`);
console.log(`highest: LCP ${Math.max(...rows.map((row) => row.lcpMs))} ms, TBT ${Math.max(...rows.map((row) => row.tbtMs))} ms, CLS ${Math.max(...rows.map((row) => row.cls))}`);
mkdirSync("reports", { recursive: true });
writeFileSync("reports/lighthouse.json", JSON.stringify(rows, null, 2));
writeFileSync("reports/lighthouse-full.json", JSON.stringify(reports));
if (failures.length > 0) {
  console.error(`\nBelow budget (${JSON.stringify(lighthouseBudgets)}):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
