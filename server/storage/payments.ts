// The payments' queries (server/payments/ holds their rules): the owner's payment instructions,
// each payment requested, recorded or voided on a signed estimate (its line in the lead's history
// and its mail written in the same transaction), and the contract's permit date.
import type { Selectable } from "kysely";
import { describeDate } from "../../common/availability.ts";
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
import { jobFollowsDeposit } from "./jobs.ts";
import type { StoredMail } from "./types.ts";

export type PaymentRow = Selectable<Database["payments"]>;
export type PaymentRequestRow = Selectable<Database["paymentRequests"]>;
export type NewPayment = { amountCents: number; method: PaymentMethod; reference: string; receivedOn: string };
/**
 * Who changes a contract's money and when, and the client's mail about it (leased to the caller
 * until `until`), written when the contract had received `paidCents` (voided payments aside): its
 * figures are right only while that is so.
 */
export type MoneyChange = {
  by: string;
  mail: StoredMail;
  now: Date;
  until: Date;
  paidCents: number;
  /** For a payment recorded or voided: whether the deposit is paid after it (the job follows). */
  depositPaid?: boolean;
};
/**
 * What a change to a contract's money came to: its mail's outbox id, or why nothing changed (the
 * estimate is not signed; a payment was recorded or voided since the mail was written; the payment
 * to void is voided already).
 */
export type MoneyChangeOutcome = { mailId: number } | { refused: "notSigned" | "changed" | "voided" };

export function createPaymentStore(db: Db, engine: Engine, queueMail: LeadMailQueue) {
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  /**
   * Writes a change to a signed estimate's money (`write`, given the contract's number: its audit
   * line, and the line it returns for the lead's history, or false when there is nothing to change),
   * says it in the lead's history and queues the change's mail, in one transaction with the
   * estimate locked, while the contract has received what the mail says.
   */
  const toSigned = (
    estimateId: number,
    { mail, now, until, paidCents, depositPaid, by }: MoneyChange,
    write: (trx: Db, contract: string) => Promise<string | false>,
  ) =>
    transaction(async (trx): Promise<MoneyChangeOutcome> => {
      const signed = await lockSignedEstimate(trx, engine, estimateId);
      if (signed === undefined) return { refused: "notSigned" };
      const { submissionId, version } = signed;
      const { paid } = await trx
        .selectFrom("payments")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("amountCents"), eb.lit(0)).as("paid"))
        .where("estimateId", "=", estimateId)
        .where("voidedAt", "is", null)
        .executeTakeFirstOrThrow();
      // PostgreSQL sums a BIGINT as a numeric, which comes as a string.
      if (Number(paid) !== paidCents) return { refused: "changed" };
      const said = await write(trx, estimateNumber(estimateId, version));
      if (said === false) return { refused: "voided" };
      await websiteNote(trx, submissionId, said, now);
      if (depositPaid !== undefined) await jobFollowsDeposit(trx, engine, submissionId, depositPaid, by, now);
      return { mailId: await queueMail(trx, submissionId, mail, now, until) };
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
    /** Records a payment and queues the receipt. */
    record: (estimateId: number, payment: NewPayment, change: MoneyChange) =>
      toSigned(estimateId, change, async (trx, contract) => {
        const { by, now, mail } = change;
        await trx
          .insertInto("payments")
          .values({ estimateId, ...payment, recordedBy: by, recordedAt: iso(now) })
          .execute();
        const paid = `${dollars(payment.amountCents)} received ${payment.receivedOn}`;
        await auditEstimate(trx, by, "payment recorded", estimateId, (estimate) => `${paid} to ${estimate}`, now);
        return `Payment recorded (by ${by}): ${dollars(payment.amountCents)} received ${describeDate(payment.receivedOn)} to ${contract}; receipt mailed to ${mail.to}`;
      }),
    /** Records a request of one payment and queues its mail. */
    request: (estimateId: number, asked: { label: string; amountCents: number; dueOn: string }, change: MoneyChange) =>
      toSigned(estimateId, change, async (trx, contract) => {
        const { by, now, mail } = change;
        await trx
          .insertInto("paymentRequests")
          .values({ estimateId, ...asked, requestedBy: by, requestedAt: iso(now) })
          .execute();
        const what = `${asked.label}, ${dollars(asked.amountCents)} due ${asked.dueOn}`;
        await auditEstimate(trx, by, "payment requested", estimateId, (estimate) => `${what} of ${estimate}`, now);
        return `Payment requested (by ${by}): ${asked.label}, ${dollars(asked.amountCents)} due ${describeDate(asked.dueOn)} of ${contract}, mailed to ${mail.to}`;
      }),
    /**
     * Voids payment `paymentId` of the estimate (it stays, no longer counted) and queues the client's
     * correction; refused as voided when it is not a payment of the estimate's still counted.
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
        return `Payment voided (by ${by}): ${dollars(payment.amountCents)} received ${describeDate(payment.receivedOn)} to ${contract}, because: ${reason}; correction mailed to ${mail.to}`;
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
