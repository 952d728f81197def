import { Form, Link } from "react-router";
import type { Route } from "./+types/summary";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { summaryAction, summaryPage } from "~/lib/office-summary.server";
import { keepPageWhenLost } from "~/lib/office-save";

// The morning summary: what this morning's mail says (today's consultations, the leads waiting for a
// first answer, the follow-ups due), and whether the signed-in person gets it at 7:00. Owners get it
// until they turn it off; staff once they turn it on.

export const loader = ({ request, context }: Route.LoaderArgs) => summaryPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => summaryAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Daily summary | ${site.shortName} office` }];

type Row = { name: string; detail: string; leadUrl: string; time?: string };

function Part({ heading, rows }: { heading: string; rows: Row[] }) {
  if (rows.length === 0) return null;
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">{heading}</h3>
      <ul className="mt-2 divide-y divide-line">
        {rows.map((row) => (
          <li key={row.leadUrl} className="py-3">
            {row.time && <span className="font-semibold">{row.time} · </span>}
            <Link to={row.leadUrl} className="font-semibold text-forest underline underline-offset-4">
              {row.name}
            </Link>
            <span className="block text-sm text-muted">{row.detail}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function Summary({ loaderData: { getsIt, email, today, saved }, actionData }: Route.ComponentProps) {
  const nothing = today.consultations.length + today.waitingTotal + today.dueTotal + today.deadlines.length === 0;
  return (
    <>
      <h1 className="text-3xl">Daily summary</h1>
      <p className="mt-2 text-muted">
        Every morning at 7:00, an e-mail with the day&apos;s consultations, the leads waiting for a first answer, the
        follow-ups due and the permit and start dates near (F.S. 489.126). On a morning with nothing to say, no e-mail.
      </p>
      {saved && !actionData && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4 font-semibold wrap-anywhere">
          {saved === "on"
            ? `The summary goes to ${email} every morning from tomorrow.`
            : `No more summaries to ${email}.`}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="mt-4 font-semibold text-danger">
          {actionData.error}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <OfficeCard title={`Today, ${today.date}`}>
          {nothing ? (
            <p className="mt-2">
              Nothing to say today: no consultation, no lead waiting, no follow-up due, no contract date near.
            </p>
          ) : (
            <>
              <Part heading={`Consultations today (${today.consultations.length})`} rows={today.consultations} />
              <Part
                heading={`Waiting for a first answer (${today.waitingTotal}), longest first`}
                rows={today.waiting}
              />
              <Part heading={`Follow-ups due (${today.dueTotal})`} rows={today.due} />
              <Part heading={`Permit and start dates (${today.deadlines.length})`} rows={today.deadlines} />
            </>
          )}
        </OfficeCard>
        <OfficeCard title="Your e-mail" className="self-start">
          <p className="mt-2 wrap-anywhere">
            {getsIt ? `It goes to ${email} every morning.` : `It does not go to ${email}.`}
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="wanted" value={getsIt ? "no" : "yes"} />
            <button type="submit" className={buttonClasses(getsIt ? "secondary" : "primary")}>
              {getsIt ? "Stop sending it to me" : "Send it to me every morning"}
            </button>
          </Form>
        </OfficeCard>
      </div>
    </>
  );
}
