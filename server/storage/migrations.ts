// The schema's one history, the same migrations for both engines (the column types come from the
// engine module), run by Kysely's Migrator: each applied once, in a transaction, while the migrator
// holds its lock (PostgreSQL: an advisory lock; SQLite: the write lock), so several processes may
// start at once. A released migration never changes: a change to the schema is a new one, named to sort last.
import { sql, type Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import type { Engine } from "./database.ts";
import { submissionSearchText } from "./office.ts";
import type { NewSubmission } from "./types.ts";

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

/** The statements that let lead_events hold `kinds` (a quoted list), as 0012 and 0017 widen it. */
function leadEventKinds(
  kind: Engine["kind"],
  { id, ref, time }: Pick<Engine["types"], "id" | "ref" | "time">,
  kinds: string,
) {
  const stages = "'new', 'contacted', 'consultation', 'estimate', 'won', 'lost', 'spam'";
  return kind === "postgres"
    ? [
        `ALTER TABLE lead_events DROP CONSTRAINT lead_events_kind_check`,
        `ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check CHECK (kind IN (${kinds}))`,
      ]
    : // SQLite changes a constraint only by making the table anew.
      [
        `CREATE TABLE lead_events_new (id ${id}, submission_id ${ref} NOT NULL REFERENCES contact_submissions(id),
           at ${time} NOT NULL, author TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN (${kinds})),
           stage TEXT CHECK (stage IN (${stages})), text TEXT NOT NULL DEFAULT '')`,
        `INSERT INTO lead_events_new SELECT id, submission_id, at, author, kind, stage, text FROM lead_events`,
        `DROP TABLE lead_events`,
        `ALTER TABLE lead_events_new RENAME TO lead_events`,
        `CREATE INDEX lead_events_lead ON lead_events (submission_id, at)`,
      ];
}

const migrations = ({ kind, types: { id, ref, time, json, blob } }: Engine): Record<string, Migration> => ({
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
  // The office: its people, their sign-in codes and sessions (hashes only), the audit log, and a
  // lead for every enquiry (existing ones included: a booked one is at the consultation stage).
  "0003-office": {
    async up(db) {
      const stages = "'new', 'contacted', 'consultation', 'estimate', 'won', 'lost', 'spam'";
      const statements = [
        `CREATE TABLE office_users (id ${id}, email TEXT NOT NULL UNIQUE,
           role TEXT NOT NULL CHECK (role IN ('owner', 'staff')), created_at ${time} NOT NULL)`,
        // Only the newest code of an address works; each wrong try counts against it.
        `CREATE TABLE office_codes (id ${id}, email TEXT NOT NULL, code_hash TEXT NOT NULL,
           created_at ${time} NOT NULL, expires_at ${time} NOT NULL, wrong_tries INTEGER NOT NULL DEFAULT 0,
           used_at ${time})`,
        `CREATE INDEX office_codes_email ON office_codes (email, created_at)`,
        // Code requests and wrong codes per client address, counted across processes.
        `CREATE TABLE office_attempts (id ${id}, client_address TEXT NOT NULL, created_at ${time} NOT NULL)`,
        `CREATE INDEX office_attempts_client ON office_attempts (client_address, created_at)`,
        `CREATE TABLE office_sessions (token_hash TEXT PRIMARY KEY,
           user_id ${ref} NOT NULL REFERENCES office_users(id), created_at ${time} NOT NULL,
           last_seen_at ${time} NOT NULL)`,
        `CREATE INDEX office_sessions_user ON office_sessions (user_id)`,
        `CREATE TABLE office_audit (id ${id}, at ${time} NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL,
           detail TEXT NOT NULL DEFAULT '')`,
        `CREATE TABLE leads (submission_id ${ref} PRIMARY KEY REFERENCES contact_submissions(id),
           stage TEXT NOT NULL DEFAULT 'new' CHECK (stage IN (${stages})), lost_reason TEXT,
           first_response_at ${time}, updated_at ${time} NOT NULL)`,
        `CREATE INDEX leads_stage ON leads (stage)`,
        // A lead's history: notes, and stage changes (by a person, or by a booking).
        `CREATE TABLE lead_events (id ${id}, submission_id ${ref} NOT NULL REFERENCES contact_submissions(id),
           at ${time} NOT NULL, author TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('note', 'stage')),
           stage TEXT CHECK (stage IN (${stages})), text TEXT NOT NULL DEFAULT '')`,
        `CREATE INDEX lead_events_lead ON lead_events (submission_id, at)`,
        // Enquiries from before the office were answered by mail then: they do not wait for a first response.
        `INSERT INTO leads (submission_id, stage, first_response_at, updated_at)
           SELECT s.id, CASE WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.submission_id = s.id)
             THEN 'consultation' ELSE 'new' END, s.created_at, s.created_at
           FROM contact_submissions s`,
        // The sign-in code's mail belongs to no enquiry or subscriber: an outbox row may now have no owner.
        ...(kind === "postgres"
          ? [
              `ALTER TABLE notifications DROP CONSTRAINT notifications_one_owner`,
              `ALTER TABLE notifications ADD CONSTRAINT notifications_one_owner
                 CHECK (submission_id IS NULL OR subscriber_id IS NULL)`,
            ]
          : // SQLite changes a constraint only by making the table anew.
            [
              `CREATE TABLE notifications_new (id ${id}, submission_id ${ref} REFERENCES contact_submissions(id),
                 subscriber_id ${ref} REFERENCES newsletter_subscribers(id),
                 message_id TEXT NOT NULL UNIQUE, mail ${json} NOT NULL,
                 status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
                 attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at ${time} NOT NULL, locked_until ${time},
                 last_error TEXT, created_at ${time} NOT NULL, delivered_at ${time}, recipient TEXT,
                 CONSTRAINT notifications_one_owner CHECK (submission_id IS NULL OR subscriber_id IS NULL))`,
              `INSERT INTO notifications_new SELECT id, submission_id, subscriber_id, message_id, mail, status,
                 attempts, next_attempt_at, locked_until, last_error, created_at, delivered_at, recipient
                 FROM notifications`,
              `DROP TABLE notifications`,
              `ALTER TABLE notifications_new RENAME TO notifications`,
              `CREATE INDEX notifications_due ON notifications (status, next_attempt_at)`,
              `CREATE INDEX notifications_recipient ON notifications (recipient, created_at) WHERE recipient IS NOT NULL`,
            ]),
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // Settings the office edits (the consultation hours first), one JSON document per name; a lead's
  // bookings found by its id; people's passkeys (public keys only) and the one-time challenges of
  // passkey ceremonies, kept in the database so any process can finish what another began.
  "0004-office-settings": {
    async up(db) {
      const statements = [
        `CREATE TABLE office_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL, updated_at ${time} NOT NULL,
           updated_by TEXT NOT NULL)`,
        `CREATE INDEX bookings_submission ON bookings (submission_id)`,
        `CREATE TABLE office_passkeys (id TEXT PRIMARY KEY, user_id ${ref} NOT NULL REFERENCES office_users(id),
           public_key TEXT NOT NULL, counter INTEGER NOT NULL DEFAULT 0, transports TEXT NOT NULL DEFAULT '',
           label TEXT NOT NULL DEFAULT '', created_at ${time} NOT NULL, last_used_at ${time})`,
        `CREATE INDEX office_passkeys_user ON office_passkeys (user_id)`,
        `CREATE TABLE office_challenges (challenge TEXT PRIMARY KEY, purpose TEXT NOT NULL
           CHECK (purpose IN ('register', 'sign-in')), user_id ${ref} REFERENCES office_users(id),
           expires_at ${time} NOT NULL)`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // The newsletter's issues (a draft until the owner sends it; `cards` are the picked projects and
  // posts as they were when composed) and one delivery row per issue and subscriber: its primary
  // key is what makes an issue reach each subscriber once, whichever process sends it. An issue
  // takes its turns (`next_turn_at`) at the configured pace, across all processes.
  "0005-newsletter-issues": {
    async up(db) {
      const statements = [
        `CREATE TABLE newsletter_issues (id ${id}, subject TEXT NOT NULL, intro TEXT NOT NULL DEFAULT '',
           cards ${json} NOT NULL, status TEXT NOT NULL DEFAULT 'draft'
           CHECK (status IN ('draft', 'sending', 'paused', 'sent')),
           created_by TEXT NOT NULL, created_at ${time} NOT NULL, updated_by TEXT NOT NULL, updated_at ${time} NOT NULL,
           sent_by TEXT, send_started_at ${time}, finished_at ${time}, next_turn_at ${time},
           recipients INTEGER NOT NULL DEFAULT 0)`,
        `CREATE TABLE newsletter_deliveries (issue_id ${ref} NOT NULL REFERENCES newsletter_issues(id),
           subscriber_id ${ref} NOT NULL REFERENCES newsletter_subscribers(id),
           status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'queued', 'skipped')),
           notification_id ${ref} UNIQUE REFERENCES notifications(id), updated_at ${time} NOT NULL,
           PRIMARY KEY (issue_id, subscriber_id))`,
        `CREATE INDEX newsletter_deliveries_status ON newsletter_deliveries (issue_id, status, subscriber_id)`,
        `CREATE INDEX notifications_subscriber ON notifications (subscriber_id) WHERE subscriber_id IS NOT NULL`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // The site's content as the office edits it: one row per item (a portfolio project first; every
  // kind of content later), a locale on each so another language needs no new schema, slugs unique
  // per kind and locale; every save kept as a revision; deleted items kept (in the trash) until
  // purged. `content_state.version` counts every change, so each process knows at its next request
  // that a page it rendered is out of date. Photos live here too, as the metadata-free master and its
  // encoded widths: one database holds everything, and processes share no disk.
  "0006-content-and-photos": {
    async up(db) {
      const statements = [
        `CREATE TABLE content_state (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL,
           seeded INTEGER NOT NULL DEFAULT 0)`,
        `INSERT INTO content_state (id, version) VALUES (1, 1)`,
        `CREATE TABLE content_items (id ${id}, kind TEXT NOT NULL, locale TEXT NOT NULL DEFAULT 'en',
           slug TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
           position INTEGER NOT NULL DEFAULT 0, data ${json} NOT NULL, created_at ${time} NOT NULL,
           updated_at ${time} NOT NULL, updated_by TEXT NOT NULL, published_at ${time}, deleted_at ${time},
           UNIQUE (kind, locale, slug))`,
        `CREATE TABLE content_revisions (id ${id}, item_id ${ref} NOT NULL REFERENCES content_items(id),
           data ${json} NOT NULL, saved_at ${time} NOT NULL, saved_by TEXT NOT NULL)`,
        `CREATE INDEX content_revisions_item ON content_revisions (item_id, id)`,
        `CREATE TABLE photos (id ${id}, hash TEXT NOT NULL UNIQUE, width INTEGER NOT NULL, height INTEGER NOT NULL,
           master ${blob} NOT NULL, uploaded_by TEXT NOT NULL, created_at ${time} NOT NULL)`,
        `CREATE TABLE photo_variants (photo_id ${ref} NOT NULL REFERENCES photos(id), width INTEGER NOT NULL,
           format TEXT NOT NULL, bytes ${blob} NOT NULL, PRIMARY KEY (photo_id, width, format))`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // Each kind of content is seeded once in the database's life, on its own: a kind the office
  // takes over later (the blog after the portfolio) is seeded on a database whose portfolio already
  // was, and a seed item the owner deleted is never seeded again.
  "0007-content-seeds": {
    async up(db) {
      const statements = [
        `CREATE TABLE content_seeds (kind TEXT NOT NULL, locale TEXT NOT NULL, seeded_at ${time} NOT NULL,
           PRIMARY KEY (kind, locale))`,
        `INSERT INTO content_seeds (kind, locale, seeded_at)
           SELECT 'project', 'en', '${new Date(0).toISOString()}' FROM content_state WHERE seeded = 1`,
        `ALTER TABLE content_state DROP COLUMN seeded`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // A mail whose recipient the mail server refused for good (a 5xx answer to that address: no such
  // mailbox) is not tried again (`refused_at`): hourly retries to a dead address hurt the sender's
  // name with providers. And the newsletter's pace is one turn for all letters being sent, in one
  // row, instead of one per letter (two letters at once went out at twice the pace).
  "0008-refusals-and-one-newsletter-pace": {
    async up(db) {
      const statements = [
        `ALTER TABLE notifications ADD COLUMN refused_at ${time}`,
        `CREATE TABLE newsletter_pace (id INTEGER PRIMARY KEY CHECK (id = 1), next_turn_at ${time})`,
        `INSERT INTO newsletter_pace (id) VALUES (1)`,
        `ALTER TABLE newsletter_issues DROP COLUMN next_turn_at`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // A published item's changes saved as a draft (`changes`: its slug and fields, as JSON text): the
  // site keeps showing `data` until the owner publishes them.
  "0009-content-changes": {
    async up(db) {
      await sql.raw(`ALTER TABLE content_items ADD COLUMN changes ${json}`).execute(db);
    },
  },
  // Each revision keeps the address it was saved at, so restoring it brings the address back too
  // (older revisions have none: restoring one keeps the item's address).
  "0010-revision-slugs": {
    async up(db) {
      await sql.raw(`ALTER TABLE content_revisions ADD COLUMN slug TEXT`).execute(db);
    },
  },
  // The office's search looks in one folded copy of an enquiry's name, e-mail, phone and message,
  // so accents and capitals do not matter on either engine; the enquiries already kept get theirs.
  "0011-lead-search-text": {
    async up(db) {
      await sql.raw(`ALTER TABLE contact_submissions ADD COLUMN search_text TEXT NOT NULL DEFAULT ''`).execute(db);
      const { rows } = await sql<NewSubmission & { id: number }>`
        SELECT id, kind, name, email, phone, message FROM contact_submissions`.execute(db);
      for (const row of rows)
        await sql`UPDATE contact_submissions SET search_text = ${submissionSearchText(row)} WHERE id = ${row.id}`.execute(
          db,
        );
    },
  },
  // A reply e-mailed to a lead from the office is part of its history (and a first response), as a
  // note or a stage change is.
  "0012-lead-replies": {
    async up(db) {
      for (const statement of leadEventKinds(kind, { id, ref, time }, "'note', 'stage', 'reply'"))
        await sql.raw(statement).execute(db);
    },
  },
  // An enquiry sent again (a refreshed page, a second press) is looked up by its address among the
  // past hour's (saveSubmission), in its write transaction: by index, however many leads there are.
  "0013-submissions-by-address": {
    async up(db) {
      await sql`CREATE INDEX contact_submissions_email ON contact_submissions (email, created_at)`.execute(db);
    },
  },
  // The process steps' and core values' lists are "card-list" everywhere (the office's address, the
  // server, the seed); they were stored as "cards".
  "0014-card-list-kind": {
    async up(db) {
      await sql`UPDATE content_items SET kind = 'card-list' WHERE kind = 'cards'`.execute(db);
      await sql`UPDATE content_seeds SET kind = 'card-list' WHERE kind = 'cards'`.execute(db);
    },
  },
  // Sign-in counted per (address, client), so that another client's code requests and wrong codes
  // never spend the owner's code or budget: a code remembers who asked for it, a wrong try which
  // address it named; a passkey challenge who asked for it (a client may hold only a few).
  "0015-office-sign-in-per-client": {
    async up(db) {
      const statements = [
        `ALTER TABLE office_codes ADD COLUMN client_address TEXT NOT NULL DEFAULT ''`,
        `CREATE INDEX office_codes_client ON office_codes (email, client_address, created_at)`,
        `ALTER TABLE office_attempts ADD COLUMN email TEXT`,
        `CREATE INDEX office_attempts_email ON office_attempts (email, client_address, created_at)`,
        `ALTER TABLE office_challenges ADD COLUMN client_address TEXT NOT NULL DEFAULT ''`,
        `CREATE INDEX office_challenges_client ON office_challenges (client_address, expires_at)`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // The per-client limits (enquiries, bookings, subscriptions) counted in the database, so that
  // several processes on one PostgreSQL allow together what one would; the index finds ended windows
  // to prune. IF NOT EXISTS: a test takes a database back to an earlier release by forgetting the
  // later migrations' names, and they run again on it.
  "0016-rate-limit-counters": {
    async up(db) {
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS rate_limit_counters (key TEXT PRIMARY KEY, window_ends_at ${time} NOT NULL,
             count INTEGER NOT NULL)`,
        )
        .execute(db);
      await sql`CREATE INDEX IF NOT EXISTS rate_limit_counters_ends ON rate_limit_counters (window_ends_at)`.execute(
        db,
      );
    },
  },
  // Leads worked outside the website: one entered by hand (who entered it, where it came from), its
  // next step and the day to follow it up, and what happened by phone, text, visit or e-mail, or a
  // later message of the same person, in its history. A follow-up date is a calendar day in the
  // business's zone (YYYY-MM-DD text, compared as text on both engines).
  "0017-lead-follow-up": {
    async up(db) {
      const statements = [
        `ALTER TABLE leads ADD COLUMN source TEXT NOT NULL DEFAULT ''`,
        `ALTER TABLE leads ADD COLUMN entered_by TEXT`,
        `ALTER TABLE leads ADD COLUMN follow_up_on TEXT`,
        `ALTER TABLE leads ADD COLUMN next_action TEXT NOT NULL DEFAULT ''`,
        `CREATE INDEX leads_follow_up ON leads (follow_up_on) WHERE follow_up_on IS NOT NULL`,
        ...leadEventKinds(
          kind,
          { id, ref, time },
          "'note', 'stage', 'reply', 'call', 'text', 'visit', 'email', 'message'",
        ),
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // Where a lead came from: the visitor's answer to "How did you hear about us?", the landing
  // page's campaign tags and the host of the site that linked to it. Leads kept before have none.
  "0019-enquiry-source": {
    async up(db) {
      for (const column of ["heard_from", "utm_source", "utm_medium", "utm_campaign", "gclid", "referrer"])
        await sql.raw(`ALTER TABLE leads ADD COLUMN ${column} TEXT`).execute(db);
      await sql`CREATE INDEX leads_heard_from ON leads (heard_from)`.execute(db);
    },
  },
  // People in the office have names, shown where a person is (the people list, the audit log, a
  // reply's signature, the invitation); empty until an owner gives one, and the address shown instead.
  "0020-people-names": {
    async up(db) {
      await sql`ALTER TABLE office_users ADD COLUMN name TEXT NOT NULL DEFAULT ''`.execute(db);
    },
  },
  // A subscriber the office added by hand (a client who asked in person): who added them, and how
  // they agreed, in the adder's words. Null for every address that confirmed by its own link.
  "0022-subscribers-added-by-hand": {
    async up(db) {
      await sql.raw(`ALTER TABLE newsletter_subscribers ADD COLUMN added_by TEXT`).execute(db);
      await sql.raw(`ALTER TABLE newsletter_subscribers ADD COLUMN consent TEXT`).execute(db);
    },
  },
  // Mail both ways (issue 44): every mail of a lead's thread the office knows of, by its Message-ID
  // (a reply sent from the office, a client's mail or the owner's own read from the business
  // mailbox), so a reply threads and an incoming mail finds its lead; how far each folder of the
  // mailbox was read (its UIDVALIDITY and last UID), so a restart reads nothing twice; and the one
  // row that lets a single process read it at a time when several run on PostgreSQL.
  "0024-lead-mail": {
    async up(db) {
      const statements = [
        `CREATE TABLE lead_mail (id ${id}, submission_id ${ref} NOT NULL REFERENCES contact_submissions(id),
           message_id TEXT NOT NULL UNIQUE, direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
           origin TEXT NOT NULL CHECK (origin IN ('office', 'mailbox')), at ${time} NOT NULL,
           sender TEXT NOT NULL, recipients TEXT NOT NULL, subject TEXT NOT NULL, text TEXT NOT NULL)`,
        `CREATE INDEX lead_mail_lead ON lead_mail (submission_id, at)`,
        `CREATE TABLE mailbox_folders (folder TEXT PRIMARY KEY, uid_validity TEXT NOT NULL, last_uid ${ref} NOT NULL,
           read_at ${time} NOT NULL)`,
        `CREATE TABLE mailbox_lease (id INTEGER PRIMARY KEY, holder TEXT NOT NULL, until ${time} NOT NULL)`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // Photos a visitor sent with the contact form, each kept with its lead: its master (upright, at
  // most 2400 px, no metadata: server/photos/photos.ts) and the lead page's thumbnail. Apart from
  // the office's photos (which /photos/ serves to anyone, and whose unused ones are swept away):
  // these are only ever shown to a signed-in person.
  "0025-enquiry-photos": {
    async up(db) {
      const statements = [
        `CREATE TABLE enquiry_photos (id ${id}, submission_id ${ref} NOT NULL REFERENCES contact_submissions(id),
           position INTEGER NOT NULL, hash TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL,
           master ${blob} NOT NULL, thumbnail ${blob} NOT NULL, created_at ${time} NOT NULL)`,
        `CREATE INDEX enquiry_photos_submission ON enquiry_photos (submission_id, position)`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // Estimates written from a lead (server/estimates/): each version a row, its content as JSON
  // text while a draft; once sent, the exact record the client sees and its SHA-256, the hash of
  // the client link's token (the link itself is only in the mail), when it was opened; once
  // accepted, the signer's name, address and browser, the options they chose, the total and the
  // signed PDF, kept as it was made. A won lead keeps the contract's value. Amounts are cents.
  "0026-estimates": {
    async up(db) {
      const cents = kind === "postgres" ? "BIGINT" : "INTEGER";
      const statements = [
        `CREATE TABLE estimates (id ${id}, submission_id ${ref} NOT NULL REFERENCES contact_submissions(id),
           version INTEGER NOT NULL, previous_id ${ref} REFERENCES estimates(id),
           status TEXT NOT NULL DEFAULT 'draft'
             CHECK (status IN ('draft', 'sent', 'accepted', 'declined', 'superseded')),
           content TEXT NOT NULL, created_by TEXT NOT NULL, created_at ${time} NOT NULL, updated_at ${time} NOT NULL,
           sent_by TEXT, sent_at ${time}, token_hash TEXT UNIQUE, record TEXT, record_sha256 TEXT,
           first_opened_at ${time}, last_opened_at ${time}, open_count INTEGER NOT NULL DEFAULT 0,
           answered_at ${time}, signer_name TEXT, signer_address TEXT, signer_agent TEXT, chosen_options TEXT,
           total_cents ${cents}, decline_reason TEXT, pdf ${blob}, pdf_sha256 TEXT)`,
        `CREATE INDEX estimates_lead ON estimates (submission_id, version)`,
        `ALTER TABLE leads ADD COLUMN won_value_cents ${cents}`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // The morning summary (server/office/daily-summary.ts): each person's choice to get it (null:
  // their role's default, owners yes and staff no), and each day's summary taken once, by one process.
  "0027-daily-summary": {
    async up(db) {
      await sql`ALTER TABLE office_users ADD COLUMN daily_summary INTEGER`.execute(db);
      await sql
        .raw(`CREATE TABLE daily_summaries (day TEXT PRIMARY KEY, taken_at ${time} NOT NULL, mails INTEGER NOT NULL)`)
        .execute(db);
    },
  },
  // What an entry of the audit log is about, as the office's address to open it (a lead, a post,
  // a newsletter); null for what has no page (a sign-in).
  "0028-audit-links": {
    async up(db) {
      await sql`ALTER TABLE office_audit ADD COLUMN link TEXT`.execute(db);
    },
  },
  // Two leads that were the same person, merged: the lead that is gone and the one it went into,
  // so the gone lead's old address (a link in a mail, a bookmark) leads to the one kept.
  "0023-lead-merges": {
    async up(db) {
      await sql
        .raw(
          `CREATE TABLE lead_merges (gone_id ${ref} PRIMARY KEY, kept_id ${ref} NOT NULL REFERENCES contact_submissions(id),
             merged_at ${time} NOT NULL, merged_by TEXT NOT NULL)`,
        )
        .execute(db);
    },
  },
  // A drawn signature (a PNG, optional beside the typed name) kept with an estimate's signing, and
  // change orders to a signed estimate (server/estimates/change-orders.ts): each its own record
  // and hash, link token, signing and PDF as an estimate's, its amount (negative for a credit) in cents.
  "0029-contract-money": {
    async up(db) {
      const cents = kind === "postgres" ? "BIGINT" : "INTEGER";
      const statements = [
        `ALTER TABLE estimates ADD COLUMN signature_png ${blob}`,
        `CREATE TABLE change_orders (id ${id}, estimate_id ${ref} NOT NULL REFERENCES estimates(id),
           number INTEGER NOT NULL, status TEXT NOT NULL DEFAULT 'sent'
             CHECK (status IN ('sent', 'accepted', 'declined')),
           content TEXT NOT NULL, amount_cents ${cents} NOT NULL, days INTEGER NOT NULL,
           created_by TEXT NOT NULL, created_at ${time} NOT NULL, token_hash TEXT NOT NULL UNIQUE,
           record TEXT NOT NULL, record_sha256 TEXT NOT NULL, first_opened_at ${time}, answered_at ${time},
           signer_name TEXT, signer_address TEXT, signer_agent TEXT, signature_png ${blob},
           decline_reason TEXT, pdf ${blob}, pdf_sha256 TEXT, UNIQUE (estimate_id, number))`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // A won lead's job and its end (server/jobs/): its status as the office sets it, the one review
  // request sent when it is completed (the link's token hash, when it was opened, the one reminder
  // kept ready as its mail and taken once by a conditional UPDATE), and the review that came back.
  // The estimates' follow-ups (server/estimates/follow-ups.ts): whether the owner wants them for a
  // version, its two mails made when it is sent (its link's token is stored only as a hash), and
  // when each kind was taken (once each). The pipeline's report (server/office/pipeline.ts) counts
  // the versions by sent_at, each with the total it was offered at (offered_cents).
  "0030-job-end": {
    async up(db) {
      const statements = [
        `CREATE TABLE jobs (submission_id ${ref} PRIMARY KEY REFERENCES contact_submissions(id),
           status TEXT NOT NULL CHECK (status IN ('signed', 'deposit', 'in-progress', 'completed')),
           updated_at ${time} NOT NULL, updated_by TEXT NOT NULL, completed_at ${time},
           review_token_hash TEXT UNIQUE, review_sent_at ${time}, review_opened_at ${time},
           review_remind_at ${time}, review_reminder TEXT, review_reminded_at ${time},
           review_submitted_at ${time}, review_rating INTEGER, testimonial_id ${ref})`,
        `CREATE INDEX jobs_review_remind ON jobs (review_remind_at)`,
        `ALTER TABLE estimates ADD COLUMN follow_ups INTEGER NOT NULL DEFAULT 1`,
        `ALTER TABLE estimates ADD COLUMN unopened_follow_up_at ${time}`,
        `ALTER TABLE estimates ADD COLUMN unanswered_follow_up_at ${time}`,
        `ALTER TABLE estimates ADD COLUMN follow_up_mails TEXT`,
        `ALTER TABLE estimates ADD COLUMN offered_cents ${kind === "postgres" ? "BIGINT" : "INTEGER"}`,
        `CREATE INDEX estimates_sent ON estimates (sent_at)`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // Deposits and payments without a processor (server/payments/): the owner's payment instructions
  // (one row), each payment requested by mail and each recorded (cents), and a contract's permit
  // date, from which F.S. 489.126's start-by date runs.
  "0032-payments": {
    async up(db) {
      const cents = kind === "postgres" ? "BIGINT" : "INTEGER";
      const statements = [
        `CREATE TABLE payment_settings (id INTEGER PRIMARY KEY CHECK (id = 1), instructions TEXT NOT NULL,
           link TEXT, updated_by TEXT NOT NULL, updated_at ${time} NOT NULL)`,
        `CREATE TABLE payment_requests (id ${id}, estimate_id ${ref} NOT NULL REFERENCES estimates(id),
           label TEXT NOT NULL, amount_cents ${cents} NOT NULL, due_on TEXT NOT NULL,
           requested_by TEXT NOT NULL, requested_at ${time} NOT NULL)`,
        `CREATE TABLE payments (id ${id}, estimate_id ${ref} NOT NULL REFERENCES estimates(id),
           amount_cents ${cents} NOT NULL, method TEXT NOT NULL
             CHECK (method IN ('check', 'bankTransfer', 'card', 'other')),
           reference TEXT NOT NULL, received_on TEXT NOT NULL, recorded_by TEXT NOT NULL, recorded_at ${time} NOT NULL)`,
        `CREATE TABLE contract_permits (estimate_id ${ref} PRIMARY KEY REFERENCES estimates(id),
           issued_on TEXT NOT NULL, recorded_by TEXT NOT NULL, recorded_at ${time} NOT NULL)`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  // A payment recorded by mistake (or a check that bounced) is voided rather than deleted: it stays
  // on the contract's page, crossed out with who voided it, when and why, and counts no more.
  "0033-payment-voids": {
    async up(db) {
      for (const statement of [
        `ALTER TABLE payments ADD COLUMN voided_at ${time}`,
        `ALTER TABLE payments ADD COLUMN voided_by TEXT`,
        `ALTER TABLE payments ADD COLUMN void_reason TEXT`,
      ])
        await sql.raw(statement).execute(db);
    },
  },
  // What each staff member may do (server/office/rights.ts), chosen by an owner on the People page:
  // everyone already in the office keeps what staff could do until now, publishing included.
  "0031-staff-rights": {
    async up(db) {
      await sql`ALTER TABLE office_users ADD COLUMN staff_rights TEXT NOT NULL DEFAULT 'publishing'`.execute(db);
    },
  },
});

/** Runs the migrations not yet run, all of them or (`upTo`, to build an older release's database in a test) up to one. */
export async function migrateToLatest(db: AnyDb, engine: Engine, upTo?: string) {
  // Unordered: a migration missing from a database's record (one taken over from an older release,
  // as storage.test.ts rebuilds them) runs even when later ones already have.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(engine) },
    allowUnorderedMigrations: true,
  });
  const { error } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
