// A won lead's job and its review request: the queries, written once for both engines. The rules
// (which status may follow which, when the reminder is due, what a review must say) are
// server/jobs/jobs.ts's. Each mail is taken once by a conditional UPDATE in the transaction that
// queues it, so neither a restart nor a second process on the database sends one twice.
import type { Selectable } from "kysely";
import { jobStatusLabels, type JobStatus } from "../../common/jobs.ts";
import {
  auditLead,
  changed,
  iso,
  websiteNote as history,
  type Database,
  type Db,
  type Engine,
  type LeadMailQueue as Queue,
} from "./database.ts";
import type { StoredMail } from "./types.ts";

export type JobRow = Omit<Selectable<Database["jobs"]>, "reviewReminder">;

const ROW = [
  "submissionId",
  "status",
  "updatedAt",
  "updatedBy",
  "completedAt",
  "reviewTokenHash",
  "reviewSentAt",
  "reviewOpenedAt",
  "reviewRemindAt",
  "reviewRemindedAt",
  "reviewSubmittedAt",
  "reviewRating",
  "testimonialId",
] as const;

/** The review request made when a job is completed: its link's hash, its mail, and its one reminder ready. */
export type ReviewRequest = { tokenHash: string; mail: StoredMail; reminder: StoredMail; remindAt: Date };
export type JobChange = "unknown" | "notWon" | "completed";

/** The lead's stage, its row locked for the change; undefined for no such lead. */
const leadStage = async (trx: Db, engine: Engine, submissionId: number) =>
  (
    await trx
      .selectFrom("leads")
      .select("stage")
      .where("submissionId", "=", submissionId)
      .$call(engine.forUpdate)
      .executeTakeFirst()
  )?.stage;

/**
 * Sets the job's status on a won lead: the row made at its first change, or changed only while it
 * is not completed (a second process's completion wins), or with `from`, only while it is at that.
 */
async function upsert(trx: Db, submissionId: number, status: JobStatus, by: string, now: Date, from?: JobStatus) {
  const values = {
    status,
    updatedAt: iso(now),
    updatedBy: by,
    completedAt: status === "completed" ? iso(now) : null,
  };
  const row = await trx
    .insertInto("jobs")
    .values({ submissionId, ...values })
    .onConflict((conflict) =>
      conflict
        .column("submissionId")
        .doUpdateSet(values)
        .where("jobs.status", from ? "=" : "<>", from ?? "completed"),
    )
    .returning("submissionId")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The job follows its deposit (a change to the contract's money, in its transaction): paid, a job
 * still "signed" is "deposit received"; a void that leaves it unpaid takes a job at "deposit
 * received" back to "signed". A job the owner moved on (in progress, completed) stays where it is.
 */
export async function jobFollowsDeposit(
  trx: Db,
  engine: Engine,
  submissionId: number,
  depositPaid: boolean,
  by: string,
  now: Date,
) {
  if ((await leadStage(trx, engine, submissionId)) !== "won") return;
  const to: JobStatus = depositPaid ? "deposit" : "signed";
  const moved = depositPaid
    ? await upsert(trx, submissionId, to, by, now, "signed")
    : // Back only from a row at "deposit received": a job with no row is "signed" already.
      (await trx
        .updateTable("jobs")
        .set({ status: to, updatedAt: iso(now), updatedBy: by })
        .where("submissionId", "=", submissionId)
        .where("status", "=", "deposit")
        .returning("submissionId")
        .executeTakeFirst()) !== undefined;
  if (moved)
    await history(
      trx,
      submissionId,
      `Job status: ${jobStatusLabels[to]} (the deposit's payment ${depositPaid ? "recorded" : "voided"} by ${by})`,
      now,
    );
}

export function createJobStore(db: Db, engine: Engine, queueMail: Queue) {
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);

  return {
    find: (submissionId: number): Promise<JobRow | undefined> =>
      db.selectFrom("jobs").select(ROW).where("submissionId", "=", submissionId).executeTakeFirst(),
    byReviewToken: (tokenHash: string): Promise<JobRow | undefined> =>
      db.selectFrom("jobs").select(ROW).where("reviewTokenHash", "=", tokenHash).executeTakeFirst(),

    /** Moves a won lead's job to a status short of completed; why not, or undefined when done. */
    setStatus: (submissionId: number, status: Exclude<JobStatus, "completed">, by: string, now: Date) =>
      transaction(async (trx): Promise<JobChange | undefined> => {
        const stage = await leadStage(trx, engine, submissionId);
        if (stage === undefined) return "unknown";
        if (stage !== "won") return "notWon";
        if (!(await upsert(trx, submissionId, status, by, now))) return "completed";
        await history(trx, submissionId, `Job status: ${jobStatusLabels[status]} (set by ${by})`, now);
        await auditLead(trx, by, "job status", submissionId, jobStatusLabels[status].toLowerCase(), now);
        return undefined;
      }),
    /**
     * Completes a won lead's job, once: with `review`, its request kept and its mail queued (the
     * outbox row's id). Why not, when the lead is none, not won, or its job completed before.
     */
    complete: (submissionId: number, by: string, review: ReviewRequest | undefined, now: Date, until: Date) =>
      transaction(async (trx): Promise<{ ok: false; reason: JobChange } | { ok: true; queued?: number }> => {
        const stage = await leadStage(trx, engine, submissionId);
        if (stage === undefined) return { ok: false, reason: "unknown" };
        if (stage !== "won") return { ok: false, reason: "notWon" };
        if (!(await upsert(trx, submissionId, "completed", by, now))) return { ok: false, reason: "completed" };
        await auditLead(trx, by, "job completed", submissionId, "", now);
        if (!review) {
          await history(trx, submissionId, `Job completed (by ${by}); no e-mail address to ask for a review`, now);
          return { ok: true };
        }
        await trx
          .updateTable("jobs")
          .set({
            reviewTokenHash: review.tokenHash,
            reviewSentAt: iso(now),
            reviewRemindAt: iso(review.remindAt),
            reviewReminder: JSON.stringify(review.reminder),
          })
          .where("submissionId", "=", submissionId)
          .execute();
        await history(trx, submissionId, `Job completed (by ${by}); review request sent to ${review.mail.to}`, now);
        return { ok: true, queued: await queueMail(trx, submissionId, review.mail, now, until) };
      }),

    /** Notes the review link's first opening: its reminder is no longer wanted. */
    async reviewOpened(submissionId: number, now: Date) {
      await db
        .updateTable("jobs")
        .set((eb) => ({
          reviewOpenedAt: eb.fn.coalesce("reviewOpenedAt", eb.val(iso(now))),
          reviewRemindAt: null,
          reviewReminder: null,
        }))
        .where("submissionId", "=", submissionId)
        .execute();
    },
    /** The jobs whose review reminder is due at `now` (found by the index on its time). */
    dueReviewReminders: async (now: Date) =>
      (
        await db
          .selectFrom("jobs")
          .select("submissionId")
          .where("reviewRemindAt", "<=", iso(now))
          .where("reviewOpenedAt", "is", null)
          .execute()
      ).map((row) => row.submissionId),
    /**
     * Takes a job's review reminder: clears its time and queues its mail in one transaction,
     * guarded by the time itself, so it is queued once; undefined when it was taken, or the link
     * opened, before.
     */
    takeReviewReminder: (submissionId: number, now: Date, until: Date) =>
      transaction(async (trx) => {
        const row = await trx
          .selectFrom("jobs")
          .select("reviewReminder")
          .where("submissionId", "=", submissionId)
          .$call(engine.forUpdate)
          .executeTakeFirst();
        const taken = await trx
          .updateTable("jobs")
          .set({ reviewRemindAt: null, reviewReminder: null, reviewRemindedAt: iso(now) })
          .where("submissionId", "=", submissionId)
          .where("reviewRemindAt", "is not", null)
          .where("reviewRemindAt", "<=", iso(now))
          .where("reviewOpenedAt", "is", null)
          .executeTakeFirst();
        if (!changed(taken) || !row?.reviewReminder) return undefined;
        const mail = JSON.parse(row.reviewReminder) as StoredMail;
        await history(trx, submissionId, `Review reminder sent to ${mail.to}`, now);
        return { id: await queueMail(trx, submissionId, mail, now, until), mail };
      }),
    /**
     * Keeps the client's review (its rating) once; false when one came before. The testimonial
     * draft it became is linked after (`reviewDrafted`).
     */
    async submitReview(submissionId: number, rating: number, now: Date) {
      const result = await db
        .updateTable("jobs")
        .set((eb) => ({
          reviewSubmittedAt: iso(now),
          reviewRating: rating,
          reviewOpenedAt: eb.fn.coalesce("reviewOpenedAt", eb.val(iso(now))),
          reviewRemindAt: null,
          reviewReminder: null,
        }))
        .where("submissionId", "=", submissionId)
        .where("reviewSubmittedAt", "is", null)
        .executeTakeFirst();
      return changed(result);
    },
    reviewDrafted: (
      submissionId: number,
      testimonialId: number,
      rating: number,
      toOwner: StoredMail,
      now: Date,
      until: Date,
    ) =>
      transaction(async (trx) => {
        await trx.updateTable("jobs").set({ testimonialId }).where("submissionId", "=", submissionId).execute();
        await history(
          trx,
          submissionId,
          `Review received: ${rating} of 5 stars, kept as a testimonial draft to publish; the office was e-mailed (${toOwner.to})`,
          now,
        );
        return queueMail(trx, submissionId, toOwner, now, until);
      }),
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
