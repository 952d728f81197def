// An estimate's arithmetic in whole cents: typed prices, quantities and percentages, lines rounded
// half up, options counted only when chosen, tax, and a payment schedule that adds up exactly.
import { describe, expect, it } from "vitest";
import {
  dollars,
  lineCents,
  parseCents,
  parsePercent,
  parseQuantity,
  paymentSchedule,
  totals,
  type LineItem,
} from "../../common/money.ts";

const line = (quantity: number, unitPriceCents: number, kind: LineItem["kind"] = "standard"): LineItem => ({
  description: "Work",
  quantityMilli: quantity,
  unit: "",
  unitPriceCents,
  group: "",
  kind,
});

describe("the estimate's money", () => {
  it("reads prices as people type them, in cents, and refuses what is not one", () => {
    expect(parseCents("1,250")).toBe(125_000);
    expect(parseCents("$1,250.5")).toBe(125_050);
    expect(parseCents(" 1250.05 ")).toBe(125_005);
    expect(parseCents(".99")).toBe(99);
    expect(parseCents("0")).toBe(0);
    for (const wrong of ["", "-5", "1.234", "12a", "1e3", "$", "999999999.99"])
      expect(parseCents(wrong)).toBeUndefined();
  });

  it("reads quantities in thousandths and percentages in basis points", () => {
    expect(parseQuantity("3")).toBe(3000);
    expect(parseQuantity("120.5")).toBe(120_500);
    expect(parseQuantity("0.125")).toBe(125);
    for (const wrong of ["0", "", "-1", "1.2345", "two"]) expect(parseQuantity(wrong)).toBeUndefined();
    expect(parsePercent("10")).toBe(1000);
    expect(parsePercent("6.5%")).toBe(650);
    expect(parsePercent("100")).toBe(10_000);
    for (const wrong of ["100.01", "-1", "ten", ""]) expect(parsePercent(wrong)).toBeUndefined();
  });

  it("rounds each line half up to the cent, exactly even past a double's integers", () => {
    expect(lineCents(line(1500, 333))).toBe(500); // 499.5 → 500
    expect(lineCents(line(1499, 333))).toBe(499); // 499.167 → 499
    // 123,456.789 units at $987,654.32: the product passes 2^53, the amount does not.
    expect(lineCents(line(123_456_789, 98_765_432))).toBe(12_193_263_098_918);
  });

  it("adds the lines, the options chosen only, and the tax on them", () => {
    const items = [line(3000, 125_000), line(1000, 80_000, "allowance"), line(2000, 10_000, "optional")];
    expect(totals(items, 0, new Set())).toEqual({
      subtotalCents: 455_000,
      taxCents: 0,
      totalCents: 455_000,
      optionsLeftCents: 20_000,
    });
    expect(totals(items, 650, new Set([2]))).toEqual({
      subtotalCents: 475_000,
      taxCents: 30_875,
      totalCents: 505_875,
      optionsLeftCents: 0,
    });
  });

  it("makes a payment schedule whose payments add up to the total to the cent", () => {
    const schedule = paymentSchedule(1_000_001, { basisPoints: 1000 }, [
      { label: "Cabinets installed", basisPoints: 3333 },
    ]);
    expect(schedule).toEqual([
      { label: "Deposit on signing", basisPoints: 1000, cents: 100_000 },
      { label: "Cabinets installed", basisPoints: 3333, cents: 333_300 },
      { label: "Final payment on completion", basisPoints: 5667, cents: 566_701 },
    ]);
    expect(schedule.reduce((sum, payment) => sum + payment.cents, 0)).toBe(1_000_001);
    expect(paymentSchedule(5000, { basisPoints: 0 }, [])).toEqual([
      { label: "Final payment on completion", basisPoints: 10_000, cents: 5000 },
    ]);
    // A deposit given as an amount: the final payment is what it leaves, with no share to name.
    expect(paymentSchedule(630_000, { cents: 250_000 }, [{ label: "Rough-in passed", basisPoints: 2000 }])).toEqual([
      { label: "Deposit on signing", basisPoints: undefined, cents: 250_000 },
      { label: "Rough-in passed", basisPoints: 2000, cents: 126_000 },
      { label: "Final payment on completion", basisPoints: undefined, cents: 254_000 },
    ]);
  });

  it("writes dollars as the client reads them", () => {
    expect(dollars(1_234_567)).toBe("$12,345.67");
    expect(dollars(5)).toBe("$0.05");
    expect(dollars(-75_050)).toBe("−$750.50");
    expect(dollars(-5)).toBe("−$0.05");
  });
});
