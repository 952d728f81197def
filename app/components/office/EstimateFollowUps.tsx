import { Form } from "react-router";
import { OfficeCard } from "~/components/office/OfficeCard";
import { TickBox } from "~/components/office/TickBox";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { officeTime } from "~/lib/office-dates";

/** A version's follow-ups as its office page shows them (server/estimates/follow-ups.ts). */
export type EstimateFollowUpsView = { on: boolean; unopenedAt: string | null; unansweredAt: string | null };

/**
 * Whether the client is followed up by mail while the estimate waits (not opened in 3 days, or
 * opened and not answered in 7; once), what went, and the checkbox that turns it off.
 */
export function EstimateFollowUps({ followUps }: { followUps: EstimateFollowUpsView }) {
  const went = [
    followUps.unopenedAt && `Not opened in 3 days: followed up ${officeTime(followUps.unopenedAt)}.`,
    followUps.unansweredAt && `Not answered in 7 days: followed up ${officeTime(followUps.unansweredAt)}.`,
  ].filter(Boolean);
  return (
    <OfficeCard title="Follow-ups">
      <Form method="post" className="mt-3">
        <TickBox name="followUps" value="on" defaultChecked={followUps.on}>
          Follow up by e-mail, once: if the client has not opened it in 3 days, or has opened it and not answered in 7.
        </TickBox>
        <button type="submit" name="intent" value="followUps" className={`${buttonClasses("secondary")} mt-3`}>
          Save follow-ups
        </button>
      </Form>
      {went.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" data-testid="estimate-follow-ups">
          {went.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </OfficeCard>
  );
}
