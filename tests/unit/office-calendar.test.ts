import { describe, expect, it } from "vitest";
import { changeWords, parseBlock } from "../../server/office/calendar.ts";
import { calendarHref, calendarView, showsDay } from "../../app/lib/office-calendar-place.ts";

describe("a block typed in the office's calendar", () => {
  it("is that day's wall-clock hours in Orlando, in winter and in summer", () => {
    expect(
      parseBlock({ date: "2026-12-02", from: "08:00", to: "12:30", reason: " Site visit " }, "America/New_York"),
    ).toEqual({
      ok: true,
      start: new Date("2026-12-02T13:00:00Z"),
      end: new Date("2026-12-02T17:30:00Z"),
      reason: "Site visit",
    });
    expect(parseBlock({ date: "2027-07-06", from: "08:00", to: "09:00" }, "America/New_York")).toMatchObject({
      start: new Date("2027-07-06T12:00:00Z"),
    });
  });

  it("spans the hour the clocks skip in spring as the wall clock does, and is refused inside it when it would end before it starts", () => {
    // On 14 March 2027, 2:00 to 3:00 AM does not exist in Orlando.
    expect(parseBlock({ date: "2027-03-14", from: "01:00", to: "04:00" }, "America/New_York")).toMatchObject({
      start: new Date("2027-03-14T06:00:00Z"),
      end: new Date("2027-03-14T08:00:00Z"),
    });
    expect(parseBlock({ date: "2027-03-14", from: "02:30", to: "03:00" }, "America/New_York")).toEqual({
      ok: false,
      fieldErrors: { to: "The clocks go forward that night: choose a later end." },
    });
  });

  it("takes an hour typed without its leading zero", () => {
    expect(parseBlock({ date: "2026-12-02", from: "9:00", to: " 9:30" }, "America/New_York")).toMatchObject({
      start: new Date("2026-12-02T14:00:00Z"),
      end: new Date("2026-12-02T14:30:00Z"),
    });
  });

  it("says what is wrong with each field", () => {
    expect(
      parseBlock({ date: "2026-02-30", from: "8", to: "25:00", reason: "x".repeat(201) }, "America/New_York"),
    ).toEqual({
      ok: false,
      fieldErrors: {
        date: "Choose the day, like 2026-12-02.",
        from: "Give the time the block starts, like 08:00.",
        to: "Give the time it ends, like 08:00.",
        reason: "Keep the reason under 200 characters.",
      },
    });
    expect(parseBlock({ date: "2026-12-02", from: "12:00", to: "09:00" }, "America/New_York")).toEqual({
      ok: false,
      fieldErrors: { to: "The end must be after the start." },
    });
  });
});

describe("a place in the office's calendar", () => {
  it("is the week from today without a query, and keeps the day view and what to show", () => {
    expect(calendarHref({ view: "week" })).toBe("/office/calendar");
    expect(calendarHref({ from: "2026-12-02", view: "day" })).toBe("/office/calendar?from=2026-12-02&view=day");
    expect(calendarHref({ view: "week" }, { saved: "blocked", covering: 2 })).toBe(
      "/office/calendar?saved=blocked&covering=2",
    );
    expect(calendarHref({ from: "2026-12-02", view: "week" }, { move: 12 })).toBe(
      "/office/calendar?from=2026-12-02&move=12",
    );
  });

  it("reads anything but day as the week", () => {
    expect([calendarView("day"), calendarView("week"), calendarView(null), calendarView("<b>")]).toEqual([
      "day",
      "week",
      "week",
      "week",
    ]);
  });
});

describe("whether the calendar shows a day", () => {
  it("is the seven days from its first, or the one day, today when none is given", () => {
    const week = { from: "2026-12-28", view: "week" } as const;
    expect(["2026-12-27", "2026-12-28", "2027-01-03", "2027-01-04"].map((day) => showsDay(week, day, "x"))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(showsDay({ view: "day" }, "2026-11-27", "2026-11-27")).toBe(true);
    expect(showsDay({ view: "day" }, "2026-11-28", "2026-11-27")).toBe(false);
  });
});

describe("what the office says with a change", () => {
  it("needs who asked, keeps a note as typed (trimmed) and signs it, and refuses a long note", () => {
    expect(changeWords({ askedBy: "client", note: "  See you then.\n" }, "Dana Reyes")).toEqual({
      ok: true,
      words: { askedBy: "client", note: "See you then.", from: "Dana Reyes" },
    });
    expect(changeWords({ askedBy: "us" }, "Dana Reyes")).toEqual({
      ok: true,
      words: { askedBy: "us", note: "", from: "Dana Reyes" },
    });
    expect(changeWords({ askedBy: "someone", note: "x".repeat(1001) }, "Dana Reyes")).toEqual({
      ok: false,
      fieldErrors: {
        askedBy: "Say who asked for the change: the e-mail tells them in those words.",
        note: "Keep the note under 1000 characters.",
      },
    });
  });
});
