// The morning summary's rules: when it is due (from its time for five hours, in the business's zone,
// daylight saving included; never when off), who gets it, and what its subject says.
import { describe, expect, it } from "vitest";
import { getsSummary, summaryDay } from "../../server/office/daily-summary.ts";
import { summaryHeadline } from "../../server/mail/templates.ts";

describe("when the summary is due", () => {
  it("runs from its time for five hours, business time, summer and winter", () => {
    // Orlando is UTC-4 in July and UTC-5 in January.
    expect(summaryDay(new Date("2026-07-14T10:59:59Z"), "07:00")).toBeUndefined();
    expect(summaryDay(new Date("2026-07-14T11:00:00Z"), "07:00")).toBe("2026-07-14");
    expect(summaryDay(new Date("2026-07-14T15:59:59Z"), "07:00")).toBe("2026-07-14");
    expect(summaryDay(new Date("2026-07-14T16:00:00Z"), "07:00")).toBeUndefined();
    expect(summaryDay(new Date("2026-01-14T11:30:00Z"), "07:00")).toBeUndefined();
    expect(summaryDay(new Date("2026-01-14T12:00:00Z"), "07:00")).toBe("2026-01-14");
    // An evening time's window ends at midnight, on its own day.
    expect(summaryDay(new Date("2026-01-15T03:30:00Z"), "21:00")).toBe("2026-01-14");
    expect(summaryDay(new Date("2026-01-15T05:30:00Z"), "21:00")).toBeUndefined();
    expect(summaryDay(new Date("2026-07-14T12:00:00Z"), "off")).toBeUndefined();
  });

  it("goes to owners unless they turned it off, and to staff who turned it on", () => {
    expect(getsSummary({ role: "owner", dailySummary: null })).toBe(true);
    expect(getsSummary({ role: "owner", dailySummary: false })).toBe(false);
    expect(getsSummary({ role: "staff", dailySummary: null })).toBe(false);
    expect(getsSummary({ role: "staff", dailySummary: true })).toBe(true);
  });

  it("names in its subject only what there is", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Lead ${i}`, detail: "", leadUrl: "" }));
    expect(summaryHeadline({ consultations: rows(2), waitingTotal: 1, dueTotal: 0, deadlines: [] })).toBe(
      "2 consultations, 1 lead waiting",
    );
    expect(summaryHeadline({ consultations: [], waitingTotal: 17, dueTotal: 1, deadlines: rows(1) })).toBe(
      "17 leads waiting, 1 follow-up due, 1 contract date near",
    );
  });
});
