import { Form, Link } from "react-router";
import type { Route } from "./+types/leads";
import { leadStages, stageLabels } from "#common/office.ts";
import { site } from "#common/site.ts";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { cn } from "~/lib/cn";
import { inboxPage } from "~/lib/office-leads.server";

// The inbox: every lead, newest first, with what it is about, its stage and how long it has waited
// (marked overdue after one business hour without an answer). The filter is a GET form.

export const loader = ({ request, context }: Route.LoaderArgs) => inboxPage(request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Leads | ${site.shortName} office` },
  { name: "robots", content: "noindex, nofollow" },
];

const field = "mt-1 block min-h-11 w-full rounded-lg border border-line bg-paper px-3 text-base";

export default function Leads({ loaderData: { leads, stage, search } }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl">Leads</h1>
      <Form method="get" className="mt-6 grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="stage" className="font-semibold">
            Stage
          </label>
          <select id="stage" name="stage" defaultValue={stage ?? ""} className={field}>
            <option value="">Every stage</option>
            {leadStages.map((value) => (
              <option key={value} value={value}>
                {stageLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="q" className="font-semibold">
            Search name, e-mail, phone or text
          </label>
          <input id="q" name="q" type="search" defaultValue={search} className={field} />
        </div>
        <button type="submit" className={buttonClasses("secondary")}>
          Show
        </button>
      </Form>
      <p className="mt-6 text-muted" role="status">
        {leads.length === 0
          ? "No leads match."
          : `${leads.length} ${leads.length === 1 ? "lead" : "leads"}, newest first.`}{" "}
        <a href="/office/leads.csv" className="font-semibold text-forest underline underline-offset-4">
          Export all as CSV
        </a>
      </p>
      {leads.length > 0 && (
        <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-paper">
          {leads.map((lead) => (
            <li key={lead.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-4">
              <div className="min-w-0">
                <Link
                  to={`/office/leads/${lead.id}`}
                  className="text-lg font-semibold break-words text-forest underline underline-offset-4"
                >
                  {lead.name}
                </Link>
                <p className="text-sm break-words">
                  {[lead.projectType, lead.budget, lead.location].filter(Boolean).join(" · ") || "No details given"}
                </p>
                <p className="text-sm text-muted">
                  {lead.form === "booking"
                    ? "Booked consultation"
                    : lead.form === "consultation"
                      ? "Call-back request"
                      : "Contact form"}
                  , {lead.received}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm sm:flex-col sm:items-end">
                <span className="rounded-full bg-stone px-3 py-1 font-semibold">{lead.stageLabel}</span>
                <span className={cn(lead.overdue && "font-semibold text-danger")}>
                  {lead.firstResponse ? `Answered after ${lead.waited}` : `Waiting ${lead.waited}`}
                  {lead.overdue && " (overdue)"}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
