// What every office page's server half shares: the person signed in (or the way to the sign-in
// page), the session cookie for the request's scheme, and the forms' fields.
import { data, redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "~/context";
import { sessionCookie, sessionToken } from "../../server/office/sign-in.ts";
import type { OfficeUser } from "../../server/storage/office.ts";

export type Context = Readonly<RouterContextProvider>;

const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

export const officeService = (context: Context) => context.get(servicesContext).office;

/** The session token the request carries, if any. */
export const requestToken = (request: Request) => sessionToken(request.headers.get("cookie"), isSecure(request));

/** The Set-Cookie header that keeps `token` as the session (or, without one, drops the cookie). */
export const cookieHeader = (request: Request, token?: string) => ({
  "Set-Cookie": sessionCookie(isSecure(request), token),
});

/** The signed-in person, or undefined: a missing, altered, expired or ended session is none. */
export async function currentUser(request: Request, context: Context): Promise<OfficeUser | undefined> {
  return officeService(context).whoIs(requestToken(request));
}

/** The page a request is for: a data request (the page's script asking for `<page>.data`) is its page's. */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}

/** The signed-in person; without one, 303 to the sign-in page, which comes back here afterwards. */
export async function requireUser(request: Request, context: Context): Promise<OfficeUser> {
  const user = await currentUser(request, context);
  if (user) return user;
  const url = pageUrl(request);
  const page = url.pathname + url.search;
  const next = page === "/office" ? "" : `?next=${encodeURIComponent(page)}`;
  throw redirect(`/office/sign-in${next}`, { status: 303, headers: cookieHeader(request) });
}

/** A refused form (400): which of the page's forms, a message per field, and what was typed. */
export const refusedForm = <Intent extends string>(
  intent: Intent,
  fieldErrors: Record<string, string>,
  values: Record<string, string> = {},
) => data({ intent, fieldErrors, values }, 400);

/** A posted form's text fields; undefined when the body is not a readable form. */
export async function formFields(request: Request): Promise<Record<string, string> | undefined> {
  const form = await request.formData().catch(() => undefined);
  if (!form) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

/**
 * Which of a page's forms was posted: its hidden `intent`, or, from a client that posts only the
 * fields it knows (a script, another tool), the form its telling field belongs to. `telling` is
 * `[field, intent]` pairs, the first present field deciding.
 */
export function postedIntent(fields: Record<string, string> | undefined, telling: readonly [string, string][]) {
  if (fields?.intent) return fields.intent;
  return telling.find(([field]) => fields !== undefined && field in fields)?.[1];
}
