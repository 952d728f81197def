// The signed contract's pages as printed (server/estimates/contract-pdf.ts, read back with poppler's
// pdftotext): however long the scope of work, no page holds only a line or two of a paragraph
// (the last words of the acceptance alone on a page, a heading at a page's foot), over estimates
// whose scope runs from none to most of a page, with and without the right to cancel.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { seedFacts } from "../../common/business-facts.ts";
import { seedContractTexts } from "../../server/content/seed/contract-texts.ts";
import { contractPdf } from "../../server/estimates/contract-pdf.ts";
import type { EstimateContent } from "../../server/estimates/estimate-form.ts";
import { makeRecord, viewOf, type EstimateRecord } from "../../server/estimates/record.ts";

const content = (scopeLines: number, soldAtHome: boolean): EstimateContent => ({
  title: "Kitchen and hall bath",
  scope: Array.from(
    { length: scopeLines },
    (_, line) => `- Item ${line + 1}: remove the old cabinets and counters, patch the drywall and prime the walls.`,
  ).join("\n"),
  items: [
    {
      description: "Demolition and haul-away",
      quantityMilli: 1000,
      unit: "",
      unitPriceCents: 240_000,
      group: "Demolition",
      kind: "standard",
    },
    {
      description: "Shaker cabinets, supplied and installed",
      quantityMilli: 3000,
      unit: "runs",
      unitPriceCents: 450_000,
      group: "Cabinetry",
      kind: "standard",
    },
    {
      description: "Quartz counter",
      quantityMilli: 1000,
      unit: "",
      unitPriceCents: 320_000,
      group: "Counters",
      kind: "allowance",
    },
  ],
  taxBasisPoints: 0,
  depositBasisPoints: 3000,
  milestones: [{ label: "Cabinets installed", basisPoints: 4000 }],
  validUntil: "2030-01-01",
  ...(soldAtHome && { soldAtHome: true as const }),
});
const client = { name: "José Núñez-Peña", email: "jose@example.com", phone: "(407) 555-0142", location: "Winter Park" };
const signing = {
  signerName: "José Núñez-Peña",
  at: "2026-12-02T15:00:00.000Z",
  address: "203.0.113.20",
  agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
  recordSha256: "a".repeat(64),
  firstOpenedAt: "2026-12-01T16:00:00.000Z",
  email: "jose@example.com",
};

/** Scopes of 0 to this many items (two printed lines each): the first page's end falls across each part after them. */
const MOST_SCOPE_LINES = 24;

/** Each page's lines of text, its footer left out. */
const pagesOf = (pdf: Uint8Array) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-layout", "-", "-"], { input: pdf })
    .toString("utf8")
    .split("\f")
    .filter((page) => page.trim())
    .map((page) =>
      page
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line && !/ · page \d+ of \d+$/.test(line)),
    );

describe("the signed contract's pages", () => {
  it.each([false, true])(
    "leave no line or two of a paragraph alone on a page (sold at home: %s)",
    async (soldAtHome) => {
      for (let scopeLines = 0; scopeLines <= MOST_SCOPE_LINES; scopeLines += 1) {
        const record = JSON.parse(
          makeRecord(
            { id: 7, version: 1, sentAt: "2026-12-01T15:00:00Z", ...content(scopeLines, soldAtHome) },
            seedFacts,
            client,
            seedContractTexts,
          ).text,
        ) as EstimateRecord;
        const pages = pagesOf(await contractPdf(viewOf(record, new Set(), "2026-12-02"), signing));
        for (const [number, lines] of pages.entries())
          expect(
            lines.length,
            `scope of ${scopeLines} lines: page ${number + 1} holds ${JSON.stringify(lines)}`,
          ).toBeGreaterThan(2);
      }
    },
    // Some 25 PDFs each, a fifth of a second apiece on a quiet machine.
    60_000,
  );
});
