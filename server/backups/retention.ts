// What a backup is called, when the next one is due, and which ones are kept: the newest of each of
// the last 7 days that have one and the newest of each of the last 4 weeks (Monday to Sunday, UTC)
// that have one, so a mistake noticed a month late can still be undone; the rest are deleted.

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

/** A SQLite copy is a database file; a PostgreSQL one is pg_dump's custom format. */
export type BackupFormat = "db" | "dump";
export type Backup = { name: string; at: Date };

const NAME = /^site-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z\.(db|dump)$/;

/** "site-2026-11-28T030000.000Z.db": sorts by time, and names no one's data. */
export const backupName = (at: Date, format: BackupFormat) =>
  `site-${at.toISOString().replace(/:/g, "").replace(/Z$/, "")}Z.${format}`;

/** The backup a file name is, when it is one of ours in `format`. */
export function backupOf(name: string, format: BackupFormat): Backup | undefined {
  const match = NAME.exec(name);
  if (!match || match[6] !== format) return undefined;
  const [, day, hours, minutes, seconds, millis] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(at.getTime()) ? undefined : { name, at };
}

/** Whether a backup is due: none yet, or the newest is `intervalMs` old. */
export const backupDue = (newest: Date | undefined, now: Date, intervalMs: number) =>
  newest === undefined || now.getTime() - newest.getTime() >= intervalMs;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** The Monday that starts the backup's week (UTC). */
function weekOf(at: Date) {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/** The names to keep of `backups`: the newest in each of the last KEEP_DAILY days and KEEP_WEEKLY weeks that have one. */
export function backupsToKeep(backups: readonly Backup[]): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  for (const [period, count] of [
    [dayOf, KEEP_DAILY],
    [weekOf, KEEP_WEEKLY],
  ] as const) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(backup.at);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      keep.add(backup.name);
    }
  }
  return keep;
}
