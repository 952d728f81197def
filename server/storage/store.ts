// Every query, written once for SQLite and PostgreSQL (Kysely). What the two engines do differently
// (the driver, row locks, the unique-violation code, column types) is in their modules, sqlite.ts
// and postgres.ts; the schema and its history are in migrations.ts.
import {
  CamelCasePlugin,
  Kysely,
  sql,
  type Dialect,
  type Generated,
  type Selectable,
  type SelectQueryBuilder,
} from "kysely";
import { migrateToLatest } from "./migrations.ts";
import {
  ACKNOWLEDGEMENT_WINDOW_MS,
  SlotTaken,
  type BookingRow,
  type BookingStatus,
  type ChangeMail,
  type EnquiryMail,
  type NewSubmission,
  type OutgoingMail,
  type Store,
  type SubscriberRow,
  type SubscriberStatus,
} from "./types.ts";

/**
 * A time, as a UTC ISO string (Date.toISOString) on both engines: SQLite stores the text, so equal
 * instants are equal text and sort in order; PostgreSQL stores timestamptz and reads it back so.
 */
type Time = string;
type Id = Generated<number>;

/** The tables, with columns named as the code sees them: snake_case in the database (CamelCasePlugin). */
export interface Database {
  contactSubmissions: NewSubmission & { id: Id; createdAt: Time };
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
  };
  newsletterSubscribers: Omit<SubscriberRow, "id" | "status"> & {
    id: Id;
    status: Generated<SubscriberStatus>;
    pendingSince: Time;
    confirmationsSent: Generated<number>;
  };
  bookings: Omit<BookingRow, "id" | "start" | "end" | "status" | "sequence"> & {
    id: Id;
    startAt: Time;
    endAt: Time;
    status: Generated<BookingStatus>;
    sequence: Generated<number>;
  };
  bookingBlocks: { id: Id; startAt: Time; endAt: Time; reason: string; createdAt: Time };
  siteSecrets: { name: string; value: string; createdAt: Time };
}

type Db = Kysely<Database>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row lock applies to any select
type AnySelect = SelectQueryBuilder<any, any, any>;

/** What differs between the engines: one small module each. */
export type Engine = {
  kind: Store["kind"];
  dialect: Dialect;
  /** Column types for the migrations: the id (with its primary key), a reference to one, a time, a JSON document. */
  types: Record<"id" | "ref" | "time" | "json", string>;
  /** Locks the rows a transaction reads before it changes them (SQLite's write transaction already holds the file). */
  forUpdate<Q extends AnySelect>(query: Q): Q;
  /** The same, passing over rows another transaction holds: two workers never lease the same mail. */
  forUpdateSkipLocked<Q extends AnySelect>(query: Q): Q;
  /** Holds simultaneous enquiries from one address in line, so each counts the others' acknowledgements. */
  lockRecipient(db: Db, recipient: string): Promise<void>;
  isUniqueViolation(error: unknown): boolean;
};

const iso = (date: Date) => date.toISOString();
const asRange = <T extends { startAt: Time; endAt: Time }>({ startAt, endAt, ...row }: T) => ({
  ...row,
  start: new Date(startAt),
  end: new Date(endAt),
});
const bookingRow = ({ startAt, endAt, ...row }: Selectable<Database["bookings"]>): BookingRow => ({
  ...row,
  start: startAt,
  end: endAt,
});
const changed = (result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }) => Object.values(result)[0] > 0n;

/** The booking as the caller read it: still confirmed, and unchanged since. */
const currentVersion = (booking: { id: number; sequence: number }) =>
  ({ id: booking.id, sequence: booking.sequence, status: "confirmed" }) as const;

type MailOwner = { submissionId: number } | { subscriberId: number };

/** Queues one mail in the outbox, leased to the caller until `leaseUntil`; the caller holds the transaction. */
async function queueMail(
  db: Db,
  owner: MailOwner,
  mail: OutgoingMail,
  recipient: string | null,
  now: Date,
  until: Date,
) {
  const { messageId } = mail;
  const times = { nextAttemptAt: iso(now), lockedUntil: iso(until), createdAt: iso(now) };
  const values = { ...owner, ...times, messageId, mail: JSON.stringify(mail), recipient, attempts: 1 };
  return (await db.insertInto("notifications").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

/** A change's two mails; they count toward no daily limit (the visitor asked for the change, or the owner made it). */
const enqueueChange = async (db: Db, submissionId: number, mail: ChangeMail, now: Date, leaseUntil: Date) => ({
  ownerId: await queueMail(db, { submissionId }, mail.owner, null, now, leaseUntil),
  visitorId: await queueMail(db, { submissionId }, mail.visitor, null, now, leaseUntil),
});

/** The submission row and its leased outbox mail; the caller holds the transaction. */
async function insertSubmission(
  db: Db,
  engine: Engine,
  submission: NewSubmission,
  mail: EnquiryMail,
  now: Date,
  leaseUntil: Date,
) {
  const values = { ...submission, createdAt: iso(now) };
  const { id } = await db.insertInto("contactSubmissions").values(values).returning("id").executeTakeFirstOrThrow();
  const enqueue = (outgoing: OutgoingMail, recipient: string | null) =>
    queueMail(db, { submissionId: id }, outgoing, recipient, now, leaseUntil);

  const notificationId = await enqueue(mail.notification, null);
  let acknowledgementId: number | undefined;
  const acknowledgement = mail.acknowledgement;
  if (acknowledgement) {
    const recipient = acknowledgement.recipient.toLowerCase();
    await engine.lockRecipient(db, recipient);
    const { count } = await db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("recipient", "=", recipient)
      .where("createdAt", ">", iso(new Date(now.getTime() - ACKNOWLEDGEMENT_WINDOW_MS)))
      .executeTakeFirstOrThrow();
    if (count < acknowledgement.dailyLimit) acknowledgementId = await enqueue(acknowledgement.mail, recipient);
  }
  return { submissionId: id, notificationId, acknowledgementId };
}

export function createKyselyStore(engine: Engine): Store {
  const db = new Kysely<Database>({ dialect: engine.dialect, plugins: [new CamelCasePlugin()] });
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  const bookings = () => db.selectFrom("bookings").selectAll();
  const subscriber = (trx: Db, email: string) =>
    trx.selectFrom("newsletterSubscribers").selectAll().where("email", "=", email).$call(engine.forUpdate);

  return {
    kind: engine.kind,

    migrate: () => migrateToLatest(db.withoutPlugins(), engine),

    saveSubmission: (submission, mail, now, leaseUntil) =>
      transaction((trx) => insertSubmission(trx, engine, submission, mail, now, leaseUntil)),

    async saveBooking({ start, end, remindAt, ...booking }, submission, mail, capacity, now, leaseUntil) {
      try {
        return await transaction(async (trx) => {
          const { submissionId, ...queued } = await insertSubmission(trx, engine, submission, mail, now, leaseUntil);
          const times = {
            startAt: iso(start),
            endAt: iso(end),
            remindAt: remindAt && iso(remindAt),
            createdAt: iso(now),
          };
          for (let seat = 1; seat <= capacity; seat++) {
            // A seat being booked by another transaction makes this wait for its outcome; DO NOTHING
            // (rather than an error) keeps this transaction usable for the next seat.
            const row = await trx
              .insertInto("bookings")
              .values({ ...booking, ...times, submissionId, seat })
              .onConflict((conflict) => conflict.doNothing())
              .returning("id")
              .executeTakeFirst();
            if (row) return { bookingId: row.id, ...queued };
          }
          throw new SlotTaken();
        });
      } catch (error) {
        if (error instanceof SlotTaken) return undefined;
        throw error;
      }
    },

    async bookedTimes(range) {
      const rows = await db
        .selectFrom("bookings")
        .select(["startAt", "endAt"])
        .where((eb) => eb.and([eb("status", "=", "confirmed"), eb("startAt", "<", iso(range.end))]))
        .where("endAt", ">", iso(range.start))
        .execute();
      return rows.map(asRange);
    },

    listBookings: async () => (await bookings().orderBy("id").execute()).map(bookingRow),

    findBooking: async (manageTokenHash) => {
      const row = await bookings().where("manageTokenHash", "=", manageTokenHash).executeTakeFirst();
      return row && bookingRow(row);
    },

    rescheduleBooking: ({ submissionId, ...booking }, to, capacity, mail, now, leaseUntil) =>
      transaction(async (trx) => {
        const version = currentVersion(booking);
        const current = await trx
          .selectFrom("bookings")
          .select("id")
          .where((eb) => eb.and(version));
        if (!(await current.$call(engine.forUpdate).executeTakeFirst())) return { outcome: "stale" as const };
        const times = { startAt: iso(to.start), endAt: iso(to.end), remindAt: to.remindAt && iso(to.remindAt) };
        for (let seat = 1; seat <= capacity; seat++) {
          // A unique violation aborts the statement (and, on PostgreSQL, the transaction); the
          // savepoint keeps the transaction usable for the next seat.
          await sql`SAVEPOINT seat`.execute(trx);
          try {
            await trx
              .updateTable("bookings")
              .set((eb) => ({ ...times, seat, sequence: eb("sequence", "+", 1) }))
              .where((eb) => eb.and(version))
              .execute();
            await sql`RELEASE SAVEPOINT seat`.execute(trx);
            return { outcome: "moved" as const, ...(await enqueueChange(trx, submissionId, mail, now, leaseUntil)) };
          } catch (error) {
            if (!engine.isUniqueViolation(error)) throw error;
            await sql`ROLLBACK TO SAVEPOINT seat`.execute(trx);
          }
        }
        return { outcome: "taken" as const };
      }),

    cancelBooking: (booking, mail, now, leaseUntil) =>
      transaction(async (trx) => {
        const result = await trx
          .updateTable("bookings")
          .set((eb) => ({ status: "cancelled", remindAt: null, sequence: eb("sequence", "+", 1) }))
          .where((eb) => eb.and(currentVersion(booking)))
          .executeTakeFirst();
        return changed(result) ? enqueueChange(trx, booking.submissionId, mail, now, leaseUntil) : undefined;
      }),

    dueReminders: async (now) =>
      (
        await bookings()
          .where((eb) => eb.and([eb("remindAt", "<=", iso(now)), eb("status", "=", "confirmed")]))
          .orderBy("remindAt")
          .execute()
      ).map(bookingRow),

    takeReminder: ({ id, submissionId, remindAt }, mail, now, leaseUntil) =>
      transaction(async (trx) => {
        const taken = await trx
          .updateTable("bookings")
          .set({ remindAt: null })
          .where((eb) => eb.and({ id, remindAt, status: "confirmed" }))
          .executeTakeFirst();
        if (!changed(taken)) return undefined;
        return { notificationId: mail && (await queueMail(trx, { submissionId }, mail, null, now, leaseUntil)) };
      }),

    addBlock: ({ start, end, reason }, now) =>
      db
        .insertInto("bookingBlocks")
        .values({ startAt: iso(start), endAt: iso(end), reason, createdAt: iso(now) })
        .returning("id")
        .executeTakeFirstOrThrow(),

    removeBlock: async (id) => ({
      removed: changed(await db.deleteFrom("bookingBlocks").where("id", "=", id).executeTakeFirst()),
    }),

    async listBlocks(range) {
      const rows = await db
        .selectFrom("bookingBlocks")
        .select(["id", "startAt", "endAt", "reason"])
        .where((eb) => eb.and([eb("startAt", "<", iso(range.end)), eb("endAt", ">", iso(range.start))]))
        .orderBy("startAt")
        .execute();
      return rows.map(asRange);
    },

    async claimDueNotifications(now, leaseUntil, limit) {
      const due = db
        .selectFrom("notifications")
        .select("id")
        .where((eb) => eb.and([eb("status", "=", "pending"), eb("nextAttemptAt", "<=", iso(now))]))
        .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", iso(now))]))
        .orderBy("id")
        .limit(limit);
      const rows = await db
        .updateTable("notifications")
        .set((eb) => ({ lockedUntil: iso(leaseUntil), attempts: eb("attempts", "+", 1) }))
        .where("id", "in", due.$call(engine.forUpdateSkipLocked))
        .returning(["id", "mail", "attempts"])
        .execute();
      return rows.map((row) => ({ ...row, mail: JSON.parse(row.mail) as OutgoingMail }));
    },

    async markDelivered(id, now) {
      const delivered = { status: "delivered", deliveredAt: iso(now), lockedUntil: null, lastError: null } as const;
      await db.updateTable("notifications").set(delivered).where("id", "=", id).execute();
    },

    async markFailed(id, error, nextAttemptAt) {
      const failed = { lockedUntil: null, lastError: error.slice(0, 1000), nextAttemptAt: iso(nextAttemptAt) };
      await db
        .updateTable("notifications")
        .set(failed)
        .where((eb) => eb.and({ id, status: "pending" }))
        .execute();
    },

    requestSubscription: (email, confirmation, limit, now, leaseUntil) =>
      transaction(async (trx) => {
        await trx
          .insertInto("newsletterSubscribers")
          .values({ email, createdAt: iso(now), pendingSince: iso(now) })
          .onConflict((conflict) => conflict.column("email").doNothing())
          .execute();
        // The row lock makes simultaneous Subscribes for one address count each other's confirmations.
        const row = await subscriber(trx, email).executeTakeFirstOrThrow();
        const update = trx.updateTable("newsletterSubscribers").where("id", "=", row.id);
        if (row.status === "confirmed") return { status: row.status, notificationId: undefined };
        if (row.status === "unsubscribed" || row.pendingSince <= iso(new Date(now.getTime() - limit.periodMs))) {
          await update.set({ status: "pending", pendingSince: iso(now), confirmationsSent: 0 }).execute();
          row.confirmationsSent = 0;
        }
        if (row.confirmationsSent >= limit.perPeriod) return { status: "pending" as const, notificationId: undefined };
        await update.set((eb) => ({ confirmationsSent: eb("confirmationsSent", "+", 1) })).execute();
        const notificationId = await queueMail(trx, { subscriberId: row.id }, confirmation, null, now, leaseUntil);
        return { status: "pending" as const, notificationId };
      }),

    confirmSubscription: (email, issuedAt, welcome, now, leaseUntil) =>
      transaction(async (trx) => {
        const row = await subscriber(trx, email).executeTakeFirst();
        if (row?.status === "confirmed") return { outcome: "already-confirmed" as const, notificationId: undefined };
        if (row?.status !== "pending" || row.pendingSince > iso(issuedAt))
          return { outcome: "stale" as const, notificationId: undefined };
        const confirmed = { status: "confirmed", confirmedAt: iso(now), unsubscribedAt: null } as const;
        await trx.updateTable("newsletterSubscribers").set(confirmed).where("id", "=", row.id).execute();
        const notificationId = await queueMail(trx, { subscriberId: row.id }, welcome, null, now, leaseUntil);
        return { outcome: "confirmed" as const, notificationId };
      }),

    async unsubscribe(email, now) {
      const result = await db
        .updateTable("newsletterSubscribers")
        .set({ status: "unsubscribed", unsubscribedAt: iso(now) })
        .where((eb) => eb.and([eb("email", "=", email), eb("status", "<>", "unsubscribed")]))
        .executeTakeFirst();
      return { unsubscribed: changed(result) };
    },

    findSubscriber: (email) =>
      db
        .selectFrom("newsletterSubscribers")
        .select(["id", "email", "status", "createdAt", "confirmedAt", "unsubscribedAt"])
        .where("email", "=", email)
        .executeTakeFirst(),

    // The first candidate ever offered wins; a simultaneous offer waits for its commit, then reads it.
    async linkSecret(candidate) {
      await db
        .insertInto("siteSecrets")
        .values({ name: "links", value: candidate, createdAt: iso(new Date()) })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const secrets = db.selectFrom("siteSecrets").select("value").where("name", "=", "links");
      return (await secrets.executeTakeFirstOrThrow()).value;
    },

    listSubmissions: () =>
      db
        .selectFrom("contactSubmissions")
        .select(["id", "kind", "name", "email", "phone", "message", "createdAt"])
        .orderBy("id")
        .execute(),

    listSubscribers: async () =>
      (
        await db
          .selectFrom("newsletterSubscribers")
          .select(["id", "email", "confirmedAt"])
          .where("status", "=", "confirmed")
          .orderBy("confirmedAt")
          .orderBy("id")
          .execute()
      ).map((row) => ({ ...row, confirmedAt: row.confirmedAt! })),

    async outboxCounts() {
      const rows = await db
        .selectFrom("notifications")
        .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute();
      const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { pending: count("pending"), delivered: count("delivered") };
    },

    close: () => db.destroy(),
  };
}
