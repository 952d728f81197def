// The consultation hours as the owner edits them at /office/availability: the weekly start times,
// a consultation's length, how many at once, the notice, how far ahead, and the closed days. They
// are kept in the database (seeded from common/availability.ts on first start) and read by every
// booking in every process, so a change applies at the next request. The time zone stays the
// code's: every stored booking, invitation and reminder is written in it.
import { Temporal } from "temporal-polyfill";
import { calendarDay } from "./slots.ts";
import { minutesOf, rangeOfStarts, readClock, startsInRange } from "./start-times.ts";
import { z } from "zod";
import {
  settingBounds,
  weekdayNames,
  weekdays,
  type AvailabilityConfig,
  type Weekday,
} from "../../common/availability.ts";

/** What the office edits: everything but the time zone. */
export type AvailabilitySettings = {
  weeklyStarts: Record<Weekday, string[]>;
  durationMinutes: number;
  capacity: number;
  noticeBusinessDays: number;
  horizonDays: number;
  closedDates: string[];
};

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const storedShape = z.object({
  weeklyStarts: z.object(
    Object.fromEntries(weekdays.map((day) => [day, z.array(z.string().regex(TIME))])) as Record<
      `${Weekday}`,
      z.ZodArray<z.ZodString>
    >,
  ),
  durationMinutes: z.number().int(),
  capacity: z.number().int(),
  noticeBusinessDays: z.number().int(),
  horizonDays: z.number().int(),
  closedDates: z.array(z.string().regex(DATE)),
});

export function settingsOf(config: AvailabilityConfig): AvailabilitySettings {
  return {
    weeklyStarts: Object.fromEntries(weekdays.map((day) => [day, [...config.weeklyStarts[day]]])) as Record<
      Weekday,
      string[]
    >,
    durationMinutes: config.durationMinutes,
    capacity: config.capacity,
    noticeBusinessDays: config.noticeBusinessDays,
    horizonDays: config.horizonDays,
    closedDates: [...config.closedDates],
  };
}

/** The stored settings (JSON text), or undefined when they are unreadable. */
export function readSettings(text: string): AvailabilitySettings | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = storedShape.safeParse(parsed);
  return result.success ? (result.data as unknown as AvailabilitySettings) : undefined;
}

export const withSettings = (timeZone: string, settings: AvailabilitySettings): AvailabilityConfig => ({
  timeZone,
  ...settings,
});

export type HoursForm = Record<string, string | undefined>;
export type HoursOutcome =
  { ok: true; settings: AvailabilitySettings } | { ok: false; fieldErrors: Record<string, string> };

/**
 * A day's listed start times from "8:30, 10:30 14:00" (or "8.30am, 2:30 PM"): sorted, each once, as
 * HH:MM; or the first piece that is no time.
 */
function parseStarts(text: string): { starts: string[] } | { bad: string } {
  const starts = new Set<string>();
  // Commas part the times; a space does too, unless it is inside one ("8:30 am").
  const pieces = text
    .split(/[,;]+/)
    .flatMap((piece) => (readClock(piece) ? [piece] : piece.split(/\s+/)))
    .filter((piece) => piece.trim());
  for (const piece of pieces) {
    const time = readClock(piece);
    if (!time) return { bad: piece.trim() };
    starts.add(time);
  }
  return { starts: [...starts].sort() };
}

/**
 * A day's range fields (`from-N`, `to-N`, `every-N`) as its start times, none when all are empty;
 * or a message under the field to fix. `length` is the consultation's, when its field is right.
 */
function parseRange(
  form: HoursForm,
  day: Weekday,
  length: number | undefined,
): { starts: string[] } | { field: string; message: string } {
  const dayName = weekdayNames[day];
  const [fromText, toText, everyText] = (["from", "to", "every"] as const).map((name) =>
    (form[`${name}-${day}`] ?? "").trim(),
  );
  if (!fromText && !toText) return { starts: [] };
  const from = readClock(fromText);
  const to = readClock(toText);
  if (!from) return { field: `from-${day}`, message: `${dayName}: give the first start time, like 09:00 or 9:00 AM.` };
  if (!to)
    return {
      field: `to-${day}`,
      message: `${dayName}: give the time the last consultation ends by, like 17:00 or 5:00 PM.`,
    };
  const every = /^\d{1,3}$/.test(everyText) ? Number(everyText) : Number.NaN;
  if (!(every >= settingBounds.durationMinutes.min && every <= settingBounds.durationMinutes.max))
    return {
      field: `every-${day}`,
      message: `${dayName}: give the minutes from one start to the next as a whole number from ${settingBounds.durationMinutes.min} to ${settingBounds.durationMinutes.max}, like 120.`,
    };
  if (length === undefined) return { starts: [] };
  if (every < length)
    return {
      field: `every-${day}`,
      message: `${dayName}: one every ${every} minutes is closer than a consultation's ${length} minutes; give ${length} or more.`,
    };
  const starts = startsInRange({ from, to, every }, length);
  if (starts.length === 0)
    return {
      field: `to-${day}`,
      message: `${dayName}: from ${from} to ${to} leaves no room for a ${length}-minute consultation; give a later end.`,
    };
  return { starts };
}

/** The hours form's fields for each day: its starts as a range where one fits, and the times it leaves out. */
export function hoursFields(settings: AvailabilitySettings): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const day of weekdays) {
    const { range, others } = rangeOfStarts(settings.weeklyStarts[day], settings.durationMinutes);
    fields[`from-${day}`] = range?.from ?? "";
    fields[`to-${day}`] = range?.to ?? "";
    fields[`every-${day}`] = String(range?.every ?? settings.durationMinutes);
    fields[`starts-${day}`] = others.join(", ");
  }
  return fields;
}

/**
 * The hours form (for each day a range, `from-1`, `to-1`, `every-1` … and the other start times,
 * `starts-1` … `starts-7`; `durationMinutes`, `capacity`, `noticeBusinessDays`, `horizonDays`) applied to `current` (whose closed days it keeps), or a message for each field
 * that is wrong. Consultations on one day may not overlap: with a place for each, a person could
 * otherwise be booked twice at once.
 */
export function parseHoursForm(form: HoursForm, current: AvailabilitySettings): HoursOutcome {
  const fieldErrors: Record<string, string> = {};
  const numbers = {} as Record<keyof typeof settingBounds, number>;
  const messages: Record<keyof typeof settingBounds, string> = {
    durationMinutes: "The length is a whole number of minutes from 15 to 480 (8 hours).",
    capacity: "How many at once is a whole number from 1 to 10.",
    noticeBusinessDays: "The notice is a whole number of business days from 0 (later today) to 30.",
    horizonDays: "How far ahead is a whole number of days from 1 to 365.",
  };
  for (const name of Object.keys(settingBounds) as (keyof typeof settingBounds)[]) {
    const text = (form[name] ?? "").trim();
    const value = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    const { min, max } = settingBounds[name];
    if (value >= min && value <= max) numbers[name] = value;
    else fieldErrors[name] = messages[name];
  }
  const weeklyStarts = {} as Record<Weekday, string[]>;
  for (const day of weekdays) {
    const name = `starts-${day}`;
    const length = numbers.durationMinutes;
    const range = parseRange(form, day, length);
    if ("field" in range) fieldErrors[range.field] = range.message;
    const parsed = parseStarts(form[name] ?? "");
    const dayName = weekdayNames[day];
    if ("bad" in parsed) {
      fieldErrors[name] =
        `${dayName}: "${parsed.bad}" is not a time. Write 24-hour times separated by commas, like 08:30, 10:30, 14:00.`;
      continue;
    }
    if ("field" in range) continue;
    const listed = [...new Set([...range.starts, ...parsed.starts])].sort();
    weeklyStarts[day] = listed;
    if (length === undefined) continue;
    const starts = listed.map(minutesOf);
    const clash = starts.findIndex((start, index) => index > 0 && start - starts[index - 1]! < length);
    if (clash > 0)
      fieldErrors[name] =
        `${dayName}: ${listed[clash - 1]} and ${listed[clash]} are closer than a consultation's ${length} minutes.`;
    else if (starts.length > 0 && starts.at(-1)! + length > 24 * 60)
      fieldErrors[name] = `${dayName}: a consultation starting at ${listed.at(-1)} would end after midnight.`;
  }
  if (Object.keys(fieldErrors).length === 0 && weekdays.every((day) => weeklyStarts[day]!.length === 0))
    fieldErrors["starts-1"] = "Give at least one day its start times, or no one can book a consultation.";
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, settings: { ...current, ...numbers, weeklyStarts } };
}

export type DayOutcome =
  { ok: true; settings: AvailabilitySettings; date: string; last?: string } | { ok: false; error: string };

/** The most days one step closes: a holiday or a trip, not a season. */
export const CLOSE_DAYS_MAX = 62;

/**
 * Closes `input` (the `closedDate` field) to consultations, or every day from it to `lastInput`
 * (the `closedUntil` field, when given: a week's holiday in one step); `today` is the business's date.
 */
export function closeDay(
  settings: AvailabilitySettings,
  input: unknown,
  today: Temporal.PlainDate,
  lastInput?: unknown,
): DayOutcome {
  const date = calendarDay(input);
  if (!date) return { ok: false, error: "Choose the day to close, like 2026-12-24." };
  if (Temporal.PlainDate.compare(date, today) < 0) return { ok: false, error: "That day has passed already." };
  // Holidays and trips are planned, not decades: the calendar refuses blocks further out too.
  const latest = today.add({ years: 2 });
  if (Temporal.PlainDate.compare(date, latest) > 0)
    return { ok: false, error: "Choose a day within the next two years." };
  const ranged = typeof lastInput === "string" && lastInput.trim() !== "";
  const last = ranged ? calendarDay(lastInput) : date;
  if (!last)
    return { ok: false, error: "Choose the last day to close, like 2026-12-31, or leave it empty for one day." };
  if (Temporal.PlainDate.compare(last, date) < 0)
    return { ok: false, error: "The last day to close comes on or after the first." };
  if (Temporal.PlainDate.compare(last, latest) > 0)
    return { ok: false, error: "Choose a last day within the next two years." };
  const count = date.until(last).days + 1;
  if (count > CLOSE_DAYS_MAX)
    return { ok: false, error: `Close up to ${CLOSE_DAYS_MAX} days at once; close a longer time in two steps.` };
  const days = Array.from({ length: count }, (_, index) => date.add({ days: index }).toString());
  const day = days[0]!;
  const fresh = days.filter((candidate) => !settings.closedDates.includes(candidate));
  if (fresh.length === 0)
    return {
      ok: false,
      error: count === 1 ? `${day} is closed already.` : `${day} to ${days.at(-1)} are closed already.`,
    };
  const closedDates = [...settings.closedDates, ...fresh].sort();
  return { ok: true, date: day, ...(count > 1 && { last: days.at(-1)! }), settings: { ...settings, closedDates } };
}

/**
 * Opens a closed day again (the `date` field of its Reopen button), or every closed day from it to
 * `lastInput` (the `until` field, when given: the Reopen button of a run of closed days).
 */
export function reopenDay(settings: AvailabilitySettings, input: unknown, lastInput?: unknown): DayOutcome {
  const first = calendarDay(input)?.toString();
  const ranged = typeof lastInput === "string" && lastInput.trim() !== "";
  const last = ranged ? calendarDay(lastInput)?.toString() : first;
  const reopened = first && last ? settings.closedDates.filter((day) => day >= first && day <= last) : [];
  if (reopened.length === 0)
    return { ok: false, error: ranged ? "None of those days is closed." : "That day is not closed." };
  return {
    ok: true,
    date: reopened[0]!,
    ...(reopened.length > 1 && { last: reopened.at(-1)! }),
    settings: { ...settings, closedDates: settings.closedDates.filter((day) => !reopened.includes(day)) },
  };
}

/** Closed days grouped into runs of consecutive days, so a week away reads, and reopens, as one. */
export function closedRuns(closedDates: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const day of [...closedDates].sort()) {
    const run = runs.at(-1);
    if (run && Temporal.PlainDate.from(run.at(-1)!).add({ days: 1 }).toString() === day) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** What changed, for the audit log: "length 90 → 60 min; Saturday 09:00, 10:30 → none". */
export function describeChange(before: AvailabilitySettings, after: AvailabilitySettings): string {
  const list = (starts: readonly string[]) => (starts.length > 0 ? starts.join(", ") : "none");
  const changes = weekdays
    .filter((day) => list(before.weeklyStarts[day]) !== list(after.weeklyStarts[day]))
    .map((day) => `${weekdayNames[day]} ${list(before.weeklyStarts[day])} → ${list(after.weeklyStarts[day])}`);
  const labels = {
    durationMinutes: "length (min)",
    capacity: "at once",
    noticeBusinessDays: "notice (business days)",
    horizonDays: "ahead (days)",
  } as const;
  for (const key of Object.keys(labels) as (keyof typeof labels)[])
    if (before[key] !== after[key]) changes.push(`${labels[key]} ${before[key]} → ${after[key]}`);
  return changes.join("; ") || "no change";
}
