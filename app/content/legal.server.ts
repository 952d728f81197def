import { z } from "zod";
import { renderMarkdown, splitFrontMatter } from "../../server/content/markdown.ts";

const files = import.meta.glob<string>("./legal/*.md", { query: "?raw", import: "default", eager: true });

const frontMatterSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(50).max(170),
  updated: z.iso.date(),
});

export type LegalPage = z.infer<typeof frontMatterSchema> & { html: string };

export function legalPage(name: "privacy" | "terms"): LegalPage {
  const path = `./legal/${name}.md`;
  const raw = files[path];
  if (raw === undefined) throw new Error(`missing ${path}`);
  const { data, body } = splitFrontMatter(raw, path);
  return { ...frontMatterSchema.parse(data), html: renderMarkdown(body) };
}
