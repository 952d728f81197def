// Every query, written once for SQLite and PostgreSQL (Kysely). What the two engines do differently
// (the driver, row locks, the unique-violation code, column types) is in their modules, sqlite.ts
// and postgres.ts; the schema and its history are in migrations.ts.
import { CamelCasePlugin, Kysely, sql } from "kysely";
import type { Dialect, Generated, OnConflictBuilder, Selectable, SelectQueryBuilder } from "kysely";
import { migrateToLatest } from "./migrations.ts";
import { createContentStore, type ContentTables } from "./content.ts";
import { createNewsletterStore, type NewsletterTables } from "./newsletter.ts";
import { createOfficeStore, submissionSearchText, type OfficeTables } from "./office.ts";
import { ACKNOWLEDGEMENT_WINDOW_MS, REPEAT_WINDOW_MS, SlotTaken, type Store } from "./types.ts";
import type * as T from "./types.ts";

/**
 * A time as a UTC ISO string (toISOString) on both engines: SQLite stores the text, so equal instants
 * are equal text and sort in order; PostgreSQL stores timestamptz and reads it back as such a string.
 */
type Time = string;
type Id = Generated<number>;

/** The tables, with columns named as the code sees them: snake_case in the database (CamelCasePlugin). */
export interface Database extends OfficeTables, NewsletterTables, ContentTables {
  /** `searchText`: what the office's search looks in, folded (searchFolded). */
  contactSubmissions: T.NewSubmission & { id: Id; createdAt: Time; searchText: string };
  /** The outbox; `mail` is the OutgoingMail as JSON text, `recipient` set on acknowledgements only. */
  notifications: {
    id: Id;
    submissionId: number | null;
    subscriberId: number | null;
    messageId: string;
    mail: string;
    status: Generated<"pending" | "delivered">;
    attempts: Generated<number>;
    nextAttemptAt: Time;
    lockedUntil: Time | null;
    lastError: string | null;
    createdAt: Time;
    deliveredAt: Time | null;
    recipient: string | null;
    refusedAt: Time | null;
  };
  newsletterSubscribers: Omit<T.SubscriberRow, "id" | "status"> & {
    id: Id;
    status: Generated<T.SubscriberStatus>;
    pendingSince: Time;
    confirmationsSent: Generated<number>;
  };
  bookings: Omit<T.BookingRow, "id" | "start" | "end" | "status" | "sequence"> & {
    id: Id;
    startAt: Time;
    endAt: Time;
    status: Generated<T.BookingStatus>;
    sequence: Generated<number>;
  };
  bookingBlocks: { id: Id; startAt: Time; endAt: Time; reason: string; createdAt: Time };
  siteSecrets: { name: string; value: string; createdAt: Time };
  /** Further manage links to a booking (their tokens' hashes), mailed when its address tries to book again. */
  bookingLinks: { tokenHash: string; bookingId: number; createdAt: Time };
}

type Db = Kysely<Database>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row lock applies to any select
type AnySelect = SelectQueryBuilder<any, any, any>;

/** What differs between the engines: one small module each. */
export type Engine = {
  kind: Store["kind"];
  dialect: Dialect;
  /** Column types for the migrations: the id (with its primary key), a reference to one, a time, a JSON document, bytes. */
  types: Record<"id" | "ref" | "time" | "json" | "blob", string>;
  /** Locks the rows a transaction reads before it changes them (SQLite's write transaction already holds the file). */
  forUpdate<Q extends AnySelect>(query: Q): Q;
  /** The same, passing over rows another transaction holds: two workers never lease the same mail. */
  forUpdateSkipLocked<Q extends AnySelect>(query: Q): Q;
  /** Queues transactions about one key (SQLite's writes are anyway): mail to one recipient, bookings from one address. */
  lock(db: Db, space: "recipient" | "address", key: string): Promise<void>;
  isUniqueViolation(error: unknown): boolean;
};

const iso = (date: Date) => date.toISOString();
type Span = { startAt: Time; endAt: Time };
const asRange = <R extends Span>({ startAt: a, endAt: b, ...row }: R) => ({
  ...row,
  start: new Date(a),
  end: new Date(b),
});
type BookingRecord = Selectable<Database["bookings"]>;
const bookingRow = ({ startAt: start, endAt: end, ...row }: BookingRecord) => ({ ...row, start, end });
const changed = (result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }) => Object.values(result)[0] > 0n;
const plusOne = (column: "sequence" | "attempts" | "confirmationsSent") => sql<number>`${sql.ref(column)} + 1`;
const count = sql<number>`COUNT(*)`.as("count");
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's INSERT
const doNothing = (conflict: OnConflictBuilder<Database, any>) => conflict.doNothing();

const SUBSCRIBER = ["id", "email", "status", "createdAt", "confirmedAt", "unsubscribedAt"] as const;
const SUBMISSION = ["id", "kind", "name", "email", "phone", "message", "createdAt"] as const;

/** The booking as the caller read it: still confirmed, and unchanged since. */
const currentVersion = (booking: { id: number; sequence: number }) =>
  ({ id: booking.id, sequence: booking.sequence, status: "confirmed" }) as const;

/** An enquiry's or a subscriber's mail, or (no owner) a sign-in code's. */
type MailOwner = { submissionId: number } | { subscriberId: number } | Record<string, never>;

/**
 * Queues one mail in the outbox, leased to the caller until `until` (else due now); the caller holds
 * the transaction. `recipient` makes it count toward that address's daily limit; `dueAt` is when the
 * worker may take it up should the caller not send it.
 */
async function queueMail(
  db: Db,
  owner: MailOwner,
  mail: T.StoredMail,
  now: Date,
  until?: Date,
  { recipient, dueAt = now }: { recipient?: string; dueAt?: Date } = {},
) {
  const times = { nextAttemptAt: iso(dueAt), lockedUntil: until ? iso(until) : null, createdAt: iso(now) };
  const attempts = until ? 1 : 0; // a lease is an attempt begun; the worker's claim counts its own
  const values = { ...owner, ...times, messageId: mail.messageId, mail: JSON.stringify(mail), recipient, attempts };
  return (await db.insertInto("notifications").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

/** A change's two mails; they count toward no daily limit (the visitor asked for the change, or the owner made it). */
/**
 * Queues a booking change's two mails, and notes the change in the lead's history in the words of
 * the owner's subject ("Consultation cancelled: #12 Sam Lee, Sat 28 Nov, 9:00 AM").
 */
async function enqueueChange(db: Db, submissionId: number, mail: T.ChangeMail, now: Date, until: Date) {
  const note = {
    submissionId,
    at: iso(now),
    author: "website",
    kind: "note",
    stage: null,
    text: mail.owner.subject,
  } as const;
  await db.insertInto("leadEvents").values(note).execute();
  return {
    ownerId: await queueMail(db, { submissionId }, mail.owner, now, until),
    visitorId: await queueMail(db, { submissionId }, mail.visitor, now, until),
  };
}

export function createKyselyStore(engine: Engine): Store {
  const db = new Kysely<Database>({ dialect: engine.dialect, plugins: [new CamelCasePlugin()] });
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  const bookings = (from: Db = db) => from.selectFrom("bookings").selectAll();
  const subscriber = (trx: Db, email: string) =>
    trx.selectFrom("newsletterSubscribers").selectAll().where("email", "=", email).$call(engine.forUpdate);
  /**
   * Every enquiry is a lead; a booked one starts at the consultation stage, which its history says:
   * booked online, or by phone by someone in the office (`bookedBy`), which is a first response too.
   */
  const insertSubmission = async (trx: Db, submission: T.NewSubmission, now: Date, booked?: { bookedBy?: string }) => {
    const values = { ...submission, createdAt: iso(now), searchText: submissionSearchText(submission) };
    const id = (await trx.insertInto("contactSubmissions").values(values).returning("id").executeTakeFirstOrThrow()).id;
    const stage = booked ? "consultation" : "new";
    const firstResponseAt = booked?.bookedBy ? iso(now) : null;
    await trx
      .insertInto("leads")
      .values({ submissionId: id, stage, firstResponseAt, updatedAt: iso(now) })
      .execute();
    if (booked) {
      const event = {
        submissionId: id,
        at: iso(now),
        author: booked.bookedBy ?? "website",
        kind: "stage",
        stage,
        text: booked.bookedBy ? "Booked by phone" : "Booked online",
      } as const;
      await trx.insertInto("leadEvents").values(event).execute();
    }
    return id;
  };

  /** How many counted mails (acknowledgements, resent manage links) `recipient` (lower-case) had in the past 24 hours. */
  async function sentToday(trx: Db, recipient: string, now: Date) {
    await engine.lock(trx, "recipient", recipient);
    const since = iso(new Date(now.getTime() - ACKNOWLEDGEMENT_WINDOW_MS));
    const sent = trx.selectFrom("notifications").select(count).where("recipient", "=", recipient);
    return (await sent.where("createdAt", ">", since).executeTakeFirstOrThrow()).count;
  }

  /** A submission's leased outbox mail; the caller holds the transaction. */
  async function queueEnquiryMail(
    trx: Db,
    submissionId: number,
    mail: T.EnquiryMail<T.StoredMail>,
    now: Date,
    until?: Date,
  ) {
    const notificationId = await queueMail(trx, { submissionId }, mail.notification, now, until);
    const { acknowledgement } = mail;
    const recipient = acknowledgement?.recipient.toLowerCase();
    const acknowledged = acknowledgement && (await sentToday(trx, recipient!, now)) < acknowledgement.dailyLimit;
    const acknowledgementId = acknowledged
      ? await queueMail(trx, { submissionId }, acknowledgement.mail, now, until, { recipient })
      : undefined;
    return { notificationId, acknowledgementId };
  }

  return {
    kind: engine.kind,
    office: createOfficeStore(db, engine, (trx, mail, now, until) => queueMail(trx, {}, mail, now, until)),
    newsletter: createNewsletterStore(db, engine, (trx, subscriberId, mail, now, until, dueAt) =>
      queueMail(trx, { subscriberId }, mail, now, until, { dueAt }),
    ),
    content: createContentStore(db, engine),
    migrate: (upTo) => migrateToLatest(db.withoutPlugins(), engine, upTo),
    // Enquiries and bookings.
    saveSubmission: (submission, mail, now, until) =>
      transaction(async (trx) => {
        await engine.lock(trx, "address", submission.email.toLowerCase());
        const since = iso(new Date(now.getTime() - REPEAT_WINDOW_MS));
        const { kind, name, email, phone, message } = submission;
        const repeat = await trx
          .selectFrom("contactSubmissions")
          .select("id")
          .where("email", "=", email)
          .where("createdAt", ">", since)
          .where((eb) => eb.and({ kind, name, phone, message }))
          .executeTakeFirst();
        if (repeat) return { repeatOf: repeat.id };
        const submissionId = await insertSubmission(trx, submission, now);
        const ofSubmission = typeof mail === "function" ? mail(submissionId) : mail;
        return { submissionId, ...(await queueEnquiryMail(trx, submissionId, ofSubmission, now, until)) };
      }),
    async saveBooking({ start, end, remindAt, ...booking }, submission, mail, capacity, now, until, bookedBy) {
      const times = { startAt: iso(start), endAt: iso(end), remindAt: remindAt && iso(remindAt), createdAt: iso(now) };
      try {
        return await transaction(async (trx) => {
          // Bookings from one address wait here for each other, so each sees the one before it.
          await engine.lock(trx, "address", booking.email.toLowerCase());
          const upcoming = bookings(trx).where("status", "=", "confirmed").where("startAt", ">", iso(now));
          const sameAddress = upcoming.where(sql<boolean>`lower(email) = lower(${booking.email})`);
          const existing = await sameAddress.orderBy("startAt").executeTakeFirst();
          if (existing) return { alreadyBooked: bookingRow(existing) };
          const submissionId = await insertSubmission(trx, submission, now, { bookedBy });
          for (let seat = 1; seat <= capacity; seat++) {
            // A seat being booked by another transaction makes this wait for its outcome; DO NOTHING
            // (rather than an error) keeps this transaction usable for the next seat.
            const values = { ...booking, ...times, submissionId, seat };
            const row = await trx.insertInto("bookings").values(values).onConflict(doNothing).returning("id").execute();
            const bookingId = row[0]?.id;
            if (bookingId)
              return {
                bookingId,
                ...(await queueEnquiryMail(trx, submissionId, mail(bookingId, submissionId), now, until)),
              };
          }
          throw new SlotTaken();
        });
      } catch (error) {
        if (error instanceof SlotTaken) return undefined;
        throw error;
      }
    },
    async bookedTimes(range) {
      const [from, to] = [iso(range.start), iso(range.end)];
      const confirmed = db.selectFrom("bookings").select(["startAt", "endAt"]).where("status", "=", "confirmed");
      return (await confirmed.where("startAt", "<", to).where("endAt", ">", from).execute()).map(asRange);
    },
    listBookings: async (filter = {}) => {
      let query = bookings();
      if (filter.bookingId !== undefined) query = query.where("id", "=", filter.bookingId);
      if (filter.submissionId !== undefined) query = query.where("submissionId", "=", filter.submissionId);
      if (filter.submissionIds) {
        if (filter.submissionIds.length === 0) return [];
        query = query.where("submissionId", "in", filter.submissionIds);
      }
      if (filter.confirmedIn)
        query = query
          .where("status", "=", "confirmed")
          .where("startAt", "<", iso(filter.confirmedIn.end))
          .where("endAt", ">", iso(filter.confirmedIn.start));
      return (await query.orderBy("id").execute()).map(bookingRow);
    },
    findBooking: async (hash) => {
      const link = db.selectFrom("bookingLinks").select("bookingId").where("tokenHash", "=", hash);
      const booking = bookings().where((eb) => eb.or([eb("manageTokenHash", "=", hash), eb("id", "=", link)]));
      const row = await booking.executeTakeFirst();
      return row && bookingRow(row);
    },
    resendManageLink: ({ id, submissionId }, tokenHash, { mail, recipient, dailyLimit }, now, until) =>
      transaction(async (trx) => {
        const to = recipient.toLowerCase();
        if ((await sentToday(trx, to, now)) >= dailyLimit) return { outcome: "capped" as const };
        const confirmed = bookings(trx).where("id", "=", id).where("status", "=", "confirmed");
        if (!(await confirmed.$call(engine.forUpdate).executeTakeFirst())) return { outcome: "stale" as const };
        const link = { tokenHash, bookingId: id, createdAt: iso(now) };
        await trx.insertInto("bookingLinks").values(link).execute();
        const notificationId = await queueMail(trx, { submissionId }, mail, now, until, { recipient: to });
        return { outcome: "queued" as const, notificationId };
      }),
    rescheduleBooking: ({ submissionId, ...booking }, to, capacity, mail, now, until) =>
      transaction(async (trx) => {
        const version = currentVersion(booking);
        const current = bookings(trx).where((eb) => eb.and(version));
        if (!(await current.$call(engine.forUpdate).executeTakeFirst())) return { outcome: "stale" as const };
        const times = { startAt: iso(to.start), endAt: iso(to.end), remindAt: to.remindAt && iso(to.remindAt) };
        for (let seat = 1; seat <= capacity; seat++) {
          // A unique violation aborts the statement (and, on PostgreSQL, the transaction); the
          // savepoint keeps the transaction usable for the next seat.
          await sql`SAVEPOINT seat`.execute(trx);
          try {
            const move = trx.updateTable("bookings").set({ ...times, seat, sequence: plusOne("sequence") });
            await move.where((eb) => eb.and(version)).execute();
            await sql`RELEASE SAVEPOINT seat`.execute(trx);
            return { outcome: "moved" as const, ...(await enqueueChange(trx, submissionId, mail, now, until)) };
          } catch (error) {
            if (!engine.isUniqueViolation(error)) throw error;
            await sql`ROLLBACK TO SAVEPOINT seat`.execute(trx);
          }
        }
        return { outcome: "taken" as const };
      }),
    cancelBooking: (booking, mail, now, until) =>
      transaction(async (trx) => {
        const cancelled = { status: "cancelled", remindAt: null, sequence: plusOne("sequence") } as const;
        const cancel = trx.updateTable("bookings").set(cancelled);
        const result = await cancel.where((eb) => eb.and(currentVersion(booking))).executeTakeFirst();
        return changed(result) ? enqueueChange(trx, booking.submissionId, mail, now, until) : undefined;
      }),
    dueReminders: async (now) => {
      const due = bookings().where("remindAt", "<=", iso(now)).where("status", "=", "confirmed");
      return (await due.orderBy("remindAt").execute()).map(bookingRow);
    },
    takeReminder: ({ id, submissionId, remindAt }, mail, now, until) =>
      transaction(async (trx) => {
        const disarm = trx.updateTable("bookings").set({ remindAt: null });
        const taken = await disarm.where((eb) => eb.and({ id, remindAt, status: "confirmed" })).executeTakeFirst();
        if (!changed(taken)) return undefined;
        return { notificationId: mail && (await queueMail(trx, { submissionId }, mail, now, until)) };
      }),
    addBlock: ({ start, end, reason }, now) => {
      const values = { startAt: iso(start), endAt: iso(end), reason, createdAt: iso(now) };
      return db.insertInto("bookingBlocks").values(values).returning("id").executeTakeFirstOrThrow();
    },
    removeBlock: async (id) => ({
      removed: changed(await db.deleteFrom("bookingBlocks").where("id", "=", id).executeTakeFirst()),
    }),
    async listBlocks(range) {
      const [from, to] = [iso(range.start), iso(range.end)];
      const blocks = db.selectFrom("bookingBlocks").select(["id", "startAt", "endAt", "reason"]);
      return (await blocks.where("startAt", "<", to).where("endAt", ">", from).orderBy("startAt").execute()).map(
        asRange,
      );
    },
    // The outbox.
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
      return rows.map((row) => ({ ...row, mail: JSON.parse(row.mail) as T.StoredMail }));
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
    // The newsletter.
    requestSubscription: (email, confirmation, limit, now, until) =>
      transaction(async (trx) => {
        const values = { email, createdAt: iso(now), pendingSince: iso(now) };
        await trx.insertInto("newsletterSubscribers").values(values).onConflict(doNothing).execute();
        // The row lock makes simultaneous Subscribes for one address count each other's confirmations.
        const row = await subscriber(trx, email).executeTakeFirstOrThrow();
        const update = trx.updateTable("newsletterSubscribers").where("id", "=", row.id);
        if (row.status === "confirmed") return { status: row.status, notificationId: undefined };
        if (row.status === "unsubscribed" || row.pendingSince <= iso(new Date(now.getTime() - limit.periodMs))) {
          await update.set({ status: "pending", pendingSince: iso(now), confirmationsSent: 0 }).execute();
          row.confirmationsSent = 0;
        }
        if (row.confirmationsSent >= limit.perPeriod) return { status: "pending" as const, notificationId: undefined };
        await update.set({ confirmationsSent: plusOne("confirmationsSent") }).execute();
        const notificationId = await queueMail(trx, { subscriberId: row.id }, confirmation, now, until);
        return { status: "pending" as const, notificationId };
      }),
    confirmSubscription: (email, issuedAt, welcome, now, until) =>
      transaction(async (trx) => {
        const row = await subscriber(trx, email).executeTakeFirst();
        if (row?.status === "confirmed") return { outcome: "already-confirmed" as const, notificationId: undefined };
        if (row?.status !== "pending" || row.pendingSince > iso(issuedAt))
          return { outcome: "stale" as const, notificationId: undefined };
        const confirmed = { status: "confirmed", confirmedAt: iso(now), unsubscribedAt: null } as const;
        await trx.updateTable("newsletterSubscribers").set(confirmed).where("id", "=", row.id).execute();
        const notificationId = await queueMail(trx, { subscriberId: row.id }, welcome, now, until);
        return { outcome: "confirmed" as const, notificationId };
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
    // What the owner's tools list, and the health check counts.
    listSubmissions: () => db.selectFrom("contactSubmissions").select(SUBMISSION).orderBy("id").execute(),
    listSubscribers: async () => {
      const subscribers = db.selectFrom("newsletterSubscribers").select(["id", "email", "confirmedAt"]);
      const confirmed = subscribers.where("status", "=", "confirmed").orderBy("confirmedAt");
      const rows = await confirmed.orderBy("id").execute();
      return rows.map((row) => ({ ...row, confirmedAt: row.confirmedAt! }));
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
    close: () => db.destroy(),
  };
}
