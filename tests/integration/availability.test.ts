// The consultation hours the office edits, on both engines: stored in the database, seeded from
// common/availability.ts, and in force at the next request of every process sharing it.
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { availability as seed } from "#common/availability.ts";
import { createServices, type Services } from "../../server/services.ts";
import { bookingVisitor, mailingServices, offeredDays, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const OWNER = "owner@saltbox.test";

/** The hours form as the page fills it from `settings`, with `changes` typed over it. */
async function hoursForm(services: Services, changes: Record<string, string> = {}) {
  const settings = await services.availability.settings();
  return {
    ...Object.fromEntries(
      Object.entries(settings.weeklyStarts).map(([day, starts]) => [`starts-${day}`, starts.join(", ")]),
    ),
    durationMinutes: String(settings.durationMinutes),
    capacity: String(settings.capacity),
    noticeBusinessDays: String(settings.noticeBusinessDays),
    horizonDays: String(settings.horizonDays),
    ...changes,
  };
}

const slotsOn = async (services: Services, date: string) =>
  (await offeredDays(services)).find((day) => day.date === date)?.slots ?? [];

describe.each<StoreKind>(["sqlite", "postgres"])("the consultation hours on %s", (kind) => {
  /** Two processes' services on one fresh database. */
  async function twoProcesses() {
    const { services: first, config } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const second = mailing.closeAfterTest(createServices(config, () => {}));
    return { first, second };
  }

  it("starts from the seed and stores it, then a closed day is closed for every process at its next request, and opens again", async () => {
    const { first, second } = await twoProcesses();
    const { timeZone: _zone, ...seeded } = seed;
    expect(await first.availability.settings()).toEqual(JSON.parse(JSON.stringify(seeded)));
    const open = (await offeredDays(second)).find((candidate) => candidate.slots.length > 0)!;
    const day = open.date;

    expect(await first.availability.closeDay(day, OWNER)).toMatchObject({ ok: true, date: day });
    expect(await slotsOn(second, day)).toEqual([]);
    const booking = await second.bookings.book({ ...bookingVisitor, start: open.slots[0]!.start }, "203.0.113.9");
    expect(booking).toMatchObject({ ok: false, reason: "invalid" });
    expect(await second.availability.closeDay(day, OWNER)).toEqual({ ok: false, error: `${day} is closed already.` });

    expect(await second.availability.reopenDay(day, OWNER)).toMatchObject({ ok: true });
    expect((await slotsOn(first, day)).length).toBeGreaterThan(0);

    // A week away closes and reopens in one step each.
    const weekLater = Temporal.PlainDate.from(day).add({ days: 6 }).toString();
    expect(await first.availability.closeDay(day, OWNER, weekLater)).toMatchObject({ ok: true, last: weekLater });
    expect(await slotsOn(second, day)).toEqual([]);
    expect(await second.availability.reopenDay(day, OWNER, weekLater)).toMatchObject({ ok: true, last: weekLater });
    expect((await slotsOn(first, day)).length).toBeGreaterThan(0);
    // Reopening a range reopens every day in it, a holiday closed from the start too.
    expect((await first.availability.settings()).closedDates).toEqual(
      seeded.closedDates.filter((closed) => closed < day || closed > weekLater),
    );
    const audit = await first.store.office.listAudit(10);
    expect(audit.map((entry) => `${entry.actor} ${entry.action} ${entry.detail}`)).toEqual(
      expect.arrayContaining([
        `${OWNER} day closed ${day}`,
        `${OWNER} day reopened ${day}`,
        `${OWNER} days closed ${day} – ${weekLater}`,
        `${OWNER} days reopened ${day} – ${weekLater}`,
      ]),
    );
  });

  it("applies saved weekly hours to the other process's next answer, and records what changed", async () => {
    const { first, second } = await twoProcesses();
    const day = (await offeredDays(second)).find((candidate) => candidate.slots.length > 1)!;
    const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay() || 7;
    const saved = await first.availability.saveHours(
      await hoursForm(first, { [`starts-${weekday}`]: "9:00 13:00", durationMinutes: "60" }),
      OWNER,
    );
    expect(saved.ok).toBe(true);
    const slots = await slotsOn(second, day.date);
    expect(slots.map((slot) => slot.start.slice(11, 16))).toEqual(["09:00", "13:00"]);
    expect(slots.map((slot) => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000)).toEqual([60, 60]);
    const [entry] = await second.store.office.listAudit(1);
    expect(entry).toMatchObject({ actor: OWNER, action: "availability changed" });
    expect(entry!.detail).toContain("length (min) 90 → 60");
  });

  it("refuses wrong hours with a message per field and keeps the hours in force", async () => {
    const { first } = await twoProcesses();
    const before = await first.availability.settings();
    const refused = await first.availability.saveHours(
      await hoursForm(first, {
        "starts-1": "08:30, 9:00",
        "starts-2": "half past eight",
        "starts-3": "23:30",
        durationMinutes: "0",
        capacity: "100",
        noticeBusinessDays: "-1",
        horizonDays: "",
      }),
      OWNER,
    );
    expect(refused).toEqual({
      ok: false,
      fieldErrors: {
        "starts-2": `Tuesday: "half" is not a time. Write 24-hour times separated by commas, like 08:30, 10:30, 14:00.`,
        durationMinutes: "The length is a whole number of minutes from 15 to 480 (8 hours).",
        capacity: "How many at once is a whole number from 1 to 10.",
        noticeBusinessDays: "The notice is a whole number of business days from 0 (later today) to 30.",
        horizonDays: "How far ahead is a whole number of days from 1 to 365.",
      },
    });
    const overlapping = await first.availability.saveHours(
      await hoursForm(first, { "starts-1": "08:30, 9:00", "starts-3": "23:30" }),
      OWNER,
    );
    expect(overlapping).toEqual({
      ok: false,
      fieldErrors: {
        "starts-1": "Monday: 08:30 and 09:00 are closer than a consultation's 90 minutes.",
        "starts-3": "Wednesday: a consultation starting at 23:30 would end after midnight.",
      },
    });
    const empty = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [`starts-${day}`, ""]));
    expect(await first.availability.saveHours(await hoursForm(first, empty), OWNER)).toMatchObject({ ok: false });
    expect(await first.availability.closeDay("2026-02-30", OWNER)).toEqual({
      ok: false,
      error: "Choose the day to close, like 2026-12-24.",
    });
    expect(await first.availability.closeDay("2020-01-06", OWNER)).toEqual({
      ok: false,
      error: "That day has passed already.",
    });
    expect(await first.availability.closeDay("9999-12-31", OWNER)).toEqual({
      ok: false,
      error: "Choose a day within the next two years.",
    });
    expect(await first.availability.settings()).toEqual(before);
  });

  it("keeps both days when two processes close different days at the same moment", async () => {
    const { first, second } = await twoProcesses();
    const days = (await offeredDays(first)).filter((day) => day.slots.length > 0).map((day) => day.date);
    const results = await Promise.all([
      first.availability.closeDay(days[0]!, OWNER),
      second.availability.closeDay(days[1]!, OWNER),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect((await first.availability.settings()).closedDates).toEqual(expect.arrayContaining([days[0]!, days[1]!]));
  });
});
