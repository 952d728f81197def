// When a consultation can be booked: the seed of the hours the office edits at /office/availability
// (stored in the database on first start, server/bookings/availability.ts), and the time zone,
// which stays the code's. Blocks for single hours are kept in the database too. Plain TypeScript
// with no imports.

/** ISO weekday numbers: 1 is Monday … 6 Saturday, 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly Weekday[];
export const weekdayNames: Record<Weekday, string> = {
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
  7: "Sunday",
};

/** The bounds the office's hours form keeps the numbers within (/office/availability). */
export const settingBounds = {
  durationMinutes: { min: 15, max: 480 },
  capacity: { min: 1, max: 10 },
  noticeBusinessDays: { min: 0, max: 30 },
  horizonDays: { min: 1, max: 365 },
} as const;

export type AvailabilityConfig = {
  /** An IANA zone; every time below is a wall-clock time there, whatever the season. */
  timeZone: string;
  /**
   * The times ("HH:MM", 24-hour) a consultation can start on each weekday. A day with none
   * is not a business day. A time that does not exist on a daylight-saving change day is skipped.
   */
  weeklyStarts: Record<Weekday, readonly string[]>;
  /** How long one consultation lasts, in minutes (real elapsed minutes, also across a DST change). */
  durationMinutes: number;
  /** How many consultations can run at the same time (people who can take one). */
  capacity: number;
  /** The shortest notice: 1 means from the next business day on, 0 from later today. */
  noticeBusinessDays: number;
  /** How far ahead one can book: the last bookable day is today plus this many days. */
  horizonDays: number;
  /** Whole days without consultations (holidays, "YYYY-MM-DD"); they are not business days either. */
  closedDates: readonly string[];
};

/**
 * The defaults follow the business hours in common/site.ts: weekdays 8 AM – 6 PM (five starts
 * from 8:30, with half an hour between for travel, the last ending at 6 PM) and Saturday mornings (9 AM and 10:30 AM); no Sundays.
 */
export const availability = {
  timeZone: "America/New_York",
  weeklyStarts: {
    1: ["08:30", "10:30", "12:30", "14:30", "16:30"],
    2: ["08:30", "10:30", "12:30", "14:30", "16:30"],
    3: ["08:30", "10:30", "12:30", "14:30", "16:30"],
    4: ["08:30", "10:30", "12:30", "14:30", "16:30"],
    5: ["08:30", "10:30", "12:30", "14:30", "16:30"],
    6: ["09:00", "10:30"],
    7: [],
  },
  durationMinutes: 90,
  capacity: 1,
  noticeBusinessDays: 1,
  horizonDays: 28,
  closedDates: [
    "2026-11-26", // Thanksgiving
    "2026-11-27",
    "2026-12-24", // Christmas
    "2026-12-25",
    "2026-12-26",
    "2026-12-31", // New Year
    "2027-01-01",
    "2027-05-31", // Memorial Day
    "2027-07-05", // Independence Day (observed)
    "2027-09-06", // Labor Day
    "2027-11-25", // Thanksgiving
    "2027-11-26",
    "2027-12-24", // Christmas
    "2027-12-31", // New Year
  ],
} as const satisfies AvailabilityConfig;

/** The calendar date ("YYYY-MM-DD") at `now` where the business is: its today. */
export function businessToday(config: Pick<AvailabilityConfig, "timeZone">, now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: config.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A calendar date ("YYYY-MM-DD") as people read it, as consultation times write theirs: "Tuesday, December 1, 2026". */
export function describeDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** describeConsultationTime's formatter per time zone, made once: making one takes ten times as long as a format (about 0.3 ms). */
const consultationTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A day and a time as people read them, with the zone's short name: "December 1, 2026, 8:30 AM EST". */
export const timeInWords = {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
} as const satisfies Intl.DateTimeFormatOptions;

/** A consultation's time as people read it, in the business's zone: "Tuesday, December 1, 2026, 8:30 – 10:00 AM EST". */
export function describeConsultationTime(config: Pick<AvailabilityConfig, "timeZone">, start: Date, end: Date): string {
  let format = consultationTimeFormats.get(config.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: config.timeZone, weekday: "long", ...timeInWords });
    consultationTimeFormats.set(config.timeZone, format);
  }
  return format.formatRange(start, end);
}

/**
 * A consultation's start in a few words, for subjects and questions: "Sat 28 Nov, 9:00 AM"
 * (no year: bookings are at most a few weeks ahead).
 */
export function shortConsultationTime(config: Pick<AvailabilityConfig, "timeZone">, start: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: config.timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part("weekday")} ${part("day")} ${part("month")}, ${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
}
