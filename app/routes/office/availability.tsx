import { Form, Link } from "react-router";
import type { Route } from "./+types/availability";
import { settingBounds, weekdayNames, weekdays } from "#common/availability.ts";
import { site } from "#common/site.ts";
import { keptFields, TextField } from "~/components/contact/Field";
import { FormErrors } from "~/components/ui/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { SubmitRow } from "~/components/office/SubmitRow";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { availabilityAction, availabilityPage } from "~/lib/office-availability.server";
import { keepPageWhenLost, useSuccessKey } from "~/lib/office-save";
import { OfficeNotice } from "~/components/office/OfficeNotice";

// When consultations can be booked: close a day (the first thing an owner needs on a phone), the
// closed days ahead, and the weekly hours with length, places, notice and how far ahead. Saved
// hours apply to visitors at their next request.

export const loader = ({ request, context }: Route.LoaderArgs) => availabilityPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => availabilityAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Consultation hours | ${site.shortName} office` }];

const numberFields = [
  {
    name: "durationMinutes",
    label: "Length of a consultation (minutes)",
    hint: `${settingBounds.durationMinutes.min} to ${settingBounds.durationMinutes.max}. Bookings made already keep theirs.`,
  },
  {
    name: "capacity",
    label: "How many at the same time",
    hint: "The number of people who can each take a consultation.",
  },
  {
    name: "noticeBusinessDays",
    label: "Notice (business days)",
    hint: "1: from the next business day on. 0: later today too.",
  },
  {
    name: "horizonDays",
    label: "How far ahead (days)",
    hint: "The last day that can be booked is today plus this many days.",
  },
] as const;

/** A day's range, each end a time input: the first start, and the time the last consultation ends by. */
const rangeEnds = [
  { name: "from", label: "First start" },
  { name: "to", label: "Last one ends by" },
] as const;

const savedText = ({ kind, date, until }: { kind: string; date?: string; until?: string }) => {
  if (kind === "hours") return "Hours saved. Visitors see the new times now.";
  const [days, are, them] = until
    ? [`${date ?? "The first day"} to ${until}`, "are", "them"]
    : [date ?? "The day", "is", "it"];
  return kind === "closed"
    ? `${days} ${are} closed: no one can book a consultation on ${them}.`
    : `${days} ${are} open again for bookings.`;
};

/** A Reopen button: one closed day, or a run of them (`until` its last day, `count` its days) at once. */
function ReopenButton({
  date,
  until,
  count = 1,
  label,
}: {
  date: string;
  until?: string;
  count?: number;
  label: string;
}) {
  const text = count > 1 ? `Reopen all ${count}` : "Reopen";
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value="reopen" />
      <input type="hidden" name="date" value={date} />
      {until && <input type="hidden" name="until" value={until} />}
      <button
        type="submit"
        className="min-h-11 px-2 text-forest underline underline-offset-4"
        aria-label={count > 1 ? `${text}: ${label}` : `${text} ${label}`}
      >
        {text}
      </button>
    </Form>
  );
}

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, hours, today, closedRuns, saved, stillBooked } = loaderData;
  // A saved form comes back as the server shows it (the hours as stored), as it does without JavaScript.
  const hoursSaves = useSuccessKey("hours");
  const closeSaves = useSuccessKey("close");
  const errors = actionData?.fieldErrors ?? {};
  const typed = actionData?.intent === "hours" ? actionData.values : undefined;
  const closing = actionData?.intent === "close" ? actionData.values : undefined;
  const keptClosing = keptFields(closing, errors);
  const value = (name: string, stored: string | number) => typed?.[name] ?? String(stored);
  return (
    <>
      <h1 className="text-3xl">Consultation hours</h1>
      <p className="mt-2 text-muted">
        When visitors can book a consultation at <Link to="/consultation">/consultation</Link>. Times are Orlando time.
      </p>
      {saved && !actionData && (
        <OfficeNotice>
          <p className="font-semibold">{savedText(saved)}</p>
          {stillBooked.length > 0 && (
            <>
              <p className="mt-2">
                {stillBooked.length === 1
                  ? `One consultation is still booked on ${saved.until ? "those days" : "that day"}. It stays booked until you move or cancel it:`
                  : `${stillBooked.length} consultations are still booked on ${saved.until ? "those days" : "that day"}. They stay booked until you move or cancel them:`}
              </p>
              <ul className="mt-2 list-disc ps-5">
                {stillBooked.map((booking) => (
                  <li key={booking.leadId}>
                    <Link
                      to={`/office/leads/${booking.leadId}`}
                      className="text-forest underline underline-offset-4"
                      title={booking.full}
                    >
                      {booking.name}, {booking.when}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </OfficeNotice>
      )}
      <FormErrors errors={errors} />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <OfficeCard title="Close days">
          <p className="mt-2 text-muted">
            A holiday, a site visit, a sick day: no consultations can be booked on it. For a week away, give its last
            day too and every day in between closes at once.
          </p>
          <Form key={closeSaves} method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="close" />
            <TextField type="date" {...keptClosing("closedDate")} label="Day to close" min={today} required />
            <TextField
              type="date"
              name="closedUntil"
              label="Last day, for more than one"
              min={today}
              hint="Leave it empty to close one day."
              defaultValue={closing?.closedUntil}
            />
            <SubmitRow className="sm:col-span-2">Close this day (or days)</SubmitRow>
          </Form>
          <h3 className="mt-8 font-semibold">Closed days ahead</h3>
          {closedRuns.length === 0 ? (
            <p className="mt-2 text-muted">None.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {closedRuns.map((run) =>
                run.days.length === 1 ? (
                  <li key={run.first} className="flex items-center justify-between gap-4 py-2">
                    <span>{run.label}</span>
                    <ReopenButton date={run.first} label={run.label} />
                  </li>
                ) : (
                  <li key={run.first} className="py-2">
                    <div className="flex items-center justify-between gap-4">
                      <span>
                        {run.label} <span className="text-muted">({run.days.length} days)</span>
                      </span>
                      <ReopenButton date={run.first} until={run.last} count={run.days.length} label={run.label} />
                    </div>
                    <details>
                      <summary className="min-h-11 cursor-pointer py-2 text-sm text-forest underline">
                        Reopen one of these days
                      </summary>
                      <ul className="ml-4 divide-y divide-line">
                        {run.days.map((day) => (
                          <li key={day.date} className="flex items-center justify-between gap-4 py-1">
                            <span>{day.label}</span>
                            <ReopenButton date={day.date} label={day.label} />
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ),
              )}
            </ul>
          )}
        </OfficeCard>

        <OfficeCard title="Weekly hours">
          <p className="mt-2 text-muted">
            For each day, the first start time, the time the last consultation ends by, and the minutes from one start
            to the next: 9:00 to 17:00 every 120 minutes is 9:00, 11:00, 13:00 and 15:00 with 90-minute consultations.
            Times that fit no range go under &ldquo;Other start times&rdquo;, like 08:30, 14:00. Leave a day empty for
            no consultations.
          </p>
          <Form key={hoursSaves} method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="hours" />
            {weekdays.map((day) => (
              <fieldset key={day} className="border-t border-line pt-3">
                <legend className="float-left w-full font-semibold">{weekdayNames[day]}</legend>
                {/* Two columns at every width: the card is half the page on a desktop, and a time input needs its room. */}
                <div className="clear-both grid grid-cols-2 gap-3">
                  {rangeEnds.map(({ name, label }) => (
                    <TextField
                      key={name}
                      type="time"
                      name={`${name}-${day}`}
                      label={label}
                      error={errors[`${name}-${day}`]}
                      defaultValue={value(`${name}-${day}`, hours[`${name}-${day}`] ?? "")}
                    />
                  ))}
                  <TextField
                    type="number"
                    name={`every-${day}`}
                    label="Every (minutes)"
                    inputMode="numeric"
                    min={String(settingBounds.durationMinutes.min)}
                    max={String(settingBounds.durationMinutes.max)}
                    step="5"
                    error={errors[`every-${day}`]}
                    defaultValue={value(`every-${day}`, hours[`every-${day}`] ?? "")}
                  />
                  <TextField
                    name={`starts-${day}`}
                    label="Other start times"
                    error={errors[`starts-${day}`]}
                    defaultValue={value(`starts-${day}`, hours[`starts-${day}`] ?? "")}
                  />
                </div>
              </fieldset>
            ))}
            {numberFields.map(({ name, label, hint }) => (
              <TextField
                key={name}
                name={name}
                label={label}
                inputMode="numeric"
                required
                hint={hint}
                error={errors[name]}
                defaultValue={value(name, settings[name])}
              />
            ))}
            <button type="submit" className={buttonClasses("primary")}>
              Save hours
            </button>
          </Form>
        </OfficeCard>
      </div>
    </>
  );
}
