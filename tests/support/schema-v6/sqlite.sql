-- Schema version 6 over version 5 (schema-v5/sqlite.sql): the sixth migration of server/storage/sqlite.ts at commit fb3d389,
-- verbatim but for indentation, recorded in schema_migrations as that code did. Never edit it.
-- version 6
CREATE TABLE booking_links (
  token_hash TEXT PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  created_at TEXT NOT NULL
);
INSERT INTO schema_migrations (version, applied_at) VALUES (6, '2026-01-05T14:00:00.000Z');
