// Backups of the database: the leads, bookings, subscribers, content and photos (which are stored
// in it) are the business. A copy is written under a temporary name, checked (it opens and passes
// its integrity check, or pg_restore reads it), and only then given its name, so a half-written or
// broken file is never taken for a backup; then the old ones beyond the retention are deleted. The
// server makes one a day on SQLite (BACKUP_INTERVAL_HOURS); `npm run backup` makes one at once, on
// either engine, and `npm run restore` puts one back (server/backups/restore.ts).
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config.ts";
import { errorText } from "../dependencies.ts";
import { ownerNotice } from "../mail/owner-notice.ts";
import { siteLink } from "../mail/site-url.ts";
import type { Mailer } from "../mail/transport.ts";
import { runPeriodically } from "../periodic.ts";
import { checkPgDump, checkSqliteCopy, pgDump, sqliteFile, sqliteSnapshot } from "../storage/backups.ts";
import { backupDue, backupName, backupOf, backupsToKeep, type Backup, type BackupFormat } from "./retention.ts";

export type BackupConfig = Pick<Config, "DATA_DIR" | "DATABASE_URL" | "BACKUP_DIR">;

/** Whether a due backup is looked for: every hour, so a server restarted often still makes its daily one. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** A backup failing every hour mails the owner once a day. */
const FAILURE_MAIL_EVERY_MS = 24 * 60 * 60 * 1000;

const formatOf = (config: BackupConfig): BackupFormat => (config.DATABASE_URL ? "dump" : "db");

/** The backups in the folder, newest first. */
export function listBackups(config: BackupConfig): (Backup & { path: string; bytes: number })[] {
  let names: string[];
  try {
    names = readdirSync(config.BACKUP_DIR);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const backup = backupOf(name, formatOf(config));
      return backup
        ? [{ ...backup, path: join(config.BACKUP_DIR, name), bytes: statSync(join(config.BACKUP_DIR, name)).size }]
        : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Throws unless `file` is a sound backup of the site's database for this engine. */
export const checkBackup = (config: BackupConfig, file: string) =>
  config.DATABASE_URL ? checkPgDump(file) : Promise.resolve(checkSqliteCopy(file));

/** Makes a backup now, checks it, prunes the old ones: its path. Throws when it could not be made or is not sound. */
export async function backUp(config: BackupConfig, now = new Date()): Promise<string> {
  mkdirSync(config.BACKUP_DIR, { recursive: true });
  const path = join(config.BACKUP_DIR, backupName(now, formatOf(config)));
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  try {
    if (config.DATABASE_URL) await pgDump(config.DATABASE_URL, partial);
    else sqliteSnapshot(sqliteFile(config.DATA_DIR), partial);
    await checkBackup(config, partial);
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  const keep = backupsToKeep(listBackups(config));
  for (const old of listBackups(config)) if (!keep.has(old.name)) rmSync(old.path, { force: true });
  return path;
}

/** The owner's mail about a backup that failed, saying why. */
export const composeBackupFailure = (config: Pick<Config, "MAIL_FROM" | "MAIL_TO" | "BACKUP_DIR">, reason: string) =>
  ownerNotice(config, "backup-failed", "The website's backup failed", {
    heading: "The website's backup failed",
    paragraphs: [
      `The daily copy of the website's database (its leads, bookings, subscribers, content and photos) could not be made: ${reason.replace(/\.?$/, ".")}`,
      `The server tries again every hour; the copies already made are kept in ${config.BACKUP_DIR}. Please ask whoever looks after the server to check the disk and the folder.`,
    ],
    action: { href: siteLink("/office"), label: "See the last backup in the office" },
  });

export type BackupStatus = {
  engine: "sqlite" | "postgres";
  /** Whether this server makes them itself (SQLite, unless turned off). */
  scheduled: boolean;
  folder: string;
  latest: { at: string; bytes: number } | undefined;
  count: number;
  /** The last scheduled backup that failed, when none has been made since. */
  failure: { at: string; reason: string } | undefined;
};

/**
 * The server's backups: on SQLite one is made at start when the newest is older than the interval,
 * and looked for every hour after (0 hours turns them off). On PostgreSQL several processes share the
 * database and its provider usually backs it up, so the server makes none (`npm run backup` does,
 * with pg_dump, from a timer). A failure is logged and mailed to the owner.
 */
export function createBackups({
  config,
  intervalHours,
  ready,
  mailer,
  log,
}: {
  config: BackupConfig & Pick<Config, "MAIL_FROM" | "MAIL_TO">;
  intervalHours: number;
  /** Resolves once the database is there (migrated): a new install's first backup waits for it. */
  ready: () => Promise<void>;
  mailer: Mailer;
  log: (line: string) => void;
}) {
  const scheduled = !config.DATABASE_URL && intervalHours > 0;
  let failure: { at: Date; reason: string } | undefined;
  let mailedAt = 0;

  async function tellOwner(reason: string, at: Date) {
    if (at.getTime() - mailedAt < FAILURE_MAIL_EVERY_MS) return;
    mailedAt = at.getTime();
    const mail = await composeBackupFailure(config, reason);
    await mailer.send(mail);
  }

  async function whenDue() {
    const now = new Date();
    if (!backupDue(listBackups(config)[0]?.at, now, intervalHours * 60 * 60 * 1000)) return 0;
    try {
      await ready();
      const path = await backUp(config, now);
      failure = undefined;
      log(`backup: ${path}`);
      return 1;
    } catch (error) {
      failure = { at: now, reason: errorText(error) };
      log(`backup: failed: ${failure.reason}`);
      await tellOwner(failure.reason, now).catch((mailError: unknown) =>
        log(`backup: could not mail the owner: ${errorText(mailError)}`),
      );
      return 0;
    }
  }

  const task = scheduled ? runPeriodically(whenDue, { intervalMs: CHECK_EVERY_MS, log, name: "backup" }) : undefined;

  return {
    /** What the office's start page says about backups. */
    status(): BackupStatus {
      const backups = listBackups(config);
      const latest = backups[0];
      return {
        engine: config.DATABASE_URL ? "postgres" : "sqlite",
        scheduled,
        folder: config.BACKUP_DIR,
        latest: latest && { at: latest.at.toISOString(), bytes: latest.bytes },
        count: backups.length,
        failure:
          failure && (!latest || latest.at < failure.at)
            ? { at: failure.at.toISOString(), reason: failure.reason }
            : undefined,
      };
    },
    /** Waits for a backup under way. */
    stop: async () => task?.stop(),
  };
}

export type Backups = ReturnType<typeof createBackups>;
