import { useState, type ComponentProps, type ReactNode } from "react";
import { Form } from "react-router";
import { keptFields, SelectField, TextAreaField, TextField } from "~/components/contact/Field";
import { FormErrors } from "~/components/ui/FormErrors";
import { MoneyCard, MoneyFigures, MoneyLine } from "~/components/office/MoneyFigures";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { cn } from "~/lib/cn";
import { PAYMENT_TEXT_MAX } from "#common/payments.ts";
import { voidErrorKey, type PaymentTyped } from "~/lib/office-payments";

// A signed contract's payments in the office: the balance, the client's right to cancel while a
// contract signed at their home may still be cancelled, F.S. 489.126's dates once the initial
// payment is above 10 % of the price, the schedule with what is paid of each and a request by mail,
// the form to record what arrived, what was received (each voidable when recorded by mistake, the
// voided kept crossed out), and the owner's payment instructions. Every
// form is a plain post to the estimate's page (app/lib/office-payments.server.ts).

type Payments = {
  total: string;
  paid: string;
  balance: string;
  paidInFull: boolean;
  schedule: { label: string; amount: string; paid: string; due: string | undefined }[];
  payments: {
    id: number;
    amount: string;
    method: string;
    reference: string;
    receivedOn: string;
    voided: { on: string; by: string; reason: string } | undefined;
  }[];
  requests: { id: number; label: string; amount: string; dueOn: string; paid: boolean }[];
  clock: { paidOn: string; initial: string; applyBy: string; startBy: string | undefined } | undefined;
  permitIssuedOn: string | null;
  today: string;
  /** Signed at the client's home: the last day they may still cancel, while it lasts. */
  cancelBy: string | undefined;
  suggestedDueOn: string;
  instructions: string;
  link: string;
};

const methods = [
  { value: "check", label: "Check" },
  { value: "bankTransfer", label: "Bank transfer" },
  { value: "card", label: "Card" },
  { value: "other", label: "Other" },
];

/**
 * A form of one date and its button, posted to the card's `action` with the button's `intent`;
 * `children` are what the post says besides (which payment the date is for).
 */
function DateForm({
  action,
  intent,
  button,
  className,
  children,
  ...date
}: Omit<ComponentProps<typeof TextField>, "type"> & {
  action: string;
  intent: string;
  button: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <Form action={action} method="post" className={cn(className, "flex flex-wrap items-end gap-3")}>
      {children}
      <TextField {...date} type="date" />
      <button type="submit" name="intent" value={intent} className={buttonClasses("secondary")}>
        {button}
      </button>
    </Form>
  );
}

export function ContractPayments({
  payments: p,
  action,
  errors,
  typed: typedBefore,
  notice,
}: {
  payments: Payments;
  /** Where its forms post: the estimate's page at this card, where the answer comes back to without JavaScript too. */
  action: string;
  /** What a refused post of this card said. */
  errors: Record<string, string>;
  /** What a refused form had typed. */
  typed: PaymentTyped;
  notice: string | undefined;
}) {
  // What was typed fills a refused form on a new page (without JavaScript). Where the page runs,
  // the form is still there with its typing, which stays unsaved (kept, a leave asks first): its
  // defaults do not move to it.
  const [typed] = useState(typedBefore);
  const kept = keptFields(typed, errors);
  return (
    <MoneyCard title="Payments" id="payments" notice={notice}>
      <FormErrors errors={errors} title="Nothing was changed." />
      <MoneyFigures
        figures={[
          ["Contract total", p.total],
          ["Received", p.paid],
        ]}
        total={{ label: "Balance", amount: p.balance, testId: "office-balance" }}
      />

      {p.cancelBy && (
        <div className="mt-4 rounded-lg border border-line p-4" data-testid="may-still-cancel">
          <h3 className="font-semibold">The client may still cancel</h3>
          <p className="mt-1">
            Signed at the client&rsquo;s home: they may cancel until midnight of {p.cancelBy} (the three-day right to
            cancel). If they do, what they paid is returned as the contract&rsquo;s notice of cancellation says (federal
            law: within 10 business days). A payment request proposes a due date after that day, and its mail reminds
            them of the right.
          </p>
        </div>
      )}

      {p.clock && (
        <div className="mt-4 rounded-lg border border-line p-4" data-testid="permit-dates">
          <h3 className="font-semibold">Florida deposit deadlines (F.S. 489.126)</h3>
          <p className="mt-1 text-sm">
            The initial payment, {p.clock.initial} by {p.clock.paidOn}, is more than 10 % of the contract price.
          </p>
          <p className="mt-2 font-semibold">Permits must be applied for by {p.clock.applyBy}</p>
          {p.clock.startBy ? (
            <p className="mt-1 font-semibold">Work must start by {p.clock.startBy}</p>
          ) : (
            <p className="mt-1 text-sm">
              Once the permit is issued, save its date: work must start within 90 days of it.
            </p>
          )}
          <p className="mt-2 text-sm text-muted">
            These are the law&rsquo;s default periods. The contract may say otherwise (a longer period the client agreed
            to in writing), and no permit may be needed for some work: check with your lawyer when unsure.
          </p>
          <DateForm
            action={action}
            intent="permitIssued"
            button="Save permit date"
            className="mt-3"
            label="Permit issued on"
            name="issuedOn"
            max={p.today}
            defaultValue={typed.issuedOn ?? p.permitIssuedOn ?? ""}
            error={errors.issuedOn}
          />
        </div>
      )}

      <h3 className="mt-6 text-lg font-semibold">Payment schedule</h3>
      <ul className="mt-2 divide-y divide-line border-t border-line">
        {p.schedule.map((payment, index) => (
          <li key={payment.label} className="py-3">
            <MoneyLine name={payment.label} amount={payment.amount} />
            <p className="text-sm text-muted tabular-nums">
              {payment.due ? `Paid ${payment.paid}; ${payment.due} still due` : "Paid in full"}
            </p>
            {payment.due && (
              <DateForm
                action={action}
                intent="requestPayment"
                button="Request by mail"
                className="mt-2"
                label={`Due date for the ${payment.label.toLowerCase()}`}
                name="dueOn"
                min={p.today}
                defaultValue={p.suggestedDueOn}
              >
                <input type="hidden" name="payment" value={index} />
              </DateForm>
            )}
          </li>
        ))}
      </ul>
      {p.requests.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">Requested by mail</h3>
          <ul className="mt-1 list-disc ps-5 text-sm">
            {p.requests.map((request) => (
              <li key={request.id}>
                {request.label}: {request.amount}, due {request.dueOn}
                {request.paid ? " (paid since)" : ""}
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="mt-6 text-lg font-semibold">Record a payment</h3>
      {p.paidInFull ? (
        <p className="mt-2">
          The contract is paid in full: nothing is left to record. A change order signed adds to what is owed.
        </p>
      ) : (
        <>
          {/* A new one after each payment recorded: the amount just recorded is not left there to record twice. */}
          <Form
            key={p.payments.length}
            action={action}
            method="post"
            className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
          >
            <TextField label="Amount received ($)" {...kept("amount")} />
            <SelectField
              label="Method"
              name="method"
              options={methods}
              defaultValue={typed.method ?? "check"}
              error={errors.method}
            />
            <TextField
              label="Reference"
              {...kept("reference")}
              maxLength={PAYMENT_TEXT_MAX.reference}
              hint="The check's number, the transfer's id."
            />
            <TextField
              label="Received on"
              name="receivedOn"
              type="date"
              max={p.today}
              defaultValue={typed.receivedOn ?? p.today}
              error={errors.receivedOn}
            />
            <p className="sm:col-span-2 lg:col-span-1">
              <button type="submit" name="intent" value="recordPayment" className={buttonClasses("primary")}>
                Record payment and mail a receipt
              </button>
            </p>
          </Form>
        </>
      )}
      {p.payments.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">Received</h3>
          <ul className="mt-1 divide-y divide-line border-t border-line" data-testid="payments-received">
            {p.payments.map((payment) => (
              <ReceivedPayment
                key={payment.id}
                payment={payment}
                action={action}
                error={errors[voidErrorKey(payment.id)]}
              />
            ))}
          </ul>
        </>
      )}

      <details className="mt-6" open={!p.instructions || Boolean(errors.instructions ?? errors.link)}>
        <summary className="min-h-6 cursor-pointer font-semibold">Payment instructions (for every contract)</summary>
        <Form action={action} method="post" className="mt-2 grid gap-4">
          <TextAreaField
            label="How clients pay you"
            name="instructions"
            rows={4}
            maxLength={PAYMENT_TEXT_MAX.instructions}
            defaultValue={typed.instructions ?? p.instructions}
            hint="Mailed with every payment request: “Pay by check to … or by bank transfer to …”."
            error={errors.instructions}
          />
          <TextField
            label="Payment link (optional)"
            name="link"
            maxLength={PAYMENT_TEXT_MAX.link}
            defaultValue={typed.link ?? p.link}
            placeholder="https://"
            hint="A page where clients pay you online; shown as a button in the request."
            error={errors.link}
          />
          <p>
            <button type="submit" name="intent" value="paymentInstructions" className={buttonClasses("secondary")}>
              Save instructions
            </button>
          </p>
        </Form>
      </details>
    </MoneyCard>
  );
}

/** A payment received: voidable (with a reason, the client mailed a correction), or crossed out once voided. */
function ReceivedPayment({
  payment,
  action,
  error,
}: {
  payment: Payments["payments"][number];
  action: string;
  error: string | undefined;
}) {
  const what = (
    <>
      <span className="font-semibold tabular-nums">{payment.amount}</span> · {payment.method}
      {payment.reference ? ` (${payment.reference})` : ""} · {payment.receivedOn}
    </>
  );
  if (payment.voided)
    return (
      <li className="py-2 text-sm wrap-anywhere text-muted">
        <s>{what}</s>
        <br />
        Voided {payment.voided.on} by {payment.voided.by}: {payment.voided.reason}
      </li>
    );
  return (
    <li className="py-2 text-sm wrap-anywhere">
      {what}
      <details className="mt-1" open={Boolean(error)}>
        <summary className="min-h-6 cursor-pointer text-forest underline">Recorded by mistake? Void it</summary>
        {/* Not kept as typing: every payment's form has the same field, and a reason put back would land in each. */}
        <Form action={action} method="post" className="mt-2 grid gap-3" data-draft="off">
          <input type="hidden" name="paymentId" value={payment.id} />
          <TextField
            label="Why it is voided"
            name="voidReason"
            maxLength={PAYMENT_TEXT_MAX.voidReason}
            hint="Kept in the lead's history. The client is mailed that its receipt is withdrawn, without this reason."
            error={error}
            autoComplete="off"
          />
          <p>
            <button type="submit" name="intent" value="voidPayment" className={buttonClasses("secondary")}>
              Void {payment.amount} and mail the client
            </button>
          </p>
        </Form>
      </details>
    </li>
  );
}
