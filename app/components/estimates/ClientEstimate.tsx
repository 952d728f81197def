import { Form } from "react-router";
import type { EstimateView } from "../../../server/estimates/record.ts";
import {
  CancellationNotice,
  CancellationStatement,
  EstimateDocument,
  EstimateNotices,
} from "~/components/estimates/EstimateDocument";
import { DeclineSection, SignatureFields, SignedNotice, SigningPage } from "~/components/estimates/Signing";
import { buttonClasses } from "~/components/ui/ButtonLink";

// An estimate open to its client, or signed: the page behind the client's link (routes/estimate.tsx)
// and, for a draft, the office's preview of it as it will be once sent (routes/estimate-preview.tsx).
// Its forms post to `action`: the options ticked ("Update total"), accept with the signature, or
// decline with a reason.

/** Where the page says that the options ticked changed the total, and nothing was signed. */
export const OPTIONS_CHANGED_ID = "options-changed";

/** `path` with `params` added to its query. */
const withQuery = (path: string, params: [string, string][]) => {
  if (params.length === 0) return path;
  const query = new URLSearchParams(params).toString();
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
};

export function ClientEstimate({
  view,
  status,
  signed,
  answered,
  optionsChanged = false,
  contract,
  payments,
  action,
  answer,
}: {
  view: EstimateView;
  status: "sent" | "accepted";
  signed?: { name: string; at: string };
  /** What the client just did (`?answered=`). */
  answered?: string | null;
  /** Whether an accept came back unsigned: the boxes ticked had changed since the total was counted. */
  optionsChanged?: boolean;
  /** A signed contract's change orders and total, when it has any. */
  contract?: { changes?: string; signedOrders: number; total: string };
  payments?: { paid: string; balance: string };
  /** Where the forms post (the client's link; the preview's own address). */
  action: string;
  /** The answer to the last post: its problems by field, what was typed, or a message. */
  answer?: { errors?: Record<string, string>; typed?: { signerName?: string; reason?: string }; message?: string };
}) {
  // The options ticked stay ticked, and counted, on the page a refused signature comes back to.
  const chosen = view.groups.flatMap((group) =>
    group.lines.filter((line) => line.kind === "optional" && line.chosen).map((line) => line.index),
  );
  const signAction = withQuery(
    action,
    chosen.length > 0 ? [["update", "1"], ...chosen.map((index): [string, string] => ["option", String(index)])] : [],
  );
  const errors: Record<string, string> = answer?.errors ?? {};
  const typed = answer?.typed ?? {};
  const open = status === "sent";
  return (
    <SigningPage
      eyebrow={status === "accepted" ? "Your contract" : "Your estimate"}
      title={status === "accepted" ? "Your signed contract" : view.title}
      message={answer?.message}
      errors={errors}
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
                      className="mt-0.5 size-6 shrink-0"
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
          {open && view.hasOptions && (
            // The options this page's total counts: an accept with other boxes ticked signs nothing.
            <input type="hidden" name="shownOptions" value={chosen.join(",")} />
          )}
          {open && optionsChanged && (
            <p id={OPTIONS_CHANGED_ID} role="alert" className="mt-6 rounded-lg border border-danger p-4">
              Nothing was signed: the options you ticked make the total <strong>{view.total}</strong>, not the sum on
              the button you pressed. Check the total above, then sign again below.
            </p>
          )}
          {open && (
            <SignatureFields
              intro={`Accepting makes this estimate${view.hasOptions ? ", with the options ticked above," : ""} your contract for ${view.total}. You get the signed contract as a PDF by e-mail.`}
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
