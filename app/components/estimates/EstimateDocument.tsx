import type { ReactNode } from "react";
import { describeDate } from "#common/availability.ts";
import type { EstimateView } from "../../../server/estimates/record.ts";

// An estimate as the client reads it: the business with its license statement and facts, the
// scope of work, the lines by group (allowances and options marked), the figures and the payment
// schedule (with the deposit clause when the deposit is more than 10 %). The client's page and the office's preview both show it; `option` draws an optional
// line's box (the client's page, inside its form), and the notices come where the caller puts them.

export function EstimateDocument({
  view,
  option,
  children,
}: {
  view: EstimateView;
  /** The tick box of an optional line, where it may be ticked. */
  option?: (line: EstimateView["groups"][number]["lines"][number]) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="rounded-2xl border border-line bg-paper p-5 shadow-sm md:p-10">
      <BusinessHeader business={view.business} />
      <h2 className="mt-6 text-2xl wrap-anywhere">
        {view.title} <span className="text-base font-normal text-muted">({view.number})</span>
      </h2>
      <p className="mt-1 text-muted">
        For {view.client.name}
        {view.client.location ? `, ${view.client.location}` : ""} · valid until{" "}
        <time dateTime={view.validUntil}>{describeDate(view.validUntil)}</time>
      </p>
      {view.scope.trim() && (
        <section aria-labelledby="scope-heading" className="mt-6">
          <h3 id="scope-heading" className="text-xl">
            Scope of work
          </h3>
          <div
            className="mt-2 space-y-3 wrap-anywhere [&_h4]:mt-4 [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
            dangerouslySetInnerHTML={{ __html: view.scopeHtml }}
          />
        </section>
      )}
      <section aria-labelledby="lines-heading" className="mt-6">
        <h3 id="lines-heading" className="text-xl">
          Work and prices
        </h3>
        {view.groups.map((group, index) => (
          <div key={index} className="mt-4">
            {group.name && <h4 className="font-semibold">{group.name}</h4>}
            <ul className="mt-2 divide-y divide-line">
              {group.lines.map((line) => (
                <li key={line.index} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                  <span className="min-w-0 flex-1 basis-56 wrap-anywhere">
                    {option && line.kind === "optional" ? option(line) : line.description}
                    {line.kind === "allowance" && (
                      <span className="ms-2 rounded bg-stone px-2 py-0.5 text-sm">Allowance</span>
                    )}
                    {line.kind === "optional" && !option && (
                      <span className="ms-2 rounded bg-stone px-2 py-0.5 text-sm">
                        Option{line.chosen ? ", chosen" : ""}
                      </span>
                    )}
                    <span className="block text-sm text-muted">
                      {line.quantity}
                      {line.unit ? ` ${line.unit}` : ""} × {line.unitPrice}
                    </span>
                  </span>
                  <span className={line.chosen ? "font-semibold tabular-nums" : "text-muted tabular-nums line-through"}>
                    {line.amount}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <dl
          id="total"
          className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-line pt-4 tabular-nums"
        >
          <dt>Subtotal</dt>
          <dd className="text-right">{view.subtotal}</dd>
          {view.tax && (
            <>
              <dt>Tax ({view.taxPercent} %)</dt>
              <dd className="text-right">{view.tax}</dd>
            </>
          )}
          <dt className="text-lg font-semibold">Total</dt>
          <dd className="text-right text-lg font-semibold" data-testid="estimate-total">
            {view.total}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="payments-heading" className="mt-6">
        <h3 id="payments-heading" className="text-xl">
          Payment schedule
        </h3>
        <ul className="mt-2 space-y-1">
          {view.payments.map((payment) => (
            <li key={payment.label} className="flex flex-wrap justify-between gap-x-4">
              <span>{payment.label}</span>
              <span className="tabular-nums">{payment.amount}</span>
            </li>
          ))}
        </ul>
        {view.depositClause && (
          <p className="mt-3 text-sm wrap-anywhere" data-testid="deposit-clause">
            {view.depositClause}
          </p>
        )}
      </section>
      {children}
    </article>
  );
}

/** The Florida notices, in bold capitals of at least 12 points (16 px), before the button that accepts. */
export function EstimateNotices({ notices }: { notices: EstimateView["notices"] }) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="notices-heading" className="mt-6 rounded-xl border-2 border-ink p-4 md:p-6">
      <h3 id="notices-heading" className="text-xl">
        Notices required by Florida law
      </h3>
      {notices.map((notice) => (
        <div key={notice.id} className="mt-4">
          <p className="text-base font-bold uppercase">{notice.heading}</p>
          <p className="mt-1 text-base font-bold wrap-anywhere uppercase">{notice.text}</p>
          <p className="mt-1 text-sm text-muted">({notice.statute})</p>
        </div>
      ))}
    </section>
  );
}

/** The business, its license statement with the number (F.S. 489.119) and how to reach it, at the head of each document. */
export function BusinessHeader({ business }: { business: EstimateView["business"] }) {
  return (
    <header className="border-b border-line pb-5">
      <p className="text-xl font-semibold">{business.name}</p>
      <p className="mt-1 font-semibold wrap-anywhere">{business.licenseLine}</p>
      <p className="mt-1 text-muted">
        {business.address} · <a href={`tel:${business.phone.replace(/[^\d+]/g, "")}`}>{business.phone}</a> ·{" "}
        <a href={`mailto:${business.email}`}>{business.email}</a>
      </p>
    </header>
  );
}

/** A sale at the buyer's home: the right to cancel, in bold type (16 CFR 429.1(a)), beside where they sign. */
export function CancellationStatement({ cancellation }: { cancellation: EstimateView["cancellation"] }) {
  if (!cancellation) return null;
  return (
    <p className="mt-4 rounded-lg border-2 border-ink p-4 text-base font-bold" data-testid="right-to-cancel">
      {cancellation.statement}
    </p>
  );
}

/**
 * The notice of cancellation (16 CFR 429.1(b)) filled in: the transaction's date, the form's text
 * with the seller and the last day to cancel, and lines for the buyer's signature and date. `note`
 * says above it what the dates are (an estimate not signed yet shows them as if signed today).
 */
export function CancellationNotice({
  cancellation,
  note,
}: {
  cancellation: EstimateView["cancellation"];
  note?: string;
}) {
  if (!cancellation) return null;
  const [date, ...paragraphs] = cancellation.paragraphs;
  return (
    <section
      aria-labelledby="cancellation-heading"
      className="mt-6 rounded-xl border-2 border-dashed border-ink p-4 md:p-6"
      data-testid="notice-of-cancellation"
    >
      {note && <p className="mb-4 text-sm text-muted">{note}</p>}
      <h3 id="cancellation-heading" className="text-xl font-bold">
        {cancellation.heading}
      </h3>
      <p className="mt-4 text-base font-bold">
        <time dateTime={cancellation.transactionDay}>{date}</time>
        <span className="block text-sm font-normal text-muted">(Date of transaction)</span>
      </p>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-base font-bold wrap-anywhere">
          {paragraph}
        </p>
      ))}
      <div className="mt-6 grid gap-6 sm:grid-cols-2" aria-hidden="true">
        {["Date", "Buyer’s signature"].map((line) => (
          <p key={line} className="border-t border-ink pt-1 text-sm text-muted">
            ({line})
          </p>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted">({cancellation.rule})</p>
    </section>
  );
}
