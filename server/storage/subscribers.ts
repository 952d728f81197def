// The newsletter's subscribers (newsletter_subscribers) and the secret their links are signed with.
// What a Subscribe or a confirmation does to an address is the newsletter's rule
// (server/newsletter/subscriptions.ts); here it is read and stored, one address at a time.
import { audit, changed, doNothing, iso, type Db, type Engine, type Time } from "./database.ts";
import { queueMail } from "./outbox.ts";
import type { ConfirmedSubscriber, OutgoingMail, SubscriberRow, SubscriberStatus } from "./types.ts";

const SUBSCRIBER = [
  "id",
  "email",
  "status",
  "createdAt",
  "confirmedAt",
  "unsubscribedAt",
  "addedBy",
  "consent",
] as const;

/** What the newsletter's rules read of an address and may change. */
export type SubscriberState = {
  status: SubscriberStatus;
  /** When its current pending period began. */
  pendingSince: Time;
  /** The confirmation mails sent in that period. */
  confirmationsSent: number;
  confirmedAt: Time | null;
  unsubscribedAt: Time | null;
  addedBy: string | null;
  consent: string | null;
};
/**
 * A rule's decision: what it answers, the address's new state (if it changes), the mail to queue
 * (if any), and the audit log's line (a change made in the office).
 */
export type SubscriberChange<Outcome> = {
  outcome: Outcome;
  set?: Partial<SubscriberState>;
  mail?: OutgoingMail;
  audit?: { actor: string; action: string; detail: string; link: string };
};

export interface SubscriberStore {
  /**
   * Reads the address's state (a new address as pending since `now` when `create`), locked, so
   * simultaneous changes to one address see each other; then stores what `change` decides of it,
   * queues its mail (leased as in saveSubmission) and writes its audit line, in one transaction. No state without `create`
   * for an address never seen.
   */
  changeSubscriber<Outcome>(
    email: string,
    change: (state: SubscriberState | undefined) => SubscriberChange<Outcome>,
    options: { create: boolean },
    now: Date,
    leaseUntil: Date,
  ): Promise<{ outcome: Outcome; notificationId: number | undefined }>;
  /**
   * Idempotent: false when the address was not pending or confirmed (unknown, or already left).
   * Its mail still waiting in the outbox goes with it.
   */
  unsubscribe(email: string, now: Date): Promise<{ unsubscribed: boolean }>;
  findSubscriber(email: string): Promise<SubscriberRow | undefined>;
  /** Only confirmed addresses that have not left, in the order they confirmed. */
  listSubscribers(): Promise<ConfirmedSubscriber[]>;
  /** Every address ever subscribed, in any state, in the order they first asked (the owner's export). */
  allSubscribers(): Promise<SubscriberRow[]>;
  /** The secret the subscriber links are signed with: the first `candidate` ever offered, kept for all processes. */
  linkSecret(candidate: string): Promise<string>;
}

export function createSubscriberStore(db: Db, engine: Engine): SubscriberStore {
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  return {
    changeSubscriber: (email, change, { create }, now, until) =>
      transaction(async (trx) => {
        if (create) {
          const values = { email, createdAt: iso(now), pendingSince: iso(now) };
          await trx.insertInto("newsletterSubscribers").values(values).onConflict(doNothing).execute();
        }
        const subscriber = trx.selectFrom("newsletterSubscribers").selectAll().where("email", "=", email);
        const row = await subscriber.$call(engine.forUpdate).executeTakeFirst();
        const { outcome, set, mail, audit: line } = change(row);
        if (!row) return { outcome, notificationId: undefined };
        if (set) await trx.updateTable("newsletterSubscribers").set(set).where("id", "=", row.id).execute();
        if (line) await audit(trx, line.actor, line.action, line.detail, now, line.link);
        const notificationId = mail && (await queueMail(trx, { subscriberId: row.id }, mail, now, until));
        return { outcome, notificationId };
      }),
    // Whoever leaves gets nothing further: their mail still waiting in the outbox (a letter's
    // retry, say) is withdrawn with them. Mail being handed over at this moment cannot be.
    unsubscribe: (email, now) =>
      transaction(async (trx) => {
        const update = trx
          .updateTable("newsletterSubscribers")
          .set({ status: "unsubscribed", unsubscribedAt: iso(now) });
        const result = await update.where("email", "=", email).where("status", "<>", "unsubscribed").executeTakeFirst();
        if (!changed(result)) return { unsubscribed: false };
        const waiting = trx
          .selectFrom("notifications as n")
          .innerJoin("newsletterSubscribers as s", "s.id", "n.subscriberId")
          .select("n.id")
          .where("s.email", "=", email)
          .where("n.status", "=", "pending")
          .where((eb) => eb.or([eb("n.lockedUntil", "is", null), eb("n.lockedUntil", "<=", iso(now))]));
        const withdrawn = (await waiting.execute()).map((row) => row.id);
        if (withdrawn.length > 0) {
          const skipped = { status: "skipped", notificationId: null, updatedAt: iso(now) } as const;
          await trx.updateTable("newsletterDeliveries").set(skipped).where("notificationId", "in", withdrawn).execute();
          await trx.deleteFrom("notifications").where("id", "in", withdrawn).execute();
        }
        return { unsubscribed: true };
      }),
    findSubscriber: (email) =>
      db.selectFrom("newsletterSubscribers").select(SUBSCRIBER).where("email", "=", email).executeTakeFirst(),
    // The first candidate ever offered wins; a simultaneous offer waits for its commit, then reads it.
    async linkSecret(candidate) {
      const values = { name: "links", value: candidate, createdAt: iso(new Date()) };
      await db.insertInto("siteSecrets").values(values).onConflict(doNothing).execute();
      const secrets = db.selectFrom("siteSecrets").select("value").where("name", "=", "links");
      return (await secrets.executeTakeFirstOrThrow()).value;
    },
    allSubscribers: () => db.selectFrom("newsletterSubscribers").select(SUBSCRIBER).orderBy("id").execute(),
    listSubscribers: async () => {
      const subscribers = db.selectFrom("newsletterSubscribers").select(["id", "email", "confirmedAt"]);
      const confirmed = subscribers.where("status", "=", "confirmed").orderBy("confirmedAt");
      const rows = await confirmed.orderBy("id").execute();
      return rows.map((row) => ({ ...row, confirmedAt: row.confirmedAt! }));
    },
  };
}
