import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { officeTime } from "~/lib/office-dates";

type Wait = { firstResponse: string; waited: string; overdue: boolean };

/** How long a lead waited for its first answer, or has waited so far: red once overdue. */
export function LeadWait({ lead }: { lead: Wait }) {
  return (
    <span className={cn(lead.overdue && "font-semibold text-danger")}>
      {lead.firstResponse ? `Answered after ${lead.waited}` : `Waiting ${lead.waited}`}
      {lead.overdue && " (overdue)"}
    </span>
  );
}

/**
 * The same person's other enquiries, each linked by when it came, with its stage and, while
 * unanswered, its wait: one of them may be the one to answer first.
 */
export function OtherEnquiries({
  title,
  leads,
  className,
}: {
  title: string;
  leads: (Wait & { id: number; receivedAt: string; stage: string; stageLabel: string })[];
  className?: string;
}) {
  if (leads.length === 0) return null;
  return (
    <div className={className}>
      {title}
      <ul className="list-disc pl-5">
        {leads.map((other) => (
          <li key={other.id}>
            <Link to={`/office/leads/${other.id}`} className="text-forest underline underline-offset-4">
              {officeTime(other.receivedAt)}
            </Link>{" "}
            ({other.stageLabel}
            {!other.firstResponse && other.stage !== "spam" && (
              <>
                , <LeadWait lead={other} />
              </>
            )}
            )
          </li>
        ))}
      </ul>
    </div>
  );
}
