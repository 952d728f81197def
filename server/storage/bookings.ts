// The consultations' rows: bookings (a seat at a time, made with the enquiry it is), their further
// manage links, reminders and changes, and the owner's blocks of the calendar.
import { sql, type Selectable } from "kysely";
import { stageBeforeConsultation } from "../../common/office.ts";
import { changed, doNothing, iso, plusOne, type Database, type Db, type Engine, type Time } from "./database.ts";
import { insertSubmission, queueEnquiryMail } from "./enquiries.ts";
import { openLeadOf } from "./office.ts";
import { queueMail, sentToday } from "./outbox.ts";
import {
  SlotTaken,
  type BlockRow,
  type BookingRow,
  type BookingVersion,
  type ChangeMail,
  type EnquiryMail,
  type NewBooking,
  type NewSubmission,
  type OutgoingMail,
  type QueuedChange,
  type StoredMail,
  type QueuedMail,
  type TimeRange,
} from "./types.ts";

/** Whether a new booking from an address may be made beside its upcoming ones (oldest first): the one it may not, if any. */
export type BookingConflict = (upcoming: BookingRow[]) => BookingRow | undefined;
/** The lead a booking made in the office goes to: this one, or the person's open lead (a new one when none). */
export type LeadOfBooking = number | "samePerson";

type Span = { startAt: Time; endAt: Time };
const asRange = <R extends Span>({ startAt: a, endAt: b, ...row }: R) => ({
  ...row,
  start: new Date(a),
  end: new Date(b),
});
type BookingRecord = Selectable<Database["bookings"]>;
const bookingRow = ({ startAt: start, endAt: end, ...row }: BookingRecord) => ({ ...row, start, end });

/** The booking as the caller read it: still confirmed, and unchanged since. */
const currentVersion = (booking: { id: number; sequence: number }) =>
  ({ id: booking.id, sequence: booking.sequence, status: "confirmed" }) as const;

/**
 * Queues a booking change's two mails (they count toward no daily limit: the visitor asked for the
 * change, or the owner made it), and notes the change in the lead's history in the words of
 * the owner's subject ("Consultation cancelled: #12 Sam Lee, Sat 28 Nov, 9:00 AM").
 */
async function enqueueChange(db: Db, submissionId: number, mail: ChangeMail, now: Date, until: Date) {
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
    // Someone the office booked without an e-mail address is told by the office itself.
    visitorId: mail.visitor.to ? await queueMail(db, { submissionId }, mail.visitor, now, until) : undefined,
  };
}

/**
 * A lead whose consultation was cancelled leaves the stage "consultation" for the one it had before
 * (common/office.ts), noted in its history; a lead moved on since (estimate, won, lost) stays.
 */
async function leaveConsultationStage(db: Db, submissionId: number, now: Date) {
  const lead = await db.selectFrom("leads").select("stage").where("submissionId", "=", submissionId).executeTakeFirst();
  if (lead?.stage !== "consultation") return;
  const history = await db
    .selectFrom("leadEvents")
    .select("stage")
    .where("submissionId", "=", submissionId)
    .where("kind", "=", "stage")
    .orderBy("id")
    .execute();
  const stage = stageBeforeConsultation(history.flatMap((event) => (event.stage ? [event.stage] : [])));
  await db
    .updateTable("leads")
    .set({ stage, updatedAt: iso(now) })
    .where("submissionId", "=", submissionId)
    .execute();
  const event = {
    submissionId,
    at: iso(now),
    author: "website",
    kind: "stage",
    stage,
    text: "Consultation cancelled",
  } as const;
  await db.insertInto("leadEvents").values(event).execute();
}

/**
 * A consultation booked in the office into a lead that exists: a new or contacted lead moves on to
 * "consultation" (noted in its history, so a cancellation can return it), and the booking is its
 * first answer when it has none. Answers the lead's id.
 */
async function bookedIntoLead(db: Db, submissionId: number, bookedBy: string, now: Date) {
  const lead = await db
    .selectFrom("leads")
    .select(["stage", "firstResponseAt"])
    .where("submissionId", "=", submissionId)
    .executeTakeFirstOrThrow();
  const moved = lead.stage === "new" || lead.stage === "contacted";
  await db
    .updateTable("leads")
    .set({
      updatedAt: iso(now),
      ...(moved && { stage: "consultation" as const }),
      ...(lead.firstResponseAt === null && { firstResponseAt: iso(now) }),
    })
    .where("submissionId", "=", submissionId)
    .execute();
  // A lead further on (an estimate out) keeps its stage; its history says the booking in the website's words.
  const event = moved
    ? ({ author: bookedBy, kind: "stage", stage: "consultation", text: "Booked in the office" } as const)
    : ({
        author: "website",
        kind: "note",
        stage: null,
        text: `Consultation booked in the office by ${bookedBy}`,
      } as const);
  await db
    .insertInto("leadEvents")
    .values({ ...event, submissionId, at: iso(now) })
    .execute();
  return submissionId;
}

export interface BookingStore {
  /**
   * Books the first free seat (1 … capacity) at `booking.start` and, in the same transaction, stores
   * the consultation as a submission with its outbox mail (queued as in saveSubmission, due at once;
   * `mail` is given the new booking's id, which the owner's mail names). A UNIQUE index on
   * (start_at, seat) among confirmed bookings decides between simultaneous bookings: a seat that
   * is taken is skipped, never checked first. Undefined, with nothing stored, when every seat is
   * taken. Bookings from one address (compared without case) are serialized: `conflict` is shown
   * its confirmed ones starting after `now`, each made before this one, and when it names one of
   * them nothing is stored and that one is returned (the rule is the bookings' own, server/bookings/).
   */
  saveBooking(
    booking: NewBooking,
    submission: NewSubmission,
    /** The mail, made once the booking's id and its submission's (the lead's) are known; due at once for any process's outbox worker. */
    mail: (bookingId: number, submissionId: number) => EnquiryMail<StoredMail>,
    capacity: number,
    now: Date,
    conflict: BookingConflict,
    office?: {
      /** Who in the office booked it (taken by phone); a booking made online has none. */
      bookedBy?: string;
      /** The lead it joins, instead of starting one. */
      lead?: LeadOfBooking;
    },
  ): Promise<(QueuedMail & { bookingId: number; submissionId: number }) | { alreadyBooked: BookingRow } | undefined>;
  /**
   * Gives a confirmed booking a further manage link (`manageTokenHash`, the hash of its token; the
   * booking's own link and those given before keep working) and queues `mail`, which carries it,
   * to its recipient, in one transaction. Like an acknowledgement it counts toward the
   * recipient's `dailyLimit` mails in 24 hours: "capped" (nothing changed) past it; "stale" when the
   * booking is no longer confirmed.
   */
  resendManageLink(
    booking: Pick<BookingRow, "id" | "submissionId">,
    manageTokenHash: string,
    mail: { mail: OutgoingMail; recipient: string; dailyLimit: number },
    now: Date,
    leaseUntil: Date,
  ): Promise<{ outcome: "queued"; notificationId: number } | { outcome: "capped" | "stale" }>;
  /** The confirmed bookings that overlap `range`. */
  bookedTimes(range: TimeRange): Promise<TimeRange[]>;
  /** Every booking (by id), or a lead's, or the confirmed ones overlapping a range. */
  listBookings(filter?: {
    bookingId?: number;
    submissionId?: number;
    submissionIds?: number[];
    confirmedIn?: TimeRange;
  }): Promise<BookingRow[]>;
  /** The booking whose manage token (its own, or a further one of resendManageLink) hashes to `manageTokenHash`, if any. */
  findBooking(manageTokenHash: string): Promise<BookingRow | undefined>;
  /**
   * Moves a confirmed booking to the first free seat at another time, guarded by the same UNIQUE
   * index as saveBooking, and in the same transaction bumps its sequence, re-arms its reminder
   * (`to.remindAt`) and queues the change's mail. "taken" when every seat there is; "stale" when
   * the booking is no longer confirmed at `booking.sequence`. Nothing is stored unless "moved".
   */
  rescheduleBooking(
    booking: BookingVersion,
    to: TimeRange & { remindAt: Date | null },
    capacity: number,
    mail: ChangeMail,
    now: Date,
    leaseUntil: Date,
  ): Promise<({ outcome: "moved" } & QueuedChange) | { outcome: "taken" | "stale" }>;
  /**
   * Cancels a booking still confirmed at `booking.sequence`, which frees its seat and its reminder,
   * bumps its sequence and queues the change's mail, in one transaction; undefined ("stale") otherwise.
   */
  cancelBooking(
    booking: BookingVersion,
    mail: ChangeMail,
    now: Date,
    leaseUntil: Date,
  ): Promise<QueuedChange | undefined>;
  /** Confirmed bookings whose reminder is due at `now`. */
  dueReminders(now: Date): Promise<BookingRow[]>;
  /**
   * Disarms the booking's reminder, if it is still confirmed and armed for `remindAt`, and in the
   * same transaction queues `mail` (leased to the caller); undefined when another process got there
   * first or the booking changed meanwhile. Without `mail` (a reminder too late to send) it only disarms.
   */
  takeReminder(
    booking: Pick<BookingRow, "id" | "submissionId" | "remindAt">,
    mail: OutgoingMail | undefined,
    now: Date,
    leaseUntil: Date,
  ): Promise<{ notificationId: number | undefined } | undefined>;
  addBlock(block: TimeRange & { reason: string }, now: Date): Promise<{ id: number }>;
  removeBlock(id: number): Promise<BlockRow | undefined>;
  /** The owner's blocks that overlap `range`. */
  listBlocks(range: TimeRange): Promise<BlockRow[]>;
}

export function createBookingStore(db: Db, engine: Engine): BookingStore {
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  const bookings = (from: Db = db) => from.selectFrom("bookings").selectAll();
  return {
    async saveBooking(
      { start, end, remindAt, ...booking },
      submission,
      mail,
      capacity,
      now,
      conflict,
      { bookedBy, lead } = {},
    ) {
      const times = { startAt: iso(start), endAt: iso(end), remindAt: remindAt && iso(remindAt), createdAt: iso(now) };
      try {
        return await transaction(async (trx) => {
          // Bookings from one address wait here for each other, so each sees the one before it.
          // (Someone the office books without an address has no other bookings to be told of.)
          await engine.lock(trx, "address", booking.email.toLowerCase() || "office booking");
          if (booking.email) {
            const upcoming = bookings(trx).where("status", "=", "confirmed").where("startAt", ">", iso(now));
            const sameAddress = upcoming.where(sql<boolean>`lower(email) = lower(${booking.email})`);
            const existing = conflict((await sameAddress.orderBy("startAt").execute()).map(bookingRow));
            if (existing) return { alreadyBooked: existing };
          }
          const joined = lead === "samePerson" ? (await openLeadOf(trx, booking))?.id : lead;
          const submissionId =
            joined === undefined
              ? await insertSubmission(trx, submission, now, { bookedBy })
              : await bookedIntoLead(trx, joined, bookedBy ?? "website", now);
          for (let seat = 1; seat <= capacity; seat++) {
            // A seat being booked by another transaction makes this wait for its outcome; DO NOTHING
            // (rather than an error) keeps this transaction usable for the next seat.
            const values = { ...booking, ...times, submissionId, seat };
            const row = await trx.insertInto("bookings").values(values).onConflict(doNothing).returning("id").execute();
            const bookingId = row[0]?.id;
            if (bookingId)
              return {
                bookingId,
                submissionId,
                ...(await queueEnquiryMail(trx, engine, submissionId, mail(bookingId, submissionId), now)),
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
        if ((await sentToday(trx, engine, to, now)) >= dailyLimit) return { outcome: "capped" as const };
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
        if (!changed(result)) return undefined;
        const queued = await enqueueChange(trx, booking.submissionId, mail, now, until);
        await leaveConsultationStage(trx, booking.submissionId, now);
        return queued;
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
    async removeBlock(id) {
      const removed = await db
        .deleteFrom("bookingBlocks")
        .where("id", "=", id)
        .returning(["id", "startAt", "endAt", "reason"])
        .executeTakeFirst();
      return removed && asRange(removed);
    },
    async listBlocks(range) {
      const [from, to] = [iso(range.start), iso(range.end)];
      const blocks = db.selectFrom("bookingBlocks").select(["id", "startAt", "endAt", "reason"]);
      return (await blocks.where("startAt", "<", to).where("endAt", ">", from).orderBy("startAt").execute()).map(
        asRange,
      );
    },
  };
}
