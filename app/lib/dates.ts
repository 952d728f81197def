/** "2026-11-10" → "November 10, 2026", the same on server and browser whatever their time zone. */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}
