import { Form, Link } from "react-router";
import type { Route } from "./+types/calendar";
import { projectTypes } from "#common/enquiry.ts";
import { telHref } from "#common/phone.ts";
import { phoneForReading } from "~/lib/office-phone";
import { site } from "#common/site.ts";
import { keptFields, SelectField, TextAreaField, TextField } from "~/components/contact/Field";
import { ChangeWords } from "~/components/office/ChangeWords";
import { ClashWarning } from "~/components/office/ConsultationFields";
import { FormErrors } from "~/components/ui/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { SubmitRow } from "~/components/office/SubmitRow";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { cn } from "~/lib/cn";
import { calendarHref, type CalendarView } from "~/lib/office-calendar-place";
import { calendarAction, calendarPage } from "~/lib/office-calendar.server";
import { keepPageWhenLost, useSuccessKey } from "~/lib/office-save";
import { OfficeNotice } from "~/components/office/OfficeNotice";

// The consultations of a week, day by day, with the blocked times: cancel or move one (the
// visitor gets the same mails and calendar update as after their own change), block a time, or
// remove a block. Every change asks or posts a plain form; no JavaScript needed.

export const loader = ({ request, context }: Route.LoaderArgs) => calendarPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => calendarAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Calendar | ${site.shortName} office` }];

const link = "text-forest underline underline-offset-4";
const savedText: Record<string, string> = {
  booked: "Booked. They are sent the confirmation with a calendar invitation and their link to manage it.",
  cancelled: "Cancelled. The visitor and you are sent the cancellation; the time is free again.",
  moved: "Moved. The visitor and you are sent the new time with an updated invitation.",
  blocked: "Blocked: no one can book that time.",
  unblocked: "Block removed: the time can be booked again.",
};

/** Who called, as the booking form asks it. */
const callerFields = [
  { name: "firstName", label: "First name", type: "text" },
  { name: "lastName", label: "Last name", type: "text" },
  { name: "email", label: "E-mail", type: "email" },
  { name: "phone", label: "Phone", type: "tel" },
] as const;

type FreeDay = { label: string; slots: { start: string; time: string }[] };

/** Where a form's redirect brings the owner back to: the same week, or the same day. */
function CalendarPlace({ first, view }: Place) {
  return (
    <>
      <input type="hidden" name="week" value={first} />
      {view === "day" && <input type="hidden" name="view" value="day" />}
    </>
  );
}

/**
 * The cancel or move question's form: what it changes, where the owner comes back to, `children`
 * (the move's new time), who asked and the note, and the buttons.
 */
function ChangeForm({
  change,
  id,
  place,
  here,
  actionData,
  children,
}: {
  change: "cancel" | "move";
  id: number;
  place: Place;
  here: string;
  actionData: Route.ComponentProps["actionData"];
  children?: React.ReactNode;
}) {
  const mine = actionData?.intent === change;
  return (
    <Form method="post" className="mt-3 space-y-4">
      <input type="hidden" name="intent" value={change} />
      <input type="hidden" name="id" value={id} />
      <CalendarPlace {...place} />
      {children}
      <ChangeWords
        change={change}
        errors={mine ? actionData.fieldErrors : {}}
        typed={mine ? actionData.values : undefined}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClasses("primary")}>
          {change === "cancel" ? "Cancel the consultation" : "Move and tell them"}
        </button>
        <Link to={here} className={link}>
          {change === "cancel" ? "Keep it" : "Leave it"}
        </Link>
      </div>
    </Form>
  );
}

/** The free consultation times, by day: the `start` of a move or a booking. */
function FreeTimeSelect({
  id,
  days,
  error,
  optional = false,
  defaultValue = "",
}: {
  id: string;
  days: FreeDay[];
  error?: string;
  /** A move may go to a time typed instead (then no free time is chosen). */
  optional?: boolean;
  defaultValue?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {optional ? "A free time" : "Time"}
        {!optional && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </label>
      <select
        id={id}
        name="start"
        required={!optional}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-line bg-paper px-3 text-base"
      >
        {/* Nothing chosen for the owner: a time taken by default would book or move someone to it. */}
        <option value="" disabled={!optional}>
          {optional ? "None: the time typed below" : "Choose a time"}
        </option>
        {days.map((day) => (
          <optgroup key={day.label} label={day.label}>
            {day.slots.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {day.label}, {slot.time}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export default function Calendar({ loaderData, actionData }: Route.ComponentProps) {
  const { days, first, today, previous, next, view, cancel, move, freeTimes, saved, covering } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  /** What was typed in the form `intent` before a refusal, put back. */
  const typedFor = (intent: string) => (actionData?.intent === intent ? actionData.values : undefined);
  const oneDay = view === "day";
  const here = calendarHref({ from: first === today && !oneDay ? undefined : first, view });
  const typed = actionData?.intent === "block" ? actionData.values : undefined;
  const movedTo = typedFor("move");
  // A move to an agreed time that clashes: what it clashes with (409), the rest of the form kept.
  const moveClashes = actionData && "clashes" in actionData ? (actionData.clashes as string[]) : [];
  const call = actionData?.intent === "book" ? actionData.values : undefined;
  const keptBlock = keptFields(typed, errors);
  const keptCall = keptFields(call, errors);
  // A booking made leaves the form as a fresh page would, so a second tap cannot book the caller twice.
  const bookings = useSuccessKey("book");
  return (
    <>
      <h1 className="text-3xl">Calendar</h1>
      {saved && !actionData && savedText[saved] && (
        <OfficeNotice>
          <p className="font-semibold">{savedText[saved]}</p>
          {saved === "blocked" && covering > 0 && (
            <p className="mt-1">
              {covering === 1 ? "One consultation" : `${covering} consultations`} in that time{" "}
              {covering === 1 ? "is" : "are"} still booked (marked below): move or cancel{" "}
              {covering === 1 ? "it" : "them"}, or call the visitor.
            </p>
          )}
        </OfficeNotice>
      )}
      <FormErrors errors={errors} title="Nothing was changed." />

      {cancel && (
        <div role="alert" className="mt-4 rounded-lg border border-danger p-4">
          <p className="font-semibold">
            Cancel the consultation with {cancel.name} on {cancel.when}? They are sent the cancellation at once.
          </p>
          <ChangeForm change="cancel" id={cancel.id} place={{ first, view }} here={here} actionData={actionData} />
        </div>
      )}
      {move && (
        <OfficeCard title={`Move ${move.name}'s consultation (${move.when})`} className="mt-4">
          <ChangeForm change="move" id={move.id} place={{ first, view }} here={here} actionData={actionData}>
            {/* Everything typed stays in the form: "Move anyway" posts it all again. */}
            <ClashWarning change="move" clashes={moveClashes}>
              <button type="submit" name="moveAnyway" value="yes" className={buttonClasses("primary")}>
                Move anyway
              </button>
            </ClashWarning>
            {freeTimes.length > 0 ? (
              <FreeTimeSelect
                id="move-start"
                days={freeTimes}
                optional
                defaultValue={movedTo?.start}
                error={actionData?.intent === "move" ? errors.start : undefined}
              />
            ) : (
              <p>No free times on the website in the coming weeks: write the time you agreed with them.</p>
            )}
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="font-semibold">
                {freeTimes.length > 0 ? "Or another time you agreed with them" : "The time you agreed with them"}
              </legend>
              <TextField
                label="Day"
                name="consultationDate"
                type="date"
                min={today}
                defaultValue={movedTo?.consultationDate}
                error={actionData?.intent === "move" ? errors.consultationDate : undefined}
              />
              <TextField
                label="Starts at"
                name="consultationTime"
                type="time"
                defaultValue={movedTo?.consultationTime}
                error={actionData?.intent === "move" ? errors.consultationTime : undefined}
                hint="Any time, also one the website does not offer: you are told first if it clashes."
              />
            </fieldset>
          </ChangeForm>
        </OfficeCard>
      )}

      <nav aria-label={oneDay ? "Days" : "Weeks"} className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2">
        <Link to={calendarHref({ from: previous, view })} className={cn(link, "inline-block min-h-11 py-2")}>
          {oneDay ? "Day before" : "Earlier week"}
        </Link>
        {first !== today && (
          <Link
            to={calendarHref({ from: oneDay ? today : undefined, view })}
            className={cn(link, "inline-block min-h-11 py-2")}
          >
            {oneDay ? "Today" : "From today"}
          </Link>
        )}
        <Link to={calendarHref({ from: next, view })} className={cn(link, "inline-block min-h-11 py-2")}>
          {oneDay ? "Day after" : "Later week"}
        </Link>
        <Link
          to={calendarHref({ from: first, view: oneDay ? "week" : "day" })}
          className={cn(link, "inline-block min-h-11 py-2")}
        >
          {oneDay ? "The week from this day" : "This day alone"}
        </Link>
      </nav>

      <ol className="mt-2 divide-y divide-line rounded-2xl border border-line bg-paper px-5">
        {days.map((day) => (
          <li key={day.date} className="py-4">
            <h2 className="text-xl">
              {oneDay ? (
                day.label
              ) : (
                <Link
                  to={calendarHref({ from: day.date, view: "day" })}
                  className="underline decoration-line underline-offset-4 hover:decoration-forest"
                >
                  {day.label}
                </Link>
              )}
              {!day.open && <span className="ms-2 text-base text-muted">closed</span>}
            </h2>
            {day.entries.length === 0 && (
              <p className="mt-1 text-muted">{day.open ? "No consultations." : "No consultations can be booked."}</p>
            )}
            <ul className="mt-2 space-y-3">
              {day.entries.map((entry) =>
                entry.kind === "booking" ? (
                  <BookingEntry key={`booking-${entry.id}`} booking={entry} first={first} view={view} />
                ) : (
                  <BlockEntry key={`block-${entry.id}`} block={entry} first={first} view={view} dayLabel={day.label} />
                ),
              )}
            </ul>
          </li>
        ))}
      </ol>

      <OfficeCard title="Book a consultation taken by phone" className="mt-8">
        <p className="mt-2 text-muted">
          They get the same confirmation, calendar invitation and link to manage it as when booking online. Here, the
          free times the website offers; for any other time you agreed,{" "}
          <Link to="/office/leads/new" className="inline-block min-h-6 text-forest underline underline-offset-4">
            add the lead
          </Link>{" "}
          and book it there.
        </p>
        {freeTimes.length === 0 ? (
          <p className="mt-2">No free times in the coming weeks.</p>
        ) : (
          <Form key={bookings} method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="book" />
            <CalendarPlace first={first} view={view} />
            {callerFields.map(({ name, label, type }) => (
              <TextField key={name} type={type} {...keptCall(name)} label={label} required />
            ))}
            <SelectField
              {...keptCall("projectType")}
              label="Project type"
              options={projectTypes}
              emptyLabel="Not said"
            />
            <TextField {...keptCall("location")} label="Where (address or neighbourhood)" required />
            <TextAreaField {...keptCall("message")} label="Notes from the call" rows={3} className="sm:col-span-2" />
            <div className="sm:col-span-2">
              <FreeTimeSelect
                id="book-start"
                days={freeTimes}
                error={actionData?.intent === "book" ? errors.start : undefined}
                defaultValue={call?.start}
              />
            </div>
            <SubmitRow className="sm:col-span-2">Book and send the confirmation</SubmitRow>
          </Form>
        )}
      </OfficeCard>

      <OfficeCard title="Block a time" className="mt-8">
        <p className="mt-2 text-muted">
          A site visit or an errand: no one can book a consultation in it. Bookings already there stay booked.
        </p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3">
          <input type="hidden" name="intent" value="block" />
          <CalendarPlace first={first} view={view} />
          <TextField type="date" {...keptBlock("date")} label="Day" min={today} required />
          <TextField type="time" {...keptBlock("from")} label="From" required />
          <TextField type="time" {...keptBlock("to")} label="To" required />
          <TextField
            {...keptBlock("reason")}
            label="Reason (only you see it)"
            className="sm:col-span-3"
            maxLength={200}
          />
          <SubmitRow className="sm:col-span-3">Block this time</SubmitRow>
        </Form>
      </OfficeCard>
    </>
  );
}

type CalendarEntry = Route.ComponentProps["loaderData"]["days"][number]["entries"][number];
type Place = { first: string; view: CalendarView };

/** A consultation in the day's list: its time, who and what, and the ways to call, move or cancel. */
function BookingEntry({ booking, first, view }: { booking: Extract<CalendarEntry, { kind: "booking" }> } & Place) {
  return (
    <li>
      <p>
        <span className="font-semibold">{booking.time}</span>{" "}
        <Link to={`/office/leads/${booking.leadId}`} className={link}>
          {booking.name}
        </Link>
        {[booking.projectType, booking.location].filter(Boolean).map((part) => `, ${part}`)}
      </p>
      {booking.blocked && <p className="text-sm font-semibold text-danger">In a blocked time, and still booked.</p>}
      <p className="flex flex-wrap gap-x-4 text-sm">
        {booking.phone && (
          <a href={telHref(booking.phone)} className={cn(link, "inline-block min-h-11 py-2")}>
            Call {phoneForReading(booking.phone)}
          </a>
        )}
        <Link
          to={calendarHref({ from: first, view }, { move: booking.id })}
          className={cn(link, "inline-block min-h-11 py-2")}
          aria-label={`Move ${booking.name}'s consultation`}
        >
          Move
        </Link>
        <Link
          to={calendarHref({ from: first, view }, { cancel: booking.id })}
          className="inline-block min-h-11 py-2 text-danger underline underline-offset-4"
          aria-label={`Cancel ${booking.name}'s consultation`}
        >
          Cancel
        </Link>
      </p>
    </li>
  );
}

/** A blocked time in the day's list, with the button that frees it. */
function BlockEntry({
  block,
  first,
  view,
  dayLabel,
}: { block: Extract<CalendarEntry, { kind: "block" }>; dayLabel: string } & Place) {
  return (
    <li className="flex flex-wrap items-center gap-x-4">
      <span>
        <span className="font-semibold">Blocked {block.time}</span>
        {block.reason && `: ${block.reason}`}
      </span>
      <Form method="post">
        <input type="hidden" name="intent" value="unblock" />
        <input type="hidden" name="id" value={block.id} />
        <CalendarPlace first={first} view={view} />
        <button
          type="submit"
          className="min-h-11 text-sm text-forest underline underline-offset-4"
          aria-label={`Remove the block ${dayLabel} ${block.time}`}
        >
          Remove block
        </button>
      </Form>
    </li>
  );
}
