// The payments' queries (server/payments/ holds their rules): the owner's payment instructions,
// each payment requested and each recorded on a signed estimate (its mail queued in the same
// transaction), and the contract's permit date.
import type { Selectable } from "kysely";
import { officeEstimatePath } from "../../common/office.ts";
import { dollars } from "../estimates/money.ts";
import {
  audit,
  auditEstimate,
  iso,
  lockSignedEstimate,
  type Database,
  type Db,
  type Engine,
  type LeadMailQueue,
  type PaymentMethod,
} from "./database.ts";
import type { StoredMail } from "./types.ts";

export type PaymentRow = Selectable<Database["payments"]>;
export type PaymentRequestRow = Selectable<Database["paymentRequests"]>;
export type NewPayment = { amountCents: number; method: PaymentMethod; reference: string; receivedOn: string };

export function createPaymentStore(db: Db, engine: Engine, queueMail: LeadMailQueue) {
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  /**
   * Writes a change to a signed estimate's money (`write`, with its audit line) and queues its
   * mail, in one transaction with the estimate locked; the outbox id, or undefined when it is not signed.
   */
  const toSigned = (estimateId: number, mail: StoredMail, now: Date, until: Date, write: (trx: Db) => Promise<void>) =>
    transaction(async (trx) => {
      const submissionId = await lockSignedEstimate(trx, engine, estimateId);
      if (submissionId === undefined) return undefined;
      await write(trx);
      return queueMail(trx, submissionId, mail, now, until);
    });
  return {
    settings: () =>
      db.selectFrom("paymentSettings").select(["instructions", "link"]).where("id", "=", 1).executeTakeFirst(),
    /** Saves the instructions, as `by` on the estimate page `savedOn` (which the audit log links). */
    async saveSettings(values: { instructions: string; link: string | null }, by: string, now: Date, savedOn: number) {
      const row = { ...values, updatedBy: by, updatedAt: iso(now) };
      await transaction(async (trx) => {
        await trx
          .insertInto("paymentSettings")
          .values({ id: 1, ...row })
          .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
          .execute();
        const detail = `for every contract; payment link: ${values.link ?? "none"}`;
        await audit(trx, by, "payment instructions saved", detail, now, `${officeEstimatePath(savedOn)}#payments`);
      });
    },
    /** A contract's payments (oldest received first), requests (oldest first) and permit date. */
    async ofEstimate(estimateId: number) {
      const [payments, requests, permit] = await Promise.all([
        db
          .selectFrom("payments")
          .selectAll()
          .where("estimateId", "=", estimateId)
          .orderBy("receivedOn")
          .orderBy("id")
          .execute(),
        db.selectFrom("paymentRequests").selectAll().where("estimateId", "=", estimateId).orderBy("id").execute(),
        db.selectFrom("contractPermits").select("issuedOn").where("estimateId", "=", estimateId).executeTakeFirst(),
      ]);
      return { payments, requests, permitIssuedOn: permit?.issuedOn ?? null };
    },
    /**
     * The signed contracts with a payment received, whose F.S. 489.126 clocks may run, each with
     * whether its work has started (the job in progress or completed).
     */
    paidContracts: async () =>
      (
        await db
          .selectFrom("estimates")
          .leftJoin("jobs", "jobs.submissionId", "estimates.submissionId")
          .select(["estimates.id", "jobs.status as jobStatus"])
          .where("estimates.status", "=", "accepted")
          .where(({ exists, selectFrom }) =>
            exists(selectFrom("payments").select("payments.id").whereRef("payments.estimateId", "=", "estimates.id")),
          )
          .orderBy("estimates.id")
          .execute()
      ).map((row) => ({
        estimateId: row.id,
        workStarted: row.jobStatus === "in-progress" || row.jobStatus === "completed",
      })),
    /** Records a payment and queues the receipt; the outbox id, or undefined when the estimate is not signed. */
    record: (estimateId: number, payment: NewPayment, by: string, mail: StoredMail, now: Date, until: Date) =>
      toSigned(estimateId, mail, now, until, async (trx) => {
        await trx
          .insertInto("payments")
          .values({ estimateId, ...payment, recordedBy: by, recordedAt: iso(now) })
          .execute();
        const paid = `${dollars(payment.amountCents)} received ${payment.receivedOn}`;
        await auditEstimate(trx, by, "payment recorded", estimateId, (estimate) => `${paid} to ${estimate}`, now);
      }),
    /** Records a request of one payment and queues its mail; the outbox id, or undefined when not signed. */
    request: (
      estimateId: number,
      asked: { label: string; amountCents: number; dueOn: string },
      by: string,
      mail: StoredMail,
      now: Date,
      until: Date,
    ) =>
      toSigned(estimateId, mail, now, until, async (trx) => {
        await trx
          .insertInto("paymentRequests")
          .values({ estimateId, ...asked, requestedBy: by, requestedAt: iso(now) })
          .execute();
        const what = `${asked.label}, ${dollars(asked.amountCents)} due ${asked.dueOn}`;
        await auditEstimate(trx, by, "payment requested", estimateId, (estimate) => `${what} of ${estimate}`, now);
      }),
    /** Sets (or corrects) the day the permits were issued; false when the estimate is not signed. */
    permit: (estimateId: number, issuedOn: string, by: string, now: Date) =>
      transaction(async (trx) => {
        if ((await lockSignedEstimate(trx, engine, estimateId)) === undefined) return false;
        const row = { issuedOn, recordedBy: by, recordedAt: iso(now) };
        await trx
          .insertInto("contractPermits")
          .values({ estimateId, ...row })
          .onConflict((conflict) => conflict.column("estimateId").doUpdateSet(row))
          .execute();
        await auditEstimate(
          trx,
          by,
          "permit date recorded",
          estimateId,
          (estimate) => `${issuedOn} for ${estimate}`,
          now,
        );
        return true;
      }),
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
