// A contract's total with its change orders: only signed ones count, a credit takes away, each
// change order stands against the total signed before it; and its form's amounts, credits and days.
import { describe, expect, it } from "vitest";
import {
  blankChangeOrder,
  checkChangeOrder,
  contractTotal,
  daysText,
  parseSignedCents,
  signedDollars,
  totalAround,
  type CountedOrder,
} from "../../server/estimates/contract-total.ts";

const orders: CountedOrder[] = [
  { id: 1, status: "accepted", amountCents: 180_000, answeredAt: "2026-11-02T10:00:00.000Z" },
  { id: 2, status: "declined", amountCents: 50_000, answeredAt: "2026-11-03T10:00:00.000Z" },
  { id: 3, status: "accepted", amountCents: -75_000, answeredAt: "2026-11-04T10:00:00.000Z" },
  { id: 4, status: "sent", amountCents: 20_000, answeredAt: null },
];

describe("a contract's total", () => {
  it("is the signed estimate's plus the signed change orders, credits taken away", () => {
    expect(contractTotal(1_000_000, orders)).toEqual({
      signedCents: 1_000_000,
      changesCents: 105_000,
      totalCents: 1_105_000,
    });
    expect(contractTotal(1_000_000, [])).toMatchObject({ totalCents: 1_000_000 });
  });

  it("puts each change order against the total signed before it", () => {
    expect(totalAround(1_000_000, orders, orders[0]!)).toEqual({ beforeCents: 1_000_000, afterCents: 1_180_000 });
    expect(totalAround(1_000_000, orders, orders[2]!)).toEqual({ beforeCents: 1_180_000, afterCents: 1_105_000 });
    expect(totalAround(1_000_000, orders, orders[3]!)).toEqual({ beforeCents: 1_105_000, afterCents: 1_125_000 });
  });

  it("reads credits and shows signed amounts and days in words", () => {
    expect(parseSignedCents("-250")).toBe(-25_000);
    expect(parseSignedCents("−$1,200.50")).toBe(-120_050);
    expect(parseSignedCents("75")).toBe(7_500);
    expect(parseSignedCents("--5")).toBeUndefined();
    expect(signedDollars(-25_000)).toBe("−$250.00");
    expect(signedDollars(120_000)).toBe("+$1,200.00");
    expect(daysText(0)).toBe("No change to the schedule");
    expect(daysText(1)).toBe("1 day more");
    expect(daysText(-4)).toBe("4 days fewer");
  });

  it("takes one price or lines, and refuses a credit past the contract's total", () => {
    const typed = { ...blankChangeOrder(), description: "Add a niche\nin the shower", price: "450", days: "2" };
    expect(checkChangeOrder(typed, 1_000_000)).toEqual({
      ok: true,
      content: {
        description: "Add a niche\nin the shower",
        lines: [{ description: "Add a niche", amountCents: 45_000 }],
        days: 2,
        note: "",
      },
      amountCents: 45_000,
    });
    const lines = blankChangeOrder().lines.map((row, index) =>
      index === 0
        ? { description: "Tile credit", amount: "-300" }
        : index === 2
          ? { description: "Labour", amount: "100" }
          : row,
    );
    expect(checkChangeOrder({ ...typed, price: "", lines }, 1_000_000)).toMatchObject({
      ok: true,
      amountCents: -20_000,
    });
    expect(checkChangeOrder({ ...typed, price: "-10,000.01" }, 1_000_000)).toMatchObject({
      ok: false,
      errors: { price: expect.stringContaining("$10,000.00") },
    });
    expect(checkChangeOrder({ ...typed, price: "" }, 1_000_000)).toMatchObject({
      ok: false,
      errors: { price: expect.any(String) },
    });
    const half = blankChangeOrder().lines.map((row, index) => (index === 1 ? { description: "", amount: "50" } : row));
    expect(checkChangeOrder({ ...typed, lines: half, days: "400" }, 1_000_000)).toMatchObject({
      ok: false,
      errors: { line1: expect.stringContaining("Line 2"), days: expect.any(String) },
    });
  });
});
