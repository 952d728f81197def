// The embedded default: one SQLite file in WAL mode with full fsync, so a committed enquiry
// survives a crash or power loss. Several processes may share the file; SQLite serializes writers.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  ACKNOWLEDGEMENT_WINDOW_MS,
  SlotTaken,
  type BlockRow,
  type BookingRow,
  type BookingVersion,
  type ChangeMail,
  type ConfirmationLimit,
  type ConfirmedSubscriber,
  type EnquiryMail,
  type NewBooking,
  type NewSubmission,
  type OutgoingMail,
  type PendingNotification,
  type Store,
  type SubmissionRow,
  type SubscriberRow,
  type SubscriberStatus,
  type TimeRange,
} from "./types.ts";

const iso = (date: Date) => date.toISOString();

const migrations = [
  `CREATE TABLE contact_submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL CHECK (kind IN ('contact', 'consultation')),
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL DEFAULT '',
     message TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE notifications (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     submission_id INTEGER NOT NULL REFERENCES contact_submissions(id),
     message_id TEXT NOT NULL UNIQUE,
     mail TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     locked_until TEXT,
     last_error TEXT,
     created_at TEXT NOT NULL,
     delivered_at TEXT
   );
   CREATE INDEX notifications_due ON notifications (status, next_attempt_at);
   CREATE TABLE newsletter_subscribers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL
   );`,
  // Times are UTC ISO strings from Date.toISOString, so equal instants are equal text and sort in order.
  `CREATE TABLE bookings (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     submission_id INTEGER NOT NULL REFERENCES contact_submissions(id),
     start_at TEXT NOT NULL,
     end_at TEXT NOT NULL CHECK (end_at > start_at),
     seat INTEGER NOT NULL CHECK (seat >= 1),
     status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     project_type TEXT NOT NULL DEFAULT '',
     location TEXT NOT NULL DEFAULT '',
     notes TEXT NOT NULL DEFAULT '',
     manage_token_hash TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL
   );
   CREATE UNIQUE INDEX bookings_one_per_seat ON bookings (start_at, seat) WHERE status = 'confirmed';
   CREATE INDEX bookings_start ON bookings (start_at);
   CREATE TABLE booking_blocks (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     start_at TEXT NOT NULL,
     end_at TEXT NOT NULL CHECK (end_at > start_at),
     reason TEXT NOT NULL DEFAULT '',
     created_at TEXT NOT NULL
   );`,
  // Set on acknowledgements only (lower-cased), to count what one address received in a day.
  `ALTER TABLE notifications ADD COLUMN recipient TEXT;
   CREATE INDEX notifications_recipient ON notifications (recipient, created_at) WHERE recipient IS NOT NULL;`,
  // A booking's invitation sequence (bumped by each change) and when its day-before reminder is due.
  `ALTER TABLE bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE bookings ADD COLUMN remind_at TEXT;
   CREATE INDEX bookings_remind_at ON bookings (remind_at) WHERE remind_at IS NOT NULL;`,
  // Double opt-in. Addresses stored before it never confirmed, so they start out pending. Mail to
  // subscribers shares the one outbox (and its worker) with enquiry mail: each row belongs to a
  // submission or a subscriber. SQLite cannot drop NOT NULL, so notifications is rebuilt.
  `ALTER TABLE newsletter_subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'pending'
     CHECK (status IN ('pending', 'confirmed', 'unsubscribed'));
   ALTER TABLE newsletter_subscribers ADD COLUMN pending_since TEXT NOT NULL DEFAULT '';
   ALTER TABLE newsletter_subscribers ADD COLUMN confirmations_sent INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribed_at TEXT;
   UPDATE newsletter_subscribers SET pending_since = created_at;
   CREATE TABLE notifications_rebuilt (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     submission_id INTEGER REFERENCES contact_submissions(id),
     subscriber_id INTEGER REFERENCES newsletter_subscribers(id),
     message_id TEXT NOT NULL UNIQUE,
     mail TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     locked_until TEXT,
     last_error TEXT,
     created_at TEXT NOT NULL,
     delivered_at TEXT,
     recipient TEXT,
     CHECK ((submission_id IS NULL) <> (subscriber_id IS NULL))
   );
   INSERT INTO notifications_rebuilt (id, submission_id, message_id, mail, status, attempts, next_attempt_at,
     locked_until, last_error, created_at, delivered_at, recipient)
   SELECT id, submission_id, message_id, mail, status, attempts, next_attempt_at,
     locked_until, last_error, created_at, delivered_at, recipient FROM notifications;
   DROP TABLE notifications;
   ALTER TABLE notifications_rebuilt RENAME TO notifications;
   CREATE INDEX notifications_due ON notifications (status, next_attempt_at);
   CREATE INDEX notifications_recipient ON notifications (recipient, created_at) WHERE recipient IS NOT NULL;
   CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at TEXT NOT NULL);`,
  // Further manage links to a booking (their tokens' hashes), mailed when its address tries to book again (resendManageLink).
  `CREATE TABLE booking_links (
     token_hash TEXT PRIMARY KEY,
     booking_id INTEGER NOT NULL REFERENCES bookings(id),
     created_at TEXT NOT NULL
   );`,
];

/** Whose mail an outbox row is: an enquiry's or a newsletter subscriber's. */
type MailOwner = { submissionId: number } | { subscriberId: number };

/** Queues one mail in the outbox, leased to the caller until `leaseUntil`; the caller holds the transaction. */
function queueMail(
  db: DatabaseSync,
  owner: MailOwner,
  outgoing: OutgoingMail,
  recipient: string | null,
  now: Date,
  leaseUntil: Date,
) {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO notifications (submission_id, subscriber_id, message_id, mail, recipient, attempts, next_attempt_at, locked_until, created_at)
       VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    )
    .run(
      "submissionId" in owner ? owner.submissionId : null,
      "subscriberId" in owner ? owner.subscriberId : null,
      outgoing.messageId,
      JSON.stringify(outgoing),
      recipient,
      iso(now),
      iso(leaseUntil),
      iso(now),
    );
  return Number(lastInsertRowid);
}

/** A change's two mails; they count toward no daily limit (the visitor asked for the change, or the owner made it). */
const enqueueChange = (db: DatabaseSync, submissionId: number, mail: ChangeMail, now: Date, leaseUntil: Date) => ({
  ownerId: queueMail(db, { submissionId }, mail.owner, null, now, leaseUntil),
  visitorId: queueMail(db, { submissionId }, mail.visitor, null, now, leaseUntil),
});

/** How many counted mails (acknowledgements, resent manage links) `recipient` (lower-case) was sent in the 24 hours before `now`. */
const sentToday = (db: DatabaseSync, recipient: string, now: Date) =>
  (
    db
      .prepare("SELECT COUNT(*) AS count FROM notifications WHERE recipient = ? AND created_at > ?")
      .get(recipient, iso(new Date(now.getTime() - ACKNOWLEDGEMENT_WINDOW_MS))) as { count: number }
  ).count;

const insertSubmissionRow = (db: DatabaseSync, submission: NewSubmission, now: Date) =>
  Number(
    db
      .prepare(
        "INSERT INTO contact_submissions (kind, name, email, phone, message, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(submission.kind, submission.name, submission.email, submission.phone, submission.message, iso(now))
      .lastInsertRowid,
  );

/** A submission's leased outbox mail; the caller holds the (write-serialized) transaction. */
function queueEnquiryMail(db: DatabaseSync, submissionId: number, mail: EnquiryMail, now: Date, leaseUntil: Date) {
  const enqueue = (outgoing: OutgoingMail, recipient: string | null) =>
    queueMail(db, { submissionId }, outgoing, recipient, now, leaseUntil);

  const notificationId = enqueue(mail.notification, null);
  let acknowledgementId: number | undefined;
  const acknowledgement = mail.acknowledgement;
  if (acknowledgement) {
    const recipient = acknowledgement.recipient.toLowerCase();
    if (sentToday(db, recipient, now) < acknowledgement.dailyLimit)
      acknowledgementId = enqueue(acknowledgement.mail, recipient);
  }
  return { notificationId, acknowledgementId };
}

const asRange = (row: { start: string; end: string }): TimeRange => ({
  start: new Date(row.start),
  end: new Date(row.end),
});

/** SQLite's extended result code for a UNIQUE index refusing a row. */
const SQLITE_CONSTRAINT_UNIQUE = 2067;

const SELECT_SUBSCRIBERS = `SELECT id, email, status, created_at AS createdAt, confirmed_at AS confirmedAt,
  unsubscribed_at AS unsubscribedAt FROM newsletter_subscribers`;
const SELECT_BOOKINGS = `SELECT id, submission_id AS submissionId, start_at AS start, end_at AS end, seat, status, sequence, first_name AS firstName,
  last_name AS lastName, email, phone, project_type AS projectType, location, notes, manage_token_hash AS manageTokenHash,
  remind_at AS remindAt, created_at AS createdAt
  FROM bookings`;

/** The booking as `booking` read it: still confirmed, and unchanged since. */
const CURRENT_VERSION = "id = ? AND sequence = ? AND status = 'confirmed'";
export function createSqliteStore(file: string): Store {
  // Opened on first use, so an unavailable data folder fails requests (and is retried) rather
  // than stopping the server: e-mail still goes out meanwhile.
  let connection: DatabaseSync | undefined;
  const open = () => {
    if (!connection?.isOpen) {
      mkdirSync(dirname(file), { recursive: true });
      const db = new DatabaseSync(file, { timeout: 10_000 });
      db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
      connection = db;
    }
    return connection;
  };

  const transaction = <T>(work: (db: DatabaseSync) => T): T => {
    const db = open();
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work(db);
      db.exec("COMMIT");
      return result;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  };

  return {
    kind: "sqlite",

    async migrate() {
      transaction((db) => {
        db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
        const row = db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get() as {
          version: number | null;
        };
        for (let version = (row.version ?? 0) + 1; version <= migrations.length; version++) {
          db.exec(migrations[version - 1]!);
          db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(version, iso(new Date()));
        }
      });
    },

    async saveSubmission(submission: NewSubmission, mail: EnquiryMail, now: Date, leaseUntil: Date) {
      return transaction((db) => {
        const submissionId = insertSubmissionRow(db, submission, now);
        return { submissionId, ...queueEnquiryMail(db, submissionId, mail, now, leaseUntil) };
      });
    },

    async saveBooking(
      booking: NewBooking,
      submission: NewSubmission,
      mail: (bookingId: number) => EnquiryMail,
      capacity: number,
      now: Date,
      leaseUntil: Date,
    ) {
      try {
        return transaction((db) => {
          // BEGIN IMMEDIATE serializes writers, so no other booking from this address can come in between.
          const existing = db
            .prepare(
              `${SELECT_BOOKINGS} WHERE status = 'confirmed' AND start_at > ? AND lower(email) = lower(?) ORDER BY start_at LIMIT 1`,
            )
            .get(iso(now), booking.email) as BookingRow | undefined;
          if (existing) return { alreadyBooked: existing };
          const submissionId = insertSubmissionRow(db, submission, now);
          const claimSeat = db.prepare(
            `INSERT INTO bookings (submission_id, start_at, end_at, seat, first_name, last_name, email, phone, project_type, location, notes, manage_token_hash, remind_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          );
          for (let seat = 1; seat <= capacity; seat++) {
            const { changes, lastInsertRowid } = claimSeat.run(
              submissionId,
              iso(booking.start),
              iso(booking.end),
              seat,
              booking.firstName,
              booking.lastName,
              booking.email,
              booking.phone,
              booking.projectType,
              booking.location,
              booking.notes,
              booking.manageTokenHash,
              booking.remindAt && iso(booking.remindAt),
              iso(now),
            );
            if (Number(changes) > 0) {
              const bookingId = Number(lastInsertRowid);
              return { bookingId, ...queueEnquiryMail(db, submissionId, mail(bookingId), now, leaseUntil) };
            }
          }
          throw new SlotTaken();
        });
      } catch (error) {
        if (error instanceof SlotTaken) return undefined;
        throw error;
      }
    },

    async bookedTimes(range: TimeRange) {
      const rows = open()
        .prepare(
          "SELECT start_at AS start, end_at AS end FROM bookings WHERE status = 'confirmed' AND start_at < ? AND end_at > ?",
        )
        .all(iso(range.end), iso(range.start)) as { start: string; end: string }[];
      return rows.map(asRange);
    },

    async listBookings(): Promise<BookingRow[]> {
      return open().prepare(`${SELECT_BOOKINGS} ORDER BY id`).all() as BookingRow[];
    },

    async findBooking(manageTokenHash: string) {
      return open()
        .prepare(
          `${SELECT_BOOKINGS} WHERE manage_token_hash = ? OR id = (SELECT booking_id FROM booking_links WHERE token_hash = ?)`,
        )
        .get(manageTokenHash, manageTokenHash) as BookingRow | undefined;
    },

    async resendManageLink(
      booking: Pick<BookingRow, "id" | "submissionId">,
      manageTokenHash: string,
      mail: { mail: OutgoingMail; recipient: string; dailyLimit: number },
      now: Date,
      leaseUntil: Date,
    ) {
      return transaction((db) => {
        const recipient = mail.recipient.toLowerCase();
        if (sentToday(db, recipient, now) >= mail.dailyLimit) return { outcome: "capped" as const };
        const { changes } = db
          .prepare(
            "INSERT INTO booking_links (token_hash, booking_id, created_at) SELECT ?, id, ? FROM bookings WHERE id = ? AND status = 'confirmed'",
          )
          .run(manageTokenHash, iso(now), booking.id);
        if (Number(changes) === 0) return { outcome: "stale" as const };
        const notificationId = queueMail(
          db,
          { submissionId: booking.submissionId },
          mail.mail,
          recipient,
          now,
          leaseUntil,
        );
        return { outcome: "queued" as const, notificationId };
      });
    },

    async rescheduleBooking(
      booking: BookingVersion,
      to: TimeRange & { remindAt: Date | null },
      capacity: number,
      mail: ChangeMail,
      now: Date,
      leaseUntil: Date,
    ) {
      return transaction((db) => {
        const move = db.prepare(
          `UPDATE bookings SET start_at = ?, end_at = ?, seat = ?, remind_at = ?, sequence = sequence + 1 WHERE ${CURRENT_VERSION}`,
        );
        for (let seat = 1; seat <= capacity; seat++) {
          try {
            const { changes } = move.run(
              iso(to.start),
              iso(to.end),
              seat,
              to.remindAt && iso(to.remindAt),
              booking.id,
              booking.sequence,
            );
            if (Number(changes) === 0) return { outcome: "stale" as const };
            return { outcome: "moved" as const, ...enqueueChange(db, booking.submissionId, mail, now, leaseUntil) };
          } catch (error) {
            // The seat is someone else's (the UNIQUE index said so); this statement alone was undone.
            if ((error as { errcode?: number }).errcode !== SQLITE_CONSTRAINT_UNIQUE) throw error;
          }
        }
        return { outcome: "taken" as const };
      });
    },

    async cancelBooking(booking: BookingVersion, mail: ChangeMail, now: Date, leaseUntil: Date) {
      return transaction((db) => {
        const { changes } = db
          .prepare(
            `UPDATE bookings SET status = 'cancelled', remind_at = NULL, sequence = sequence + 1 WHERE ${CURRENT_VERSION}`,
          )
          .run(booking.id, booking.sequence);
        return Number(changes) > 0 ? enqueueChange(db, booking.submissionId, mail, now, leaseUntil) : undefined;
      });
    },

    async dueReminders(now: Date) {
      return open()
        .prepare(`${SELECT_BOOKINGS} WHERE remind_at <= ? AND status = 'confirmed' ORDER BY remind_at`)
        .all(iso(now)) as BookingRow[];
    },

    async takeReminder(
      booking: Pick<BookingRow, "id" | "submissionId" | "remindAt">,
      mail: OutgoingMail | undefined,
      now: Date,
      leaseUntil: Date,
    ) {
      return transaction((db) => {
        const { changes } = db
          .prepare("UPDATE bookings SET remind_at = NULL WHERE id = ? AND remind_at = ? AND status = 'confirmed'")
          .run(booking.id, booking.remindAt);
        if (Number(changes) === 0) return undefined;
        return {
          notificationId: mail && queueMail(db, { submissionId: booking.submissionId }, mail, null, now, leaseUntil),
        };
      });
    },

    async addBlock(block: TimeRange & { reason: string }, now: Date) {
      const { lastInsertRowid } = open()
        .prepare("INSERT INTO booking_blocks (start_at, end_at, reason, created_at) VALUES (?, ?, ?, ?)")
        .run(iso(block.start), iso(block.end), block.reason, iso(now));
      return { id: Number(lastInsertRowid) };
    },

    async removeBlock(id: number) {
      const { changes } = open().prepare("DELETE FROM booking_blocks WHERE id = ?").run(id);
      return { removed: Number(changes) > 0 };
    },

    async listBlocks(range: TimeRange): Promise<BlockRow[]> {
      const rows = open()
        .prepare(
          "SELECT id, start_at AS start, end_at AS end, reason FROM booking_blocks WHERE start_at < ? AND end_at > ? ORDER BY start_at",
        )
        .all(iso(range.end), iso(range.start)) as { id: number; start: string; end: string; reason: string }[];
      return rows.map((row) => ({ ...row, ...asRange(row) }));
    },

    async claimDueNotifications(now: Date, leaseUntil: Date, limit: number): Promise<PendingNotification[]> {
      const rows = open()
        .prepare(
          `UPDATE notifications SET locked_until = ?, attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM notifications
             WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
             ORDER BY id LIMIT ?)
           RETURNING id, mail, attempts`,
        )
        .all(iso(leaseUntil), iso(now), iso(now), limit) as { id: number; mail: string; attempts: number }[];
      return rows.map((row) => ({ id: row.id, attempts: row.attempts, mail: JSON.parse(row.mail) as OutgoingMail }));
    },

    async markDelivered(notificationId: number, now: Date) {
      open()
        .prepare(
          "UPDATE notifications SET status = 'delivered', delivered_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?",
        )
        .run(iso(now), notificationId);
    },

    async markFailed(notificationId: number, error: string, nextAttemptAt: Date) {
      open()
        .prepare(
          "UPDATE notifications SET locked_until = NULL, last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'pending'",
        )
        .run(error.slice(0, 1000), iso(nextAttemptAt), notificationId);
    },

    async requestSubscription(
      email: string,
      confirmation: OutgoingMail,
      limit: ConfirmationLimit,
      now: Date,
      leaseUntil: Date,
    ) {
      return transaction((db) => {
        db.prepare(
          "INSERT INTO newsletter_subscribers (email, created_at, pending_since) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING",
        ).run(email, iso(now), iso(now));
        const row = db
          .prepare("SELECT id, status, pending_since, confirmations_sent FROM newsletter_subscribers WHERE email = ?")
          .get(email) as { id: number; status: SubscriberStatus; pending_since: string; confirmations_sent: number };
        if (row.status === "confirmed") return { status: row.status, notificationId: undefined };
        if (row.status === "unsubscribed" || row.pending_since <= iso(new Date(now.getTime() - limit.periodMs))) {
          db.prepare(
            "UPDATE newsletter_subscribers SET status = 'pending', pending_since = ?, confirmations_sent = 0 WHERE id = ?",
          ).run(iso(now), row.id);
          row.confirmations_sent = 0;
        }
        if (row.confirmations_sent >= limit.perPeriod) return { status: "pending" as const, notificationId: undefined };
        db.prepare("UPDATE newsletter_subscribers SET confirmations_sent = confirmations_sent + 1 WHERE id = ?").run(
          row.id,
        );
        const notificationId = queueMail(db, { subscriberId: row.id }, confirmation, null, now, leaseUntil);
        return { status: "pending" as const, notificationId };
      });
    },

    async confirmSubscription(email: string, issuedAt: Date, welcome: OutgoingMail, now: Date, leaseUntil: Date) {
      return transaction((db) => {
        const row = db
          .prepare("SELECT id, status, pending_since FROM newsletter_subscribers WHERE email = ?")
          .get(email) as { id: number; status: SubscriberStatus; pending_since: string } | undefined;
        if (row?.status === "confirmed") return { outcome: "already-confirmed" as const, notificationId: undefined };
        if (row?.status !== "pending" || row.pending_since > iso(issuedAt))
          return { outcome: "stale" as const, notificationId: undefined };
        db.prepare(
          "UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = ?, unsubscribed_at = NULL WHERE id = ?",
        ).run(iso(now), row.id);
        const notificationId = queueMail(db, { subscriberId: row.id }, welcome, null, now, leaseUntil);
        return { outcome: "confirmed" as const, notificationId };
      });
    },

    async unsubscribe(email: string, now: Date) {
      const { changes } = open()
        .prepare(
          "UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = ? WHERE email = ? AND status <> 'unsubscribed'",
        )
        .run(iso(now), email);
      return { unsubscribed: Number(changes) > 0 };
    },

    async findSubscriber(email: string) {
      return open().prepare(`${SELECT_SUBSCRIBERS} WHERE email = ?`).get(email) as SubscriberRow | undefined;
    },

    async linkSecret(candidate: string) {
      const db = open();
      db.prepare(
        "INSERT INTO site_secrets (name, value, created_at) VALUES ('links', ?, ?) ON CONFLICT (name) DO NOTHING",
      ).run(candidate, iso(new Date()));
      return (db.prepare("SELECT value FROM site_secrets WHERE name = 'links'").get() as { value: string }).value;
    },

    async listSubmissions(): Promise<SubmissionRow[]> {
      return open()
        .prepare(
          "SELECT id, kind, name, email, phone, message, created_at AS createdAt FROM contact_submissions ORDER BY id",
        )
        .all() as SubmissionRow[];
    },

    async listSubscribers(): Promise<ConfirmedSubscriber[]> {
      return open()
        .prepare(
          "SELECT id, email, confirmed_at AS confirmedAt FROM newsletter_subscribers WHERE status = 'confirmed' ORDER BY confirmed_at, id",
        )
        .all() as ConfirmedSubscriber[];
    },

    async outboxCounts() {
      const rows = open().prepare("SELECT status, COUNT(*) AS count FROM notifications GROUP BY status").all() as {
        status: string;
        count: number;
      }[];
      const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { pending: count("pending"), delivered: count("delivered") };
    },

    async close() {
      if (connection?.isOpen) connection.close();
    },
  };
}
