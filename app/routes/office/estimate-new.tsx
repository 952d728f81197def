import type { Route } from "./+types/estimate-new";
import { site } from "#common/site.ts";
import { BackToLead, EstimateForm } from "~/components/office/EstimateForm";
import { newEstimateAction, newEstimatePage } from "~/lib/office-estimates.server";
import { keepPageWhenLost } from "~/lib/office-save";

// A new estimate for a lead: saved as a draft to preview and send later, or sent at once.

export const loader = ({ params, context }: Route.LoaderArgs) => newEstimatePage(params.id, context);
export const action = ({ request, params, context }: Route.ActionArgs) =>
  newEstimateAction(request, params.id, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `New estimate for ${loaderData?.lead.name ?? "a lead"} | ${site.shortName} office` },
];

export default function NewEstimate({
  loaderData: { lead, typed, notesNote, cancellationNote },
  actionData,
}: Route.ComponentProps) {
  return (
    <>
      <BackToLead lead={lead} />
      <h1 className="mt-2 text-3xl">New estimate</h1>
      <p className="mt-1 max-w-prose text-muted">
        For {lead.name}
        {lead.email ? ` (${lead.email})` : ": no e-mail address yet, so it can be saved but not sent"}. Sending mails
        them a link to read, accept and sign it, and moves the lead to &ldquo;Estimate sent&rdquo;.
      </p>
      <EstimateForm
        typed={actionData?.typed ?? typed}
        errors={actionData?.errors ?? {}}
        action={`/office/leads/${lead.id}/estimates/new`}
        notesNote={notesNote}
        cancellationNote={cancellationNote}
      />
    </>
  );
}
