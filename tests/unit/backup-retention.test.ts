import { describe, expect, it } from "vitest";
import { backupDue, backupName, backupOf, backupsToKeep, type Backup } from "../../server/backups/retention.ts";

const HOUR = 60 * 60 * 1000;

describe("backup names", () => {
  it("names a backup by its time and reads the time back, for its own format only", () => {
    const at = new Date("2026-11-28T03:04:05.678Z");
    expect(backupName(at, "db")).toBe("site-2026-11-28T030405.678Z.db");
    expect(backupOf(backupName(at, "db"), "db")).toEqual({ name: "site-2026-11-28T030405.678Z.db", at });
    expect(backupOf(backupName(at, "dump"), "db")).toBeUndefined();
    for (const name of ["site.db", "site-2026-11-28T030405.678Z.db.partial", "replaced-2026.dump", "notes.txt"])
      expect(backupOf(name, "db"), name).toBeUndefined();
  });
});

describe("backupDue", () => {
  it("is due with none yet, or once the newest is as old as the interval", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(backupDue(undefined, now, 24 * HOUR)).toBe(true);
    expect(backupDue(new Date(now.getTime() - 23 * HOUR), now, 24 * HOUR)).toBe(false);
    expect(backupDue(new Date(now.getTime() - 24 * HOUR), now, 24 * HOUR)).toBe(true);
  });
});

describe("backupsToKeep", () => {
  /** One backup a day at 03:00 for `days` days up to 2026-11-28 (a Saturday), plus extra ones that day. */
  const daily = (days: number): Backup[] =>
    Array.from({ length: days }, (_, i) => {
      const at = new Date(Date.UTC(2026, 10, 28 - i, 3));
      return { name: backupName(at, "db"), at };
    });

  it("keeps the last 7 daily and the last 4 weekly copies of two months of backups", () => {
    const kept = [...backupsToKeep(daily(60))].sort();
    expect(kept).toEqual(
      [
        // The last seven days.
        ...["22", "23", "24", "25", "26", "27", "28"].map((day) => `site-2026-11-${day}T030000.000Z.db`),
        // The newest of each of the last four weeks (Monday to Sunday): this week's is the 28th's, the
        // week before's the 22nd's (a Sunday), then the 15th's and the 8th's.
        "site-2026-11-08T030000.000Z.db",
        "site-2026-11-15T030000.000Z.db",
      ].sort(),
    );
  });

  it("keeps the newest of a day's copies when several were made", () => {
    const morning = new Date("2026-11-28T03:00:00Z");
    const evening = new Date("2026-11-28T20:00:00Z");
    const backups = [morning, evening].map((at) => ({ name: backupName(at, "db"), at }));
    expect([...backupsToKeep(backups)]).toEqual([backupName(evening, "db")]);
  });

  it("keeps every one of a few", () => {
    expect(backupsToKeep(daily(3)).size).toBe(3);
  });
});
