// The office start page's figures: how many leads came, and how fast they were answered. Speed is
// counted in business hours (server/office/leads.ts): a lead that came in on Saturday evening and
// was called back first thing Monday was answered at once. "Within 1 business day" is the figure
// Houzz's "Responds Quickly" badge uses; within the hour is what makes a lead about seven times
// likelier to qualify (HBR).
import { Temporal } from "temporal-polyfill";
import { availability } from "../../common/availability.ts";
import { businessDayMinutes, businessMinutesBetween, OVERDUE_BUSINESS_MINUTES, type OpenHours } from "./leads.ts";
/** The response figures count the leads that came in this many days back. */
export const RESPONSE_WINDOW_DAYS = 90;
/** Won of won and lost counts the leads that came in this many days back. */
export const OUTCOME_WINDOW_DAYS = 365;

/** A lead as the figures count it; `booked` when a consultation was booked for it (a truthy number on SQLite). */
export type DashboardLead = {
  createdAt: string;
  firstResponseAt: string | null;
  stage: string;
  booked?: boolean | number;
};

export type ResponseFigures = {
  /** Leads counted (spam aside) that were answered, or whose hour or day is over unanswered. */
  counted: number;
  /** Median business minutes to the first response, of the answered ones; undefined when none was. */
  medianMinutes: number | undefined;
  /** Shares (0–1) of the counted leads answered within 1 business hour and within 1 business day. */
  withinHour: number | undefined;
  withinDay: number | undefined;
  /** A business day's length by the hours in force: the window for "within 1 business day". */
  dayMinutes: number;
};

/** Monday 00:00 of this week and the 1st of this month, in the business's zone. */
export function periodStarts(now: Date): { week: Date; month: Date } {
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(availability.timeZone)
    .toPlainDate();
  const start = (day: Temporal.PlainDate) =>
    new Date(day.toZonedDateTime({ timeZone: availability.timeZone }).epochMilliseconds);
  return { week: start(today.subtract({ days: today.dayOfWeek - 1 })), month: start(today.with({ day: 1 })) };
}

/** The response figures of `leads` (spam left out), as of `now`, in `businessHours`'s business hours. */
export function responseFigures(leads: readonly DashboardLead[], now: Date, businessHours: OpenHours): ResponseFigures {
  const dayMinutes = businessDayMinutes(businessHours);
  const waits: { minutes: number; answered: boolean }[] = [];
  for (const lead of leads) {
    if (lead.stage === "spam") continue;
    const answered = lead.firstResponseAt !== null;
    // A visitor who booked a consultation online had their answer from the site (the inbox never
    // flags them overdue): unanswered, they count neither for the office's speed nor against it.
    if (!answered && lead.booked) continue;
    // A lead still waiting counts only as past the day or not; an answered one's wait is counted in full for the median.
    const minutes = answered
      ? businessMinutesBetween(new Date(lead.createdAt), new Date(lead.firstResponseAt!), businessHours)
      : businessMinutesBetween(new Date(lead.createdAt), now, businessHours, dayMinutes);
    waits.push({ minutes, answered });
  }
  const answered = waits
    .filter((wait) => wait.answered)
    .map((wait) => wait.minutes)
    .sort((a, b) => a - b);
  /** The share answered within `limit`, among leads answered or already past it. */
  const share = (limit: number) => {
    const decided = waits.filter((wait) => wait.answered || wait.minutes > limit);
    if (decided.length === 0) return undefined;
    return decided.filter((wait) => wait.answered && wait.minutes <= limit).length / decided.length;
  };
  const middle = Math.floor(answered.length / 2);
  return {
    counted: waits.length,
    medianMinutes:
      answered.length === 0
        ? undefined
        : answered.length % 2 === 1
          ? answered[middle]!
          : Math.round((answered[middle - 1]! + answered[middle]!) / 2),
    withinHour: share(OVERDUE_BUSINESS_MINUTES),
    withinDay: share(dayMinutes),
    dayMinutes,
  };
}

/** "12 min", "3 h 5 min", "2 business days": a business-time span as the start page shows it. */
export function businessSpan(minutes: number, dayMinutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < dayMinutes) return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  const days = Math.round(minutes / dayMinutes);
  return `${days} business ${days === 1 ? "day" : "days"}`;
}

/** "67%", or "–" when nothing was counted. */
export const percent = (share: number | undefined) => (share === undefined ? "–" : `${Math.round(share * 100)}%`);
