// The server half of the passkey ceremonies' JSON steps (app/routes/office/passkey-api.ts) and of
// the passkeys page (/office/passkeys: a person's passkeys, each removable by a plain form post).
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import { afterSignIn } from "../../server/office/sign-in.ts";
import { cookieHeader, formFields, officeUser, personSignedIn, requestToken, type Context } from "./office.server";
import { officeDate } from "./office-dates";

/** The relying party is the address the browser is on. */
const relyingParty = (request: Request) => {
  const url = new URL(request.url);
  return { id: url.hostname, origin: url.origin };
};

const body = async (request: Request) =>
  (await request.json().catch(() => undefined)) as Record<string, unknown> | undefined;

const messages = {
  expired: "That took too long or was already used. Try again.",
  refused: "The passkey could not be checked. Try again, or sign in with an e-mailed code.",
  unknown: "This passkey is not (or no longer) one of the office's. Sign in with an e-mailed code.",
  busy: "Too many passkey attempts from this connection in the last few minutes. Wait five minutes, or sign in with an e-mailed code.",
} as const;

/** A ceremony's options, or 429 when the client holds its share of live ones (server/office/passkeys.ts). */
const optionsOr429 = <T>(options: T | undefined) =>
  options === undefined ? data({ ok: false, error: messages.busy }, 429) : options;

export async function passkeyStep(request: Request, step: string | undefined, context: Context) {
  const { passkeys, clientAddress } = context.get(servicesContext);
  const rp = relyingParty(request);
  switch (step) {
    case "sign-in-options":
      return optionsOr429(await passkeys.signInOptions(rp, clientAddress));
    case "sign-in": {
      const posted = await body(request);
      const outcome = await passkeys.signIn(posted?.response, rp, requestToken(request));
      if (!outcome.ok) return data({ ok: false, error: messages[outcome.reason] }, 400);
      return data({ ok: true, next: afterSignIn(posted?.next) }, { headers: cookieHeader(request, outcome.token) });
    }
    case "register-options":
    case "register": {
      const user = personSignedIn(context);
      if (!user) return data({ ok: false, error: "Sign in first." }, 401);
      if (step === "register-options") return optionsOr429(await passkeys.registrationOptions(user, rp, clientAddress));
      const posted = await body(request);
      const outcome = await passkeys.register(user, posted?.response, posted?.label, rp);
      return outcome.ok ? { ok: true } : data({ ok: false, error: messages[outcome.reason] }, 400);
    }
    default:
      return data({ ok: false, error: "No such step." }, 404);
  }
}

export async function passkeysPage(request: Request, context: Context) {
  const user = officeUser(context);
  const when = (iso: string | null) => (iso ? officeDate(iso) : "never");
  const passkeys = await context.get(servicesContext).passkeys.list(user);
  return {
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      label: passkey.label,
      added: when(passkey.createdAt),
      used: when(passkey.lastUsedAt),
    })),
    saved: new URL(request.url).searchParams.get("saved"),
  };
}

/** Removes one of the signed-in person's passkeys (a plain form post). */
export async function passkeysAction(request: Request, context: Context) {
  const user = officeUser(context);
  const fields = await formFields(request);
  if (await context.get(servicesContext).passkeys.remove(fields?.id, user))
    throw redirect("/office/passkeys?saved=removed", 303);
  return data({ error: "That passkey is not one of yours (any more)." }, 400);
}
