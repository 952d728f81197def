// The embedded default: one SQLite file in WAL mode with full fsync, so a committed enquiry
// survives a crash or power loss. Several processes may share the file; SQLite serializes writers.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { NewSubmission, OutgoingMail, PendingNotification, Store, SubmissionRow, SubscriberRow } from "./types.ts";

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
];

const iso = (date: Date) => date.toISOString();

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
        const row = db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get() as { version: number | null };
        for (let version = (row.version ?? 0) + 1; version <= migrations.length; version++) {
          db.exec(migrations[version - 1]!);
          db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(version, iso(new Date()));
        }
      });
    },

    async saveSubmission(submission: NewSubmission, mail: OutgoingMail, now: Date, leaseUntil: Date) {
      return transaction((db) => {
        const { lastInsertRowid: submissionId } = db
          .prepare("INSERT INTO contact_submissions (kind, name, email, phone, message, created_at) VALUES (?, ?, ?, ?, ?, ?)")
          .run(submission.kind, submission.name, submission.email, submission.phone, submission.message, iso(now));
        const { lastInsertRowid: notificationId } = db
          .prepare(
            `INSERT INTO notifications (submission_id, message_id, mail, attempts, next_attempt_at, locked_until, created_at)
             VALUES (?, ?, ?, 1, ?, ?, ?)`,
          )
          .run(submissionId, mail.messageId, JSON.stringify(mail), iso(now), iso(leaseUntil), iso(now));
        return { submissionId: Number(submissionId), notificationId: Number(notificationId) };
      });
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
      open().prepare("UPDATE notifications SET status = 'delivered', delivered_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?").run(
        iso(now),
        notificationId,
      );
    },

    async markFailed(notificationId: number, error: string, nextAttemptAt: Date) {
      open().prepare("UPDATE notifications SET locked_until = NULL, last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'pending'").run(
        error.slice(0, 1000),
        iso(nextAttemptAt),
        notificationId,
      );
    },

    async addSubscriber(email: string, now: Date) {
      const { changes } = open().prepare("INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING").run(email, iso(now));
      return { created: Number(changes) > 0 };
    },

    async listSubmissions(): Promise<SubmissionRow[]> {
      return open().prepare("SELECT id, kind, name, email, phone, message, created_at AS createdAt FROM contact_submissions ORDER BY id").all() as SubmissionRow[];
    },

    async listSubscribers(): Promise<SubscriberRow[]> {
      return open().prepare("SELECT id, email, created_at AS createdAt FROM newsletter_subscribers ORDER BY id").all() as SubscriberRow[];
    },

    async outboxCounts() {
      const rows = open().prepare("SELECT status, COUNT(*) AS count FROM notifications GROUP BY status").all() as { status: string; count: number }[];
      const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { pending: count("pending"), delivered: count("delivered") };
    },

    async close() {
      if (connection?.isOpen) connection.close();
    },
  };
}
