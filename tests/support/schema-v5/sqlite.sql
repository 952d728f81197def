-- Schema version 5 as the storage code before Kysely made it: the five migrations of
-- server/storage/sqlite.ts at commit 292d0cf, verbatim but for indentation, each recorded in schema_migrations as that code did.
-- The upgrade test builds a database of today's release with this file. Never edit it.
CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL);
-- version 1
CREATE TABLE contact_submissions (
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
);
INSERT INTO schema_migrations (version, applied_at) VALUES (1, '2026-01-05T14:00:00.000Z');
-- version 2
CREATE TABLE bookings (
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
);
INSERT INTO schema_migrations (version, applied_at) VALUES (2, '2026-01-05T14:00:00.000Z');
-- version 3
ALTER TABLE notifications ADD COLUMN recipient TEXT;
CREATE INDEX notifications_recipient ON notifications (recipient, created_at) WHERE recipient IS NOT NULL;
INSERT INTO schema_migrations (version, applied_at) VALUES (3, '2026-01-05T14:00:00.000Z');
-- version 4
ALTER TABLE bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN remind_at TEXT;
CREATE INDEX bookings_remind_at ON bookings (remind_at) WHERE remind_at IS NOT NULL;
INSERT INTO schema_migrations (version, applied_at) VALUES (4, '2026-01-05T14:00:00.000Z');
-- version 5
ALTER TABLE newsletter_subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'pending'
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
CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at TEXT NOT NULL);
INSERT INTO schema_migrations (version, applied_at) VALUES (5, '2026-01-05T14:00:00.000Z');
