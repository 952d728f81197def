// The server half of the client's estimate page (/estimates/<token>): the version behind the link,
// counted as opened at each visit, its total for the options ticked (?option=<line>), and the
// client's posts: "Update total" (a redirect to the page with the options, so the server adds them
// up without JavaScript; an accept with boxes changed since the total was counted is that too),
// accept with a typed signature and consent, or decline with a reason. A
// token that is none of ours, a wrong or altered one, gets a 404 that tells only what to do; so
// does a version replaced, past its last day or declined, saying which (a signed one stays readable).
import { data, redirect } from "react-router";
import { OPTIONS_CHANGED_ID } from "~/components/estimates/ClientEstimate";
import { servicesContext } from "~/context";
import { estimatePath, type ClientOutcome } from "../../server/estimates/estimates.ts";
import type { Context } from "./office.server";
import { readPostedForm, textOf } from "./posted-form.server";

export async function clientEstimatePage(token: string, request: Request, context: Context) {
  const query = new URL(request.url).searchParams;
  // Pressing "Update total" is the same visit, not another opening; nor is the page a refused post shows again.
  const counted = request.method === "GET" && !query.has("update") && !query.has("answered");
  const found = await context.get(servicesContext).estimates.forClient(token, query.getAll("option"), counted);
  if (!found) return data({ found: false as const }, 404);
  // Replaced, past its last day or declined: a 404 that says why and what to do, and nothing of the estimate.
  if (found.status === "superseded" || found.status === "expired" || found.status === "declined")
    return data({ found: true as const, ...found, answered: query.get("answered") }, 404);
  const contract =
    found.status === "accepted" ? await context.get(servicesContext).changeOrders.ofEstimateToken(token) : undefined;
  const payments =
    found.status === "accepted" ? await context.get(servicesContext).payments.ofEstimateToken(token) : undefined;
  return {
    found: true as const,
    ...found,
    answered: query.get("answered"),
    optionsChanged: query.has("changed"),
    contract,
    payments,
  };
}

export async function clientEstimateAction(token: string, request: Request, context: Context) {
  const form = await readPostedForm(request);
  const text = textOf(form);
  const options = form.getAll("option");
  const { estimates, clientAddress } = context.get(servicesContext);
  const intent = text("intent");
  const withOptions = (...more: [string, string][]) =>
    new URLSearchParams([
      ["update", "1"],
      ...options.map((option): [string, string] => ["option", String(option)]),
      ...more,
    ]);
  if (intent === "update") throw redirect(`${estimatePath(token)}?${withOptions()}#total`, 303);
  // The page's form says which options its total counts (`shownOptions`, comma-separated).
  const shownOptions = form.has("shownOptions") ? (text("shownOptions") ?? "").split(",") : undefined;
  const outcome =
    intent === "accept"
      ? await estimates.accept(
          token,
          { ...signatureOf(text), options, shownOptions },
          signedFrom(request, clientAddress),
        )
      : intent === "decline"
        ? await estimates.decline(token, text("reason"))
        : undefined;
  // A box ticked or cleared since the total was counted: nothing was signed, and the page comes back
  // with the total for the boxes as they are, to sign again.
  if (outcome && !outcome.ok && "optionsChanged" in outcome)
    throw redirect(`${estimatePath(token)}?${withOptions(["changed", "1"])}#${OPTIONS_CHANGED_ID}`, 303);
  return answerClient(outcome, estimatePath(token), "estimate", intent, text);
}

/** A client's signature as posted: the typed name, the consent, and the drawing where JavaScript ran. */
export const signatureOf = (text: (name: string) => string | undefined) => ({
  signerName: text("signerName"),
  consent: text("consent"),
  signatureDrawing: text("signatureDrawing"),
});

/** Where a signature came from, kept with it. */
export const signedFrom = (request: Request, address: string) => ({
  address,
  agent: request.headers.get("user-agent") ?? "",
});

/**
 * A client's accept or decline answered (an estimate's or a change order's): a redirect to the
 * page saying so, or the page again with the problems and what was typed (400), or the notice of
 * a 404, 409 or 410.
 */
export function answerClient(
  outcome: ClientOutcome | undefined,
  path: string,
  what: string,
  intent: string | undefined,
  text: (name: string) => string | undefined,
) {
  if (!outcome) throw data(`Choose to accept or decline the ${what}.`, { status: 400 });
  if (outcome.ok) throw redirect(`${path}?answered=${outcome.state}`, 303);
  if (outcome.status === 404) return data({ errors: {}, message: undefined, typed: {} }, 404);
  if (outcome.status === 400)
    return data(
      {
        errors: outcome.errors,
        message: undefined,
        typed: { signerName: text("signerName") ?? "", reason: text("reason") ?? "", intent },
      },
      400,
    );
  return data({ errors: {}, message: outcome.message, typed: {} }, outcome.status);
}
