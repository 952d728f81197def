import type { ReactNode } from "react";
import type { ChangeOrderDocument as ChangeOrderView } from "../../../server/estimates/contract-pdf.ts";
import { BusinessHeader } from "./EstimateDocument";

// A change order as the client reads it (their page) and the office previews it: the business and
// its license, what changes, its lines, price and time, and the contract's total before and with it.

export function ChangeOrderDocument({ view, children }: { view: ChangeOrderView; children?: ReactNode }) {
  return (
    <article className="rounded-2xl border border-line bg-paper p-5 shadow-sm md:p-10">
      <BusinessHeader business={view.business} />
      <h2 className="mt-6 text-2xl break-words">
        Change order <span className="whitespace-nowrap">{view.number}</span>{" "}
        <span className="text-base font-normal text-muted">
          to contract {view.contractNumber}: {view.contractTitle}
        </span>
      </h2>
      <p className="mt-1 text-muted">For {view.client.name}</p>
      <p className="mt-4 wrap-anywhere whitespace-pre-line">{view.description}</p>
      {/* One price for the whole needs no list repeating the description. */}
      {(view.lines.length > 1 || !view.description.startsWith(view.lines[0]?.description ?? "")) && (
        <ul className="mt-4 divide-y divide-line">
          {view.lines.map((line, index) => (
            <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span className="min-w-0 flex-1 basis-56 wrap-anywhere">{line.description}</span>
              <span className="font-semibold tabular-nums">{line.amount}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-line pt-4 tabular-nums">
        <dt className="font-semibold">This change order</dt>
        <dd className="text-right font-semibold" data-testid="change-order-amount">
          {view.amount}
        </dd>
        <dt>Time</dt>
        <dd className="text-right">{view.days}</dd>
        <dt>Contract total before it</dt>
        <dd className="text-right">{view.contractBefore}</dd>
        <dt className="text-lg font-semibold">Contract total with it</dt>
        <dd className="text-right text-lg font-semibold" data-testid="contract-total">
          {view.contractAfter}
        </dd>
      </dl>
      {view.note.trim() && (
        <p className="mt-4 rounded-lg bg-stone p-4 wrap-anywhere whitespace-pre-line">
          <span className="font-semibold">Note: </span>
          {view.note}
        </p>
      )}
      {children}
    </article>
  );
}
