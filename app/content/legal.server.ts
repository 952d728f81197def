// A legal page (/privacy, /terms) as the site shows it, made from the database's current version
// (server/content/legal.ts, seeded from server/content/seed/legal/*.md): its fields and its HTML, with the
// business's phone, e-mail and address as they are saved at /office/facts now.
import type { BusinessFacts } from "../../common/business-facts.ts";
import { withBusinessFacts, type LegalPage } from "../../server/content/legal.ts";
import { renderMarkdown } from "../../server/content/markdown.ts";

export const renderLegalMarkdown = (body: string, facts: BusinessFacts) =>
  renderMarkdown(withBusinessFacts(body, facts));

export const legalPageData = ({ title, description, updated, body }: LegalPage, facts: BusinessFacts) => ({
  title,
  description,
  updated,
  html: renderLegalMarkdown(body, facts),
});
export type LegalPageData = ReturnType<typeof legalPageData>;
