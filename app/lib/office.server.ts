// What every office page's server half shares: the shell's middleware (the session, checked once
// per request against what the route declares), the person signed in, the session cookie for the
// request's scheme, and the forms' fields.
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { routeHandleContext, servicesContext } from "~/context";
import type { OwnersOnlyRefusal } from "~/components/office/owners-only";
import type { OfficeHandle } from "~/lib/hydration";
import { mayDo, rightRefusals, type Right } from "../../server/office/rights.ts";

export { rightsOf } from "../../server/office/rights.ts";
import {
  deviceCookie,
  deviceToken,
  sessionCookie,
  sessionToken,
  signedInRecently,
} from "../../server/office/sign-in.ts";
import type { OfficeUser, SessionPerson } from "../../server/storage/office.ts";

export type Context = Readonly<RouterContextProvider>;

const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

export const officeService = (context: Context) => context.get(servicesContext).office;

/** The session token the request carries, if any. */
export const requestToken = (request: Request) => sessionToken(request.headers.get("cookie"), isSecure(request));

/** The Set-Cookie header that keeps `token` as the session (or, without one, drops the cookie). */
export const cookieHeader = (request: Request, token?: string) => ({
  "Set-Cookie": sessionCookie(isSecure(request), token),
});

/** The known device's proof the request carries (a browser that signed in here before), if any. */
export const requestDevice = (request: Request) => deviceToken(request.headers.get("cookie"), isSecure(request));

/** The Set-Cookie headers of a sign-in: the new session, and the device's proof that it signed in. */
export function signedInHeaders(request: Request, token: string, device: string): Headers {
  const headers = new Headers(cookieHeader(request, token));
  headers.append("Set-Cookie", deviceCookie(isSecure(request), device));
  return headers;
}

/** The signed-in person, or undefined: a missing, altered, expired or ended session is none. */
export async function currentUser(request: Request, context: Context): Promise<SessionPerson | undefined> {
  return officeService(context).whoIs(requestToken(request));
}

/** The page a request is for: a data request (the page's script asking for `<page>.data`) is its page's. */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}

/**
 * 303 to the sign-in page, which comes back to this request's page afterwards. `again`: the person
 * is signed in, but not recently enough for what they asked, so the page says why and the session
 * stays (the new sign-in replaces it, and no other device's); what a post `carried` back is then
 * the page's whole query, so the form opens with it (and no notice of an earlier save).
 */
function toSignIn(request: Request, again?: { carried?: Record<string, string> }): never {
  const url = pageUrl(request);
  if (again?.carried) url.search = new URLSearchParams(again.carried).toString();
  signInThenBackTo(url.pathname + url.search, request, again !== undefined);
}

/** 303 to the sign-in page, which comes back to `page` (an office page) afterwards: toSignIn's, for a page outside the office. */
export function signInThenBackTo(page: string, request: Request, again = false): never {
  const query = [...(again ? ["again=1"] : []), ...(page === "/office" ? [] : [`next=${encodeURIComponent(page)}`])];
  const search = query.length ? `?${query.join("&")}` : "";
  throw redirect(`/office/sign-in${search}`, { status: 303, headers: again ? {} : cookieHeader(request) });
}

/** The longest a carried field may be: an address is no place for pages of text. */
const CARRIED_MAX = 500;

/**
 * What a post carries back to its page for a person sent to sign in again: the fields `keep` names
 * for its form's intent; undefined when it names none (the page's address is enough).
 */
async function carriedBack(request: Request, keep: NonNullable<OfficeHandle["recentSignIn"]>["keep"]) {
  if (!keep || !isPost(request)) return undefined;
  const fields = (await formFields(request.clone())) ?? {};
  const names = Object.hasOwn(keep, fields.intent ?? "") ? keep[fields.intent!]! : undefined;
  // Cut short, the form checks what comes back as it checks what is typed.
  return names && Object.fromEntries(names.map((name) => [name, (fields[name] ?? "").slice(0, CARRIED_MAX)]));
}

const isPost = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

/** Who the shell found signed in for this request (null on the pages anyone may open, signed out). */
const personContext = createContext<SessionPerson | null>(null);

/**
 * The office shell's middleware (app/routes/office/layout.tsx): reads the session once, then holds
 * the request to what the matched route declares in its handle (`access`, lib/hydration.ts): a
 * signed-in person unless it says otherwise; signed out, a page goes to the sign-in page and an
 * endpoint answers 401 with what it declares; a staff member on an owner's page gets a 403; one
 * signed in more than 15 minutes ago, where the route asks for a `recentSignIn`, signs in again.
 */
export const officeShell: MiddlewareFunction<Response> = async ({ request, context, pattern }) => {
  const {
    access = "signed-in",
    right,
    signedOut,
    recentSignIn,
  } = (context.get(routeHandleContext)(pattern) as OfficeHandle) ?? {};
  const person = (await currentUser(request, context)) ?? null;
  context.set(personContext, person);
  if (access === "anyone") return;
  if (!person) {
    if (signedOut?.json) throw Response.json({ error: signedOut.json }, { status: 401 });
    if (signedOut?.text)
      throw new Response(`${signedOut.text}\n`, {
        status: 401,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    toSignIn(request);
  }
  if (access === "owner" && person.role !== "owner") await refuse(context, person);
  if (right) await requireRight(context, right, person);
  const asked = recentSignIn && (recentSignIn.when === "opening" || isPost(request));
  if (asked && !signedInRecently(person.signedInAt, new Date()))
    toSignIn(request, { carried: await carriedBack(request, recentSignIn.keep) });
};

/** The 403 page for `person`: only an owner may, or (`right`) what they may not do; with the owners to ask. */
async function refuse(context: Context, person: OfficeUser, right?: Right): Promise<never> {
  const owners = (await officeService(context).listUsers()).filter((user) => user.role === "owner");
  throw data<OwnersOnlyRefusal>(
    {
      ownersOnly: owners.map((owner) => owner.email),
      you: person.email,
      ...(right && { notAllowed: rightRefusals[right] }),
    },
    403,
  );
}

/**
 * Holds the request to what a staff member may do (an owner may do everything): without `right`, a
 * 403 page that says what they may not do and whom to ask, before anything is changed. The shell
 * asks it for a route's `handle.right`; an action asks it for what one post would do (a publish).
 */
export async function requireRight(context: Context, right: Right, person: OfficeUser = officeUser(context)) {
  if (!mayDo(person, right)) await refuse(context, person, right);
}

/** The signed-in person on a route that needs one (the shell has let no one else through). */
export function officeUser(context: Context): OfficeUser {
  const person = context.get(personContext);
  if (!person) throw new Error("officeUser() on an office route that declares it needs no session");
  return person;
}

/** The signed-in person, if any, on a route anyone may open (sign-in, sign-out, the passkey steps). */
export const personSignedIn = (context: Context) => context.get(personContext);

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
