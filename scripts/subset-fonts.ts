// Cuts the two variable fonts down to what the site sets: English text with its punctuation
// (Basic Latin, Latin-1 and the typographic quotes, dashes and symbols) and the weights the
// design uses: Inter 400–700 (text, labels, bold), Fraunces 400–600 (headings, figures). The results are committed in app/assets/fonts/; run this again only
// when the fonts or the character set change:  sh scripts/run.sh node scripts/subset-fonts.ts
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");
const characters = range(0x20, 0x7e) + range(0xa0, 0xff) + "–—‘’‚“”„•…′″‹›€™→←↑↓×−✓";

const fonts = [
  { from: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", to: "app/assets/fonts/inter-text.woff2", weights: { min: 400, max: 700 } },
  { from: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", to: "app/assets/fonts/fraunces-text.woff2", weights: { min: 400, max: 600 } },
];

for (const font of fonts) {
  const source = readFileSync(font.from);
  const subset = await subsetFont(source, characters, { targetFormat: "woff2", variationAxes: { wght: font.weights } });
  writeFileSync(font.to, subset);
  console.log(`${font.to}: ${(source.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB`);
}
