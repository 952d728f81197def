import { Form, Link } from "react-router";
import type { Route } from "./+types/lead";
import { leadStages, lostReasons, NOTE_MAX_LENGTH, stageLabels } from "#common/office.ts";
import { telHref } from "#common/phone.ts";
import { phoneForReading } from "~/lib/office-phone";
import { site } from "#common/site.ts";
import { FormErrors } from "~/components/office/FormErrors";
import { WhereFrom } from "~/components/office/WhereFrom";
import { LeadWait, OtherEnquiries } from "~/components/office/LeadWait";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { leadAction, leadPage } from "~/lib/office-leads.server";
import { officeTime } from "~/lib/office-dates";
import { keepPageWhenLost, useSuccessKey } from "~/lib/office-save";

// One lead: everything the visitor sent (as text: React escapes it), their bookings, the stage and
// notes (two plain forms), and the history of changes. The first answer is stamped once.

export const loader = ({ request, params, context }: Route.LoaderArgs) => leadPage(request, params.id, context);
export const action = ({ request, params, context }: Route.ActionArgs) => leadAction(request, params.id, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.lead.name ?? "Lead"} | ${site.shortName} office` },
];

const field = "mt-1 block min-h-11 w-full rounded-lg border border-line bg-paper px-3 text-base";
/** The author of what the website itself records in a lead's history. */
const BY_WEBSITE = "website";

export default function Lead({
  loaderData: { lead, others, bookings, events, saved },
  actionData,
}: Route.ComponentProps) {
  // The website's own entries (a booking moved or cancelled) are history, not people's notes.
  const notes = events.filter((event) => event.kind === "note" && event.author !== BY_WEBSITE);
  const replies = events.filter((event) => event.kind === "reply");
  const firstName = lead.name.split(" ")[0];
  const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.error : undefined);
  // A reply or note sent leaves its box as a fresh page would, so a second tap cannot send it again.
  const [repliesSent, notesAdded] = [useSuccessKey("reply"), useSuccessKey("note")];
  return (
    <>
      <p>
        <Link to="/office/leads" className="text-forest underline underline-offset-4">
          All leads
        </Link>
      </p>
      <h1 className="mt-2 text-3xl wrap-anywhere">{lead.name}</h1>
      <p className="mt-1 text-muted">
        Received {officeTime(lead.receivedAt)} ·{" "}
        {lead.firstResponseAt ? (
          `first answered ${officeTime(lead.firstResponseAt)}, after ${lead.waited}`
        ) : (
          <LeadWait lead={lead} />
        )}
      </p>
      <OtherEnquiries title="Their other enquiries:" leads={others} className="mt-2" />
      {/* A refused post keeps the address of the last success: its notice would say the opposite. */}
      {saved && !actionData && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4">
          {saved === "reply"
            ? `Reply sent to ${lead.email}. Their answer comes to your own e-mail address.`
            : saved === "note"
              ? "Note added."
              : "Stage saved."}
        </p>
      )}
      <FormErrors errors={actionData ? { [actionData.intent]: actionData.error } : {}} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <OfficeCard title="What they sent">
          <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">E-mail</dt>
            <dd className="wrap-anywhere">
              <a href={`mailto:${lead.email}`} className="text-forest underline underline-offset-4">
                {lead.email}
              </a>
            </dd>
            <dt className="font-semibold">Phone</dt>
            <dd>
              {lead.phone ? (
                <a href={telHref(lead.phone)} className="text-forest underline underline-offset-4">
                  {phoneForReading(lead.phone)}
                </a>
              ) : (
                "Not given"
              )}
            </dd>
            {(
              [
                ["Project type", lead.projectType],
                ["Budget", lead.budget],
                ["Location", lead.location],
                ...lead.details,
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="wrap-anywhere">{value || "Not given"}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 font-semibold">Message</h3>
          <p className="mt-2 wrap-anywhere whitespace-pre-wrap">{lead.message || "No message."}</p>
          <WhereFrom source={lead.source} />
          {bookings.length > 0 && (
            <>
              <h3 className="mt-6 font-semibold">Consultation</h3>
              <ul className="mt-2 space-y-2">
                {bookings.map((booking) => (
                  <li key={booking.id}>
                    {booking.when} ({booking.state})
                    {booking.notes && <span className="block whitespace-pre-wrap text-muted">{booking.notes}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </OfficeCard>
        <div className="space-y-6">
          <OfficeCard title="Reply by e-mail">
            <WrittenTexts events={replies} byline="Sent by " />
            <TextPost
              key={repliesSent}
              intent="reply"
              label={`To ${lead.email}`}
              hint="Sent from the site’s address and signed with yours; their answer comes to you. It counts as the first response."
              rows={6}
              defaultValue={`Hello ${firstName},\n\n`}
              error={errorFor("reply")}
              button="Send reply"
              primary
            />
          </OfficeCard>
          <OfficeCard
            title={
              <>
                Stage: {lead.stageLabel}
                {lead.lostReason && ` (${lead.lostReason})`}
              </>
            }
          >
            <Form method="post" className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="stage" />
              <div>
                <label htmlFor="status" className="font-semibold">
                  Move to
                </label>
                <select id="status" name="status" defaultValue={lead.stage} className={field}>
                  {leadStages.map((stage) => (
                    <option key={stage} value={stage}>
                      {stageLabels[stage]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="lostReason" className="font-semibold">
                  Reason, if lost
                </label>
                <select id="lostReason" name="lostReason" defaultValue={lead.lostReason ?? ""} className={field}>
                  <option value="">Not lost</option>
                  {lostReasons.map((reason) => (
                    <option key={reason} value={reason}>
                      {reason}
                    </option>
                  ))}
                </select>
              </div>
              {errorFor("stage") && (
                <p role="alert" className="font-semibold text-danger">
                  {errorFor("stage")}
                </p>
              )}
              <button type="submit" className={buttonClasses("primary")}>
                Save stage
              </button>
            </Form>
          </OfficeCard>
          <OfficeCard title="Notes">
            {notes.length === 0 && <p className="mt-2 text-muted">No notes yet.</p>}
            <WrittenTexts events={notes} byline="" />
            <TextPost
              key={notesAdded}
              intent="note"
              label="Add a note"
              rows={4}
              error={errorFor("note")}
              button="Add note"
            />
          </OfficeCard>
        </div>
      </div>
      <OfficeCard className="mt-6" title="History">
        <ol className="mt-4 space-y-2">
          <li>
            {officeTime(lead.receivedAt)}: received from the{" "}
            {lead.form === "booking"
              ? "consultation booking"
              : lead.form === "consultation"
                ? "call-back form"
                : "contact form"}
          </li>
          {events.map((event) => (
            <li key={event.id}>
              {officeTime(event.at)}:{" "}
              {event.author === BY_WEBSITE && event.kind === "note"
                ? event.text
                : `${event.author} ${
                    event.kind === "note"
                      ? "added a note"
                      : event.kind === "reply"
                        ? "e-mailed them a reply"
                        : `moved it to ${stageLabels[event.stage!]}${event.text ? ` (${event.text})` : ""}`
                  }`}
            </li>
          ))}
        </ol>
      </OfficeCard>
    </>
  );
}

type LeadEventRow = Route.ComponentProps["loaderData"]["events"][number];

/** Notes or replies as they were written, each with who and when. */
function WrittenTexts({ events, byline }: { events: LeadEventRow[]; byline: string }) {
  if (events.length === 0) return null;
  return (
    <ul className="mt-4 space-y-4">
      {events.map((event) => (
        <li key={event.id}>
          <p className="text-sm text-muted">
            {byline}
            {event.author}, {officeTime(event.at)}
          </p>
          <p className="wrap-anywhere whitespace-pre-wrap">{event.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A form of one text box posted as `intent` (a note, a reply), with its refusal beside it. */
function TextPost({
  intent,
  label,
  hint,
  rows,
  defaultValue,
  error,
  button,
  primary = false,
}: {
  intent: "note" | "reply";
  label: string;
  hint?: string;
  rows: number;
  defaultValue?: string;
  error: string | undefined;
  button: string;
  primary?: boolean;
}) {
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <div>
        <label htmlFor={intent} className="font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${intent}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )}
        <textarea
          id={intent}
          name={intent}
          rows={rows}
          maxLength={NOTE_MAX_LENGTH}
          required
          defaultValue={defaultValue}
          aria-describedby={hint ? `${intent}-hint` : undefined}
          // The inbox's Reply link leads here (#reply), below the sticky header.
          className={`${field} scroll-mt-24 py-2`}
        />
      </div>
      {error && (
        <p role="alert" className="font-semibold text-danger">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClasses(primary ? "primary" : "secondary")}>
        {button}
      </button>
    </Form>
  );
}
