// The server half of /office/sign-in and /office/sign-out. Signing in takes two posts: the
// address (a code is mailed if it is someone's; the answer is the same either way), then the code.
// Success starts a new session, ending any the browser came with, so a cookie planted before
// sign-in is never the one signed in.
import { data, redirect, redirectDocument } from "react-router";
import { signInMessages } from "#common/office.ts";
import { servicesContext } from "~/context";
import { afterSignIn } from "../../server/office/sign-in.ts";
import {
  cookieHeader,
  formFields,
  officeService,
  officeUser,
  personSignedIn,
  requestDevice,
  requestToken,
  signedInHeaders,
  type Context,
} from "./office.server";

export type SignInStep =
  | { step: "email"; next: string; error?: string; notice?: string; email?: string }
  | { step: "code"; next: string; email: string; notice?: string; error?: string };

const statusFor = { badEmail: 400, badCode: 400, wrongCode: 400, rateLimited: 429 } as const;

/**
 * On to the page (or file) the sign-in was for. A file (the leads' CSV after signing in again) is
 * fetched by the browser itself: the app's own navigation would show an empty page instead.
 */
const onTo = (next: string, init: ResponseInit) =>
  (/\.[a-z0-9]+$/i.test(new URL(next, "http://office").pathname) ? redirectDocument : redirect)(next, init);

export async function signInPage(request: Request, context: Context): Promise<SignInStep> {
  const query = new URL(request.url).searchParams;
  const next = afterSignIn(query.get("next"));
  const person = personSignedIn(context);
  // Signed in and sent to prove it again: the same steps, their address filled in.
  if (person && query.has("again")) return { step: "email", next, notice: signInMessages.again, email: person.email };
  if (person) throw onTo(next, { status: 303 });
  const signedOut = query.get("signed-out");
  const notice =
    signedOut === "everywhere"
      ? "You are signed out on every device."
      : signedOut !== null
        ? "You are signed out."
        : undefined;
  return { step: "email", next, notice };
}

export async function signInAction(request: Request, context: Context) {
  const fields = await formFields(request);
  const next = afterSignIn(fields?.next);
  const { clientAddress } = context.get(servicesContext);
  const office = officeService(context);
  if (fields?.code === undefined) {
    const outcome = await office.requestCode(fields?.email, clientAddress, requestDevice(request));
    if (!outcome.ok)
      return data<SignInStep>(
        { step: "email", next, error: signInMessages[outcome.reason] },
        statusFor[outcome.reason],
      );
    return data<SignInStep>({ step: "code", next, email: fields!.email!.trim(), notice: signInMessages.codeSent });
  }
  const outcome = await office.signIn(
    fields.email,
    fields.code,
    clientAddress,
    requestToken(request),
    requestDevice(request),
  );
  if (outcome.ok) throw onTo(next, { status: 303, headers: signedInHeaders(request, outcome.token, outcome.device) });
  const email = fields.email ?? "";
  return data<SignInStep>(
    { step: "code", next, email, error: signInMessages[outcome.reason] },
    statusFor[outcome.reason],
  );
}

/** Ends this session, or with `everywhere` every session of the person; then the sign-in page. */
export async function signOutAction(request: Request, context: Context) {
  const user = officeUser(context);
  const fields = await formFields(request);
  const office = officeService(context);
  if (fields?.everywhere !== undefined) await office.signOutEverywhere(user);
  else await office.signOut(requestToken(request)!, user);
  const signedOut = fields?.everywhere !== undefined ? "everywhere" : "here";
  throw redirect(`/office/sign-in?signed-out=${signedOut}`, { status: 303, headers: cookieHeader(request) });
}
