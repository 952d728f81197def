// The pipeline in money per month: each version in its business month of sending (Orlando time),
// its offer counted as sent and its signed total as accepted, and the close rate by count and by
// value (capped at 100 % when accepted options lift a contract past its offer).
import { describe, expect, it } from "vitest";
import { monthsBack, pipelineMonths } from "../../server/office/pipeline.ts";

describe("the pipeline per month", () => {
  it("counts sent and accepted estimates, their values and close rates, newest month first", () => {
    const rows = [
      { sentAt: "2026-11-03T15:00:00Z", status: "accepted" as const, offeredCents: 500_000, totalCents: 560_000 },
      { sentAt: "2026-11-10T15:00:00Z", status: "sent" as const, offeredCents: 1_500_000, totalCents: null },
      { sentAt: "2026-11-12T15:00:00Z", status: "declined" as const, offeredCents: 2_000_000, totalCents: null },
      // 11 PM on October 31 in Orlando is November 1 in UTC: October's.
      { sentAt: "2026-11-01T03:00:00Z", status: "accepted" as const, offeredCents: 300_000, totalCents: 400_000 },
      { sentAt: "2026-07-01T15:00:00Z", status: "sent" as const, offeredCents: 100_000, totalCents: null },
    ];
    const months = pipelineMonths(rows, "2026-09");
    expect(months.map((month) => month.month)).toEqual(["2026-11", "2026-10"]);
    expect(months[0]).toMatchObject({
      label: "November 2026",
      sent: 3,
      sentCents: 4_000_000,
      accepted: 1,
      acceptedCents: 560_000,
      closeByCount: 1 / 3,
      closeByValue: 0.14,
    });
    expect(months[1]).toMatchObject({ sent: 1, accepted: 1, closeByCount: 1, closeByValue: 1 });
    expect(pipelineMonths([], "2026-09")).toEqual([]);
  });

  it("reads the months back from now's, in the business's zone", () => {
    expect(monthsBack(new Date("2026-11-29T12:00:00Z"), 3)).toBe("2026-09");
    expect(monthsBack(new Date("2026-01-15T12:00:00Z"), 12)).toBe("2025-02");
  });
});
