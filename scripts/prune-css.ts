// After `react-router build`: gives each prerendered page that runs no script only the rules of
// the site's stylesheet its elements can use (server/http/critical-css.ts), in place of the whole
// stylesheet it was rendered with. Every link on such a page loads a whole new document, with its
// own rules. Pages that React runs keep the whole stylesheet, and so do the pages rendered per
// request (the forms).
import { readFileSync, writeFileSync } from "node:fs";
import { pageWithOwnStyles } from "../server/http/critical-css.ts";
import { clientFiles } from "../server/http/static-files.ts";

const clientDir = process.argv[2] ?? "build/client";

const totals = { pages: 0, before: 0, after: 0 };
for (const file of [...clientFiles(clientDir)].filter((path) => path.endsWith(".html"))) {
  const { html, pruned, before, after } = pageWithOwnStyles(readFileSync(file, "utf8"));
  if (!pruned) continue; // React runs this page
  writeFileSync(file, html);
  totals.pages += 1;
  totals.before += before;
  totals.after += after;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `page stylesheets: ${totals.pages} pages, on average ${kb(totals.after / totals.pages)} of the site's ${kb(totals.before / totals.pages)}`,
);
