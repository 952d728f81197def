// After `react-router build`: gives each prerendered page that runs no script only the rules of
// the site's stylesheet its elements can use (scripts/lib/critical-css.ts), in place of the whole
// stylesheet it was rendered with. Every link on such a page loads a whole new document, with its
// own rules. Pages that React runs keep the whole stylesheet: React opens other pages in place
// in them, and their state changes add classes the first HTML does not have. So do the pages
// rendered per request (the forms).
import { readFileSync, writeFileSync } from "node:fs";
import { PAGE_ONLY_ATTRIBUTE, SITE_STYLES_ID } from "../app/lib/site-styles.ts";
import { clientFiles } from "../server/http/static-files.ts";
import { pageVocabulary, stylesheetForPage } from "./lib/critical-css.ts";

const clientDir = process.argv[2] ?? "build/client";
const siteStyles = new RegExp(`<style([^>]*) id="${SITE_STYLES_ID}"([^>]*)>([\\s\\S]*?)</style>`);

const totals = { pages: 0, before: 0, after: 0 };
for (const file of [...clientFiles(clientDir)].filter((path) => path.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  const match = html.match(siteStyles);
  if (!match) throw new Error(`${file}: no <style id="${SITE_STYLES_ID}">; was it built by app/root.tsx?`);
  if (html.includes("window.__reactRouterContext")) continue; // React runs this page
  const [element, before, after, css] = match;
  const pageCss = stylesheetForPage(css!, pageVocabulary(html));
  writeFileSync(
    file,
    html.replace(
      element,
      () => `<style${before} id="${SITE_STYLES_ID}" ${PAGE_ONLY_ATTRIBUTE}=""${after}>${pageCss}</style>`,
    ),
  );
  totals.pages += 1;
  totals.before += css!.length;
  totals.after += pageCss.length;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `page stylesheets: ${totals.pages} pages, on average ${kb(totals.after / totals.pages)} of the site's ${kb(totals.before / totals.pages)}`,
);
