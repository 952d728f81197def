// A signed contract's money as it moves: the signed estimate's total and its change orders (a
// credit negative), counted only once signed, and what a change order's form says in cents. Plain
// rules, no storage: the office, the client's pages and the PDFs all add up through these.
import { dollars, MAX_CENTS, parseCents } from "../../common/money.ts";

export type CountedOrder = {
  id: number;
  status: "sent" | "accepted" | "declined";
  amountCents: number;
  answeredAt: string | null;
};

/** The contract's total: the signed estimate's and every signed change order's. */
export function contractTotal(signedCents: number, orders: readonly CountedOrder[]) {
  const changesCents = orders.filter((order) => order.status === "accepted").reduce((sum, o) => sum + o.amountCents, 0);
  return { signedCents, changesCents, totalCents: signedCents + changesCents };
}

/**
 * The total a change order was signed against and the total with it: the orders signed before it
 * count, it and those signed later do not (one not signed yet stands against today's total).
 */
export function totalAround(signedCents: number, orders: readonly CountedOrder[], order: CountedOrder) {
  const before = orders.filter(
    (other) =>
      other.id !== order.id &&
      other.status === "accepted" &&
      (order.answeredAt === null || (other.answeredAt !== null && other.answeredAt < order.answeredAt)),
  );
  const beforeCents = contractTotal(signedCents, before).totalCents;
  return { beforeCents, afterCents: beforeCents + order.amountCents };
}

/** An amount that may be a credit: "-250", "−$1,200.50", "250"; undefined for anything else. */
export function parseSignedCents(typed: string): number | undefined {
  const trimmed = typed.trim();
  const negative = /^[-−–]/.test(trimmed);
  const cents = parseCents(negative ? trimmed.slice(1) : trimmed);
  return cents === undefined ? undefined : negative ? -cents : cents;
}

/** Cents that may be a credit, as the client reads them: "+$1,200.00", "−$250.00" (a true minus sign). */
export const signedDollars = (cents: number) => (cents < 0 ? `−${dollars(-cents)}` : `+${dollars(cents)}`);

/** A time impact in days, in words. */
export const daysText = (days: number) =>
  days === 0
    ? "No change to the schedule"
    : `${Math.abs(days)} ${Math.abs(days) === 1 ? "day" : "days"} ${days > 0 ? "more" : "fewer"}`;

export type ChangeOrderLine = { description: string; amountCents: number };
/** What a change order says, as the office writes it. */
export type ChangeOrderContent = { description: string; lines: ChangeOrderLine[]; days: number; note: string };
/** Its form as typed (repeated line rows; or, with none, one price for the whole). */
export type TypedChangeOrder = {
  description: string;
  price: string;
  lines: { description: string; amount: string }[];
  days: string;
  note: string;
};

export const CHANGE_ORDER_ROWS = 4;
const DESCRIPTION_MAX = 2000;
const LINE_MAX = 300;
/** The schedule moves by at most a year either way in one change order. */
const DAYS_MAX = 365;

/**
 * The typed change order read, each problem by its field: a description, at least a price or a
 * line (a credit negative), days as a whole number; a credit may not take the contract below zero.
 */
export function checkChangeOrder(
  typed: TypedChangeOrder,
  contractCents: number,
): { ok: true; content: ChangeOrderContent; amountCents: number } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const description = typed.description.trim();
  if (!description) errors.description = "Say what changes: the work added or taken out.";
  else if (description.length > DESCRIPTION_MAX)
    errors.description = `Keep the description under ${DESCRIPTION_MAX.toLocaleString("en-US")} characters.`;
  const lines: ChangeOrderLine[] = [];
  typed.lines.forEach((row, index) => {
    const [text, amount] = [row.description.trim(), row.amount.trim()];
    if (!text && !amount) return;
    const cents = parseSignedCents(amount);
    if (!text || text.length > LINE_MAX || cents === undefined)
      errors[`line${index}`] =
        `Line ${index + 1}: give what it is (up to ${LINE_MAX} characters) and its price, a credit with a minus sign ("-250").`;
    else lines.push({ description: text, amountCents: cents });
  });
  if (lines.length === 0 && typed.price.trim()) {
    const cents = parseSignedCents(typed.price);
    if (cents === undefined) errors.price = 'Give the price in dollars ("1,250" or "-250" for a credit).';
    else lines.push({ description: description.split("\n")[0]!.slice(0, LINE_MAX), amountCents: cents });
  } else if (lines.length === 0 && !Object.keys(errors).some((key) => key.startsWith("line")))
    errors.price = 'Give its price ("1,250", or "-250" for a credit), or its lines below.';
  const days = typed.days.trim() === "" ? 0 : Number(typed.days.trim().replace(/^[−–]/, "-"));
  if (!Number.isInteger(days) || Math.abs(days) > DAYS_MAX)
    errors.days = `Give the days it adds as a whole number (negative when it saves time), at most ${DAYS_MAX}.`;
  const note = typed.note.trim();
  if (note.length > DESCRIPTION_MAX)
    errors.note = `Keep the note under ${DESCRIPTION_MAX.toLocaleString("en-US")} characters.`;
  const amountCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (Object.keys(errors).length === 0 && contractCents + amountCents < 0)
    errors.price = `A credit cannot be more than the contract's total, ${dollars(contractCents)}.`;
  if (Object.keys(errors).length === 0 && contractCents + amountCents > MAX_CENTS)
    errors.price = "That takes the contract past what the office can count.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, content: { description, lines, days, note }, amountCents };
}

export const blankChangeOrder = (): TypedChangeOrder => ({
  description: "",
  price: "",
  lines: Array.from({ length: CHANGE_ORDER_ROWS }, () => ({ description: "", amount: "" })),
  days: "0",
  note: "",
});
