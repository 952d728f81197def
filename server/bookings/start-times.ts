// A day's consultation start times as the office types them: a time as people write one ("9:00",
// "8.30am", "2:30 PM", "14:00") and a range, "from 9:00, the last one ending by 17:00, one every
// 120 minutes". The hours are still stored as each weekday's list of start times (what the public
// booking grid reads), so the form converts both ways: a list to the range that gives it, and a
// range back to exactly that list. Plain TypeScript, no storage.

/** A day's starts as a range: the first start, the time the last consultation ends by, and the minutes between starts. */
export type StartRange = { from: string; to: string; every: number };

const DAY_MINUTES = 24 * 60;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * A time of day as typed, as 24-hour "HH:MM": "9:00", "09:00", "14:00", "9.30", "8.30am", "8:30 PM",
 * "9am", "12 pm" (noon); undefined for anything else. What a time input sends ("09:00") is one of these.
 */
export function readClock(typed: unknown): string | undefined {
  if (typeof typed !== "string") return undefined;
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(typed.trim());
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  const half = match[3]?.toLowerCase();
  // A bare number is only a time with am or pm ("9am"); "9" alone could be a count of minutes.
  if (match[2] === undefined && !half) return undefined;
  if (minute > 59) return undefined;
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  } else if (hour > 23) return undefined;
  return timeOf(hour * 60 + minute);
}

/**
 * The start times a range gives: `from`, then one every `every` minutes, each while a consultation
 * of `length` minutes starting then ends by `to`. 9:00 to 17:00 every 120 with 90-minute
 * consultations: 09:00, 11:00, 13:00, 15:00.
 */
export function startsInRange({ from, to, every }: StartRange, length: number): string[] {
  const starts: string[] = [];
  if (every <= 0) return starts;
  for (let start = minutesOf(from); start + length <= minutesOf(to); start += every) starts.push(timeOf(start));
  return starts;
}

/**
 * The range that gives exactly `starts` with consultations of `length` minutes (evenly spaced, the
 * last ending by midnight), and the times it leaves out (all of them when they are not evenly
 * spaced), so the form shows the stored hours as a range wherever one fits.
 */
export function rangeOfStarts(
  starts: readonly string[],
  length: number,
): { range: StartRange | undefined; others: string[] } {
  if (starts.length === 0) return { range: undefined, others: [] };
  const minutes = starts.map(minutesOf);
  const every = minutes.length > 1 ? minutes[1]! - minutes[0]! : length;
  const even = minutes.every((start, index) => index === 0 || start - minutes[index - 1]! === every);
  const end = minutes.at(-1)! + length;
  if (!even || every < length || end >= DAY_MINUTES) return { range: undefined, others: [...starts] };
  const range = { from: starts[0]!, to: timeOf(end), every };
  return { range, others: [] };
}
