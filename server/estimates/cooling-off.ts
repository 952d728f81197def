// The last day a buyer may cancel a sale made at their home: midnight of the third business day
// after the day of the transaction (the FTC's Cooling-Off Rule, 16 CFR 429.1; Florida's home
// solicitation sale law, F.S. 501.025). A business day is any calendar day but a Sunday or a
// federal holiday (16 CFR 429.0(f); F.S. 501.021(2)): Saturdays count. The federal holidays are
// 5 U.S.C. 6103(a)'s. When one falls on a Saturday or a Sunday, the weekday it is observed on
// (the Friday before, the Monday after) is left out too: that gives the buyer a day more, never a
// day less, which is the side to err on while the business's lawyer has not said otherwise.
import { Temporal } from "temporal-polyfill";

/** How many business days after the transaction the buyer has. */
export const CANCEL_DAYS = 3;

const nthWeekday = (year: number, month: number, weekday: number, nth: number) => {
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  return first.add({ days: ((weekday - first.dayOfWeek + 7) % 7) + (nth - 1) * 7 });
};
const lastWeekday = (year: number, month: number, weekday: number) => {
  const last = Temporal.PlainDate.from({ year, month, day: 1 }).add({ months: 1 }).subtract({ days: 1 });
  return last.subtract({ days: (last.dayOfWeek - weekday + 7) % 7 });
};
const MONDAY = 1;
const THURSDAY = 4;

/** A fixed-date holiday and, when it falls on a weekend, the weekday it is observed on. */
const withObserved = (date: Temporal.PlainDate) =>
  date.dayOfWeek === 6
    ? [date, date.subtract({ days: 1 })]
    : date.dayOfWeek === 7
      ? [date, date.add({ days: 1 })]
      : [date];

/** The federal holidays of `year` (5 U.S.C. 6103(a)) and the days they are observed on, as YYYY-MM-DD. */
export function federalHolidays(year: number): string[] {
  const fixed = (month: number, day: number) => withObserved(Temporal.PlainDate.from({ year, month, day }));
  const days = [
    ...fixed(1, 1), // New Year's Day
    nthWeekday(year, 1, MONDAY, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, MONDAY, 3), // Washington's Birthday
    lastWeekday(year, 5, MONDAY), // Memorial Day
    ...(year >= 2021 ? fixed(6, 19) : []), // Juneteenth National Independence Day, since 2021
    ...fixed(7, 4), // Independence Day
    nthWeekday(year, 9, MONDAY, 1), // Labor Day
    nthWeekday(year, 10, MONDAY, 2), // Columbus Day
    ...fixed(11, 11), // Veterans Day
    nthWeekday(year, 11, THURSDAY, 4), // Thanksgiving Day
    ...fixed(12, 25), // Christmas Day
    // The next New Year's Day on a Saturday is observed on this year's December 31.
    ...withObserved(Temporal.PlainDate.from({ year: year + 1, month: 1, day: 1 })),
  ];
  return days
    .filter((day) => day.year === year)
    .map(String)
    .sort();
}

const holidays = new Map<number, Set<string>>();
const holidaysOf = (year: number) => {
  let found = holidays.get(year);
  if (!found) holidays.set(year, (found = new Set(federalHolidays(year))));
  return found;
};

/** Whether `day` (YYYY-MM-DD) is a business day: not a Sunday, not a federal holiday nor the day one is observed on. */
export function isCancelBusinessDay(day: string): boolean {
  const date = Temporal.PlainDate.from(day);
  return date.dayOfWeek !== 7 && !holidaysOf(date.year).has(date.toString());
}

/** The last day (YYYY-MM-DD) to cancel a transaction made on `transactionDay`: the third business day after it. */
export function cancelByDay(transactionDay: string): string {
  let date = Temporal.PlainDate.from(transactionDay);
  for (let counted = 0; counted < CANCEL_DAYS;) {
    date = date.add({ days: 1 });
    if (isCancelBusinessDay(date.toString())) counted++;
  }
  return date.toString();
}

/**
 * The last day to cancel a contract signed at the buyer's home on `signedDay`, while it is still
 * to come or is `today` (midnight ends it); undefined once it has passed.
 */
export function stillCancellableUntil(signedDay: string, today: string): string | undefined {
  const last = cancelByDay(signedDay);
  return today <= last ? last : undefined;
}
