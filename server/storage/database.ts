// The database as the code sees it: every table, with columns named as the code sees them
// (snake_case in the database: CamelCasePlugin), what the two engines do differently (Engine, one
// small module each: sqlite.ts, postgres.ts), and the few helpers the features' queries share.
// Each feature's queries are in the module named after it (enquiries.ts, bookings.ts, outbox.ts,
// subscribers.ts, office.ts, newsletter.ts, content.ts); index.ts opens the database for all of them.
import {
  sql,
  type Dialect,
  type Generated,
  type Kysely,
  type OnConflictBuilder,
  type SelectQueryBuilder,
} from "kysely";
import type { JobStatus } from "../../common/jobs.ts";
import { officeEstimatePath, type LeadActivity, type LeadStage } from "../../common/office.ts";
import type * as T from "./types.ts";
import type { StaffRights } from "../office/rights.ts";

/**
 * A time as a UTC ISO string (toISOString) on both engines: SQLite stores the text, so equal instants
 * are equal text and sort in order; PostgreSQL stores timestamptz and reads it back as such a string.
 */
export type Time = string;
type Id = Generated<number>;

/** The tables, with columns named as the code sees them: snake_case in the database (CamelCasePlugin). */
export interface Database extends OfficeTables, NewsletterTables, ContentTables, EstimateTables, PaymentTables {
  /** `searchText`: what the office's search looks in, folded (searchFolded). */
  contactSubmissions: Omit<T.NewSubmission, "origin"> & { id: Id; createdAt: Time; searchText: string };
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
  newsletterSubscribers: Omit<T.SubscriberRow, "id" | "status" | "addedBy" | "consent"> & {
    id: Id;
    addedBy: Generated<string | null>;
    consent: Generated<string | null>;
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
  /** The per-client limits' counts (server/admission/rate-limit.ts): one row per key and window. */
  rateLimitCounters: { key: string; windowEndsAt: Time; count: number };
  /** Photos sent with an enquiry (metadata removed), in the order chosen: only the office shows them. */
  enquiryPhotos: Omit<T.EnquiryPhotoRow, "id"> & {
    id: Id;
    submissionId: number;
    position: number;
    master: Uint8Array;
    thumbnail: Uint8Array;
    createdAt: Time;
  };
  /** Further manage links to a booking (their tokens' hashes), mailed when its address tries to book again. */
  bookingLinks: { tokenHash: string; bookingId: number; createdAt: Time };
}

export type Role = "owner" | "staff";

/** A note, a stage change, or a reply e-mailed from the office (its text). */
/** A lead's history: notes, stage changes, replies, what happened outside the office, a later message of theirs. */
export type LeadEventKind = "note" | "stage" | "reply" | LeadActivity | "message";

export interface OfficeTables {
  officeUsers: {
    id: Id;
    email: string;
    role: Role;
    createdAt: Time;
    name: Generated<string>;
    /** Whether they get the morning summary: 1 or 0 as they chose, null for their role's default. */
    dailySummary: number | null;
    /** What a staff member may do (server/office/rights.ts); an owner's is never read. */
    staffRights: Generated<StaffRights>;
  };
  /** Each day's morning summary, taken by one process, with how many mails it queued (0: nothing to say). */
  dailySummaries: { day: string; takenAt: Time; mails: number };
  officeCodes: {
    id: Id;
    email: string;
    codeHash: string;
    createdAt: Time;
    expiresAt: Time;
    wrongTries: Generated<number>;
    usedAt: Time | null;
    /** Who asked for the code: only its own wrong tries count against it. */
    clientAddress: string;
  };
  /** Code requests and wrong codes per client; a wrong code names the address it was for. */
  officeAttempts: { id: Id; clientAddress: string; createdAt: Time; email: string | null };
  officeSessions: { tokenHash: string; userId: number; createdAt: Time; lastSeenAt: Time };
  /** `link`: the office's address of what the entry is about (`/office/leads/12`), if it has one. */
  officeAudit: { id: Id; at: Time; actor: string; action: string; detail: string; link: string | null };
  officeSettings: { name: string; value: string; updatedAt: Time; updatedBy: string };
  officePasskeys: {
    id: string;
    userId: number;
    publicKey: string;
    counter: Generated<number>;
    transports: string;
    label: string;
    createdAt: Time;
    lastUsedAt: Time | null;
  };
  officeChallenges: {
    challenge: string;
    purpose: "register" | "sign-in";
    userId: number | null;
    expiresAt: Time;
    clientAddress: Generated<string>;
  };
  leads: {
    submissionId: number;
    stage: Generated<LeadStage>;
    lostReason: string | null;
    firstResponseAt: Time | null;
    updatedAt: Time;
    /** Where a lead entered by hand came from (a slug of common/office.ts's leadSources); '' for the website's. */
    source: Generated<string>;
    /** Who in the office entered it; null when it came through the website. */
    enteredBy: string | null;
    /** The day to follow it up (YYYY-MM-DD, in the business's zone), and what to do then. */
    followUpOn: string | null;
    nextAction: Generated<string>;
    /** What the lead's signed estimate came to, in cents (server/estimates/); null until one is accepted. */
    wonValueCents: Generated<number | null>;
  } & Partial<T.LeadOrigin>;
  /** A lead's mail (server/storage/lead-mail.ts): its thread, and what the business mailbox showed of it. */
  leadMail: {
    id: Id;
    submissionId: number;
    messageId: string;
    direction: "in" | "out";
    /** A reply sent from the office, or a mail read from the business mailbox. */
    origin: "office" | "mailbox";
    at: Time;
    sender: string;
    recipients: string;
    subject: string;
    text: string;
  };
  /** How far each folder of the business mailbox was read. */
  mailboxFolders: { folder: string; uidValidity: string; lastUid: number; readAt: Time };
  /** The one process reading the mailbox (id 1), until its lease ends. */
  mailboxLease: { id: number; holder: string; until: Time };
  /** A lead merged into another (`goneId` no longer exists): where its address leads. */
  leadMerges: { goneId: number; keptId: number; mergedAt: Time; mergedBy: string };
  leadEvents: {
    id: Id;
    submissionId: number;
    at: Time;
    author: string;
    kind: LeadEventKind;
    stage: LeadStage | null;
    text: string;
  };
}

export type EstimateStatus = "draft" | "sent" | "accepted" | "declined" | "superseded";

export interface EstimateTables {
  /** One row per version of an estimate (server/storage/estimates.ts). */
  estimates: {
    id: Generated<number>;
    submissionId: number;
    version: number;
    previousId: number | null;
    status: Generated<EstimateStatus>;
    /** EstimateContent as JSON text. */
    content: string;
    createdBy: string;
    createdAt: Time;
    updatedAt: Time;
    sentBy: Generated<string | null>;
    sentAt: Generated<Time | null>;
    tokenHash: Generated<string | null>;
    /** The version as sent (EstimateRecord as JSON text), and its SHA-256 in hex. */
    record: Generated<string | null>;
    recordSha256: Generated<string | null>;
    firstOpenedAt: Generated<Time | null>;
    lastOpenedAt: Generated<Time | null>;
    openCount: Generated<number>;
    answeredAt: Generated<Time | null>;
    signerName: Generated<string | null>;
    signerAddress: Generated<string | null>;
    signerAgent: Generated<string | null>;
    /** The optional lines accepted (their indexes, JSON text). */
    chosenOptions: Generated<string | null>;
    totalCents: Generated<number | null>;
    declineReason: Generated<string | null>;
    pdf: Generated<Uint8Array | null>;
    pdfSha256: Generated<string | null>;
    /** The signature the signer drew beside their typed name (PNG), if they drew one. */
    signaturePng: Generated<Uint8Array | null>;
    /** 1: the client is followed up when the version waits unopened or unanswered (the owner's choice, 0: not). */
    followUps: Generated<number>;
    /** When each follow-up was taken (and its mail queued); null until then. */
    unopenedFollowUpAt: Generated<Time | null>;
    unansweredFollowUpAt: Generated<Time | null>;
    /** The follow-ups' mails, made when the version is sent (FollowUpMails as JSON text); null for a draft. */
    followUpMails: Generated<string | null>;
    /** The total the version was sent at (no optional lines), in cents; null for a draft. */
    offeredCents: Generated<number | null>;
  };
  /** Change orders to a signed estimate (server/storage/change-orders.ts), each sent when written. */
  changeOrders: {
    id: Generated<number>;
    estimateId: number;
    /** 1, 2… within its estimate: "CO-12-1". */
    number: number;
    status: Generated<ChangeOrderStatus>;
    /** ChangeOrderContent as JSON text. */
    content: string;
    /** What it adds to the contract's total, negative for a credit. */
    amountCents: number;
    /** Its time impact, in days (negative when it shortens the job). */
    days: number;
    createdBy: string;
    createdAt: Time;
    tokenHash: string;
    /** The change order as sent (ChangeOrderRecord as JSON text), and its SHA-256 in hex. */
    record: string;
    recordSha256: string;
    firstOpenedAt: Generated<Time | null>;
    answeredAt: Generated<Time | null>;
    signerName: Generated<string | null>;
    signerAddress: Generated<string | null>;
    signerAgent: Generated<string | null>;
    signaturePng: Generated<Uint8Array | null>;
    declineReason: Generated<string | null>;
    pdf: Generated<Uint8Array | null>;
    pdfSha256: Generated<string | null>;
  };
  /** A won lead's job (server/storage/jobs.ts): no row is a job just signed. */
  jobs: {
    submissionId: number;
    status: JobStatus;
    updatedAt: Time;
    updatedBy: string;
    completedAt: Time | null;
    reviewTokenHash: string | null;
    reviewSentAt: Time | null;
    reviewOpenedAt: Time | null;
    /** When the one reminder is due, its mail (StoredMail JSON) until taken; both null once taken or opened. */
    reviewRemindAt: Time | null;
    reviewReminder: string | null;
    reviewRemindedAt: Time | null;
    reviewSubmittedAt: Time | null;
    reviewRating: number | null;
    testimonialId: number | null;
  };
}

export type ChangeOrderStatus = "sent" | "accepted" | "declined";

/** Payments to a signed contract, without a processor (server/storage/payments.ts). */
export interface PaymentTables {
  /** The owner's payment instructions: one row (id 1). */
  paymentSettings: { id: number; instructions: string; link: string | null; updatedBy: string; updatedAt: Time };
  /** Each payment of the schedule asked of the client by mail: what was due then, and by when (YYYY-MM-DD). */
  paymentRequests: {
    id: Generated<number>;
    estimateId: number;
    label: string;
    amountCents: number;
    dueOn: string;
    requestedBy: string;
    requestedAt: Time;
  };
  /** What arrived, as the owner recorded it; `receivedOn` the day it came (YYYY-MM-DD). */
  payments: {
    id: Generated<number>;
    estimateId: number;
    amountCents: number;
    method: PaymentMethod;
    reference: string;
    receivedOn: string;
    recordedBy: string;
    recordedAt: Time;
    /** Voided by the owner (recorded by mistake, a check that bounced): kept, and no longer counted. */
    voidedAt: Time | null;
    voidedBy: string | null;
    voidReason: string | null;
  };
  /** The day the contract's permits were issued (F.S. 489.126's 90 days run from it). */
  contractPermits: { estimateId: number; issuedOn: string; recordedBy: string; recordedAt: Time };
}
export type PaymentMethod = "check" | "bankTransfer" | "card" | "other";

export type IssueStatus = "draft" | "sending" | "paused" | "sent";

export interface NewsletterTables {
  newsletterIssues: {
    id: Generated<number>;
    subject: string;
    intro: string;
    /** IssueCard[] as JSON text. */
    cards: string;
    status: Generated<IssueStatus>;
    createdBy: string;
    createdAt: Time;
    updatedBy: string;
    updatedAt: Time;
    sentBy: string | null;
    sendStartedAt: Time | null;
    finishedAt: Time | null;
    recipients: Generated<number>;
  };
  /** The newsletter's one turn (id 1): when the next letter of any issue being sent may go. */
  newsletterPace: { id: number; nextTurnAt: Time | null };
  newsletterDeliveries: {
    issueId: number;
    subscriberId: number;
    status: Generated<"waiting" | "queued" | "skipped">;
    notificationId: number | null;
    updatedAt: Time;
  };
}

export type ContentStatus = "draft" | "published";
/** A kind of content kept here ("project", "post"...), named by its module in server/content/, which holds its rules. */
export type ContentKind = string;

export type ContentItem = {
  id: number;
  kind: ContentKind;
  locale: string;
  slug: string;
  status: ContentStatus;
  position: number;
  /** The item's fields as its schema parsed them, as JSON text. */
  data: string;
  /** A published item's changes saved as a draft, not yet on the site: `{ slug, data }` (data as an object) as JSON text. */
  changes: string | null;
  createdAt: Time;
  updatedAt: Time;
  updatedBy: string;
  publishedAt: Time | null;
  deletedAt: Time | null;
};
/** A save of an item: its address (null in revisions from before addresses were kept) and fields. */
export type Revision = {
  id: number;
  itemId: number;
  slug: string | null;
  data: string;
  savedAt: Time;
  savedBy: string;
};
export type StoredPhoto = { id: number; hash: string; width: number; height: number };

export interface ContentTables {
  contentState: { id: number; version: number };
  contentSeeds: { kind: ContentKind; locale: string; seededAt: Time };
  contentItems: Omit<ContentItem, "id" | "status" | "position" | "changes"> & {
    changes: Generated<string | null>;
    id: Generated<number>;
    status: Generated<ContentStatus>;
    position: Generated<number>;
  };
  contentRevisions: Omit<Revision, "id"> & { id: Generated<number> };
  photos: StoredPhoto & { id: Generated<number>; master: Uint8Array; uploadedBy: string; createdAt: Time };
  photoVariants: { photoId: number; width: number; format: string; bytes: Uint8Array };
}

export type Db = Kysely<Database>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row lock applies to any select
type AnySelect = SelectQueryBuilder<any, any, any>;

/** What differs between the engines: one small module each. */
export type Engine = {
  kind: "sqlite" | "postgres";
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
  /**
   * Tells whoever `listen`s to `channel` that something changed (called after the change committed):
   * on PostgreSQL every process on the database (NOTIFY); SQLite's processes share no line, so on it
   * only the stores of this process on the same file hear it.
   */
  notify(db: Db, channel: Channel): Promise<void>;
  /**
   * Calls `heard` at each notify on `channel`, and whenever listening was interrupted or (re)started,
   * since a notify may have been missed meanwhile. The function returned stops listening.
   */
  listen(channel: Channel, heard: () => void): () => Promise<void>;
};
/** What a process may be told has changed: the content the public pages are made from. */
export type Channel = "content_changed";

export const iso = (date: Date) => date.toISOString();
/** A line of the office's audit log (who did what, when), written in the caller's transaction. */
export const audit = (trx: Db, actor: string, action: string, detail: string, now: Date, link: string | null = null) =>
  trx
    .insertInto("officeAudit")
    .values({ at: iso(now), actor, action, detail, link })
    .execute();
/** The office's page of a lead, which the audit log links. */
export const leadLink = (id: number) => `/office/leads/${id}`;
/**
 * An audit line about lead `id`, named by its number and client ("#12 Ana Ruiz", then `: what`
 * when said), linking its page; in the caller's transaction.
 */
export async function auditLead(trx: Db, actor: string, action: string, id: number, what: string, now: Date) {
  const lead = await trx.selectFrom("contactSubmissions").select("name").where("id", "=", id).executeTakeFirst();
  const named = `#${id} ${lead?.name ?? ""}`.trim();
  await audit(trx, actor, action, what ? `${named}: ${what}` : named, now, leadLink(id));
}
/**
 * An audit line about estimate `id` (a version, its change orders, its payments): `detail` given the
 * estimate as the log names it ("estimate #5 for Ana Ruiz"), linking its page; in the caller's transaction.
 */
export async function auditEstimate(
  trx: Db,
  actor: string,
  action: string,
  id: number,
  detail: (estimate: string) => string,
  now: Date,
) {
  const lead = await trx
    .selectFrom("estimates as e")
    .innerJoin("contactSubmissions as s", "s.id", "e.submissionId")
    .select("s.name")
    .where("e.id", "=", id)
    .executeTakeFirst();
  await audit(
    trx,
    actor,
    action,
    detail(`estimate #${id}${lead ? ` for ${lead.name}` : ""}`),
    now,
    officeEstimatePath(id),
  );
}
/** Makes `at` the lead's first response unless it has one: the answer-time figures count from it. */
export const stampFirstResponse = (trx: Db, leadId: number, at: Date) =>
  trx
    .updateTable("leads")
    .set({ firstResponseAt: iso(at) })
    .where("submissionId", "=", leadId)
    .where("firstResponseAt", "is", null)
    .execute();
/** A line the website itself writes in a lead's history (a mail it sent, a job's change), in the caller's transaction. */
export const websiteNote = (trx: Db, submissionId: number, text: string, now: Date) =>
  trx
    .insertInto("leadEvents")
    .values({ submissionId, at: iso(now), author: "website", kind: "note", stage: null, text })
    .execute();
/** Queues a lead's mail in the outbox, leased to the caller until `until`, in the caller's transaction. */
export type LeadMailQueue = (
  db: Db,
  submissionId: number,
  mail: T.StoredMail,
  now: Date,
  until: Date,
) => Promise<number>;
/** Queues each of a lead's mails, in the caller's transaction; their outbox ids. */
export async function queueMails(
  queueMail: LeadMailQueue,
  trx: Db,
  submissionId: number,
  mails: T.StoredMail[],
  now: Date,
  until: Date,
) {
  const ids: number[] = [];
  for (const mail of mails) ids.push(await queueMail(trx, submissionId, mail, now, until));
  return ids;
}
/**
 * Locks a signed estimate for a change to its contract (a change order, a payment): its lead's id
 * and its version (which numbers the contract), or undefined when it is not signed.
 */
export async function lockSignedEstimate(trx: Db, engine: Engine, estimateId: number) {
  const row = await trx
    .selectFrom("estimates")
    .select(["status", "submissionId", "version"])
    .where("id", "=", estimateId)
    .$call(engine.forUpdate)
    .executeTakeFirst();
  return row?.status === "accepted" ? { submissionId: row.submissionId, version: row.version } : undefined;
}
/** A stored blob as a Buffer, without copying it (SQLite reads a Uint8Array, PostgreSQL a Buffer). */
export const bytesOf = (value: Uint8Array) => Buffer.from(value.buffer, value.byteOffset, value.byteLength);
export const changed = (result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }) =>
  Object.values(result)[0] > 0n;
export const plusOne = (column: "sequence" | "attempts" | "confirmationsSent") => sql<number>`${sql.ref(column)} + 1`;
export const count = sql<number>`COUNT(*)`.as("count");
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's INSERT
export const doNothing = (conflict: OnConflictBuilder<Database, any>) => conflict.doNothing();
