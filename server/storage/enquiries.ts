// The enquiries' rows: each submission (contact_submissions) and the lead it starts, stored with its
// mail in one transaction. A booked consultation is an enquiry too (bookings.ts stores it so).
import { bytesOf, iso, type Db, type Engine } from "./database.ts";
import { submissionSearchText } from "./office.ts";
import { queueMail, sentToday } from "./outbox.ts";
import {
  REPEAT_WINDOW_MS,
  type EnquiryMail,
  type EnquiryPhotoRow,
  type NewEnquiryPhoto,
  type NewSubmission,
  type QueuedMail,
  type StoredMail,
  type SubmissionRow,
} from "./types.ts";

const SUBMISSION = ["id", "kind", "name", "email", "phone", "message", "createdAt"] as const;

/**
 * Every enquiry is a lead; a booked one starts at the consultation stage, which its history says:
 * booked online, or by phone by someone in the office (`bookedBy`), which is a first response too.
 */
export const insertSubmission = async (
  trx: Db,
  submission: NewSubmission,
  now: Date,
  booked?: { bookedBy?: string },
) => {
  const { origin, ...row } = submission;
  const values = { ...row, createdAt: iso(now), searchText: submissionSearchText(submission) };
  const id = (await trx.insertInto("contactSubmissions").values(values).returning("id").executeTakeFirstOrThrow()).id;
  const stage = booked ? "consultation" : "new";
  const firstResponseAt = booked?.bookedBy ? iso(now) : null;
  await trx
    .insertInto("leads")
    .values({ submissionId: id, stage, firstResponseAt, updatedAt: iso(now), ...origin })
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

/** A submission's leased outbox mail; the caller holds the transaction. */
export async function queueEnquiryMail(
  trx: Db,
  engine: Engine,
  submissionId: number,
  mail: EnquiryMail<StoredMail>,
  now: Date,
  until?: Date,
) {
  const notificationId = await queueMail(trx, { submissionId }, mail.notification, now, until);
  const { acknowledgement } = mail;
  const recipient = acknowledgement?.recipient.toLowerCase();
  const acknowledged = acknowledgement && (await sentToday(trx, engine, recipient!, now)) < acknowledgement.dailyLimit;
  const acknowledgementId = acknowledged
    ? await queueMail(trx, { submissionId }, acknowledgement.mail, now, until, { recipient })
    : undefined;
  return { notificationId, acknowledgementId };
}

export interface EnquiryStore {
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
    /** The photos sent with it (checked, metadata removed), stored with it in the same transaction. */
    photos?: readonly NewEnquiryPhoto[],
  ): Promise<(QueuedMail & { submissionId: number }) | { repeatOf: number }>;
  listSubmissions(): Promise<SubmissionRow[]>;
  /** The photos sent with an enquiry, in the order chosen. */
  enquiryPhotos(submissionId: number): Promise<EnquiryPhotoRow[]>;
  /** One of an enquiry's photos, full size (JPEG) or its thumbnail (WebP), when the id and hash name it. */
  enquiryPhotoFile(
    submissionId: number,
    photo: { id: number; hash: string },
    size: "full" | "thumbnail",
  ): Promise<Buffer | undefined>;
}

export function createEnquiryStore(db: Db, engine: Engine): EnquiryStore {
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  return {
    saveSubmission: (submission, mail, now, until, photos = []) =>
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
        for (const [position, photo] of photos.entries())
          await trx
            .insertInto("enquiryPhotos")
            .values({ submissionId, position, ...photo, createdAt: iso(now) })
            .execute();
        const ofSubmission = typeof mail === "function" ? mail(submissionId) : mail;
        return { submissionId, ...(await queueEnquiryMail(trx, engine, submissionId, ofSubmission, now, until)) };
      }),
    listSubmissions: () => db.selectFrom("contactSubmissions").select(SUBMISSION).orderBy("id").execute(),
    enquiryPhotos: (submissionId) =>
      db
        .selectFrom("enquiryPhotos")
        .select(["id", "hash", "width", "height"])
        .where("submissionId", "=", submissionId)
        .orderBy("position")
        .execute(),
    enquiryPhotoFile: async (submissionId, photo, size) => {
      const row = await db
        .selectFrom("enquiryPhotos")
        .select(size === "full" ? "master as bytes" : "thumbnail as bytes")
        .where("submissionId", "=", submissionId)
        .where("id", "=", photo.id)
        .where("hash", "=", photo.hash)
        .executeTakeFirst();
      return row && bytesOf(row.bytes);
    },
  };
}
