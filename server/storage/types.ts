// The rows and values the storage modules read and write, and the mail they queue: plain types that
// import no query, so every storage module and every feature can use them without an import loop.
import type { EnquiryKind } from "../../common/enquiry.ts";
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

/**
 * Where a lead came from, as its row in `leads` keeps it: the answer to "How did you hear about
 * us?" (a value of common/enquiry.ts's heardFromLabels), the landing page's campaign tags and the
 * host of the site that linked to it; null when not given.
 */
export type LeadOrigin = {
  heardFrom: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  gclid: string | null;
  referrer: string | null;
};

/** A contact_submissions row, composed as requirements R12 says; `origin` goes to its lead's row. */
export type NewSubmission = {
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string;
  message: string;
  origin?: LeadOrigin;
};

export type SubmissionRow = NewSubmission & { id: number; createdAt: string };
/** A photo sent with an enquiry, as the office lists it: `hash` names its master's bytes. */
export type EnquiryPhotoRow = { id: number; hash: string; width: number; height: number };
/** A photo accepted with an enquiry, to be stored with it: its master and the lead page's thumbnail. */
export type NewEnquiryPhoto = Omit<EnquiryPhotoRow, "id"> & { master: Buffer; thumbnail: Buffer };
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";
/** A newsletter address: pending until its owner follows the confirmation link, confirmed (consent given at confirmedAt) until they leave. */
export type SubscriberRow = {
  id: number;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** Who in the office added the address by hand, and how the person agreed (null: by their own link). */
  addedBy: string | null;
  consent: string | null;
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
export type QueuedChange = { ownerId: number; visitorId: number | undefined };
/** A time the owner took out of the calendar (a site visit, a day off). */
export type BlockRow = TimeRange & { id: number; reason: string };

/** Thrown inside a store's booking transaction to roll it back when every seat is taken. */
export class SlotTaken extends Error {
  constructor() {
    super("every place at this time is taken");
  }
}
