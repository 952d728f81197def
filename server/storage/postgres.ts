// PostgreSQL, for several app servers sharing one database. Outbox rows are leased with
// FOR UPDATE SKIP LOCKED, so two processes never claim the same notification.
import pg from "pg";
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

const migrations = [
  `CREATE TABLE contact_submissions (
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
   );`,
  `CREATE TABLE bookings (
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
   );`,
  // Set on acknowledgements only (lower-cased), to count what one address received in a day.
  `ALTER TABLE notifications ADD COLUMN recipient TEXT;
   CREATE INDEX notifications_recipient ON notifications (recipient, created_at) WHERE recipient IS NOT NULL;`,
  // A booking's invitation sequence (bumped by each change) and when its day-before reminder is due.
  `ALTER TABLE bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE bookings ADD COLUMN remind_at TIMESTAMPTZ;
   CREATE INDEX bookings_remind_at ON bookings (remind_at) WHERE remind_at IS NOT NULL;`,
  // Double opt-in. Addresses stored before it never confirmed, so they start out pending. Mail to
  // subscribers shares the one outbox (and its worker) with enquiry mail: each row belongs to a
  // submission or a subscriber.
  `ALTER TABLE newsletter_subscribers
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
   CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL);`,
  // Further manage links to a booking (their tokens' hashes), mailed when its address tries to book again (resendManageLink).
  `CREATE TABLE booking_links (
     token_hash TEXT PRIMARY KEY,
     booking_id BIGINT NOT NULL REFERENCES bookings(id),
     created_at TIMESTAMPTZ NOT NULL
   );`,
];

/** Whose mail an outbox row is: an enquiry's or a newsletter subscriber's. */
type MailOwner = { submissionId: number } | { subscriberId: number };

/** Queues one mail in the outbox, leased to the caller until `leaseUntil`; the caller holds the transaction. */
async function queueMail(
  client: pg.PoolClient,
  owner: MailOwner,
  outgoing: OutgoingMail,
  recipient: string | null,
  now: Date,
  leaseUntil: Date,
) {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO notifications (submission_id, subscriber_id, message_id, mail, recipient, attempts, next_attempt_at, locked_until, created_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $6) RETURNING id`,
    [
      "submissionId" in owner ? owner.submissionId : null,
      "subscriberId" in owner ? owner.subscriberId : null,
      outgoing.messageId,
      JSON.stringify(outgoing),
      recipient,
      now,
      leaseUntil,
    ],
  );
  return Number(rows[0]!.id);
}

/** A change's two mails; they count toward no daily limit (the visitor asked for the change, or the owner made it). */
const enqueueChange = async (
  client: pg.PoolClient,
  submissionId: number,
  mail: ChangeMail,
  now: Date,
  leaseUntil: Date,
) => ({
  ownerId: await queueMail(client, { submissionId }, mail.owner, null, now, leaseUntil),
  visitorId: await queueMail(client, { submissionId }, mail.visitor, null, now, leaseUntil),
});

/**
 * How many counted mails (acknowledgements, resent manage links) `recipient` (lower-case) was sent
 * in the 24 hours before `now`. Takes the recipient's lock first, so simultaneous mails to one
 * address queue here and each counts the others.
 */
async function sentToday(client: pg.PoolClient, recipient: string, now: Date) {
  await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [ACKNOWLEDGEMENT_LOCK_SPACE, recipient]);
  const { rows } = await client.query<{ count: string }>(
    "SELECT COUNT(*) AS count FROM notifications WHERE recipient = $1 AND created_at > $2",
    [recipient, new Date(now.getTime() - ACKNOWLEDGEMENT_WINDOW_MS)],
  );
  return Number(rows[0]!.count);
}

async function insertSubmissionRow(client: pg.PoolClient, submission: NewSubmission, now: Date) {
  const submitted = await client.query<{ id: string }>(
    "INSERT INTO contact_submissions (kind, name, email, phone, message, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    [submission.kind, submission.name, submission.email, submission.phone, submission.message, now],
  );
  return Number(submitted.rows[0]!.id);
}

/** A submission's leased outbox mail; the caller holds the transaction. */
async function queueEnquiryMail(
  client: pg.PoolClient,
  submissionId: number,
  mail: EnquiryMail,
  now: Date,
  leaseUntil: Date,
) {
  const enqueue = (outgoing: OutgoingMail, recipient: string | null) =>
    queueMail(client, { submissionId }, outgoing, recipient, now, leaseUntil);

  const notificationId = await enqueue(mail.notification, null);
  let acknowledgementId: number | undefined;
  const acknowledgement = mail.acknowledgement;
  if (acknowledgement) {
    const recipient = acknowledgement.recipient.toLowerCase();
    if ((await sentToday(client, recipient, now)) < acknowledgement.dailyLimit)
      acknowledgementId = await enqueue(acknowledgement.mail, recipient);
  }
  return { notificationId, acknowledgementId };
}

/** The first key of the two-key advisory locks that serialize acknowledgements per recipient. */
const ACKNOWLEDGEMENT_LOCK_SPACE = 7_314_160;
/** The first key of the two-key advisory locks that serialize bookings per address (one upcoming consultation each). */
const BOOKING_ADDRESS_LOCK_SPACE = 7_314_161;

// Any constant shared by the app's processes: serializes concurrent migrations.
const MIGRATION_LOCK = 7_314_159;

const SELECT_BOOKINGS = `SELECT id::int AS id, submission_id::int AS "submissionId", start_at AS start, end_at AS end, seat, status,
  sequence, first_name AS "firstName", last_name AS "lastName", email, phone, project_type AS "projectType", location, notes,
  manage_token_hash AS "manageTokenHash", remind_at AS "remindAt", created_at AS "createdAt"
  FROM bookings`;

const SELECT_SUBSCRIBERS = `SELECT id::int AS id, email, status, created_at AS "createdAt", confirmed_at AS "confirmedAt",
  unsubscribed_at AS "unsubscribedAt" FROM newsletter_subscribers`;

const isoOrNull = (value: unknown) => (value instanceof Date ? value.toISOString() : null);
const subscriberRow = (row: Record<string, unknown>): SubscriberRow =>
  ({
    ...row,
    createdAt: (row.createdAt as Date).toISOString(),
    confirmedAt: isoOrNull(row.confirmedAt),
    unsubscribedAt: isoOrNull(row.unsubscribedAt),
  }) as SubscriberRow;

/** The booking as `booking` read it: still confirmed, and unchanged since ($1 its id, $2 its sequence). */
const CURRENT_VERSION = "id = $1 AND sequence = $2 AND status = 'confirmed'";

const bookingRow = (row: Record<string, unknown>): BookingRow =>
  ({
    ...row,
    start: (row.start as Date).toISOString(),
    end: (row.end as Date).toISOString(),
    remindAt: (row.remindAt as Date | null)?.toISOString() ?? null,
    createdAt: (row.createdAt as Date).toISOString(),
  }) as BookingRow;
export function createPostgresStore(connectionString: string): Store {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error(`postgres: idle connection error: ${error.message}`));

  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };

  return {
    kind: "postgres",

    async migrate() {
      await transaction(async (client) => {
        await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
        await client.query(
          "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)",
        );
        const { rows } = await client.query<{ version: number | null }>(
          "SELECT MAX(version) AS version FROM schema_migrations",
        );
        for (let version = (rows[0]?.version ?? 0) + 1; version <= migrations.length; version++) {
          await client.query(migrations[version - 1]!);
          await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())", [version]);
        }
      });
    },

    async saveSubmission(submission: NewSubmission, mail: EnquiryMail, now: Date, leaseUntil: Date) {
      return transaction(async (client) => {
        const submissionId = await insertSubmissionRow(client, submission, now);
        return { submissionId, ...(await queueEnquiryMail(client, submissionId, mail, now, leaseUntil)) };
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
        return await transaction(async (client) => {
          // Bookings from one address wait here for each other, so each sees the one before it.
          await client.query("SELECT pg_advisory_xact_lock($1, hashtext(lower($2)))", [
            BOOKING_ADDRESS_LOCK_SPACE,
            booking.email,
          ]);
          const existing = await client.query(
            `${SELECT_BOOKINGS} WHERE status = 'confirmed' AND start_at > $1 AND lower(email) = lower($2) ORDER BY start_at LIMIT 1`,
            [now, booking.email],
          );
          if (existing.rows[0]) return { alreadyBooked: bookingRow(existing.rows[0]) };
          const submissionId = await insertSubmissionRow(client, submission, now);
          for (let seat = 1; seat <= capacity; seat++) {
            // A seat being booked by another transaction makes this wait for its outcome; DO NOTHING
            // (rather than an error) keeps this transaction usable for the next seat.
            const { rows } = await client.query<{ id: string }>(
              `INSERT INTO bookings (submission_id, start_at, end_at, seat, first_name, last_name, email, phone, project_type, location, notes, manage_token_hash, remind_at, created_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT DO NOTHING RETURNING id`,
              [
                submissionId,
                booking.start,
                booking.end,
                seat,
                booking.firstName,
                booking.lastName,
                booking.email,
                booking.phone,
                booking.projectType,
                booking.location,
                booking.notes,
                booking.manageTokenHash,
                booking.remindAt,
                now,
              ],
            );
            if (rows[0]) {
              const bookingId = Number(rows[0].id);
              return {
                bookingId,
                ...(await queueEnquiryMail(client, submissionId, mail(bookingId), now, leaseUntil)),
              };
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
      const { rows } = await pool.query<TimeRange>(
        "SELECT start_at AS start, end_at AS end FROM bookings WHERE status = 'confirmed' AND start_at < $1 AND end_at > $2",
        [range.end, range.start],
      );
      return rows;
    },

    async listBookings(): Promise<BookingRow[]> {
      const { rows } = await pool.query(`${SELECT_BOOKINGS} ORDER BY id`);
      return rows.map(bookingRow);
    },

    async findBooking(manageTokenHash: string) {
      const { rows } = await pool.query(
        `${SELECT_BOOKINGS} WHERE manage_token_hash = $1 OR id = (SELECT booking_id FROM booking_links WHERE token_hash = $1)`,
        [manageTokenHash],
      );
      return rows[0] && bookingRow(rows[0]);
    },

    async resendManageLink(
      booking: Pick<BookingRow, "id" | "submissionId">,
      manageTokenHash: string,
      mail: { mail: OutgoingMail; recipient: string; dailyLimit: number },
      now: Date,
      leaseUntil: Date,
    ) {
      return transaction(async (client) => {
        const recipient = mail.recipient.toLowerCase();
        if ((await sentToday(client, recipient, now)) >= mail.dailyLimit) return { outcome: "capped" as const };
        const { rowCount } = await client.query(
          "INSERT INTO booking_links (token_hash, booking_id, created_at) SELECT $1, id, $2 FROM bookings WHERE id = $3 AND status = 'confirmed'",
          [manageTokenHash, now, booking.id],
        );
        if (!rowCount) return { outcome: "stale" as const };
        const notificationId = await queueMail(
          client,
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
      return transaction(async (client) => {
        const { rowCount } = await client.query(`SELECT id FROM bookings WHERE ${CURRENT_VERSION} FOR UPDATE`, [
          booking.id,
          booking.sequence,
        ]);
        if (!rowCount) return { outcome: "stale" as const };
        for (let seat = 1; seat <= capacity; seat++) {
          // A unique violation aborts the statement; the savepoint keeps the transaction usable for the next seat.
          await client.query("SAVEPOINT seat");
          try {
            await client.query(
              `UPDATE bookings SET start_at = $3, end_at = $4, seat = $5, remind_at = $6, sequence = sequence + 1 WHERE ${CURRENT_VERSION}`,
              [booking.id, booking.sequence, to.start, to.end, seat, to.remindAt],
            );
            await client.query("RELEASE SAVEPOINT seat");
            return {
              outcome: "moved" as const,
              ...(await enqueueChange(client, booking.submissionId, mail, now, leaseUntil)),
            };
          } catch (error) {
            if ((error as { code?: string }).code !== "23505") throw error;
            await client.query("ROLLBACK TO SAVEPOINT seat");
          }
        }
        return { outcome: "taken" as const };
      });
    },

    async cancelBooking(booking: BookingVersion, mail: ChangeMail, now: Date, leaseUntil: Date) {
      return transaction(async (client) => {
        const { rowCount } = await client.query(
          `UPDATE bookings SET status = 'cancelled', remind_at = NULL, sequence = sequence + 1 WHERE ${CURRENT_VERSION}`,
          [booking.id, booking.sequence],
        );
        return rowCount ? enqueueChange(client, booking.submissionId, mail, now, leaseUntil) : undefined;
      });
    },

    async dueReminders(now: Date) {
      const { rows } = await pool.query(
        `${SELECT_BOOKINGS} WHERE remind_at <= $1 AND status = 'confirmed' ORDER BY remind_at`,
        [now],
      );
      return rows.map(bookingRow);
    },

    async takeReminder(
      booking: Pick<BookingRow, "id" | "submissionId" | "remindAt">,
      mail: OutgoingMail | undefined,
      now: Date,
      leaseUntil: Date,
    ) {
      return transaction(async (client) => {
        const { rowCount } = await client.query(
          "UPDATE bookings SET remind_at = NULL WHERE id = $1 AND remind_at = $2 AND status = 'confirmed'",
          [booking.id, booking.remindAt],
        );
        if (!rowCount) return undefined;
        return {
          notificationId:
            mail && (await queueMail(client, { submissionId: booking.submissionId }, mail, null, now, leaseUntil)),
        };
      });
    },

    async addBlock(block: TimeRange & { reason: string }, now: Date) {
      const { rows } = await pool.query<{ id: string }>(
        "INSERT INTO booking_blocks (start_at, end_at, reason, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
        [block.start, block.end, block.reason, now],
      );
      return { id: Number(rows[0]!.id) };
    },

    async removeBlock(id: number) {
      const { rowCount } = await pool.query("DELETE FROM booking_blocks WHERE id = $1", [id]);
      return { removed: (rowCount ?? 0) > 0 };
    },

    async listBlocks(range: TimeRange): Promise<BlockRow[]> {
      const { rows } = await pool.query<BlockRow>(
        "SELECT id::int AS id, start_at AS start, end_at AS end, reason FROM booking_blocks WHERE start_at < $1 AND end_at > $2 ORDER BY start_at",
        [range.end, range.start],
      );
      return rows;
    },

    async claimDueNotifications(now: Date, leaseUntil: Date, limit: number): Promise<PendingNotification[]> {
      const { rows } = await pool.query<{ id: string; mail: OutgoingMail; attempts: number }>(
        `UPDATE notifications SET locked_until = $1, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM notifications
           WHERE status = 'pending' AND next_attempt_at <= $2 AND (locked_until IS NULL OR locked_until <= $2)
           ORDER BY id LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING id, mail, attempts`,
        [leaseUntil, now, limit],
      );
      return rows.map((row) => ({ id: Number(row.id), mail: row.mail, attempts: row.attempts }));
    },

    async markDelivered(notificationId: number, now: Date) {
      await pool.query(
        "UPDATE notifications SET status = 'delivered', delivered_at = $1, locked_until = NULL, last_error = NULL WHERE id = $2",
        [now, notificationId],
      );
    },

    async markFailed(notificationId: number, error: string, nextAttemptAt: Date) {
      await pool.query(
        "UPDATE notifications SET locked_until = NULL, last_error = $1, next_attempt_at = $2 WHERE id = $3 AND status = 'pending'",
        [error.slice(0, 1000), nextAttemptAt, notificationId],
      );
    },

    async requestSubscription(
      email: string,
      confirmation: OutgoingMail,
      limit: ConfirmationLimit,
      now: Date,
      leaseUntil: Date,
    ) {
      return transaction(async (client) => {
        await client.query(
          "INSERT INTO newsletter_subscribers (email, created_at, pending_since) VALUES ($1, $2, $2) ON CONFLICT (email) DO NOTHING",
          [email, now],
        );
        // The row lock makes simultaneous Subscribes for one address count each other's confirmations.
        const { rows } = await client.query<{
          id: string;
          status: SubscriberStatus;
          pending_since: Date;
          confirmations_sent: number;
        }>(
          "SELECT id, status, pending_since, confirmations_sent FROM newsletter_subscribers WHERE email = $1 FOR UPDATE",
          [email],
        );
        const row = rows[0]!;
        const subscriberId = Number(row.id);
        if (row.status === "confirmed") return { status: row.status, notificationId: undefined };
        if (row.status === "unsubscribed" || row.pending_since.getTime() <= now.getTime() - limit.periodMs) {
          await client.query(
            "UPDATE newsletter_subscribers SET status = 'pending', pending_since = $1, confirmations_sent = 0 WHERE id = $2",
            [now, subscriberId],
          );
          row.confirmations_sent = 0;
        }
        if (row.confirmations_sent >= limit.perPeriod) return { status: "pending" as const, notificationId: undefined };
        await client.query(
          "UPDATE newsletter_subscribers SET confirmations_sent = confirmations_sent + 1 WHERE id = $1",
          [subscriberId],
        );
        const notificationId = await queueMail(client, { subscriberId }, confirmation, null, now, leaseUntil);
        return { status: "pending" as const, notificationId };
      });
    },

    async confirmSubscription(email: string, issuedAt: Date, welcome: OutgoingMail, now: Date, leaseUntil: Date) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ id: string; status: SubscriberStatus; pending_since: Date }>(
          "SELECT id, status, pending_since FROM newsletter_subscribers WHERE email = $1 FOR UPDATE",
          [email],
        );
        const row = rows[0];
        if (row?.status === "confirmed") return { outcome: "already-confirmed" as const, notificationId: undefined };
        if (row?.status !== "pending" || row.pending_since.getTime() > issuedAt.getTime())
          return { outcome: "stale" as const, notificationId: undefined };
        const subscriberId = Number(row.id);
        await client.query(
          "UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = $1, unsubscribed_at = NULL WHERE id = $2",
          [now, subscriberId],
        );
        const notificationId = await queueMail(client, { subscriberId }, welcome, null, now, leaseUntil);
        return { outcome: "confirmed" as const, notificationId };
      });
    },

    async unsubscribe(email: string, now: Date) {
      const { rowCount } = await pool.query(
        "UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = $1 WHERE email = $2 AND status <> 'unsubscribed'",
        [now, email],
      );
      return { unsubscribed: (rowCount ?? 0) > 0 };
    },

    async findSubscriber(email: string) {
      const { rows } = await pool.query(`${SELECT_SUBSCRIBERS} WHERE email = $1`, [email]);
      return rows[0] && subscriberRow(rows[0]);
    },

    async linkSecret(candidate: string) {
      const { rows } = await pool.query<{ value: string }>(
        `WITH offered AS (
           INSERT INTO site_secrets (name, value, created_at) VALUES ('links', $1, now())
           ON CONFLICT (name) DO NOTHING RETURNING value)
         SELECT value FROM offered UNION ALL SELECT value FROM site_secrets WHERE name = 'links'`,
        [candidate],
      );
      return rows[0]!.value;
    },

    async listSubmissions(): Promise<SubmissionRow[]> {
      const { rows } = await pool.query(
        'SELECT id::int AS id, kind, name, email, phone, message, created_at AS "createdAt" FROM contact_submissions ORDER BY id',
      );
      return rows.map((row) => ({ ...row, createdAt: (row.createdAt as Date).toISOString() }));
    },

    async listSubscribers(): Promise<ConfirmedSubscriber[]> {
      const { rows } = await pool.query(
        `SELECT id::int AS id, email, confirmed_at AS "confirmedAt" FROM newsletter_subscribers
         WHERE status = 'confirmed' ORDER BY confirmed_at, id`,
      );
      return rows.map((row) => ({ ...row, confirmedAt: (row.confirmedAt as Date).toISOString() }));
    },

    async outboxCounts() {
      const { rows } = await pool.query<{ status: string; count: string }>(
        "SELECT status, COUNT(*) AS count FROM notifications GROUP BY status",
      );
      const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { pending: count("pending"), delivered: count("delivered") };
    },

    async close() {
      await pool.end();
    },
  };
}
