// PostgreSQL through pg, for several app servers sharing one database. Outbox rows are leased with
// FOR UPDATE SKIP LOCKED, so two processes never claim the same notification.
import { PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Channel, Engine } from "./database.ts";

/** The first keys of the two-key advisory locks that serialize mail per recipient, and bookings per address. */
const LOCK_SPACES = { recipient: 7_314_160, address: 7_314_161 };

const timestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);
/** Values read back as the store keeps them on both engines: times as ISO strings, ids and counts as numbers, JSON as text. */
const parsers: Partial<Record<number, (value: string) => unknown>> = {
  [pg.types.builtins.INT8]: Number, // BIGSERIAL ids and COUNT(*), far below 2^53
  [pg.types.builtins.TIMESTAMPTZ]: (value) => (timestamptz(value) as Date).toISOString(),
  [pg.types.builtins.JSONB]: (value) => value,
};

const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * Calls `heard` at each NOTIFY on `channel`, on a connection of its own (a pooled one would be
 * handed to queries), and again each time that connection is (re)made: a notify sent while it was
 * down is lost, so the listener learns then that something may have changed.
 */
function listenOn(connectionString: string, channel: Channel, heard: () => void) {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = async () => {
    const connecting = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    let lost = false;
    const again = () => {
      if (lost) return;
      lost = true;
      client = undefined;
      connecting.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => (attempt = connect()), RELISTEN_MS).unref();
    };
    connecting.on("error", again);
    connecting.on("end", again);
    connecting.on("notification", heard);
    try {
      await connecting.connect();
      await connecting.query(`LISTEN ${channel}`);
      if (stopped) return void (await connecting.end());
      client = connecting;
      heard();
    } catch {
      again();
    }
  };
  let attempt = connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await attempt;
    await client?.end();
  };
}

export function postgresEngine(connectionString: string): Engine {
  const settings = { max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 };
  const pool = new pg.Pool({ connectionString, ...settings, types });
  // A connection lost (a database restart, a failover) fails the work using it, never the process:
  // pg emits the loss on the client, which has no listener of its own while it is checked out
  // (between a transaction's statements, say), and an unheard "error" event ends a Node process.
  // The pool drops the broken client; the next query connects anew.
  pool.on("connect", (client) =>
    client.on("error", (error) => console.error(`postgres: connection lost: ${error.message}`)),
  );
  // The pool repeats an idle client's loss as its own event, already told by the client's listener.
  pool.on("error", () => {});
  return {
    kind: "postgres",
    dialect: new PostgresDialect({ pool }),
    types: { id: "BIGSERIAL PRIMARY KEY", ref: "BIGINT", time: "TIMESTAMPTZ", json: "JSONB", blob: "BYTEA" },
    forUpdate: (query) => query.forUpdate() as typeof query,
    forUpdateSkipLocked: (query) => query.forUpdate().skipLocked() as typeof query,
    async lock(db, space, key) {
      await sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES[space]}, hashtext(${key}))`.execute(db);
    },
    isUniqueViolation: (error) => (error as { code?: string }).code === "23505",
    notify: async (db, channel) => void (await sql`SELECT pg_notify(${channel}, '')`.execute(db)),
    listen: (channel, heard) => listenOn(connectionString, channel, heard),
  };
}
