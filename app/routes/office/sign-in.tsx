import { Form, Link } from "react-router";
import type { Route } from "./+types/sign-in";
import { site } from "#common/site.ts";
import { PasskeySignIn } from "~/components/office/Passkey";
import { buttonClasses } from "~/components/ui/ButtonLink";
import type { OfficeHandle } from "~/lib/hydration";
import { signInAction, signInPage } from "~/lib/office-sign-in.server";
import { answerOrLost, signInNotSent } from "~/lib/office-save";

// Signing in to the office: the address, then the 8-digit code mailed to it. Two plain form posts.

// Open to anyone; hydrates (as every office page) for the passkey button, shown only where passkeys
// work; the two forms need no script.
export const handle: OfficeHandle = { access: "anyone" };
export const loader = ({ request, context }: Route.LoaderArgs) => signInPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context);
// With JavaScript, a post lost in transit shows the same step again with a message (lib/office-save.ts).
export const clientAction = async ({ request, serverAction }: Route.ClientActionArgs) =>
  answerOrLost(serverAction, signInNotSent(await request.clone().formData()));

export const meta: Route.MetaFunction = () => [{ title: `Sign in | ${site.shortName} office` }];

const fieldClasses = "mt-2 block min-h-11 w-full rounded-lg border border-line bg-paper px-3 text-base";

type SignInState = { next: string; notice?: string; error?: string };

/**
 * One step's form: where to go once signed in, the notice, the step's `field`, the error below it
 * (the field names it), then `children` (the button, and what else the step offers).
 */
function Step({ state, field, children }: { state: SignInState; field: React.ReactNode; children: React.ReactNode }) {
  return (
    <Form method="post" className="mt-8 space-y-6" noValidate>
      <input type="hidden" name="next" value={state.next} />
      {state.notice && (
        <p role="status" className="rounded-lg bg-stone p-4">
          {state.notice}
        </p>
      )}
      {field}
      {state.error && (
        <p id="sign-in-error" role="alert" className="font-semibold text-danger">
          {state.error}
        </p>
      )}
      {children}
    </Form>
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <p className="font-semibold text-forest">{site.shortName} office</p>
      <h1 className="mt-2 text-3xl">Sign in</h1>
      {state.step === "email" ? (
        <Step
          state={state}
          field={
            <div>
              <label htmlFor="email" className="font-semibold">
                Your e-mail address
              </label>
              <p id="email-hint" className="text-sm text-muted">
                We e-mail you a code to type in here. No password.
              </p>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={state.email}
                aria-describedby={state.error ? "email-hint sign-in-error" : "email-hint"}
                aria-invalid={state.error ? true : undefined}
                className={fieldClasses}
              />
            </div>
          }
        >
          <button type="submit" className={buttonClasses("primary", "w-full")}>
            E-mail me a code
          </button>
        </Step>
      ) : (
        <Step
          state={state}
          field={
            <div>
              <input type="hidden" name="email" value={state.email} />
              <label htmlFor="code" className="font-semibold">
                The 8-digit code from the e-mail to <span className="wrap-anywhere">{state.email}</span>
              </label>
              <input
                id="code"
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 -]*"
                maxLength={12}
                required
                aria-describedby={state.error ? "sign-in-error" : undefined}
                aria-invalid={state.error ? true : undefined}
                className={`${fieldClasses} font-mono tracking-widest`}
              />
            </div>
          }
        >
          <button type="submit" className={buttonClasses("primary", "w-full")}>
            Sign in
          </button>
          <p className="text-sm">
            No e-mail after a few minutes?{" "}
            {/* Back to the first step for the same page afterwards (`again` counts only for someone signed in). */}
            <Link
              to={`/office/sign-in?again=1&next=${encodeURIComponent(state.next)}`}
              className="font-semibold text-forest underline underline-offset-4"
            >
              Ask for a new code
            </Link>
          </p>
        </Step>
      )}
      {state.step === "email" && <PasskeySignIn next={state.next} />}
    </div>
  );
}
