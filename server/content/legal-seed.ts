// The legal pages the site starts with (app/content/legal/*.md: YAML front matter and a Markdown
// body), as the database stores them on first start. Plain data files, read as they are: with
// portfolio-seed.ts and post-seed.ts, the places server/ reads the app's files (eslint.config.js).
import { readFileSync } from "node:fs";
import { checkLegal, legalSlugs, type LegalData } from "./legal.ts";
import type { SeedItem } from "./collection.ts";
import { splitFrontMatter } from "./markdown.ts";

const folder = new URL("../../app/content/legal/", import.meta.url);

export const legalSeed = (): SeedItem<LegalData>[] =>
  legalSlugs.map((slug, position) => {
    const { data, body } = splitFrontMatter(readFileSync(new URL(`${slug}.md`, folder), "utf8"), `${slug}.md`);
    const checked = checkLegal({ ...(data as object), body }, slug);
    if ("errors" in checked) throw new Error(`app/content/legal/${slug}.md: ${JSON.stringify(checked.errors)}`);
    return { slug, position, data: checked.data };
  });
