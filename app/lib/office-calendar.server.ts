// The server half of /office/calendar: a week of consultations and blocked times, and the forms
// that change them. Cancelling and moving ask first (a GET that shows the question), then post;
// every post is answered with a redirect back to the week (post, redirect, get).
import { data, redirect } from "react-router";
import { availability } from "#common/availability.ts";
import { servicesContext } from "~/context";
import type { MoveTarget } from "../../server/bookings/bookings.ts";
import { changeWords } from "../../server/office/calendar.ts";
import { shownName } from "../../server/office/office.ts";
import { agreedTime } from "./office-agreed-time.server";
import { officeUser, formFields, refusedForm, type Context } from "./office.server";
import { calendarHref, calendarView, showsDay, type CalendarView } from "./office-calendar-place";
import { dayLabel, officeConsultationTime, todayInOffice } from "./office-dates";

const calendar = (context: Context) => context.get(servicesContext).calendar;
const zone = availability.timeZone;

/**
 * One formatter for every range the page shows: made afresh for each of a week's free times it
 * took half the page's time (13 ms of 30, `npm run bench`).
 */
const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone });
const timeRange = (start: Date | string, end: Date | string) => clock.formatRange(new Date(start), new Date(end));
/** A booking id from a form or the address: digits only. */
const idOf = (value: unknown) => (typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : undefined);

export async function calendarPage(request: Request, context: Context) {
  const query = new URL(request.url).searchParams;
  const view = calendarView(query.get("view"));
  const shown = await calendar(context).days(query.get("from"), view === "day" ? 1 : 7);
  const days = shown.days.map((day) => ({
    date: day.date,
    label: dayLabel(day.date),
    open: day.open,
    // The consultations and blocks in the order of the day.
    entries: [
      ...day.bookings.map((booking) => ({
        kind: "booking" as const,
        start: new Date(booking.start).getTime(),
        id: booking.id,
        leadId: booking.submissionId,
        time: timeRange(booking.start, booking.end),
        name: `${booking.firstName} ${booking.lastName}`,
        projectType: booking.projectType,
        location: booking.location,
        phone: booking.phone,
        // A block added over a booking leaves it booked: the owner settles it with the visitor.
        blocked: day.blocks.some((block) => block.start < new Date(booking.end) && block.end > new Date(booking.start)),
      })),
      ...day.blocks.map((block) => ({
        kind: "block" as const,
        start: block.start.getTime(),
        id: block.id,
        time: timeRange(block.start, block.end),
        reason: block.reason,
      })),
    ].sort((a, b) => a.start - b.start),
  }));
  const asked = async (name: "cancel" | "move") => {
    const id = idOf(query.get(name));
    const booking = id === undefined ? undefined : await calendar(context).find(id);
    return booking?.status === "confirmed"
      ? {
          id: booking.id,
          name: `${booking.firstName} ${booking.lastName}`,
          when: officeConsultationTime(booking.start),
        }
      : undefined;
  };
  const [cancel, move] = [await asked("cancel"), await asked("move")];
  // The free times, for moving a consultation or booking one taken by phone.
  const freeTimes = await context.get(servicesContext).bookings.availableSlots();
  return {
    ...shown,
    view,
    days,
    cancel,
    move,
    freeTimes: freeTimes.ok
      ? freeTimes.days
          .filter((day) => day.slots.some((slot) => slot.free > 0))
          .map((day) => ({
            label: dayLabel(day.date),
            slots: day.slots
              .filter((slot) => slot.free > 0)
              .map((slot) => ({ start: slot.start, time: timeRange(slot.start, slot.end) })),
          }))
      : [],
    saved: query.get("saved"),
    covering: Number(query.get("covering") ?? 0),
  };
}

const chooseATime = "Choose one of the free times, or write the day and time you agreed with them.";

/**
 * Where a consultation is moved to: the free time chosen (`start`), or else the day and time
 * agreed with the client (`consultationDate`, `consultationTime`), with what that clashes with
 * unless the owner said "Move anyway".
 */
async function moveTarget(
  fields: Record<string, string>,
  context: Context,
  moving: number | undefined,
): Promise<MoveTarget | { refused: Record<string, string> } | { clashes: string[] }> {
  if (fields.start) return { offered: fields.start };
  const agreed = await agreedTime(fields, context, { anyway: fields.moveAnyway === "yes", moving });
  if ("time" in agreed) return agreed.time ? { agreed: agreed.time } : { refused: { start: chooseATime } };
  return agreed;
}

const back = (from: string | undefined, view: CalendarView, saved: string, more: Record<string, number> = {}) =>
  redirect(calendarHref({ from, view }, { saved, ...more }), 303);

export async function calendarAction(request: Request, context: Context) {
  const user = officeUser(context);
  const fields = (await formFields(request)) ?? {};
  const office = calendar(context);
  const from = /^\d{4}-\d{2}-\d{2}$/.test(fields.week ?? "") ? fields.week : undefined;
  const view = calendarView(fields.view);
  const id = idOf(fields.id);
  switch (fields.intent) {
    case "cancel": {
      const said = changeWords(fields, shownName(user));
      if (!said.ok) return refusedForm("cancel", said.fieldErrors, fields);
      if (id !== undefined && (await office.cancel(id, user.email, said.words))) throw back(from, view, "cancelled");
      return refusedForm("cancel", { form: "That consultation is not booked any more: nothing was cancelled." });
    }
    case "move": {
      const said = changeWords(fields, shownName(user));
      const target = await moveTarget(fields, context, id);
      if (!said.ok || "refused" in target)
        return refusedForm(
          "move",
          { ...(said.ok ? {} : said.fieldErrors), ...("refused" in target ? target.refused : {}) },
          fields,
        );
      // The agreed time clashes: nothing moved yet; the question again, with "Move anyway".
      if ("clashes" in target) {
        const noErrors: Record<string, string> = {};
        return data({ intent: "move" as const, fieldErrors: noErrors, values: fields, clashes: target.clashes }, 409);
      }
      const outcome = id === undefined ? undefined : await office.move(id, target, user.email, said.words);
      if (outcome?.ok) throw back(from, view, "moved");
      const message =
        outcome && !outcome.ok && outcome.reason === "taken"
          ? "That time was just taken. Choose another."
          : outcome && !outcome.ok && "fieldErrors" in outcome
            ? (outcome.fieldErrors.start ?? chooseATime)
            : chooseATime;
      return refusedForm("move", { start: message }, fields);
    }
    case "book": {
      const outcome = await office.bookByPhone(fields, user.email);
      if (outcome.ok) throw back(from, view, "booked");
      const message =
        outcome.reason === "taken"
          ? { start: "That time was just taken. Choose another." }
          : outcome.reason === "alreadyBooked"
            ? {
                email:
                  "This address already has an upcoming consultation: move that one instead. Its link was mailed to them.",
              }
            : "fieldErrors" in outcome
              ? outcome.fieldErrors
              : { form: "The booking could not be saved just now. Please try again." };
      return refusedForm("book", message, fields);
    }
    case "block": {
      const outcome = await office.block(fields, user.email);
      if (outcome.ok) {
        // Back where the owner sees the new block: their week if it shows that day, else that day's.
        const onTheirPage = showsDay({ from, view }, fields.date!, todayInOffice());
        throw back(outcome.covering.length > 0 || !onTheirPage ? fields.date : from, view, "blocked", {
          covering: outcome.covering.length,
        });
      }
      return refusedForm("block", outcome.fieldErrors, fields);
    }
    case "unblock":
      if (id !== undefined && (await office.unblock(id, user.email))) throw back(from, view, "unblocked");
      return refusedForm("unblock", { form: "That block is gone already." });
    default:
      return refusedForm("none", { form: "Use one of the page's buttons." });
  }
}
