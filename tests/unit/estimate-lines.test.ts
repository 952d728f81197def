// The line rows as typed (common/estimate-lines.ts): read from the posted columns, checked row by
// row, and the running figures the form shows while typing, which count exactly what the server's
// check keeps (blank rows out, a blank quantity one, options apart, a row not right yet named).
import { describe, expect, it } from "vitest";
import { checkRows, isBlankRow, runningTotals, typedRows, type TypedRow } from "../../common/estimate-lines.ts";

const row = (fields: Partial<TypedRow>): TypedRow => ({
  description: "",
  quantity: "",
  unit: "",
  unitPrice: "",
  group: "",
  kind: "",
  ...fields,
});

describe("the line rows", () => {
  it("are read column by column, as many as the longest of description, quantity and price", () => {
    const columns: Record<string, string[]> = {
      itemDescription: ["Cabinets", ""],
      itemQuantity: ["3", "", "2"],
      itemUnitPrice: ["1,500"],
      itemKind: ["standard"],
    };
    const rows = typedRows((name) => columns[name] ?? []);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(row({ description: "Cabinets", quantity: "3", unitPrice: "1,500", kind: "standard" }));
    expect(rows.map(isBlankRow)).toEqual([false, true, false]);
  });

  it("keep the rows that are right and name each that is not", () => {
    const { items, errors } = checkRows([
      row({ description: "Demolition", unitPrice: "2,400" }),
      row({}),
      row({ description: "Tile", quantity: "120.5", unitPrice: "twelve" }),
      row({ description: "Lighting", quantity: "2", unitPrice: "300", kind: "lamp" }),
    ]);
    expect(items).toEqual([
      {
        description: "Demolition",
        quantityMilli: 1000,
        unit: "",
        unitPriceCents: 240_000,
        group: "",
        kind: "standard",
      },
    ]);
    expect(errors).toEqual({
      item2: "Line 3: give the unit price in dollars, like 1250 or 1,250.00.",
      item3: "Line 4: choose whether it is priced work, an allowance or an option.",
    });
  });
});

describe("the running figures", () => {
  const rows = [
    row({ description: "Cabinets", quantity: "3", unitPrice: "1,500" }),
    row({ description: "Quartz allowance", unitPrice: "1200", kind: "allowance" }),
    row({ description: "Under-cabinet lighting", quantity: "2", unitPrice: "300", kind: "optional" }),
    row({ description: "Haul-away", unitPrice: "four hundred" }),
  ];

  it("count the lines that are right, options apart, and the tax rounded to the cent", () => {
    expect(runningTotals(rows, "6.5")).toEqual({
      subtotalCents: 570_000,
      taxCents: 37_050,
      totalCents: 607_050,
      optionsLeftCents: 60_000,
      notCounted: ["Line 4: give the unit price in dollars, like 1250 or 1,250.00."],
      taxRead: true,
    });
  });

  it("count no tax while it is no percentage, and say so", () => {
    expect(runningTotals(rows, "6,5%")).toMatchObject({ taxCents: 0, totalCents: 570_000, taxRead: false });
    expect(runningTotals([], "")).toMatchObject({ totalCents: 0, notCounted: [], taxRead: true });
  });
});
