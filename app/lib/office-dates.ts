// How the office writes times and days: moments in the business's own time zone (Orlando), and
// calendar days (YYYY-MM-DD, no zone) as they are, whatever the server's or the browser's zone.
import { availability } from "#common/availability.ts";

const moment = new Intl.DateTimeFormat("en-US", {
  timeZone: availability.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});
const date = new Intl.DateTimeFormat("en-US", { timeZone: availability.timeZone, dateStyle: "medium" });
const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const dayOfYear = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Nov 26, 2026, 1:44 PM" in Orlando. */
export const officeTime = (iso: string) => moment.format(new Date(iso));

const consultation = new Intl.DateTimeFormat("en-US", {
  timeZone: availability.timeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
/** A consultation's start as the office lists it, in Orlando: "Mon, Nov 30, 8:30 AM" (as its days are written). */
export const officeConsultationTime = (start: string | Date) => consultation.format(new Date(start));

/** "Nov 26, 2026" in Orlando. */
export const officeDate = (iso: string) => date.format(new Date(iso));

/** "2026-12-24" → "Thu, Dec 24", or with `withYear` "Thu, Dec 24, 2026". */
export const dayLabel = (isoDate: string, { withYear = false } = {}) =>
  (withYear ? dayOfYear : day).format(new Date(`${isoDate}T12:00:00Z`));

const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: availability.timeZone });
/** Today in Orlando, as a calendar day: "2026-11-27". */
export const todayInOffice = (now = new Date()) => isoDay.format(now);
