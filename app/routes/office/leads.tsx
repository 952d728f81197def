import { Form, Link } from "react-router";
import type { Route } from "./+types/leads";
import { projectTypes } from "#common/enquiry.ts";
import { leadStages, sourceOptions, stageLabels, type LeadView } from "#common/office.ts";
import { telHref } from "#common/phone.ts";
import { phoneForReading } from "~/lib/office-phone";
import { site } from "#common/site.ts";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { LeadWait, OtherEnquiries } from "~/components/office/LeadWait";
import { cn } from "~/lib/cn";
import { inboxPage } from "~/lib/office-leads.server";
import { dayLabel, officeTime } from "~/lib/office-dates";

// The inbox: leads newest first, the same person's enquiries together, with what each is about,
// its stage and how long it has waited (overdue after one business hour without an answer), and
// one tap to call or write. The filters are a GET form, so a filtered list can be bookmarked. Four
// lists (`view`): the open leads (the default), those waiting for a first answer (who waited
// longest first), the follow-ups due (today or earlier, in Orlando), and all but spam.

export const loader = ({ request, context }: Route.LoaderArgs) => inboxPage(request, context);

export const meta: Route.MetaFunction = () => [{ title: `Leads | ${site.shortName} office` }];

const field = "mt-1 block min-h-11 w-full rounded-lg border border-line bg-paper px-3 text-base";
const link = "text-forest underline underline-offset-4";
const formNames = { booking: "Booked consultation", consultation: "Call-back request", contact: "Contact form" };

/** The lists, as their tabs name them and their counts say how they are ordered. */
const views: Record<LeadView, { tab: string; order: string }> = {
  open: { tab: "Open", order: "newest first" },
  waiting: { tab: "Waiting for an answer", order: "longest waiting first" },
  due: { tab: "Follow-ups due", order: "by follow-up day" },
  all: { tab: "All but spam", order: "newest first" },
};

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { groups, leads, view, stage, projectType, from, to, search, heardFrom, limited, dateProblem } = loaderData;
  const { utmSource, utmCampaign, filtered } = loaderData;
  const campaign = Object.entries({ utm_source: utmSource, utm_campaign: utmCampaign }).filter(
    (entry): entry is [string, string] => Boolean(entry[1]),
  );
  // The CSV link carries the list and the filters on screen (their names as the form posts them);
  // from the open leads unfiltered, it exports every lead.
  const shownList = view === "open" ? undefined : view;
  const filters = Object.entries({ view: shownList, stage, type: projectType, heard: heardFrom, from, to, q: search });
  const shownFilters = filters.filter((entry): entry is [string, string] => Boolean(entry[1]));
  const csvQuery = new URLSearchParams([...shownFilters, ...campaign]);
  const withoutCampaign = new URLSearchParams(shownFilters).toString();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <h1 className="text-3xl">Leads</h1>
        <Link to="/office/leads/new" className={buttonClasses("primary")}>
          Add a lead
        </Link>
      </div>
      <nav aria-label="Lists of leads" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {(Object.keys(views) as LeadView[]).map((name) => {
            // The list in force is marked, unless a filter makes the list something else.
            const current = name === view && !(filtered && view === "all");
            return (
              <li key={name}>
                <Link
                  to={name === "open" ? "/office/leads" : `/office/leads?view=${name}`}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold",
                    current ? "bg-forest text-white" : "bg-paper text-forest underline underline-offset-4",
                  )}
                >
                  {views[name].tab}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* Folded on a phone (the leads come first), open where the screen has room or a filter is set. */}
      <FoldedOnPhone open={filtered} summary={filtered ? "Filters and search (in use)" : "Filters and search"}>
        <Form method="get" className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-[10rem_15rem_1fr_1fr] md:items-end">
          {/* Filtering the waiting or due list keeps to it; from the others a filter looks among every lead. */}
          {(view === "waiting" || view === "due") && <input type="hidden" name="view" value={view} />}
          {/* A campaign chosen on the sources report stays chosen as the other filters change. */}
          {campaign.length > 0 && (
            <p className="col-span-2 md:col-span-4">
              <span className="font-semibold">Campaign:</span> {campaign.map(([, tag]) => tag).join(" / ")}{" "}
              <Link to={`/office/leads${withoutCampaign ? `?${withoutCampaign}` : ""}`} className={link}>
                Any campaign
              </Link>
              {campaign.map(([name, tag]) => (
                <input key={name} type="hidden" name={name} value={tag} />
              ))}
            </p>
          )}
          <FilterSelect
            name="stage"
            label="Stage"
            every="Every stage"
            value={stage}
            options={leadStages.map((value) => ({ value, label: stageLabels[value] }))}
          />
          <FilterSelect
            name="type"
            label="Project type"
            every="Every type"
            value={projectType}
            options={projectTypes.map((value) => ({ value, label: value }))}
          />
          <FilterSelect
            name="heard"
            label="Heard of us from"
            every="Any source"
            value={heardFrom}
            options={sourceOptions}
            className="col-span-2 md:col-span-1"
          />
          <div>
            <label htmlFor="from" className="font-semibold">
              Received from
            </label>
            <input id="from" name="from" type="date" defaultValue={from} className={field} />
          </div>
          <div>
            <label htmlFor="to" className="font-semibold">
              to
            </label>
            <input id="to" name="to" type="date" defaultValue={to} className={field} />
          </div>
          <div className="col-span-2">
            <label htmlFor="q" className="font-semibold">
              Search name, e-mail, phone or text
            </label>
            <input id="q" name="q" type="search" defaultValue={search} className={field} />
          </div>
          <button type="submit" className={cn(buttonClasses("secondary"), "col-span-2 md:col-span-1")}>
            Show
          </button>
        </Form>
      </FoldedOnPhone>
      {dateProblem && (
        <p role="alert" className="mt-6 font-semibold text-danger">
          {dateProblem}
        </p>
      )}
      <p className="mt-6 text-muted" role="status">
        {leads.length === 0
          ? "No leads match."
          : `${leads.length} ${leads.length === 1 ? "lead" : "leads"}${groups.length < leads.length ? ` from ${groups.length} ${groups.length === 1 ? "person" : "people"}` : ""}${limited ? " (the first 100; narrow the filters for the others)" : ""}, ${views[view].order}.`}{" "}
        <a href={`/office/leads.csv${csvQuery.size > 0 ? `?${csvQuery}` : ""}`} className={cn(link, "font-semibold")}>
          {csvQuery.size > 0 ? "Export every match as CSV" : "Export all as CSV"}
        </a>
      </p>
      {groups.length > 0 && (
        <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-paper">
          {groups.map(({ lead, earlier }) => (
            <li key={lead.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-4">
              <div className="min-w-0">
                <Link to={`/office/leads/${lead.id}`} className={cn(link, "text-lg font-semibold wrap-anywhere")}>
                  {lead.name}
                </Link>
                <p className="text-sm wrap-anywhere">
                  {[lead.projectType, lead.budget, lead.location].filter(Boolean).join(" · ") || "No details given"}
                </p>
                {lead.message && <p className="line-clamp-2 text-sm wrap-anywhere">“{lead.message}”</p>}
                <p className="text-sm text-muted">
                  {lead.enteredBy
                    ? `Entered by hand${lead.source ? ` (${lead.source})` : ""}`
                    : (formNames[lead.form as keyof typeof formNames] ?? formNames.contact)}
                  , {officeTime(lead.receivedAt)}
                </p>
                <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                  {lead.phone && (
                    <a href={telHref(lead.phone)} className={cn(link, "inline-block min-h-11 py-2")}>
                      Call {phoneForReading(lead.phone)}
                    </a>
                  )}
                  {lead.email && (
                    <Link to={`/office/leads/${lead.id}#reply`} className={cn(link, "inline-block min-h-11 py-2")}>
                      Reply
                    </Link>
                  )}
                  {lead.email && (
                    <a href={`mailto:${lead.email}`} className={cn(link, "inline-block min-h-11 py-2 wrap-anywhere")}>
                      E-mail {lead.email}
                    </a>
                  )}
                </p>
                {(lead.followUpOn || lead.nextAction) && (
                  <p className={cn("text-sm", lead.followUpDue && "font-semibold")}>
                    Next:{" "}
                    {[lead.nextAction, lead.followUpOn && `follow up ${dayLabel(lead.followUpOn)}`]
                      .filter(Boolean)
                      .join(", ")}
                    {lead.followUpDue && " (due)"}
                  </p>
                )}
                <OtherEnquiries title="Earlier from them:" leads={earlier} className="mt-1 text-sm" />
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm sm:flex-col sm:items-end">
                <span className="rounded-full bg-stone px-3 py-1 font-semibold">{lead.stageLabel}</span>
                <LeadWait lead={lead} />
                {/* An earlier enquiry of theirs still unanswered is the one to answer first. */}
                {!lead.overdue && earlier.some((other) => other.overdue) && (
                  <span className="font-semibold text-danger">An earlier one is overdue</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One of the inbox's filters: a choice of `options`, or (`every`, the first) none. */
function FilterSelect({
  name,
  label,
  every,
  value,
  options,
  className,
}: {
  name: string;
  label: string;
  every: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={name} className="font-semibold">
        {label}
      </label>
      <select id={name} name={name} defaultValue={value ?? ""} className={field}>
        <option value="">{every}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A part of the page folded behind its summary on a phone (a native <details>, opened at first when
 * `open`); from a tablet's width on, always unfolded and its summary gone, by the stylesheet alone,
 * so nothing moves once the page has loaded. (A browser without `::details-content` keeps it
 * foldable there too.)
 */
function FoldedOnPhone({ open, summary, children }: { open: boolean; summary: string; children: React.ReactNode }) {
  return (
    <details open={open || undefined} className="mt-6 md:[&::details-content]:[content-visibility:visible]">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-forest underline underline-offset-4 md:hidden">
        {summary}
      </summary>
      {children}
    </details>
  );
}
