// The open consultation slots for a range of days, from the availability config, the owner's
// blocks and the confirmed bookings. Pure: the same inputs (including `now`) give the same slots.
// Wall-clock times are turned into instants by Temporal with the IANA zone, so a 9:00 start is
// 9:00 in New York in January and in July, never a hand-written offset.
import { Temporal } from "temporal-polyfill";
import type { AvailabilityConfig, Weekday } from "../../common/availability.ts";
import type { TimeRange } from "../storage/types.ts";

/** One consultation time: ISO 8601 with the zone's offset, and how many places are left. */
export type Slot = { start: string; end: string; free: number };
export type AvailabilityDay = { date: string; slots: Slot[] };

type SlotQuery = {
  config: AvailabilityConfig;
  /** First and last day ("YYYY-MM-DD", in the config's zone) asked for; clipped to what can be booked. */
  from: string;
  to: string;
  now: Date;
  blocks: readonly TimeRange[];
  bookings: readonly TimeRange[];
};

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

const isoWithOffset = (time: Temporal.ZonedDateTime) =>
  time.toString({ timeZoneName: "never", smallestUnit: "second" });

/** A day as a date field sends it ("YYYY-MM-DD", a real date), or undefined. */
export function calendarDay(input: unknown): Temporal.PlainDate | undefined {
  if (typeof input !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(input)) return undefined;
  try {
    return Temporal.PlainDate.from(input, { overflow: "reject" });
  } catch {
    return undefined;
  }
}

/** The date at `instant` where the business is (today's, given now). */
export function businessDate(config: Pick<AvailabilityConfig, "timeZone">, instant: Date): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(config.timeZone).toPlainDate();
}

/** Whether consultations are held on `date`: a weekday with hours, not closed. */
export const isBusinessDay = (config: AvailabilityConfig, date: Temporal.PlainDate) =>
  config.weeklyStarts[date.dayOfWeek as Weekday].length > 0 && !config.closedDates.includes(date.toString());

/** The first and last day on which a consultation may be booked, seen from `now`. */
export function bookableDays(
  config: AvailabilityConfig,
  now: Date,
): { first: Temporal.PlainDate; last: Temporal.PlainDate } {
  const today = businessDate(config, now);
  let first = today;
  for (let step = 0; step < config.noticeBusinessDays; step++) {
    do first = first.add({ days: 1 });
    while (
      !isBusinessDay(config, first) &&
      Temporal.PlainDate.compare(first, today.add({ days: config.horizonDays })) <= 0
    );
  }
  return { first, last: today.add({ days: config.horizonDays }) };
}

/** The instants from the start of `from` to the end of the last slot that can begin on `to`. */
export function instantsCovering(config: AvailabilityConfig, from: string, to: string): TimeRange {
  const start = Temporal.PlainDate.from(from).toZonedDateTime({ timeZone: config.timeZone });
  const end = Temporal.PlainDate.from(to)
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: config.timeZone })
    .add({ minutes: config.durationMinutes });
  return { start: new Date(start.epochMilliseconds), end: new Date(end.epochMilliseconds) };
}

type ZonedSlot = { start: Temporal.ZonedDateTime; end: Temporal.ZonedDateTime };

const asTimeRange = (slot: ZonedSlot): TimeRange => ({
  start: new Date(slot.start.epochMilliseconds),
  end: new Date(slot.end.epochMilliseconds),
});

/** The day's slots per the weekly pattern; a start that does not exist that day (a DST gap) is left out. */
function daySlots(config: AvailabilityConfig, date: Temporal.PlainDate): ZonedSlot[] {
  if (!isBusinessDay(config, date)) return [];
  return config.weeklyStarts[date.dayOfWeek as Weekday].flatMap((time) => {
    const wallClock = date.toPlainDateTime(Temporal.PlainTime.from(time));
    const start = wallClock.toZonedDateTime(config.timeZone);
    if (!start.toPlainDateTime().equals(wallClock)) return [];
    return [{ start, end: start.add({ minutes: config.durationMinutes }) }];
  });
}

/**
 * Every bookable day from `from` to `to` (both inclusive, clipped to the notice and the horizon),
 * each with its slots: those that start after `now` and touch no block, with the places left
 * after the bookings that overlap them (0 when full). A closed day has no slots.
 */
export function openSlots({ config, from, to, now, blocks, bookings }: SlotQuery): AvailabilityDay[] {
  const window = bookableDays(config, now);
  let date =
    Temporal.PlainDate.compare(Temporal.PlainDate.from(from), window.first) > 0
      ? Temporal.PlainDate.from(from)
      : window.first;
  const last =
    Temporal.PlainDate.compare(Temporal.PlainDate.from(to), window.last) < 0
      ? Temporal.PlainDate.from(to)
      : window.last;
  const days: AvailabilityDay[] = [];
  for (; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    const slots = daySlots(config, date).flatMap((zoned) => {
      const slot = asTimeRange(zoned);
      if (slot.start <= now || blocks.some((block) => overlaps(block, slot))) return [];
      const taken = bookings.filter((booking) => overlaps(booking, slot)).length;
      return [
        {
          start: isoWithOffset(zoned.start),
          end: isoWithOffset(zoned.end),
          free: Math.max(0, config.capacity - taken),
        },
      ];
    });
    days.push({ date: date.toString(), slots });
  }
  return days;
}

/**
 * The confirmed bookings that `range` (a block the owner adds or has) overlaps, earliest first:
 * a block keeps new bookings off its time but does not undo one already made there, so the owner
 * must be told and settle it with the visitor.
 */
export function bookingsOverlapping<T extends { start: string; end: string; status: string }>(
  range: TimeRange,
  bookings: readonly T[],
): T[] {
  return bookings
    .filter(
      (booking) =>
        booking.status === "confirmed" &&
        overlaps(range, { start: new Date(booking.start), end: new Date(booking.end) }),
    )
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/**
 * The `count` free slots nearest to `instant` (before or after; the earlier of two as close), listed
 * in clock order: a visitor reads times as a calendar, and a list that jumps back and forth reads as
 * a mistake.
 */
export function nearestFree(days: readonly AvailabilityDay[], instant: Date, count: number): Slot[] {
  const startOf = (slot: Slot) => Date.parse(slot.start);
  const distance = (slot: Slot) => Math.abs(startOf(slot) - instant.getTime());
  return days
    .flatMap((day) => day.slots)
    .filter((slot) => slot.free > 0)
    .sort((a, b) => distance(a) - distance(b) || startOf(a) - startOf(b))
    .slice(0, count)
    .sort((a, b) => startOf(a) - startOf(b));
}
