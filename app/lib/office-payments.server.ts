// The server half of a signed contract's payments on the office's estimate page: what the page
// shows (server/payments/payments.ts), and its posts: the payment instructions, a payment requested
// by mail, a payment recorded or voided, the permit's date. Each answers 303 back to the page's payments
// card with a notice, or 400/409 with what was wrong (rendered by the page).
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import { officeEstimatePath } from "#common/office.ts";
import type { Posted } from "../../server/estimates/estimate-form.ts";
import { paymentRefusals, type PaymentRefusal } from "../../server/payments/payments.ts";
import type { PeopleNames } from "../../server/office/office.ts";
import type { OfficeUser } from "../../server/storage/office.ts";
import type { Context } from "./office.server";
import { voidErrorKey, type PaymentIntent, type PaymentTyped } from "./office-payments";

/** The payments card of a signed estimate, who voided a payment named as the office names them (`people`). */
export async function paymentsCard(id: number, context: Context, people: PeopleNames) {
  const payments = context.get(servicesContext).payments;
  const contract = await payments.ofContract(id);
  if (!contract) return undefined;
  const settings = await payments.instructions();
  return {
    ...contract,
    payments: contract.payments.map((payment) =>
      payment.voided ? { ...payment, voided: { ...payment.voided, by: people.who(payment.voided.by) } } : payment,
    ),
    instructions: settings?.instructions ?? "",
    link: settings?.link ?? "",
  };
}

export async function paymentAction(
  id: number,
  intent: PaymentIntent,
  posted: Posted,
  user: OfficeUser,
  context: Context,
) {
  const payments = context.get(servicesContext).payments;
  const one = posted.one;
  const recorded = {
    amount: one("amount"),
    method: one("method"),
    reference: one("reference"),
    receivedOn: one("receivedOn"),
  };
  const outcome =
    intent === "paymentInstructions"
      ? await payments.saveInstructions({ instructions: one("instructions"), link: one("link") }, user, id)
      : intent === "requestPayment"
        ? await payments.request(id, { index: one("payment"), dueOn: one("dueOn") }, user)
        : intent === "recordPayment"
          ? await payments.record(id, recorded, user)
          : intent === "voidPayment"
            ? await payments.voidPayment(id, { paymentId: one("paymentId"), reason: one("voidReason") }, user)
            : await payments.permit(id, one("issuedOn"), user);
  if (outcome.ok) throw redirect(`${officeEstimatePath(id)}?paid=${intent}#payments`, 303);
  // Each payment has its own void form: the message goes to the one posted.
  if (intent === "voidPayment" && outcome.reason === "invalid")
    return data(
      {
        errors: { [voidErrorKey(one("paymentId"))]: Object.values(outcome.errors).join(" ") },
        typed: undefined,
        paymentTyped: {},
      },
      400,
    );
  // What was typed comes back into the refused form: without JavaScript the page is a new one.
  const paymentTyped: PaymentTyped =
    intent === "recordPayment"
      ? recorded
      : intent === "paymentInstructions"
        ? { instructions: one("instructions"), link: one("link") }
        : intent === "permitIssued"
          ? { issuedOn: one("issuedOn") }
          : {};
  return refusal(outcome, paymentTyped);
}

function refusal(outcome: PaymentRefusal, paymentTyped: PaymentTyped) {
  if (outcome.reason === "unknown") throw data(null, { status: 404 });
  if (outcome.reason === "invalid") return data({ errors: outcome.errors, typed: undefined, paymentTyped }, 400);
  return data({ errors: { form: paymentRefusals[outcome.reason] }, typed: undefined, paymentTyped }, 409);
}
