// The estimate form's rules: blank rows left out, a half-filled row named by its line, the deposit
// as a percentage or an amount (not both, not above the total), the payments at most 100 %, and
// the last day to accept from today on, and a sale at the client's home (a new field, ticked to
// begin with when the lead's consultation was booked at their address).
import { describe, expect, it } from "vitest";
import {
  checkEstimate,
  consultedAtHome,
  newEstimateForm,
  postedFrom,
  typedEstimate,
  typedFrom,
  withRows,
  type TypedEstimate,
} from "../../server/estimates/estimate-form.ts";

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

  it("marks a sale made at the client's home only when its box was ticked, and shows it ticked again", () => {
    const posted = (fields: [string, string][]) => typedEstimate(postedFrom(toForm(fields)));
    expect(posted([["title", "Hall bath"]]).soldAtHome).toBe(false);
    expect(posted([["soldAtHome", "yes"]]).soldAtHome).toBe(true);
    const atHome = checkEstimate(form({ soldAtHome: true }), TODAY);
    expect(atHome).toMatchObject({ ok: true, content: { soldAtHome: true } });
    // Not at home: no key at all, as in every estimate sent before the option (their records' hashes stand).
    const elsewhere = checkEstimate(form({ soldAtHome: false }), TODAY);
    expect(elsewhere.ok && "soldAtHome" in elsewhere.content).toBe(false);
    if (!atHome.ok || !elsewhere.ok) throw new Error("refused");
    expect(typedFrom(atHome.content).soldAtHome).toBe(true);
    expect(typedFrom(elsewhere.content).soldAtHome).toBe(false);
  });

  it("starts ticked when a consultation of the lead's is booked at an address", () => {
    const booked = { status: "confirmed", location: "812 Magnolia Ave, Winter Park" };
    expect(consultedAtHome([booked])).toBe(true);
    expect(consultedAtHome([{ ...booked, status: "cancelled" }])).toBe(false);
    expect(consultedAtHome([{ ...booked, location: " " }])).toBe(false);
    expect(consultedAtHome([])).toBe(false);
    expect(newEstimateForm("Kitchen", TODAY, true).soldAtHome).toBe(true);
    expect(newEstimateForm("Kitchen", TODAY).soldAtHome).toBe(false);
  });
});

const toForm = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};
