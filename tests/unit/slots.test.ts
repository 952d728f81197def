import { describe, expect, it } from "vitest";
import { availability, shortConsultationTime, type AvailabilityConfig } from "#common/availability.ts";
import { site } from "#common/site.ts";
import { bookingNumber, ownerBookingSubject, visitorBookingSubject } from "../../server/bookings/booking-mail.ts";
import { bookingsOverlapping, nearestFree, openSlots } from "../../server/bookings/slots.ts";
import type { TimeRange } from "../../server/storage/types.ts";

/** A small week to reason about: two starts on weekdays, one on Saturday, none on Sunday. */
const week: AvailabilityConfig = {
  timeZone: "America/New_York",
  weeklyStarts: {
    1: ["09:00", "14:00"],
    2: ["09:00", "14:00"],
    3: ["09:00", "14:00"],
    4: ["09:00", "14:00"],
    5: ["09:00", "14:00"],
    6: ["09:00"],
    7: [],
  },
  durationMinutes: 90,
  capacity: 1,
  noticeBusinessDays: 1,
  horizonDays: 14,
  closedDates: [],
};

const at = (iso: string) => new Date(iso);
const range = (start: string, end: string): TimeRange => ({ start: at(start), end: at(end) });
/** Monday 30 November 2026, 10:00 in New York. */
const mondayMorning = at("2026-11-30T10:00:00-05:00");

function slots(options: {
  config?: Partial<AvailabilityConfig>;
  from: string;
  to: string;
  now?: Date;
  blocks?: TimeRange[];
  bookings?: TimeRange[];
}) {
  return openSlots({
    config: { ...week, ...options.config },
    from: options.from,
    to: options.to,
    now: options.now ?? mondayMorning,
    blocks: options.blocks ?? [],
    bookings: options.bookings ?? [],
  });
}
const startsOf = (days: ReturnType<typeof openSlots>) =>
  Object.fromEntries(days.map((day) => [day.date, day.slots.map((slot) => slot.start)]));

describe("openSlots", () => {
  it("offers the weekly pattern's starts as ISO times with New York's offset, each 90 minutes long", () => {
    const days = slots({ from: "2026-11-30", to: "2026-12-06" });
    expect(startsOf(days)).toEqual({
      "2026-12-01": ["2026-12-01T09:00:00-05:00", "2026-12-01T14:00:00-05:00"],
      "2026-12-02": ["2026-12-02T09:00:00-05:00", "2026-12-02T14:00:00-05:00"],
      "2026-12-03": ["2026-12-03T09:00:00-05:00", "2026-12-03T14:00:00-05:00"],
      "2026-12-04": ["2026-12-04T09:00:00-05:00", "2026-12-04T14:00:00-05:00"],
      "2026-12-05": ["2026-12-05T09:00:00-05:00"],
      "2026-12-06": [],
    });
    expect(days[0]!.slots[0]).toEqual({
      start: "2026-12-01T09:00:00-05:00",
      end: "2026-12-01T10:30:00-05:00",
      free: 1,
    });
  });

  it("starts from the next business day, skipping Sundays and closed dates", () => {
    // Monday's own 14:00 is not offered on Monday morning with a day's notice.
    expect(slots({ from: "2026-11-30", to: "2026-11-30" })).toEqual([]);
    // Saturday is a business day: Friday's next is Saturday.
    expect(
      slots({ from: "2026-12-04", to: "2026-12-05", now: at("2026-12-04T08:00:00-05:00") }).map((day) => day.date),
    ).toEqual(["2026-12-05"]);
    // Saturday after its slot: Sunday has no starts, so the next business day is Monday.
    expect(
      slots({ from: "2026-12-05", to: "2026-12-07", now: at("2026-12-05T12:00:00-05:00") }).map((day) => day.date),
    ).toEqual(["2026-12-07"]);
    // A closed Tuesday is no business day either.
    const closed = slots({ config: { closedDates: ["2026-12-01"] }, from: "2026-11-30", to: "2026-12-03" });
    expect(closed.map((day) => day.date)).toEqual(["2026-12-02", "2026-12-03"]);
    // Two business days' notice from Monday: Wednesday.
    expect(slots({ config: { noticeBusinessDays: 2 }, from: "2026-11-30", to: "2026-12-03" })[0]!.date).toBe(
      "2026-12-02",
    );
  });

  it("with no notice offers only today's starts still ahead", () => {
    expect(startsOf(slots({ config: { noticeBusinessDays: 0 }, from: "2026-11-30", to: "2026-11-30" }))).toEqual({
      "2026-11-30": ["2026-11-30T14:00:00-05:00"],
    });
  });

  it("offers nothing past the horizon, whatever range is asked for", () => {
    const days = slots({ from: "2026-11-01", to: "2027-06-30" });
    expect(days[0]!.date).toBe("2026-12-01");
    expect(days.at(-1)!.date).toBe("2026-12-14");
    expect(slots({ from: "2026-12-15", to: "2026-12-31" })).toEqual([]);
  });

  it("leaves closed dates empty", () => {
    const days = slots({ config: { closedDates: ["2026-12-03"] }, from: "2026-12-02", to: "2026-12-04" });
    expect(startsOf(days)).toEqual({
      "2026-12-02": ["2026-12-02T09:00:00-05:00", "2026-12-02T14:00:00-05:00"],
      "2026-12-03": [],
      "2026-12-04": ["2026-12-04T09:00:00-05:00", "2026-12-04T14:00:00-05:00"],
    });
  });

  it("leaves out slots that overlap a block, but not those that only touch it", () => {
    const blocks = [
      range("2026-12-01T13:00:00-05:00", "2026-12-01T15:00:00-05:00"), // overlaps Tuesday 14:00
      range("2026-12-02T10:30:00-05:00", "2026-12-02T14:00:00-05:00"), // ends as 14:00 starts, begins as 09:00 ends
      range("2026-12-04T00:00:00-05:00", "2026-12-05T00:00:00-05:00"), // all of Friday
    ];
    expect(startsOf(slots({ from: "2026-12-01", to: "2026-12-04", blocks }))).toEqual({
      "2026-12-01": ["2026-12-01T09:00:00-05:00"],
      "2026-12-02": ["2026-12-02T09:00:00-05:00", "2026-12-02T14:00:00-05:00"],
      "2026-12-03": ["2026-12-03T09:00:00-05:00", "2026-12-03T14:00:00-05:00"],
      "2026-12-04": [],
    });
  });

  it("counts the places left after the bookings that overlap each slot", () => {
    const nine = range("2026-12-01T09:00:00-05:00", "2026-12-01T10:30:00-05:00");
    const free = (config: Partial<AvailabilityConfig>, bookings: TimeRange[]) =>
      slots({ config, from: "2026-12-01", to: "2026-12-01", bookings })[0]!.slots.map((slot) => slot.free);
    expect(free({ capacity: 1 }, [nine])).toEqual([0, 1]);
    expect(free({ capacity: 2 }, [nine])).toEqual([1, 2]);
    expect(free({ capacity: 2 }, [nine, nine])).toEqual([0, 2]);
    // A booking kept from an older pattern (13:30–15:00) still takes its place at 14:00.
    expect(free({ capacity: 2 }, [range("2026-12-01T13:30:00-05:00", "2026-12-01T15:00:00-05:00")])).toEqual([2, 1]);
    // More bookings than places (capacity lowered later) never gives a negative count.
    expect(free({ capacity: 1 }, [nine, nine])).toEqual([0, 1]);
  });

  it("keeps wall-clock times across the spring change (Sunday 14 March 2027)", () => {
    const days = slots({
      from: "2027-03-12",
      to: "2027-03-16",
      now: at("2027-03-11T12:00:00-05:00"),
      config: { weeklyStarts: { ...week.weeklyStarts, 7: ["02:30", "09:00"] } },
    });
    expect(startsOf(days)).toEqual({
      "2027-03-12": ["2027-03-12T09:00:00-05:00", "2027-03-12T14:00:00-05:00"],
      "2027-03-13": ["2027-03-13T09:00:00-05:00"],
      // 02:30 does not exist that night (clocks go from 02:00 to 03:00): left out, not moved.
      "2027-03-14": ["2027-03-14T09:00:00-04:00"],
      "2027-03-15": ["2027-03-15T09:00:00-04:00", "2027-03-15T14:00:00-04:00"],
      "2027-03-16": ["2027-03-16T09:00:00-04:00", "2027-03-16T14:00:00-04:00"],
    });
    // Nine o'clock is 14:00 UTC on Saturday and 13:00 UTC on Monday.
    expect(new Date(days[1]!.slots[0]!.start).toISOString()).toBe("2027-03-13T14:00:00.000Z");
    expect(new Date(days[3]!.slots[0]!.start).toISOString()).toBe("2027-03-15T13:00:00.000Z");
  });

  it("keeps wall-clock times across the autumn change (Sunday 1 November 2026), with 90 real minutes", () => {
    const days = slots({
      from: "2026-10-31",
      to: "2026-11-02",
      now: at("2026-10-29T12:00:00-04:00"),
      config: { weeklyStarts: { ...week.weeklyStarts, 7: ["01:00"] } },
    });
    expect(days.map((day) => day.slots.map(({ start, end }) => [start, end]))).toEqual([
      [["2026-10-31T09:00:00-04:00", "2026-10-31T10:30:00-04:00"]],
      // 01:00 daylight time plus 90 minutes is 01:30 standard time: the clock went back an hour.
      [["2026-11-01T01:00:00-04:00", "2026-11-01T01:30:00-05:00"]],
      [
        ["2026-11-02T09:00:00-05:00", "2026-11-02T10:30:00-05:00"],
        ["2026-11-02T14:00:00-05:00", "2026-11-02T15:30:00-05:00"],
      ],
    ]);
    // A booking made in UTC before the change still matches its slot after it.
    const monday = range("2026-11-02T14:00:00Z", "2026-11-02T15:30:00Z");
    expect(
      slots({ from: "2026-11-02", to: "2026-11-02", now: at("2026-10-29T12:00:00-04:00"), bookings: [monday] })[0]!
        .slots[0]!.free,
    ).toBe(0);
  });
});

describe("nearestFree", () => {
  it("suggests the free slots closest to the taken time, before or after it, the earlier on a tie, in clock order", () => {
    const days = slots({
      from: "2026-12-01",
      to: "2026-12-03",
      bookings: [range("2026-12-02T09:00:00-05:00", "2026-12-02T10:30:00-05:00")],
    });
    // Closest are Wednesday 14:00 (5 h), Tuesday 14:00 (19 h), then Tuesday and Thursday 09:00 (a
    // day each, the earlier wins); Thursday 14:00 is left out. They are listed as a calendar reads.
    expect(nearestFree(days, at("2026-12-02T09:00:00-05:00"), 3).map((slot) => slot.start)).toEqual([
      "2026-12-01T09:00:00-05:00",
      "2026-12-01T14:00:00-05:00",
      "2026-12-02T14:00:00-05:00",
    ]);
  });
});

describe("the owner's availability", () => {
  const minutes = (text: string) => {
    const [, hour, minute, half] = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/.exec(text.trim())!;
    return ((Number(hour) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(minute);
  };
  const hoursOf = (days: string) =>
    site.hours
      .find((entry) => entry.days === days)!
      .time.split("–")
      .map(minutes) as [number, number];

  it("starts and ends every consultation within the business hours in site.ts", () => {
    const weekdays = hoursOf("Monday – Friday");
    const saturday = hoursOf("Saturday");
    for (const [weekday, starts] of Object.entries(availability.weeklyStarts)) {
      const [open, close] = weekday === "6" ? saturday : weekday === "7" ? [0, 0] : weekdays;
      for (const start of starts) {
        const [hour, minute] = start.split(":").map(Number) as [number, number];
        expect(hour * 60 + minute).toBeGreaterThanOrEqual(open);
        expect(hour * 60 + minute + availability.durationMinutes).toBeLessThanOrEqual(close);
      }
    }
    expect(availability.weeklyStarts[7]).toEqual([]);
    expect(availability.weeklyStarts[6].every((start) => start < "12:00")).toBe(true);
  });

  it("has the documented defaults: 90 minutes, one at a time, from the next business day, four weeks ahead", () => {
    expect(availability).toMatchObject({
      timeZone: "America/New_York",
      durationMinutes: 90,
      capacity: 1,
      noticeBusinessDays: 1,
      horizonDays: 28,
    });
    for (const date of availability.closedDates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const start of Object.values(availability.weeklyStarts).flat())
      expect(start).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  });

  it("never offers two starts of one day that overlap", () => {
    const days = openSlots({
      config: availability,
      from: "2026-12-01",
      to: "2026-12-28",
      now: mondayMorning,
      blocks: [],
      bookings: [],
    });
    for (const { slots: daySlots } of days) {
      for (let index = 1; index < daySlots.length; index++)
        expect(Date.parse(daySlots[index]!.start)).toBeGreaterThanOrEqual(Date.parse(daySlots[index - 1]!.end));
    }
  });
});

describe("bookingsOverlapping", () => {
  const booking = (id: number, start: string, end: string, status = "confirmed") => ({ id, start, end, status });
  const bookings = [
    booking(3, "2026-12-01T14:00:00-05:00", "2026-12-01T15:30:00-05:00"),
    booking(1, "2026-12-01T09:00:00-05:00", "2026-12-01T10:30:00-05:00"),
    booking(2, "2026-12-01T10:30:00-05:00", "2026-12-01T12:00:00-05:00", "cancelled"),
    booking(4, "2026-12-02T09:00:00-05:00", "2026-12-02T10:30:00-05:00"),
  ];

  it("names the confirmed bookings a block lies over, earliest first, and not a cancelled one", () => {
    const morningToAfternoon = range("2026-12-01T10:00:00-05:00", "2026-12-01T14:30:00-05:00");
    expect(bookingsOverlapping(morningToAfternoon, bookings).map((row) => row.id)).toEqual([1, 3]);
  });

  it("leaves out bookings that only touch the block", () => {
    const between = range("2026-12-01T10:30:00-05:00", "2026-12-01T14:00:00-05:00");
    expect(bookingsOverlapping(between, bookings)).toEqual([]);
  });
});

describe("a consultation's time in mail subjects", () => {
  // Written out, not made by the function under test: the issue's own words are the oracle.
  it("reads as the issue words it, in Orlando time on either side of the clock change", () => {
    expect(
      visitorBookingSubject(
        "Consultation booked",
        shortConsultationTime(availability, new Date("2026-11-28T14:00:00Z")),
      ),
    ).toBe("Consultation booked: Sat 28 Nov, 9:00 AM – Saltbox Design-Build");
    expect(shortConsultationTime(availability, new Date("2026-07-06T21:30:00Z"))).toBe("Mon 6 Jul, 5:30 PM");
    expect(
      ownerBookingSubject(bookingNumber(12), "Dana Whitfield", {
        kind: "booked",
        at: "Sat 28 Nov, 9:00 AM",
        projectType: "Kitchen Remodeling",
      }),
    ).toBe("Consultation #12 booked: Dana Whitfield, Sat 28 Nov, 9:00 AM (Kitchen Remodeling)");
  });
});
