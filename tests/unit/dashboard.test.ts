import { describe, expect, it } from "vitest";
import { availability } from "../../common/availability.ts";
import { seedFacts } from "../../common/business-facts.ts";
import { businessSpan, percent, periodStarts, responseFigures } from "../../server/office/dashboard.ts";
import { openHours } from "../../server/office/leads.ts";

const seedHours = openHours(seedFacts.hours, availability.closedDates);

// Orlando is UTC-5 in December: 14:00Z is 9 AM.
const lead = (createdAt: string, firstResponseAt: string | null, stage = "contacted") => ({
  createdAt,
  firstResponseAt,
  stage,
});

describe("the start page's response figures", () => {
  it("counts business time: a Saturday-evening lead answered first thing Monday was answered in minutes", () => {
    const figures = responseFigures(
      [
        lead("2026-12-07T14:00:00Z", "2026-12-07T14:30:00Z"), // Monday 9:00 → 9:30: 30 min
        lead("2026-12-05T21:30:00Z", "2026-12-07T13:20:00Z"), // Saturday 4:30 PM (closed) → Monday 8:20: 20 min
        lead("2026-12-07T14:00:00Z", "2026-12-08T14:00:00Z"), // Monday 9:00 → Tuesday 9:00: 600 min
        lead("2026-12-07T14:00:00Z", null, "spam"), // never counted
      ],
      new Date("2026-12-09T15:00:00Z"),
      seedHours,
    );
    expect(figures).toEqual({ counted: 3, medianMinutes: 30, withinHour: 2 / 3, withinDay: 1, dayMinutes: 600 });
  });

  it("counts an unanswered lead against a window only once that window is over", () => {
    const now = new Date("2026-12-07T16:00:00Z"); // Monday 11 AM
    const figures = responseFigures(
      [
        lead("2026-12-07T14:00:00Z", "2026-12-07T14:10:00Z"), // answered in 10 min
        lead("2026-12-07T14:30:00Z", null), // waiting 90 min: past the hour, not past the day
        lead("2026-12-07T15:30:00Z", null), // waiting 30 min: decided for neither
      ],
      now,
      seedHours,
    );
    expect(figures).toEqual({ counted: 3, medianMinutes: 10, withinHour: 1 / 2, withinDay: 1, dayMinutes: 600 });
    // A consultation booked online is the site's answer: unanswered by the office, it counts for
    // neither window (the inbox never flags it overdue); answered, it counts as any lead.
    const booked = (createdAt: string, firstResponseAt: string | null) => ({
      ...lead(createdAt, firstResponseAt, "consultation"),
      booked: 1,
    });
    expect(
      responseFigures(
        [
          lead("2026-12-07T14:00:00Z", "2026-12-07T14:10:00Z"),
          booked("2026-12-04T14:00:00Z", null), // Friday, three days unanswered
          booked("2026-12-07T14:00:00Z", "2026-12-07T14:50:00Z"), // called back in 50 min
        ],
        now,
        seedHours,
      ),
    ).toEqual({ counted: 2, medianMinutes: 30, withinHour: 1, withinDay: 1, dayMinutes: 600 });
    expect(responseFigures([], now, seedHours)).toEqual({
      counted: 0,
      medianMinutes: undefined,
      withinHour: undefined,
      withinDay: undefined,
      dayMinutes: 600,
    });
  });

  it("takes the middle of an even count as the mean of the two middle waits", () => {
    const figures = responseFigures(
      [lead("2026-12-07T14:00:00Z", "2026-12-07T14:10:00Z"), lead("2026-12-07T14:00:00Z", "2026-12-07T14:41:00Z")],
      new Date("2026-12-08T14:00:00Z"),
      seedHours,
    );
    expect(figures.medianMinutes).toBe(26);
  });

  it("starts the week on Monday and the month on the 1st, at midnight in Orlando across the clock change", () => {
    expect(periodStarts(new Date("2026-11-26T17:00:00Z"))).toEqual({
      week: new Date("2026-11-23T05:00:00Z"),
      month: new Date("2026-11-01T04:00:00Z"),
    });
    // Sunday evening in Orlando is still the week that began on Monday.
    expect(periodStarts(new Date("2026-12-07T03:00:00Z")).week).toEqual(new Date("2026-11-30T05:00:00Z"));
  });

  it("says spans and shares as people read them", () => {
    expect([12, 60, 185, 600, 1500].map((minutes) => businessSpan(minutes, 600))).toEqual([
      "12 min",
      "1 h",
      "3 h 5 min",
      "1 business day",
      "3 business days",
    ]);
    // A business day is as long as the hours in force make it: 8 h when the office opens 9 to 5.
    expect(businessSpan(600, 480)).toBe("1 business day");
    expect([undefined, 0, 2 / 3, 1].map(percent)).toEqual(["–", "0%", "67%", "100%"]);
  });
});
