// Putting a backup back (`npm run restore -- FILE`). Only while no server uses the database: a
// server would go on writing to the file it has open (SQLite) or into the tables being replaced
// (PostgreSQL). The database replaced is kept, never deleted: on SQLite its files are moved into a
// folder beside it, on PostgreSQL it is dumped into the backup folder first.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { otherSessions, pgDump, pgRestore, sqliteFile } from "../storage/backups.ts";
import { checkBackup, type BackupConfig } from "./backups.ts";

const IN_USE = /^\.in-use-(\d+)$/;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Marks the SQLite database in `dataDir` as used by this process (a file named after its pid) until
 * the returned function is called; a mark left by a process that died is ignored.
 */
export function markInUse(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const mark = join(dataDir, `.in-use-${process.pid}`);
  writeFileSync(mark, `${new Date().toISOString()}\n`);
  return () => rmSync(mark, { force: true });
}

/** The processes that marked the SQLite database in `dataDir` as theirs and still run. */
function usersOf(dataDir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const pid = Number(IN_USE.exec(name)?.[1]);
    return pid && pid !== process.pid && alive(pid) ? [pid] : [];
  });
}

/** Why a restore did not run, in words for the person at the terminal. */
export class RestoreRefused extends Error {}

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, "");

/** Puts the backup `file` back as the database; where the replaced one is kept (none when there was none). */
export async function restore(config: BackupConfig, file: string, now = new Date()): Promise<string | undefined> {
  if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file}.`);
  await checkBackup(config, file);
  if (config.DATABASE_URL) {
    const sessions = await otherSessions(config.DATABASE_URL);
    if (sessions > 0)
      throw new RestoreRefused(
        `${sessions} other connection${sessions === 1 ? " is" : "s are"} open to the database: stop every server process first, then restore.`,
      );
    mkdirSync(config.BACKUP_DIR, { recursive: true });
    const replaced = join(config.BACKUP_DIR, `replaced-${stamp(now)}.dump`);
    await pgDump(config.DATABASE_URL, replaced);
    await pgRestore(config.DATABASE_URL, file);
    return replaced;
  }
  const users = usersOf(config.DATA_DIR);
  if (users.length > 0)
    throw new RestoreRefused(
      `A server (process ${users.join(", ")}) is using the database in ${config.DATA_DIR}: stop it first, then restore.`,
    );
  mkdirSync(config.DATA_DIR, { recursive: true });
  const database = sqliteFile(config.DATA_DIR);
  let replaced: string | undefined;
  // The database with its write-ahead log and index, moved as they are: what is in the log is kept too.
  for (const suffix of ["", "-wal", "-shm"]) {
    if (!existsSync(`${database}${suffix}`)) continue;
    replaced ??= join(config.DATA_DIR, `replaced-${stamp(now)}`);
    mkdirSync(replaced, { recursive: true });
    renameSync(`${database}${suffix}`, join(replaced, `site.db${suffix}`));
  }
  copyFileSync(file, `${database}.partial`);
  renameSync(`${database}.partial`, database);
  return replaced;
}
