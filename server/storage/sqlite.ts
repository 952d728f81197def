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
  type EnquiryMail,
  type NewBooking,
  type NewSubmission,
  type OutgoingMail,
  type PendingNotification,
  type Store,
  type SubmissionRow,
  type SubscriberRow,
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
];

/** One outbox row for `mail`, leased to the caller until `leaseUntil` so it can send it at once. */
function enqueue(
  db: DatabaseSync,
  submissionId: number | bigint,
  mail: OutgoingMail,
  recipient: string | null,
  now: Date,
  leaseUntil: Date,
) {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO notifications (submission_id, message_id, mail, recipient, attempts, next_attempt_at, locked_until, created_at)
       VALUES (?, ?, ?, ?, 1, ?, ?, ?)`,
    )
    .run(submissionId, mail.messageId, JSON.stringify(mail), recipient, iso(now), iso(leaseUntil), iso(now));
  return Number(lastInsertRowid);
}

/** A change's two mails; they count toward no daily limit (the visitor asked for the change, or the owner made it). */
const enqueueChange = (db: DatabaseSync, submissionId: number, mail: ChangeMail, now: Date, leaseUntil: Date) => ({
  ownerId: enqueue(db, submissionId, mail.owner, null, now, leaseUntil),
  visitorId: enqueue(db, submissionId, mail.visitor, null, now, leaseUntil),
});

/** The submission row and its leased outbox mail; the caller holds the (write-serialized) transaction. */
function insertSubmission(db: DatabaseSync, submission: NewSubmission, mail: EnquiryMail, now: Date, leaseUntil: Date) {
  const { lastInsertRowid: submissionId } = db
    .prepare(
      "INSERT INTO contact_submissions (kind, name, email, phone, message, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(submission.kind, submission.name, submission.email, submission.phone, submission.message, iso(now));
  const notificationId = enqueue(db, submissionId, mail.notification, null, now, leaseUntil);
  let acknowledgementId: number | undefined;
  const acknowledgement = mail.acknowledgement;
  if (acknowledgement) {
    const recipient = acknowledgement.recipient.toLowerCase();
    const { count } = db
      .prepare("SELECT COUNT(*) AS count FROM notifications WHERE recipient = ? AND created_at > ?")
      .get(recipient, iso(new Date(now.getTime() - ACKNOWLEDGEMENT_WINDOW_MS))) as { count: number };
    if (count < acknowledgement.dailyLimit)
      acknowledgementId = enqueue(db, submissionId, acknowledgement.mail, recipient, now, leaseUntil);
  }
  return { submissionId: Number(submissionId), notificationId, acknowledgementId };
}

const asRange = (row: { start: string; end: string }): TimeRange => ({
  start: new Date(row.start),
  end: new Date(row.end),
});

/** SQLite's extended result code for a UNIQUE index refusing a row. */
const SQLITE_CONSTRAINT_UNIQUE = 2067;

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
      return transaction((db) => insertSubmission(db, submission, mail, now, leaseUntil));
    },

    async saveBooking(
      booking: NewBooking,
      submission: NewSubmission,
      mail: EnquiryMail,
      capacity: number,
      now: Date,
      leaseUntil: Date,
    ) {
      try {
        return transaction((db) => {
          const { submissionId, ...queued } = insertSubmission(db, submission, mail, now, leaseUntil);
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
            if (Number(changes) > 0) return { bookingId: Number(lastInsertRowid), ...queued };
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
      return open().prepare(`${SELECT_BOOKINGS} WHERE manage_token_hash = ?`).get(manageTokenHash) as
        BookingRow | undefined;
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
          notificationId: mail && enqueue(db, booking.submissionId, mail, null, now, leaseUntil),
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

    async addSubscriber(email: string, now: Date) {
      const { changes } = open()
        .prepare("INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING")
        .run(email, iso(now));
      return { created: Number(changes) > 0 };
    },

    async listSubmissions(): Promise<SubmissionRow[]> {
      return open()
        .prepare(
          "SELECT id, kind, name, email, phone, message, created_at AS createdAt FROM contact_submissions ORDER BY id",
        )
        .all() as SubmissionRow[];
    },

    async listSubscribers(): Promise<SubscriberRow[]> {
      return open()
        .prepare("SELECT id, email, created_at AS createdAt FROM newsletter_subscribers ORDER BY id")
        .all() as SubscriberRow[];
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
