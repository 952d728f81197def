// The open consultation times as the booking page lists them: one week at a time (weeks start on
// Monday), only times with a place left, labelled in the business's time zone. Labels are made
// here on the server, so the browser shows exactly what the server rendered.
import { availability, businessToday, describeConsultationTime } from "#common/availability.ts";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/context";
import type { AvailabilityDay, Slot } from "../../server/bookings/slots.ts";

export type TimeChoice = { start: string; label: string };
export type TimeChoiceDay = { date: string; label: string; times: TimeChoice[] };
export type TimeChoiceWeek = { monday: string; label: string; days: TimeChoiceDay[]; previous?: string; next?: string };

const dayLabel = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
const weekLabel = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric" });
const timeLabel = new Intl.DateTimeFormat("en-US", {
  timeZone: availability.timeZone,
  hour: "numeric",
  minute: "2-digit",
});

/** The Monday of a calendar date's week ("YYYY-MM-DD"); plain calendar arithmetic, no time zone involved. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The week asked for (by its Monday), or the first with a free time; undefined when no time is free at all. */
export function weekOfTimes(days: readonly AvailabilityDay[], requested: string | null): TimeChoiceWeek | undefined {
  const open = days
    .map((day) => ({
      date: day.date,
      label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
      times: day.slots
        .filter((slot) => slot.free > 0)
        .map((slot) => ({ start: slot.start, label: timeLabel.format(new Date(slot.start)) })),
    }))
    .filter((day) => day.times.length > 0);
  const mondays = [...new Set(open.map((day) => mondayOf(day.date)))];
  if (mondays.length === 0) return undefined;
  const index = Math.max(0, mondays.indexOf(requested ?? ""));
  const monday = mondays[index]!;
  return {
    monday,
    label: `Week of ${weekLabel.format(new Date(`${monday}T00:00:00Z`))}`,
    days: open.filter((day) => mondayOf(day.date) === monday),
    previous: mondays[index - 1],
    next: mondays[index + 1],
  };
}

/** The nearest free times offered after a chosen one was taken, each labelled with its day and hours. */
export const nearestChoices = (nearest: readonly Slot[]): TimeChoice[] =>
  nearest.map((slot) => ({
    start: slot.start,
    label: describeConsultationTime(availability, new Date(slot.start), new Date(slot.end)),
  }));

/** The consultation page's times: the week asked for, unless the visitor asked to be called (?call). */
export async function consultationTimes(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const free = await context.get(servicesContext).bookings.availableSlots();
  const week = free.ok ? weekOfTimes(free.days, url.searchParams.get("week")) : undefined;
  return {
    week: url.searchParams.has("call") ? undefined : week,
    anyFreeTime: week !== undefined,
    // The call-back form's date field starts at the business's today, as its rule does.
    today: businessToday(availability),
  };
}
