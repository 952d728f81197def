// The server half of the client's review form (/reviews/<token>): the link's first opening noted
// (its reminder then never goes), and the review posted once: a plain form, a 303 to the page with
// its thanks; a refused one comes back with what was typed and a message per field. A token that is
// none of ours gets a 404 that says only what to do; a second review a 409 that changes nothing.
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import { reviewPath } from "../../server/jobs/jobs.ts";
import type { Context } from "./office.server";
import { readPostedForm, textOf } from "./posted-form.server";

export async function reviewPage(token: string, request: Request, context: Context) {
  const query = new URL(request.url).searchParams;
  const found = await context.get(servicesContext).jobs.forClient(token, request.method === "GET");
  if (!found) return data({ found: false as const, submitted: false, thanks: false }, 404);
  return { found: true as const, submitted: found.submitted, thanks: query.has("thanks") };
}

export async function reviewAction(token: string, request: Request, context: Context) {
  const text = textOf(await readPostedForm(request));
  const fields = {
    rating: text("rating"),
    text: text("text"),
    displayName: text("displayName"),
    consent: text("consent"),
  };
  const outcome = await context.get(servicesContext).jobs.submit(token, fields);
  if (outcome.ok) throw redirect(`${reviewPath(token)}?thanks=1`, 303);
  if (outcome.status === 404) return data({ errors: {}, message: undefined, typed: {} }, 404);
  if (outcome.status === 400) return data({ errors: outcome.errors, message: undefined, typed: fields }, 400);
  return data({ errors: {}, message: outcome.message, typed: {} }, 409);
}
