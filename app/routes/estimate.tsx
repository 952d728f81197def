import { Form } from "react-router";
import { describeDate } from "#common/availability.ts";
import type { Route } from "./+types/estimate";
import {
  CancellationNotice,
  CancellationStatement,
  EstimateDocument,
  EstimateNotices,
} from "~/components/estimates/EstimateDocument";
import { DeclineSection, SignatureFields, SignedNotice, SigningPage } from "~/components/estimates/Signing";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { LinkDoesNotOpen } from "~/components/ui/LinkDoesNotOpen";
import { signingHandle, signingLinks, signingMeta } from "~/lib/signing-page";
import { clientEstimateAction, clientEstimatePage } from "~/lib/estimate-page.server";

// The client's estimate, behind the link in their mail: read it, tick the options they want (the
// server adds them up on "Update total"), accept it with their typed name and consent to sign
// electronically (the Florida notices shown before the button), or decline it with a reason.
// Plain forms, no script; the server sends it uncached and unindexed. A link replaced by a newer
// version, past its last day or declined answers 404 with what happened and how to reach us, and
// nothing of the estimate; a signed one stays readable, with its PDF, for the client's records.

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  clientEstimatePage(params.token, request, context);
export const action = ({ request, params, context }: Route.ActionArgs) =>
  clientEstimateAction(params.token, request, context);

export const handle = signingHandle;

export const links: Route.LinksFunction = signingLinks;

export const meta: Route.MetaFunction = signingMeta("Your estimate");

export default function ClientEstimate({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.found) return <LinkDoesNotOpen eyebrow="Your estimate" title="This link does not open an estimate" />;
  if (loaderData.status === "superseded")
    return (
      <LinkDoesNotOpen
        eyebrow="Your estimate"
        title="This estimate was replaced"
        advice="We sent you a newer version of this estimate, which replaces this one. Open the link in our latest e-mail to read it, or "
      />
    );
  if (loaderData.status === "expired")
    return (
      <LinkDoesNotOpen
        eyebrow="Your estimate"
        title="This estimate has expired"
        advice={
          <>
            This estimate was valid until{" "}
            <time dateTime={loaderData.validUntil}>{describeDate(loaderData.validUntil)}</time>, and prices and
            schedules may have changed since, so it can no longer be accepted. To ask us for a fresh estimate,{" "}
          </>
        }
        after=", and we will prepare an up-to-date one for you."
      />
    );
  if (loaderData.status === "declined")
    return (
      <LinkDoesNotOpen
        eyebrow="Your estimate"
        title="You declined this estimate"
        advice={
          <>
            {loaderData.answered === "declined" ? "Thank you for letting us know. " : ""}You declined this estimate on{" "}
            <time dateTime={loaderData.declinedOn}>{describeDate(loaderData.declinedOn)}</time>, and we were told. If
            you change your mind, or would like a different scope,{" "}
          </>
        }
        after=", and we will prepare a new estimate for you."
      />
    );
  const { view, status, signed, answered, contract, payments } = loaderData;
  const action = `/estimates/${params.token}`;
  // The options ticked stay ticked, and counted, on the page a refused signature comes back to.
  const chosen = view.groups.flatMap((group) =>
    group.lines.filter((line) => line.kind === "optional" && line.chosen).map((line) => line.index),
  );
  const signAction =
    chosen.length > 0 ? `${action}?update=1&${chosen.map((index) => `option=${index}`).join("&")}` : action;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed: { signerName?: string; reason?: string } = actionData?.typed ?? {};
  const open = status === "sent";
  return (
    <SigningPage
      eyebrow="Your estimate"
      title={status === "accepted" ? "Your signed contract" : view.title}
      message={actionData?.message}
    >
      {status === "accepted" && signed && (
        <SignedNotice
          signed={signed}
          thanks={answered === "accepted"}
          pdf={{ href: `${action}.pdf`, label: "Download the signed contract (PDF)" }}
        >
          {contract?.changes && (
            <p className="mt-2" data-testid="contract-total">
              With{" "}
              {contract.signedOrders === 1 ? "a signed change order" : `${contract.signedOrders} signed change orders`}{" "}
              ({contract.changes}), your contract&rsquo;s total is now <strong>{contract.total}</strong>.
            </p>
          )}
          {payments && (
            <p className="mt-2" data-testid="contract-balance">
              Paid so far: {payments.paid}. Balance: <strong>{payments.balance}</strong>.
            </p>
          )}
          <CancellationStatement cancellation={view.cancellation} />
        </SignedNotice>
      )}
      <Form method="post" action={signAction} id="accept-form">
        <EstimateDocument
          view={view}
          option={
            open
              ? (line) => (
                  <label className="inline-flex min-h-6 items-start gap-2">
                    <input
                      type="checkbox"
                      name="option"
                      value={line.index}
                      defaultChecked={line.chosen}
                      className="mt-1 size-5 shrink-0"
                    />
                    <span>
                      {line.description} <span className="text-sm text-muted">(optional)</span>
                    </span>
                  </label>
                )
              : undefined
          }
        >
          {open && view.hasOptions && (
            <p className="mt-4">
              <button type="submit" name="intent" value="update" formNoValidate className={buttonClasses("secondary")}>
                Update total
              </button>
            </p>
          )}
          <EstimateNotices notices={view.notices} />
          {open && (
            <SignatureFields
              intro={`Accepting makes this estimate, with the options ticked above, your contract for ${view.total}. You get the signed contract as a PDF by e-mail.`}
              consent={view.consent}
              button={`Accept and sign for ${view.total}`}
              typedName={typed.signerName}
              errors={errors}
              nearSignature={<CancellationStatement cancellation={view.cancellation} />}
            />
          )}
          <CancellationNotice
            cancellation={view.cancellation}
            note={
              open
                ? "Filled in as if you sign today: the signed contract you get by e-mail carries the day you sign and the last day to cancel counted from it."
                : undefined
            }
          />
        </EstimateDocument>
      </Form>
      {open && (
        <DeclineSection action={action} button="Decline the estimate" reason={typed.reason} error={errors.reason} />
      )}
    </SigningPage>
  );
}
