// Estimates from a lead to a signed contract: drafts the office writes and edits, a version sent
// to the client with a link of its own (a random token whose SHA-256 alone is stored, like a
// booking's manage link), the client's page counted when opened, accepted with a typed signature
// and consent (the record's hash, the signer's address and browser kept, the PDF made once and
// never again) or declined with a reason. A sent version is final: a change is a new version,
// which supersedes the old link. The pages reach this through app/lib/*estimate*.server.ts.
import { randomBytes } from "node:crypto";
import { describeDate } from "../../common/availability.ts";
import { estimateNumber, officeEstimatePath } from "../../common/office.ts";
import { site } from "../../common/site.ts";
import { hashManageToken } from "../bookings/bookings.ts";
import type { Config } from "../config.ts";
import type { ContractTexts } from "../content/contract-texts.ts";
import { greetingNameOfFull, newMessageId } from "../enquiries/enquiry-mail.ts";
import { orlandoMoment } from "../enquiries/enquiry-list.ts";
import { businessFacts } from "../mail/facts.ts";
import { addressOf, businessSender } from "../mail/message.ts";
import { deliverNow, type OutboxOptions } from "../mail/outbox.ts";
import { siteLink } from "../mail/site-url.ts";
import { ContractSigned, EstimateReady, OwnerNotice, renderMail } from "../mail/templates.ts";
import { businessToday } from "../office/leads.ts";
import type { EstimateRow } from "../storage/estimates.ts";
import type { OfficeUser } from "../storage/office.ts";
import type { OutgoingMail } from "../storage/types.ts";
import { contractPdf } from "./contract-pdf.ts";
import { checkDrawing } from "./drawing.ts";
import { followUpMails } from "./follow-ups.ts";
import { checkEstimate, type EstimateContent, type TypedEstimate } from "./estimate-form.ts";
import { dollars } from "../../common/money.ts";
import { chosenOptions, makeRecord, sha256, viewOf, type EstimateRecord } from "./record.ts";

export type EstimateDependencies = OutboxOptions & { config: Pick<Config, "MAIL_FROM" | "MAIL_TO"> };

/** The client's page and its PDF: `/estimates/<token>`, `/estimates/<token>.pdf`. */
export const estimatePath = (token: string) => `/estimates/${token}`;

/** A typed signature: a name of at least two letters, on one line, at most this long. */
export const SIGNER_NAME_MAX = 100;
export const DECLINE_REASON_MAX = 2000;

/** Why the office could not do what it asked. */
export type OfficeRefusal =
  | { ok: false; reason: "unknown" }
  | { ok: false; reason: "invalid"; errors: Record<string, string> }
  | { ok: false; reason: "notDraft" | "noEmail" | "answered" | "hasNewer" };

export const refusalMessages = {
  notDraft: "This version was sent and cannot change: make a new version to change it.",
  noEmail: "This lead has no e-mail address to send the estimate to: add it on the lead's page first.",
  answered: "This version was accepted, so it stays as signed: a change after signing needs a change order.",
  hasNewer: "A newer version of this estimate exists already: open it from the lead.",
} as const;

/** What the client's posts come to. */
export type ClientOutcome =
  | { ok: true; state: "accepted" | "declined" }
  | { ok: false; status: 400; errors: Record<string, string> }
  | { ok: false; status: 404 }
  | { ok: false; status: 409 | 410; message: string }
  /** An accept whose options are not those its page counted the total for: nothing signed. */
  | { ok: false; status: 409; message: string; optionsChanged: true };

/**
 * A client's accept or decline of `what` ("estimate", "change order") as saved: its mails (`ids`
 * in the outbox, in the order of `mails`) on their way, or, when it was answered before (no ids),
 * the 409 that changed nothing.
 */
export function answerSaved(
  deps: OutboxOptions,
  what: string,
  state: "accepted" | "declined",
  mails: OutgoingMail[],
  ids: number[] | undefined,
): ClientOutcome {
  if (!ids) return { ok: false, status: 409, message: `This ${what} was already answered: nothing was changed.` };
  void deliverNow(
    deps,
    ids.map((id, index) => ({ id, mail: mails[index]! })),
  );
  return { ok: true, state };
}

/**
 * A signature posted to an estimate or a change order: the typed name (at least two letters, on one
 * line), the consent ticked, and the drawing, if one came, a PNG drawing.ts accepts; else the 400.
 */
export async function checkSignature(fields: {
  signerName?: string;
  consent?: string;
  signatureDrawing?: string;
}): Promise<
  | { ok: true; signerName: string; drawing: Buffer | undefined }
  | { ok: false; status: 400; errors: Record<string, string> }
> {
  const signerName = (fields.signerName ?? "").normalize("NFC").trim().replace(/\s+/g, " ");
  const errors: Record<string, string> = {};
  if (
    signerName.length < 2 ||
    signerName.length > SIGNER_NAME_MAX ||
    !/\p{L}/u.test(signerName) ||
    /[<>]/.test(signerName)
  )
    errors.signerName = "Type your full name as your signature.";
  if (!fields.consent) errors.consent = "Tick the box to agree to sign and receive the contract electronically.";
  const drawing = await checkDrawing(fields.signatureDrawing);
  if (!drawing.ok) errors.signatureDrawing = drawing.error;
  if (!drawing.ok || Object.keys(errors).length > 0) return { ok: false, status: 400, errors };
  return { ok: true, signerName, drawing: drawing.png };
}

/** The site's sending address under the business's name, answered by the owner: a client's mail's envelope. */
export const mailEnvelope =
  (config: EstimateDependencies["config"]) =>
  (to: string, subject: string, purpose: string): Omit<OutgoingMail, "html" | "text"> => ({
    messageId: newMessageId(purpose),
    from: businessSender(config.MAIL_FROM),
    to,
    replyTo: { name: site.name, address: addressOf(config.MAIL_TO) },
    subject,
  });

/** A decline's reason as typed (trimmed), or the client's 400 when it is too long. */
export function declineReason(
  typed: unknown,
): { ok: true; reason: string } | { ok: false; status: 400; errors: Record<string, string> } {
  const reason = typeof typed === "string" ? typed.trim() : "";
  return reason.length > DECLINE_REASON_MAX
    ? {
        ok: false,
        status: 400,
        errors: { reason: `Keep the reason under ${DECLINE_REASON_MAX.toLocaleString("en-US")} characters.` },
      }
    : { ok: true, reason };
}

const contentOf = (row: Pick<EstimateRow, "content">) => JSON.parse(row.content) as EstimateContent;
const recordOf = (row: Pick<EstimateRow, "record">) => JSON.parse(row.record!) as EstimateRecord;
/**
 * The day a signed contract was signed, from which its right to cancel counts; undefined before
 * (viewOf then counts from today, as if signed now).
 */
const signedDayOf = (row: Pick<EstimateRow, "status" | "answeredAt">) =>
  row.status === "accepted" ? businessToday(new Date(row.answeredAt!)) : undefined;

export function createEstimates(
  deps: EstimateDependencies & {
    /** The contract texts in force (/office/contract-texts): a version takes them when it is sent. */
    contractTexts: () => Promise<ContractTexts>;
  },
) {
  const { store, config, contractTexts } = deps;
  const estimates = () => store.estimates;
  const leaseUntil = (now: Date) => new Date(now.getTime() + deps.leaseMs);
  const envelope = mailEnvelope(config);
  const clientOf = async (submissionId: number) => {
    const lead = await store.office.findLead(submissionId);
    if (!lead) return undefined;
    const location = /^Location: (.+)$/m.exec(lead.message)?.[1]?.trim() ?? "";
    return { name: lead.name, email: lead.email, phone: lead.phone, location };
  };
  /** The record a draft would be sent as, now (the facts and contract texts in force): the office's preview of it. */
  async function draftRecord(row: EstimateRow): Promise<EstimateRecord | undefined> {
    const client = await clientOf(row.submissionId);
    if (!client) return undefined;
    const estimate = { id: row.id, version: row.version, sentAt: new Date().toISOString(), ...contentOf(row) };
    return JSON.parse(makeRecord(estimate, businessFacts(), client, await contractTexts()).text) as EstimateRecord;
  }
  const checked = (typed: TypedEstimate) => checkEstimate(typed, businessToday(new Date()));
  /** The row behind a client's link, or undefined for a token that is none of ours. */
  const byToken = (token: unknown) =>
    typeof token === "string" && /^[\w-]{20,100}$/.test(token)
      ? estimates().byToken(hashManageToken(token))
      : Promise.resolve(undefined);

  /** The sent version behind a client's link, still to be answered; otherwise the answer to a post to it (404, 409). */
  async function openVersion(token: unknown): Promise<EstimateRow | Extract<ClientOutcome, { ok: false }>> {
    const row = await byToken(token);
    if (!row?.record) return { ok: false, status: 404 };
    if (row.status === "sent") return row;
    return {
      ok: false,
      status: 409,
      message:
        row.status === "superseded"
          ? "This estimate was replaced by a newer version: use the link in our latest e-mail."
          : "This estimate was already answered: nothing was changed.",
    };
  }

  async function send(id: number, user: OfficeUser): Promise<{ ok: true } | OfficeRefusal> {
    const row = await estimates().find(id);
    if (!row) return { ok: false, reason: "unknown" };
    if (row.status !== "draft") return { ok: false, reason: "notDraft" };
    const client = await clientOf(row.submissionId);
    if (!client) return { ok: false, reason: "unknown" };
    if (!client.email) return { ok: false, reason: "noEmail" };
    const content = contentOf(row);
    // A draft kept for days may have passed its own last day.
    const today = businessToday(new Date());
    if (content.validUntil < today)
      return {
        ok: false,
        reason: "invalid",
        errors: { validUntil: `The last day to accept has passed: give a day from ${describeDate(today)} on.` },
      };
    const now = new Date();
    const token = randomBytes(32).toString("base64url");
    // The texts as they stand now, kept in the record: a later change to them never alters this version.
    const { text, sha256: recordSha256 } = makeRecord(
      { id, version: row.version, sentAt: now.toISOString(), ...content },
      businessFacts(),
      client,
      await contractTexts(),
    );
    const view = viewOf(JSON.parse(text) as EstimateRecord, new Set());
    const mail: OutgoingMail = {
      ...envelope(client.email, `Your estimate from ${site.name}: ${content.title}`, "estimate"),
      ...(await renderMail(
        EstimateReady({
          greetingName: greetingNameOfFull(client.name),
          title: content.title,
          number: view.number,
          total: view.total,
          validUntil: content.validUntil,
          url: siteLink(estimatePath(token)),
          revised: row.version > 1,
        }),
      )),
    };
    const followUps = await followUpMails((subject, purpose) => envelope(client.email, subject, purpose), {
      greetingName: greetingNameOfFull(client.name),
      title: content.title,
      number: view.number,
      validUntil: content.validUntil,
      url: siteLink(estimatePath(token)),
    });
    const sending = {
      tokenHash: hashManageToken(token),
      record: text,
      recordSha256,
      by: user.email,
      mail,
      followUpMails: JSON.stringify(followUps),
      offeredCents: view.totalCents,
    };
    const queued = await estimates().send(id, sending, now, leaseUntil(now));
    if (queued === undefined) return { ok: false, reason: "notDraft" };
    void deliverNow(deps, [{ id: queued, mail }]);
    return { ok: true };
  }

  /** The client's page's state behind a token (a sent version still open, or an accepted one): its view for the options asked. */
  async function clientState(row: EstimateRow, asked: readonly unknown[]) {
    const record = recordOf(row);
    const accepted = row.status === "accepted";
    const chosen = accepted
      ? new Set(JSON.parse(row.chosenOptions ?? "[]") as number[])
      : chosenOptions(record.estimate, asked);
    return {
      status: row.status as "sent" | "accepted",
      view: viewOf(record, chosen, signedDayOf(row)),
      signed: accepted ? { name: row.signerName!, at: orlandoMoment(row.answeredAt!) } : undefined,
    };
  }

  return {
    /** A lead's estimates, newest first, as its page lists them. */
    async ofLead(submissionId: number) {
      const rows = await estimates().ofLead(submissionId);
      return rows.map((row) => {
        const content = contentOf(row);
        const total = row.totalCents ?? (row.record ? viewOf(recordOf(row), new Set()).totalCents : undefined);
        return {
          id: row.id,
          number: estimateNumber(row.id, row.version),
          title: content.title,
          status: row.status,
          total: total === undefined ? undefined : dollars(total),
          sentAt: row.sentAt,
          firstOpenedAt: row.firstOpenedAt,
          openCount: row.openCount,
        };
      });
    },
    /** The contract value a won lead was won with, as the client reads it; undefined until an estimate is signed. */
    async wonValue(submissionId: number) {
      const cents = await estimates().wonValue(submissionId);
      return cents === null ? undefined : dollars(cents);
    },
    /** Writes a new draft for the lead from the typed form; its id, the form's problems, or "unknown" for no such lead. */
    async create(submissionId: number, typed: TypedEstimate, user: OfficeUser) {
      const check = checked(typed);
      if (!check.ok) return { ok: false as const, reason: "invalid" as const, errors: check.errors };
      const id = await estimates().createDraft(submissionId, JSON.stringify(check.content), user.email, new Date());
      return id === undefined ? ({ ok: false, reason: "unknown" } as const) : ({ ok: true, id } as const);
    },
    /** Saves the typed form over a draft; a sent version is refused. */
    async save(id: number, typed: TypedEstimate, user: OfficeUser): Promise<{ ok: true } | OfficeRefusal> {
      const row = await estimates().find(id);
      if (!row) return { ok: false, reason: "unknown" };
      if (row.status !== "draft") return { ok: false, reason: row.status === "accepted" ? "answered" : "notDraft" };
      const check = checked(typed);
      if (!check.ok) return { ok: false, reason: "invalid", errors: check.errors };
      return (await estimates().updateDraft(id, JSON.stringify(check.content), user.email, new Date()))
        ? { ok: true }
        : { ok: false, reason: "notDraft" };
    },
    send,
    /** A new draft from a sent or declined version, to change and send: sending it supersedes that one's link. */
    async newVersion(id: number, user: OfficeUser) {
      const row = await estimates().find(id);
      if (!row) return { ok: false as const, reason: "unknown" as const };
      if (row.status === "accepted") return { ok: false as const, reason: "answered" as const };
      if (row.status !== "sent" && row.status !== "declined")
        return { ok: false as const, reason: "notDraft" as const };
      if (await estimates().nextVersion(id)) return { ok: false as const, reason: "hasNewer" as const };
      const made = await estimates().createDraft(row.submissionId, row.content, user.email, new Date(), row);
      return made === undefined ? ({ ok: false, reason: "unknown" } as const) : ({ ok: true, id: made } as const);
    },
    /** The office's page of one version: the row, its content, the client's view (the draft's as it would be sent). */
    async forOffice(id: number) {
      const row = await estimates().find(id);
      if (!row) return undefined;
      const record = row.record ? recordOf(row) : await draftRecord(row);
      if (!record) return undefined;
      const chosen = new Set(JSON.parse(row.chosenOptions ?? "[]") as number[]);
      const newer = await estimates().nextVersion(id);
      return { row, content: contentOf(row), view: viewOf(record, chosen, signedDayOf(row)), newerId: newer?.id };
    },

    /**
     * A draft as its client's page will show it once sent, for the office's preview: the facts and
     * contract texts in force now, its total for the options `asked`. Nothing is sent, opened or
     * made for it (no link exists until it is sent); undefined for a version that is not a draft.
     */
    async preview(id: number, asked: readonly unknown[]) {
      const row = await estimates().find(id);
      if (row?.status !== "draft") return undefined;
      const record = await draftRecord(row);
      if (!record) return undefined;
      return { status: "sent" as const, view: viewOf(record, chosenOptions(record.estimate, asked)) };
    },

    /**
     * The client's page: undefined for a token that is none of ours. A link that no longer opens
     * the estimate says only why: replaced by a newer version, past its last day (the day it was
     * valid until), or declined (the day it was); nothing of what it offered. `counted`: a visit
     * (a GET), counted as an opening of a sent version.
     */
    async forClient(token: unknown, asked: readonly unknown[], counted: boolean) {
      const row = await byToken(token);
      if (!row?.record) return undefined;
      if (row.status === "superseded") return { status: "superseded" as const };
      if (counted) await estimates().opened(row.id, new Date());
      if (row.status === "declined")
        return { status: "declined" as const, declinedOn: businessToday(new Date(row.answeredAt!)) };
      const { validUntil } = recordOf(row).estimate;
      if (row.status === "sent" && validUntil < businessToday(new Date()))
        return { status: "expired" as const, validUntil };
      return clientState(row, asked);
    },
    /** Accepts with the typed name and consent; a second accept, or one of an answered or replaced version, is a 409. */
    async accept(
      token: unknown,
      fields: {
        signerName?: string;
        consent?: string;
        signatureDrawing?: string;
        options: readonly unknown[];
        /**
         * The options the client's page counted its total for, which its accept button names:
         * when they differ from `options` (a box ticked without "Update total"), nothing is signed.
         * Left out by a client that posts without the page.
         */
        shownOptions?: readonly unknown[];
      },
      client: { address: string; agent: string },
    ): Promise<ClientOutcome> {
      const row = await openVersion(token);
      if ("ok" in row) return row;
      const record = recordOf(row);
      if (record.estimate.validUntil < businessToday(new Date()))
        return {
          ok: false,
          status: 410,
          message: `This estimate was valid until ${describeDate(record.estimate.validUntil)}: ask us for a new one.`,
        };
      const chosen = chosenOptions(record.estimate, fields.options);
      if (fields.shownOptions) {
        const shown = chosenOptions(record.estimate, fields.shownOptions);
        if (shown.size !== chosen.size || [...chosen].some((index) => !shown.has(index)))
          return {
            ok: false,
            status: 409,
            message: "The options ticked are not those the total was counted for: nothing was signed.",
            optionsChanged: true,
          };
      }
      const signature = await checkSignature(fields);
      if (!signature.ok) return signature;
      const { signerName, drawing } = signature;
      const now = new Date();
      const view = viewOf(record, chosen, businessToday(now));
      const pdf = Buffer.from(
        await contractPdf(view, {
          signerName,
          at: now.toISOString(),
          address: client.address,
          agent: client.agent.slice(0, 500),
          recordSha256: row.recordSha256!,
          firstOpenedAt: row.firstOpenedAt,
          email: record.client.email,
          drawing,
        }),
      );
      const attachment = {
        filename: `contract-${view.number.replace(/\W+/g, "-")}.pdf`,
        contentType: "application/pdf",
        base64: pdf.toString("base64"),
      };
      const signedMail = async (to: string, forOwner: boolean): Promise<OutgoingMail> => ({
        ...envelope(
          to,
          `${forOwner ? `${signerName} signed` : "Your signed contract"}: ${record.estimate.title} (${view.number})`,
          "contract",
        ),
        ...(await renderMail(
          ContractSigned({
            // The client as the lead names them: a typed signature may put the surname first.
            greetingName: greetingNameOfFull(record.client.name),
            title: record.estimate.title,
            number: view.number,
            total: view.total,
            signerName,
            signedAt: orlandoMoment(now),
            url: siteLink(forOwner ? officeEstimatePath(row.id) : `${estimatePath(token as string)}.pdf`),
            forOwner,
          }),
        )),
        attachments: [attachment],
      });
      const mails = [await signedMail(record.client.email, false), await signedMail(config.MAIL_TO, true)];
      const accepted = await estimates().accept(
        row.id,
        {
          signerName,
          signerAddress: client.address,
          signerAgent: client.agent.slice(0, 500),
          chosenOptions: JSON.stringify([...chosen].sort((a, b) => a - b)),
          totalCents: view.totalCents,
          pdf,
          pdfSha256: sha256(pdf),
          signaturePng: drawing ?? null,
          mails,
        },
        now,
        leaseUntil(now),
      );
      return answerSaved(
        deps,
        "estimate",
        "accepted",
        mails,
        accepted.outcome === "answered" ? undefined : accepted.ids,
      );
    },
    async decline(token: unknown, reasonInput: unknown): Promise<ClientOutcome> {
      const row = await openVersion(token);
      if ("ok" in row) return row;
      const typed = declineReason(reasonInput);
      if (!typed.ok) return typed;
      const { reason } = typed;
      const record = recordOf(row);
      const now = new Date();
      const number = estimateNumber(row.id, row.version);
      const mail: OutgoingMail = {
        ...envelope(config.MAIL_TO, `${record.client.name} declined estimate ${number}`, "estimate-declined"),
        ...(await renderMail(
          OwnerNotice({
            heading: `${record.client.name} declined ${number}: ${record.estimate.title}`,
            paragraphs: [reason ? `Their reason: ${reason}` : "They gave no reason."],
            action: { href: siteLink(officeEstimatePath(row.id)), label: "Open the estimate in the office" },
          }),
        )),
      };
      const queued = await estimates().decline(row.id, reason, mail, now, leaseUntil(now));
      return answerSaved(deps, "estimate", "declined", [mail], queued === undefined ? undefined : [queued]);
    },
    /** The signed PDF behind a client's link (once accepted), or by the office's id. */
    async pdf(token: unknown) {
      const row = await byToken(token);
      if (row?.status !== "accepted") return undefined;
      return { bytes: await estimates().pdf(row.id), number: estimateNumber(row.id, row.version) };
    },
    async officePdf(id: number) {
      const row = await estimates().find(id);
      if (row?.status !== "accepted") return undefined;
      return { bytes: await estimates().pdf(id), number: estimateNumber(row.id, row.version) };
    },
  };
}

export type Estimates = ReturnType<typeof createEstimates>;
