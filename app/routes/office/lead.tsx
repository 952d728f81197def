import { Form, Link } from "react-router";
import type { Route } from "./+types/lead";
import {
  leadActivities,
  leadStages,
  lostReasons,
  NEXT_ACTION_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  stageLabels,
  type LeadActivity,
} from "#common/office.ts";
import { telHref } from "#common/phone.ts";
import { phoneForReading } from "~/lib/office-phone";
import { site } from "#common/site.ts";
import { SelectField, TextAreaField, TextField } from "~/components/contact/Field";
import { AllLeadsLink } from "~/components/office/AllLeadsLink";
import {
  BookAnywayButton,
  ClashWarning,
  consultationFieldNames,
  ConsultationFields,
} from "~/components/office/ConsultationFields";
import { FormErrors } from "~/components/ui/FormErrors";
import { MergePicker, MergeQuestion } from "~/components/office/LeadMerge";
import { ReachLinks } from "~/components/office/ReachLinks";
import { WhereFrom } from "~/components/office/WhereFrom";
import { calendarHref } from "~/lib/office-calendar-place";
import { LeadMail } from "~/components/office/LeadMail";
import { LeadWait, OtherEnquiries } from "~/components/office/LeadWait";
import { LeadPhotos } from "~/components/office/LeadPhotos";
import { OfficeCard } from "~/components/office/OfficeCard";
import { LeadEstimates } from "~/components/office/LeadEstimates";
import { LeadJob, jobNotices } from "~/components/office/LeadJob";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { leadAction, leadPage } from "~/lib/office-leads.server";
import { officeTime } from "~/lib/office-dates";
import { keepPageWhenLost, useSuccessKey } from "~/lib/office-save";
import { OfficeNotice } from "~/components/office/OfficeNotice";

// One lead: everything the visitor sent (as text: React escapes it), their bookings, what happened
// outside the office (a call, text, visit or e-mail: an answer), the next step and its day, the
// stage and notes (plain forms), and the history of changes. The first answer is stamped once.

export const loader = ({ request, params, context }: Route.LoaderArgs) => leadPage(request, params.id, context);
export const action = ({ request, params, context }: Route.ActionArgs) => leadAction(request, params.id, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.lead.name ?? "Lead"} | ${site.shortName} office` },
];

const activityOptions = (Object.keys(leadActivities) as LeadActivity[]).map((value) => ({
  value,
  label: leadActivities[value],
}));
const stageOptions = leadStages.map((value) => ({ value, label: stageLabels[value] }));
/** The author of what the website itself records in a lead's history. */
const BY_WEBSITE = "website";

export default function Lead({
  loaderData: {
    lead,
    others,
    bookings,
    events,
    mail,
    saved,
    booking,
    merged,
    merge,
    nowLocal,
    todayLocal,
    estimates,
    wonValue,
    job,
    photos,
  },
  actionData,
}: Route.ComponentProps) {
  const upcoming = bookings.find((booked) => booked.changeable);
  // The website's own entries (a booking moved or cancelled) are history, not people's notes.
  const notes = events.filter((event) => event.kind === "note" && event.author !== BY_WEBSITE);
  const replies = events.filter((event) => event.kind === "reply");
  const firstName = lead.name.split(" ")[0];
  const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.error || undefined : undefined);
  // The booking form's refusal or warning: what was typed, and what the time clashes with.
  const booked =
    actionData?.intent === "book" && "typed" in actionData
      ? (actionData as { typed: Record<string, string>; clashes?: string[] })
      : undefined;
  const clashes = booked?.clashes ?? [];
  // A reply or note sent leaves its box as a fresh page would, so a second tap cannot send it again.
  const [repliesSent, notesAdded, activitiesLogged, consultationsBooked] = [
    useSuccessKey("reply"),
    useSuccessKey("note"),
    useSuccessKey("activity"),
    useSuccessKey("book"),
  ];
  return (
    <>
      <AllLeadsLink />
      <h1 className="mt-2 text-3xl wrap-anywhere">{lead.name}</h1>
      <ReachLinks
        name={lead.name}
        phone={lead.phone}
        email={lead.email}
        location={bookings.find((booking) => booking.state !== "cancelled")?.location || lead.location}
        className="mt-3"
      />
      {/* Its upcoming consultation, with what a call about it may change, at the top on a phone too. */}
      {bookings
        .filter((booked) => booked.changeable)
        .map((booking) => (
          <p key={booking.id} className="mt-2 flex flex-wrap items-center gap-x-4" data-testid="lead-consultation">
            <span>
              Consultation <strong>{booking.when}</strong>
            </span>
            <Link
              to={calendarHref({ from: booking.day, view: "week" }, { move: booking.id })}
              className="inline-flex min-h-11 items-center text-forest underline underline-offset-4"
            >
              Move<span className="sr-only"> the consultation of {booking.when}</span>
            </Link>
            <Link
              to={calendarHref({ from: booking.day, view: "week" }, { cancel: booking.id })}
              className="inline-flex min-h-11 items-center text-danger underline underline-offset-4"
            >
              Cancel<span className="sr-only"> the consultation of {booking.when}</span>
            </Link>
          </p>
        ))}
      <p className="mt-1 text-muted">
        Lead #{lead.id} · Received {officeTime(lead.receivedAt)} ·{" "}
        {lead.firstResponseAt ? (
          `first answered ${officeTime(lead.firstResponseAt)}, after ${lead.waited}`
        ) : (
          <LeadWait lead={lead} />
        )}
      </p>
      <OtherEnquiries title="Their other enquiries:" leads={others} className="mt-2" />
      {/* A refused post keeps the address of the last success: its notice would say the opposite. */}
      {saved && !actionData && (
        <OfficeNotice>
          {saved === "reply"
            ? `Reply sent to ${lead.email}. Their answer comes to your own e-mail address.`
            : saved === "note"
              ? "Note added."
              : saved === "activity"
                ? "Logged in the history."
                : saved === "followUp"
                  ? "Next step saved."
                  : saved === "entered"
                    ? "Lead added."
                    : saved === "joined"
                      ? "They already had an open lead: this is it, and what they want is added to its history."
                      : saved === "booked"
                        ? bookedNotice(lead.email)
                        : saved === "merged"
                          ? `Lead #${merged} is merged into this one: everything it had is here now.`
                          : (jobNotices(saved, lead.email) ?? "Stage saved.")}
          {booking && ` ${bookingNotices[booking as keyof typeof bookingNotices] ?? ""}`.trimEnd()}
          {booking === "booked" && ` ${bookedNotice(lead.email)}`}
        </OfficeNotice>
      )}
      {merged && !saved && (
        <OfficeNotice>Lead #{merged} was merged into this one: its old address leads here.</OfficeNotice>
      )}
      <FormErrors errors={actionData?.error ? { [actionData.intent]: actionData.error } : {}} />
      {/* The clashing time, typed on this page's booking form, booked all the same. */}
      <ClashWarning clashes={clashes}>
        <Form method="post">
          <input type="hidden" name="intent" value="book" />
          {consultationFieldNames.map((name) => (
            <input key={name} type="hidden" name={name} value={booked?.typed[name] ?? ""} />
          ))}
          <BookAnywayButton />
        </Form>
        <a href="#book" className="inline-flex min-h-11 items-center text-forest underline underline-offset-4">
          Choose another time
        </a>
      </ClashWarning>
      {merge.chosen && <MergeQuestion lead={lead} other={merge.chosen} />}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <OfficeCard title="What they sent">
          <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">E-mail</dt>
            <dd className="wrap-anywhere">
              {lead.email ? (
                <a href={`mailto:${lead.email}`} className="text-forest underline underline-offset-4">
                  {lead.email}
                </a>
              ) : (
                "Not given"
              )}
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
            {lead.enteredBy && (
              <>
                <dt className="font-semibold">Came from</dt>
                <dd>{lead.source || "Not given"}</dd>
              </>
            )}
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
          <LeadPhotos photos={photos} name={lead.name} />
          <WhereFrom origin={lead.origin} enteredAs={lead.enteredBy ? lead.source : undefined} />
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
          <LeadEstimates leadId={lead.id} estimates={estimates} wonValue={wonValue} />
          {job && <LeadJob job={job} email={lead.email} error={errorFor("job") ?? errorFor("complete")} />}
          <OfficeCard title="Log a call, text, visit or e-mail">
            <IntentForm
              key={activitiesLogged}
              intent="activity"
              error={errorFor("activity")}
              note="Logged, it counts as the first answer, and a new lead moves to “Contacted”."
              button="Log it"
              primary
            >
              {/* Side by side only where the column is wide enough for a date and time. */}
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
                <SelectField label="What happened" name="activity" defaultValue="call" options={activityOptions} />
                <TextField
                  label="When"
                  name="activityAt"
                  type="datetime-local"
                  defaultValue={nowLocal}
                  max={nowLocal.slice(0, 10) + "T23:59"}
                />
              </div>
              <TextField
                label="Notes (optional)"
                name="activityNote"
                maxLength={NOTE_MAX_LENGTH}
                placeholder="Left a voicemail"
              />
            </IntentForm>
          </OfficeCard>
          <OfficeCard title="Next step">
            <IntentForm intent="followUp" error={errorFor("followUp")} button="Save next step">
              <TextField
                label="What to do next"
                name="nextAction"
                maxLength={NEXT_ACTION_MAX_LENGTH}
                defaultValue={lead.nextAction}
                placeholder="Send the hall bath estimate"
              />
              <TextField
                label="Follow up on"
                name="followUpOn"
                type="date"
                defaultValue={lead.followUpOn ?? ""}
                min={lead.followUpOn && lead.followUpOn < todayLocal ? lead.followUpOn : todayLocal}
                hint={
                  lead.followUpDue
                    ? "Due: it is on the “Follow-ups due” list until you set another day or clear this one."
                    : "On that day it joins the “Follow-ups due” list. Leave it blank for none."
                }
              />
            </IntentForm>
          </OfficeCard>
          <OfficeCard title="Book a consultation">
            {/* One e-mail address holds one upcoming consultation: the form would only be refused. */}
            {lead.email && upcoming ? (
              <p className="mt-2">
                Booked for {upcoming.when}. An e-mail address holds one upcoming consultation: to change it, move or
                cancel it at the top of this page.
              </p>
            ) : (
              <Form method="post" id="book" key={consultationsBooked} className="mt-4 scroll-mt-24 space-y-4">
                <input type="hidden" name="intent" value="book" />
                <p className="text-sm text-muted">
                  For {lead.name}
                  {lead.email ? `, who gets the confirmation and a calendar invitation at ${lead.email}` : ""}. Any time
                  you agreed with them: a clash is said first.
                </p>
                <ConsultationFields
                  typed={booked?.typed ?? {}}
                  errors={{}}
                  today={todayLocal}
                  location={lead.location}
                />
                <Refused error={errorFor("book")} />
                <div>
                  <button type="submit" className={buttonClasses("secondary")}>
                    Book the consultation
                  </button>
                </div>
              </Form>
            )}
          </OfficeCard>
          <OfficeCard title="Reply by e-mail">
            <WrittenTexts events={replies} byline="Sent by " />
            {lead.email ? (
              <TextPost
                key={repliesSent}
                intent="reply"
                label={`To ${lead.email}`}
                hint="Sent from the site’s address, signed with your name; a copy comes to you, and so does their answer. It counts as the first response."
                rows={6}
                defaultValue={`Hello ${firstName},\n\n`}
                error={errorFor("reply")}
                button="Send reply"
                primary
              />
            ) : (
              <p className="mt-2 text-muted">No e-mail address was given: call or text them, then log it above.</p>
            )}
          </OfficeCard>
          <OfficeCard
            title={
              <>
                Stage: {lead.stageLabel}
                {lead.lostReason && ` (${lead.lostReason})`}
              </>
            }
          >
            {/* Keyed by the stage: a call logged or a reply sent moves a new lead on, and the choice follows. */}
            <IntentForm key={lead.stage} intent="stage" error={errorFor("stage")} button="Save stage" primary>
              <SelectField label="Move to" name="status" defaultValue={lead.stage} options={stageOptions} />
              <SelectField
                label="Reason, if lost"
                name="lostReason"
                defaultValue={lead.lostReason ?? ""}
                options={lostReasons}
                emptyLabel="Not lost"
              />
            </IntentForm>
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
      <LeadMail mail={mail} className="mt-6" />
      <MergePicker leadId={lead.id} suggestions={merge.suggestions} error={merge.error} />
      <OfficeCard className="mt-6" title="History">
        <ol className="mt-4 space-y-2">
          <li>
            {officeTime(lead.receivedAt)}:{" "}
            {lead.enteredBy
              ? `entered by hand by ${lead.enteredBy}${lead.source ? ` (${lead.source})` : ""}`
              : `received from the ${
                  lead.form === "booking"
                    ? "consultation booking"
                    : lead.form === "consultation"
                      ? "call-back form"
                      : "contact form"
                }`}
          </li>
          {events.map((event) => (
            <li key={event.id} className="wrap-anywhere">
              {officeTime(event.at)}:{" "}
              {event.author === BY_WEBSITE && event.kind === "note" ? event.text : `${event.by} ${happened(event)}`}
            </li>
          ))}
        </ol>
      </OfficeCard>
    </>
  );
}

type LeadEventRow = Route.ComponentProps["loaderData"]["events"][number];

/** What the lead page says of a booking just made. */
const bookedNotice = (email: string) =>
  email
    ? `Consultation booked. They are sent the confirmation with a calendar invitation at ${email}.`
    : "Consultation booked. They gave no e-mail address: tell them the time yourself.";
/** How the consultation asked for with a lead entered by hand went, when it was not booked. */
const bookingNotices = {
  booked: "",
  alreadyBooked:
    "The consultation was not booked: their e-mail address has an upcoming one already (move that one instead).",
  failed: "The consultation could not be booked just now: book it below.",
};

/** What a person did, as the history says it; what happened outside the office with its line of notes. */
const activityWords: Record<LeadActivity, string> = {
  call: "logged a call",
  text: "logged a text message",
  visit: "logged a visit",
  email: "logged an e-mail sent from their own mailbox",
};
function happened(event: LeadEventRow) {
  const said = event.text ? `: ${event.text}` : "";
  switch (event.kind) {
    case "note":
      return "added a note";
    case "reply":
      return "e-mailed them a reply";
    case "message":
      return `entered them again by hand${said}`;
    case "stage":
      return `moved it to ${stageLabels[event.stage!]}${event.text ? ` (${event.text})` : ""}`;
    default:
      return `${activityWords[event.kind]}${said}`;
  }
}

/** Notes or replies as they were written, each with who (by name, where they have one) and when. */
function WrittenTexts({ events, byline }: { events: LeadEventRow[]; byline: string }) {
  if (events.length === 0) return null;
  return (
    <ul className="mt-4 space-y-4">
      {events.map((event) => (
        <li key={event.id}>
          <p className="text-sm text-muted">
            {byline}
            {event.by}, {officeTime(event.at)}
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
  error,
  button,
  primary,
  ...box
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
    <IntentForm intent={intent} error={error} button={button} primary={primary}>
      {/* The inbox's Reply link leads here (#reply). */}
      <TextAreaField {...box} id={intent} name={intent} maxLength={NOTE_MAX_LENGTH} required />
    </IntentForm>
  );
}

/**
 * One of the page's forms, posted as `intent`: its fields (`children`), why its last post was
 * refused, what posting it does (`note`) and its button.
 */
function IntentForm({
  intent,
  error,
  note,
  button,
  primary = false,
  children,
}: {
  intent: string;
  error: string | undefined;
  note?: string;
  button: string;
  primary?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Refused error={error} />
      {note && <p className="text-sm text-muted">{note}</p>}
      <button type="submit" className={buttonClasses(primary ? "primary" : "secondary")}>
        {button}
      </button>
    </Form>
  );
}

/** Why the office's last post from this form was refused, read out at once. */
function Refused({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="font-semibold text-danger">
      {error}
    </p>
  ) : null;
}
