import { Link } from "react-router";
import type { Route } from "./+types/sources";
import { site } from "#common/site.ts";
import { FiguresTable } from "~/components/office/FiguresTable";
import { OfficeCard } from "~/components/office/OfficeCard";
import { PipelineMoney } from "~/components/office/PipelineMoney";
import { sourcesPage } from "~/lib/office-leads.server";

// Where leads come from, and which sources turn into work: per source (the visitor's answer to "How
// did you hear about us?"), over the past twelve months and per month, how many leads came, how many
// reached a consultation, how many were won, and won of won and lost. Spam is not counted.

export const loader = ({ context }: Route.LoaderArgs) => sourcesPage(context);

export const meta: Route.MetaFunction = () => [{ title: `Lead sources | ${site.shortName} office` }];

type Rows = Route.ComponentProps["loaderData"]["total"];

function SourceTable({ rows, caption }: { rows: Rows; caption: string }) {
  return (
    <FiguresTable
      caption={caption}
      columns={["Source", "Leads", <abbr title="Consultations">Consult.</abbr>, "Won", "Win rate"]}
      rows={rows}
      rowKey={(row) => row.source}
      rowHead={(row) => row.source}
      cells={(row) => [row.leads, row.consultations, row.won, row.winRate]}
    />
  );
}

export default function Sources({ loaderData: { total, months, pipeline } }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl">Lead sources</h1>
      <p className="mt-2 max-w-prose text-muted">
        What people answered to “How did you hear about us?”. A consultation is a booked one, or a lead moved to
        Consultation or later; the win rate is won of won and lost (– until one is decided). Campaign tags are on each
        lead’s page and in the{" "}
        <Link to="/office/leads" className="text-forest underline underline-offset-4">
          leads’ CSV
        </Link>
        .
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
    </>
  );
}
