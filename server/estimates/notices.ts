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
