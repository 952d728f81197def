// The server half of the client's change-order page (/change-orders/<token>): the change order
// behind the link (its first visit noted), and the client's posts: accept with the typed name,
// consent and any drawing, or decline with a reason. A token that is none of ours is a 404 that
// says only what to do, a declined one's a 404 that says when; an answered one's post a 409 that
// changes nothing.
import { data } from "react-router";
import { servicesContext } from "~/context";
import { changeOrderPath } from "../../server/estimates/change-orders.ts";
import { answerClient, signatureOf, signedFrom } from "./estimate-page.server";
import type { Context } from "./office.server";
import { readPostedForm, textOf } from "./posted-form.server";

export async function clientChangeOrderPage(token: string, request: Request, context: Context) {
  const query = new URL(request.url).searchParams;
  const counted = request.method === "GET" && !query.has("answered");
  const found = await context.get(servicesContext).changeOrders.forClient(token, counted);
  if (!found) return data({ found: false as const }, 404);
  // Declined: a 404 that says when and what to do, and nothing of the change order.
  if (found.status === "declined")
    return data({ found: true as const, ...found, answered: query.get("answered") }, 404);
  return { found: true as const, ...found, answered: query.get("answered") };
}

export async function clientChangeOrderAction(token: string, request: Request, context: Context) {
  const text = textOf(await readPostedForm(request));
  const { changeOrders, clientAddress } = context.get(servicesContext);
  const intent = text("intent");
  const outcome =
    intent === "accept"
      ? await changeOrders.accept(token, signatureOf(text), signedFrom(request, clientAddress))
      : intent === "decline"
        ? await changeOrders.decline(token, text("reason"))
        : undefined;
  return answerClient(outcome, changeOrderPath(token), "change order", intent, text);
}
