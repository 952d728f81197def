// The consultation hours as the office types them: times in everyday forms, and a day's start
// times as "from – to, every N minutes", converted both ways so the stored list (what the booking
// grid reads) stays exactly what it was.
import { describe, expect, it } from "vitest";
import { availability, weekdays } from "../../common/availability.ts";
import {
  closeDay,
  closedRuns,
  reopenDay,
  hoursFields,
  parseHoursForm,
  settingsOf,
  type AvailabilitySettings,
} from "../../server/bookings/availability-settings.ts";
import { rangeOfStarts, readClock, startsInRange } from "../../server/bookings/start-times.ts";
import { Temporal } from "temporal-polyfill";

const seed = settingsOf(availability);

describe("a time of day as typed", () => {
  it("reads the everyday forms as 24-hour HH:MM", () => {
    const cases: [string, string][] = [
      ["09:00", "09:00"],
      ["9:00", "09:00"],
      ["14:30", "14:30"],
      ["8.30am", "08:30"],
      ["8:30 AM", "08:30"],
      ["2:30 PM", "14:30"],
      ["9am", "09:00"],
      ["12 pm", "12:00"],
      ["12:15 a.m.", "00:15"],
    ];
    for (const [typed, read] of cases) expect(readClock(typed), typed).toBe(read);
  });

  it("refuses what is no time of day", () => {
    for (const typed of ["8", "25:00", "9:75", "13pm", "half past eight", "", "9:0"])
      expect(readClock(typed), typed).toBeUndefined();
    expect(readClock(undefined)).toBeUndefined();
  });
});

describe("a day's start times as a range", () => {
  it("9:00 to 17:00 every 120 minutes is today's list 9:00, 11:00, 13:00, 15:00", () => {
    expect(startsInRange({ from: "09:00", to: "17:00", every: 120 }, 90)).toEqual(["09:00", "11:00", "13:00", "15:00"]);
    expect(startsInRange({ from: "09:00", to: "17:00", every: 120 }, 120)).toEqual([
      "09:00",
      "11:00",
      "13:00",
      "15:00",
    ]);
    expect(rangeOfStarts(["09:00", "11:00", "13:00", "15:00"], 120)).toEqual({
      range: { from: "09:00", to: "17:00", every: 120 },
      others: [],
    });
  });

  it("turns every seeded day into a range and back into exactly its list", () => {
    for (const day of weekdays) {
      const starts = seed.weeklyStarts[day];
      const { range, others } = rangeOfStarts(starts, seed.durationMinutes);
      expect([...(range ? startsInRange(range, seed.durationMinutes) : []), ...others]).toEqual(starts);
      if (starts.length > 0) expect(others).toEqual([]);
    }
    expect(rangeOfStarts(seed.weeklyStarts[1], 90).range).toEqual({ from: "08:30", to: "18:00", every: 120 });
    expect(rangeOfStarts(seed.weeklyStarts[6], 90).range).toEqual({ from: "09:00", to: "12:00", every: 90 });
  });

  it("keeps unevenly spaced times as a list, and one time as its own range", () => {
    expect(rangeOfStarts(["08:30", "10:30", "14:00"], 90)).toEqual({
      range: undefined,
      others: ["08:30", "10:30", "14:00"],
    });
    expect(rangeOfStarts(["10:00"], 60)).toEqual({ range: { from: "10:00", to: "11:00", every: 60 }, others: [] });
    // A last consultation ending at midnight has no "to" a time input can show.
    expect(rangeOfStarts(["22:00", "23:00"], 60).range).toBeUndefined();
  });
});

describe("the hours form", () => {
  const form = (fields: Record<string, string>) => ({
    ...hoursFields(seed),
    durationMinutes: "90",
    capacity: "1",
    noticeBusinessDays: "1",
    horizonDays: "28",
    ...fields,
  });
  const saved = (outcome: ReturnType<typeof parseHoursForm>): AvailabilitySettings => {
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.fieldErrors));
    return outcome.settings;
  };

  it("shows the stored hours and, saved unchanged, stores exactly the same lists", () => {
    expect(hoursFields(seed)).toMatchObject({ "from-1": "08:30", "to-1": "18:00", "every-1": "120", "starts-1": "" });
    expect(hoursFields(seed)).toMatchObject({ "from-7": "", "to-7": "", "starts-7": "" });
    expect(saved(parseHoursForm(form({}), seed)).weeklyStarts).toEqual(seed.weeklyStarts);
  });

  it("takes a range, in everyday times, with other times beside it", () => {
    const settings = saved(
      parseHoursForm(form({ "from-3": "9:00 AM", "to-3": "5:00 PM", "every-3": "120", "starts-3": "19:00" }), seed),
    );
    expect(settings.weeklyStarts[3]).toEqual(["09:00", "11:00", "13:00", "15:00", "19:00"]);
  });

  it("says what to type in each field that is wrong", () => {
    const outcome = parseHoursForm(
      form({
        "from-1": "nine",
        "to-2": "",
        "every-3": "0",
        "every-4": "60",
        "from-5": "16:00",
        "to-5": "17:00",
      }),
      seed,
    );
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: {
        "from-1": "Monday: give the first start time, like 09:00 or 9:00 AM.",
        "to-2": "Tuesday: give the time the last consultation ends by, like 17:00 or 5:00 PM.",
        "every-3": "Wednesday: give the minutes from one start to the next as a whole number from 15 to 480, like 120.",
        "every-4": "Thursday: one every 60 minutes is closer than a consultation's 90 minutes; give 90 or more.",
        "to-5": "Friday: from 16:00 to 17:00 leaves no room for a 90-minute consultation; give a later end.",
      },
    });
  });
});

describe("closing days", () => {
  const today = Temporal.PlainDate.from("2026-12-01");
  const open = { ...seed, closedDates: ["2026-12-24"] };

  it("closes a week's holiday in one step, keeping days closed already once", () => {
    expect(closeDay(open, "2026-12-21", today, "2026-12-27")).toEqual({
      ok: true,
      date: "2026-12-21",
      last: "2026-12-27",
      settings: {
        ...open,
        closedDates: ["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25", "2026-12-26", "2026-12-27"],
      },
    });
    expect(closeDay(open, "2026-12-21", today, "")).toMatchObject({ ok: true, date: "2026-12-21" });
    expect(closeDay(open, "2026-12-21", today, "")).not.toHaveProperty("last");
  });

  it("says what is wrong with a range", () => {
    expect(closeDay(open, "2026-12-21", today, "2026-12-20")).toEqual({
      ok: false,
      error: "The last day to close comes on or after the first.",
    });
    expect(closeDay(open, "2026-12-21", today, "next friday")).toEqual({
      ok: false,
      error: "Choose the last day to close, like 2026-12-31, or leave it empty for one day.",
    });
    expect(closeDay(open, "2026-12-01", today, "2027-03-01")).toEqual({
      ok: false,
      error: "Close up to 62 days at once; close a longer time in two steps.",
    });
    expect(closeDay(open, "2026-12-24", today, "2026-12-24")).toEqual({
      ok: false,
      error: "2026-12-24 is closed already.",
    });
  });
});

describe("reopening days", () => {
  const away = { ...seed, closedDates: ["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-31", "2027-01-01"] };

  it("groups closed days into runs of consecutive days, across a month and a year", () => {
    expect(
      closedRuns(["2027-01-01", "2026-12-21", "2026-12-23", "2026-12-22", "2026-12-31", "2027-02-28", "2027-03-01"]),
    ).toEqual([
      ["2026-12-21", "2026-12-22", "2026-12-23"],
      ["2026-12-31", "2027-01-01"],
      ["2027-02-28", "2027-03-01"],
    ]);
    expect(closedRuns([])).toEqual([]);
  });

  it("reopens a whole run in one step, and one day of it alone", () => {
    expect(reopenDay(away, "2026-12-21", "2026-12-23")).toEqual({
      ok: true,
      date: "2026-12-21",
      last: "2026-12-23",
      settings: { ...away, closedDates: ["2026-12-31", "2027-01-01"] },
    });
    expect(reopenDay(away, "2026-12-22")).toEqual({
      ok: true,
      date: "2026-12-22",
      settings: { ...away, closedDates: ["2026-12-21", "2026-12-23", "2026-12-31", "2027-01-01"] },
    });
    // A range reopens only what is closed in it: the open days between runs stay as they are.
    expect(reopenDay(away, "2026-12-23", "2027-01-05")).toMatchObject({
      ok: true,
      date: "2026-12-23",
      last: "2027-01-01",
      settings: { closedDates: ["2026-12-21", "2026-12-22"] },
    });
  });

  it("says when there is nothing to reopen", () => {
    expect(reopenDay(away, "2026-12-24")).toEqual({ ok: false, error: "That day is not closed." });
    expect(reopenDay(away, "2026-12-24", "2026-12-30")).toEqual({ ok: false, error: "None of those days is closed." });
    expect(reopenDay(away, "2026-12-21", "soon")).toEqual({ ok: false, error: "None of those days is closed." });
    expect(reopenDay(away, "2026-12-23", "2026-12-21")).toEqual({ ok: false, error: "None of those days is closed." });
  });
});
