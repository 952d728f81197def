// Consultations booked at a real time: the open slots (GET /api/availability) and the booking
// itself (POST /api/consultation with `start`). A booking passes the same checks as an enquiry
// (honeypot → validation → rate limit), then one transaction takes a seat at that time, stores the
// consultation and queues the owner's notification and the visitor's acknowledgement; the database's UNIQUE index on
// (start_at, seat) is what makes a double booking impossible, also across server processes. A move
// or a cancellation (the visitor's on their manage page, the owner's from `npm run bookings`) is
// one transaction too, with both sides' mail carrying the updated invitation.
import { createHash, randomBytes } from "node:crypto";
import { describeConsultationTime, shortConsultationTime, type AvailabilityConfig } from "../../common/availability.ts";
import { bookingForm, bookingManagePath, notOfferedTime } from "../../common/enquiry.ts";
import { bookingSchema, type BookingSubmission, type EnquiryOrigin } from "../../common/enquiry-schema.ts";
import { siteLink } from "../mail/site-url.ts";
import {
  bookingNumber,
  composeCapNotice,
  composeChangeMail,
  composeExistingBooking,
  ownerBookingSubject,
  visitorBookingSubject,
  type BookingChangeKind,
  type ChangeWords,
} from "./booking-mail.ts";
import { ACKNOWLEDGEMENTS_PER_DAY, leadPageUrl, plainPlaceOf } from "../enquiries/enquiry-mail.ts";
import { consultationInvitations } from "../mail/icalendar.ts";
import { deliverNow } from "../mail/outbox.ts";
import type { MailToRender } from "../mail/message.ts";
import { reminderDue } from "./reminders.ts";
import type { BookingConflict, LeadOfBooking } from "../storage/bookings.ts";
import type { BookingRow, ChangeMail, EnquiryMail, NewBooking, QueuedChange } from "../storage/types.ts";
import { errorText, type Dependencies } from "../dependencies.ts";
import { composeEnquiry, enquiryMailOf, type Detail } from "../enquiries/enquiries.ts";
import { createAdmission, type Refused } from "../admission/admission.ts";
import { createBookingCaps, type BookingCaps } from "./booking-caps.ts";
import {
  bookableDays,
  calendarDay,
  businessDate,
  instantsCovering,
  nearestFree,
  openSlots,
  type AvailabilityDay,
  type Slot,
} from "./slots.ts";

/**
 * Whether a consultation request books a time or asks to be called back: it books when it names a
 * start (anything but nothing or an empty field, which a form sends when no time was picked). The
 * form page and POST /api/consultation both decide by this.
 */
export const asksForBooking = (values: Record<string, unknown>): boolean =>
  values.start !== undefined && values.start !== null && values.start !== "";

/**
 * One address (compared without case) holds at most one upcoming consultation: a second booking is
 * refused with the first one, whose manage link is mailed again (the store serializes one address's
 * bookings, so of simultaneous ones only the first is made).
 */
export const onePerAddress: BookingConflict = (upcoming) => upcoming[0];

/** How many free times a 409 suggests instead of the one that was taken. */
export const NEAREST_SUGGESTIONS = 3;
/** The longest range GET /api/availability answers for, in days. */
export const MAX_AVAILABILITY_DAYS = 62;

/**
 * A booking made. `sent` stays in POST /api/consultation's answer for its clients, as in an
 * enquiry's: the owner's mail went out within the request, which a booking never waits for.
 */
export type Booked = {
  ok: true;
  booking: { start: string; end: string; manageUrl: string };
  sent: false;
  /** The lead it is in: told to the office's booking by phone only, never in the public answer. */
  leadId?: number;
};
/** A booking made, as the office learns of it: with the lead it is in (a new one, or the person's own). */
export type Placed = Booked & { leadId: number };
/** What a booking needs of the person and the visit (the booking form's fields, as checked). */
export type BookingRequest = Omit<BookingSubmission, "start" | keyof EnquiryOrigin> & Partial<EnquiryOrigin>;
/**
 * How many consultations the office may put at one time when it agrees a time with the client:
 * it knows who is free; the public grid keeps to the hours' capacity.
 */
const OFFICE_SEATS = 20;

/**
 * Where a consultation moves to: one of the offered times (its start as posted), or, by the office,
 * any time agreed with the client (whose clashes the office was warned of: server/office/consultation.ts).
 */
export type MoveTarget = { offered: unknown } | { agreed: { start: Date; end: Date } };
/** The start a move asks for; an invalid date when none can be read. */
export const startOf = (target: MoveTarget) =>
  "agreed" in target
    ? target.agreed.start
    : typeof target.offered === "string"
      ? new Date(target.offered)
      : new Date(Number.NaN);

export type BookingOutcome =
  | Booked
  | Refused
  | { ok: false; reason: "taken"; nearest: Slot[] }
  /** The address holds an upcoming consultation; the link to it was mailed there (unless that address's daily limit was reached). */
  | { ok: false; reason: "alreadyBooked" };
export type AvailabilityAnswer =
  | { ok: true; timeZone: string; days: AvailabilityDay[] }
  | { ok: false; reason: "invalid"; fieldErrors: Record<string, string> }
  | { ok: false; reason: "failed" };

/** The hours in force (server/bookings/availability.ts): read anew for every booking; the zone is fixed. */
type BookingDependencies = Dependencies & {
  /** Tells the outbox worker there is mail to deliver now. */
  nudgeOutbox: () => void;
  availability: { timeZone: string; current(): Promise<AvailabilityConfig> };
  caps: BookingCaps;
};
/** What a change to a booking needs: no rate limit or schema check (the owner's command line has neither). */
export type ChangeDependencies = Pick<
  Dependencies,
  "config" | "store" | "mailer" | "log" | "retryBaseMs" | "leaseMs"
> & {
  availability: Pick<AvailabilityConfig, "timeZone">;
};

/** How many times a change is tried on the booking as read anew, when another change to it came in between. */
const CHANGE_ATTEMPTS = 3;

/**
 * Runs `change` on the booking as `read` finds it now while it is confirmed (else `notConfirmed`),
 * and again on a fresh read when the store says another change came in between ("stale").
 */
async function onCurrentBooking<T>(
  read: () => Promise<BookingRow | undefined>,
  notConfirmed: T,
  change: (booking: BookingRow) => Promise<T | "stale">,
): Promise<T> {
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const booking = await read();
    if (booking?.status !== "confirmed") return notConfirmed;
    const outcome = await change(booking);
    if (outcome !== "stale") return outcome;
  }
  throw new Error(`the booking changed ${CHANGE_ATTEMPTS} times while it was being changed`);
}

/**
 * Composes both sides' mail for `change`, has the store apply the change with that mail (one
 * transaction), and sends what it queued at once. "taken" and "stale" as the store said.
 */
async function changeWithMail(
  deps: ChangeDependencies,
  booking: BookingRow,
  change: BookingChangeKind,
  apply: (mail: ChangeMail, now: Date, leaseUntil: Date) => Promise<QueuedChange | "taken" | "stale">,
): Promise<"changed" | "taken" | "stale"> {
  // The office's own change (made with its words) is the lead's first answer: the office stamps it
  // once made (server/office/calendar.ts). Otherwise (the visitor's, the owner's terminal) the lead says.
  const answered =
    change.words !== undefined ||
    ((await deps.store.office.findLead(booking.submissionId))?.firstResponseAt ?? null) !== null;
  const mail = await composeChangeMail(deps.config, deps.availability, booking, change, { answered });
  const now = new Date();
  const queued = await apply(mail, now, new Date(now.getTime() + deps.leaseMs));
  if (typeof queued === "string") return queued;
  await deliverNow(deps, [
    { id: queued.ownerId, mail: mail.owner },
    ...(queued.visitorId === undefined ? [] : [{ id: queued.visitorId, mail: mail.visitor }]),
  ]);
  return "changed";
}

/**
 * Cancels the booking `read` finds, which frees its time and its reminder, and mails both sides
 * the cancellation (METHOD:CANCEL) from the same transaction. False when it was not confirmed.
 */
export const cancelConsultation = async (
  deps: ChangeDependencies,
  read: () => Promise<BookingRow | undefined>,
  by: "visitor" | "owner",
  words?: ChangeWords,
): Promise<boolean> =>
  "changed" ===
  (await onCurrentBooking(read, "not-confirmed" as const, (booking) =>
    changeWithMail(
      deps,
      booking,
      { kind: "cancelled", by, words },
      async (mail, now, leaseUntil) => (await deps.store.cancelBooking(booking, mail, now, leaseUntil)) ?? "stale",
    ),
  ));

/**
 * The visitor keeps the token (in their manage link); the database keeps only its SHA-256, so
 * someone who reads the database cannot manage bookings, and no secret needs configuring. 32
 * random bytes cannot be guessed, so a fast unsalted hash is enough to look the token up by.
 */
export const hashManageToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A booking's details for the mail: the consultation time in words instead of a preferred date and
 * time. Unlike an enquiry's, the acknowledgement repeats the location: it is where we will come,
 * which the visitor should be able to check; but only when it is plainly a place (plainPlaceOf),
 * since the address it goes to is unconfirmed. Otherwise only the owner's mail shows it.
 */
export const bookingDetails = (
  request: Pick<BookingSubmission, "projectType" | "location">,
  when: string,
): Detail[] => [
  { label: "Project Type", value: request.projectType },
  { label: "Location", value: request.location, typed: plainPlaceOf(request.location) === undefined },
  { label: "Consultation time", value: when },
];

export function createBookingService(deps: BookingDependencies) {
  const { store, log, availability: zone } = deps;
  const admit = createAdmission(deps);
  const admitBooking = createBookingCaps({
    rateLimiter: deps.rateLimiter,
    caps: deps.caps,
    async tellOwner(reached) {
      log(`bookings: the ${reached.which} cap was reached (${reached.network}); online bookings are held back`);
      try {
        const mail = await composeCapNotice(deps.config, reached);
        const now = new Date();
        const id = await store.queueNotice(mail, now, new Date(now.getTime() + deps.leaseMs));
        await deliverNow(deps, [{ id, mail }]);
      } catch (error) {
        // The visitor's answer is the refusal either way.
        log(`bookings: could not tell the owner the cap was reached: ${errorText(error)}`);
      }
    },
  });

  /** The slots from `from` to `to` under `config` with the blocks and bookings stored for them. */
  async function slotsBetween(
    config: AvailabilityConfig,
    from: string,
    to: string,
    at: Date,
    { withBookings }: { withBookings: boolean },
  ) {
    const range = instantsCovering(config, from, to);
    const [blocks, bookings] = await Promise.all([
      store.listBlocks(range),
      withBookings ? store.bookedTimes(range) : [],
    ]);
    return openSlots({ config, from, to, now: at, blocks, bookings });
  }

  /** The days from `from` (default today) to `to` (default the last bookable day) with their slots. */
  async function availableSlots(from?: unknown, to?: unknown): Promise<AvailabilityAnswer> {
    const at = new Date();
    let config: AvailabilityConfig;
    try {
      config = await deps.availability.current();
    } catch (error) {
      log(`bookings: could not read availability: ${errorText(error)}`);
      return { ok: false, reason: "failed" };
    }
    const first = from === undefined ? businessDate(config, at) : calendarDay(from);
    const last = to === undefined ? bookableDays(config, at).last : calendarDay(to);
    const fieldErrors: Record<string, string> = {};
    if (!first) fieldErrors.from = "from must be a date like 2026-12-01.";
    if (!last) fieldErrors.to = "to must be a date like 2026-12-31.";
    if (first && last && first.until(last).days < 0) fieldErrors.to = "to must not be before from.";
    if (first && last && first.until(last).days >= MAX_AVAILABILITY_DAYS)
      fieldErrors.to = `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time.`;
    if (!first || !last || Object.keys(fieldErrors).length > 0) return { ok: false, reason: "invalid", fieldErrors };
    try {
      return {
        ok: true,
        timeZone: config.timeZone,
        days: await slotsBetween(config, first.toString(), last.toString(), at, { withBookings: true }),
      };
    } catch (error) {
      log(`bookings: could not read availability: ${errorText(error)}`);
      return { ok: false, reason: "failed" };
    }
  }

  /**
   * Books the consultation at `input.start`. A start that is not one of the offered times (not on
   * the weekly pattern, too soon, too far ahead, on a closed day or blocked) is invalid input
   * (400); an offered time whose places are all taken is "taken" (409) with the nearest free times.
   * Nothing is promised without the database, so a storage failure is "failed" (503).
   */
  async function book(
    input: Record<string, unknown>,
    clientAddress: string,
    /** Someone in the office booking a consultation taken by phone: no rate limit, and the lead's history says who. */
    bookedBy?: string,
  ): Promise<BookingOutcome> {
    const admitted = await admit(
      { schema: bookingSchema, required: bookingForm.required, rateBucket: bookedBy ? null : "enquiry" },
      input,
      clientAddress,
    );
    if (!admitted.ok) return admitted;
    const request = admitted.data;
    const requested = new Date(request.start);
    const at = new Date();
    const day = businessDate(zone, requested).toString();
    /** What the caps counted for this booking, to give back when none is made. */
    let counted: { giveBack(): Promise<void> } | undefined;

    try {
      const config = await deps.availability.current();
      const slot = (await slotsBetween(config, day, day, at, { withBookings: false }))[0]?.slots.find(
        (offered) => Date.parse(offered.start) === requested.getTime(),
      );
      if (!slot)
        return {
          ok: false,
          reason: "invalid",
          fieldErrors: { start: notOfferedTime },
        };

      // Past here a booking may be made: it counts against the caps, and is given back if not made.
      if (!bookedBy) {
        const capped = await admitBooking(clientAddress);
        if (!capped.ok) return { ok: false, reason: "rateLimited", retryAfterSeconds: capped.retryAfterSeconds };
        counted = capped;
      }
      const start = new Date(slot.start);
      const placed = await place(request, { start, end: new Date(slot.end) }, config, at, {
        bookedBy,
        seats: config.capacity,
        // The office's booking of someone who called joins their open lead (the same e-mail or phone).
        lead: bookedBy ? "samePerson" : undefined,
      });
      if (!placed.ok) await counted?.giveBack();
      if (placed.ok) {
        counted = undefined; // made: it stays counted
        // The visitor is told the time as it was offered; the lead's number stays in the office.
        const booking = { ...placed.booking, start: slot.start, end: slot.end };
        return { ok: true, booking, sent: placed.sent, ...(bookedBy && { leadId: placed.leadId }) };
      }
      if (placed.reason === "alreadyBooked") return { ok: false, reason: "alreadyBooked" };
      const last = bookableDays(config, at).last.toString();
      const days = await slotsBetween(config, businessDate(config, at).toString(), last, at, {
        withBookings: true,
      });
      return { ok: false, reason: "taken", nearest: nearestFree(days, start, NEAREST_SUGGESTIONS) };
    } catch (error) {
      log(`bookings: could not book ${request.start}: ${errorText(error)}`);
      await counted?.giveBack().catch(() => {});
      return { ok: false, reason: "failed" };
    }
  }

  /**
   * Makes the booking at `time`: composes both sides' mail (with the calendar invitations; no
   * acknowledgement without an address to send it to), stores the booking with its lead (a new one,
   * or `lead`'s) and sends the mail. "taken" when every one of `seats` there is taken.
   */
  async function place(
    request: BookingRequest,
    { start, end }: { start: Date; end: Date },
    config: AvailabilityConfig,
    at: Date,
    { bookedBy, seats, lead }: { bookedBy?: string; seats: number; lead?: LeadOfBooking },
  ): Promise<Placed | { ok: false; reason: "alreadyBooked" | "taken" }> {
    const when = describeConsultationTime(config, start, end);
    const shortTime = shortConsultationTime(config, start);
    const token = randomBytes(32).toString("base64url");
    const manageUrl = siteLink(bookingManagePath(token));
    const details = bookingDetails(request, when);
    const enquiry = composeEnquiry("consultation", request, details);
    const booking: NewBooking = {
      start,
      end,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phone: request.phone,
      projectType: request.projectType,
      location: request.location,
      notes: request.message,
      manageTokenHash: hashManageToken(token),
      remindAt: request.email ? reminderDue(config, start, at) : null,
    };
    // Both sides get the consultation as an invitation for their calendar.
    const invitations = consultationInvitations(booking, manageUrl, deps.availability.timeZone);
    /**
     * Both sides' mail once the store knows the booking's number and its lead's, kept in the outbox
     * as template calls: the outbox worker renders and sends them, so the request waits for neither.
     */
    const mailFor = (bookingId: number, submissionId: number): EnquiryMail<MailToRender> => {
      const number = bookingNumber(bookingId);
      const { notification, acknowledgement } = enquiryMailOf(
        deps.config,
        {
          kind: "consultation",
          ...enquiry,
          subject: ownerBookingSubject(number, enquiry.name, {
            kind: "booked",
            at: shortTime,
            projectType: request.projectType,
          }),
          fields: [{ label: "Booking", value: number }, ...enquiry.fields],
          leadUrl: leadPageUrl(submissionId),
          // A booking made in the office is the lead's first answer (the store stamps it); one made online is not.
          answered: bookedBy !== undefined,
        },
        {
          firstName: request.firstName,
          details,
          acknowledge: "booking",
          manageUrl,
          acknowledgementSubject: visitorBookingSubject("Consultation booked", shortTime),
        },
      );
      return {
        notification: { ...notification, invitation: invitations.owner },
        // Someone the office books who gave no e-mail address is told by the office itself.
        acknowledgement:
          request.email && acknowledgement
            ? { ...acknowledgement, mail: { ...acknowledgement.mail, invitation: invitations.visitor } }
            : undefined,
      };
    };
    const saved = await store.saveBooking(booking, enquiry.submission, mailFor, seats, at, onePerAddress, {
      bookedBy,
      lead,
    });
    if (saved && "alreadyBooked" in saved) {
      await sendExistingLink(saved.alreadyBooked);
      return { ok: false, reason: "alreadyBooked" };
    }
    if (!saved) return { ok: false, reason: "taken" };
    deps.nudgeOutbox();
    return {
      ok: true,
      booking: { start: start.toISOString(), end: end.toISOString(), manageUrl: bookingManagePath(token) },
      leadId: saved.submissionId,
      // The mail follows from the outbox, as an enquiry's does.
      sent: false,
    };
  }

  /**
   * A consultation the office agreed with the client at any time (not only the offered ones), for
   * `lead` (a lead's number, or the person's open lead): the same booking, mails and invitations as
   * online, with no limit on how many share the time. The caller has checked the fields and warned
   * of clashes (server/office/consultation.ts).
   */
  async function bookAnyTime(
    request: BookingRequest,
    time: { start: Date; end: Date },
    bookedBy: string,
    lead: LeadOfBooking,
  ): Promise<Placed | { ok: false; reason: "alreadyBooked" | "taken" | "failed" }> {
    try {
      const config = await deps.availability.current();
      return await place(request, time, config, new Date(), { bookedBy, seats: OFFICE_SEATS, lead });
    } catch (error) {
      log(`bookings: could not book ${time.start.toISOString()} in the office: ${errorText(error)}`);
      return { ok: false, reason: "failed" };
    }
  }

  /**
   * Mails the address's existing booking a further manage link (its own link's token is not kept,
   * only its hash), counted against the address's daily acknowledgements so a stranger typing it
   * in cannot flood it. A booking cancelled meanwhile gets nothing: the visitor can simply book again.
   */
  async function sendExistingLink(existing: BookingRow) {
    const token = randomBytes(32).toString("base64url");
    const manageUrl = siteLink(bookingManagePath(token));
    const mail = await composeExistingBooking(deps.config, zone, existing, manageUrl);
    const now = new Date();
    const resent = await store.resendManageLink(
      existing,
      hashManageToken(token),
      { mail, recipient: existing.email, dailyLimit: ACKNOWLEDGEMENTS_PER_DAY },
      now,
      new Date(now.getTime() + deps.leaseMs),
    );
    log(`bookings: a second booking for booking #${existing.id}'s address was refused; its link: ${resent.outcome}`);
    if (resent.outcome === "queued") await deliverNow(deps, [{ id: resent.notificationId, mail }]);
  }

  /** What the visitor behind a manage link may see of their booking; nothing for an unknown or altered token. */
  async function find(token: string) {
    const row = await store.findBooking(hashManageToken(token));
    if (!row) return undefined;
    const start = new Date(row.start);
    const end = new Date(row.end);
    return {
      start: row.start,
      end: row.end,
      when: describeConsultationTime(zone, start, end),
      /** "Sat 28 Nov, 9:00 AM", for the question before cancelling. */
      shortWhen: shortConsultationTime(zone, start),
      status: row.status,
      name: `${row.firstName} ${row.lastName}`,
      location: row.location,
    };
  }

  const readByToken = (token: string) => () => store.findBooking(hashManageToken(token));
  const readById = (id: number) => async () => (await store.listBookings({ bookingId: id }))[0];

  /** Cancels the booking behind a manage link, freeing its time and mailing both sides; false when there was nothing to cancel. */
  async function cancel(token: string): Promise<boolean> {
    const cancelled = await cancelConsultation(deps, readByToken(token), "visitor");
    if (cancelled) log("bookings: a consultation was cancelled by its visitor");
    return cancelled;
  }

  /**
   * Moves the booking behind a manage link to another offered time and mails both sides the moved
   * invitation. Not an offered time: invalid; every place there taken meanwhile: "taken", with the
   * nearest free times.
   */
  const reschedule = (token: string, start: unknown) =>
    move(readByToken(token), siteLink(bookingManagePath(token)), { offered: start }, "visitor");

  /**
   * Moves a booking as the office does, by its number (`read` finds it): the same mails and
   * invitation as the visitor's own move. The visitor's mail has no manage link (the office
   * cannot make one: it keeps only hashes), and points to the reply address instead.
   */
  const moveById = (id: number, target: MoveTarget, words: ChangeWords) =>
    move(readById(id), undefined, target, "owner", words);

  async function move(
    read: () => Promise<BookingRow | undefined>,
    manageUrl: string | undefined,
    target: MoveTarget,
    by: "visitor" | "owner",
    words?: ChangeWords,
  ): Promise<{ ok: true } | Refused | { ok: false; reason: "taken"; nearest: Slot[] }> {
    const requested = startOf(target);
    if (Number.isNaN(requested.getTime()))
      return { ok: false, reason: "missing", fieldErrors: { start: "Please choose a new time." } };
    const at = new Date();
    try {
      const config = await deps.availability.current();
      let to = "agreed" in target ? target.agreed : undefined;
      if (!to) {
        const day = businessDate(config, requested).toString();
        const slot = (await slotsBetween(config, day, day, at, { withBookings: false }))[0]?.slots.find(
          (offered) => Date.parse(offered.start) === requested.getTime(),
        );
        if (!slot) return { ok: false, reason: "invalid", fieldErrors: { start: notOfferedTime } };
        to = { start: new Date(slot.start), end: new Date(slot.end) };
      }
      // An agreed time may share its hour with others, as one booked in the office may.
      const seats = "agreed" in target ? OFFICE_SEATS : config.capacity;
      const moved = await onCurrentBooking(read, "not-confirmed" as const, (booking) =>
        changeWithMail(deps, booking, { kind: "moved", to, manageUrl, by, words }, async (mail, now, leaseUntil) => {
          const remindAt = reminderDue(config, to.start, now);
          const result = await store.rescheduleBooking(booking, { ...to, remindAt }, seats, mail, now, leaseUntil);
          return result.outcome === "moved" ? result : result.outcome;
        }),
      );
      if (moved === "changed") {
        log(`bookings: a consultation was moved by its ${by}`);
        return { ok: true };
      }
      if (moved === "not-confirmed")
        return {
          ok: false,
          reason: "invalid",
          fieldErrors: { start: "This consultation is cancelled; book a new time instead." },
        };
      const last = bookableDays(config, at).last.toString();
      const days = await slotsBetween(config, businessDate(config, at).toString(), last, at, { withBookings: true });
      return { ok: false, reason: "taken", nearest: nearestFree(days, requested, NEAREST_SUGGESTIONS) };
    } catch (error) {
      log(`bookings: could not move a consultation: ${errorText(error)}`);
      return { ok: false, reason: "failed" };
    }
  }

  /** Cancels a booking as the office does, by its number: the same mails as the visitor's cancellation, in the office's words. */
  async function cancelById(id: number, words: ChangeWords): Promise<boolean> {
    const cancelled = await cancelConsultation(deps, readById(id), "owner", words);
    if (cancelled) log(`bookings: consultation #${id} was cancelled in the office`);
    return cancelled;
  }

  return { availableSlots, book, bookAnyTime, find, cancel, reschedule, moveById, cancelById };
}

export type BookingService = ReturnType<typeof createBookingService>;
