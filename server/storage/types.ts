import type { EnquiryKind } from "../../common/enquiry.ts";

/** A notification e-mail as composed once and kept in the outbox until it is delivered. */
export type OutgoingMail = {
  messageId: string;
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
};

/** A contact_submissions row, composed as requirements R12 says. */
export type NewSubmission = { kind: EnquiryKind; name: string; email: string; phone: string; message: string };

export type SubmissionRow = NewSubmission & { id: number; createdAt: string };
export type SubscriberRow = { id: number; email: string; createdAt: string };
export type PendingNotification = { id: number; mail: OutgoingMail; attempts: number };

export interface Store {
  readonly kind: "sqlite" | "postgres";
  /** Creates or upgrades the schema; safe to run from several processes at once. */
  migrate(): Promise<void>;
  /**
   * Stores the submission and, in the same transaction, its notification in the outbox,
   * already leased to the caller until `leaseUntil` so it can send it at once.
   */
  saveSubmission(submission: NewSubmission, mail: OutgoingMail, now: Date, leaseUntil: Date): Promise<{ submissionId: number; notificationId: number }>;
  /** Leases up to `limit` due notifications to the caller; no two callers get the same one. */
  claimDueNotifications(now: Date, leaseUntil: Date, limit: number): Promise<PendingNotification[]>;
  markDelivered(notificationId: number, now: Date): Promise<void>;
  /** Releases the lease and schedules the next attempt. */
  markFailed(notificationId: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** Idempotent: an address already subscribed is not added twice. */
  addSubscriber(email: string, now: Date): Promise<{ created: boolean }>;
  listSubmissions(): Promise<SubmissionRow[]>;
  listSubscribers(): Promise<SubscriberRow[]>;
  outboxCounts(): Promise<{ pending: number; delivered: number }>;
  close(): Promise<void>;
}
