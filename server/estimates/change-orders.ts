// Change orders to a signed contract: written in the office and sent at once (a link of its own,
// its token's hash alone stored), read by the client on a page like the estimate's, accepted with
// the same signature (typed name, consent, an optional drawing; the record's hash, address, browser
// and time kept, its own PDF made once) or declined with a reason. Only a signed estimate takes
// them; each is answered once. The contract's total is the estimate's and the signed ones'.
import { greetingNameOfFull } from "../enquiries/enquiry-mail.ts";
import { randomBytes } from "node:crypto";
import { site } from "../../common/site.ts";
import { hashManageToken } from "../bookings/bookings.ts";
import { orlandoMoment } from "../enquiries/enquiry-list.ts";
import { deliverNow } from "../mail/outbox.ts";
import { siteLink } from "../mail/site-url.ts";
import { businessToday } from "../office/leads.ts";
import { ClientDocumentMail, OwnerNotice, renderMail } from "../mail/templates.ts";
import type { ChangeOrderRow } from "../storage/change-orders.ts";
import type { OfficeUser } from "../storage/office.ts";
import type { OutgoingMail } from "../storage/types.ts";
import { changeOrderPdf, type ChangeOrderDocument } from "./contract-pdf.ts";
import {
  checkChangeOrder,
  contractTotal,
  daysText,
  signedDollars,
  totalAround,
  type ChangeOrderContent,
  type TypedChangeOrder,
} from "./contract-total.ts";
import {
  answerSaved,
  checkSignature,
  declineReason,
  mailEnvelope,
  type ClientOutcome,
  type EstimateDependencies,
} from "./estimates.ts";
import { changeOrderNumber, estimateNumber, officeEstimatePath } from "../../common/office.ts";
import { dollars } from "../../common/money.ts";
import { sha256, shownBusiness, type EstimateRecord } from "./record.ts";

export const changeOrderPath = (token: string) => `/change-orders/${token}`;

/** A change order as sent: what it says, and the contract it changes as it was signed. */
export type ChangeOrderRecord = {
  order: { id: number; number: string; sentAt: string; amountCents: number } & ChangeOrderContent;
  contract: { id: number; number: string; title: string };
  business: EstimateRecord["business"];
  client: EstimateRecord["client"];
  consent: string;
};

const recordOf = (row: Pick<ChangeOrderRow, "record">) => JSON.parse(row.record) as ChangeOrderRecord;

export function createChangeOrders(deps: EstimateDependencies) {
  const { store, config } = deps;
  const orders = () => store.changeOrders;
  const leaseUntil = (now: Date) => new Date(now.getTime() + deps.leaseMs);
  const envelope = (to: string, subject: string) => mailEnvelope(config)(to, subject, "change-order");

  /** A signed estimate's contract: its record, signed total and change orders, and the total with them. */
  async function contractOf(estimateId: number) {
    const estimate = await store.estimates.find(estimateId);
    if (estimate?.status !== "accepted" || !estimate.record) return undefined;
    const record = JSON.parse(estimate.record) as EstimateRecord;
    const rows = await orders().ofEstimate(estimateId);
    const signedCents = estimate.totalCents ?? 0;
    return {
      estimate,
      record,
      rows,
      number: estimateNumber(estimate.id, estimate.version),
      ...contractTotal(signedCents, rows),
    };
  }

  /** What a page or PDF shows of one change order, its totals as they stand for it. */
  function viewOf(row: ChangeOrderRow, contract: NonNullable<Awaited<ReturnType<typeof contractOf>>>) {
    const record = recordOf(row);
    const { beforeCents, afterCents } = totalAround(contract.signedCents, contract.rows, row);
    const document: ChangeOrderDocument = {
      number: record.order.number,
      contractNumber: record.contract.number,
      contractTitle: record.contract.title,
      business: shownBusiness(record.business),
      client: record.client,
      sentAt: record.order.sentAt,
      description: record.order.description,
      lines: record.order.lines.map((line) => ({
        description: line.description,
        amount: signedDollars(line.amountCents),
      })),
      amount: signedDollars(record.order.amountCents),
      days: daysText(record.order.days),
      note: record.order.note,
      contractBefore: dollars(beforeCents),
      contractAfter: dollars(afterCents),
      consent: record.consent,
    };
    return document;
  }

  /** The change order behind a client's link, or undefined for a token that is none of ours. */
  async function byToken(token: unknown) {
    if (typeof token !== "string" || !/^[\w-]{20,100}$/.test(token)) return undefined;
    const row = await orders().byToken(hashManageToken(token));
    if (!row) return undefined;
    const contract = await contractOf(row.estimateId);
    return contract ? { row, contract } : undefined;
  }

  async function ofContract(estimateId: number) {
    const contract = await contractOf(estimateId);
    if (!contract) return undefined;
    return {
      signed: dollars(contract.signedCents),
      total: dollars(contract.totalCents),
      totalCents: contract.totalCents,
      changes: contract.changesCents === 0 ? undefined : signedDollars(contract.changesCents),
      signedOrders: contract.rows.filter((row) => row.status === "accepted").length,
      orders: contract.rows.map((row) => {
        const record = recordOf(row);
        return {
          id: row.id,
          number: record.order.number,
          description: record.order.description,
          amount: signedDollars(row.amountCents),
          days: daysText(row.days),
          status: row.status,
          sentAt: record.order.sentAt,
          firstOpenedAt: row.firstOpenedAt,
          answeredAt: row.answeredAt,
          signerName: row.signerName,
          declineReason: row.declineReason,
          recordSha256: row.recordSha256,
        };
      }),
    };
  }

  return {
    ofContract,
    /** The contract behind a client's estimate link, once signed (their page shows its total with the change orders). */
    async ofEstimateToken(token: unknown) {
      if (typeof token !== "string" || !/^[\w-]{20,100}$/.test(token)) return undefined;
      const estimate = await store.estimates.byToken(hashManageToken(token));
      return estimate?.status === "accepted" ? ofContract(estimate.id) : undefined;
    },
    /** Writes a change order to a signed estimate and mails the client its link; a 409's words when it is not signed. */
    async create(estimateId: number, typed: TypedChangeOrder, user: OfficeUser) {
      const contract = await contractOf(estimateId);
      if (!contract) {
        const exists = await store.estimates.find(estimateId);
        return exists ? ({ ok: false, reason: "notSigned" } as const) : ({ ok: false, reason: "unknown" } as const);
      }
      const check = checkChangeOrder(typed, contract.totalCents);
      if (!check.ok) return { ok: false as const, reason: "invalid" as const, errors: check.errors };
      const { client, business } = contract.record;
      if (!client.email) return { ok: false as const, reason: "noEmail" as const };
      const now = new Date();
      const token = randomBytes(32).toString("base64url");
      let mailed: OutgoingMail | undefined;
      const made = await orders().create(
        estimateId,
        {
          content: JSON.stringify(check.content),
          amountCents: check.amountCents,
          days: check.content.days,
          tokenHash: hashManageToken(token),
          by: user.email,
          make: async (number) => {
            const text = JSON.stringify({
              order: {
                id: 0,
                number: changeOrderNumber(estimateId, number),
                sentAt: now.toISOString(),
                amountCents: check.amountCents,
                ...check.content,
              },
              contract: { id: estimateId, number: contract.number, title: contract.record.estimate.title },
              business,
              client,
              consent: contract.record.consent,
            } satisfies ChangeOrderRecord);
            const orderNumber = changeOrderNumber(estimateId, number);
            const mail: OutgoingMail = {
              ...envelope(
                client.email,
                `Change order ${orderNumber} to your contract: ${contract.record.estimate.title}`,
              ),
              ...(await renderMail(
                ClientDocumentMail({
                  preview: `Change order ${orderNumber}: ${signedDollars(check.amountCents)}`,
                  greetingName: greetingNameOfFull(client.name),
                  paragraphs: [
                    `We have written change order ${orderNumber} to your contract ${contract.number} for ${contract.record.estimate.title}: ${check.content.description}`,
                    // The owner's note to the client, as the change order's page shows it.
                    ...(check.content.note ? [check.content.note] : []),
                  ],
                  fields: [
                    { label: "Change", value: signedDollars(check.amountCents) },
                    { label: "Time", value: daysText(check.content.days) },
                    { label: "Contract total with it", value: dollars(contract.totalCents + check.amountCents) },
                  ],
                  button: { href: siteLink(changeOrderPath(token)), label: "Read the change order" },
                  after:
                    "On that page you can accept it with your signature, or decline it and tell us why. Nothing changes until you sign. Keep this e-mail: the link is yours alone.",
                  note: `This change order was sent to you by ${site.name}.`,
                }),
              )),
            };
            mailed = mail;
            return { record: text, recordSha256: sha256(text), mail };
          },
        },
        now,
        leaseUntil(now),
      );
      if (!made || !mailed) return { ok: false as const, reason: "notSigned" as const };
      void deliverNow(deps, [{ id: made.mailId, mail: mailed }]);
      return { ok: true as const, id: made.id };
    },

    /**
     * The client's page: undefined for a token that is none of ours; `counted`, a visit, is its
     * first opening. A declined one says only the day it was declined, as a declined estimate's
     * link does: nothing of what it offered or of the contract (a forwarded mail shows nothing).
     */
    async forClient(token: unknown, counted: boolean) {
      const found = await byToken(token);
      if (!found) return undefined;
      const { row, contract } = found;
      if (row.status === "declined")
        return { status: "declined" as const, declinedOn: businessToday(new Date(row.answeredAt!)) };
      if (counted && row.status === "sent") await orders().opened(row.id, new Date());
      return {
        status: row.status,
        view: viewOf(row, contract),
        contractTotal: dollars(contract.totalCents),
        signed: row.status === "accepted" ? { name: row.signerName!, at: orlandoMoment(row.answeredAt!) } : undefined,
      };
    },

    /** Accepts with the typed name, consent and any drawing; a second accept, or one after a decline, is a 409. */
    async accept(
      token: unknown,
      fields: { signerName?: string; consent?: string; signatureDrawing?: string },
      from: { address: string; agent: string },
    ): Promise<ClientOutcome> {
      const found = await byToken(token);
      if (!found) return { ok: false, status: 404 };
      const { row, contract } = found;
      if (row.status !== "sent")
        return { ok: false, status: 409, message: "This change order was already answered: nothing was changed." };
      const signature = await checkSignature(fields);
      if (!signature.ok) return signature;
      const { signerName, drawing } = signature;
      const now = new Date();
      const record = recordOf(row);
      const view = viewOf(row, contract);
      const agent = from.agent.slice(0, 500);
      const pdf = Buffer.from(
        await changeOrderPdf(view, {
          signerName,
          at: now.toISOString(),
          address: from.address,
          agent,
          recordSha256: row.recordSha256,
          firstOpenedAt: row.firstOpenedAt,
          email: record.client.email,
          drawing,
        }),
      );
      const attachment = {
        filename: `change-order-${view.number}.pdf`,
        contentType: "application/pdf",
        base64: pdf.toString("base64"),
      };
      const toClient: OutgoingMail = {
        ...envelope(record.client.email, `Your signed change order ${view.number}`),
        ...(await renderMail(
          ClientDocumentMail({
            preview: `Change order ${view.number} signed: the contract is now ${view.contractAfter}`,
            greetingName: greetingNameOfFull(record.client.name),
            paragraphs: [
              `You accepted and signed change order ${view.number} to contract ${view.contractNumber}. The signed change order is attached as a PDF, with its signature certificate. Keep it with your contract.`,
            ],
            fields: [
              { label: "Signed by", value: signerName },
              { label: "Signed", value: orlandoMoment(now) },
              { label: "Change", value: view.amount },
              { label: "Contract total now", value: view.contractAfter },
            ],
            button: { href: siteLink(`${changeOrderPath(token as string)}.pdf`), label: "Download it again" },
            note: `This message was sent by ${site.name} when you signed.`,
          }),
        )),
        attachments: [attachment],
      };
      const toOwner: OutgoingMail = {
        ...envelope(config.MAIL_TO, `${signerName} signed change order ${view.number}`),
        ...(await renderMail(
          OwnerNotice({
            heading: `${signerName} signed change order ${view.number}`,
            paragraphs: [
              `${view.amount} (${view.days.toLowerCase()}): the contract ${view.contractNumber} is now ${view.contractAfter}. The signed PDF is attached.`,
            ],
            action: { href: siteLink(officeEstimatePath(row.estimateId)), label: "Open the contract in the office" },
          }),
        )),
        attachments: [attachment],
      };
      const mails = [toClient, toOwner];
      const ids = await orders().accept(
        row.id,
        contract.estimate.submissionId,
        {
          signerName,
          signerAddress: from.address,
          signerAgent: agent,
          signaturePng: drawing ?? null,
          pdf,
          pdfSha256: sha256(pdf),
          mails,
        },
        now,
        leaseUntil(now),
      );
      return answerSaved(deps, "change order", "accepted", mails, ids);
    },

    async decline(token: unknown, reasonInput: unknown): Promise<ClientOutcome> {
      const found = await byToken(token);
      if (!found) return { ok: false, status: 404 };
      const { row, contract } = found;
      const typed = declineReason(reasonInput);
      if (!typed.ok) return typed;
      const { reason } = typed;
      const record = recordOf(row);
      const mail: OutgoingMail = {
        ...envelope(config.MAIL_TO, `${record.client.name} declined change order ${record.order.number}`),
        ...(await renderMail(
          OwnerNotice({
            heading: `${record.client.name} declined change order ${record.order.number}`,
            paragraphs: [
              reason ? `Their reason: ${reason}` : "They gave no reason.",
              "The contract's total is unchanged.",
            ],
            action: { href: siteLink(officeEstimatePath(row.estimateId)), label: "Open the contract in the office" },
          }),
        )),
      };
      const now = new Date();
      const queued = await orders().decline(row.id, contract.estimate.submissionId, reason, mail, now, leaseUntil(now));
      return answerSaved(deps, "change order", "declined", [mail], queued === undefined ? undefined : [queued]);
    },

    /** The signed PDF behind a client's link, or by the office's id. */
    async pdf(token: unknown) {
      const found = await byToken(token);
      if (found?.row.status !== "accepted") return undefined;
      return {
        bytes: (await orders().files(found.row.id))?.pdf ?? undefined,
        number: recordOf(found.row).order.number,
      };
    },
    async officePdf(id: number) {
      const row = await orders().find(id);
      if (row?.status !== "accepted") return undefined;
      return { bytes: (await orders().files(id))?.pdf ?? undefined, number: recordOf(row).order.number };
    },
  };
}

export type ChangeOrders = ReturnType<typeof createChangeOrders>;
