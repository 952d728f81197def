// The estimates' queries (one row per version), written once for both engines; the rules they
// serve (who may change what, when a version is final) are in server/estimates/estimates.ts.
import type { Selectable } from "kysely";
import { estimateNumber, openStages } from "../../common/office.ts";
import {
  auditEstimate,
  iso,
  queueMails,
  stampFirstResponse,
  type Database,
  type Db,
  type Engine,
  type LeadMailQueue,
} from "./database.ts";
import type { StoredMail } from "./types.ts";

export type EstimateRow = Omit<
  Selectable<Database["estimates"]>,
  "pdf" | "signaturePng" | "followUpMails" | "offeredCents"
>;

/** Every column but the PDF's and the drawn signature's bytes, which only the PDF's making and download read. */
const ROW = [
  "id",
  "submissionId",
  "version",
  "previousId",
  "status",
  "content",
  "createdBy",
  "createdAt",
  "updatedAt",
  "sentBy",
  "sentAt",
  "tokenHash",
  "record",
  "recordSha256",
  "firstOpenedAt",
  "lastOpenedAt",
  "openCount",
  "answeredAt",
  "signerName",
  "signerAddress",
  "signerAgent",
  "chosenOptions",
  "totalCents",
  "declineReason",
  "pdfSha256",
  "followUps",
  "unopenedFollowUpAt",
  "unansweredFollowUpAt",
] as const;

export type Sending = {
  tokenHash: string;
  record: string;
  recordSha256: string;
  by: string;
  mail: StoredMail;
  /** The follow-ups' mails (server/estimates/follow-ups.ts), kept to send should they fall due. */
  followUpMails: string;
  /** The total it is offered at (its optional lines left out), for the pipeline's report. */
  offeredCents: number;
};
export type Acceptance = {
  signerName: string;
  signerAddress: string;
  signerAgent: string;
  chosenOptions: string;
  totalCents: number;
  pdf: Buffer;
  pdfSha256: string;
  /** The signature drawn beside the typed name (PNG), or null. */
  signaturePng: Buffer | null;
  mails: StoredMail[];
};

export function createEstimateStore(db: Db, engine: Engine, queueMail: LeadMailQueue) {
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  /** The row, locked for the transaction's change (SQLite's write transaction holds the file anyway). */
  const locked = (trx: Db, id: number) =>
    trx.selectFrom("estimates").select(ROW).where("id", "=", id).$call(engine.forUpdate).executeTakeFirst();
  /**
   * The lead's history and its stage, as the office's own stage changes record them; an estimate
   * sent answers the lead, so it is its first response when it had none.
   */
  async function moveLead(trx: Db, id: number, stage: "estimate" | "won", author: string, text: string, now: Date) {
    await trx
      .updateTable("leads")
      .set({ stage, lostReason: null, updatedAt: iso(now) })
      .where("submissionId", "=", id)
      .execute();
    await stampFirstResponse(trx, id, now);
    await trx
      .insertInto("leadEvents")
      .values({ submissionId: id, at: iso(now), author, kind: "stage", stage, text })
      .execute();
  }

  return {
    find: (id: number): Promise<EstimateRow | undefined> =>
      db.selectFrom("estimates").select(ROW).where("id", "=", id).executeTakeFirst(),
    byToken: (tokenHash: string): Promise<EstimateRow | undefined> =>
      db.selectFrom("estimates").select(ROW).where("tokenHash", "=", tokenHash).executeTakeFirst(),
    ofLead: (submissionId: number): Promise<EstimateRow[]> =>
      db.selectFrom("estimates").select(ROW).where("submissionId", "=", submissionId).orderBy("id", "desc").execute(),
    /** The newer version made from `id`, if any. */
    nextVersion: (id: number) =>
      db.selectFrom("estimates").select(["id", "status"]).where("previousId", "=", id).executeTakeFirst(),
    /** What the lead was won with (its signed estimate's total, in cents), or null. */
    wonValue: async (submissionId: number) =>
      (await db.selectFrom("leads").select("wonValueCents").where("submissionId", "=", submissionId).executeTakeFirst())
        ?.wonValueCents ?? null,
    pdf: async (id: number) =>
      (await db.selectFrom("estimates").select("pdf").where("id", "=", id).executeTakeFirst())?.pdf ?? undefined,

    /**
     * A new draft of the lead's (a first version, or the next of `previous`, with its follow-ups on or
     * off); undefined when there is no such lead.
     */
    createDraft: (submissionId: number, content: string, by: string, now: Date, previous?: EstimateRow) =>
      transaction(async (trx) => {
        const lead = await trx
          .selectFrom("leads")
          .select("stage")
          .where("submissionId", "=", submissionId)
          .executeTakeFirst();
        if (!lead) return undefined;
        const { id } = await trx
          .insertInto("estimates")
          .values({
            submissionId,
            version: previous ? previous.version + 1 : 1,
            previousId: previous?.id ?? null,
            // Follow-ups turned off for an estimate stay off for its next version.
            followUps: previous?.followUps ?? 1,
            content,
            createdBy: by,
            createdAt: iso(now),
            updatedAt: iso(now),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const version = previous ? ` (version ${previous.version + 1})` : "";
        await auditEstimate(trx, by, "estimate drafted", id, (estimate) => `${estimate}${version}`, now);
        return id;
      }),
    /** Saves a draft's content, as `by` (in the audit log when it changed); false once it is no longer a draft. */
    updateDraft: (id: number, content: string, by: string, now: Date) =>
      transaction(async (trx) => {
        const row = await locked(trx, id);
        if (row?.status !== "draft") return false;
        if (row.content === content) return true;
        await trx
          .updateTable("estimates")
          .set({ content, updatedAt: iso(now) })
          .where("id", "=", id)
          .execute();
        await auditEstimate(trx, by, "estimate draft saved", id, (estimate) => estimate, now);
        return true;
      }),
    /**
     * Sends a draft: its record, hash and link's token hash kept, the version it replaces
     * superseded (unless answered), an open lead moved to "estimate", the mail queued. The outbox
     * row's id, or undefined when it was no longer a draft.
     */
    send: (id: number, sending: Sending, now: Date, until: Date) =>
      transaction(async (trx) => {
        const row = await locked(trx, id);
        if (row?.status !== "draft") return undefined;
        const { tokenHash, record, recordSha256, by, followUpMails, offeredCents } = sending;
        await trx
          .updateTable("estimates")
          .set({
            status: "sent",
            sentBy: by,
            sentAt: iso(now),
            tokenHash,
            record,
            recordSha256,
            followUpMails,
            offeredCents,
            updatedAt: iso(now),
          })
          .where("id", "=", id)
          .execute();
        if (row.previousId !== null)
          await trx
            .updateTable("estimates")
            .set({ status: "superseded", updatedAt: iso(now) })
            .where("id", "=", row.previousId)
            .where("status", "=", "sent")
            .execute();
        const lead = await trx
          .selectFrom("leads")
          .select("stage")
          .where("submissionId", "=", row.submissionId)
          .executeTakeFirst();
        if (lead && (openStages as readonly string[]).includes(lead.stage) && lead.stage !== "estimate")
          await moveLead(
            trx,
            row.submissionId,
            "estimate",
            by,
            `Estimate ${estimateNumber(id, row.version)} sent`,
            now,
          );
        await auditEstimate(trx, by, "estimate sent", id, (estimate) => `${estimate} (version ${row.version})`, now);
        return queueMail(trx, row.submissionId, sending.mail, now, until);
      }),
    /** Counts one opening of the client's page; the first is kept. */
    async opened(id: number, now: Date) {
      const at = iso(now);
      await db
        .updateTable("estimates")
        .set((eb) => ({
          openCount: eb("openCount", "+", 1),
          lastOpenedAt: at,
          firstOpenedAt: eb.fn.coalesce("firstOpenedAt", eb.val(at)),
        }))
        .where("id", "=", id)
        .execute();
    },
    /**
     * Accepts a sent version: the signature's record and the PDF kept, the lead won with the
     * total, the mails queued (their outbox ids). "answered" when it was accepted, declined or
     * superseded before: nothing changes then.
     */
    accept: (id: number, acceptance: Acceptance, now: Date, until: Date) =>
      transaction(async (trx) => {
        const row = await locked(trx, id);
        if (row?.status !== "sent") return { outcome: "answered" as const };
        const { mails, ...signed } = acceptance;
        await trx
          .updateTable("estimates")
          .set({ ...signed, status: "accepted", answeredAt: iso(now), updatedAt: iso(now) })
          .where("id", "=", id)
          .execute();
        await moveLead(
          trx,
          row.submissionId,
          "won",
          "website",
          `Estimate ${estimateNumber(id, row.version)} accepted and signed by ${signed.signerName}`,
          now,
        );
        await trx
          .updateTable("leads")
          .set({ wonValueCents: signed.totalCents })
          .where("submissionId", "=", row.submissionId)
          .execute();
        await auditEstimate(
          trx,
          "website",
          "estimate accepted",
          id,
          (estimate) => `${estimate}, signed by ${signed.signerName} from ${signed.signerAddress}`,
          now,
        );
        const ids = await queueMails(queueMail, trx, row.submissionId, mails, now, until);
        return { outcome: "accepted" as const, ids };
      }),
    /** Declines a sent version with the client's reason; false when it was answered or superseded before. */
    decline: (id: number, reason: string, mail: StoredMail, now: Date, until: Date) =>
      transaction(async (trx) => {
        const row = await locked(trx, id);
        if (row?.status !== "sent") return undefined;
        await trx
          .updateTable("estimates")
          .set({ status: "declined", declineReason: reason, answeredAt: iso(now), updatedAt: iso(now) })
          .where("id", "=", id)
          .execute();
        await trx
          .insertInto("leadEvents")
          .values({
            submissionId: row.submissionId,
            at: iso(now),
            author: "website",
            kind: "note",
            stage: null,
            text: `Estimate ${estimateNumber(id, row.version)} declined${reason ? `: ${reason}` : "."}`,
          })
          .execute();
        await auditEstimate(trx, "website", "estimate declined", id, (estimate) => estimate, now);
        return queueMail(trx, row.submissionId, mail, now, until);
      }),
  };
}

export type EstimateStore = ReturnType<typeof createEstimateStore>;
