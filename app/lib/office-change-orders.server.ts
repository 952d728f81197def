// The server half of the office's change orders: the form to write one to a signed estimate
// (/office/estimates/<id>/change-orders/new), sent when saved and answered with a redirect to the
// contract's page, and a signed one's PDF. An estimate not signed is a 409 that says so.
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import { blankChangeOrder, CHANGE_ORDER_ROWS, type TypedChangeOrder } from "../../server/estimates/contract-total.ts";
import { postedFrom } from "../../server/estimates/estimate-form.ts";
import { officeEstimatePath } from "#common/office.ts";
import { pdfResponse } from "./office-estimates.server";
import { officeService, officeUser, type Context } from "./office.server";
import { readPostedForm } from "./posted-form.server";

function idFrom(param: string | undefined) {
  if (!param || !/^\d{1,12}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

const NOT_SIGNED =
  "Change orders are for a signed contract: this estimate is not signed yet, so change it with a new version.";
const NO_EMAIL = "This client has no e-mail address to send the change order to: add it on the lead's page first.";

/** The contract a change order is written to, with its lead; a 404 when there is no such estimate. */
async function contractFor(id: number, context: Context) {
  const { changeOrders, estimates } = context.get(servicesContext);
  const found = await estimates.forOffice(id);
  if (!found) throw data(null, { status: 404 });
  const lead = await officeService(context).lead(found.row.submissionId);
  return {
    estimate: { id, number: found.view.number, title: found.view.title, signed: found.row.status === "accepted" },
    lead: { id: found.row.submissionId, name: lead?.lead.name ?? "" },
    contract: await changeOrders.ofContract(id),
  };
}

export async function newChangeOrderPage(param: string | undefined, context: Context) {
  return { ...(await contractFor(idFrom(param), context)), typed: blankChangeOrder(), notSigned: NOT_SIGNED };
}

export async function newChangeOrderAction(request: Request, param: string | undefined, context: Context) {
  const id = idFrom(param);
  const posted = postedFrom(await readPostedForm(request));
  const [descriptions, amounts] = [posted.all("lineDescription"), posted.all("lineAmount")];
  const typed: TypedChangeOrder = {
    description: posted.one("description"),
    price: posted.one("price"),
    lines: Array.from(
      { length: Math.min(Math.max(descriptions.length, amounts.length, CHANGE_ORDER_ROWS), 40) },
      (_, index) => ({
        description: descriptions[index] ?? "",
        amount: amounts[index] ?? "",
      }),
    ),
    days: posted.one("days"),
    note: posted.one("note"),
  };
  const made = await context.get(servicesContext).changeOrders.create(id, typed, officeUser(context));
  if (made.ok) throw redirect(`${officeEstimatePath(id)}?saved=changeOrder#contract`, 303);
  if (made.reason === "unknown") throw data(null, { status: 404 });
  if (made.reason === "invalid") return data({ errors: made.errors, typed }, 400);
  return data({ errors: { form: made.reason === "noEmail" ? NO_EMAIL : NOT_SIGNED }, typed }, 409);
}

export async function officeChangeOrderPdf(param: string | undefined, context: Context) {
  const found = await context.get(servicesContext).changeOrders.officePdf(idFrom(param));
  if (!found?.bytes) throw data(null, { status: 404 });
  return pdfResponse(found.bytes, found.number, "change-order");
}
