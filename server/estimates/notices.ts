// The notices Florida asks of a residential contract, seeded as the business's templates: written
// to the statutes' requirements (F.S. 489.1425, 713.015), to be read and approved by the owner's
// lawyer. The product never says they are legally sufficient. Each sent estimate keeps the text it
// was sent with (its version's record), so a later change here never alters a signed contract.

/** A contract whose price is more than this carries the notices (F.S. 489.1425(1), 713.015(1)): $2,500. */
export const NOTICES_ABOVE_CENTS = 250_000;

export type Notice = { id: string; heading: string; statute: string; text: string };

/**
 * The two notices, in capitals as the statutes print them. The pages, the mail and the PDF set them
 * in bold capitals of at least 12 points (16 px on screen).
 */
export const floridaNotices: readonly Notice[] = [
  {
    id: "recovery-fund",
    heading: "FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND",
    statute: "Section 489.1425, Florida Statutes",
    text:
      "PAYMENT MAY BE AVAILABLE FROM THE FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND IF YOU LOSE MONEY ON A " +
      "PROJECT PERFORMED UNDER CONTRACT, WHERE THE LOSS RESULTS FROM SPECIFIED VIOLATIONS OF FLORIDA LAW BY A " +
      "LICENSED CONTRACTOR. FOR INFORMATION ABOUT THE RECOVERY FUND AND FILING A CLAIM, CONTACT THE FLORIDA " +
      "CONSTRUCTION INDUSTRY LICENSING BOARD AT THE FOLLOWING TELEPHONE NUMBER AND ADDRESS: " +
      "(850) 487-1395, 2601 BLAIR STONE ROAD, TALLAHASSEE, FLORIDA 32399-1039.",
  },
  {
    id: "lien-law",
    heading: "CONSTRUCTION LIEN LAW NOTICE",
    statute: "Section 713.015, Florida Statutes",
    text:
      "ACCORDING TO FLORIDA'S CONSTRUCTION LIEN LAW (SECTIONS 713.001-713.37, FLORIDA STATUTES), THOSE WHO WORK " +
      "ON YOUR PROPERTY OR PROVIDE MATERIALS AND SERVICES AND ARE NOT PAID IN FULL HAVE A RIGHT TO ENFORCE THEIR " +
      "CLAIM FOR PAYMENT AGAINST YOUR PROPERTY. THIS CLAIM IS KNOWN AS A CONSTRUCTION LIEN. IF YOUR CONTRACTOR OR " +
      "A SUBCONTRACTOR FAILS TO PAY SUBCONTRACTORS, SUB-SUBCONTRACTORS, OR MATERIAL SUPPLIERS, THOSE PEOPLE WHO " +
      "ARE OWED MONEY MAY LOOK TO YOUR PROPERTY FOR PAYMENT, EVEN IF YOU HAVE ALREADY PAID YOUR CONTRACTOR IN " +
      "FULL. IF YOU FAIL TO PAY YOUR CONTRACTOR, YOUR CONTRACTOR MAY ALSO HAVE A LIEN ON YOUR PROPERTY. THIS " +
      "MEANS IF A LIEN IS FILED YOUR PROPERTY COULD BE SOLD AGAINST YOUR WILL TO PAY FOR LABOR, MATERIALS, OR " +
      "OTHER SERVICES THAT YOUR CONTRACTOR OR A SUBCONTRACTOR MAY HAVE FAILED TO PAY. TO PROTECT YOURSELF, YOU " +
      "SHOULD STIPULATE IN THIS CONTRACT THAT BEFORE ANY PAYMENT IS MADE, YOUR CONTRACTOR IS REQUIRED TO PROVIDE " +
      'YOU WITH A WRITTEN RELEASE OF LIEN FROM ANY PERSON OR COMPANY THAT HAS PROVIDED TO YOU A "NOTICE TO ' +
      "OWNER.\" FLORIDA'S CONSTRUCTION LIEN LAW IS COMPLEX, AND IT IS RECOMMENDED THAT YOU CONSULT AN ATTORNEY.",
  },
];

/** What the office is told beside the notices: they are templates, not legal advice. */
export const NOTICES_OWNER_NOTE =
  "These notices are templates written to the wording of Florida Statutes 489.1425 and 713.015. Have your " +
  "lawyer read and approve them before you rely on them: the website does not make them legally sufficient.";

/** The notices a contract of `totalCents` carries. */
export const noticesFor = (totalCents: number) => (totalCents > NOTICES_ABOVE_CENTS ? floridaNotices : []);

/** What the client agrees to by ticking the consent box (ESIGN, F.S. 668.50): shown beside it and kept in the record. */
export const CONSENT_TEXT =
  "I agree to sign this contract electronically and to receive it and other records about it electronically. " +
  "My typed name is my signature. I can download the signed contract as a PDF and ask for a paper copy at any time.";

/**
 * The buyer's three-day right to cancel a sale made at their home, seeded as the business's
 * template: written to the wording of the FTC's Cooling-Off Rule (16 CFR 429.1(a) and (b)), to be
 * read and approved by the owner's lawyer, who also says when a sale counts as made at the home
 * (Florida's home solicitation sale law, F.S. 501.021-.055, has its own). The product never says it
 * is legally sufficient. An estimate sent with it keeps this text in its version's record; the
 * names and dates in braces are filled in for each contract.
 */
export type CancellationTemplate = {
  /** The statement beside the buyer's signature, in bold type of at least 10 points (429.1(a)). */
  statement: string;
  /** The form's caption (429.1(b)). */
  heading: string;
  rule: string;
  /**
   * The form's text, its paragraphs in order: `{transactionDate}`, `{seller}`, `{sellerAddress}`
   * and `{cancelBy}` are filled in; the buyer's signature and its date follow the last one.
   */
  paragraphs: string[];
};

export const cancellationTemplate: CancellationTemplate = {
  statement:
    "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after " +
    "the date of this transaction. See the attached notice of cancellation form for an explanation of this right.",
  heading: "NOTICE OF CANCELLATION",
  rule: "16 CFR 429.1, the FTC's Cooling-Off Rule",
  paragraphs: [
    "{transactionDate}",
    "You may CANCEL this transaction, without any penalty or obligation, within THREE BUSINESS DAYS from the " +
      "above date.",
    "If you cancel, any property traded in, any payments made by you under the contract or sale, and any " +
      "negotiable instrument executed by you will be returned within TEN BUSINESS DAYS following receipt by the " +
      "seller of your cancellation notice, and any security interest arising out of the transaction will be " +
      "cancelled.",
    "If you cancel, you must make available to the seller at your residence, in substantially as good condition " +
      "as when received, any goods delivered to you under this contract or sale, or you may, if you wish, comply " +
      "with the instructions of the seller regarding the return shipment of the goods at the seller's expense and " +
      "risk.",
    "If you do make the goods available to the seller and the seller does not pick them up within 20 days of the " +
      "date of your Notice of Cancellation, you may retain or dispose of the goods without any further " +
      "obligation. If you fail to make the goods available to the seller, or if you agree to return the goods to " +
      "the seller and fail to do so, then you remain liable for performance of all obligations under the contract.",
    "To cancel this transaction, mail or deliver a signed and dated copy of this cancellation notice or any other " +
      "written notice, or send a telegram, to {seller}, at {sellerAddress}, NOT LATER THAN MIDNIGHT OF {cancelBy}.",
    "I HEREBY CANCEL THIS TRANSACTION.",
  ],
};

/** The form's text for one contract: the template's paragraphs with its names and dates filled in. */
export const cancellationText = (
  template: Pick<CancellationTemplate, "paragraphs">,
  filled: { transactionDate: string; seller: string; sellerAddress: string; cancelBy: string },
) =>
  template.paragraphs.map((paragraph) =>
    paragraph.replace(
      /\{(transactionDate|seller|sellerAddress|cancelBy)\}/g,
      (_, name: keyof typeof filled) => filled[name],
    ),
  );

/** What the office is told beside the option: a template, not legal advice. */
export const CANCELLATION_OWNER_NOTE =
  "The statement and the notice of cancellation are templates written to the wording of the FTC's Cooling-Off " +
  "Rule (16 CFR 429.1); the last day to cancel leaves out Sundays and federal holidays. Florida's home " +
  "solicitation sale law (F.S. 501.021-.055) asks for a statement of its own too, under the caption \"BUYER'S " +
  'RIGHT TO CANCEL" (F.S. 501.031). Have your lawyer read and approve ' +
  "them, and say which sales need them, before you rely on them: the website does not make them legally " +
  "sufficient. The rule also asks you to tell the client of this right out loud when they sign.";
