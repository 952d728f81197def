import { Link } from "react-router";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { officeTime } from "~/lib/office-dates";

// A signed estimate's contract in the office: its total with the signed change orders, each
// change order with what happened to it (sent, opened, signed or declined) and its PDF once signed,
// and the way to write another.

type Contract = {
  signed: string;
  total: string;
  changes: string | undefined;
  orders: {
    id: number;
    number: string;
    description: string;
    amount: string;
    days: string;
    status: "sent" | "accepted" | "declined";
    sentAt: string;
    firstOpenedAt: string | null;
    answeredAt: string | null;
    signerName: string | null;
    declineReason: string | null;
  }[];
};

const statusText = (order: Contract["orders"][number]) =>
  order.status === "accepted"
    ? `Signed by ${order.signerName} ${officeTime(order.answeredAt!)}`
    : order.status === "declined"
      ? `Declined ${officeTime(order.answeredAt!)}${order.declineReason ? `: “${order.declineReason}”` : ""}`
      : `Sent ${officeTime(order.sentAt)}; ${order.firstOpenedAt ? `opened ${officeTime(order.firstOpenedAt)}` : "not opened yet"}`;

export function ContractMoney({
  estimateId,
  contract,
  notice,
}: {
  estimateId: number;
  contract: Contract;
  /** What was just done here (a change order sent): said in the card the page comes back to. */
  notice?: string | undefined;
}) {
  return (
    <OfficeCard title="Contract and change orders">
      <div id="contract" className="scroll-mt-20">
        {notice && (
          <p role="status" className="mt-4 rounded-lg bg-stone p-4">
            {notice}
          </p>
        )}
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
          <dt>Signed contract</dt>
          <dd className="text-right">{contract.signed}</dd>
          {contract.changes && (
            <>
              <dt>Signed change orders</dt>
              <dd className="text-right">{contract.changes}</dd>
            </>
          )}
          <dt className="text-lg font-semibold">Contract total</dt>
          <dd className="text-right text-lg font-semibold" data-testid="office-contract-total">
            {contract.total}
          </dd>
        </dl>
        {contract.orders.length > 0 && (
          <ul className="mt-4 divide-y divide-line border-t border-line">
            {contract.orders.map((order) => (
              <li key={order.id} className="py-3">
                <p className="flex flex-wrap justify-between gap-x-4">
                  <span className="font-semibold">{order.number}</span>
                  <span className="font-semibold tabular-nums">{order.amount}</span>
                </p>
                <p className="wrap-anywhere">{order.description}</p>
                <p className="text-sm text-muted">
                  {order.days} · {statusText(order)}
                </p>
                {order.status === "accepted" && (
                  <a
                    href={`/office/change-orders/${order.id}/signed.pdf`}
                    className="mt-1 inline-block min-h-6 text-forest underline underline-offset-4"
                  >
                    Signed {order.number} (PDF)
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4">
          <Link to={`/office/estimates/${estimateId}/change-orders/new`} className={buttonClasses("secondary")}>
            Write a change order
          </Link>
        </p>
      </div>
    </OfficeCard>
  );
}
