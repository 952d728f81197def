// What an estimate carries of the contract texts (server/content/contract-texts.ts, edited at
// /office/contract-texts, seeded from templates written to Florida's statutes and the FTC's rule)
// and what stays the product's: the citations beside them, the $2,500 above which the notices
// apply, and the consent to sign electronically. The texts are the business's, to be read and
// approved by its lawyer: the product never says they are legally sufficient. Each sent estimate
// keeps the texts it was sent with (its version's record), so a later change never alters a sent
// or signed contract.
import type { ContractTexts } from "../content/contract-texts.ts";
import { fillPlaceholders } from "../content/text-field.ts";

/** A contract whose price is more than this carries the notices (F.S. 489.1425(1), 713.015(1)): $2,500. */
export const NOTICES_ABOVE_CENTS = 250_000;

export type Notice = { id: string; heading: string; statute: string; text: string };

/**
 * The two notices of the texts in force, in capitals as the statutes print them (their rules refuse
 * them otherwise). The pages, the mail and the PDF set them in bold capitals of at least 12 points
 * (16 px on screen).
 */
export const noticesOf = ({ recoveryFund, lienLaw }: Pick<ContractTexts, "recoveryFund" | "lienLaw">): Notice[] => [
  { id: "recovery-fund", ...recoveryFund, statute: "Section 489.1425, Florida Statutes" },
  { id: "lien-law", ...lienLaw, statute: "Section 713.015, Florida Statutes" },
];

/** What the office is told beside the notices: they are the business's templates, not legal advice. */
export const NOTICES_OWNER_NOTE =
  "Their words, and the license statement and deposit clause, are your contract texts: seeded as templates written " +
  "to Florida Statutes 489.119, 489.1425, 713.015 and 489.126. Have your lawyer read and approve them before you " +
  "rely on them: the website does not make them legally sufficient. An estimate keeps the texts it was sent with.";

/** What the client agrees to by ticking the consent box (ESIGN, F.S. 668.50): shown beside it and kept in the record. */
export const CONSENT_TEXT =
  "I agree to sign this contract electronically and to receive it and other records about it electronically. " +
  "My typed name is my signature. I can download the signed contract as a PDF and ask for a paper copy at any time.";

/**
 * The buyer's three-day right to cancel a sale made at their home, as a version's record keeps it:
 * the business's texts (written to the FTC's Cooling-Off Rule, 16 CFR 429.1(a) and (b); the owner's
 * lawyer says when a sale counts as made at the home: Florida's home solicitation sale law, F.S.
 * 501.021-.055, has its own) with the rule's citation; the names and dates in braces are filled in
 * for each contract.
 */
export type CancellationTemplate = {
  /** The statement beside the buyer's signature, in bold type of at least 10 points (429.1(a)). */
  statement: string;
  /** The form's caption (429.1(b)). */
  heading: string;
  rule: string;
  /**
   * The form's text, its paragraphs in order, the first `{transactionDate}` alone; `{seller}`,
   * `{sellerAddress}` and `{cancelBy}` are filled in; the buyer's signature and its date follow
   * the last one.
   */
  paragraphs: string[];
};

/** The right to cancel of the texts in force, as a record sent with it keeps it. */
export const cancellationOfTexts = ({ cancellation }: Pick<ContractTexts, "cancellation">): CancellationTemplate => ({
  statement: cancellation.statement,
  heading: cancellation.heading,
  rule: "16 CFR 429.1, the FTC's Cooling-Off Rule",
  paragraphs: ["{transactionDate}", ...cancellation.paragraphs],
});

/** The form's text for one contract: the template's paragraphs with its names and dates filled in. */
export const cancellationText = (
  template: Pick<CancellationTemplate, "paragraphs">,
  filled: { transactionDate: string; seller: string; sellerAddress: string; cancelBy: string },
) => template.paragraphs.map((paragraph) => fillPlaceholders(paragraph, filled));

/** What the office is told beside the option: the business's templates, not legal advice. */
export const CANCELLATION_OWNER_NOTE =
  "The statement and the notice of cancellation are your contract texts, seeded as templates written to the " +
  "wording of the FTC's Cooling-Off Rule (16 CFR 429.1); the last day to cancel leaves out Sundays and federal " +
  "holidays. Florida's home solicitation sale law (F.S. 501.021-.055) asks for a statement of its own too, under " +
  'the caption "BUYER\'S RIGHT TO CANCEL" (F.S. 501.031). Have your lawyer read and approve them, and say which ' +
  "sales need them, before you rely on them: the website does not make them legally sufficient. The rule also " +
  "asks you to tell the client of this right out loud when they sign.";
