// The contract texts' rules (server/content/contract-texts.ts): the seed passes them; a text that
// leaves out a name the law needs filled in ({license}, {seller}, {sellerAddress}, {cancelBy}), or
// writes one its estimate does not fill, is refused under its field with what to write; the
// statutory notices and the notice of cancellation's caption are refused unless in capitals. And
// what a version's record makes of them: the license statement filled in, the deposit clause only
// above 10 % of the total, and a version sent before the texts were the owner's read as it was.
import { describe, expect, it } from "vitest";
import { seedFacts } from "../../common/business-facts.ts";
import { checkContractTexts, CONTRACT_TEXTS_SLUG, type ContractTexts } from "../../server/content/contract-texts.ts";
import { fillPlaceholders } from "../../server/content/text-field.ts";
import { contractTextsSeed, seedContractTexts } from "../../server/content/seed/contract-texts.ts";
import type { EstimateContent } from "../../server/estimates/estimate-form.ts";
import { makeRecord, viewOf, type EstimateRecord } from "../../server/estimates/record.ts";

const check = (change: (texts: ContractTexts) => void) => {
  const texts = structuredClone(seedContractTexts);
  change(texts);
  return checkContractTexts(texts, CONTRACT_TEXTS_SLUG);
};
const errorsOf = (checked: ReturnType<typeof checkContractTexts>) => ("errors" in checked ? checked.errors : {});

describe("the contract texts' rules", () => {
  it("take the seed as it is, in capitals where the statutes print capitals", () => {
    expect(checkContractTexts(seedContractTexts, CONTRACT_TEXTS_SLUG)).toEqual({
      data: seedContractTexts,
      slug: CONTRACT_TEXTS_SLUG,
    });
    expect(contractTextsSeed()).toEqual([{ slug: CONTRACT_TEXTS_SLUG, position: 0, data: seedContractTexts }]);
    expect(checkContractTexts(seedContractTexts, "other")).toEqual({
      errors: { slug: "The contract texts keep their address." },
    });
  });

  it("refuse a text without the names the law needs filled in, saying which and why", () => {
    expect(errorsOf(check((texts) => (texts.license = "Licensed in Florida, number on request")))).toEqual({
      license:
        "Write {license} where the contract fills in the license number, from the credentials under Business facts: the law asks for it.",
    });
    const paragraphs = errorsOf(
      check((texts) => {
        texts.cancellation.paragraphs = texts.cancellation.paragraphs.map((paragraph) =>
          paragraph.replace("{sellerAddress}", "our office").replace("{cancelBy}", "the third business day"),
        );
      }),
    );
    expect(paragraphs).toEqual({ "cancellation.paragraphs": expect.stringContaining("{sellerAddress}, {cancelBy}") });
  });

  it("refuse a name a text does not fill in (a typo too), and any name in a text that fills in none", () => {
    expect(errorsOf(check((texts) => (texts.license = "Florida contractor's license {licence}")))).toEqual({
      license: "{licence} is not filled in here: this text may write {license}, spelled exactly so.",
    });
    expect(
      errorsOf(
        check((texts) => {
          texts.cancellation.paragraphs[4] = texts.cancellation.paragraphs[4]!.replace("{cancelBy}", "{cancelby}");
        }),
      ),
    ).toEqual({
      "cancellation.paragraphs":
        "{cancelby} is not filled in here: this text may write {seller}, {sellerAddress}, {cancelBy}, {transactionDate}, spelled exactly so.",
    });
    expect(errorsOf(check((texts) => (texts.cancellation.statement += " Call {phone}.")))).toEqual({
      "cancellation.statement": "This text fills in no names or dates: take out {phone}.",
    });
  });

  it("refuse the statutory notices and the cancellation's caption unless in capitals, each under its field, all at once", () => {
    const errors = errorsOf(
      check((texts) => {
        texts.recoveryFund.text = texts.recoveryFund.text.replace("PAYMENT MAY", "Payment may");
        texts.lienLaw.heading = "Construction lien law notice";
        texts.cancellation.heading = "Notice of cancellation";
        texts.deposit = "Short.";
      }),
    );
    expect(errors).toEqual({
      "recoveryFund.text": "Write the notice in capital letters, as F.S. 489.1425 prints it.",
      "lienLaw.heading": "Write the heading in capital letters: F.S. 713.015 asks for the notice in capitalized type.",
      "cancellation.heading":
        "Write the caption in capital letters, as 16 CFR 429.1(b) gives it: NOTICE OF CANCELLATION.",
      deposit: "The deposit clause needs a sentence or two (at least 40 characters).",
    });
    // Lowercase is fine where the law asks for none: the statement, the form's paragraphs, the clause.
    expect(
      "data" in check((texts) => (texts.cancellation.statement = texts.cancellation.statement.toLowerCase())),
    ).toBe(true);
    expect(errorsOf(check((texts) => (texts.cancellation.paragraphs = [" ", ""])))).toEqual({
      "cancellation.paragraphs": "The notice of cancellation needs its text.",
    });
  });

  it("fill in only the names given, leaving any other braces as written", () => {
    expect(fillPlaceholders("License {license}; {other} {license}", { license: "CGC1531187" })).toBe(
      "License CGC1531187; {other} CGC1531187",
    );
  });
});

describe("a version's record of the texts", () => {
  const content = (deposit: Partial<EstimateContent>): EstimateContent => ({
    title: "Kitchen",
    scope: "",
    items: [
      {
        description: "Cabinets",
        quantityMilli: 1000,
        unit: "",
        unitPriceCents: 1_000_000,
        group: "",
        kind: "standard",
      },
    ],
    taxBasisPoints: 0,
    depositBasisPoints: 1000,
    milestones: [],
    validUntil: "2030-01-01",
    ...deposit,
  });
  const client = { name: "José Núñez", email: "jose@example.com", phone: "", location: "" };
  const recordOf = (deposit: Partial<EstimateContent>, texts = seedContractTexts) =>
    JSON.parse(
      makeRecord({ id: 7, version: 1, sentAt: "2026-12-01T15:00:00Z", ...content(deposit) }, seedFacts, client, texts)
        .text,
    ) as EstimateRecord;

  it("heads it with the license statement filled in, and keeps the notices' words", () => {
    const texts = structuredClone(seedContractTexts);
    texts.license = "Certified General Contractor, license {license}";
    const view = viewOf(recordOf({}, texts), new Set());
    expect(view.business.licenseLine).toBe("Certified General Contractor, license CGC1531187");
    expect(view.notices.map((notice) => notice.heading)).toEqual([
      "FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND",
      "CONSTRUCTION LIEN LAW NOTICE",
    ]);
  });

  it("shows the deposit clause, its amount filled in, only for a deposit above 10 % of the total", () => {
    expect(viewOf(recordOf({ depositBasisPoints: 1000 }), new Set()).depositClause).toBeUndefined();
    expect(viewOf(recordOf({ depositBasisPoints: 3000 }), new Set()).depositClause).toMatch(
      /^The deposit of \$3,000\.00 is more than 10 % of the contract price\./,
    );
    expect(viewOf(recordOf({ depositBasisPoints: 0, depositCents: 100_001 }), new Set()).depositClause).toContain(
      "$1,000.01",
    );
    expect(viewOf(recordOf({ depositBasisPoints: 0, depositCents: 100_000 }), new Set()).depositClause).toBeUndefined();
  });

  it("reads a version sent before the texts were the owner's as it was: the license line of then, no deposit clause", () => {
    const { depositClause: _clause, ...older } = recordOf({ depositBasisPoints: 3000 });
    const { licenseLine: _line, ...business } = older.business;
    const view = viewOf({ ...older, business }, new Set());
    expect(view.business.licenseLine).toBe("Florida contractor’s license CGC1531187");
    expect(view.depositClause).toBeUndefined();
  });
});
