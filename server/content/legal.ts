// The legal pages (/privacy, /terms) as the office edits them: what each must say (the same rules
// for every save, each message next to its field) and its Markdown. They are always on the site:
// a change is saved as a revision, published at once or kept as draft changes, and a page is never
// unpublished or deleted. Seeded on first start from seed/legal/*.md, which stay the seed
// and the example of a legal page.
import { z } from "zod";
import { addressText, type BusinessFacts } from "../../common/business-facts.ts";
import { compareFields, createCollection, refused, type Checked } from "./collection.ts";
import type { CollectionDependencies, Item, ShownFields } from "./collection.ts";
import { fillPlaceholders, textField } from "./text-field.ts";

/** Text that Markdown shows as written (a street is typed freely at /office/facts). */
const asText = (text: string) => text.replace(/[\\`*_[\]<>~|]/g, "\\$&");

/**
 * What a legal page may write for the business's details as saved at /office/facts, so that a new
 * phone number or address there is in the policy too; each as the Markdown that shows it. Any other
 * word in braces stays as written.
 */
/** A legal page's Markdown with each placeholder replaced by the fact it names. */
export const withBusinessFacts = (body: string, facts: BusinessFacts) =>
  fillPlaceholders(body, {
    // The number as visitors dial it (the facts' own check): the renderer keeps it on one line.
    phone: facts.phone.display,
    // A mailto link, as the Markdown makes of an address typed in the text.
    email: `<${facts.email}>`,
    address: asText(addressText(facts.address, "one")),
  });

/** The legal pages, by their address (/privacy, /terms). */
export const legalSlugs = ["privacy", "terms"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export const legalSchema = z.object({
  title: textField(3, "Give the page a title.", 80, "Keep the title under 80 characters."),
  description: textField(
    50,
    "Describe the page in a sentence (at least 50 characters): search results show it.",
    170,
    "Keep the description under 170 characters: search results cut longer ones.",
  ),
  updated: z.iso.date("Give the day of the last change (year, month and day)."),
  body: textField(
    200,
    "The page needs its text (at least 200 characters).",
    60_000,
    "Keep the page under 60,000 characters.",
  ),
});
export type LegalData = z.infer<typeof legalSchema>;
export type LegalPage = Item<LegalData>;
export type LegalFieldErrors = Partial<Record<keyof LegalData | "slug", string>>;

/** Checks a legal page's fields: the data, or each refused field's message. Its address is fixed. */
export function checkLegal(input: unknown, slug: string): Checked<LegalData, LegalFieldErrors> {
  const result = legalSchema.safeParse(input);
  if (!(legalSlugs as readonly string[]).includes(slug)) return { errors: { slug: "A legal page keeps its address." } };
  if (result.success) return { data: result.data, slug };
  return refused<LegalFieldErrors>(result.error.issues);
}

const shownFields: ShownFields<LegalData> = [
  ["Title", (page) => page.title],
  ["Description", (page) => page.description],
  ["Last updated", (page) => page.updated],
  ["The text", (page) => page.body],
];
/** What changed from one version of a legal page to another, field by field (unchanged fields left out). */
export const compareLegal = (before: LegalData, after: LegalData) => compareFields(shownFields, before, after);

export function createLegalPages(dependencies: CollectionDependencies<LegalData>) {
  const pages = createCollection(dependencies, {
    kind: "legal",
    check: checkLegal,
    address: (slug) => `/${slug}`,
    noun: "page",
  });
  return {
    ...pages,
    /** The page at /privacy or /terms, as the site shows it. */
    bySlug: async (slug: LegalSlug) => (await pages.published()).find((page) => page.slug === slug),
    save: pages.saveLive,
  };
}

export type LegalPages = ReturnType<typeof createLegalPages>;
