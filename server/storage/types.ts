import type { EnquiryKind } from "../../common/enquiry.ts";
import type { ContentStore } from "./content.ts";
import type { NewsletterStore } from "./newsletter.ts";
import type { OfficeStore } from "./office.ts";
import type { OutgoingMail, StoredMail } from "../mail/message.ts";

export type { OutgoingMail, StoredMail };

/**
 * The mail one enquiry sends: the owner's notification, and the visitor's acknowledgement, which is
 * stored only while its recipient has had fewer than `dailyLimit` acknowledgements in the past 24 hours.
 */
export type EnquiryMail<Mail extends StoredMail = OutgoingMail> = {
  notification: Mail;
  acknowledgement?: { mail: Mail; recipient: string; dailyLimit: number };
};

/** The "day" of an acknowledgement's daily limit: the 24 hours before the enquiry. */
export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * The same enquiry again within this time (a page refreshed after sending, a second press after an
 * answer lost on the way) is the one already stored: no second lead, no second mail.
 */
export const REPEAT_WINDOW_MS = 60 * 60 * 1000;

/** The outbox rows an enquiry's mail became; no acknowledgementId when it was capped or not composed. */
export type QueuedMail = { notificationId: number; acknowledgementId: number | undefined };

/** A contact_submissions row, composed as requirements R12 says. */
export type NewSubmission = { kind: EnquiryKind; name: string; email: string; phone: string; message: string };

export type SubmissionRow = NewSubmission & { id: number; createdAt: string };
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";
/** A newsletter address: pending until its owner follows the confirmation link, confirmed (consent given at confirmedAt) until they leave. */
export type SubscriberRow = {
  id: number;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};
/** A subscriber as the owner's export lists them: the address and when they consented. */
export type ConfirmedSubscriber = { id: number; email: string; confirmedAt: string };
/**
 * How many confirmation mails one address may be sent while pending (`perPeriod`), and how long
 * a pending request lasts (`periodMs`, the confirmation link's lifetime) before a new Subscribe
 * starts afresh.
 */
export type ConfirmationLimit = { perPeriod: number; periodMs: number };
export type PendingNotification = { id: number; mail: StoredMail; attempts: number };

/** A stretch of time: a booking's or a block's start and end. */
export type TimeRange = { start: Date; end: Date };

/** A consultation at a time, with the visitor's fields; the manage token itself is never stored, only its hash. */
export type NewBooking = TimeRange & {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectType: string;
  location: string;
  notes: string;
  manageTokenHash: string;
  /** When the day-before reminder is due (server/bookings/reminders.ts); null when none will be sent. */
  remindAt: Date | null;
};
export type BookingStatus = "confirmed" | "cancelled";
export type BookingRow = Omit<NewBooking, "start" | "end" | "remindAt"> & {
  id: number;
  submissionId: number;
  seat: number;
  status: BookingStatus;
  /** The invitation's SEQUENCE: 0 as booked, one more with every change, so calendars apply the latest. */
  sequence: number;
  start: string;
  end: string;
  remindAt: string | null;
  createdAt: string;
};
/**
 * The booking a change applies to, as it was read: the change is made only while it is still
 * confirmed at this sequence (someone else's change in between makes it "stale").
 */
export type BookingVersion = Pick<BookingRow, "id" | "submissionId" | "sequence">;
/** A change's outbox mail (the owner's and the visitor's), stored with the change and leased to the caller. */
export type ChangeMail = { owner: OutgoingMail; visitor: OutgoingMail };
export type QueuedChange = { ownerId: number; visitorId: number };
/** A time the owner took out of the calendar (a site visit, a day off). */
export type BlockRow = TimeRange & { id: number; reason: string };

/** Thrown inside a store's booking transaction to roll it back when every seat is taken. */
export class SlotTaken extends Error {
  constructor() {
    super("every place at this time is taken");
  }
}

export interface Store {
  readonly kind: "sqlite" | "postgres";
  /** The office's queries (server/storage/office.ts). */
  readonly office: OfficeStore;
  /** The newsletter's issues and their sending (server/storage/newsletter.ts). */
  readonly newsletter: NewsletterStore;
  /** The site's content and photos as the office edits them (server/storage/content.ts). */
  readonly content: ContentStore;
  /**
   * Creates or upgrades the schema; safe to run from several processes at once. `upTo` stops at a
   * named migration (a test's database as an earlier release left it).
   */
  migrate(upTo?: string): Promise<void>;
  /**
   * Stores the submission and, in the same transaction, its mail in the outbox (the acknowledgement
   * only under its recipient's daily limit, counted in that transaction), due at once for any
   * process's worker, or with `leaseUntil` already leased to the caller to send it itself. The same
   * submission again within REPEAT_WINDOW_MS (every field as it was) stores nothing: the earlier one
   * is returned as `repeatOf`. One address's submissions wait for each other, so two identical ones
   * sent at once store one.
   */
  saveSubmission(
    submission: NewSubmission,
    /** The mail, or how to make it once the submission's id (the office's lead id) is known. */
    mail: EnquiryMail<StoredMail> | ((submissionId: number) => EnquiryMail<StoredMail>),
    now: Date,
    leaseUntil?: Date,
  ): Promise<(QueuedMail & { submissionId: number }) | { repeatOf: number }>;
  /** Leases up to `limit` due notifications to the caller; no two callers get the same one. */
  claimDueNotifications(now: Date, leaseUntil: Date, limit: number): Promise<PendingNotification[]>;
  markDelivered(notificationIds: number[], now: Date): Promise<void>;
  /** Releases the lease and schedules the next attempt. */
  markFailed(notificationId: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** The mail server refused the recipient for good: the mail is kept, with the reason, and not tried again. */
  markRefused(notificationId: number, error: string, now: Date): Promise<void>;
  /**
   * Books the first free seat (1 … capacity) at `booking.start` and, in the same transaction, stores
   * the consultation as a submission with its outbox mail (queued and leased as in saveSubmission;
   * `mail` is given the new booking's id, which the owner's mail names). A UNIQUE index on
   * (start_at, seat) among confirmed bookings decides between simultaneous bookings: a seat that
   * is taken is skipped, never checked first. Undefined, with nothing stored, when every seat is
   * taken. One address (compared without case) holds at most one upcoming consultation: when it
   * already has a confirmed one starting after `now`, nothing is stored and that one is returned
   * (simultaneous bookings from one address are serialized, so only one of them can win).
   */
  saveBooking(
    booking: NewBooking,
    submission: NewSubmission,
    /** The mail, made once the booking's id and its submission's (the lead's) are known. */
    mail: (bookingId: number, submissionId: number) => EnquiryMail,
    capacity: number,
    now: Date,
    leaseUntil: Date,
    /** Who in the office booked it (taken by phone); a booking made online has none. */
    bookedBy?: string,
  ): Promise<(QueuedMail & { bookingId: number }) | { alreadyBooked: BookingRow } | undefined>;
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
  removeBlock(id: number): Promise<{ removed: boolean }>;
  /** The owner's blocks that overlap `range`. */
  listBlocks(range: TimeRange): Promise<BlockRow[]>;
  /**
   * Records a Subscribe for `email` (lower-case) as pending and, in the same transaction, queues
   * `confirmation` (leased as in saveSubmission) unless the address is already confirmed or has
   * had its share of confirmations in this pending period. An address that left, or whose request
   * is older than the period, starts a new pending period: it must confirm again.
   */
  requestSubscription(
    email: string,
    confirmation: OutgoingMail,
    limit: ConfirmationLimit,
    now: Date,
    leaseUntil: Date,
  ): Promise<{ status: SubscriberStatus; notificationId: number | undefined }>;
  /**
   * Confirms a pending address with the consent time `now` and, in the same transaction, queues
   * `welcome`. "stale" when there is no pending request that began by `issuedAt` (the link's
   * time): the address left, never asked, or asked again since and must use the newer link.
   */
  confirmSubscription(
    email: string,
    issuedAt: Date,
    welcome: OutgoingMail,
    now: Date,
    leaseUntil: Date,
  ): Promise<{ outcome: "confirmed" | "already-confirmed" | "stale"; notificationId: number | undefined }>;
  /**
   * Idempotent: false when the address was not pending or confirmed (unknown, or already left).
   * Its mail still waiting in the outbox goes with it.
   */
  unsubscribe(email: string, now: Date): Promise<{ unsubscribed: boolean }>;
  findSubscriber(email: string): Promise<SubscriberRow | undefined>;
  /** Only confirmed addresses that have not left, in the order they confirmed. */
  listSubscribers(): Promise<ConfirmedSubscriber[]>;
  /** The secret the subscriber links are signed with: the first `candidate` ever offered, kept for all processes. */
  linkSecret(candidate: string): Promise<string>;
  listSubmissions(): Promise<SubmissionRow[]>;
  outboxCounts(): Promise<{ pending: number; delivered: number; refused: number }>;
  close(): Promise<void>;
}
