// The newsletter's issues and their sending, written once for both engines on the store's own
// Kysely instance; the rules they serve (who may send, the pace, the mail) are in server/newsletter/.
//
// An issue reaches each subscriber once because the sending is a row per issue and subscriber
// (newsletter_deliveries, primary key on both): when an issue is sent, a row for every confirmed
// subscriber of that moment; each row then turns from waiting into queued once, in the transaction
// that puts its mail in the outbox. An issue's mail is due to no worker while its first try is in
// flight: a process that dies in the middle of sending one leaves it "interrupted" (it may have
// arrived) rather than sending it twice; a try that fails is retried on one of the newsletter's own
// turns (claimRetry), so retries keep the pace too (the outbox worker leaves letters alone).
import { sql, type Kysely } from "kysely";
import type { Database, Engine, IssueStatus } from "./database.ts";
import type { IssueCard } from "../mail/templates.ts";
import type { PendingNotification, StoredMail } from "./types.ts";

/** The cards are the letter template's (server/mail/templates.ts). */
export type { IssueCard, IssueStatus };
export type IssueContent = { subject: string; intro: string; cards: IssueCard[] };
export type IssueRow = IssueContent & {
  id: number;
  status: IssueStatus;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
  sentBy: string | null;
  sendStartedAt: string | null;
  finishedAt: string | null;
  recipients: number;
};
/** Where an issue's sending stands, from its delivery rows and their outbox mail. */
export type IssueProgress = {
  recipients: number;
  /** Not yet taken. */
  waiting: number;
  /** Its mail is being handed to the mail server right now. */
  sending: number;
  sent: number;
  /** Tried and refused for now; the outbox tries again (the reasons are in `failures`). */
  failed: number;
  /** Their address refused for good by the mail server (no such mailbox): not tried again. */
  refused: number;
  /** Their process stopped in the middle of sending: they may have arrived, and are not sent twice. */
  interrupted: number;
  /** Had left (or never confirmed) by their turn: nothing was sent. */
  skipped: number;
  /** Recipients who unsubscribed after the sending began. */
  unsubscribedSince: number;
};
/** A letter the mail server refused: tried again at `nextTryAt`, or never (null) when refused for good. */
export type DeliveryFailure = { email: string; reason: string; nextTryAt: string | null };

/** When an issue's mail is due while its first try is in flight: never (see above). */
export const NOT_DUE = new Date("9999-12-31T00:00:00.000Z");

const iso = (date: Date) => date.toISOString();
const ISSUE = [
  "id",
  "subject",
  "intro",
  "cards",
  "status",
  "createdBy",
  "createdAt",
  "updatedBy",
  "updatedAt",
  "sentBy",
  "sendStartedAt",
  "finishedAt",
  "recipients",
] as const;

type Trx = Kysely<Database>;
type Queue = (trx: Trx, subscriberId: number, mail: StoredMail, now: Date, until: Date, dueAt: Date) => Promise<number>;

/** Thrown inside a transaction to undo it: the delivery was taken meanwhile, or its subscriber left. */
class NotYours extends Error {}

export function createNewsletterStore(db: Trx, engine: Engine, queueMail: Queue) {
  // A time given in a SELECT that an INSERT reads is typed by no column: PostgreSQL needs it said.
  const timeType = sql.raw(engine.types.time);
  /** The letters the mail server refused for now whose retry is due (a paused letter's wait for its resume). */
  const retriesDue = (now: Date) =>
    db
      .selectFrom("notifications as n")
      .innerJoin("newsletterDeliveries as d", "d.notificationId", "n.id")
      .innerJoin("newsletterIssues as i", "i.id", "d.issueId")
      .select("n.id")
      .where("n.status", "=", "pending")
      .where("n.refusedAt", "is", null)
      .where("n.lastError", "is not", null)
      .where("n.nextAttemptAt", "<=", iso(now))
      .where((eb) => eb.or([eb("n.lockedUntil", "is", null), eb("n.lockedUntil", "<=", iso(now))]))
      .where("i.status", "<>", "paused");
  const transaction = <T>(work: (trx: Trx) => Promise<T>) => db.transaction().execute(work);
  const issueOf = ({ cards, ...row }: Pick<Database["newsletterIssues"], "cards"> & Omit<IssueRow, "cards">) => ({
    ...row,
    cards: JSON.parse(cards) as IssueCard[],
  });
  const confirmed = (trx: Trx, subscriberId: number) =>
    trx
      .selectFrom("newsletterSubscribers")
      .select("id")
      .where("id", "=", subscriberId)
      .where("status", "=", "confirmed");

  return {
    /** A new draft (no `id`), or changes to one; undefined when the issue is no longer a draft. */
    saveIssue: (content: IssueContent, id: number | undefined, by: string, now: Date) =>
      transaction(async (trx) => {
        const values = { ...content, cards: JSON.stringify(content.cards), updatedBy: by, updatedAt: iso(now) };
        if (id === undefined) {
          const created = { ...values, createdBy: by, createdAt: iso(now) };
          return (await trx.insertInto("newsletterIssues").values(created).returning("id").executeTakeFirstOrThrow())
            .id;
        }
        const update = trx.updateTable("newsletterIssues").set(values).where("id", "=", id);
        const result = await update.where("status", "=", "draft").executeTakeFirst();
        return result.numUpdatedRows > 0n ? id : undefined;
      }),
    async findIssue(id: number): Promise<IssueRow | undefined> {
      const row = await db.selectFrom("newsletterIssues").select(ISSUE).where("id", "=", id).executeTakeFirst();
      return row && issueOf(row);
    },
    /** Every issue, newest first, with how many it has reached. */
    async listIssues(): Promise<(IssueRow & { sent: number })[]> {
      const sent = db
        .selectFrom("newsletterDeliveries as d")
        .innerJoin("notifications as n", "n.id", "d.notificationId")
        .select(({ fn }) => ["d.issueId", fn.countAll<number>().as("sent")])
        .where("n.status", "=", "delivered")
        .groupBy("d.issueId");
      const rows = await db
        .selectFrom("newsletterIssues as i")
        .leftJoin(sent.as("s"), "s.issueId", "i.id")
        .select(ISSUE.map((column) => `i.${column}` as const))
        .select("s.sent")
        .orderBy("i.id", "desc")
        .execute();
      return rows.map(({ sent, ...row }) => ({ ...issueOf(row), sent: Number(sent ?? 0) }));
    },
    /** How many addresses are in each state, and the most recent `limit` of one state (or of all), newest first. */
    async subscribers(status: "pending" | "confirmed" | "unsubscribed" | undefined, limit: number) {
      const counts = await db
        .selectFrom("newsletterSubscribers")
        .select(({ fn }) => ["status", fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute();
      let list = db
        .selectFrom("newsletterSubscribers")
        .select(["id", "email", "status", "createdAt", "confirmedAt", "unsubscribedAt", "addedBy", "consent"]);
      if (status) list = list.where("status", "=", status);
      return {
        counts: Object.fromEntries(counts.map((row) => [row.status, Number(row.count)])) as Partial<
          Record<"pending" | "confirmed" | "unsubscribed", number>
        >,
        rows: await list.orderBy("id", "desc").limit(limit).execute(),
      };
    },
    /**
     * Starts sending a draft to every address confirmed at `now`: one waiting delivery each, made
     * in the transaction that ends the draft. The number of recipients; undefined when it was not a draft.
     */
    startSending: (id: number, by: string, now: Date) =>
      transaction(async (trx) => {
        const start = { status: "sending", sentBy: by, sendStartedAt: iso(now) } as const;
        const started = await trx
          .updateTable("newsletterIssues")
          .set(start)
          .where("id", "=", id)
          .where("status", "=", "draft")
          .executeTakeFirst();
        if (started.numUpdatedRows === 0n) return undefined;
        const recipients = trx
          .selectFrom("newsletterSubscribers")
          .select([
            sql.lit(id).as("issueId"),
            "id as subscriberId",
            sql<string>`CAST(${iso(now)} AS ${timeType})`.as("updatedAt"),
          ])
          .where("status", "=", "confirmed");
        const made = await trx
          .insertInto("newsletterDeliveries")
          .columns(["issueId", "subscriberId", "updatedAt"])
          .expression(recipients)
          .executeTakeFirst();
        const count = Number(made.numInsertedOrUpdatedRows ?? 0);
        await trx.updateTable("newsletterIssues").set({ recipients: count }).where("id", "=", id).execute();
        return count;
      }),
    /** Pauses a sending issue, or resumes a paused one; whether it changed. */
    async setPaused(id: number, paused: boolean) {
      const [from, to] = paused ? (["sending", "paused"] as const) : (["paused", "sending"] as const);
      const update = db.updateTable("newsletterIssues").set({ status: to }).where("id", "=", id);
      return (await update.where("status", "=", from).executeTakeFirst()).numUpdatedRows > 0n;
    },
    /** The issues being sent. */
    sendingIssues: () =>
      db.selectFrom("newsletterIssues").select("id").where("status", "=", "sending").orderBy("id").execute(),
    /**
     * Takes the newsletter's next turn, if it is due, and sets the one after a pace from now: one
     * turn for every letter being sent, so two letters at once go at the pace of one, and none is
     * caught up after a pause, a restart or a slow mail server. Whichever process asks first gets
     * it (the update is made only while the turn is as read), so the pace holds however many
     * processes send.
     */
    async takeTurn(now: Date, paceMs: number) {
      const row = await db
        .selectFrom("newsletterPace")
        .select("nextTurnAt")
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      if (row.nextTurnAt !== null && row.nextTurnAt > iso(now)) return false;
      const turn = await db
        .updateTable("newsletterPace")
        .set({ nextTurnAt: iso(new Date(now.getTime() + paceMs)) })
        .where("id", "=", 1)
        .where((eb) => (row.nextTurnAt === null ? eb("nextTurnAt", "is", null) : eb("nextTurnAt", "=", row.nextTurnAt)))
        .executeTakeFirst();
      return turn.numUpdatedRows > 0n;
    },
    /** Puts the next turn at `until` at the earliest: a pace after a letter was handed over, however long that took. */
    async holdTurn(until: Date) {
      await db
        .updateTable("newsletterPace")
        .set({ nextTurnAt: iso(until) })
        .where("id", "=", 1)
        .where((eb) => eb.or([eb("nextTurnAt", "is", null), eb("nextTurnAt", "<", iso(until))]))
        .execute();
    },
    /** The next waiting recipient of the issue still subscribed; those who left meanwhile are skipped on the way. */
    async nextRecipient(id: number, now: Date): Promise<{ subscriberId: number; email: string } | undefined> {
      for (;;) {
        const next = await db
          .selectFrom("newsletterDeliveries as d")
          .innerJoin("newsletterSubscribers as s", "s.id", "d.subscriberId")
          .select(["d.subscriberId", "s.email", "s.status"])
          .where("d.issueId", "=", id)
          .where("d.status", "=", "waiting")
          .orderBy("d.subscriberId")
          .limit(1)
          .executeTakeFirst();
        if (!next || next.status === "confirmed") return next && { subscriberId: next.subscriberId, email: next.email };
        await db
          .updateTable("newsletterDeliveries")
          .set({ status: "skipped", updatedAt: iso(now) })
          .where("issueId", "=", id)
          .where("subscriberId", "=", next.subscriberId)
          .where("status", "=", "waiting")
          .execute();
      }
    },
    /**
     * Puts the recipient's mail in the outbox (leased to the caller until `until`, and due to no
     * worker: see above) and marks their delivery queued, in one transaction; the outbox row's id.
     * Undefined, with nothing stored, when another process took this delivery first or the
     * recipient is no longer subscribed.
     */
    async queueDelivery(id: number, subscriberId: number, mail: StoredMail, now: Date, until: Date) {
      try {
        return await transaction(async (trx) => {
          const notificationId = await queueMail(trx, subscriberId, mail, now, until, NOT_DUE);
          const taken = await trx
            .updateTable("newsletterDeliveries")
            .set({ status: "queued", notificationId, updatedAt: iso(now) })
            .where("issueId", "=", id)
            .where("subscriberId", "=", subscriberId)
            .where("status", "=", "waiting")
            .where((eb) => eb.exists(confirmed(trx, subscriberId)))
            .executeTakeFirst();
          if (taken.numUpdatedRows === 0n) throw new NotYours();
          return notificationId;
        });
      } catch (error) {
        if (error instanceof NotYours) return undefined;
        throw error;
      }
    },
    /**
     * A letter the mail server refused for now whose retry is due, leased to the caller until
     * `until` (one try more counted), or undefined; a paused letter's wait for its resume.
     */
    async claimRetry(now: Date, until: Date): Promise<PendingNotification | undefined> {
      const at = iso(now);
      const due = retriesDue(now).orderBy("n.nextAttemptAt").limit(1);
      const [row] = await db
        .updateTable("notifications")
        .set({ lockedUntil: iso(until), attempts: sql<number>`attempts + 1` })
        .where("id", "in", due)
        // Unchanged since it was read: another process did not take it meanwhile.
        .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", at)]))
        .returning(["id", "mail", "attempts"])
        .execute();
      return row && { ...row, mail: JSON.parse(row.mail) as StoredMail };
    },
    /** Whether a letter's retry is due (so the sender takes a turn only when it has something to send). */
    retryDue: async (now: Date) => (await retriesDue(now).limit(1).executeTakeFirst()) !== undefined,
    /** Marks a sending issue sent once no delivery waits; whether it did. */
    async finishIfDone(id: number, now: Date) {
      const waiting = db
        .selectFrom("newsletterDeliveries")
        .select("subscriberId")
        .where("issueId", "=", id)
        .where("status", "=", "waiting");
      const finish = db
        .updateTable("newsletterIssues")
        .set({ status: "sent", finishedAt: iso(now) })
        .where("id", "=", id)
        .where("status", "=", "sending")
        .where((eb) => eb.not(eb.exists(waiting)));
      return (await finish.executeTakeFirst()).numUpdatedRows > 0n;
    },
    async progress(id: number, now: Date): Promise<IssueProgress> {
      const at = iso(now);
      const state = sql<string>`CASE
        WHEN d.status <> 'queued' THEN d.status
        WHEN n.status = 'delivered' THEN 'sent'
        WHEN n.refused_at IS NOT NULL THEN 'refused'
        WHEN n.last_error IS NOT NULL THEN 'failed'
        WHEN n.locked_until > ${at} THEN 'sending'
        ELSE 'interrupted' END`;
      const states = db
        .selectFrom("newsletterDeliveries as d")
        .leftJoin("notifications as n", "n.id", "d.notificationId")
        .select(state.as("state"))
        .where("d.issueId", "=", id);
      const rows = await db
        .selectFrom(states.as("deliveries"))
        .select(({ fn }) => ["state", fn.countAll<number>().as("count")])
        .groupBy("state")
        .execute();
      const left = await db
        .selectFrom("newsletterDeliveries as d")
        .innerJoin("newsletterSubscribers as s", "s.id", "d.subscriberId")
        .innerJoin("newsletterIssues as i", "i.id", "d.issueId")
        .select(({ fn }) => fn.countAll<number>().as("count"))
        .where("d.issueId", "=", id)
        .whereRef("s.unsubscribedAt", ">=", "i.sendStartedAt")
        .executeTakeFirstOrThrow();
      const of = (name: string) => Number(rows.find((row) => row.state === name)?.count ?? 0);
      return {
        recipients: rows.reduce((sum, row) => sum + Number(row.count), 0),
        waiting: of("waiting"),
        sending: of("sending"),
        sent: of("sent"),
        failed: of("failed"),
        refused: of("refused"),
        interrupted: of("interrupted"),
        skipped: of("skipped"),
        unsubscribedSince: Number(left.count),
      };
    },
    /** The issue's mail the mail server refused (tried again, or refused for good), with the reason, at most `limit`. */
    failures: (id: number, limit: number): Promise<DeliveryFailure[]> =>
      db
        .selectFrom("newsletterDeliveries as d")
        .innerJoin("notifications as n", "n.id", "d.notificationId")
        .innerJoin("newsletterSubscribers as s", "s.id", "d.subscriberId")
        .select([
          "s.email",
          "n.lastError as reason",
          sql<string | null>`CASE WHEN n.refused_at IS NULL THEN n.next_attempt_at END`.as("nextTryAt"),
        ])
        .where("d.issueId", "=", id)
        .where("n.status", "=", "pending")
        .where("n.lastError", "is not", null)
        .orderBy("s.email")
        .limit(limit)
        .execute() as Promise<DeliveryFailure[]>,
  };
}

export type NewsletterStore = ReturnType<typeof createNewsletterStore>;
