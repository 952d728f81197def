import { Form, Link } from "react-router";
import type { Route } from "./+types/newsletter";
import type { OfficeHandle } from "~/lib/hydration";
import { site } from "#common/site.ts";
import { TextAreaField, TextField } from "~/components/contact/Field";
import { FormErrors } from "~/components/ui/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { OfficeNotice } from "~/components/office/OfficeNotice";
import { ButtonLink, buttonClasses } from "~/components/ui/ButtonLink";
import { cn } from "~/lib/cn";
import { addSubscriberAction, newsletterPage } from "~/lib/office-newsletter.server";
import { saveInPlace, useSuccessKey } from "~/lib/office-save";

// The newsletter: the letters written and sent, and who subscribed (confirmed, waiting for their
// confirmation, or gone), with the dates. Writing a letter starts here.

// The newsletter is content: staff draft it only with the right to (server/office/rights.ts).
export const handle: OfficeHandle = { right: "content" };

export const loader = ({ request, context }: Route.LoaderArgs) => newsletterPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => addSubscriberAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => saveInPlace(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Newsletter | ${site.shortName} office` }];

const link = "text-forest underline underline-offset-4";
const issueStates = { draft: "Draft", sending: "Sending", paused: "Paused", sent: "Sent" } as const;
const subscriberStates = {
  confirmed: { label: "Confirmed", since: "Confirmed" },
  pending: { label: "Waiting for confirmation", since: "Waiting for confirmation since" },
  unsubscribed: { label: "Unsubscribed", since: "Unsubscribed" },
} as const;

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { issues, subscribers, counts, status, shown, total, added } = loaderData;
  // Someone added leaves the form as a fresh page would.
  const adds = useSuccessKey();
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const typed: Record<string, string> = (actionData && "values" in actionData && actionData.values) || {};
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
              className={cn(link, "inline-block min-w-11", !status && "font-semibold")}
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
                  <span className="block text-sm text-muted">
                    {subscriberStates[subscriber.status].since} {subscriber.since}
                  </span>
                  {subscriber.addedBy && (
                    <span className="block text-sm wrap-anywhere text-muted">
                      Added by {subscriber.addedBy}
                      {subscriber.consent && <>: “{subscriber.consent}”</>}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {total > shown && (
            <p className="mt-2 text-sm text-muted">
              The {shown} most recent of {total}.
            </p>
          )}
          <p className="mt-4">
            <a href="/office/newsletter/subscribers.csv" className={link}>
              Download every subscriber (CSV)
            </a>
            <span className="block text-sm text-muted">
              Each address with its state, its dates and how they agreed: for your records or another mail program.
            </span>
          </p>
        </OfficeCard>
      </div>
      <OfficeCard title="Add someone who asked in person" className="mt-6">
        {/* The page comes back here after an add, done or refused (below the list, which grows). */}
        <div id="add-someone" className="scroll-mt-20">
          {added && !actionData && (
            <OfficeNotice>
              <p className="font-semibold wrap-anywhere">{added}</p>
            </OfficeNotice>
          )}
        </div>
        <p className="mt-2 text-muted">
          For a client who asked for the newsletter face to face, by phone or in writing. They are subscribed at once
          and get the welcome e-mail, with the link to unsubscribe; the list notes who added them and how they agreed.
        </p>
        <Form key={adds} method="post" action="/office/newsletter#add-someone" className="mt-4 space-y-4">
          <FormErrors errors={errors} title="Nobody was added." />
          <TextField
            type="email"
            name="email"
            label="Their e-mail address"
            required
            defaultValue={typed.email}
            error={errors.email}
          />
          <TextAreaField
            name="consent"
            label="How and when they asked for it"
            hint="Like “Asked at the Lake Nona walkthrough, Nov 28”. Kept with the address as the record of their consent."
            required
            rows={2}
            maxLength={300}
            defaultValue={typed.consent}
            error={errors.consent}
          />
          <button type="submit" className={buttonClasses("primary")}>
            Add to the newsletter
          </button>
        </Form>
      </OfficeCard>
    </>
  );
}
