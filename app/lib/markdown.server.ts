// Markdown content (blog posts, legal pages) is a YAML front-matter block followed by the body.
import { marked } from "marked";
import { parse as parseYaml } from "yaml";

export type MarkdownDocument = { data: unknown; body: string };

export function splitFrontMatter(raw: string, file: string): MarkdownDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${file}: expected YAML front matter between --- lines at the top`);
  return { data: parseYaml(match[1]!), body: match[2]!.trim() };
}

export function renderMarkdown(body: string): string {
  return marked.parse(body, { async: false, gfm: true });
}

export function countWords(body: string): number {
  return body.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

/** Minutes at an unhurried 220 words a minute, never less than one. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(countWords(body) / 220));
}
