import { describe, expect, it } from "vitest";
import { mondayOf, weekOfTimes } from "~/lib/consultation-times.server";

const slot = (start: string, free = 1) => ({ start, end: start, free });

describe("weekOfTimes", () => {
  const days = [
    { date: "2026-11-24", slots: [slot("2026-11-24T08:30:00-05:00"), slot("2026-11-24T10:30:00-05:00", 0)] },
    { date: "2026-11-28", slots: [slot("2026-11-28T09:00:00-05:00", 0)] },
    { date: "2026-12-01", slots: [slot("2026-12-01T14:30:00-05:00")] },
  ];

  it("finds the Monday of any date's week", () => {
    expect(["2026-11-23", "2026-11-24", "2026-11-29"].map(mondayOf)).toEqual([
      "2026-11-23",
      "2026-11-23",
      "2026-11-23",
    ]);
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
  });

  it("lists the first week with free times, only the free ones, labelled in Orlando's time", () => {
    expect(weekOfTimes(days, null)).toEqual({
      monday: "2026-11-23",
      label: "Week of November 23",
      days: [
        {
          date: "2026-11-24",
          label: "Tuesday, November 24",
          times: [{ start: "2026-11-24T08:30:00-05:00", label: "8:30 AM" }],
        },
      ],
      previous: undefined,
      next: "2026-11-30",
    });
  });

  it("pages to the week asked for, and falls back to the first for an unknown one", () => {
    expect(weekOfTimes(days, "2026-11-30")).toMatchObject({
      monday: "2026-11-30",
      previous: "2026-11-23",
      next: undefined,
    });
    expect(weekOfTimes(days, "1999-01-04")?.monday).toBe("2026-11-23");
  });

  it("has no week when nothing is free", () => {
    expect(weekOfTimes([{ date: "2026-11-28", slots: [slot("2026-11-28T09:00:00-05:00", 0)] }], null)).toBeUndefined();
  });
});
