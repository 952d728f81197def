import { Link } from "react-router";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { officeTime } from "~/lib/office-dates";

/** A lead's estimates as its page lists them (server/estimates/estimates.ts's ofLead). */
export type LeadEstimate = {
  id: number;
  number: string;
  title: string;
  status: "draft" | "sent" | "accepted" | "declined" | "superseded";
  total: string | undefined;
  sentAt: string | null;
  firstOpenedAt: string | null;
  openCount: number;
};

const statusWords: Record<LeadEstimate["status"], string> = {
  draft: "draft",
  sent: "sent",
  accepted: "signed",
  declined: "declined",
  superseded: "replaced",
};

/** The lead's estimates, each with where it stands, and the way to write a new one. */
export function LeadEstimates({
  leadId,
  estimates,
  wonValue,
}: {
  leadId: number;
  estimates: LeadEstimate[];
  /** The signed contract's value, once the lead is won by one. */
  wonValue: string | undefined;
}) {
  return (
    <OfficeCard title="Estimates">
      {wonValue && (
        <p className="mt-3 font-semibold" data-testid="won-value">
          {`Won with a signed contract of ${wonValue}`}
        </p>
      )}
      {estimates.length > 0 && (
        <ul className="mt-4 space-y-3">
          {estimates.map((estimate) => (
            <li key={estimate.id}>
              <Link
                to={`/office/estimates/${estimate.id}`}
                className="wrap-anywhere text-forest underline underline-offset-4"
              >
                {estimate.number}: {estimate.title}
              </Link>
              <span className="block text-sm text-muted">
                {statusWords[estimate.status]}
                {estimate.total ? ` · ${estimate.total}` : ""}
                {estimate.status === "sent" &&
                  (estimate.firstOpenedAt
                    ? ` · opened ${estimate.openCount}×, first ${officeTime(estimate.firstOpenedAt)}`
                    : " · not opened yet")}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/office/leads/${leadId}/estimates/new`} className={`${buttonClasses("secondary")} mt-4`}>
        New estimate
      </Link>
    </OfficeCard>
  );
}
