// A legal page (/privacy, /terms) as the site shows it, made from the database's current version
// (server/content/legal.ts, seeded from app/content/legal/*.md): its fields and its HTML.
import type { LegalPage } from "../../server/content/legal.ts";
import { renderMarkdown } from "../../server/content/markdown.ts";

export const legalPageData = ({ title, description, updated, body }: LegalPage) => ({
  title,
  description,
  updated,
  html: renderMarkdown(body),
});
export type LegalPageData = ReturnType<typeof legalPageData>;
