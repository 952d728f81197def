// An estimate's line rows as typed, read and checked: the form's check on the server
// (estimate-form.ts) and the running total the office's form shows while the owner types
// (app/components/office/EstimateForm.tsx) count the same lines the same way. Only money.ts
// besides, so the browser can run it.
import {
  itemKinds,
  lineCents,
  MAX_CENTS,
  parseCents,
  parsePercent,
  parseQuantity,
  totals,
  type ItemKind,
  type LineItem,
  type Totals,
} from "./money.ts";

/** At most this many lines. */
export const MAX_ROWS = 80;
/** The most a line's description (and a milestone's name) may have. */
export const TEXT_MAX = 300;
const UNIT_MAX = 20;
const GROUP_MAX = 60;

/** A line row as typed. */
export type TypedRow = {
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  group: string;
  kind: string;
};

/** The rows as posted, from each repeated field's values (at most MAX_ROWS). */
export function typedRows(all: (name: string) => string[]): TypedRow[] {
  const column = (name: string) => all(name).slice(0, MAX_ROWS);
  const [descriptions, quantities, units, prices, groups, kinds] = [
    column("itemDescription"),
    column("itemQuantity"),
    column("itemUnit"),
    column("itemUnitPrice"),
    column("itemGroup"),
    column("itemKind"),
  ];
  const count = Math.max(descriptions.length, quantities.length, prices.length);
  return Array.from({ length: count }, (_, index) => ({
    description: descriptions[index] ?? "",
    quantity: quantities[index] ?? "",
    unit: units[index] ?? "",
    unitPrice: prices[index] ?? "",
    group: groups[index] ?? "",
    kind: kinds[index] ?? "",
  }));
}

/** A row with no description, quantity or price: left out. */
export const isBlankRow = (row: TypedRow) => !row.description.trim() && !row.quantity.trim() && !row.unitPrice.trim();
const isKind = (value: string): value is ItemKind => (itemKinds as readonly string[]).includes(value);

/**
 * The lines of the rows that are right, and a message for each row that is not (`item<index>`,
 * naming its line); blank rows are left out. A blank quantity is one.
 */
export function checkRows(rows: readonly TypedRow[]) {
  const errors: Record<string, string> = {};
  const items: LineItem[] = [];
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const description = row.description.trim().replace(/\s+/g, " ");
    const quantityMilli = parseQuantity(row.quantity || "1");
    const unitPriceCents = parseCents(row.unitPrice);
    const kind = row.kind === "" ? "standard" : row.kind;
    const problems = [
      ...(!description || description.length > TEXT_MAX ? [`describe the work (at most ${TEXT_MAX} characters)`] : []),
      ...(quantityMilli === undefined ? ["give the quantity as a number above zero, like 3 or 120.5"] : []),
      ...(unitPriceCents === undefined ? ["give the unit price in dollars, like 1250 or 1,250.00"] : []),
      ...(row.unit.trim().length > UNIT_MAX ? [`keep the unit under ${UNIT_MAX} characters`] : []),
      ...(row.group.trim().length > GROUP_MAX ? [`keep the group under ${GROUP_MAX} characters`] : []),
      ...(!isKind(kind) ? ["choose whether it is priced work, an allowance or an option"] : []),
    ];
    const item = {
      description,
      quantityMilli: quantityMilli ?? 0,
      unit: row.unit.trim(),
      unitPriceCents: unitPriceCents ?? 0,
      group: row.group.trim().replace(/\s+/g, " "),
      kind: kind as ItemKind,
    };
    if (problems.length === 0 && lineCents(item) > MAX_CENTS)
      problems.push("the line comes to more than an estimate holds");
    if (problems.length > 0) errors[`item${index}`] = `Line ${index + 1}: ${problems.join("; ")}.`;
    else items.push(item);
  });
  return { items, errors };
}

/** The tax as typed, in basis points: empty is none; undefined when it is no percentage. */
export const taxOf = (typed: string) => (typed.trim() === "" ? 0 : parsePercent(typed));

/**
 * The figures of what is typed so far, before the client ticks any option: the rows that are right
 * counted, what each row that is not yet still needs (the check's own message), and whether the tax
 * could be read (none counted while it cannot).
 */
export function runningTotals(
  rows: readonly TypedRow[],
  taxPercent: string,
): Totals & { notCounted: string[]; taxRead: boolean } {
  const { items, errors } = checkRows(rows);
  const tax = taxOf(taxPercent);
  return {
    ...totals(items, tax ?? 0, new Set()),
    notCounted: Object.values(errors),
    taxRead: tax !== undefined,
  };
}
