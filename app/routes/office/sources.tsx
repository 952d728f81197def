import { Fragment } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/sources";
import { site } from "#common/site.ts";
import { FiguresTable } from "~/components/office/FiguresTable";
import { OfficeCard } from "~/components/office/OfficeCard";
import { PipelineMoney } from "~/components/office/PipelineMoney";
import { sourcesPage } from "~/lib/office-leads.server";

// Where leads come from, and which sources turn into work: per source (the visitor's answer to "How
// did you hear about us?"), over the past twelve months and per month, how many leads came, how many
// reached a consultation, how many were won, and won of won and lost; the same per campaign (the
// landing page's tags, each linking to its leads) and per linking site. Spam is not counted.

export const loader = ({ context }: Route.LoaderArgs) => sourcesPage(context);

export const meta: Route.MetaFunction = () => [{ title: `Lead sources | ${site.shortName} office` }];

type Rows = Route.ComponentProps["loaderData"]["total"];

/**
 * A campaign's tags or a site's name, typed by others and as long as they like: on a phone it breaks
 * after its dots, dashes, slashes and underscores first, anywhere only past that, never narrower than
 * a short word.
 */
function TypedName({ name, className }: { name: string; className?: string }) {
  const parts = name.split(/(?<=[./_-])/);
  return (
    <span className={cn("inline-block min-w-[4.5rem] wrap-anywhere", className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

function SourceTable<Row extends Rows[number] & { leadsUrl?: string }>({
  rows,
  caption,
  heading = "Source",
  typed = false,
}: {
  rows: Row[];
  caption: string;
  heading?: string;
  /** The names are typed by others (campaign tags, sites), not the sources' own labels. */
  typed?: boolean;
}) {
  return (
    <FiguresTable
      caption={caption}
      columns={[heading, "Leads", <abbr title="Consultations">Consult.</abbr>, "Won", "Win rate"]}
      rows={rows}
      rowKey={(row) => row.source}
      rowHead={(row) =>
        !typed ? (
          row.source
        ) : row.leadsUrl ? (
          <Link to={row.leadsUrl} className="text-forest">
            {/* The underline on the name itself: a link's does not reach into an inline block. */}
            <TypedName name={row.source} className="underline underline-offset-4" />
          </Link>
        ) : (
          <TypedName name={row.source} />
        )
      }
      cells={(row) => [row.leads, row.consultations, row.won, row.winRate]}
    />
  );
}

export default function Sources({
  loaderData: { total, months, campaigns, linkingSites, pipeline },
}: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl">Lead sources</h1>
      <p className="mt-2 max-w-prose text-muted">
        What people answered to “How did you hear about us?”. A consultation is a booked one, or a lead moved to
        Consultation or later; the win rate is won of won and lost (– until one is decided). Below the months: the
        campaigns (the tags of the link a visitor came by, like utm_source=fall-mailer), each linking to its leads, and
        the sites that linked to the form.
      </p>
      {months.length === 0 ? (
        <p className="mt-6">No leads in the past twelve months yet.</p>
      ) : (
        <OfficeCard title="Past twelve months" className="mt-6">
          <SourceTable rows={total} caption="Leads per source over the past twelve months" />
        </OfficeCard>
      )}
      {/* The sources' year first, as the page is named; then what their estimates were worth. */}
      <PipelineMoney rows={pipeline} title="Estimates in money, per month" className="mt-6" />
      {months.map((month) => (
        <OfficeCard key={month.month} title={month.label} className="mt-6">
          <SourceTable rows={month.sources} caption={`Leads per source in ${month.label}`} />
        </OfficeCard>
      ))}
      {/* Typed by others, each table only once there is something in it. */}
      {[
        { name: "campaign", title: "Campaigns", heading: "Campaign", rows: campaigns },
        { name: "linking site", title: "Linking sites", heading: "Site", rows: linkingSites },
      ]
        .filter((table) => table.rows.length > 0)
        .map(({ name, title, heading, rows }) => (
          <OfficeCard key={name} title={`${title}, past twelve months`} className="mt-6">
            <SourceTable
              rows={rows}
              heading={heading}
              typed
              caption={`Leads per ${name} over the past twelve months`}
            />
          </OfficeCard>
        ))}
    </>
  );
}
