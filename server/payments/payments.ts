// Deposits and payments on a signed contract, without a processor: the owner sets how clients pay
// (instructions and an optional link), asks for each payment of the schedule by mail with a due
// date, and records what arrived, the client mailed a receipt each time; a payment recorded by
// mistake is voided, the client mailed a correction. The balance is the contract's total (the
// signed estimate and its signed change orders) less what was received and not voided.
// The design leaves room for a processor: it would record a payment as the owner does here.
import { greetingNameOfFull } from "../enquiries/enquiry-mail.ts";
import { describeDate } from "../../common/availability.ts";
import { site } from "../../common/site.ts";
import { contractTotal } from "../estimates/contract-total.ts";
import { mailEnvelope, type EstimateDependencies } from "../estimates/estimates.ts";
import { stillCancellableUntil } from "../estimates/cooling-off.ts";
import { depositIn, depositOf, dollars, paymentSchedule } from "../../common/money.ts";
import { viewOf, type EstimateRecord } from "../estimates/record.ts";
import { estimateNumber } from "../../common/office.ts";
import { hashManageToken } from "../bookings/bookings.ts";
import { deliverNow } from "../mail/outbox.ts";
import { ClientDocumentMail, renderMail, type MailField } from "../mail/templates.ts";
import { businessToday } from "../office/leads.ts";
import type { OfficeUser } from "../storage/office.ts";
import type { MoneyChange, MoneyChangeOutcome } from "../storage/payments.ts";
import type { OutgoingMail } from "../storage/types.ts";
import {
  allocate,
  balance,
  checkDueDate,
  checkInstructions,
  checkPayment,
  checkPermitDate,
  checkVoidReason,
  clockReminder,
  counted,
  depositReceived,
  methodLabels,
  permitClock,
  suggestedDueDate,
} from "./rules.ts";

export type PaymentRefusal =
  | {
      ok: false;
      reason: "unknown" | "notSigned" | "noEmail" | "noInstructions" | "voided" | "changed" | "notThisContract";
    }
  | { ok: false; reason: "invalid"; errors: Record<string, string> };
export const paymentRefusals = {
  notSigned: "Payments are for a signed contract: this estimate is not signed.",
  noEmail: "The client has no e-mail address on the lead: add one to mail them.",
  noInstructions: "Set your payment instructions first (below): the request tells the client how to pay.",
  voided: "That payment was voided already: it no longer counts.",
  changed:
    "The payments changed while you were on this page (a payment recorded or voided meanwhile): nothing was done or mailed. Look at the balance again, and do it again if it is still needed.",
  notThisContract: "That payment is not one of this contract's: reload the page to see its payments.",
} as const;

export function createPayments(deps: EstimateDependencies) {
  const { store, config } = deps;
  const envelope = (to: string, subject: string) => mailEnvelope(config)(to, subject, "payment");
  /**
   * A change by `user` now to `contract` as it was read, mailing `mail` (leased to this process
   * while it delivers it at once): made, and the mail delivered, or the refusal.
   */
  async function change(
    contract: Contract,
    user: OfficeUser,
    mail: OutgoingMail,
    make: (change: MoneyChange) => Promise<MoneyChangeOutcome>,
  ) {
    const now = new Date();
    const outcome = await make({
      by: user.email,
      mail,
      now,
      until: new Date(now.getTime() + deps.leaseMs),
      paidCents: contract.paidCents,
    });
    if ("refused" in outcome) return { ok: false as const, reason: outcome.refused };
    void deliverNow(deps, [{ id: outcome.mailId, mail }]);
    return { ok: true as const };
  }
  const today = () => businessToday(new Date());

  /** A signed estimate's money: its schedule as signed, the contract's total, what was received and requested. */
  async function contractOf(estimateId: number) {
    const estimate = await store.estimates.find(estimateId);
    if (estimate?.status !== "accepted" || !estimate.record) return undefined;
    const record = JSON.parse(estimate.record) as EstimateRecord;
    const view = viewOf(record, new Set(JSON.parse(estimate.chosenOptions ?? "[]") as number[]));
    const { estimate: content } = record;
    const payments = paymentSchedule(view.totalCents, depositOf(content), content.milestones);
    const schedule = payments.map((payment, index) => ({ label: view.payments[index]!.label, cents: payment.cents }));
    const { totalCents } = contractTotal(view.totalCents, await store.changeOrders.ofEstimate(estimateId));
    const money = await store.payments.ofEstimate(estimateId);
    const received = counted(money.payments);
    const paidCents = totalCents - balance(totalCents, received);
    const depositCents = depositIn(payments);
    return {
      estimate,
      record,
      number: estimateNumber(estimate.id, estimate.version),
      totalCents,
      paidCents,
      balanceCents: totalCents - paidCents,
      depositCents,
      schedule: allocate(schedule, paidCents),
      clock: permitClock(totalCents, depositCents, received, money.permitIssuedOn),
      // Signed at the client's home: the last day they may still cancel, while it lasts.
      cancelBy:
        record.cancellation && estimate.answeredAt
          ? stillCancellableUntil(businessToday(new Date(estimate.answeredAt)), today())
          : undefined,
      ...money,
    };
  }
  type Contract = NonNullable<Awaited<ReturnType<typeof contractOf>>>;

  /** The lines every payment mail ends its figures with. */
  const standing = (contract: Contract, paidCents: number): MailField[] => [
    { label: "Contract total", value: dollars(contract.totalCents) },
    { label: "Paid so far", value: dollars(paidCents) },
    { label: "Balance", value: dollars(contract.totalCents - paidCents) },
  ];

  /** Finds the signed contract with a client to mail, or says why not. */
  async function mailable(estimateId: number) {
    const contract = await contractOf(estimateId);
    if (contract) {
      if (!contract.record.client.email) return { ok: false, reason: "noEmail" } as const;
      return { ok: true, contract } as const;
    }
    return (await store.estimates.find(estimateId))
      ? ({ ok: false, reason: "notSigned" } as const)
      : ({ ok: false, reason: "unknown" } as const);
  }

  return {
    /** The owner's payment instructions, or undefined until set. */
    instructions: () => store.payments.settings(),

    /** Saves the instructions every request carries, as `user` on the page of estimate `savedOn`. */
    async saveInstructions(typed: { instructions: string; link: string }, user: OfficeUser, savedOn: number) {
      const checked = checkInstructions(typed);
      if (!checked.ok) return { ok: false as const, reason: "invalid" as const, errors: checked.errors };
      await store.payments.saveSettings(checked.value, user.email, new Date(), savedOn);
      return { ok: true as const };
    },

    /** What the office's estimate page shows of a signed contract's payments; undefined when not signed. */
    async ofContract(estimateId: number) {
      const contract = await contractOf(estimateId);
      if (!contract) return undefined;
      return {
        total: dollars(contract.totalCents),
        paid: dollars(contract.paidCents),
        balance: dollars(contract.balanceCents),
        /** Nothing is owed: no payment can be recorded. */
        paidInFull: contract.balanceCents <= 0,
        schedule: contract.schedule.map((payment) => ({
          label: payment.label,
          amount: dollars(payment.cents),
          paid: dollars(payment.paidCents),
          due: payment.dueCents > 0 ? dollars(payment.dueCents) : undefined,
        })),
        payments: contract.payments.map((payment) => ({
          id: payment.id,
          amount: dollars(payment.amountCents),
          method: methodLabels[payment.method],
          reference: payment.reference,
          receivedOn: describeDate(payment.receivedOn),
          voided: payment.voidedAt
            ? {
                on: describeDate(businessToday(new Date(payment.voidedAt))),
                by: payment.voidedBy ?? "",
                reason: payment.voidReason ?? "",
              }
            : undefined,
        })),
        requests: contract.requests.map((request) => ({
          id: request.id,
          label: request.label,
          amount: dollars(request.amountCents),
          dueOn: describeDate(request.dueOn),
          // Asked for once; what arrived since may have paid it.
          paid: contract.schedule.some((payment) => payment.label === request.label && payment.dueCents === 0),
        })),
        clock: contract.clock && {
          paidOn: describeDate(contract.clock.paidOn),
          initial: dollars(contract.clock.initialCents),
          applyBy: describeDate(contract.clock.applyBy),
          startBy: contract.clock.startBy && describeDate(contract.clock.startBy),
        },
        permitIssuedOn: contract.permitIssuedOn,
        today: today(),
        cancelBy: contract.cancelBy && describeDate(contract.cancelBy),
        suggestedDueOn: suggestedDueDate(today(), contract.cancelBy),
      };
    },

    /** What the client's signed estimate page shows: paid so far and the balance, by its link's token. */
    async ofEstimateToken(token: unknown) {
      if (typeof token !== "string" || !/^[\w-]{20,100}$/.test(token)) return undefined;
      const estimate = await store.estimates.byToken(hashManageToken(token));
      const contract = estimate?.status === "accepted" ? await contractOf(estimate.id) : undefined;
      return contract && { paid: dollars(contract.paidCents), balance: dollars(contract.balanceCents) };
    },

    /** Mails the client what is left of payment `index` of the schedule, the instructions and the due date. */
    async request(estimateId: number, typed: { index: string; dueOn: string }, user: OfficeUser) {
      const found = await mailable(estimateId);
      if (!found.ok) return found;
      const { contract } = found;
      const payment = /^\d{1,3}$/.test(typed.index) ? contract.schedule[Number(typed.index)] : undefined;
      const due = checkDueDate(typed.dueOn, today());
      const errors: Record<string, string> = due.ok ? {} : { ...due.errors };
      if (!payment) errors.index = "Choose a payment of the schedule to request.";
      else if (payment.dueCents === 0) errors.index = `The ${payment.label.toLowerCase()} is paid: nothing to request.`;
      if (!due.ok || !payment || payment.dueCents === 0)
        return { ok: false as const, reason: "invalid" as const, errors };
      const settings = await store.payments.settings();
      if (!settings) return { ok: false as const, reason: "noInstructions" as const };
      const { client, estimate: content } = contract.record;
      const mail: OutgoingMail = {
        ...envelope(
          client.email,
          `Payment due ${describeDate(due.value)}: ${payment.label}, ${dollars(payment.dueCents)}`,
        ),
        ...(await renderMail(
          ClientDocumentMail({
            preview: `${payment.label}: ${dollars(payment.dueCents)} due ${describeDate(due.value)}`,
            greetingName: greetingNameOfFull(client.name),
            paragraphs: [
              `This is our request for the ${payment.label.toLowerCase()} of your contract ${contract.number} for ${content.title}: ${dollars(payment.dueCents)}, due by ${describeDate(due.value)}.`,
              `How to pay: ${settings.instructions}`,
              ...(contract.cancelBy
                ? [
                    `You may still cancel this contract until midnight of ${describeDate(contract.cancelBy)}, as the notice of cancellation you received with it explains; if you do, what you have paid is returned as that notice says.`,
                  ]
                : []),
            ],
            fields: [
              { label: "Amount due", value: dollars(payment.dueCents) },
              { label: "Due by", value: describeDate(due.value) },
              ...standing(contract, contract.paidCents),
            ],
            button: settings.link ? { href: settings.link, label: "Pay online" } : undefined,
            after: "We will send you a receipt when your payment arrives. Questions about it? Reply to this e-mail.",
            note: `This payment request was sent to you by ${site.name}.`,
          }),
        )),
      };
      const asked = { label: payment.label, amountCents: payment.dueCents, dueOn: due.value };
      return change(contract, user, mail, (made) => store.payments.request(estimateId, asked, made));
    },

    /** Records what arrived and mails the client a receipt with the balance now. */
    async record(
      estimateId: number,
      typed: { amount: string; method: string; reference: string; receivedOn: string },
      user: OfficeUser,
    ) {
      const found = await mailable(estimateId);
      if (!found.ok) return found;
      const { contract } = found;
      const checked = checkPayment(typed, today(), contract.balanceCents);
      if (!checked.ok) return { ok: false as const, reason: "invalid" as const, errors: checked.errors };
      const payment = checked.value;
      const { client, estimate: content } = contract.record;
      const paidNow = contract.paidCents + payment.amountCents;
      const mail: OutgoingMail = {
        ...envelope(client.email, `Receipt: ${dollars(payment.amountCents)} received for ${content.title}`),
        ...(await renderMail(
          ClientDocumentMail({
            preview: `We received ${dollars(payment.amountCents)} on ${describeDate(payment.receivedOn)}. Thank you.`,
            greetingName: greetingNameOfFull(client.name),
            paragraphs: [
              `Thank you: we received your payment of ${dollars(payment.amountCents)} toward contract ${contract.number} for ${content.title}. Keep this e-mail as your receipt.`,
            ],
            fields: [
              { label: "Amount received", value: dollars(payment.amountCents) },
              { label: "Received", value: describeDate(payment.receivedOn) },
              { label: "Method", value: methodLabels[payment.method] },
              ...(payment.reference ? [{ label: "Reference", value: payment.reference }] : []),
              ...standing(contract, paidNow),
            ],
            note: `This receipt was sent to you by ${site.name} when your payment was recorded.`,
          }),
        )),
      };
      const depositPaid = depositReceived(contract.depositCents, paidNow);
      return change(contract, user, mail, (made) =>
        store.payments.record(estimateId, payment, { ...made, depositPaid }),
      );
    },

    /**
     * Voids a payment recorded by mistake (or a check that bounced): it stays on the page, crossed
     * out with why, and no longer counts; the client, who was mailed a receipt for it, is mailed
     * that the receipt is withdrawn and the balance now.
     */
    async voidPayment(estimateId: number, typed: { paymentId: string; reason: string }, user: OfficeUser) {
      const found = await mailable(estimateId);
      if (!found.ok) return found;
      const { contract } = found;
      const payment = /^\d{1,15}$/.test(typed.paymentId)
        ? contract.payments.find((one) => one.id === Number(typed.paymentId))
        : undefined;
      if (!payment) return { ok: false as const, reason: "notThisContract" as const };
      if (payment.voidedAt) return { ok: false as const, reason: "voided" as const };
      const reason = checkVoidReason(typed.reason);
      if (!reason.ok) return { ok: false as const, reason: "invalid" as const, errors: reason.errors };
      const { client, estimate: content } = contract.record;
      const paidNow = contract.paidCents - payment.amountCents;
      const received = `${dollars(payment.amountCents)} received ${describeDate(payment.receivedOn)}`;
      const mail: OutgoingMail = {
        ...envelope(client.email, `Correction: our receipt for ${dollars(payment.amountCents)} is withdrawn`),
        ...(await renderMail(
          ClientDocumentMail({
            preview: `The payment of ${received} no longer counts toward your contract ${contract.number}.`,
            greetingName: greetingNameOfFull(client.name),
            paragraphs: [
              `We sent you a receipt for a payment of ${received}, toward contract ${contract.number} for ${content.title}. We have withdrawn that receipt: the payment no longer counts toward your contract, and your balance is as below.`,
              "If you think this is a mistake, or have paid since, reply to this e-mail and we will put it right.",
            ],
            fields: [
              { label: "Receipt withdrawn", value: received },
              { label: "Method", value: methodLabels[payment.method] },
              ...(payment.reference ? [{ label: "Reference", value: payment.reference }] : []),
              ...standing(contract, paidNow),
            ],
            note: `This correction was sent to you by ${site.name} when the payment was voided in our records.`,
          }),
        )),
      };
      const depositPaid = depositReceived(contract.depositCents, paidNow);
      return change(contract, user, mail, (made) =>
        store.payments.voidPayment(estimateId, payment.id, reason.value, { ...made, depositPaid }),
      );
    },

    /**
     * The F.S. 489.126 dates to remind the owner of on `day` (the morning summary's), soonest first:
     * each with its contract, client and project.
     */
    async clockReminders(day: string) {
      const reminders = [];
      for (const { estimateId, workStarted } of await store.payments.paidContracts()) {
        const contract = await contractOf(estimateId);
        const due = contract && clockReminder(contract.clock, workStarted, day);
        if (due)
          reminders.push({
            ...due,
            estimateId,
            client: contract.record.client.name,
            project: contract.record.estimate.title,
          });
      }
      return reminders.sort((a, b) => (a.by < b.by ? -1 : a.by > b.by ? 1 : 0));
    },

    /** Records the day the permits were issued (from which work must start within 90 days). */
    async permit(estimateId: number, typed: string, user: OfficeUser) {
      const checked = checkPermitDate(typed, today());
      if (!checked.ok) return { ok: false as const, reason: "invalid" as const, errors: checked.errors };
      if (await store.payments.permit(estimateId, checked.value, user.email, new Date())) return { ok: true as const };
      return (await store.estimates.find(estimateId))
        ? ({ ok: false, reason: "notSigned" } as const)
        : ({ ok: false, reason: "unknown" } as const);
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
