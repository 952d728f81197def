// The schema's one history, the same migrations for both engines (the column types come from the
// engine module), run by Kysely's Migrator: each applied once, in a transaction, while the migrator
// holds its lock (PostgreSQL: an advisory lock; SQLite: the write lock), so several processes may
// start at once. A released migration never changes: a change to the schema is a new one, named to sort last.
import { sql, type Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import type { Engine } from "./store.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrations run on no particular schema
type AnyDb = Kysely<any>;

/** The version of the schema the storage code before Kysely made (it counted in schema_migrations), if any. */
async function legacyVersion(db: AnyDb): Promise<number | undefined> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === "schema_migrations")) return undefined;
  const { rows } = await sql<{ version: number }>`SELECT MAX(version) AS version FROM schema_migrations`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

/**
 * A migration the code before Kysely also made, as its schema version `legacy`: done already on a
 * database that code brought that far (its schema_migrations stays, so that release still runs on it).
 */
const taken = (legacy: number, statements: string[]): Migration => ({
  async up(db) {
    const version = await legacyVersion(db);
    if (version !== undefined && version < 5)
      throw new Error(`the database is at schema version ${version}: start the release before Kysely on it once first`);
    if (version !== undefined && version >= legacy) return;
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
});

const migrations = ({ types: { id, ref, time, json } }: Engine): Record<string, Migration> => ({
  // Enquiries and their outbox, bookings and the owner's blocks, double opt-in subscribers, the link
  // secret: the schema that code reached in its first five migrations.
  "0001-enquiries-bookings-newsletter": taken(5, [
    `CREATE TABLE contact_submissions (id ${id}, kind TEXT NOT NULL CHECK (kind IN ('contact', 'consultation')),
       name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL DEFAULT '', message TEXT NOT NULL,
       created_at ${time} NOT NULL)`,
    `CREATE TABLE newsletter_subscribers (id ${id}, email TEXT NOT NULL UNIQUE, created_at ${time} NOT NULL,
       status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
       pending_since ${time} NOT NULL, confirmations_sent INTEGER NOT NULL DEFAULT 0,
       confirmed_at ${time}, unsubscribed_at ${time})`,
    // The outbox: each row is an enquiry's mail or a subscriber's. The recipient is set on
    // acknowledgements only (lower-cased), to count what one address received in a day.
    `CREATE TABLE notifications (id ${id}, submission_id ${ref} REFERENCES contact_submissions(id),
       subscriber_id ${ref} REFERENCES newsletter_subscribers(id),
       message_id TEXT NOT NULL UNIQUE, mail ${json} NOT NULL,
       status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
       attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at ${time} NOT NULL, locked_until ${time},
       last_error TEXT, created_at ${time} NOT NULL, delivered_at ${time}, recipient TEXT,
       CONSTRAINT notifications_one_owner CHECK ((submission_id IS NULL) <> (subscriber_id IS NULL)))`,
    `CREATE INDEX notifications_due ON notifications (status, next_attempt_at)`,
    `CREATE INDEX notifications_recipient ON notifications (recipient, created_at) WHERE recipient IS NOT NULL`,
    // A booking's sequence is its invitation's SEQUENCE, bumped by each change.
    `CREATE TABLE bookings (id ${id}, submission_id ${ref} NOT NULL REFERENCES contact_submissions(id),
       start_at ${time} NOT NULL, end_at ${time} NOT NULL CHECK (end_at > start_at),
       seat INTEGER NOT NULL CHECK (seat >= 1),
       status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
       first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
       project_type TEXT NOT NULL DEFAULT '', location TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '',
       manage_token_hash TEXT NOT NULL UNIQUE, created_at ${time} NOT NULL,
       sequence INTEGER NOT NULL DEFAULT 0, remind_at ${time})`,
    // Decides between simultaneous bookings of one seat.
    `CREATE UNIQUE INDEX bookings_one_per_seat ON bookings (start_at, seat) WHERE status = 'confirmed'`,
    `CREATE INDEX bookings_start ON bookings (start_at)`,
    `CREATE INDEX bookings_remind_at ON bookings (remind_at) WHERE remind_at IS NOT NULL`,
    `CREATE TABLE booking_blocks (id ${id}, start_at ${time} NOT NULL, end_at ${time} NOT NULL
       CHECK (end_at > start_at), reason TEXT NOT NULL DEFAULT '', created_at ${time} NOT NULL)`,
    `CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at ${time} NOT NULL)`,
  ]),
  // Further manage links to a booking (their tokens' hashes), mailed when its address tries to book again.
  "0002-booking-links": taken(6, [
    `CREATE TABLE booking_links (
       token_hash TEXT PRIMARY KEY, booking_id ${ref} NOT NULL REFERENCES bookings(id), created_at ${time} NOT NULL)`,
  ]),
});

export async function migrateToLatest(db: AnyDb, engine: Engine) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(engine) } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
