import { Link } from "react-router";
import type { Route } from "./+types/home";
import { site } from "#common/site.ts";
import { officeStart } from "~/lib/office-leads.server";

// The office's start page: how many leads came this week and how many wait for an answer.

export const loader = ({ request, context }: Route.LoaderArgs) => officeStart(request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Office | ${site.shortName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function OfficeStart({ loaderData: { newLeads, waiting } }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl">Office</h1>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl border border-line bg-paper p-6">
          <dt className="text-muted">New leads in the past 7 days</dt>
          <dd className="mt-1 text-4xl font-semibold">{newLeads}</dd>
        </div>
        <div className="rounded-2xl border border-line bg-paper p-6">
          <dt className="text-muted">Waiting for a first answer</dt>
          <dd className="mt-1 text-4xl font-semibold">{waiting}</dd>
        </div>
      </dl>
      <ul className="mt-8 space-y-3">
        <li>
          <Link to="/office/leads?stage=new" className="font-semibold text-forest underline underline-offset-4">
            New leads
          </Link>
        </li>
        <li>
          <Link to="/office/leads" className="font-semibold text-forest underline underline-offset-4">
            All leads
          </Link>
        </li>
        <li>
          <a href="/office/leads.csv" className="font-semibold text-forest underline underline-offset-4">
            Export all leads as CSV
          </a>
        </li>
      </ul>
    </>
  );
}
