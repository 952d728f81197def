// The server half of /office/availability: the consultation hours in force, and the three forms
// that change them (weekly hours, close days, reopen days). Each is a plain form post answered
// with a redirect back (post, redirect, get); a refused one comes back with its messages and what
// was typed. A change applies to visitors at the next request, in every process.
import { redirect } from "react-router";
import { describeConsultationTime } from "#common/availability.ts";
import { closedRuns, hoursFields, settingsOf } from "../../server/bookings/availability-settings.ts";
import { businessDate } from "../../server/bookings/slots.ts";
import { servicesContext } from "~/context";
import { officeUser, formFields, postedIntent, refusedForm, type Context } from "./office.server";
import { dayLabel, officeConsultationTime } from "./office-dates";

const hours = (context: Context) => context.get(servicesContext).availability;

/** "Thu, Dec 24, 2026" for a closed day. */
const closedDayLabel = (date: string) => dayLabel(date, { withYear: true });
/** "Mon, Dec 21 to Sun, Dec 27, 2026" for a run of closed days (the first day's year too when it differs). */
const runLabel = (first: string, last: string) =>
  `${dayLabel(first, { withYear: first.slice(0, 4) !== last.slice(0, 4) })} to ${closedDayLabel(last)}`;

export async function availabilityPage(request: Request, context: Context) {
  const availability = hours(context);
  const config = await availability.current();
  const today = businessDate(config, new Date()).toString();
  const query = new URL(request.url).searchParams;
  const saved = query.get("saved");
  const date = query.get("date");
  const asDate = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);
  const validDate = asDate(date);
  const until = asDate(query.get("until"));
  const closed = saved === "closed" ? validDate : undefined;
  // Closing days leaves their bookings standing: the page names them, so the owner can move or cancel each.
  const stillBooked = closed
    ? (await availability.bookingsOn(closed, until && until > closed ? until : closed)).map((booking) => ({
        leadId: booking.submissionId,
        name: `${booking.firstName} ${booking.lastName}`,
        when: officeConsultationTime(booking.start),
        full: describeConsultationTime(config, new Date(booking.start), new Date(booking.end)),
      }))
    : [];
  return {
    settings: config,
    // Each day's start times as the form shows them: a range where one fits, and the times it leaves out.
    hours: hoursFields(settingsOf(config)),
    today,
    // A week away is one run with one Reopen button, and each of its days can still be reopened alone.
    closedRuns: closedRuns(config.closedDates.filter((date) => date >= today)).map((run) => ({
      first: run[0]!,
      last: run.at(-1)!,
      label: run.length === 1 ? closedDayLabel(run[0]!) : runLabel(run[0]!, run.at(-1)!),
      days: run.map((date) => ({ date, label: closedDayLabel(date) })),
    })),
    saved: saved && {
      kind: saved,
      date: validDate && closedDayLabel(validDate),
      until: validDate && until && until > validDate ? closedDayLabel(until) : undefined,
    },
    stillBooked,
  };
}

/** The page again after closing or reopening, saying which days. */
const savedDays = (saved: "closed" | "reopened", { date, last }: { date: string; last?: string }) =>
  `/office/availability?saved=${saved}&date=${date}${last ? `&until=${last}` : ""}`;

export async function availabilityAction(request: Request, context: Context) {
  const user = officeUser(context);
  const fields = (await formFields(request)) ?? {};
  const availability = hours(context);
  switch (postedIntent(fields, [["closedDate", "close"]])) {
    case "hours": {
      const outcome = await availability.saveHours(fields, user.email);
      if (outcome.ok) throw redirect("/office/availability?saved=hours", 303);
      return refusedForm("hours", outcome.fieldErrors, fields);
    }
    case "close": {
      const outcome = await availability.closeDay(fields.closedDate, user.email, fields.closedUntil);
      if (outcome.ok) throw redirect(savedDays("closed", outcome), 303);
      return refusedForm("close", { closedDate: outcome.error }, fields);
    }
    case "reopen": {
      const outcome = await availability.reopenDay(fields.date, user.email, fields.until);
      if (outcome.ok) throw redirect(savedDays("reopened", outcome), 303);
      return refusedForm("reopen", { date: outcome.error }, fields);
    }
    default:
      return refusedForm("none", { form: "Use one of the page's buttons." }, fields);
  }
}
