import { Form, Link } from "react-router";
import type { Route } from "./+types/change-order-new";
import { site } from "#common/site.ts";
import { BackToLead } from "~/components/office/EstimateForm";
import { FormErrors } from "~/components/office/FormErrors";
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

const field = "mt-1 block min-h-11 w-full rounded-lg border border-line bg-paper px-3 text-base";

export default function NewChangeOrder({
  loaderData: { estimate, lead, contract, typed: blank, notSigned },
  actionData,
}: Route.ComponentProps) {
  const typed = actionData?.typed ?? blank;
  const errors: Record<string, string> = actionData?.errors ?? {};
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
          <div>
            <label htmlFor="description" className="font-semibold">
              What changes
            </label>
            <textarea
              id="description"
              name="description"
              rows={4}
              required
              maxLength={2000}
              defaultValue={typed.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? "description-error" : undefined}
              className={`${field} py-2`}
            />
            {problem("description")}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="price" className="font-semibold">
                Price, if one for all
              </label>
              <input
                id="price"
                name="price"
                inputMode="decimal"
                defaultValue={typed.price}
                aria-describedby="price-hint"
                className={field}
              />
              <p id="price-hint" className="mt-1 text-sm text-muted">
                Added work &ldquo;1,250&rdquo;; a credit &ldquo;-250&rdquo;. Or price it line by line below.
              </p>
              {problem("price")}
            </div>
            <div>
              <label htmlFor="days" className="font-semibold">
                Time impact, in days
              </label>
              <input
                id="days"
                name="days"
                inputMode="numeric"
                defaultValue={typed.days}
                aria-describedby="days-hint"
                className={field}
              />
              <p id="days-hint" className="mt-1 text-sm text-muted">
                Days it adds to the job; negative when it saves time, 0 for none.
              </p>
              {problem("days")}
            </div>
          </div>
          <fieldset>
            <legend className="font-semibold">Or line by line</legend>
            <div className="mt-2 space-y-3">
              {typed.lines.map((line, index) => (
                <div key={index} className="grid gap-2 sm:grid-cols-[1fr_10rem]">
                  <label>
                    <span className="text-sm font-semibold">Line {index + 1}</span>
                    <input name="lineDescription" defaultValue={line.description} maxLength={300} className={field} />
                  </label>
                  <label>
                    <span className="text-sm font-semibold">Amount</span>
                    <input name="lineAmount" inputMode="decimal" defaultValue={line.amount} className={field} />
                  </label>
                  {problem(`line${index}`)}
                </div>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="note" className="font-semibold">
              Note to the client (optional)
            </label>
            <textarea
              id="note"
              name="note"
              rows={2}
              maxLength={2000}
              defaultValue={typed.note}
              className={`${field} py-2`}
            />
            {problem("note")}
          </div>
          <button type="submit" className={buttonClasses("primary")}>
            Send the change order
          </button>
        </Form>
      )}
    </>
  );
}
