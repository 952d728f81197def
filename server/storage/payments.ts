// The payments' queries (server/payments/ holds their rules): the owner's payment instructions,
// each payment requested, recorded or voided on a signed estimate (its line in the lead's history
// and its mail written in the same transaction), and the contract's permit date.
import type { Selectable } from "kysely";
import { estimateNumber, officeEstimatePath } from "../../common/office.ts";
import { dollars } from "../../common/money.ts";
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
  websiteNote,
} from "./database.ts";
import type { StoredMail } from "./types.ts";

export type PaymentRow = Selectable<Database["payments"]>;
export type PaymentRequestRow = Selectable<Database["paymentRequests"]>;
export type NewPayment = { amountCents: number; method: PaymentMethod; reference: string; receivedOn: string };
/** Who changes a contract's money and when, and the client's mail about it (leased to the caller until `until`). */
export type MoneyChange = { by: string; mail: StoredMail; now: Date; until: Date };

export function createPaymentStore(db: Db, engine: Engine, queueMail: LeadMailQueue) {
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  /**
   * Writes a change to a signed estimate's money (`write`, given the contract's number: its audit
   * line, and the line it returns for the lead's history), says it in the lead's history and queues
   * the change's mail, in one transaction with the estimate locked; the outbox id, undefined when it
   * is not signed, or null when `write` found nothing to change (false).
   */
  const toSigned = (
    estimateId: number,
    { mail, now, until }: MoneyChange,
    write: (trx: Db, contract: string) => Promise<string | false>,
  ) =>
    transaction(async (trx) => {
      const submissionId = await lockSignedEstimate(trx, engine, estimateId);
      if (submissionId === undefined) return undefined;
      const { version } = await trx
        .selectFrom("estimates")
        .select("version")
        .where("id", "=", estimateId)
        .executeTakeFirstOrThrow();
      const said = await write(trx, estimateNumber(estimateId, version));
      if (said === false) return null;
      await websiteNote(trx, submissionId, said, now);
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
    /** A contract's payments (oldest received first; the voided too), requests (oldest first) and permit date. */
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
            exists(
              selectFrom("payments")
                .select("payments.id")
                .whereRef("payments.estimateId", "=", "estimates.id")
                .where("payments.voidedAt", "is", null),
            ),
          )
          .orderBy("estimates.id")
          .execute()
      ).map((row) => ({
        estimateId: row.id,
        workStarted: row.jobStatus === "in-progress" || row.jobStatus === "completed",
      })),
    /** Records a payment and queues the receipt; the outbox id, or undefined when the estimate is not signed. */
    record: (estimateId: number, payment: NewPayment, change: MoneyChange) =>
      toSigned(estimateId, change, async (trx, contract) => {
        const { by, now, mail } = change;
        await trx
          .insertInto("payments")
          .values({ estimateId, ...payment, recordedBy: by, recordedAt: iso(now) })
          .execute();
        const paid = `${dollars(payment.amountCents)} received ${payment.receivedOn}`;
        await auditEstimate(trx, by, "payment recorded", estimateId, (estimate) => `${paid} to ${estimate}`, now);
        return `Payment recorded (by ${by}): ${paid} to ${contract}; receipt mailed to ${mail.to}`;
      }),
    /** Records a request of one payment and queues its mail; the outbox id, or undefined when not signed. */
    request: (estimateId: number, asked: { label: string; amountCents: number; dueOn: string }, change: MoneyChange) =>
      toSigned(estimateId, change, async (trx, contract) => {
        const { by, now, mail } = change;
        await trx
          .insertInto("paymentRequests")
          .values({ estimateId, ...asked, requestedBy: by, requestedAt: iso(now) })
          .execute();
        const what = `${asked.label}, ${dollars(asked.amountCents)} due ${asked.dueOn}`;
        await auditEstimate(trx, by, "payment requested", estimateId, (estimate) => `${what} of ${estimate}`, now);
        return `Payment requested (by ${by}): ${what} of ${contract}, mailed to ${mail.to}`;
      }),
    /**
     * Voids payment `paymentId` of the estimate (it stays, no longer counted) and queues the client's
     * correction; the outbox id, undefined when the estimate is not signed, null when the payment is
     * not the estimate's or was voided already.
     */
    voidPayment: (estimateId: number, paymentId: number, reason: string, change: MoneyChange) =>
      toSigned(estimateId, change, async (trx, contract) => {
        const { by, now, mail } = change;
        const payment = await trx
          .selectFrom("payments")
          .select(["amountCents", "receivedOn"])
          .where("id", "=", paymentId)
          .where("estimateId", "=", estimateId)
          .where("voidedAt", "is", null)
          .executeTakeFirst();
        if (!payment) return false;
        await trx
          .updateTable("payments")
          .set({ voidedAt: iso(now), voidedBy: by, voidReason: reason })
          .where("id", "=", paymentId)
          .execute();
        const paid = `${dollars(payment.amountCents)} received ${payment.receivedOn}`;
        await auditEstimate(
          trx,
          by,
          "payment voided",
          estimateId,
          (estimate) => `${paid} to ${estimate}: ${reason}`,
          now,
        );
        return `Payment voided (by ${by}): ${paid} to ${contract}, because: ${reason}; correction mailed to ${mail.to}`;
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
