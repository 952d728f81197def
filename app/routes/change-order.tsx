import { Form } from "react-router";
import { describeDate } from "#common/availability.ts";
import type { Route } from "./+types/change-order";
import { ChangeOrderDocument } from "~/components/estimates/ChangeOrderDocument";
import { DeclineSection, SignatureFields, SignedNotice, SigningPage } from "~/components/estimates/Signing";
import { LinkDoesNotOpen } from "~/components/ui/LinkDoesNotOpen";
import { signingHandle, signingLinks, signingMeta, signingPostOrLost } from "~/lib/signing-page";
import { clientChangeOrderAction, clientChangeOrderPage } from "~/lib/change-order-page.server";

// A change order to the client's signed contract, behind the link in their mail: read what changes
// and what it does to the total, accept it with the same signature as the contract (typed name,
// consent, a drawing where JavaScript runs), or decline it with a reason. Plain forms, no script
// needed; the server sends it uncached and unindexed. Once declined, the link answers 404 with the
// day it was declined and how to reach us, and nothing of the change order.

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  clientChangeOrderPage(params.token, request, context);
export const action = ({ request, params, context }: Route.ActionArgs) =>
  clientChangeOrderAction(params.token, request, context);

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => signingPostOrLost(serverAction);

export const handle = signingHandle;

export const links: Route.LinksFunction = signingLinks;

export const meta: Route.MetaFunction = signingMeta("Your change order");

export default function ClientChangeOrder({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.found)
    return <LinkDoesNotOpen eyebrow="Your contract" title="This link does not open a change order" />;
  if (loaderData.status === "declined")
    return (
      <LinkDoesNotOpen
        eyebrow="Your contract"
        title="You declined this change order"
        advice={
          <>
            {loaderData.answered === "declined" ? "Thank you for letting us know. " : ""}You declined this change order
            on <time dateTime={loaderData.declinedOn}>{describeDate(loaderData.declinedOn)}</time>, and we were told:
            your contract stands as you signed it. To talk the change over again,{" "}
          </>
        }
        after=", and we will send you a new change order if you want one."
      />
    );
  const { view, status, signed, answered, contractTotal } = loaderData;
  const action = `/change-orders/${params.token}`;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed: { signerName?: string; reason?: string } = actionData?.typed ?? {};
  const open = status === "sent";
  return (
    <SigningPage
      eyebrow="Your contract"
      title={status === "accepted" ? `Signed change order ${view.number}` : `Change order ${view.number}`}
      message={actionData?.message}
      errors={errors}
    >
      {status === "accepted" && signed && (
        <SignedNotice
          signed={signed}
          thanks={answered === "accepted"}
          total={contractTotal}
          pdf={{ href: `${action}.pdf`, label: "Download the signed change order (PDF)" }}
        />
      )}
      <Form method="post" action={action}>
        <ChangeOrderDocument view={view}>
          {open && (
            <SignatureFields
              intro={`Signing makes this change order part of your contract ${view.contractNumber}, whose total becomes ${view.contractAfter}; the rest of the contract stands as signed. You get the signed change order as a PDF by e-mail.`}
              consent={view.consent}
              button={`Accept and sign for ${view.amount}`}
              typedName={typed.signerName}
              errors={errors}
            />
          )}
        </ChangeOrderDocument>
      </Form>
      {open && (
        <DeclineSection action={action} button="Decline the change order" reason={typed.reason} error={errors.reason} />
      )}
    </SigningPage>
  );
}
