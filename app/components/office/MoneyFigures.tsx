import { Fragment, type ReactNode } from "react";
import { OfficeCard } from "~/components/office/OfficeCard";
import { OfficeNotice } from "~/components/office/OfficeNotice";

// The pieces a contract's money cards share (ContractMoney.tsx, ContractPayments.tsx): the card
// that a post's answer opens at, its figures with the total last and larger, and a line of a list
// with its amount on the right.

/** A money card: `id` is the anchor a post's answer comes back to, below the header; `notice`, what was just done there. */
export function MoneyCard({
  title,
  id,
  notice,
  children,
}: {
  title: string;
  id: string;
  notice: string | undefined;
  children: ReactNode;
}) {
  return (
    <OfficeCard title={title}>
      <div id={id} className="scroll-mt-20">
        {notice && <OfficeNotice>{notice}</OfficeNotice>}
        {children}
      </div>
    </OfficeCard>
  );
}

/** Figures, one a row with the amount on the right (one without an amount is left out), and the one they come to last, larger. */
export function MoneyFigures({
  figures,
  total,
}: {
  figures: [label: string, amount: string | undefined][];
  total: { label: string; amount: string; testId: string };
}) {
  return (
    <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
      {figures.map(
        ([label, amount]) =>
          amount !== undefined && (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd className="text-right">{amount}</dd>
            </Fragment>
          ),
      )}
      <dt className="text-lg font-semibold">{total.label}</dt>
      <dd className="text-right text-lg font-semibold" data-testid={total.testId}>
        {total.amount}
      </dd>
    </dl>
  );
}

/** The first line of an item in a money list: its name, and its amount on the right. */
export function MoneyLine({ name, amount }: { name: string; amount: string }) {
  return (
    <p className="flex flex-wrap justify-between gap-x-4">
      <span className="font-semibold">{name}</span>
      <span className="font-semibold tabular-nums">{amount}</span>
    </p>
  );
}
