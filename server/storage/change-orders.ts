// The change orders' queries (server/estimates/change-orders.ts holds their rules): written and sent
// at once to a signed estimate, counted when opened, accepted with a signature (its record, PDF and
// drawing kept) or declined; each answered once.
import type { Selectable } from "kysely";
import { changeOrderNumber } from "../../common/office.ts";
import {
  auditEstimate,
  iso,
  lockSignedEstimate,
  queueMails,
  websiteNote,
  type Database,
  type Db,
  type Engine,
  type LeadMailQueue,
} from "./database.ts";
import type { StoredMail } from "./types.ts";

export type ChangeOrderRow = Omit<Selectable<Database["changeOrders"]>, "pdf" | "signaturePng">;

const ROW = [
  "id",
  "estimateId",
  "number",
  "status",
  "content",
  "amountCents",
  "days",
  "createdBy",
  "createdAt",
  "tokenHash",
  "record",
  "recordSha256",
  "firstOpenedAt",
  "answeredAt",
  "signerName",
  "signerAddress",
  "signerAgent",
  "declineReason",
  "pdfSha256",
] as const;

/** A change order as written: its record (made with `number`, which the store gives it) and the mail to send. */
export type NewChangeOrder = {
  content: string;
  amountCents: number;
  days: number;
  tokenHash: string;
  by: string;
  /** Its record and mail for the number the store gives it. */
  make: (number: number) => Promise<{ record: string; recordSha256: string; mail: StoredMail }>;
};
export type ChangeOrderSigning = {
  signerName: string;
  signerAddress: string;
  signerAgent: string;
  signaturePng: Buffer | null;
  pdf: Buffer;
  pdfSha256: string;
  mails: StoredMail[];
};

export function createChangeOrderStore(db: Db, engine: Engine, queueMail: LeadMailQueue) {
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  const locked = (trx: Db, id: number) =>
    trx.selectFrom("changeOrders").select(ROW).where("id", "=", id).$call(engine.forUpdate).executeTakeFirst();
  return {
    find: (id: number): Promise<ChangeOrderRow | undefined> =>
      db.selectFrom("changeOrders").select(ROW).where("id", "=", id).executeTakeFirst(),
    byToken: (tokenHash: string): Promise<ChangeOrderRow | undefined> =>
      db.selectFrom("changeOrders").select(ROW).where("tokenHash", "=", tokenHash).executeTakeFirst(),
    ofEstimate: (estimateId: number): Promise<ChangeOrderRow[]> =>
      db.selectFrom("changeOrders").select(ROW).where("estimateId", "=", estimateId).orderBy("number").execute(),
    /** The signed PDF's and drawing's bytes. */
    files: (id: number) =>
      db.selectFrom("changeOrders").select(["pdf", "signaturePng"]).where("id", "=", id).executeTakeFirst(),
    /** The drawing kept with an estimate's signing. */
    estimateDrawing: async (estimateId: number) =>
      (await db.selectFrom("estimates").select("signaturePng").where("id", "=", estimateId).executeTakeFirst())
        ?.signaturePng ?? null,

    /**
     * Writes and sends a change order to an accepted estimate (locked, so its number is the next):
     * the mail queued. Its id and the outbox row's, or undefined when the estimate is not signed.
     */
    create: (estimateId: number, order: NewChangeOrder, now: Date, until: Date) =>
      transaction(async (trx) => {
        const signed = await lockSignedEstimate(trx, engine, estimateId);
        if (signed === undefined) return undefined;
        const { submissionId } = signed;
        const last = await trx
          .selectFrom("changeOrders")
          .select((eb) => eb.fn.max("number").as("number"))
          .where("estimateId", "=", estimateId)
          .executeTakeFirst();
        const number = Number(last?.number ?? 0) + 1;
        const { record, recordSha256, mail } = await order.make(number);
        const { id } = await trx
          .insertInto("changeOrders")
          .values({
            estimateId,
            number,
            content: order.content,
            amountCents: order.amountCents,
            days: order.days,
            createdBy: order.by,
            createdAt: iso(now),
            tokenHash: order.tokenHash,
            record,
            recordSha256,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await auditEstimate(
          trx,
          order.by,
          "change order sent",
          estimateId,
          (estimate) => `number ${number} to ${estimate}`,
          now,
        );
        const mailId = await queueMail(trx, submissionId, mail, now, until);
        return { id, number, mailId, submissionId };
      }),
    async opened(id: number, now: Date) {
      await db
        .updateTable("changeOrders")
        .set({ firstOpenedAt: iso(now) })
        .where("id", "=", id)
        .where("firstOpenedAt", "is", null)
        .execute();
    },
    /** Accepts a sent change order; the mails' outbox ids, or undefined when it was answered before. */
    accept: (id: number, submissionId: number, signing: ChangeOrderSigning, now: Date, until: Date) =>
      transaction(async (trx) => {
        const row = await locked(trx, id);
        if (row?.status !== "sent") return undefined;
        const { mails, ...signed } = signing;
        await trx
          .updateTable("changeOrders")
          .set({ ...signed, status: "accepted", answeredAt: iso(now) })
          .where("id", "=", id)
          .execute();
        await websiteNote(
          trx,
          submissionId,
          `Change order ${changeOrderNumber(row.estimateId, row.number)} accepted and signed by ${signed.signerName}`,
          now,
        );
        await auditEstimate(
          trx,
          "website",
          "change order accepted",
          row.estimateId,
          (estimate) =>
            `number ${row.number} to ${estimate}, signed by ${signed.signerName} from ${signed.signerAddress}`,
          now,
        );
        return queueMails(queueMail, trx, submissionId, mails, now, until);
      }),
    /** Declines a sent change order with the reason; the mail's outbox id, or undefined when answered before. */
    decline: (id: number, submissionId: number, reason: string, mail: StoredMail, now: Date, until: Date) =>
      transaction(async (trx) => {
        const row = await locked(trx, id);
        if (row?.status !== "sent") return undefined;
        await trx
          .updateTable("changeOrders")
          .set({ status: "declined", declineReason: reason, answeredAt: iso(now) })
          .where("id", "=", id)
          .execute();
        await websiteNote(
          trx,
          submissionId,
          `Change order ${changeOrderNumber(row.estimateId, row.number)} declined${reason ? `: ${reason}` : "."}`,
          now,
        );
        await auditEstimate(
          trx,
          "website",
          "change order declined",
          row.estimateId,
          (estimate) => `number ${row.number} to ${estimate}`,
          now,
        );
        return queueMail(trx, submissionId, mail, now, until);
      }),
  };
}

export type ChangeOrderStore = ReturnType<typeof createChangeOrderStore>;
