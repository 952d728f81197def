-- Schema version 5 as the storage code before Kysely made it: the five migrations of
-- server/storage/postgres.ts at commit 292d0cf, verbatim but for indentation, each recorded in schema_migrations as that code did.
-- The upgrade test builds a database of today's release with this file. Never edit it.
CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL);
-- version 1
CREATE TABLE contact_submissions (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'consultation')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE notifications (
  id BIGSERIAL PRIMARY KEY,
  submission_id BIGINT NOT NULL REFERENCES contact_submissions(id),
  message_id TEXT NOT NULL UNIQUE,
  mail JSONB NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TIMESTAMPTZ NOT NULL,
  locked_until TIMESTAMPTZ,
  last_error TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  delivered_at TIMESTAMPTZ
);
CREATE INDEX notifications_due ON notifications (status, next_attempt_at);
CREATE TABLE newsletter_subscribers (
  id BIGSERIAL PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL
);
INSERT INTO schema_migrations (version, applied_at) VALUES (1, '2026-01-05T14:00:00.000Z');
-- version 2
CREATE TABLE bookings (
  id BIGSERIAL PRIMARY KEY,
  submission_id BIGINT NOT NULL REFERENCES contact_submissions(id),
  start_at TIMESTAMPTZ NOT NULL,
  end_at TIMESTAMPTZ NOT NULL CHECK (end_at > start_at),
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
  created_at TIMESTAMPTZ NOT NULL
);
CREATE UNIQUE INDEX bookings_one_per_seat ON bookings (start_at, seat) WHERE status = 'confirmed';
CREATE INDEX bookings_start ON bookings (start_at);
CREATE TABLE booking_blocks (
  id BIGSERIAL PRIMARY KEY,
  start_at TIMESTAMPTZ NOT NULL,
  end_at TIMESTAMPTZ NOT NULL CHECK (end_at > start_at),
  reason TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL
);
INSERT INTO schema_migrations (version, applied_at) VALUES (2, '2026-01-05T14:00:00.000Z');
-- version 3
ALTER TABLE notifications ADD COLUMN recipient TEXT;
CREATE INDEX notifications_recipient ON notifications (recipient, created_at) WHERE recipient IS NOT NULL;
INSERT INTO schema_migrations (version, applied_at) VALUES (3, '2026-01-05T14:00:00.000Z');
-- version 4
ALTER TABLE bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN remind_at TIMESTAMPTZ;
CREATE INDEX bookings_remind_at ON bookings (remind_at) WHERE remind_at IS NOT NULL;
INSERT INTO schema_migrations (version, applied_at) VALUES (4, '2026-01-05T14:00:00.000Z');
-- version 5
ALTER TABLE newsletter_subscribers
  ADD COLUMN status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  ADD COLUMN pending_since TIMESTAMPTZ,
  ADD COLUMN confirmations_sent INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN confirmed_at TIMESTAMPTZ,
  ADD COLUMN unsubscribed_at TIMESTAMPTZ;
UPDATE newsletter_subscribers SET pending_since = created_at;
ALTER TABLE newsletter_subscribers ALTER COLUMN pending_since SET NOT NULL;
ALTER TABLE notifications
  ALTER COLUMN submission_id DROP NOT NULL,
  ADD COLUMN subscriber_id BIGINT REFERENCES newsletter_subscribers(id),
  ADD CONSTRAINT notifications_one_owner CHECK ((submission_id IS NULL) <> (subscriber_id IS NULL));
CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL);
INSERT INTO schema_migrations (version, applied_at) VALUES (5, '2026-01-05T14:00:00.000Z');
