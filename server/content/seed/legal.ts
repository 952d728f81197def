// The legal pages a new database starts with (legal/*.md beside this file: YAML front matter and a
// Markdown body), stored on its first start.
import { readFileSync } from "node:fs";
import { checkLegal, legalSlugs, type LegalData } from "../legal.ts";
import type { SeedItem } from "../collection.ts";
import { splitFrontMatter } from "../markdown.ts";

const folder = new URL("./legal/", import.meta.url);

export const legalSeed = (): SeedItem<LegalData>[] =>
  legalSlugs.map((slug, position) => {
    const { data, body } = splitFrontMatter(readFileSync(new URL(`${slug}.md`, folder), "utf8"), `${slug}.md`);
    const checked = checkLegal({ ...(data as object), body }, slug);
    if ("errors" in checked) throw new Error(`server/content/seed/legal/${slug}.md: ${JSON.stringify(checked.errors)}`);
    return { slug, position, data: checked.data };
  });
