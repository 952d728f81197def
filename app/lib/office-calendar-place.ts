// Where in the calendar the owner is: a week from a day, or that one day. Every link and every
// redirect back after a change is built here, so the page's links and the server's answers agree.

export type CalendarView = "day" | "week";

/** The calendar shows a week from a day, or that one day (`?view=day`). */
export const calendarView = (value: unknown): CalendarView => (value === "day" ? "day" : "week");

/**
 * `/office/calendar` at a place (no `from`: from today), with what the page should show there:
 * `{ move: 12 }` asks about moving booking 12, `{ saved: "moved" }` says what was just done.
 */
export function calendarHref(
  place: { from?: string; view: CalendarView },
  shown: Record<string, string | number> = {},
) {
  const query = new URLSearchParams();
  if (place.from) query.set("from", place.from);
  if (place.view === "day") query.set("view", "day");
  for (const [name, value] of Object.entries(shown)) query.set(name, String(value));
  const search = query.toString();
  return search ? `/office/calendar?${search}` : "/office/calendar";
}

/** Whether the calendar at `place` (no `from`: from `today`) shows the calendar day `day`. */
export function showsDay(place: { from?: string; view: CalendarView }, day: string, today: string) {
  const first = place.from ?? today;
  const end = new Date(Date.parse(`${first}T00:00:00Z`) + (place.view === "day" ? 1 : 7) * 86_400_000);
  return day >= first && day < end.toISOString().slice(0, 10);
}
