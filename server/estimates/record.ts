// A version of an estimate as the client is sent it: its content with the business's name,
// license and facts, the client, and the contract texts (server/content/contract-texts.ts) at that
// moment, as one JSON text whose SHA-256 identifies it. The client's page, the office's preview and the signed PDF are all made
// from this record (never from the facts as they are later), so what was signed is what was hashed.
import { createHash } from "node:crypto";
import { addressText, type BusinessFacts } from "../../common/business-facts.ts";
import { site } from "../../common/site.ts";
import { renderMarkdown } from "../content/markdown.ts";
import type { EstimateContent } from "./estimate-form.ts";
import {
  depositIn,
  depositOf,
  dollars,
  lineCents,
  paymentSchedule,
  percentText,
  quantityText,
  totals,
} from "../../common/money.ts";
import { describeDate } from "../../common/availability.ts";
import { estimateNumber } from "../../common/office.ts";
import { businessToday } from "../office/leads.ts";
import type { ContractTexts } from "../content/contract-texts.ts";
import { fillPlaceholders } from "../content/text-field.ts";
import { aboveTenPercent } from "../payments/rules.ts";
import { cancelByDay } from "./cooling-off.ts";
import {
  cancellationOfTexts,
  cancellationText,
  CONSENT_TEXT,
  noticesOf,
  NOTICES_ABOVE_CENTS,
  type CancellationTemplate,
  type Notice,
} from "./notices.ts";

export type EstimateRecord = {
  estimate: { id: number; version: number; sentAt: string } & EstimateContent;
  business: {
    name: string;
    license: string;
    /** The license statement as the contract texts said it, its number filled in (absent before they were the owner's). */
    licenseLine?: string;
    phone: string;
    email: string;
    address: string;
  };
  client: { name: string; email: string; phone: string; location: string };
  /** The notice templates as they stood, shown when the total is above `noticesAboveCents`. */
  notices: Notice[];
  noticesAboveCents: number;
  consent: string;
  /**
   * The deposit clause as it stood, `{deposit}` to fill in, shown when the deposit is more than 10 %
   * of the total (absent in versions sent before the contract texts were the owner's).
   */
  depositClause?: string;
  /** A sale made at the client's home: the right to cancel's template as it stood (absent otherwise). */
  cancellation?: CancellationTemplate;
};

/**
 * The contractor's license number from the facts' credentials ("Certified General Contractor
 * CGC1531187"): Florida's are two or three capitals and six or seven digits (CGC, CBC, CRC…).
 */
export function licenseNumber(facts: Pick<BusinessFacts, "credentials">): string {
  for (const { detail, title } of facts.credentials) {
    const found = /\b[A-Z]{2,3}\d{6,7}\b/.exec(`${title} ${detail}`);
    if (found) return found[0];
  }
  return "";
}

/** The license statement of a version's business: the one it was sent with, or the words used before the texts were the owner's. */
export const licenseLineOf = (business: EstimateRecord["business"]) =>
  business.licenseLine ?? `Florida contractor’s license ${business.license}`;

/** A version's record, with the facts and the contract texts in force now (`texts`). */
export function makeRecord(
  estimate: EstimateRecord["estimate"],
  facts: BusinessFacts,
  client: EstimateRecord["client"],
  texts: ContractTexts,
): { text: string; sha256: string } {
  const license = licenseNumber(facts);
  const record: EstimateRecord = {
    estimate,
    business: {
      name: site.name,
      license,
      licenseLine: fillPlaceholders(texts.license, { license }),
      phone: facts.phone.display,
      email: facts.email,
      address: addressText(facts.address, "one"),
    },
    client,
    notices: noticesOf(texts),
    noticesAboveCents: NOTICES_ABOVE_CENTS,
    consent: CONSENT_TEXT,
    depositClause: texts.deposit,
    ...(estimate.soldAtHome && { cancellation: cancellationOfTexts(texts) }),
  };
  const text = JSON.stringify(record);
  return { text, sha256: sha256(text) };
}

export const sha256 = (bytes: string | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** One line as the client reads it; `index` is its place in the record's items (an option's box value). */
export type ShownLine = {
  index: number;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  amount: string;
  kind: "standard" | "allowance" | "optional";
  chosen: boolean;
};

/** Everything a page or PDF shows of a version, its figures for the options `chosen`. */
export type EstimateView = {
  number: string;
  title: string;
  version: number;
  sentAt: string;
  validUntil: string;
  /** The business, its license statement as the version says it. */
  business: ShownBusiness;
  client: EstimateRecord["client"];
  /** The scope of work as HTML (server/content/markdown.ts: typed text, never run), and as written. */
  scopeHtml: string;
  scope: string;
  groups: { name: string; lines: ShownLine[] }[];
  hasOptions: boolean;
  subtotal: string;
  tax: string | undefined;
  taxPercent: string;
  total: string;
  totalCents: number;
  /** Each payment, named with its share of the total ("Deposit on signing (10 %)") unless it is a fixed amount. */
  payments: { label: string; amount: string }[];
  /** A deposit of more than 10 % of the total: the clause the version was sent with, its amount filled in. */
  depositClause?: string;
  notices: readonly Notice[];
  consent: string;
  /** A sale made at the client's home: the right to cancel, filled in for a transaction on its day. */
  cancellation?: CancellationView;
};

/** The business as a document heads it: with its license statement (F.S. 489.119). */
export type ShownBusiness = EstimateRecord["business"] & { licenseLine: string };
export const shownBusiness = (business: EstimateRecord["business"]): ShownBusiness => ({
  ...business,
  licenseLine: licenseLineOf(business),
});

/** The buyer's right to cancel as a page or PDF shows it: the statement, and the notice's form filled in. */
export type CancellationView = {
  statement: string;
  heading: string;
  rule: string;
  /** The form's paragraphs, the first the transaction's date. */
  paragraphs: string[];
  /** The transaction's day and the last day to cancel (YYYY-MM-DD). */
  transactionDay: string;
  cancelByDay: string;
};

/** The right to cancel of a record sent with it, for a transaction (the signing) on `transactionDay`. */
export function cancellationOf(record: EstimateRecord, transactionDay: string): CancellationView | undefined {
  const template = record.cancellation;
  if (!template) return undefined;
  const cancelBy = cancelByDay(transactionDay);
  return {
    statement: template.statement,
    heading: template.heading,
    rule: template.rule,
    paragraphs: cancellationText(template, {
      transactionDate: describeDate(transactionDay),
      seller: record.business.name,
      sellerAddress: record.business.address,
      cancelBy: describeDate(cancelBy),
    }),
    transactionDay,
    cancelByDay: cancelBy,
  };
}

/** The options chosen among a record's items: only optional lines' indexes count. */
export function chosenOptions(content: Pick<EstimateContent, "items">, asked: readonly unknown[]): Set<number> {
  const chosen = new Set<number>();
  for (const value of asked) {
    const index = Number(value);
    if (Number.isInteger(index) && content.items[index]?.kind === "optional") chosen.add(index);
  }
  return chosen;
}

/**
 * A version as shown, its figures for the options `chosen`; a sale at the client's home with its
 * right to cancel filled in for a transaction on `transactionDay` (the day it was signed; before
 * that, today's, as if signed now).
 */
export function viewOf(
  record: EstimateRecord,
  chosen: ReadonlySet<number>,
  transactionDay = businessToday(new Date()),
): EstimateView {
  const { estimate } = record;
  const figures = totals(estimate.items, estimate.taxBasisPoints, chosen);
  const schedule = paymentSchedule(figures.totalCents, depositOf(estimate), estimate.milestones);
  const depositCents = depositIn(schedule);
  const groups: EstimateView["groups"] = [];
  estimate.items.forEach((item, index) => {
    const line: ShownLine = {
      index,
      description: item.description,
      quantity: quantityText(item.quantityMilli),
      unit: item.unit,
      unitPrice: dollars(item.unitPriceCents),
      amount: dollars(lineCents(item)),
      kind: item.kind,
      chosen: item.kind !== "optional" || chosen.has(index),
    };
    const group = groups.find((entry) => entry.name === item.group);
    if (group) group.lines.push(line);
    else groups.push({ name: item.group, lines: [line] });
  });
  return {
    number: estimateNumber(estimate.id, estimate.version),
    title: estimate.title,
    version: estimate.version,
    sentAt: estimate.sentAt,
    validUntil: estimate.validUntil,
    business: shownBusiness(record.business),
    client: record.client,
    // Its headings sit under the page's "Scope of work" (an h3): the smallest level the page has.
    scopeHtml: renderMarkdown(estimate.scope).replace(/<(\/?)h[1-6]>/g, "<$1h4>"),
    scope: estimate.scope,
    groups,
    hasOptions: estimate.items.some((item) => item.kind === "optional"),
    subtotal: dollars(figures.subtotalCents),
    tax: estimate.taxBasisPoints > 0 ? dollars(figures.taxCents) : undefined,
    taxPercent: percentText(estimate.taxBasisPoints),
    total: dollars(figures.totalCents),
    totalCents: figures.totalCents,
    payments: schedule.map((payment) => ({
      label:
        payment.basisPoints === undefined ? payment.label : `${payment.label} (${percentText(payment.basisPoints)} %)`,
      amount: dollars(payment.cents),
    })),
    depositClause:
      record.depositClause && aboveTenPercent(depositCents, figures.totalCents)
        ? fillPlaceholders(record.depositClause, { deposit: dollars(depositCents) })
        : undefined,
    notices: figures.totalCents > record.noticesAboveCents ? record.notices : [],
    consent: record.consent,
    cancellation: cancellationOf(record, transactionDay),
  };
}
