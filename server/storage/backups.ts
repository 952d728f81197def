// Copies of the database, and putting one back, each engine its own way: SQLite's VACUUM INTO (a
// consistent snapshot taken while the server goes on writing, in one read transaction) and
// PostgreSQL's pg_dump and pg_restore (custom format). Only what touches the database is here; when
// and how many, and whether a restore may run, are server/backups/'s.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** The SQLite database in a data folder. */
export const sqliteFile = (dataDir: string) => join(dataDir, "site.db");

/** A consistent copy of the SQLite database `source` written to `target` (which must not exist). */
export function sqliteSnapshot(source: string, target: string) {
  if (!existsSync(source)) throw new Error(`there is no database at ${source}`);
  const db = new DatabaseSync(source, { readOnly: true, timeout: 10_000 });
  try {
    db.prepare("VACUUM INTO ?").run(target);
  } finally {
    db.close();
  }
}

/** Throws unless the SQLite file opens, passes PRAGMA integrity_check and holds the site's schema. */
export function checkSqliteCopy(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const results = (db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    if (results.join() !== "ok") throw new Error(`${file} fails its integrity check: ${results.join("; ")}`);
    db.prepare("SELECT COUNT(*) FROM kysely_migration").get();
  } catch (error) {
    throw new Error(`${file} is not a sound copy of the site's database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** The PostgreSQL client tools, or an error that says what to install. */
async function pgTool(name: "pg_dump" | "pg_restore", args: string[]) {
  try {
    return (await run(name, args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === "ENOENT")
      throw new Error(`${name} is not installed: install the PostgreSQL client tools (Debian: postgresql-client)`);
    throw new Error(`${name} failed: ${(stderr ?? (error as Error).message).trim()}`);
  }
}

/** pg_dump of the database at `url` into `target`, in the custom format pg_restore reads. */
export const pgDump = async (url: string, target: string) =>
  void (await pgTool("pg_dump", ["--format=custom", "--no-owner", `--file=${target}`, `--dbname=${url}`]));

/** Throws unless pg_restore reads the dump's table of contents and it holds the site's schema. */
export async function checkPgDump(file: string) {
  const contents = await pgTool("pg_restore", ["--list", file]);
  if (!/TABLE DATA \S+ kysely_migration /.test(contents))
    throw new Error(`${file} is not a dump of the site's database`);
}

/** Replaces what the dump holds in the database at `url`, in one transaction. */
export const pgRestore = async (url: string, file: string) =>
  void (await pgTool("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    `--dbname=${url}`,
    file,
  ]));

/** How many other sessions are connected to the database at `url` (a server process holds some while it runs). */
export async function otherSessions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT COUNT(*) AS count FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
