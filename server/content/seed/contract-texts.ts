// The contract texts a new database starts with, stored on its first start: templates written to
// the requirements of Florida Statutes 489.119 (the license number), 489.1425 (the Recovery Fund
// notice), 713.015 (the construction lien law notice) and 489.126 (a deposit above 10 %), and of the
// FTC's Cooling-Off Rule (16 CFR 429.1(a) and (b): a sale at the buyer's home). The business's to
// change at /office/contract-texts, once its lawyer has read them: nothing here makes them legally
// sufficient. The notices are in capitals as the statutes print them; the names in braces are
// filled in for each estimate (server/content/contract-texts.ts).
import { checkContractTexts, CONTRACT_TEXTS_SLUG, type ContractTexts } from "../contract-texts.ts";
import type { SeedItem } from "../collection.ts";

export const seedContractTexts: ContractTexts = {
  license: "Florida contractor’s license {license}",
  recoveryFund: {
    heading: "FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND",
    text:
      "PAYMENT MAY BE AVAILABLE FROM THE FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND IF YOU LOSE MONEY ON A " +
      "PROJECT PERFORMED UNDER CONTRACT, WHERE THE LOSS RESULTS FROM SPECIFIED VIOLATIONS OF FLORIDA LAW BY A " +
      "LICENSED CONTRACTOR. FOR INFORMATION ABOUT THE RECOVERY FUND AND FILING A CLAIM, CONTACT THE FLORIDA " +
      "CONSTRUCTION INDUSTRY LICENSING BOARD AT THE FOLLOWING TELEPHONE NUMBER AND ADDRESS: " +
      "(850) 487-1395, 2601 BLAIR STONE ROAD, TALLAHASSEE, FLORIDA 32399-1039.",
  },
  lienLaw: {
    heading: "CONSTRUCTION LIEN LAW NOTICE",
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
  deposit:
    "The deposit of {deposit} is more than 10 % of the contract price. As section 489.126, Florida Statutes, " +
    "requires, we will apply for the permits the work needs within 30 days after the deposit is paid, unless the " +
    "work needs none, and start the work within 90 days after the date all necessary permits are issued, unless " +
    "you agree in writing to a longer period to apply for the permits or to start the work, or to longer periods " +
    "for both.",
  cancellation: {
    statement:
      "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after " +
      "the date of this transaction. See the attached notice of cancellation form for an explanation of this right.",
    heading: "NOTICE OF CANCELLATION",
    paragraphs: [
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
  },
};

export const contractTextsSeed = (): SeedItem<ContractTexts>[] => {
  const checked = checkContractTexts(seedContractTexts, CONTRACT_TEXTS_SLUG);
  if ("errors" in checked) throw new Error(`server/content/seed/contract-texts.ts: ${JSON.stringify(checked.errors)}`);
  return [{ slug: CONTRACT_TEXTS_SLUG, position: 0, data: checked.data }];
};
