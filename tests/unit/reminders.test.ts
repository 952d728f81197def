import { describe, expect, it } from "vitest";
import { availability } from "#common/availability.ts";
import { reminderDue, reminderTime } from "../../server/bookings/reminders.ts";

describe("the day-before reminder's time", () => {
  it("is 9 AM Orlando time on the calendar day before, whatever the consultation's hour", () => {
    // Tuesday December 1, 2026, 8:30 AM and 4:30 PM EST → Monday November 30, 9 AM EST (14:00 UTC).
    for (const start of ["2026-12-01T13:30:00Z", "2026-12-01T21:30:00Z"])
      expect(reminderTime(availability, new Date(start)).toISOString()).toBe("2026-11-30T14:00:00.000Z");
  });

  it("follows the daylight-saving changes: the day before may be in the other offset", () => {
    // Monday March 15, 2027, 8:30 AM EDT; the clocks went forward on Sunday the 14th, so 9 AM is EDT (13:00 UTC).
    expect(reminderTime(availability, new Date("2027-03-15T12:30:00Z")).toISOString()).toBe("2027-03-14T13:00:00.000Z");
    // Monday November 8, 2027, 8:30 AM EST; the clocks went back on Sunday the 7th, so 9 AM is EST (14:00 UTC).
    expect(reminderTime(availability, new Date("2027-11-08T13:30:00Z")).toISOString()).toBe("2027-11-07T14:00:00.000Z");
  });

  it("is not set for a booking made or moved after it: the confirmation is the reminder then", () => {
    const start = new Date("2026-12-01T13:30:00Z");
    expect(reminderDue(availability, start, new Date("2026-11-30T13:59:00Z"))?.toISOString()).toBe(
      "2026-11-30T14:00:00.000Z",
    );
    expect(reminderDue(availability, start, new Date("2026-11-30T14:00:00Z"))).toBeNull();
    expect(reminderDue(availability, start, new Date("2026-11-30T20:00:00Z"))).toBeNull();
  });
});
