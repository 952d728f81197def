// Deposits and payments without a processor, as plain rules: what a payment, a request's due date
// and the owner's instructions may be; what of the schedule is paid and the balance (in cents); and
// F.S. 489.126's clocks: an initial payment of more than 10 % of the contract price means permits
// applied for within 30 days of it, and work started within 90 days of the permits' issue (unless
// the contract says otherwise, which the office page says plainly).
import { Temporal } from "temporal-polyfill";
import type { PaymentMethod } from "../storage/database.ts";
import { dollars, parseCents } from "../../common/money.ts";
import { PAYMENT_TEXT_MAX } from "../../common/payments.ts";

export const methodLabels: Record<PaymentMethod, string> = {
  check: "Check",
  bankTransfer: "Bank transfer",
  card: "Card",
  other: "Other",
};
const isMethod = (value: string): value is PaymentMethod => Object.hasOwn(methodLabels, value);

const { instructions: INSTRUCTIONS_MAX, reference: REFERENCE_MAX, link: LINK_MAX } = PAYMENT_TEXT_MAX;

const isDate = (typed: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed)) return false;
  try {
    Temporal.PlainDate.from(typed, { overflow: "reject" });
    return true;
  } catch {
    return false;
  }
};
/** `day` (YYYY-MM-DD) plus `days`. */
export const addDays = (day: string, days: number) => Temporal.PlainDate.from(day).add({ days }).toString();

type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };
const outcome = <T>(errors: Record<string, string>, value: () => T): Checked<T> =>
  Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: value() };

/** The owner's instructions: words the client can act on, and a payment link only over https. */
export function checkInstructions(typed: { instructions: string; link: string }) {
  const errors: Record<string, string> = {};
  const instructions = typed.instructions.trim();
  const link = typed.link.trim();
  if (!instructions) errors.instructions = "Say how to pay: “Pay by check to … or by bank transfer to …”.";
  else if (instructions.length > INSTRUCTIONS_MAX)
    errors.instructions = `Keep the instructions under ${INSTRUCTIONS_MAX.toLocaleString("en-US")} characters.`;
  if (link) {
    let url: URL | undefined;
    try {
      url = new URL(link);
    } catch {
      url = undefined;
    }
    if (url?.protocol !== "https:" || !url.hostname.includes(".") || link.length > LINK_MAX)
      errors.link = "Give the payment link as a full address starting with https://, or leave it empty.";
  }
  return outcome(errors, () => ({ instructions, link: link || null }));
}

/** A payment as the owner types it: an amount above zero, a method, a reference, the day it came (not later than today). */
export function checkPayment(
  typed: { amount: string; method: string; reference: string; receivedOn: string },
  today: string,
  balanceCents: number,
) {
  const errors: Record<string, string> = {};
  const amountCents = parseCents(typed.amount);
  if (amountCents === undefined || amountCents === 0)
    errors.amount = "Give the amount received in dollars, such as “3,000” or “3,000.50”.";
  // A receipt goes out at once and a payment is not taken back: more than is owed is a typing
  // slip, or money that is not this contract's (a change order signed first makes it so).
  else if (amountCents > balanceCents)
    errors.amount =
      balanceCents > 0
        ? `That is more than the balance, ${dollars(balanceCents)}: record at most that. Money paid over it needs a change order first, or goes back to the client.`
        : `Nothing is owed on this contract (its balance is ${dollars(balanceCents)}): a payment cannot be recorded.`;
  if (!isMethod(typed.method)) errors.method = "Choose how it was paid: check, bank transfer, card or other.";
  const reference = typed.reference.trim();
  if (reference.length > REFERENCE_MAX)
    errors.reference = `Keep the reference under ${REFERENCE_MAX} characters (a check number, a transfer's id).`;
  const receivedOn = typed.receivedOn.trim();
  if (!isDate(receivedOn)) errors.receivedOn = "Give the day the payment arrived.";
  else if (receivedOn > today) errors.receivedOn = "The day it arrived cannot be later than today.";
  return outcome(errors, () => ({
    amountCents: amountCents!,
    method: typed.method as PaymentMethod,
    reference,
    receivedOn,
  }));
}

const VOID_REASON_MAX = PAYMENT_TEXT_MAX.voidReason;

/** Why a payment is voided: said, in a line the audit log and the lead's history keep. */
export function checkVoidReason(typed: string) {
  const reason = typed.trim().replace(/\s+/g, " ");
  if (!reason)
    return {
      ok: false as const,
      errors: { voidReason: "Say why it is voided: “typed $3,500 for $350”, “the check bounced”." },
    };
  if (reason.length > VOID_REASON_MAX)
    return {
      ok: false as const,
      errors: { voidReason: `Keep the reason under ${VOID_REASON_MAX} characters.` },
    };
  return { ok: true as const, value: reason };
}

/** A request's due date: a real day from today to a year ahead. */
export function checkDueDate(typed: string, today: string) {
  const dueOn = typed.trim();
  if (!isDate(dueOn)) return { ok: false as const, errors: { dueOn: "Give the day the payment is due." } };
  if (dueOn < today || dueOn > addDays(today, 366))
    return { ok: false as const, errors: { dueOn: "The due date must be between today and a year from now." } };
  return { ok: true as const, value: dueOn };
}

/**
 * The due date a payment request starts with: a week from today, and not before the day after
 * `cancelBy`, the last day a client who signed at home may still cancel (no payment falls due
 * while they may).
 */
export function suggestedDueDate(today: string, cancelBy: string | undefined): string {
  const inAWeek = addDays(today, 7);
  const afterCancelling = cancelBy && addDays(cancelBy, 1);
  return afterCancelling && afterCancelling > inAWeek ? afterCancelling : inAWeek;
}

/** The day permits were issued: a real day, not later than today. */
export function checkPermitDate(typed: string, today: string) {
  const issuedOn = typed.trim();
  if (!isDate(issuedOn)) return { ok: false as const, errors: { issuedOn: "Give the day the permit was issued." } };
  if (issuedOn > today)
    return { ok: false as const, errors: { issuedOn: "The permit's date cannot be later than today." } };
  return { ok: true as const, value: issuedOn };
}

/**
 * What of each scheduled payment is paid: what was received fills the schedule in its order (the
 * deposit first), and what is left of each is still due.
 */
export function allocate<T extends { cents: number }>(schedule: readonly T[], paidCents: number) {
  let left = paidCents;
  return schedule.map((payment) => {
    const paid = Math.min(payment.cents, Math.max(0, left));
    left -= paid;
    return { ...payment, paidCents: paid, dueCents: payment.cents - paid };
  });
}

export type Received = { amountCents: number; receivedOn: string };

/** The payments that count: what was received, less what the owner voided. */
export const counted = <T extends Received & { voidedAt: string | null }>(payments: readonly T[]) =>
  payments.filter((payment) => payment.voidedAt === null);

/** The contract's total less everything received (negative when the client paid more). */
export const balance = (totalCents: number, payments: readonly Received[]) =>
  totalCents - payments.reduce((sum, payment) => sum + payment.amountCents, 0);

/** Whether the schedule's deposit is paid by `paidCents` (with no deposit scheduled, any payment). */
export const depositReceived = (depositCents: number, paidCents: number) =>
  depositCents > 0 ? paidCents >= depositCents : paidCents > 0;

/** More than 10 % of the contract price: F.S. 489.126's threshold, exactly (10 % itself is not above it). */
export const aboveTenPercent = (paidCents: number, contractCents: number) => paidCents * 10 > contractCents;

/**
 * F.S. 489.126's dates. The initial payment is what was received, oldest first, until the
 * schedule's deposit was paid (with no deposit scheduled, the first day's payments); once it comes
 * to more than 10 % of the contract price, permits are due 30 days from the day it did, and work
 * 90 days from the permits' issue. Undefined while it is not above the threshold.
 */
export function permitClock(
  contractCents: number,
  depositCents: number,
  payments: readonly Received[],
  permitIssuedOn: string | null,
) {
  const sorted = [...payments].sort((a, b) => (a.receivedOn < b.receivedOn ? -1 : a.receivedOn > b.receivedOn ? 1 : 0));
  let initialCents = 0;
  for (const payment of sorted) {
    const initial = depositCents > 0 ? initialCents < depositCents : payment.receivedOn === sorted[0]!.receivedOn;
    if (!initial) break;
    initialCents += payment.amountCents;
    if (aboveTenPercent(initialCents, contractCents))
      return {
        paidOn: payment.receivedOn,
        initialCents,
        applyBy: addDays(payment.receivedOn, 30),
        startBy: permitIssuedOn ? addDays(permitIssuedOn, 90) : undefined,
      };
  }
  return undefined;
}

/** How many days before (and after) one of F.S. 489.126's dates the morning summary names it. */
export const CLOCK_REMINDER_DAYS = 7;

export type ClockReminder = { step: "apply" | "start"; by: string };

/**
 * Which of a contract's F.S. 489.126 dates the owner is reminded of on `today`: the permits' while
 * none is recorded as issued, then the start's until the job is in progress; from a week before the
 * date to a week after it (a date missed is said, then left to the owner rather than repeated daily).
 */
export function clockReminder(
  clock: { applyBy: string; startBy?: string | undefined } | undefined,
  workStarted: boolean,
  today: string,
): ClockReminder | undefined {
  if (!clock) return undefined;
  const due: ClockReminder = clock.startBy
    ? { step: "start", by: clock.startBy }
    : { step: "apply", by: clock.applyBy };
  if (due.step === "start" && workStarted) return undefined;
  const near = today >= addDays(due.by, -CLOCK_REMINDER_DAYS) && today <= addDays(due.by, CLOCK_REMINDER_DAYS);
  return near ? due : undefined;
}
