import { Link } from "react-router";
import { MoneyCard, MoneyFigures, MoneyLine } from "~/components/office/MoneyFigures";
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
    <MoneyCard title="Contract and change orders" id="contract" notice={notice}>
      <MoneyFigures
        figures={[
          ["Signed contract", contract.signed],
          ["Signed change orders", contract.changes],
        ]}
        total={{ label: "Contract total", amount: contract.total, testId: "office-contract-total" }}
      />
      {contract.orders.length > 0 && (
        <ul className="mt-4 divide-y divide-line border-t border-line">
          {contract.orders.map((order) => (
            <li key={order.id} className="py-3">
              <MoneyLine name={order.number} amount={order.amount} />
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
    </MoneyCard>
  );
}
