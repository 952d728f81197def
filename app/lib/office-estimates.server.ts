// The server half of the office's estimate pages: a new estimate from a lead
// (/office/leads/<id>/estimates/new) and one version's page (/office/estimates/<id>: edit while a
// draft, preview as the client sees it, send, make a new version, the signed PDF). Every change is
// a plain form post answered with a redirect (post, redirect, get); "Add rows" answers the form
// again with what was typed and more empty rows, saving nothing.
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import {
  consultedAtHome,
  newEstimateForm,
  postedFrom,
  ROWS_ADDED,
  typedEstimate,
  typedFrom,
  withRows,
  type TypedEstimate,
} from "../../server/estimates/estimate-form.ts";
import { officeEstimatePath } from "#common/office.ts";
import { refusalMessages, type OfficeRefusal } from "../../server/estimates/estimates.ts";
import { CANCELLATION_OWNER_NOTE, NOTICES_OWNER_NOTE } from "../../server/estimates/notices.ts";
import { businessToday } from "../../server/office/leads.ts";
import { officeService, officeUser, type Context } from "./office.server";
import { readPostedForm } from "./posted-form.server";
import { isPaymentIntent } from "./office-payments";
import { paymentAction, paymentsCard } from "./office-payments.server";

/** An id from the address: digits only; anything else is a 404. */
function idFrom(param: string | undefined) {
  if (!param || !/^\d{1,12}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

const estimatesOf = (context: Context) => context.get(servicesContext).estimates;

/** A refused form: the messages, and the form as typed to fill in again. */
const refused = (errors: Record<string, string>, typed: TypedEstimate) =>
  data({ errors, typed: withRows(typed, 0) }, 400);

export async function newEstimatePage(param: string | undefined, context: Context) {
  const leadId = idFrom(param);
  const found = await officeService(context).lead(leadId);
  if (!found) throw data(null, { status: 404 });
  return {
    lead: { id: leadId, name: found.lead.name, email: found.lead.email },
    typed: newEstimateForm(found.lead.projectType, businessToday(new Date()), consultedAtHome(found.bookings)),
    notesNote: NOTICES_OWNER_NOTE,
    cancellationNote: CANCELLATION_OWNER_NOTE,
  };
}

/** Reads the estimate form's post: "Add rows" answers it again; otherwise the typed form and whether to send. */
async function readForm(request: Request) {
  const posted = postedFrom(await readPostedForm(request));
  return { intent: posted.one("intent"), typed: typedEstimate(posted), followUps: posted.one("followUps"), posted };
}

const problem = (refusal: OfficeRefusal) =>
  refusal.reason === "invalid"
    ? refusal.errors
    : refusal.reason === "unknown"
      ? undefined
      : { form: refusalMessages[refusal.reason] };

export async function newEstimateAction(request: Request, param: string | undefined, context: Context) {
  const leadId = idFrom(param);
  const { intent, typed } = await readForm(request);
  if (intent === "addRows") return { errors: {}, typed: withRows(typed, ROWS_ADDED) };
  if (intent !== "draft" && intent !== "send") throw data("Choose Save draft or Send.", { status: 400 });
  const estimates = estimatesOf(context);
  const user = officeUser(context);
  const made = await estimates.create(leadId, typed, user);
  if (!made.ok) {
    if (made.reason === "unknown") throw data(null, { status: 404 });
    return refused(made.errors, typed);
  }
  if (intent === "send") {
    const sent = await estimates.send(made.id, user);
    // Saved as a draft either way: the page says why it was not sent.
    throw redirect(`${officeEstimatePath(made.id)}?saved=${sent.ok ? "sent" : `draft&problem=${sent.reason}`}`, 303);
  }
  throw redirect(`${officeEstimatePath(made.id)}?saved=draft`, 303);
}

export async function estimatePage(request: Request, param: string | undefined, context: Context) {
  const id = idFrom(param);
  const found = await estimatesOf(context).forOffice(id);
  if (!found) throw data(null, { status: 404 });
  const [lead, people] = await Promise.all([
    officeService(context).lead(found.row.submissionId),
    officeService(context).names(),
  ]);
  const query = new URL(request.url).searchParams;
  const problemReason = query.get("problem");
  const { row } = found;
  return {
    estimate: {
      id: row.id,
      version: row.version,
      status: row.status,
      sentAt: row.sentAt,
      /** Who sent it, by name where they have one. */
      sentBy: row.sentBy && people.who(row.sentBy),
      firstOpenedAt: row.firstOpenedAt,
      lastOpenedAt: row.lastOpenedAt,
      openCount: row.openCount,
      answeredAt: row.answeredAt,
      signerName: row.signerName,
      signerAddress: row.signerAddress,
      signerAgent: row.signerAgent,
      declineReason: row.declineReason,
      recordSha256: row.recordSha256,
      pdfSha256: row.pdfSha256,
      previousId: row.previousId,
      newerId: found.newerId,
      followUps: {
        on: row.followUps === 1,
        unopenedAt: row.unopenedFollowUpAt,
        unansweredAt: row.unansweredFollowUpAt,
      },
    },
    lead: { id: row.submissionId, name: lead?.lead.name ?? "", email: lead?.lead.email ?? "", stage: lead?.lead.stage },
    view: found.view,
    typed: row.status === "draft" ? typedFrom(found.content) : undefined,
    saved: query.get("saved"),
    problem:
      problemReason && Object.hasOwn(refusalMessages, problemReason)
        ? refusalMessages[problemReason as keyof typeof refusalMessages]
        : undefined,
    notesNote: NOTICES_OWNER_NOTE,
    cancellationNote: CANCELLATION_OWNER_NOTE,
    /** A signed estimate's contract: its change orders and total (app/components/office/ContractMoney.tsx). */
    contract: row.status === "accepted" ? await context.get(servicesContext).changeOrders.ofContract(id) : undefined,
    /** A signed estimate's payments (app/components/office/ContractPayments.tsx), and the notice after a post. */
    payments: row.status === "accepted" ? await paymentsCard(id, context, people) : undefined,
    paid: query.get("paid"),
  };
}

export async function estimateAction(request: Request, param: string | undefined, context: Context) {
  const id = idFrom(param);
  const { intent, typed, followUps, posted } = await readForm(request);
  const user = officeUser(context);
  if (intent === "followUps") {
    // The checkbox: posted when ticked, left out when not.
    const chosen = await context.get(servicesContext).estimateFollowUps.choose(id, Boolean(followUps), user);
    if (!chosen) throw data(null, { status: 404 });
    throw redirect(`${officeEstimatePath(id)}?saved=followUps`, 303);
  }
  const estimates = estimatesOf(context);
  if (isPaymentIntent(intent)) return paymentAction(id, intent, posted, user, context);
  if (intent === "newVersion") {
    const made = await estimates.newVersion(id, user);
    if (made.ok) throw redirect(`${officeEstimatePath(made.id)}?saved=version`, 303);
    if (made.reason === "unknown") throw data(null, { status: 404 });
    return data({ errors: { form: refusalMessages[made.reason] }, typed: undefined }, 409);
  }
  if (intent === "addRows") return { errors: {}, typed: withRows(typed, ROWS_ADDED) };
  if (intent !== "draft" && intent !== "send") throw data("Choose Save draft or Send.", { status: 400 });
  const saved = await estimates.save(id, typed, user);
  if (!saved.ok) {
    if (saved.reason === "unknown") throw data(null, { status: 404 });
    // A signed or sent version is never changed: 409, with what was typed given back.
    if (saved.reason !== "invalid") return data({ errors: problem(saved)!, typed: undefined }, 409);
    return refused(saved.errors, typed);
  }
  if (intent === "draft") throw redirect(`${officeEstimatePath(id)}?saved=draft`, 303);
  const sent = await estimates.send(id, user);
  if (sent.ok) throw redirect(`${officeEstimatePath(id)}?saved=sent`, 303);
  if (sent.reason === "unknown") throw data(null, { status: 404 });
  return data({ errors: problem(sent)!, typed: withRows(typed, 0) }, sent.reason === "invalid" ? 400 : 409);
}

/** The signed contract, from the office. */
export async function officeContractPdf(param: string | undefined, context: Context) {
  const found = await estimatesOf(context).officePdf(idFrom(param));
  if (!found?.bytes) throw data(null, { status: 404 });
  return pdfResponse(found.bytes, found.number);
}

export const pdfResponse = (bytes: Uint8Array, number: string, name = "contract") =>
  new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${name}-${number.replace(/\W+/g, "-")}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
