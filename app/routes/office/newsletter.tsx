import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { cn } from "~/lib/cn";
import { newsletterPage } from "~/lib/office-newsletter.server";

// The newsletter: the letters written and sent, and who subscribed (confirmed, waiting for their
// confirmation, or gone), with the dates. Writing a letter starts here.

export const loader = ({ request, context }: Route.LoaderArgs) => newsletterPage(request, context);

export const meta: Route.MetaFunction = () => [{ title: `Newsletter | ${site.shortName} office` }];

const link = "text-forest underline underline-offset-4";
const issueStates = { draft: "Draft", sending: "Sending", paused: "Paused", sent: "Sent" } as const;
const subscriberStates = {
  confirmed: { label: "Confirmed", since: "Confirmed" },
  pending: { label: "Waiting for confirmation", since: "Waiting for confirmation since" },
  unsubscribed: { label: "Unsubscribed", since: "Unsubscribed" },
} as const;

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { issues, subscribers, counts, status, shown, total } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">Newsletter</h1>
        <ButtonLink to="/office/newsletter/new">Write a letter</ButtonLink>
      </div>
      <p className="mt-2 text-muted">
        One letter a month to the people who subscribed and confirmed: new projects, a post or two, and a few words from
        you.
      </p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <OfficeCard title="Letters">
          {issues.length === 0 ? (
            <p className="mt-2">No letters yet. Write the first one: pick a finished project and a recent post.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {issues.map((issue) => (
                <li key={issue.id} className="py-3">
                  <Link to={`/office/newsletter/${issue.id}`} className={cn(link, "font-semibold wrap-anywhere")}>
                    {issue.subject}
                  </Link>
                  <p className="text-sm text-muted">
                    {issueStates[issue.status]}
                    {issue.status === "draft"
                      ? ` · saved ${issue.when}`
                      : ` · ${issue.sent} of ${issue.recipients} sent · begun ${issue.when}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </OfficeCard>
        <OfficeCard title="Subscribers">
          <nav aria-label="Subscribers by state" className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <Link
              to="/office/newsletter"
              className={cn(link, !status && "font-semibold")}
              aria-current={!status || undefined}
            >
              All
            </Link>
            {(Object.keys(subscriberStates) as (keyof typeof subscriberStates)[]).map((state) => (
              <Link
                key={state}
                to={`?status=${state}`}
                className={cn(link, status === state && "font-semibold")}
                aria-current={status === state || undefined}
              >
                {subscriberStates[state].label}: {counts[state]}
              </Link>
            ))}
          </nav>
          {subscribers.length === 0 ? (
            <p className="mt-4">Nobody here yet. The subscribe box is on the blog and on every post.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {subscribers.map((subscriber) => (
                <li key={subscriber.email} className="py-2">
                  <span className="block wrap-anywhere">{subscriber.email}</span>
                  <span className="text-sm text-muted">
                    {subscriberStates[subscriber.status].since} {subscriber.since}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {total > shown && (
            <p className="mt-2 text-sm text-muted">
              The {shown} most recent of {total}.
            </p>
          )}
        </OfficeCard>
      </div>
    </>
  );
}
