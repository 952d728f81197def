// The estimate form's rules: blank rows left out, a half-filled row named by its line, the deposit
// as a percentage or an amount (not both, not above the total), the payments at most 100 %, and
// the last day to accept from today on.
import { describe, expect, it } from "vitest";
import { checkEstimate, typedFrom, withRows, type TypedEstimate } from "../../server/estimates/estimate-form.ts";

const TODAY = "2026-11-28";
const form = (changes: Partial<TypedEstimate> = {}): TypedEstimate =>
  withRows(
    {
      title: "Hall bath",
      scope: "Tile and vanity.",
      rows: [
        { description: "Tile the floor", quantity: "48", unit: "sq ft", unitPrice: "18.50", group: "Tile", kind: "" },
        { description: "", quantity: "", unit: "", unitPrice: "", group: "", kind: "standard" },
        { description: "Vanity", quantity: "", unit: "", unitPrice: "1,150", group: "", kind: "allowance" },
      ],
      taxPercent: "",
      depositPercent: "10",
      depositAmount: "",
      milestones: [{ name: "Tile set", percent: "40" }],
      validUntil: "2026-12-31",
      ...changes,
    },
    0,
  );

describe("the estimate form", () => {
  it("reads the lines, leaving blank rows out and taking a missing quantity as one", () => {
    const checked = checkEstimate(form(), TODAY);
    expect(checked).toEqual({
      ok: true,
      content: {
        title: "Hall bath",
        scope: "Tile and vanity.",
        items: [
          {
            description: "Tile the floor",
            quantityMilli: 48_000,
            unit: "sq ft",
            unitPriceCents: 1850,
            group: "Tile",
            kind: "standard",
          },
          {
            description: "Vanity",
            quantityMilli: 1000,
            unit: "",
            unitPriceCents: 115_000,
            group: "",
            kind: "allowance",
          },
        ],
        taxBasisPoints: 0,
        depositBasisPoints: 1000,
        milestones: [{ label: "Tile set", basisPoints: 4000 }],
        validUntil: "2026-12-31",
      },
    });
    // Shown again as typed (prices to the cent), with the empty rows a page without script needs.
    const again = typedFrom((checked as { content: Parameters<typeof typedFrom>[0] }).content);
    expect(again.rows.slice(0, 2).map((row) => row.unitPrice)).toEqual(["18.50", "1150.00"]);
    expect(again.rows).toHaveLength(10);
  });

  it("names each problem by its field, a row's by its line", () => {
    const rows = [
      { description: "Demolition", quantity: "two", unit: "", unitPrice: "-5", group: "", kind: "" },
      { description: "", quantity: "", unit: "", unitPrice: "", group: "", kind: "" },
      { description: "", quantity: "1", unit: "", unitPrice: "100", group: "", kind: "surprise" },
    ];
    expect(checkEstimate(form({ rows, validUntil: "2026-11-27", taxPercent: "120" }), TODAY)).toEqual({
      ok: false,
      errors: {
        item0: expect.stringMatching(/^Line 1: give the quantity .*; give the unit price/),
        item2: expect.stringMatching(/^Line 3: describe the work .*; choose whether/),
        taxPercent: expect.any(String),
        validUntil: "Give the last day the client may accept, today (2026-11-28) or later.",
      },
    });
    expect(checkEstimate(form({ rows: [] }), TODAY)).toMatchObject({
      ok: false,
      errors: { items: expect.any(String) },
    });
  });

  it("takes the deposit as a percentage or an amount, never both nor above the total", () => {
    expect(checkEstimate(form({ depositPercent: "", depositAmount: "$500" }), TODAY)).toMatchObject({
      ok: true,
      content: { depositBasisPoints: 0, depositCents: 50_000 },
    });
    expect(checkEstimate(form({ depositAmount: "500" }), TODAY)).toMatchObject({
      errors: { depositAmount: expect.stringContaining("not both") },
    });
    expect(checkEstimate(form({ depositPercent: "", depositAmount: "2,500" }), TODAY)).toMatchObject({
      errors: { depositAmount: expect.stringContaining("more than the estimate's total") },
    });
    expect(checkEstimate(form({ depositPercent: "70" }), TODAY)).toMatchObject({
      errors: { depositPercent: expect.stringContaining("more than 100 %") },
    });
  });
});
