// An estimate's arithmetic, in whole cents: what a typed price, quantity or percentage is, each
// line's amount, the subtotal, tax, total and the payment schedule. Integers throughout (a
// quantity in thousandths, a percentage in hundredths of a percent), rounded half up once per
// figure, so the office, the client's page, the PDF and the lead's value always agree to the cent.

/** A line's kind: priced work, an allowance (a budget for what the client picks later), or an option the client may tick. */
export const itemKinds = ["standard", "allowance", "optional"] as const;
export type ItemKind = (typeof itemKinds)[number];

export type LineItem = {
  description: string;
  /** Thousandths of a unit: 1.5 sq ft is 1500. */
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
  /** "Demolition", "Cabinetry": lines of one group are shown together under its name ('' for none). */
  group: string;
  kind: ItemKind;
};

/** The largest amount anything may come to: $99,999,999.99, far past a home's remodel and safe in integers. */
export const MAX_CENTS = 9_999_999_999;

/**
 * `a × b / denominator` for non-negative integers, rounded half up; in BigInt, since a quantity
 * times a price can pass what a double holds exactly (the form refuses a line that comes to more
 * than MAX_CENTS).
 */
const divideRounded = (a: number, b: number, denominator: number) => {
  const [product, d] = [BigInt(a) * BigInt(b), BigInt(denominator)];
  return Number((product * 2n + d) / (d * 2n));
};

/**
 * A price as people type it ("1,250", "$1,250.5", "1250.50") in cents; undefined for anything else,
 * a negative price or more than two decimals.
 */
export function parseCents(typed: string): number | undefined {
  const plain = typed
    .trim()
    .replace(/^\$\s*/, "")
    .replaceAll(",", "");
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(plain) ?? /^()\.(\d{1,2})$/.exec(plain);
  if (!match) return undefined;
  const cents = Number(match[1] || "0") * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents <= MAX_CENTS ? cents : undefined;
}

/** A quantity ("3", "120.5", "0.25") in thousandths; undefined for anything else, zero, or more than three decimals. */
export function parseQuantity(typed: string): number | undefined {
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(typed.trim().replaceAll(",", ""));
  if (!match) return undefined;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return milli > 0 ? milli : undefined;
}

/** A percentage ("10", "6.5", "7%") in hundredths of a percent (basis points), 0 to 100 %; undefined otherwise. */
export function parsePercent(typed: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(typed.trim());
  if (!match) return undefined;
  const points = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return points <= 10_000 ? points : undefined;
}

/** A line's amount: quantity times unit price, rounded half up to the cent. */
export const lineCents = (item: Pick<LineItem, "quantityMilli" | "unitPriceCents">) =>
  divideRounded(item.quantityMilli, item.unitPriceCents, 1000);

/** `basisPoints` of `cents`, rounded half up. */
export const shareOf = (cents: number, basisPoints: number) => divideRounded(cents, basisPoints, 10_000);

export type Totals = {
  /** The lines counted: every standard line and allowance, and the options chosen. */
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** The options not chosen, at their price, for the page to say what ticking them adds. */
  optionsLeftCents: number;
};

/** The estimate's figures with the optional lines `chosen` (their indexes in `items`) included. */
export function totals(items: readonly LineItem[], taxBasisPoints: number, chosen: ReadonlySet<number>): Totals {
  let subtotalCents = 0;
  let optionsLeftCents = 0;
  items.forEach((item, index) => {
    const amount = lineCents(item);
    if (item.kind !== "optional" || chosen.has(index)) subtotalCents += amount;
    else optionsLeftCents += amount;
  });
  const taxCents = shareOf(subtotalCents, taxBasisPoints);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents, optionsLeftCents };
}

/**
 * A payment of the schedule: the deposit, a progress payment at a milestone, or the final payment;
 * its share of the total, unless it is a fixed amount (a deposit given in dollars, and the final
 * payment after one).
 */
export type Payment = { label: string; basisPoints: number | undefined; cents: number };
export type Milestone = { label: string; basisPoints: number };
/** The deposit: a share of the total, or a fixed amount. */
export type Deposit = { basisPoints: number } | { cents: number };

/** An estimate's deposit as its content keeps it: an amount when one was given, else a share. */
export const depositOf = (content: { depositCents?: number; depositBasisPoints: number }): Deposit =>
  content.depositCents === undefined ? { basisPoints: content.depositBasisPoints } : { cents: content.depositCents };

const DEPOSIT_LABEL = "Deposit on signing";

/** The deposit a payment schedule starts with, or 0 when its estimate asked for none. */
export const depositIn = (schedule: readonly Payment[]) =>
  schedule[0]?.label === DEPOSIT_LABEL ? schedule[0].cents : 0;

/**
 * The payment schedule of `totalCents`: the deposit (its share, or its amount, at most the total)
 * and each milestone their share, the final payment what is left, so the payments always add up
 * to the total exactly.
 */
export function paymentSchedule(totalCents: number, deposit: Deposit, milestones: readonly Milestone[]) {
  const payments: Payment[] = [];
  let left = totalCents;
  let pointsLeft: number | undefined = 10_000;
  const take = (label: string, basisPoints: number | undefined, cents: number) => {
    const taken = Math.min(left, cents);
    payments.push({ label, basisPoints, cents: taken });
    left -= taken;
    pointsLeft = pointsLeft === undefined || basisPoints === undefined ? undefined : pointsLeft - basisPoints;
  };
  if ("cents" in deposit) {
    if (deposit.cents > 0) take(DEPOSIT_LABEL, undefined, deposit.cents);
  } else if (deposit.basisPoints > 0)
    take(DEPOSIT_LABEL, deposit.basisPoints, shareOf(totalCents, deposit.basisPoints));
  for (const milestone of milestones)
    take(milestone.label, milestone.basisPoints, shareOf(totalCents, milestone.basisPoints));
  payments.push({
    label: "Final payment on completion",
    basisPoints: pointsLeft === undefined ? undefined : Math.max(0, pointsLeft),
    cents: left,
  });
  return payments;
}

/** Cents as the client reads them: "$12,345.67", and "−$750.00" (a true minus sign) below zero. */
export const dollars = (cents: number) =>
  `${cents < 0 ? "−" : ""}$${Math.floor(Math.abs(cents) / 100).toLocaleString("en-US")}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

/** Thousandths as typed back: "1.5", "3". */
export const quantityText = (milli: number) =>
  milli % 1000 === 0 ? String(milli / 1000) : (milli / 1000).toFixed(3).replace(/0+$/, "");

/** Basis points as a percentage: "10", "6.5". */
export const percentText = (basisPoints: number) =>
  basisPoints % 100 === 0 ? String(basisPoints / 100) : (basisPoints / 100).toFixed(2).replace(/0+$/, "");

/** Cents as typed back into a price field: "1250.00". */
export const centsText = (cents: number) => (cents / 100).toFixed(2);
