// A consultation the office agrees with a client at any time (not only the public grid's offered
// times): the typed day and start read, and what it clashes with said before it is booked: another
// consultation, a blocked time, a closed day or a time outside the consultation hours. The office
// may book it anyway; the booking itself is the public one's (server/bookings/bookings.ts).
import { Temporal } from "temporal-polyfill";
import type { AvailabilityConfig } from "../../common/availability.ts";
import { calendarDay, isBusinessDay } from "../bookings/slots.ts";
import { minutesOf, readClock } from "../bookings/start-times.ts";
import type { BlockRow, BookingRow } from "../storage/types.ts";
import type { Checked } from "./lead-entry.ts";

type Fields = Record<string, string | undefined>;

export const consultationMessages = {
  consultationDate: "Write the consultation's day, like 2026-12-02.",
  consultationTime: "Write the time it starts, like 15:30.",
  past: "That time has passed: choose a later day or time.",
  location: "The address is at most 300 characters.",
} as const;
export type ConsultationField = "consultationDate" | "consultationTime" | "location";

const LOCATION_MAX_LENGTH = 300;
/** How far ahead the office books: work is planned months out, not years. */
const AHEAD_DAYS = 2 * 366;

export type AgreedTime = { start: Date; end: Date; location: string };

/**
 * The day and start time typed (both blank: no consultation asked for), a wall-clock time in the
 * business's zone, lasting the hours' consultation length; where it is (optional).
 */
export function checkConsultation(
  fields: Fields,
  config: Pick<AvailabilityConfig, "timeZone" | "durationMinutes">,
  now: Date,
): Checked<AgreedTime | undefined, ConsultationField> {
  const typedDay = (fields.consultationDate ?? "").trim();
  const typedTime = (fields.consultationTime ?? "").trim();
  const location = (fields.location ?? "").trim();
  if (!typedDay && !typedTime) return { ok: true, value: undefined };
  const errors: Partial<Record<ConsultationField, string>> = {};
  const day = calendarDay(typedDay);
  // A time input sends "15:30"; a browser without one sends what was typed ("3:30 pm").
  const time = readClock(typedTime);
  if (!day) errors.consultationDate = consultationMessages.consultationDate;
  if (!time) errors.consultationTime = consultationMessages.consultationTime;
  if (location.length > LOCATION_MAX_LENGTH) errors.location = consultationMessages.location;
  if (!day || !time || Object.keys(errors).length > 0) return { ok: false, errors };
  const zoned = day.toPlainDateTime(Temporal.PlainTime.from(time)).toZonedDateTime(config.timeZone);
  const start = new Date(zoned.epochMilliseconds);
  if (start.getTime() < now.getTime()) return { ok: false, errors: { consultationTime: consultationMessages.past } };
  if (start.getTime() > now.getTime() + AHEAD_DAYS * 86_400_000)
    return { ok: false, errors: { consultationDate: "Choose a day within the next two years." } };
  const end = new Date(zoned.add({ minutes: config.durationMinutes }).epochMilliseconds);
  return { ok: true, value: { start, end, location } };
}

/** What is in the way at a time, as the office reads it. */
export type Clash =
  | { kind: "consultation"; with: string; start: Date; end: Date; leadId: number }
  | { kind: "block"; reason: string; start: Date; end: Date }
  | { kind: "closed"; day: string }
  | { kind: "hours"; from: string; to: string };

/**
 * What the agreed time clashes with: the confirmed consultations and blocked times overlapping it,
 * a day without consultations (a Sunday, a holiday), or a time outside that day's consultation
 * hours (from its first start to the end of its last consultation).
 */
export function clashesOf(
  time: Pick<AgreedTime, "start" | "end">,
  config: AvailabilityConfig,
  { bookings, blocks }: { bookings: readonly BookingRow[]; blocks: readonly BlockRow[] },
): Clash[] {
  const overlaps = (start: Date | string, end: Date | string) =>
    new Date(start) < time.end && new Date(end) > time.start;
  const clashes: Clash[] = [
    ...bookings
      .filter((booking) => booking.status === "confirmed" && overlaps(booking.start, booking.end))
      .map((booking) => ({
        kind: "consultation" as const,
        with: `${booking.firstName} ${booking.lastName}`.trim(),
        start: new Date(booking.start),
        end: new Date(booking.end),
        leadId: booking.submissionId,
      })),
    ...blocks
      .filter((block) => overlaps(block.start, block.end))
      .map((block) => ({ kind: "block" as const, reason: block.reason, start: block.start, end: block.end })),
  ];
  const zoned = Temporal.Instant.fromEpochMilliseconds(time.start.getTime()).toZonedDateTimeISO(config.timeZone);
  const day = zoned.toPlainDate();
  if (!isBusinessDay(config, day)) return [...clashes, { kind: "closed", day: day.toString() }];
  const starts = config.weeklyStarts[zoned.dayOfWeek as keyof AvailabilityConfig["weeklyStarts"]].map(minutesOf);
  const [first, last] = [Math.min(...starts), Math.max(...starts) + config.durationMinutes];
  const endZoned = Temporal.Instant.fromEpochMilliseconds(time.end.getTime()).toZonedDateTimeISO(config.timeZone);
  const minutesIn = (at: Temporal.ZonedDateTime) =>
    at.toPlainDate().equals(day) ? at.hour * 60 + at.minute : 24 * 60 + at.hour * 60 + at.minute;
  if (minutesIn(zoned) < first || minutesIn(endZoned) > last)
    clashes.push({ kind: "hours", from: clock(first), to: clock(last) });
  return clashes;
}

/** Minutes after midnight as the office reads a time: "8:30 AM". */
const clock = (minutes: number) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, 0, minutes)),
  );

/** A clash in a sentence, for the warning before booking anyway (times in the business's zone). */
export function describeClash(clash: Clash, timeZone: string): string {
  const span = (start: Date, end: Date) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).formatRange(start, end);
  switch (clash.kind) {
    case "consultation":
      return `It overlaps the consultation with ${clash.with || "another client"} (${span(clash.start, clash.end)}).`;
    case "block":
      return `It falls in a blocked time (${span(clash.start, clash.end)}${clash.reason ? `: ${clash.reason}` : ""}).`;
    case "closed":
      return `${describeDay(clash.day)} is a day without consultations (closed, or a holiday).`;
    case "hours":
      return `It is outside that day's consultation hours (${clash.from} to ${clash.to}).`;
  }
}

const describeDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${day}T12:00:00Z`),
  );
