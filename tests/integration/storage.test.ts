// The one storage layer against its two engines: both migrate to the same schema, and a database
// made by the code before it (schema version 5, the release; 6, main just before, with booking
// links), built here with that code's own migration SQL, is taken over as it is, everything in it working.
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { hashManageToken } from "../../server/bookings/bookings.ts";
import { loadConfig } from "../../server/config.ts";
import { createServices } from "../../server/services.ts";
import { createStore } from "../../server/storage/index.ts";
import { postgresEngine } from "../../server/storage/postgres.ts";
import { asSqliteTypes, postgresSchema, legacySchema, sqliteSchema, type Schema } from "../support/schema.ts";
import {
  bookingVisitor,
  freshDatabase,
  mailingServices,
  offeredDays,
  servicesFor,
  waitFor,
  type StoreKind,
} from "../support/services.ts";

const mailing = mailingServices();

type Settings = { DATA_DIR: string; DATABASE_URL?: string };

const schemaOf = (settings: Settings): Promise<Schema> | Schema =>
  settings.DATABASE_URL ? postgresSchema(settings.DATABASE_URL) : sqliteSchema(join(settings.DATA_DIR, "site.db"));

/** A fresh database of the kind, migrated by the storage layer. */
async function migrated(kind: StoreKind): Promise<Settings> {
  const settings = await freshDatabase(kind);
  const store = createStore(settings);
  await store.migrate();
  await store.close();
  return settings;
}

/** Runs SQL text of several statements on the database, as the code before Kysely would have. */
async function execute(settings: Settings, text: string) {
  if (!settings.DATABASE_URL) {
    const db = new DatabaseSync(join(settings.DATA_DIR, "site.db"));
    db.exec(text);
    return db.close();
  }
  const client = new pg.Client({ connectionString: settings.DATABASE_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

describe("the schema after migration", () => {
  it("is the same on SQLite and PostgreSQL: tables, columns, types, nullability, keys, indexes, unique and check constraints", async () => {
    const sqlite = await schemaOf(await migrated("sqlite"));
    const postgres = await schemaOf(await migrated("postgres"));
    expect(Object.keys(sqlite)).toEqual(
      [
        "booking_blocks",
        "booking_links",
        "bookings",
        "change_orders",
        "contact_submissions",
        "contract_permits",
        "content_items",
        "content_revisions",
        "content_seeds",
        "content_state",
        "daily_summaries",
        "estimates",
        "enquiry_photos",
        "jobs",
        "lead_events",
        "lead_mail",
        "lead_merges",
        "leads",
        "mailbox_folders",
        "mailbox_lease",
        "newsletter_deliveries",
        "newsletter_issues",
        "newsletter_pace",
        "newsletter_subscribers",
        "notifications",
        "office_audit",
        "office_challenges",
        "office_codes",
        "office_attempts",
        "office_passkeys",
        "office_sessions",
        "office_settings",
        "office_users",
        "payment_requests",
        "payment_settings",
        "payments",
        "photo_variants",
        "photos",
        "rate_limit_counters",
        "site_secrets",
      ].sort(),
    );
    expect(asSqliteTypes(postgres)).toEqual(sqlite);
    // What the comparison sees, so that it cannot pass by seeing nothing.
    expect(sqlite.bookings!.indexes).toContain(
      "bookings_one_per_seat UNIQUE (start_at, seat) WHERE status='confirmed'",
    );
    expect(sqlite.notifications!.constraints).toContain("CHECK submission_idisnullorsubscriber_idisnull");
    expect(sqlite.leads!.constraints).toContain("FOREIGN KEY submission_id REFERENCES contact_submissions.id");
    expect(postgres.notifications!.columns).toContain("next_attempt_at TIMESTAMP WITH TIME ZONE NOT NULL");
  });
});

const token = "v5-booking-manage-token-made-before-the-upgrade-0";
/** At version 6, a further manage link to the same booking (booking_links). */
const furtherToken = "v6-further-manage-link-made-before-the-upgrade-0";
const pendingMail = {
  messageId: "<v5-pending@saltbox.test>",
  from: "Saltbox Design-Build <site@saltbox.test>",
  to: "owner@saltbox.test",
  subject: "Queued before the upgrade",
  text: "This notification waited in the outbox of the release before.",
  html: "<p>This notification waited in the outbox of the release before.</p>",
};

/** The rows: two enquiries (one a booking, with its manage token's hash), a confirmed subscriber, a pending mail. */
const rows = (version: 5 | 6, slot: { start: string; end: string }) => `
  INSERT INTO contact_submissions (kind, name, email, phone, message, created_at) VALUES
    ('contact', 'Ana Ruíz', 'ana.ruiz@example.com', '(407) 555-0199', 'Open the kitchen to the family room.', '2026-01-05T14:00:00.000Z'),
    ('consultation', 'Sam Lee', 'sam.lee@example.com', '407-555-0111', 'Two bathrooms upstairs.', '2026-01-05T14:05:00.000Z');
  INSERT INTO bookings (submission_id, start_at, end_at, seat, first_name, last_name, email, phone, project_type,
      location, notes, manage_token_hash, created_at)
    SELECT id, '${new Date(slot.start).toISOString()}', '${new Date(slot.end).toISOString()}', 1, 'Sam', 'Lee',
      'sam.lee@example.com', '407-555-0111', 'Bathroom Remodeling', 'Maitland', 'Two bathrooms upstairs.',
      '${hashManageToken(token)}', '2026-01-05T14:05:00.000Z'
    FROM contact_submissions WHERE kind = 'consultation';
  INSERT INTO newsletter_subscribers (email, created_at, status, pending_since, confirmations_sent, confirmed_at)
    VALUES ('reader@example.com', '2026-01-04T09:00:00.000Z', 'confirmed', '2026-01-04T09:00:00.000Z', 1, '2026-01-04T09:30:00.000Z');
  INSERT INTO notifications (submission_id, message_id, mail, attempts, next_attempt_at, last_error, created_at)
    SELECT id, '${pendingMail.messageId}', '${JSON.stringify(pendingMail)}', 2, '2026-01-05T14:10:00.000Z',
      'connect ECONNREFUSED', '2026-01-05T14:00:00.000Z'
    FROM contact_submissions WHERE kind = 'contact';
  ${
    version === 6
      ? `INSERT INTO booking_links (token_hash, booking_id, created_at)
           SELECT '${hashManageToken(furtherToken)}', id, '2026-01-06T10:00:00.000Z' FROM bookings;`
      : ""
  }`;

describe.each<[StoreKind, 5 | 6]>([
  ["sqlite", 5],
  ["postgres", 5],
  ["sqlite", 6],
  ["postgres", 6],
])("a database of the code before, on %s at schema version %i", (kind, version) => {
  it("is taken over in place: every row is there, the manage link works, a slot can be booked, the pending mail goes", async () => {
    // The times offered now (on an empty database), to book one before the upgrade.
    const probe = await servicesFor("sqlite");
    const [slot, later] = (await offeredDays(probe.services)).flatMap((day) => day.slots);
    await probe.services.close();

    const old = await freshDatabase(kind);
    await execute(old, legacySchema(kind, version) + rows(version, slot!));

    const { services } = await mailing.setup(kind, { ...old });
    const offered = async (start: string) =>
      (await offeredDays(services)).flatMap((day) => day.slots).find((candidate) => candidate.start === start);
    await services.store.migrate();
    expect(await schemaOf(old)).toEqual(await schemaOf(await migrated(kind)));

    expect(await services.store.listSubmissions()).toMatchObject([
      { kind: "contact", name: "Ana Ruíz", email: "ana.ruiz@example.com", createdAt: "2026-01-05T14:00:00.000Z" },
      { kind: "consultation", name: "Sam Lee", email: "sam.lee@example.com", createdAt: "2026-01-05T14:05:00.000Z" },
    ]);
    // Every enquiry became a lead; the booked one is at the consultation stage.
    // Those from before the office count as answered at once (by mail, then): none waits for a first response.
    const leads = await services.store.office.listLeads({ limit: 10 });
    expect(leads.map(({ name, stage, firstResponseAt }) => ({ name, stage, firstResponseAt }))).toEqual([
      { name: "Sam Lee", stage: "consultation", firstResponseAt: "2026-01-05T14:05:00.000Z" },
      { name: "Ana Ruíz", stage: "new", firstResponseAt: "2026-01-05T14:00:00.000Z" },
    ]);
    // The search finds them as the office's own: without the accent, or by a word of the message.
    for (const search of ["ana ruiz", "FAMILY ROOM"])
      expect((await services.store.office.listLeads({ search, limit: 10 })).map((lead) => lead.name)).toEqual([
        "Ana Ruíz",
      ]);
    const since = new Date("2026-01-01T00:00:00Z");
    expect(
      await services.store.office.leadStats({ week: since, month: since, responsesSince: since, outcomesSince: since }),
    ).toMatchObject({ newThisWeek: 2, newThisMonth: 2, waiting: 0, won: 0, lost: 0 });
    expect(await services.store.listSubscribers()).toEqual([
      { id: 1, email: "reader@example.com", confirmedAt: "2026-01-04T09:30:00.000Z" },
    ]);

    // The pending mail is delivered by the new outbox worker, once.
    // (The worker records a batch as delivered once all of it went out: wait for that record.)
    await waitFor(async () => (await services.store.outboxCounts()).delivered === 1);
    expect(await services.store.outboxCounts()).toEqual({ pending: 0, delivered: 1, refused: 0 });
    expect(mailing.smtp.messages.filter((mail) => mail.subject === pendingMail.subject)).toHaveLength(1);

    // The booking holds its time, and its manage link finds it and moves it.
    expect((await offered(slot!.start))?.free).toBe(0);
    expect(await services.bookings.find(token)).toMatchObject({
      status: "confirmed",
      name: "Sam Lee",
      location: "Maitland",
      start: new Date(slot!.start).toISOString(),
    });
    if (version === 6) expect(await services.bookings.find(furtherToken)).toMatchObject({ name: "Sam Lee" });
    expect(await services.bookings.reschedule(token, later!.start)).toEqual({ ok: true });
    expect(await services.bookings.find(token)).toMatchObject({ start: new Date(later!.start).toISOString() });

    // The time it left is bookable again, by a new visitor whose rows get new ids.
    expect((await offered(slot!.start))?.free).toBe(1);
    const booked = await services.bookings.book(
      { ...bookingVisitor, firstName: "Kim", email: "kim.diaz@example.com", start: slot!.start },
      "10.0.0.9",
    );
    expect(booked).toMatchObject({ ok: true, booking: { start: slot!.start } });
    expect((await services.store.listBookings()).map((row) => [row.id, row.firstName, row.sequence])).toEqual([
      [1, "Sam", 1],
      [2, "Kim", 0],
    ]);
  });
});

describe.each<StoreKind>(["sqlite", "postgres"])(
  'a database whose card lists were stored as "cards", on %s',
  (kind) => {
    it("keeps the owner's process steps, and seeds them no second time", async () => {
      const settings = await freshDatabase(kind);
      const store = createStore(settings);
      await store.migrate("0013-submissions-by-address");
      await store.close();
      let services = createServices(loadConfig({ ...settings }), () => {});
      const steps = await services.cardLists.cards("process-steps");
      const list = (await services.cardLists.list()).find((item) => item.slug === "process-steps")!;
      const edited = steps.map((step, index) => (index === 0 ? { ...step, title: "First Visit" } : step));
      expect(await services.cardLists.save({ cards: edited }, list.slug, list.id, "owner@example.com")).toMatchObject({
        id: list.id,
      });
      await services.close();
      // As the release before stored them.
      await execute(settings, "UPDATE content_items SET kind = 'cards' WHERE kind = 'card-list'");
      await execute(settings, "UPDATE content_seeds SET kind = 'cards' WHERE kind = 'card-list'");
      // The release before had not run the migration that renames them (the migrator runs one it has not, in any order).
      await execute(settings, "DELETE FROM kysely_migration WHERE name = '0014-card-list-kind'");

      services = createServices(loadConfig({ ...settings }), () => {});
      try {
        expect((await services.cardLists.cards("process-steps"))[0]?.title).toBe("First Visit");
        expect(await services.cardLists.list()).toHaveLength(2);
      } finally {
        await services.close();
      }
    });
  },
);

describe.each<StoreKind>(["sqlite", "postgres"])(
  "a database whose portfolio the release before seeded, on %s",
  (kind) => {
    it("keeps the portfolio as the owner left it and gains the seed of every other kind of content", async () => {
      const settings = await freshDatabase(kind);
      const store = createStore(settings);
      await store.migrate("0006-content-and-photos");
      await store.close();
      // That release seeded its portfolio once; the owner then deleted every project and the trash was emptied.
      await execute(settings, "UPDATE content_state SET seeded = 1, version = 7");

      const services = createServices(loadConfig({ ...settings }), () => {});
      try {
        expect(await services.portfolio.published()).toEqual([]);
        expect(await services.blog.published()).toHaveLength(6);
        expect(await services.legalPages.list()).toHaveLength(2);
        expect(await services.testimonials.published()).toHaveLength(6);
        expect(await services.cardLists.cards("core-values")).toHaveLength(4);
        expect(await services.servicePages.published()).toHaveLength(4);
        expect((await services.gallery.cards()).cards).toHaveLength(9);
        expect((await services.aboutPage.current()).family).toHaveLength(2);
        expect((await services.facts.current()).phone.display).toBe("(407) 555-0142");
        expect((await services.contractTexts.current()).license).toContain("{license}");
        // One change for each kind seeded.
        expect(await services.contentVersion()).toBe(16);
      } finally {
        await services.close();
      }
    });
  },
);

describe("PostgreSQL losing a connection", () => {
  it("fails the work that was using it, not the process; the next query gets a new connection", async () => {
    const { DATABASE_URL } = await freshDatabase("postgres");
    const db = new Kysely<unknown>({ dialect: postgresEngine(DATABASE_URL!).dialect });
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    // As a database restart or a failover does: the server ends the session under a running query,
    // and under a transaction waiting between two statements.
    const terminate = (pid: number) => admin.query(`SELECT pg_terminate_backend($1)`, [pid]);
    const running = sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    const { pid } = (await running).rows[0]!;
    const sleeping = expect(sql`SELECT pg_sleep(30)`.execute(db)).rejects.toThrow(/terminating connection/);
    await waitFor(
      async () =>
        (await admin.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE '%pg_sleep%'`, [pid]))
          .rowCount === 1,
    );
    await terminate(pid);
    await sleeping;

    const transaction = db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
      await terminate(rows[0]!.pid);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`SELECT 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow(/terminat|not queryable/);
    await admin.end();
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
    await db.destroy();
  });
});
