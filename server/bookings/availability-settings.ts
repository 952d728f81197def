// The consultation hours as the owner edits them at /office/availability: the weekly start times,
// a consultation's length, how many at once, the notice, how far ahead, and the closed days. They
// are kept in the database (seeded from common/availability.ts on first start) and read by every
// booking in every process, so a change applies at the next request. The time zone stays the
// code's: every stored booking, invitation and reminder is written in it.
import { Temporal } from "temporal-polyfill";
import { calendarDay } from "./slots.ts";
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
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

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

/** A day's start times from "8:30, 10:30 14:00": sorted, each once, as HH:MM; or the first bad one. */
function parseStarts(text: string): { starts: string[] } | { bad: string } {
  const starts = new Set<string>();
  for (const piece of text.split(/[\s,;]+/).filter(Boolean)) {
    const match = TIME.exec(piece);
    if (!match) return { bad: piece };
    starts.add(`${match[1]!.padStart(2, "0")}:${match[2]}`);
  }
  return { starts: [...starts].sort() };
}

/**
 * The hours form (`starts-1` … `starts-7`, `durationMinutes`, `capacity`, `noticeBusinessDays`,
 * `horizonDays`) applied to `current` (whose closed days it keeps), or a message for each field
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
    const parsed = parseStarts(form[name] ?? "");
    const dayName = weekdayNames[day];
    if ("bad" in parsed) {
      fieldErrors[name] =
        `${dayName}: "${parsed.bad}" is not a time. Write 24-hour times separated by commas, like 08:30, 10:30, 14:00.`;
      continue;
    }
    weeklyStarts[day] = parsed.starts;
    const length = numbers.durationMinutes;
    if (length === undefined) continue;
    const starts = parsed.starts.map(minutesOf);
    const clash = starts.findIndex((start, index) => index > 0 && start - starts[index - 1]! < length);
    if (clash > 0)
      fieldErrors[name] =
        `${dayName}: ${parsed.starts[clash - 1]} and ${parsed.starts[clash]} are closer than a consultation's ${length} minutes.`;
    else if (starts.length > 0 && starts.at(-1)! + length > 24 * 60)
      fieldErrors[name] = `${dayName}: a consultation starting at ${parsed.starts.at(-1)} would end after midnight.`;
  }
  if (Object.keys(fieldErrors).length === 0 && weekdays.every((day) => weeklyStarts[day]!.length === 0))
    fieldErrors["starts-1"] = "Give at least one day its start times, or no one can book a consultation.";
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, settings: { ...current, ...numbers, weeklyStarts } };
}

export type DayOutcome = { ok: true; settings: AvailabilitySettings; date: string } | { ok: false; error: string };

/** Closes `input` (the `closedDate` field) to consultations; `today` is the business's date. */
export function closeDay(settings: AvailabilitySettings, input: unknown, today: Temporal.PlainDate): DayOutcome {
  const date = calendarDay(input);
  if (!date) return { ok: false, error: "Choose the day to close, like 2026-12-24." };
  if (Temporal.PlainDate.compare(date, today) < 0) return { ok: false, error: "That day has passed already." };
  // Holidays and trips are planned, not decades: the calendar refuses blocks further out too.
  if (Temporal.PlainDate.compare(date, today.add({ years: 2 })) > 0)
    return { ok: false, error: "Choose a day within the next two years." };
  const day = date.toString();
  if (settings.closedDates.includes(day)) return { ok: false, error: `${day} is closed already.` };
  return { ok: true, date: day, settings: { ...settings, closedDates: [...settings.closedDates, day].sort() } };
}

/** Opens a closed day again (the `date` field of its Reopen button). */
export function reopenDay(settings: AvailabilitySettings, input: unknown): DayOutcome {
  const day = calendarDay(input)?.toString();
  if (!day || !settings.closedDates.includes(day)) return { ok: false, error: "That day is not closed." };
  return { ok: true, date: day, settings: { ...settings, closedDates: settings.closedDates.filter((d) => d !== day) } };
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
