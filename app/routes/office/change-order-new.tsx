import { Form, Link } from "react-router";
import type { Route } from "./+types/change-order-new";
import { site } from "#common/site.ts";
import { BackToLead } from "~/components/office/EstimateForm";
import { keptFields } from "~/components/contact/Field";
import { FormErrors } from "~/components/ui/FormErrors";
import { MoneyInput, MoneyTextArea, RowInput } from "~/components/office/MoneyField";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { newChangeOrderAction, newChangeOrderPage } from "~/lib/office-change-orders.server";
import { keepPageWhenLost } from "~/lib/office-save";

// A change order to a signed contract: what changes, its price (one, or line by line; a credit
// with a minus sign), its time impact in days and a note; sent to the client when saved, to sign
// like the contract. Nothing changes the contract's total until they sign.

export const loader = ({ params, context }: Route.LoaderArgs) => newChangeOrderPage(params.id, context);
export const action = ({ request, params, context }: Route.ActionArgs) =>
  newChangeOrderAction(request, params.id, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Change order to ${loaderData?.estimate.number ?? "a contract"} | ${site.shortName} office` },
];

export default function NewChangeOrder({
  loaderData: { estimate, lead, contract, typed: blank, notSigned },
  actionData,
}: Route.ComponentProps) {
  const typed = actionData?.typed ?? blank;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const kept = keptFields(typed, errors);
  const problem = (name: string) =>
    errors[name] && (
      <p id={`${name}-error`} className="mt-1 text-danger">
        {errors[name]}
      </p>
    );
  return (
    <>
      <BackToLead lead={lead} />
      <h1 className="mt-2 text-3xl wrap-anywhere">Change order to {estimate.number}</h1>
      <p className="mt-1 max-w-prose text-muted">
        {estimate.title}
        {contract ? `: the contract stands at ${contract.total}.` : "."} Sending mails {lead.name} a link to read it and
        accept it with their signature, or decline it. The total changes only once they sign.
      </p>
      {!estimate.signed ? (
        <p role="status" className="mt-6 max-w-prose rounded-lg bg-stone p-4">
          {notSigned}{" "}
          <Link to={`/office/estimates/${estimate.id}`} className="text-forest underline underline-offset-4">
            Back to the estimate
          </Link>
        </p>
      ) : (
        <Form method="post" className="mt-6 max-w-3xl space-y-6">
          <FormErrors errors={errors} title="Nothing was sent." />
          <MoneyTextArea {...kept("description")} label="What changes" rows={4} required maxLength={2000} />
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyInput
              {...kept("price")}
              label="Price, if one for all"
              inputMode="decimal"
              hint={<>Added work &ldquo;1,250&rdquo;; a credit &ldquo;-250&rdquo;. Or price it line by line below.</>}
            />
            <MoneyInput
              {...kept("days")}
              label="Time impact, in days"
              inputMode="numeric"
              hint="Days it adds to the job; negative when it saves time, 0 for none."
            />
          </div>
          <fieldset>
            <legend className="font-semibold">Or line by line</legend>
            <div className="mt-2 space-y-3">
              {typed.lines.map((line, index) => (
                <div key={index} className="grid gap-2 sm:grid-cols-[1fr_10rem]">
                  <RowInput
                    label={`Line ${index + 1}`}
                    name="lineDescription"
                    defaultValue={line.description}
                    maxLength={300}
                  />
                  <RowInput label="Amount" name="lineAmount" inputMode="decimal" defaultValue={line.amount} />
                  {problem(`line${index}`)}
                </div>
              ))}
            </div>
          </fieldset>
          <MoneyTextArea {...kept("note")} label="Note to the client (optional)" rows={2} maxLength={2000} />
          <button type="submit" className={buttonClasses("primary")}>
            Send the change order
          </button>
        </Form>
      )}
    </>
  );
}
