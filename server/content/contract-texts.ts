// The texts an estimate carries into the contract, as the office edits them (/office/contract-texts):
// the license statement (F.S. 489.119), the Recovery Fund notice (F.S. 489.1425), the construction
// lien law notice (F.S. 713.015), the deposit clause (F.S. 489.126) and the buyer's three-day right
// to cancel a sale made at home with its notice of cancellation (16 CFR 429.1). They are the
// business's: seeded as templates written to those requirements (seed/contract-texts.ts), for the
// owner's lawyer to read and approve; the product checks only what it can (the names and dates an
// estimate fills in, the capitals the law prints a notice in), never that they are legally
// sufficient. One item, always in force: an estimate takes the texts as they stand when it is sent
// (kept in its version's record, server/estimates/record.ts), so a change here never alters a sent
// or signed estimate.
import { z } from "zod";
import { valueAt } from "../../common/dotted-name.ts";
import { compareFields, createCollection, type Checked } from "./collection.ts";
import type { CollectionDependencies, Item, ShownFields } from "./collection.ts";
import { textField } from "./text-field.ts";

/** Each text's field, named by its place in the texts (`recoveryFund.text`), as the office's form names it. */
export const CONTRACT_TEXT_FIELDS = [
  "license",
  "recoveryFund.heading",
  "recoveryFund.text",
  "lienLaw.heading",
  "lienLaw.text",
  "deposit",
  "cancellation.statement",
  "cancellation.heading",
  "cancellation.paragraphs",
] as const;

/** The texts are one item, at this slug. */
export const CONTRACT_TEXTS_SLUG = "contract-texts";

export type ContractTexts = {
  /** The license statement at the head of every estimate, contract and change order: `{license}` is the number. */
  license: string;
  recoveryFund: { heading: string; text: string };
  lienLaw: { heading: string; text: string };
  /** Under the payment schedule when the deposit is more than 10 % of the price: `{deposit}` is its amount. */
  deposit: string;
  /**
   * A sale at the buyer's home: the statement beside their signature, and the notice of
   * cancellation's caption and paragraphs (the transaction's date comes first, set by the page).
   */
  cancellation: { statement: string; heading: string; paragraphs: string[] };
};
export type ContractTextsItem = Item<ContractTexts>;

/**
 * The names each text may write in braces, filled in for each estimate, and those it must (without
 * them the contract would lack what the law asks for: the license number, the seller, where to send
 * the notice, the last day to cancel). Every other text fills in nothing.
 */
export const PLACEHOLDERS: Record<string, { may: readonly string[]; must: readonly string[] }> = {
  license: { may: ["license"], must: ["license"] },
  deposit: { may: ["deposit"], must: [] },
  "cancellation.paragraphs": {
    may: ["seller", "sellerAddress", "cancelBy", "transactionDate"],
    must: ["seller", "sellerAddress", "cancelBy"],
  },
};
/** What each name stands for, as the office's form explains it. */
export const PLACEHOLDER_MEANINGS: Record<string, string> = {
  license: "the license number, from the credentials under Business facts",
  deposit: "the deposit's amount",
  seller: "the business's name",
  sellerAddress: "the office's address, from Business facts",
  cancelBy: "the last day to cancel",
  transactionDate: "the day the client signs",
};

/** The names a text writes in braces, in order, each once. */
const placeholdersIn = (text: string) => [...new Set([...text.matchAll(/\{([^{}]*)\}/g)].map((found) => found[1]!))];
const braces = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

/** Text on one line: the notices and statements are single paragraphs. */
const oneParagraph = (min: number, tooShort: string, max: number, tooLong: string) =>
  textField(min, tooShort, max, tooLong).transform((text) => text.replace(/\s+/g, " "));
const heading = (what: string) =>
  oneParagraph(5, `Give ${what} its heading.`, 120, "Keep the heading under 120 characters.");

export const contractTextsSchema = z.object({
  license: oneParagraph(
    10,
    "Say whose license it is, with {license} where its number goes (F.S. 489.119 asks for it on every contract).",
    200,
    "Keep the license statement under 200 characters.",
  ),
  recoveryFund: z.object({
    heading: heading("the Recovery Fund notice"),
    text: oneParagraph(
      100,
      "The Recovery Fund notice needs its full text (at least 100 characters).",
      3000,
      "Keep the notice under 3,000 characters.",
    ),
  }),
  lienLaw: z.object({
    heading: heading("the construction lien law notice"),
    text: oneParagraph(
      100,
      "The construction lien law notice needs its full text (at least 100 characters).",
      5000,
      "Keep the notice under 5,000 characters.",
    ),
  }),
  deposit: oneParagraph(
    40,
    "The deposit clause needs a sentence or two (at least 40 characters).",
    2000,
    "Keep the deposit clause under 2,000 characters.",
  ),
  cancellation: z.object({
    statement: oneParagraph(
      40,
      "The statement beside the signature needs a sentence or two (at least 40 characters).",
      1000,
      "Keep the statement under 1,000 characters.",
    ),
    heading: heading("the notice of cancellation"),
    paragraphs: z
      .array(z.string().trim().max(3000, "Keep each paragraph under 3,000 characters."))
      .transform((paragraphs) => paragraphs.map((paragraph) => paragraph.replace(/\s+/g, " ")).filter(Boolean))
      .pipe(
        z
          .array(z.string())
          .min(1, "The notice of cancellation needs its text.")
          .max(12, "Keep the notice to 12 paragraphs at most."),
      ),
  }),
});

/** The texts the law prints in capitals, and what to say when one is not. */
const IN_CAPITALS: Record<string, string> = {
  "recoveryFund.heading": "Write the heading in capital letters, as F.S. 489.1425 prints the notice.",
  "recoveryFund.text": "Write the notice in capital letters, as F.S. 489.1425 prints it.",
  "lienLaw.heading": "Write the heading in capital letters: F.S. 713.015 asks for the notice in capitalized type.",
  "lienLaw.text":
    "Write the notice in capital letters: F.S. 713.015 asks for it in capitalized, bold type of at least 12 points.",
  "cancellation.heading": "Write the caption in capital letters, as 16 CFR 429.1(b) gives it: NOTICE OF CANCELLATION.",
};

/** Each text's words by its field's name (`cancellation.paragraphs` as one), as far as `input` has them. */
function fieldsOf(input: unknown): Record<string, string> {
  const words: Record<string, string> = {};
  for (const field of CONTRACT_TEXT_FIELDS) {
    const value = valueAt(input, field);
    const text =
      field === "cancellation.paragraphs" && Array.isArray(value)
        ? value.filter((paragraph) => typeof paragraph === "string").join("\n\n")
        : value;
    if (typeof text === "string") words[field] = text;
  }
  return words;
}

/** What a text's braces say wrong, if anything: a name it may not fill in, or one it must and does not. */
function placeholderProblem(field: string, text: string): string | undefined {
  const { may, must } = PLACEHOLDERS[field] ?? { may: [], must: [] };
  const written = placeholdersIn(text);
  const unknown = written.filter((name) => !may.includes(name));
  if (unknown.length > 0) {
    const wrong = braces(unknown);
    return may.length === 0
      ? `This text fills in no names or dates: take out ${wrong}.`
      : `${wrong} ${unknown.length === 1 ? "is" : "are"} not filled in here: this text may write ${braces(may)}, spelled exactly so.`;
  }
  const missing = must.filter((name) => !written.includes(name));
  if (missing.length > 0)
    return `Write ${braces(missing)} where the contract fills in ${missing.map((name) => PLACEHOLDER_MEANINGS[name]).join(", ")}: the law asks for ${missing.length === 1 ? "it" : "them"}.`;
  return undefined;
}

export type ContractTextsErrors = Record<string, string> & { slug?: string; title?: string };

/**
 * Checks the texts: each within its length; the names in braces only those its estimate fills in,
 * and those the law needs there; the statutory notices and the notice of cancellation's caption in
 * capitals (a lowercase letter anywhere in them is refused, as the page and the PDF print them as
 * written). Every refusal under its field, all at once.
 */
export function checkContractTexts(input: unknown, slug: string): Checked<ContractTexts, ContractTextsErrors> {
  if (slug !== CONTRACT_TEXTS_SLUG) return { errors: { slug: "The contract texts keep their address." } };
  const result = contractTextsSchema.safeParse(input);
  const errors: ContractTextsErrors = {};
  // Under the field the form shows (a paragraph's message under the notice's box).
  for (const issue of result.error?.issues ?? []) errors[issue.path.slice(0, 2).join(".")] ??= issue.message;
  for (const [field, text] of Object.entries(fieldsOf(input))) {
    const problem = placeholderProblem(field, text) ?? (/\p{Ll}/u.test(text) ? IN_CAPITALS[field] : undefined);
    if (problem) errors[field] ??= problem;
  }
  return result.success && Object.keys(errors).length === 0 ? { data: result.data, slug } : { errors };
}

const shownFields: ShownFields<ContractTexts> = [
  ["License statement", (texts) => texts.license],
  ["Recovery Fund notice", (texts) => `${texts.recoveryFund.heading}\n${texts.recoveryFund.text}`],
  ["Construction lien law notice", (texts) => `${texts.lienLaw.heading}\n${texts.lienLaw.text}`],
  ["Deposit clause", (texts) => texts.deposit],
  ["Right to cancel: statement", (texts) => texts.cancellation.statement],
  ["Notice of cancellation", (texts) => [texts.cancellation.heading, ...texts.cancellation.paragraphs].join("\n\n")],
];
/** What changed from one version of the texts to another (unchanged ones left out). */
export const compareContractTexts = (before: ContractTexts, after: ContractTexts) =>
  compareFields(shownFields, before, after);

export function createContractTexts(dependencies: CollectionDependencies<ContractTexts>) {
  const texts = createCollection(dependencies, {
    kind: "contract-texts",
    check: checkContractTexts,
    // No page of the site shows them: the estimates the office sends do, from its own pages.
    address: () => "/office/contract-texts",
    noun: "contract texts",
  });
  // An item is the texts and the facts of its storage (id, status...): the texts alone.
  const textsOf = ({ license, recoveryFund, lienLaw, deposit, cancellation }: ContractTexts): ContractTexts => ({
    license,
    recoveryFund,
    lienLaw,
    deposit,
    cancellation,
  });
  return {
    ...texts,
    /** The texts in force: what an estimate sent now carries (changes kept as a draft left out). */
    current: async (): Promise<ContractTexts> => {
      const [published] = await texts.published();
      if (published) return textsOf(published);
      const [seeded] = dependencies.seed();
      return seeded!.data;
    },
    /** Saves a change (collection.ts's saveLive): in force for every estimate sent after it, unless kept as a draft. */
    save: async (input: unknown, by: string, options?: { asDraftChanges?: boolean }) =>
      texts.saveLive(input, CONTRACT_TEXTS_SLUG, (await texts.single()).id, by, options),
  };
}

export type ContractTextsCollection = ReturnType<typeof createContractTexts>;
