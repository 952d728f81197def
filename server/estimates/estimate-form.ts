// The estimate form as posted (/office/leads/<id>/estimates/new, and a draft's own page): its
// fields read into an estimate's content, each problem said next to its field, and what was typed
// kept to show again. Blank line rows are left out; a row half filled is a problem of that row
// (common/estimate-lines.ts, which the form's running total shares).
import { calendarDay } from "../bookings/slots.ts";
import { checkRows, MAX_ROWS, taxOf, TEXT_MAX, typedRows, type TypedRow } from "../../common/estimate-lines.ts";
import {
  centsText,
  parseCents,
  parsePercent,
  percentText,
  quantityText,
  totals,
  type LineItem,
  type Milestone,
} from "../../common/money.ts";

/** What an estimate says, as the office writes it (a version's text and figures). */
export type EstimateContent = {
  title: string;
  /** Markdown. */
  scope: string;
  items: LineItem[];
  taxBasisPoints: number;
  depositBasisPoints: number;
  /** A deposit given as an amount instead (then `depositBasisPoints` is 0); absent in a percentage's. */
  depositCents?: number;
  milestones: Milestone[];
  /** The last day the client may accept (YYYY-MM-DD, the business's calendar). */
  validUntil: string;
  /**
   * The sale is made at the client's home: the contract carries the buyer's three-day right to
   * cancel (notices.ts, cooling-off.ts). Absent when not, as in every estimate written before it.
   */
  soldAtHome?: true;
};

export type TypedMilestone = { name: string; percent: string };
/** The form as typed, to fill it again. */
export type TypedEstimate = {
  title: string;
  scope: string;
  rows: TypedRow[];
  taxPercent: string;
  depositPercent: string;
  depositAmount: string;
  milestones: TypedMilestone[];
  validUntil: string;
  /** The box "Sold at the client's home" ticked (posted as `soldAtHome`). */
  soldAtHome?: boolean;
};

/** A form without JavaScript shows this many line rows, and "Add rows" adds as many again. */
export const BLANK_ROWS = 8;
export const ROWS_ADDED = 4;
/** At most this many progress payments (and MAX_ROWS lines). */
export const MILESTONE_ROWS = 3;
export const TITLE_MAX = 120;
export const SCOPE_MAX = 20_000;

/** The posted form: a field's one value, or every value of a repeated one. */
export type Posted = { one(name: string): string; all(name: string): string[] };

export const postedFrom = (form: FormData): Posted => ({
  one: (name) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  },
  all: (name) => form.getAll(name).map((value) => (typeof value === "string" ? value : "")),
});

/** The form's values as typed, the rows as many as were posted (at most MAX_ROWS). */
export function typedEstimate(posted: Posted): TypedEstimate {
  const rows = typedRows(posted.all);
  const [names, percents] = [posted.all("milestoneName"), posted.all("milestonePercent")];
  const milestones = Array.from(
    { length: Math.min(MILESTONE_ROWS, Math.max(names.length, percents.length)) },
    (_, i) => ({
      name: names[i] ?? "",
      percent: percents[i] ?? "",
    }),
  );
  return {
    title: posted.one("title"),
    scope: posted.one("scope"),
    rows,
    taxPercent: posted.one("taxPercent"),
    depositPercent: posted.one("depositPercent"),
    depositAmount: posted.one("depositAmount"),
    milestones,
    validUntil: posted.one("validUntil"),
    // A checkbox: posted when ticked, left out when not.
    soldAtHome: posted.one("soldAtHome") !== "",
  };
}

export type EstimateCheck = { ok: true; content: EstimateContent } | { ok: false; errors: Record<string, string> };

/** The typed form as an estimate's content, or a message per field; `today` (YYYY-MM-DD) bounds the valid-until day. */
export function checkEstimate(typed: TypedEstimate, today: string): EstimateCheck {
  const errors: Record<string, string> = {};
  const title = typed.title.trim().replace(/\s+/g, " ");
  if (!title || title.length > TITLE_MAX) errors.title = `Give the estimate a title (at most ${TITLE_MAX} characters).`;
  const scope = typed.scope.trim();
  if (scope.length > SCOPE_MAX)
    errors.scope = `Keep the scope of work under ${SCOPE_MAX.toLocaleString("en-US")} characters.`;
  const { items, errors: rowErrors } = checkRows(typed.rows);
  Object.assign(errors, rowErrors);
  if (items.length === 0 && !Object.keys(errors).some((key) => key.startsWith("item")))
    errors.items = "Add at least one line: a description and its price.";
  const taxBasisPoints = taxOf(typed.taxPercent);
  if (taxBasisPoints === undefined)
    errors.taxPercent = "Give the tax as a percentage from 0 to 100, like 6.5, or leave it empty.";
  const depositBasisPoints = typed.depositPercent.trim() === "" ? 0 : parsePercent(typed.depositPercent);
  if (depositBasisPoints === undefined)
    errors.depositPercent = "Give the deposit as a percentage of the total from 0 to 100, like 10.";
  const milestones: Milestone[] = [];
  for (const [index, row] of typed.milestones.entries()) {
    if (!row.name.trim() && !row.percent.trim()) continue;
    const basisPoints = parsePercent(row.percent);
    const label = row.name.trim().replace(/\s+/g, " ");
    if (!label || label.length > TEXT_MAX || !basisPoints)
      errors[`milestone${index}`] =
        `Progress payment ${index + 1}: name the milestone (like "Cabinets installed") and give its percentage of the total.`;
    else milestones.push({ label, basisPoints });
  }
  const depositCents = typed.depositAmount.trim() === "" ? undefined : parseCents(typed.depositAmount);
  if (typed.depositAmount.trim() && depositCents === undefined)
    errors.depositAmount = "Give the deposit's amount in dollars, like 2500, or leave it empty for a percentage.";
  else if (depositCents !== undefined && depositBasisPoints)
    errors.depositAmount = "Give the deposit as a percentage or as an amount, not both: empty one of them.";
  else if (depositCents !== undefined && depositCents > totals(items, taxBasisPoints ?? 0, new Set()).totalCents)
    errors.depositAmount = "The deposit is more than the estimate's total: lower it.";
  const scheduled = (depositBasisPoints ?? 0) + milestones.reduce((sum, row) => sum + row.basisPoints, 0);
  if (scheduled > 10_000)
    errors.depositPercent ??=
      "The deposit and progress payments come to more than 100 % of the total: lower one of them.";
  const validUntil = calendarDay(typed.validUntil.trim())?.toString();
  if (!validUntil || validUntil < today)
    errors.validUntil = `Give the last day the client may accept, today (${today}) or later.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    content: {
      title,
      scope,
      items,
      taxBasisPoints: taxBasisPoints!,
      depositBasisPoints: depositBasisPoints!,
      ...(depositCents !== undefined && { depositCents }),
      milestones,
      validUntil: validUntil!,
      ...(typed.soldAtHome && { soldAtHome: true as const }),
    },
  };
}

/** A stored estimate's content as the form shows it, with `blank` empty rows after its lines. */
export function typedFrom(content: EstimateContent, blank = BLANK_ROWS): TypedEstimate {
  const rows: TypedRow[] = content.items.map((item) => ({
    description: item.description,
    quantity: quantityText(item.quantityMilli),
    unit: item.unit,
    unitPrice: centsText(item.unitPriceCents),
    group: item.group,
    kind: item.kind,
  }));
  return withRows(
    {
      title: content.title,
      scope: content.scope,
      rows,
      taxPercent: content.taxBasisPoints ? percentText(content.taxBasisPoints) : "",
      depositPercent: content.depositCents === undefined ? percentText(content.depositBasisPoints) : "",
      depositAmount: content.depositCents === undefined ? "" : centsText(content.depositCents),
      milestones: content.milestones.map((row) => ({ name: row.label, percent: percentText(row.basisPoints) })),
      validUntil: content.validUntil,
      soldAtHome: content.soldAtHome === true,
    },
    blank,
  );
}

const blankRow = (): TypedRow => ({ description: "", quantity: "", unit: "", unitPrice: "", group: "", kind: "" });

/**
 * The typed form with `blank` empty line rows after the rows it has (at least BLANK_ROWS in all,
 * kept in place so a row's message still names its line), and every progress payment's row.
 */
export function withRows(typed: TypedEstimate, blank: number): TypedEstimate {
  const count = Math.min(MAX_ROWS, Math.max(BLANK_ROWS, typed.rows.length + blank));
  const milestones = typed.milestones.slice(0, MILESTONE_ROWS);
  return {
    ...typed,
    rows: [...typed.rows, ...Array.from({ length: count - typed.rows.length }, blankRow)].slice(0, MAX_ROWS),
    milestones: [
      ...milestones,
      ...Array.from({ length: MILESTONE_ROWS - milestones.length }, () => ({ name: "", percent: "" })),
    ],
  };
}

/**
 * A new estimate's form: its title from the lead's project, valid for 30 days, a 10 % deposit, and
 * sold at the client's home when `soldAtHome` (the lead's consultation was at their address).
 */
export function newEstimateForm(projectType: string, today: string, soldAtHome = false): TypedEstimate {
  const validUntil = new Date(Date.parse(`${today}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  return withRows(
    {
      title: projectType,
      scope: "",
      rows: [],
      taxPercent: "",
      depositPercent: "10",
      depositAmount: "",
      milestones: [],
      validUntil,
      soldAtHome,
    },
    BLANK_ROWS,
  );
}

/**
 * Whether a lead's estimate is, to begin with, a sale made at the client's home: when a
 * consultation of theirs is booked (not cancelled) at an address, where the site's consultations
 * take place. The office unticks it when the sale is made elsewhere.
 */
export const consultedAtHome = (bookings: readonly { status: string; location: string }[]) =>
  bookings.some((booking) => booking.status === "confirmed" && booking.location.trim() !== "");
