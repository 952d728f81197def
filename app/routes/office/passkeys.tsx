import { Form } from "react-router";
import type { Route } from "./+types/passkeys";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { AddPasskey } from "~/components/office/Passkey";
import { passkeysAction, passkeysPage } from "~/lib/office-passkeys.server";
import { keepPageWhenLost } from "~/lib/office-save";

// Your passkeys: add one on this device (needs JavaScript and a browser with passkeys), see where
// you have them, remove one (a plain form). The e-mailed code always works as well.

export const loader = ({ request, context }: Route.LoaderArgs) => passkeysPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => passkeysAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Passkeys | ${site.shortName} office` }];

export default function Passkeys({ loaderData: { passkeys, saved }, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl">Passkeys</h1>
      <p className="mt-2 text-muted">
        A passkey signs you in on this device with its fingerprint, face or screen lock, without waiting for an e-mail.
      </p>
      {saved === "removed" && !actionData && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4 font-semibold">
          Passkey removed: it no longer signs you in.
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-4 font-semibold text-danger">
          {actionData.error}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {/* The list first: the adding card changes once the page runs (whether this browser can),
            and nothing under it then moves. */}
        <OfficeCard title="Yours">
          {passkeys.length === 0 ? (
            <p className="mt-2 text-muted">None yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {passkeys.map((passkey) => (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-x-4 py-3">
                  <span>
                    <span className="block font-semibold">{passkey.label}</span>
                    <span className="text-sm text-muted">
                      Added {passkey.added}, last used {passkey.used}
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="id" value={passkey.id} />
                    <button
                      type="submit"
                      className="min-h-11 px-2 text-danger underline underline-offset-4"
                      aria-label={`Remove the passkey ${passkey.label}`}
                    >
                      Remove
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </OfficeCard>
        <OfficeCard title="Add one">
          <AddPasskey />
        </OfficeCard>
      </div>
    </>
  );
}
