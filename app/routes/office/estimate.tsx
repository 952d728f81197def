import { Form, Link } from "react-router";
import type { Route } from "./+types/estimate";
import { estimatePreviewPath, officeEstimatePath, stageLabels } from "#common/office.ts";
import { site } from "#common/site.ts";
import {
  CancellationNotice,
  CancellationStatement,
  EstimateDocument,
  EstimateNotices,
} from "~/components/estimates/EstimateDocument";
import { ContractMoney } from "~/components/office/ContractMoney";
import { ContractPayments } from "~/components/office/ContractPayments";
import { BackToLead, EstimateForm } from "~/components/office/EstimateForm";
import { EstimateFollowUps } from "~/components/office/EstimateFollowUps";
import { FormErrors } from "~/components/ui/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { PreviewFrames } from "~/components/preview/ScaledFrame";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { officeTime } from "~/lib/office-dates";
import { estimateAction, estimatePage } from "~/lib/office-estimates.server";
import { paymentNotices } from "~/lib/office-payments";
import { keepPageWhenLost } from "~/lib/office-save";
import { OfficeNotice } from "~/components/office/OfficeNotice";

// One version of an estimate: while a draft, its form and a preview as the client will see it (the
// client's page framed at a phone's width and a desktop's, routes/estimate-preview.tsx);
// once sent, what happened to it (sent, opened how often, accepted with the signature's record, or
// declined with the reason), the way to a new version, and once signed, the contract's PDF.

export const loader = ({ request, params, context }: Route.LoaderArgs) => estimatePage(request, params.id, context);
export const action = ({ request, params, context }: Route.ActionArgs) => estimateAction(request, params.id, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.view.number ?? "Estimate"} | ${site.shortName} office` },
];

const statusLabels = {
  draft: "Draft: not sent yet",
  sent: "Sent: waiting for the client",
  accepted: "Accepted and signed",
  declined: "Declined",
  superseded: "Replaced by a newer version",
} as const;

/** Said in the contract's card, where the page comes back to (#contract) after a change order is sent. */
const changeOrderSent = "Change order sent. The client has its link by e-mail; the total changes once they sign it.";

const savedNotices: Record<string, string> = {
  draft: "Draft saved.",
  sent: "Sent. The client has the link by e-mail.",
  version: "A new version, as a draft: change it and send it. Sending it replaces the earlier link.",
  followUps: "Follow-ups saved.",
};

export default function OfficeEstimate({
  loaderData: { estimate, lead, view, typed, saved, problem, notesNote, cancellationNote, contract, payments, paid },
  actionData,
}: Route.ComponentProps) {
  const draft = estimate.status === "draft";
  const paymentRefused = actionData !== undefined && "paymentTyped" in actionData;
  const pdf = `/office/estimates/${estimate.id}/contract.pdf`;
  return (
    <>
      <BackToLead lead={lead} />
      <h1 className="mt-2 text-3xl wrap-anywhere">
        {view.number}: {view.title}
      </h1>
      <p className="mt-1 font-semibold">{statusLabels[estimate.status]}</p>
      {saved && saved !== "changeOrder" && !actionData && (
        <OfficeNotice>
          {savedNotices[saved] ?? "Saved."}
          {/* Sending moves an open lead to "Estimate sent"; a won one (a second contract) stays won. */}
          {saved === "sent" && lead.stage ? ` The lead is at “${stageLabels[lead.stage]}”.` : ""}
          {problem ? ` Not sent: ${problem}` : ""}
        </OfficeNotice>
      )}
      {/* A payment's refusal is said in the payments card, where the page comes back to (#payments). */}
      {!draft && actionData && !paymentRefused && (
        <FormErrors errors={actionData.errors} title="Nothing was changed." />
      )}
      {/* A draft reads top to bottom (its state, the form, the preview); a sent one keeps its state beside the preview. */}
      <div className={draft ? "mt-6 max-w-3xl space-y-6" : "mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]"}>
        <div className={draft ? "min-w-0 space-y-6" : "min-w-0 space-y-6 lg:order-2"}>
          <OfficeCard title="What happened">
            <dl
              className={`mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[9rem_1fr] ${draft ? "" : "lg:grid-cols-1 lg:gap-y-1"}`}
            >
              <dt className="font-semibold">Client</dt>
              <dd className="wrap-anywhere">
                {lead.name}
                {lead.email ? ` (${lead.email})` : ""}
              </dd>
              <dt className="font-semibold">Version</dt>
              <dd>
                {estimate.version}
                {estimate.previousId !== null && (
                  <>
                    {" "}
                    (replaces{" "}
                    <Link
                      to={`/office/estimates/${estimate.previousId}`}
                      className="text-forest underline underline-offset-4"
                    >
                      E-{estimate.previousId}
                    </Link>
                    )
                  </>
                )}
              </dd>
              <dt className="font-semibold">Sent</dt>
              <dd>{estimate.sentAt ? `${officeTime(estimate.sentAt)} by ${estimate.sentBy}` : "Not yet"}</dd>
              <dt className="font-semibold">Opened</dt>
              <dd data-testid="estimate-opened">
                {estimate.firstOpenedAt
                  ? `${estimate.openCount} ${estimate.openCount === 1 ? "time" : "times"}: first ${officeTime(estimate.firstOpenedAt)}, last ${officeTime(estimate.lastOpenedAt!)}`
                  : "Not yet"}
              </dd>
              {estimate.status === "accepted" && (
                <>
                  <dt className="font-semibold">Signed by</dt>
                  <dd className="wrap-anywhere">{estimate.signerName}</dd>
                  <dt className="font-semibold">Signed</dt>
                  <dd>{officeTime(estimate.answeredAt!)}</dd>
                  <dt className="font-semibold">From</dt>
                  <dd className="wrap-anywhere">
                    {estimate.signerAddress} · {estimate.signerAgent}
                  </dd>
                  <dt className="font-semibold">Contract total</dt>
                  <dd>{view.total}</dd>
                </>
              )}
              {estimate.status === "declined" && (
                <>
                  <dt className="font-semibold">Declined</dt>
                  <dd className="wrap-anywhere">
                    {officeTime(estimate.answeredAt!)}
                    {estimate.declineReason ? `: “${estimate.declineReason}”` : ", no reason given"}
                  </dd>
                </>
              )}
              {estimate.recordSha256 && (
                <>
                  <dt className="font-semibold">SHA-256</dt>
                  <dd className="font-mono text-sm break-all">{estimate.recordSha256}</dd>
                </>
              )}
            </dl>
            {estimate.status === "accepted" && (
              <p className="mt-4">
                <a href={pdf} className={buttonClasses("primary")}>
                  The signed contract (PDF)
                </a>
              </p>
            )}
            {estimate.newerId !== undefined && (
              <p className="mt-4">
                <Link to={`/office/estimates/${estimate.newerId}`} className="text-forest underline underline-offset-4">
                  Open the newer version
                </Link>
              </p>
            )}
            {(estimate.status === "sent" || estimate.status === "declined") && estimate.newerId === undefined && (
              <Form method="post" className="mt-4">
                <p className="text-sm text-muted">
                  A sent estimate does not change. To change it, make a new version: once sent, its link replaces this
                  one.
                </p>
                <button type="submit" name="intent" value="newVersion" className={`${buttonClasses("secondary")} mt-2`}>
                  Make a new version
                </button>
              </Form>
            )}
          </OfficeCard>
          {contract && (
            <ContractMoney
              estimateId={estimate.id}
              contract={contract}
              notice={saved === "changeOrder" && !actionData ? changeOrderSent : undefined}
            />
          )}
          {(draft || estimate.status === "sent") && <EstimateFollowUps followUps={estimate.followUps} />}
          {payments && (
            <ContractPayments
              payments={payments}
              action={`${officeEstimatePath(estimate.id)}#payments`}
              errors={paymentRefused ? actionData.errors : {}}
              typed={paymentRefused ? actionData.paymentTyped : {}}
              notice={paid && !actionData ? paymentNotices[paid as keyof typeof paymentNotices] : undefined}
            />
          )}
        </div>
        <div className="min-w-0 space-y-6">
          {draft && typed && (
            <OfficeCard title="Edit">
              <EstimateForm
                typed={actionData?.typed ?? typed}
                errors={actionData?.errors ?? {}}
                action={`/office/estimates/${estimate.id}`}
                notesNote={notesNote}
                cancellationNote={cancellationNote}
              />
            </OfficeCard>
          )}
          {!draft && (
            <section aria-labelledby="preview-heading">
              <h2 id="preview-heading" className="text-2xl">
                As the client sees it
              </h2>
              <div className="mt-4">
                <EstimateDocument view={view}>
                  <EstimateNotices notices={view.notices} />
                  <CancellationStatement cancellation={view.cancellation} />
                  <CancellationNotice
                    cancellation={view.cancellation}
                    note={
                      estimate.status === "accepted"
                        ? undefined
                        : "Sold at the client's home: filled in as if signed today. The signed contract carries the day the client signs and the last day to cancel counted from it."
                    }
                  />
                </EstimateDocument>
              </div>
            </section>
          )}
        </div>
      </div>
      {draft && <DraftPreview id={estimate.id} title={`${view.number}: ${view.title}`} />}
    </>
  );
}

/**
 * A draft as its client will see it once sent: their page (with the contract texts in force now)
 * framed at a phone's width and a desktop's, as the site's pages are previewed; the same preview
 * full size, or under its band, from the links. Only the office's session opens it; nothing is sent.
 */
function DraftPreview({ id, title }: { id: number; title: string }) {
  const preview = estimatePreviewPath(id);
  return (
    <section aria-labelledby="preview-heading" className="mt-8">
      <h2 id="preview-heading" className="text-2xl">
        Preview: as the client will see it
      </h2>
      <p className="mt-2 text-muted">
        The client&rsquo;s page once you send it, with the business facts and contract texts in force now. Nothing is
        sent from the preview.{" "}
        <a href={preview} className="text-forest underline underline-offset-4">
          Open it full size
        </a>{" "}
        (
        <a href={`${preview}?widths`} className="text-forest underline underline-offset-4">
          at phone and desktop widths
        </a>
        ).
      </p>
      <PreviewFrames title={title} src={`${preview}?framed`} />
    </section>
  );
}
