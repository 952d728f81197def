// The outbox's rows (notifications): every feature queues its mail here in its own transaction
// (queueMail), and the worker (server/mail/outbox.ts) leases, delivers and retries it.
import { sql } from "kysely";
import { count, iso, plusOne, type Db, type Engine } from "./database.ts";
import { ACKNOWLEDGEMENT_WINDOW_MS, type PendingNotification, type StoredMail } from "./types.ts";

/** An enquiry's or a subscriber's mail, or (no owner) a sign-in code's. */
export type MailOwner = { submissionId: number } | { subscriberId: number } | Record<string, never>;

/**
 * Queues one mail in the outbox, leased to the caller until `until` (else due now); the caller holds
 * the transaction. `recipient` makes it count toward that address's daily limit; `dueAt` is when the
 * worker may take it up should the caller not send it.
 */
export async function queueMail(
  db: Db,
  owner: MailOwner,
  mail: StoredMail,
  now: Date,
  until?: Date,
  { recipient, dueAt = now }: { recipient?: string; dueAt?: Date } = {},
) {
  const times = { nextAttemptAt: iso(dueAt), lockedUntil: until ? iso(until) : null, createdAt: iso(now) };
  const attempts = until ? 1 : 0; // a lease is an attempt begun; the worker's claim counts its own
  const values = { ...owner, ...times, messageId: mail.messageId, mail: JSON.stringify(mail), recipient, attempts };
  return (await db.insertInto("notifications").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

/** How many counted mails (acknowledgements, resent manage links) `recipient` (lower-case) had in the past 24 hours. */
export async function sentToday(trx: Db, engine: Engine, recipient: string, now: Date) {
  await engine.lock(trx, "recipient", recipient);
  const since = iso(new Date(now.getTime() - ACKNOWLEDGEMENT_WINDOW_MS));
  const sent = trx.selectFrom("notifications").select(count).where("recipient", "=", recipient);
  return (await sent.where("createdAt", ">", since).executeTakeFirstOrThrow()).count;
}

export interface OutboxStore {
  /** Leases up to `limit` due notifications to the caller; no two callers get the same one. */
  claimDueNotifications(now: Date, leaseUntil: Date, limit: number): Promise<PendingNotification[]>;
  markDelivered(notificationIds: number[], now: Date): Promise<void>;
  /** Releases the lease and schedules the next attempt. */
  markFailed(notificationId: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** The mail server refused the recipient for good: the mail is kept, with the reason, and not tried again. */
  markRefused(notificationId: number, error: string, now: Date): Promise<void>;
  outboxCounts(): Promise<{ pending: number; delivered: number; refused: number }>;
  /** Queues a notice of the site's own to the owner (no enquiry or subscriber), leased to the caller until `until`. */
  queueNotice(mail: StoredMail, now: Date, until: Date): Promise<number>;
}

export function createOutboxStore(db: Db, engine: Engine): OutboxStore {
  return {
    queueNotice: (mail, now, until) => queueMail(db, {}, mail, now, until),
    async claimDueNotifications(now, until, limit) {
      const at = iso(now);
      // A newsletter letter is retried on the newsletter's turn, at its pace (storage/newsletter.ts).
      const letters = db
        .selectFrom("newsletterDeliveries")
        .select("notificationId")
        .where("notificationId", "is not", null);
      const pending = db
        .selectFrom("notifications")
        .select("id")
        .where("status", "=", "pending")
        .where("refusedAt", "is", null)
        .where("id", "not in", letters);
      const unleased = pending.where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", at)]));
      const due = unleased.where("nextAttemptAt", "<=", at).orderBy("id").limit(limit);
      const leasable = due.$call(engine.forUpdateSkipLocked);
      const lease = db.updateTable("notifications").set({ lockedUntil: iso(until), attempts: plusOne("attempts") });
      const rows = await lease.where("id", "in", leasable).returning(["id", "mail", "attempts"]).execute();
      return rows.map((row) => ({ ...row, mail: JSON.parse(row.mail) as StoredMail }));
    },
    async markDelivered(ids, now) {
      const delivered = { status: "delivered", deliveredAt: iso(now), lockedUntil: null, lastError: null } as const;
      await db.updateTable("notifications").set(delivered).where("id", "in", ids).execute();
    },
    async markFailed(id, error, nextAttemptAt) {
      const failed = { lockedUntil: null, lastError: error.slice(0, 1000), nextAttemptAt: iso(nextAttemptAt) };
      const update = db.updateTable("notifications").set(failed);
      await update.where("id", "=", id).where("status", "=", "pending").execute();
    },
    async markRefused(id, error, now) {
      const refused = { lockedUntil: null, lastError: error.slice(0, 1000), refusedAt: iso(now) };
      const update = db.updateTable("notifications").set(refused);
      await update.where("id", "=", id).where("status", "=", "pending").execute();
    },
    async outboxCounts() {
      const state = sql<string>`CASE WHEN refused_at IS NOT NULL THEN 'refused' ELSE status END`;
      const rows = await db
        .selectFrom(db.selectFrom("notifications").select(state.as("state")).as("n"))
        .select(["state", count])
        .groupBy("state")
        .execute();
      const of = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
      return { pending: of("pending"), delivered: of("delivered"), refused: of("refused") };
    },
  };
}
