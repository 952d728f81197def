// The server half of the office's start page, the inbox (/office/leads), a lead's page
// (/office/leads/<id>) with its two forms (stage, note), and the CSV export. Every change is a
// plain form post answered with a redirect back to the lead (post, redirect, get).
import { data, redirect } from "react-router";
import { describeConsultationTime, availability } from "#common/availability.ts";
import {
  businessSpan,
  OUTCOME_WINDOW_DAYS,
  percent,
  periodStarts,
  RESPONSE_WINDOW_DAYS,
} from "../../server/office/dashboard.ts";
import { bookingState, orlandoTime } from "../../server/enquiries/enquiry-list.ts";
import type { InboxQuery } from "../../server/office/leads.ts";
import { checkLeadEntry } from "../../server/office/lead-entry.ts";
import { consultationFieldNames } from "~/components/office/ConsultationFields";
import { servicesContext } from "~/context";
import { formFields, officeService, officeUser, postedIntent, type Context } from "./office.server";
import { officeConsultationTime, officeTime, todayInOffice } from "./office-dates";
import { leadPhotos } from "./lead-photos.server";
import { agreedTime } from "./office-agreed-time.server";
import { jobAction, leadJob } from "./lead-job.server";

/** What the start page says about the database's backups (server/backups/backups.ts). */
function backupNote(context: Context) {
  const { latest, failure, ...status } = context.get(servicesContext).backups.status();
  return {
    ...status,
    latest: latest && officeTime(latest.at),
    failure: failure && { at: officeTime(failure.at), reason: failure.reason },
  };
}

/** The pipeline in money of the last `months` months, its rates as percentages. */
const pipelineOf = async (context: Context, months: number) =>
  (await context.get(servicesContext).pipeline.report(months)).map((month) => ({
    ...month,
    closeByCount: percent(month.closeByCount),
    closeByValue: percent(month.closeByValue),
  }));

/** The start page's figures, as it shows them. */
export async function officeStart(context: Context) {
  const { response, winRate, nextConsultations, ...counts } = await officeService(context).dashboard();
  const now = new Date();
  const { week, month } = periodStarts(now);
  const daysBack = (days: number) => todayInOffice(new Date(now.getTime() - days * 86_400_000));
  return {
    ...counts,
    // The days each figure counts from, for the addresses of the lists they count.
    since: {
      week: todayInOffice(week),
      month: todayInOffice(month),
      responses: daysBack(RESPONSE_WINDOW_DAYS),
      outcomes: daysBack(OUTCOME_WINDOW_DAYS),
    },
    backup: backupNote(context),
    pipeline: await pipelineOf(context, 3),
    response: {
      counted: response.counted,
      median: response.medianMinutes === undefined ? "–" : businessSpan(response.medianMinutes, response.dayMinutes),
      withinHour: percent(response.withinHour),
      withinDay: percent(response.withinDay),
    },
    winRate: percent(winRate),
    nextConsultations: nextConsultations.map((booking) => ({
      id: booking.id,
      leadId: booking.submissionId,
      name: `${booking.firstName} ${booking.lastName}`,
      when: officeConsultationTime(booking.start),
      location: booking.location,
      phone: booking.phone,
    })),
  };
}

/** The inbox's filters from its address (the CSV's link carries the same). */
const inboxQuery = (query: URLSearchParams): InboxQuery => ({
  view: query.get("view"),
  stage: query.get("stage"),
  type: query.get("type"),
  from: query.get("from"),
  to: query.get("to"),
  search: query.get("q"),
  heardFrom: query.get("heard"),
  utmSource: query.get("utm_source"),
  utmCampaign: query.get("utm_campaign"),
});

export async function inboxPage(request: Request, context: Context) {
  const query = new URL(request.url).searchParams;
  const inbox = await officeService(context).inbox(inboxQuery(query));
  // A day that is none is left out of the filter, and the list says so.
  const ignored = (["from", "to"] as const).filter((name) => query.get(name) && inbox[name] === undefined);
  const dateProblem =
    ignored.length > 0
      ? `${ignored.map((name) => (name === "from" ? "“From”" : "“To”")).join(" and ")} is not a day (like 2026-11-27), so it is left out.`
      : inbox.from && inbox.to && inbox.from > inbox.to
        ? "“From” is after “To”: no day is both. Swap them."
        : undefined;
  return { ...inbox, dateProblem };
}

/** A lead's id from the address: digits only; anything else, or no such lead, is a 404. */
function leadId(param: string | undefined) {
  if (!param || !/^\d{1,12}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

export async function leadPage(request: Request, param: string | undefined, context: Context) {
  const id = leadId(param);
  const office = officeService(context);
  const found = await office.lead(id);
  if (!found) {
    // A lead merged into another: its old address (a mail's link, a bookmark) leads to the one kept.
    const kept = await office.mergedInto(id);
    if (kept !== undefined) throw redirect(`/office/leads/${kept}?merged=${id}`, 301);
    throw data(null, { status: 404 });
  }
  const query = new URL(request.url).searchParams;
  const merge = await office.mergeCandidates(id, { merge: query.get("merge"), mergeNumber: query.get("mergeNumber") });
  const bookings = found.bookings.map((booking) => ({
    id: booking.id,
    when: describeConsultationTime(availability, new Date(booking.start), new Date(booking.end)),
    state: bookingState(booking),
    location: booking.location,
    notes: booking.notes,
    /** The business day it falls on: the calendar's week to open for moving or cancelling it. */
    day: todayInOffice(new Date(booking.start)),
    /** Still to come and not cancelled: the calendar moves or cancels it. */
    changeable: booking.status === "confirmed" && new Date(booking.start).getTime() > Date.now(),
  }));
  // What they sent says the time they booked; once moved or cancelled, the consultation below says the time in force.
  const lead =
    bookings.length > 0 && bookings.every((booking) => booking.state !== "booked")
      ? {
          ...found.lead,
          details: found.lead.details.map(([label, value]): [string, string] =>
            label === "Consultation time" ? ["Time first booked", value] : [label, value],
          ),
        }
      : found.lead;
  const now = new Date();
  return {
    ...found,
    lead,
    bookings,
    estimates: await context.get(servicesContext).estimates.ofLead(found.lead.id),
    wonValue: await context.get(servicesContext).estimates.wonValue(found.lead.id),
    job: await leadJob(context, found.lead),
    photos: leadPhotos(found.lead.id, found.photos),
    saved: query.get("saved"),
    /** How the consultation asked for with a lead entered by hand went. */
    booking: query.get("booking"),
    /** The lead just merged into this one (or whose old address led here). */
    merged: query.get("merged"),
    merge: merge ?? { suggestions: [] },
    // The activity form's time starts at now, as a datetime-local input writes it, in Orlando.
    nowLocal: orlandoTime(now).replace(" ", "T"),
    todayLocal: todayInOffice(now),
  };
}

const problems = {
  badStage: "Choose one of the stages.",
  noLostReason: "A lost lead needs a reason: choose one from the list.",
  badNote: "Write the note (at most 5,000 characters).",
  badReply: "Write the reply (at most 5,000 characters).",
  onlyGreeting: "Write your reply below the greeting: the greeting alone was not sent.",
} as const;

export async function leadAction(request: Request, param: string | undefined, context: Context) {
  const user = officeUser(context);
  const id = leadId(param);
  const fields = await formFields(request);
  const office = officeService(context);
  const intent = postedIntent(fields, [
    ["status", "stage"],
    ["note", "note"],
    ["reply", "reply"],
    ["activity", "activity"],
    ["followUpOn", "followUp"],
    ["nextAction", "followUp"],
    ["consultationDate", "book"],
  ]);
  if (intent === "book") return bookFromLead(id, fields!, context);
  if (intent === "merge") return mergeInto(id, fields!, context);
  if (intent === "job" || intent === "complete") return jobAction(id, intent, fields!, context);
  // What happened outside the office, and the next step: a message per field, said together.
  if (intent === "activity" || intent === "followUp") {
    const done =
      intent === "activity" ? await office.logActivity(id, fields!, user) : await office.setFollowUp(id, fields!, user);
    if (done.ok) throw redirect(`/office/leads/${id}?saved=${intent}`, 303);
    if ("unknown" in done) throw data(null, { status: 404 });
    return data({ error: Object.values(done.errors).join(" "), intent }, 400);
  }
  const outcome =
    intent === "reply"
      ? await office.reply(id, fields!.reply, user)
      : intent === "note"
        ? await office.addNote(id, fields!.note, user)
        : intent === "stage"
          ? await office.setStage(id, fields!.status, fields!.lostReason, user)
          : ({ ok: false, reason: "badStage" } as const);
  // A client posting the stage and a note together, without saying which form, has both kept.
  if (outcome.ok && !fields!.intent && intent === "stage" && fields!.note?.trim()) {
    const noted = await office.addNote(id, fields!.note, user);
    if (!noted.ok) return data({ error: problems.badNote, intent: "note" }, 400);
  }
  if (outcome.ok) throw redirect(`/office/leads/${id}?saved=${intent}`, 303);
  if (outcome.reason === "unknown") throw data(null, { status: 404 });
  return data({ error: problems[outcome.reason], intent: intent ?? "" }, 400);
}

/** The form's values as typed, given back with the messages when a lead entered by hand is refused. */
const ENTRY_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "source",
  "projectType",
  "message",
  ...consultationFieldNames,
] as const;
const typedIn = (fields: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, (fields[name] ?? "").slice(0, 5000)]));
const calendarOf = (context: Context) => context.get(servicesContext).calendar;

/** A consultation asked for with a lead, booked at its time even when it clashes once the office said "Book anyway". */
const agreedBooking = (fields: Record<string, string>, context: Context) =>
  agreedTime(fields, context, { anyway: fields.bookAnyway === "yes" });

/** How a booking made with a lead went, for the lead page's notice (`booking` in its address). */
const bookingNote = (outcome: { ok: true } | { ok: false; reason: string }) =>
  outcome.ok ? "booked" : outcome.reason === "alreadyBooked" ? "alreadyBooked" : "failed";

/**
 * A lead entered by hand: to its page (the same person's open lead, when they have one), with the
 * consultation booked when one was asked for; or the form again with what was wrong, or what the
 * time clashes with.
 */
export async function newLeadAction(request: Request, context: Context) {
  const fields = (await formFields(request)) ?? {};
  const typed = typedIn(fields, ENTRY_FIELDS);
  const entry = checkLeadEntry(fields);
  const agreed = await agreedBooking(fields, context);
  if (!entry.ok || "refused" in agreed) {
    const errors = { ...(entry.ok ? {} : entry.errors), ...("refused" in agreed ? agreed.refused : {}) };
    return data({ errors, typed }, 400);
  }
  if ("clashes" in agreed) return data({ errors: {}, typed, clashes: agreed.clashes }, 409);
  const user = officeUser(context);
  const entered = await officeService(context).enterLead(fields, user);
  if (!entered.ok) return data({ errors: entered.errors, typed }, 400);
  const saved = `/office/leads/${entered.id}?saved=${entered.joined ? "joined" : "entered"}`;
  if (!agreed.time) throw redirect(saved, 303);
  const booked = await calendarOf(context).bookForLead(entered.id, agreed.time, user.email);
  throw redirect(`${saved}&booking=${bookingNote(booked)}`, 303);
}

/** A consultation booked from a lead's page: its name, e-mail and phone carried over, the booking in this lead. */
async function bookFromLead(id: number, fields: Record<string, string>, context: Context) {
  const typed = typedIn(fields, consultationFieldNames);
  const agreed = await agreedBooking(fields, context);
  if ("refused" in agreed)
    return data(
      { intent: "book", error: Object.values(agreed.refused as Record<string, string>).join(" "), typed },
      400,
    );
  if ("clashes" in agreed) return data({ intent: "book", error: "", clashes: agreed.clashes, typed }, 409);
  if (!agreed.time)
    return data({ intent: "book", error: "Write the consultation's day and the time it starts.", typed }, 400);
  const booked = await calendarOf(context).bookForLead(id, agreed.time, officeUser(context).email);
  if (!booked.ok && booked.reason === "unknown") throw data(null, { status: 404 });
  if (!booked.ok && booked.reason === "failed")
    return data({ intent: "book", error: "The booking could not be saved just now. Please try again.", typed }, 503);
  if (!booked.ok)
    return data(
      {
        intent: "book",
        error:
          "Their e-mail address has an upcoming consultation already: move that one instead. Its link was mailed to them.",
        typed,
      },
      400,
    );
  throw redirect(`/office/leads/${id}?saved=booked`, 303);
}

/** Merges the lead chosen (and confirmed) into this one, and shows the kept lead saying so. */
async function mergeInto(id: number, fields: Record<string, string>, context: Context) {
  const merged = await officeService(context).mergeLeads(id, fields, officeUser(context));
  if (!merged.ok) return data({ intent: "merge", error: merged.error }, 400);
  throw redirect(`/office/leads/${id}?saved=merged&merged=${merged.goneId}`, 303);
}

/**
 * The CSV of the leads the inbox's list and filters (its address's, the same names) find, the
 * open leads without any (signed out, the shell answers 401: app/routes/office/leads-csv.ts).
 */
export async function leadsCsv(request: Request, context: Context) {
  const query = new URL(request.url).searchParams;
  const csv = await officeService(context).leadsCsv(inboxQuery(query));
  // Excel reads a CSV as its own code page unless it starts with the byte order mark: "José" would
  // become "JosÃ©". The file is named for the day in Orlando, where it is downloaded.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${todayInOffice()}.csv"`,
    },
  });
}

/** The sources report (/office/sources), its win rates as the start page writes them. */
export async function sourcesPage(context: Context) {
  const { total, months, campaigns, linkingSites } = await officeService(context).sourcesReport();
  const shown = <Row extends (typeof total)[number]>(figures: Row[]) =>
    figures.map((row) => ({ ...row, winRate: percent(row.winRate) }));
  return {
    total: shown(total),
    months: months.map((month) => ({ ...month, sources: shown(month.sources) })),
    // Each campaign links to its leads: the inbox filtered by the tags it came with.
    campaigns: shown(campaigns).map(({ utmSource, utmCampaign, ...row }) => {
      const tags = Object.entries({ utm_source: utmSource, utm_campaign: utmCampaign }).filter(([, tag]) => tag);
      return { ...row, leadsUrl: `/office/leads?${new URLSearchParams(tags)}` };
    }),
    linkingSites: shown(linkingSites),
    pipeline: await pipelineOf(context, 12),
  };
}
