// The three business days a buyer has to cancel a sale made at their home (16 CFR 429.0-429.1;
// F.S. 501.021, 501.025): Saturdays count, Sundays and federal holidays (and the weekday one is
// observed on) do not.
import { describe, expect, it } from "vitest";
import {
  cancelByDay,
  federalHolidays,
  isCancelBusinessDay,
  stillCancellableUntil,
} from "../../server/estimates/cooling-off.ts";

describe("the federal holidays", () => {
  it("are 5 U.S.C. 6103's eleven, with a weekend one's observed weekday beside it", () => {
    // 2026: Independence Day is a Saturday, observed on Friday the 3rd.
    expect(federalHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03",
      "2026-07-04",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
  });

  it("observe a Sunday's on the Monday, a Saturday New Year's Day on the year before's December 31", () => {
    expect(federalHolidays(2023)).toContain("2023-01-02");
    expect(federalHolidays(2021)).toContain("2021-12-31");
    expect(federalHolidays(2022)).not.toContain("2021-12-31");
  });

  it("count Juneteenth from 2021, when it became one", () => {
    expect(federalHolidays(2020)).not.toContain("2020-06-19");
    expect(federalHolidays(2021)).toContain("2021-06-18");
  });
});

describe("business days", () => {
  it("are every day but Sundays and federal holidays: Saturdays count", () => {
    expect(isCancelBusinessDay("2026-06-06")).toBe(true);
    expect(isCancelBusinessDay("2026-06-07")).toBe(false);
    expect(isCancelBusinessDay("2026-11-26")).toBe(false);
    expect(isCancelBusinessDay("2026-11-27")).toBe(true);
  });
});

describe("the last day to cancel", () => {
  it.each([
    ["a Monday: Thursday", "2026-06-01", "2026-06-04"],
    ["a Friday: the Saturday counts, the Sunday does not", "2026-06-05", "2026-06-09"],
    ["a Sunday: the three days after", "2026-06-07", "2026-06-10"],
    ["the eve of Thanksgiving", "2026-11-25", "2026-11-30"],
    ["before a Saturday Independence Day, observed on the Friday", "2026-07-02", "2026-07-08"],
    ["before Christmas", "2026-12-23", "2026-12-28"],
    ["across a New Year's Day on a Saturday", "2021-12-30", "2022-01-05"],
    ["before Juneteenth", "2025-06-17", "2025-06-21"],
    ["before Juneteenth was a holiday", "2020-06-18", "2020-06-22"],
  ])("after %s", (_case, transaction, last) => {
    expect(cancelByDay(transaction)).toBe(last);
  });
});

describe("a contract signed at home", () => {
  it("may be cancelled up to and on its last day, not after", () => {
    // Signed the eve of Thanksgiving 2026: the last day is Monday, November 30.
    expect(stillCancellableUntil("2026-11-25", "2026-11-25")).toBe("2026-11-30");
    expect(stillCancellableUntil("2026-11-25", "2026-11-30")).toBe("2026-11-30");
    expect(stillCancellableUntil("2026-11-25", "2026-12-01")).toBeUndefined();
  });
});
