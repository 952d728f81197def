// The embedded default, through node:sqlite: one file in WAL mode with full fsync, so a committed
// enquiry survives a crash or power loss. Several processes may share the file; SQLite serializes writers.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { setTimeout } from "node:timers/promises";
import { CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from "kysely";
import type { DatabaseConnection, Driver } from "kysely";
import type { Channel, Engine } from "./database.ts";

/** SQLite's extended result code for a UNIQUE index refusing a row. */
const SQLITE_CONSTRAINT_UNIQUE = 2067;
/** SQLITE_BUSY, with any extended code: another connection holds the write lock. */
const isBusy = (error: unknown) => (((error as { errcode?: number }).errcode ?? 0) & 0xff) === 5;
const [BUSY_TIMEOUT_MS, BUSY_POLL_MS] = [10_000, 10];

/**
 * Kysely's connection over node:sqlite. A statement returns rows when it has result columns (a
 * SELECT, or RETURNING). A busy database is waited for here, between turns of the event loop,
 * rather than in SQLite's busy handler, which would block the thread: the connection holding the
 * lock may be another store in this same process, in the middle of an (asynchronous) transaction.
 */
const connection = (db: DatabaseSync): DatabaseConnection => ({
  async executeQuery<R>({ sql, parameters }: CompiledQuery) {
    const statement = db.prepare(sql);
    const values = parameters as SQLInputValue[];
    for (let waited = 0; ; waited += BUSY_POLL_MS) {
      try {
        if (statement.columns().length > 0) return { rows: statement.all(...values) as R[] };
        return { rows: [], numAffectedRows: BigInt(statement.run(...values).changes) };
      } catch (error) {
        if (!isBusy(error) || waited >= BUSY_TIMEOUT_MS) throw error;
        await setTimeout(BUSY_POLL_MS);
      }
    }
  },
  async *streamQuery(query) {
    yield await this.executeQuery(query);
  },
});

const run = (sql: string) => async (connection: DatabaseConnection) =>
  void (await connection.executeQuery(CompiledQuery.raw(sql)));

function driver(file: string): Driver {
  let db: DatabaseSync | undefined;
  return {
    // Opened on first use, and again after a failure, so an unavailable data folder fails requests
    // (and is retried) rather than stopping the server: e-mail still goes out meanwhile.
    async init() {
      mkdirSync(dirname(file), { recursive: true });
      db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
      db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON");
      db.exec("PRAGMA busy_timeout = 0"); // from here on the connection waits (above), not SQLite
    },
    acquireConnection: async () => connection(db!),
    releaseConnection: async () => {},
    // The write lock is taken at BEGIN, so a transaction that reads and then writes never finds
    // another process's write in between.
    beginTransaction: run("BEGIN IMMEDIATE"),
    commitTransaction: run("COMMIT"),
    rollbackTransaction: run("ROLLBACK"),
    destroy: async () => db?.close(),
  };
}

/** SQLite runs DDL in transactions too: the migrator then holds the write lock while it migrates. */
class Adapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

/** The stores of this process listening on each database file's channels (`${file} ${channel}`). */
const listeners = new Map<string, Set<() => void>>();

export function sqliteEngine(file: string): Engine {
  const key = (channel: Channel) => `${resolve(file)} ${channel}`;
  return {
    kind: "sqlite",
    dialect: {
      createAdapter: () => new Adapter(),
      createDriver: () => driver(file),
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createIntrospector: (db) => new SqliteIntrospector(db),
    },
    types: { id: "INTEGER PRIMARY KEY AUTOINCREMENT", ref: "INTEGER", time: "TEXT", json: "TEXT", blob: "BLOB" },
    forUpdate: (query) => query,
    forUpdateSkipLocked: (query) => query,
    lock: async () => {},
    isUniqueViolation: (error) => (error as { errcode?: number }).errcode === SQLITE_CONSTRAINT_UNIQUE,
    notify: async (_db, channel) => listeners.get(key(channel))?.forEach((heard) => heard()),
    listen(channel, heard) {
      const set = listeners.get(key(channel)) ?? new Set();
      listeners.set(key(channel), set.add(heard));
      heard();
      return async () => {
        set.delete(heard);
        if (set.size === 0) listeners.delete(key(channel));
      };
    },
  };
}
