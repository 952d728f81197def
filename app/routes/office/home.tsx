import { Link } from "react-router";
import type { Route } from "./+types/home";
import { useOfficeRights } from "~/lib/office-rights";
import { telHref } from "#common/phone.ts";
import { phoneForReading } from "~/lib/office-phone";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { PipelineMoney } from "~/components/office/PipelineMoney";
import { useBusinessFacts } from "~/lib/business-facts";
import { officeStart } from "~/lib/office-leads.server";

// The office's start page: how many leads came, how many wait, how fast they were answered (in
// business hours: what makes a lead likely to become a job), how many were won, and who is coming next.

export const loader = ({ context }: Route.LoaderArgs) => officeStart(context);

export const meta: Route.MetaFunction = () => [{ title: `Office | ${site.shortName}` }];

const link = "font-semibold text-forest underline underline-offset-4";

function Figure({ label, value, note, to }: { label: string; value: string | number; note?: string; to?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-paper p-5">
      <dt className="text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold md:text-4xl">
        {/* A figure opens the list of the leads it counts (once there is something to count). */}
        {to && value !== "–" ? (
          <Link to={to} className="inline-block min-h-11 min-w-11 text-forest underline underline-offset-4">
            {value}
            <span className="sr-only">: show them</span>
          </Link>
        ) : (
          value
        )}
      </dd>
      {(note || value === "–") && (
        <dd className="mt-1 text-sm text-muted">{value === "–" ? "Nothing to count yet" : note}</dd>
      )}
    </div>
  );
}

export default function OfficeStart({ loaderData }: Route.ComponentProps) {
  const { newThisWeek, newThisMonth, waiting, followUpsDue, since } = loaderData;
  const { won, lost, response, winRate, nextConsultations, backup } = loaderData;
  // Staff with leads and the calendar only are not offered the site's content (server/office/rights.ts).
  const mayDoContent = useOfficeRights().content;
  // The leads the answer figures count: those of the past 90 days, spam aside.
  const answeredLeads = `/office/leads?view=all&from=${since.responses}`;
  const { hours } = useBusinessFacts();
  return (
    <>
      <h1 className="text-3xl">Office</h1>
      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        <Figure label="New leads this week" value={newThisWeek} to={`/office/leads?view=all&from=${since.week}`} />
        <Figure label="New this month" value={newThisMonth} to={`/office/leads?view=all&from=${since.month}`} />
        <Figure label="Waiting for a first answer" value={waiting} to="/office/leads?view=waiting" />
        <Figure label="Follow-ups due" value={followUpsDue} to="/office/leads?view=due" />
      </dl>
      <p className="mt-4">
        <Link to="/office/leads/new" className={link}>
          Add a lead
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to="/office/leads?stage=new" className={link}>
          New leads
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to="/office/leads" className={link}>
          Open leads
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to="/office/sources" className={link}>
          Where leads come from
        </Link>
        {mayDoContent && (
          <>
            <span aria-hidden="true"> · </span>
            <Link to="/office/portfolio/new" className={link}>
              Add a finished project with its photos
            </Link>
          </>
        )}
      </p>

      <h2 className="mt-10 text-2xl">How fast leads are answered</h2>
      <p className="mt-1 text-muted">
        Leads of the past 90 days ({response.counted}, spam aside), counted in the business hours the site shows:{" "}
        {hours
          .filter((row) => row.opens)
          .map((row) => `${row.days} ${row.time}`)
          .join("; ")}
        , closed days left out.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        <Figure label="Median first answer" value={response.median} to={answeredLeads} />
        <Figure label="Answered within 1 business hour" value={response.withinHour} to={answeredLeads} />
        <Figure
          label="Answered within 1 business day"
          value={response.withinDay}
          note="What Houzz and most clients expect of a contractor"
          to={answeredLeads}
        />
        <Figure
          label="Won of won and lost"
          value={winRate}
          note={`Past 12 months: ${won} won, ${lost} lost`}
          to={`/office/leads?stage=won&from=${since.outcomes}`}
        />
      </dl>
      <PipelineMoney rows={loaderData.pipeline} title="Estimates in money, last three months" className="mt-10" />

      <OfficeCard title="Next consultations" className="mt-10">
        {nextConsultations.length === 0 ? (
          <p className="mt-2 text-muted">None booked in the coming weeks.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {nextConsultations.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                <span>
                  <span className="font-semibold">{booking.when}</span>{" "}
                  <Link to={`/office/leads/${booking.leadId}`} className="text-forest underline underline-offset-4">
                    {booking.name}
                  </Link>
                  {booking.location && <span className="text-muted">, {booking.location}</span>}
                </span>
                {booking.phone && (
                  <a
                    href={telHref(booking.phone)}
                    className="inline-block min-h-11 py-2 text-forest underline underline-offset-4"
                  >
                    Call {phoneForReading(booking.phone)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </OfficeCard>

      <OfficeCard title="Backups" className="mt-6">
        <Backups {...backup} />
      </OfficeCard>
    </>
  );
}

/** When the database (leads, bookings, subscribers, content, photos) was last copied, and whether the last try failed. */
function Backups({ engine, scheduled, latest, count, folder, failure }: Route.ComponentProps["loaderData"]["backup"]) {
  const code = "rounded bg-stone px-1 font-mono text-sm break-all";
  return (
    <>
      {failure && (
        <p className="mt-2 font-semibold text-danger">
          The last backup failed on {failure.at}: {failure.reason}. The owner has been e-mailed; the server tries again
          every hour.
        </p>
      )}
      {latest ? (
        <p className="mt-2">
          Last backup made on <span className="font-semibold">{latest}</span>.{" "}
          {count === 1 ? "One copy is" : `${count} copies are`} kept in <code className={code}>{folder}</code>
          {scheduled && ": one a day, the last 7 days and 4 weeks"}.
        </p>
      ) : (
        <p className="mt-2">
          {scheduled
            ? "No backup yet: the first is made within a few minutes of the server starting, then one a day."
            : engine === "postgres"
              ? "No backup made here: the database is PostgreSQL, which your database provider backs up, or a daily timer running npm run -s backup."
              : "No backup yet, and the server makes none (BACKUP_INTERVAL_HOURS is 0): run npm run -s backup to make one."}
        </p>
      )}
      <p className="mt-2 text-sm text-muted">
        Each copy holds every lead, booking, subscriber, page and photo. To put one back, see “Backups” in the owner’s
        manual.
      </p>
    </>
  );
}
