import type { Route } from "./+types/passkey-api";
import type { OfficeHandle } from "~/lib/hydration";
import { passkeyStep } from "~/lib/office-passkeys.server";

// The passkey ceremonies' JSON steps, posted by the office's pages (sign-in, passkeys) from the
// same origin (server/http/office-guard.ts refuses any other): options, then the browser's answer.
//   POST /office/passkeys/register-options, /office/passkeys/register      (signed in)
//   POST /office/passkeys/sign-in-options,  /office/passkeys/sign-in

/** Signing in needs no session; the registration steps answer 401 without one. */
export const handle: OfficeHandle = { access: "anyone" };

export const action = ({ request, params, context }: Route.ActionArgs) => passkeyStep(request, params.step, context);
