// Cuts the brand's variable font down to what the site sets in it: English headings, figures
// and quotations (Basic Latin with the typographic quotes, dashes and symbols) and the weights
// the design uses, Fraunces 400–600. Latin-1's accented letters are left out: they cost a third
// of its bytes for characters the site's headings do not use (a rare one falls back to the serif
// fallback, letter by letter). A visit's first page does without the face and fetches it after
// painting (app/lib/brand-font.ts); body text uses the system UI face (see app/app.css). The result is committed in app/assets/fonts/; run this again only when the font
// or the character set changes:  sh scripts/run.sh node scripts/subset-fonts.ts
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");
const characters = range(0x20, 0x7e) + "\u00a0©®°·½×–—‘’‚“”„•…′″‹›€™→←↑↓−✓";

const from = "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
const to = "app/assets/fonts/fraunces-text.woff2";
const source = readFileSync(from);
const subset = await subsetFont(source, characters, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 600 } },
});
writeFileSync(to, subset);
console.log(`${to}: ${(source.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB`);
