import { describeDate } from "#common/availability.ts";
import type { Route } from "./+types/estimate";
import { ClientEstimate } from "~/components/estimates/ClientEstimate";
import { LinkDoesNotOpen } from "~/components/ui/LinkDoesNotOpen";
import { signingHandle, signingLinks, signingMeta, signingPostOrLost } from "~/lib/signing-page";
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

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => signingPostOrLost(serverAction);

export const handle = signingHandle;

export const links: Route.LinksFunction = signingLinks;

export const meta: Route.MetaFunction = signingMeta("Your estimate");

export default function ClientEstimatePage({ loaderData, actionData, params }: Route.ComponentProps) {
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
  const { view, status, signed, answered, optionsChanged, contract, payments } = loaderData;
  return (
    <ClientEstimate
      {...{ view, status, signed, answered, optionsChanged, contract, payments }}
      action={`/estimates/${params.token}`}
      answer={actionData}
    />
  );
}
