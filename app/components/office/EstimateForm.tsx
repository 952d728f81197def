import { useRef } from "react";
import { Form, Link } from "react-router";
import type { TypedEstimate } from "../../../server/estimates/estimate-form.ts";
import { keptFields } from "~/components/contact/Field";
import { RunningTotal, useTypedLines } from "~/components/office/EstimateLines";
import { FormErrors } from "~/components/ui/FormErrors";
import { MoneyInput, MoneyTextArea, RowInput, moneyFieldClasses } from "~/components/office/MoneyField";
import { TickBox } from "~/components/office/TickBox";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { useMayPublish } from "~/lib/office-rights";

// The estimate's form, new or a draft's: title, scope (Markdown), line rows (description,
// quantity, unit, unit price, group, and whether it is priced work, an allowance or an option),
// tax, deposit, progress payments, the last day to accept, and whether the sale is made at the
// client's home (the buyer's three-day right to cancel). Without JavaScript it has a fixed
// number of rows; "Add rows" posts what is typed and comes back with more. With it, the rows show
// as they are used and the figures follow the typing (EstimateLines.tsx).

/** One field of a line row, the whole row wide or one column. */
const rowInput = (
  name: string,
  text: string,
  value: string,
  props: React.InputHTMLAttributes<HTMLInputElement>,
  wide = false,
) => (
  <RowInput label={text} name={name} defaultValue={value} className={wide ? "col-span-full" : undefined} {...props} />
);

/** The way back to the lead an estimate is for, above an estimate page's heading. */
export function BackToLead({ lead }: { lead: { id: number; name: string } }) {
  return (
    <p>
      <Link to={`/office/leads/${lead.id}`} className="text-forest underline underline-offset-4">
        {lead.name}
      </Link>
    </p>
  );
}

export function EstimateForm({
  typed,
  errors,
  action,
  notesNote,
  cancellationNote,
}: {
  typed: TypedEstimate;
  errors: Record<string, string>;
  action: string;
  notesNote: string;
  /** What the office is told of the right to cancel's texts (server/estimates/notices.ts). */
  cancellationNote: string;
}) {
  const kept = keptFields(typed, errors);
  const form = useRef<HTMLFormElement>(null);
  const lines = useTypedLines(form, typed.rows.length);
  // The texts are changed by those who may publish, as the legal pages are.
  const mayPublish = useMayPublish();
  const input = (
    name: string,
    text: string,
    value: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => <MoneyInput name={name} label={text} defaultValue={value} error={errors[name]} {...props} />;
  return (
    <>
      <FormErrors errors={errors} />
      <Form ref={form} method="post" action={action} className="mt-6 space-y-6">
        {input("title", "Title", typed.title, { required: true, maxLength: 120 })}
        <MoneyTextArea
          {...kept("scope")}
          label="Scope of work"
          hint="What is included and what is not. Markdown: ## for a heading, - for a list, **bold**."
          hintAbove
          rows={8}
          maxLength={20000}
        />
        <fieldset>
          <legend className="text-xl font-semibold">Lines</legend>
          <p className="text-sm text-muted">
            Blank rows are left out. Lines with the same group are shown together under it. An allowance is a budget for
            what the client picks later; an option is added only if the client ticks it.
          </p>
          {errors.items && <p className="mt-1 text-danger">{errors.items}</p>}
          <ol className="mt-3 space-y-4">
            {typed.rows.map((row, index) => (
              <li
                key={index}
                id={`line-${index + 1}`}
                className="rounded-xl border border-line p-3"
                hidden={!lines.shows(index)}
              >
                <p className="font-semibold">Line {index + 1}</p>
                {errors[`item${index}`] && <p className="text-danger">{errors[`item${index}`]}</p>}
                <div className="mt-2 grid grid-cols-2 gap-3 xl:grid-cols-4">
                  {rowInput("itemDescription", "Description", row.description, { maxLength: 300 }, true)}
                  {rowInput("itemQuantity", "Quantity", row.quantity, { inputMode: "decimal" })}
                  {rowInput("itemUnit", "Unit", row.unit, { maxLength: 20, placeholder: "sq ft" })}
                  {rowInput("itemUnitPrice", "Unit price ($)", row.unitPrice, { inputMode: "decimal" })}
                  <label>
                    <span className="text-sm font-semibold">Kind</span>
                    <select name="itemKind" defaultValue={row.kind || "standard"} className={moneyFieldClasses}>
                      <option value="standard">Priced work</option>
                      <option value="allowance">Allowance</option>
                      <option value="optional">Option for the client</option>
                    </select>
                  </label>
                  {rowInput("itemGroup", "Group", row.group, { maxLength: 60, placeholder: "Demolition" }, true)}
                </div>
              </li>
            ))}
          </ol>
          {lines.figures && <RunningTotal figures={lines.figures} />}
          <button
            type="submit"
            name="intent"
            value="addRows"
            formNoValidate
            // The page that comes back opens at the first row added.
            formAction={`${action}#line-${typed.rows.length + 1}`}
            className={`${buttonClasses("secondary")} mt-4`}
            onClick={(event) => {
              if (lines.addLine()) event.preventDefault();
            }}
          >
            {lines.figures ? "Add a line" : "Add rows"}
          </button>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="text-xl font-semibold">Tax, payments and validity</legend>
          {input("taxPercent", "Tax (%)", typed.taxPercent, { inputMode: "decimal" })}
          {input("depositPercent", "Deposit (% of the total)", typed.depositPercent, { inputMode: "decimal" })}
          {input("depositAmount", "Or the deposit as an amount ($)", typed.depositAmount, { inputMode: "decimal" })}
          {input("validUntil", "Valid until", typed.validUntil, { type: "date", required: true })}
          {typed.milestones.map((milestone, index) => (
            <div key={index} className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
              <RowInput
                label={`Progress payment ${index + 1}: milestone`}
                name="milestoneName"
                defaultValue={milestone.name}
                maxLength={300}
                placeholder="Cabinets installed"
                className="sm:col-span-2"
              />
              <RowInput
                label="Its % of the total"
                name="milestonePercent"
                defaultValue={milestone.percent}
                inputMode="decimal"
              />
              {errors[`milestone${index}`] && (
                <p className="text-danger sm:col-span-3">{errors[`milestone${index}`]}</p>
              )}
            </div>
          ))}
          <p className="text-sm text-muted sm:col-span-2">
            The final payment on completion is what the deposit and progress payments leave.
          </p>
        </fieldset>
        <fieldset>
          <legend className="text-xl font-semibold">Where the sale is made</legend>
          <TickBox
            name="soldAtHome"
            value="yes"
            defaultChecked={typed.soldAtHome}
            describedBy="soldAtHome-hint"
            className="mt-2"
          >
            Sold at the client&rsquo;s home
          </TickBox>
          <p id="soldAtHome-hint" className="mt-1 text-sm text-muted">
            A buyer may cancel a sale made at their home until midnight of the third business day after signing. Ticked,
            the client&rsquo;s page and the signed contract carry that right beside the signature and a notice of
            cancellation with the last day to cancel. It starts ticked when the lead&rsquo;s consultation was booked at
            their address.
          </p>
          <p className="mt-3 rounded-lg bg-stone p-4 text-sm">{cancellationNote}</p>
        </fieldset>
        <p className="rounded-lg bg-stone p-4 text-sm">
          Over $2,500 the estimate carries Florida&rsquo;s Recovery Fund and construction lien notices. {notesNote}
          {mayPublish && (
            <>
              {" "}
              <Link to="/office/contract-texts" className="text-forest underline underline-offset-4">
                Change the contract texts
              </Link>
              .
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="send" className={buttonClasses("primary")}>
            Send to the client
          </button>
          <button type="submit" name="intent" value="draft" className={buttonClasses("secondary")}>
            Save draft
          </button>
        </div>
      </Form>
    </>
  );
}
