// What the office shows of a lead: the details read back from the stored enquiry, how long it has
// waited in business hours (a lead unanswered for one business hour is overdue: firms that call
// back within the hour are about seven times likelier to qualify it), and the CSV export.
import { Temporal } from "temporal-polyfill";
import { availability, weekdayNames, weekdays, type Weekday } from "../../common/availability.ts";
import { HOURS_DAYS, type BusinessFacts } from "../../common/business-facts.ts";
import { projectTypes } from "../../common/enquiry.ts";
import {
  isLeadActivity,
  isLeadSource,
  isLeadStage,
  leadActivities,
  leadSources,
  leadViews,
  openStages,
  sourceLabels,
  stageLabels,
  type LeadStage,
  type LeadView,
} from "../../common/office.ts";
import { phoneKey } from "../../common/phone.ts";
import { calendarDay } from "../bookings/slots.ts";
import { bookingState, orlandoTime, splitStoredMessage } from "../enquiries/enquiry-list.ts";
import { leadOriginOf, type LeadOriginShown } from "./sources.ts";
import type { BookingRow } from "../storage/types.ts";
import type { LeadRow } from "../storage/office.ts";

/**
 * When the office answers leads: the hours the site shows (edited at /office/facts), less the days
 * closed to consultations (edited at /office/availability). Wall-clock times in the business's zone.
 */
export type OpenHours = {
  week: Record<Weekday, { open: string; close: string } | undefined>;
  closedDates: readonly string[];
};

/** The open hours from the facts' three hours rows (a row with a note, like Sunday's, is a closed day). */
export function openHours(hours: BusinessFacts["hours"], closedDates: readonly string[]): OpenHours {
  const week = {} as OpenHours["week"];
  for (const day of weekdays) {
    const row =
      hours[HOURS_DAYS.findIndex(({ dayOfWeek }) => (dayOfWeek as readonly string[]).includes(weekdayNames[day]))];
    week[day] = row?.opens && row.closes ? { open: row.opens, close: row.closes } : undefined;
  }
  return { week, closedDates };
}

/** A business day's length in minutes: the longest open day's (a weekday, 8 AM – 6 PM, is 600). */
export function businessDayMinutes({ week }: OpenHours): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const lengths = weekdays.flatMap((day) => {
    const hours = week[day];
    return hours ? [minutes(hours.close) - minutes(hours.open)] : [];
  });
  return lengths.length > 0 ? Math.max(...lengths) : 10 * 60;
}

/** A lead waiting this long in business hours without a first response is overdue. */
export const OVERDUE_BUSINESS_MINUTES = 60;
/** Counting stops here: a lead waiting two business weeks is overdue whatever the exact figure. */
const MAX_DAYS_COUNTED = 14;

/** A day ("YYYY-MM-DD") in the business's zone, formatted natively (Temporal's polyfill is slow for this). */
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: availability.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Each week's days' open hours as instants (null when closed), worked out once per day. */
const hoursByDay = new WeakMap<OpenHours, Map<string, { open: number; close: number } | null>>();
function hoursOn(businessHours: OpenHours, day: string) {
  let days = hoursByDay.get(businessHours);
  if (!days) hoursByDay.set(businessHours, (days = new Map()));
  let hours = days.get(day);
  if (hours === undefined) {
    const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() || 7) as Weekday;
    const times = businessHours.week[weekday];
    const at = (time: string) =>
      Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(availability.timeZone).epochMilliseconds;
    hours = times && !businessHours.closedDates.includes(day) ? { open: at(times.open), close: at(times.close) } : null;
    days.set(day, hours);
  }
  return hours;
}

/**
 * Business minutes between two instants, in the business's time zone, by `businessHours`.
 * Counting stops once past `enough` (the answer is then some figure above it): whether a lead is
 * overdue, or answered within the day, needs no more.
 */
export function businessMinutesBetween(
  from: Date,
  to: Date,
  businessHours: OpenHours,
  enough = Number.POSITIVE_INFINITY,
): number {
  const last = dayFormat.format(to);
  let minutes = 0;
  let day = dayFormat.format(from);
  for (let days = 0; day <= last && days < MAX_DAYS_COUNTED && minutes <= enough; days++) {
    const hours = hoursOn(businessHours, day);
    if (hours) {
      const start = Math.max(hours.open, from.getTime());
      const end = Math.min(hours.close, to.getTime());
      if (end > start) minutes += (end - start) / 60_000;
    }
    day = nextDay(day);
  }
  return Math.floor(minutes);
}

/** "12 min", "3 h", "4 d": how long ago, in wall-clock time, as a list can show it. */
export function waitedFor(from: Date, to: Date): string {
  const minutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}

export type LeadSummary = {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** "booking" for a booked consultation, otherwise the form: "contact" or "consultation" (a call-back request). */
  form: string;
  stage: LeadRow["stage"];
  stageLabel: string;
  lostReason: string | null;
  projectType: string;
  budget: string;
  location: string;
  received: string;
  receivedAt: string;
  /** Wall-clock time since it arrived, until its first response. */
  waited: string;
  /** Unanswered for more than an hour of business time (a lead with a consultation booked is answered). */
  overdue: boolean;
  /** Where a lead entered by hand came from, as the office reads it ("Referral"); '' for the website's. */
  source: string;
  /** Who in the office entered it by hand; null when it came through the website. */
  enteredBy: string | null;
  /** The day to follow it up (YYYY-MM-DD), and the next step; due when that day has come. */
  followUpOn: string | null;
  nextAction: string;
  followUpDue: boolean;
  firstResponse: string;
  firstResponseAt: string | null;
  /** How long the first response took, in the business's open hours (minutes); null while unanswered. */
  firstResponseBusinessMinutes: number | null;
  message: string;
  /** The other details the form sent ("Preferred date", …), as label and value. */
  details: [string, string][];
  /** Where it came from: the visitor's answer to "How did you hear about us?", campaign tags, the linking site. */
  origin: LeadOriginShown;
  /** Its booked consultation, if any: when (Orlando time) and whether booked, moved or cancelled. */
  consultation: { at: string; state: string } | null;
};

const SHOWN_APART = new Set(["Project Type", "Budget", "Location"]);

export function summarizeLead(
  lead: LeadRow,
  bookings: readonly BookingRow[],
  now: Date,
  businessHours: OpenHours,
): LeadSummary {
  const { details, text } = splitStoredMessage(lead.message);
  const booking = bookings.find((row) => row.submissionId === lead.id);
  const received = new Date(lead.createdAt);
  const answered = lead.firstResponseAt ? new Date(lead.firstResponseAt) : undefined;
  // A booked consultation (kept, moved or cancelled) answered the lead; a closed lead waits for nothing.
  const stillOpen = (openStages as readonly LeadStage[]).includes(lead.stage);
  const waiting = !answered && !booking && stillOpen;
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    form: booking ? "booking" : lead.kind,
    stage: lead.stage,
    stageLabel: stageLabels[lead.stage],
    lostReason: lead.lostReason,
    projectType: details.get("Project Type") ?? booking?.projectType ?? "",
    budget: details.get("Budget") ?? "",
    location: details.get("Location") ?? booking?.location ?? "",
    received: orlandoTime(received),
    receivedAt: lead.createdAt,
    waited: waitedFor(received, answered ?? now),
    overdue:
      waiting &&
      businessMinutesBetween(received, now, businessHours, OVERDUE_BUSINESS_MINUTES) > OVERDUE_BUSINESS_MINUTES,
    source: isLeadSource(lead.source) ? leadSources[lead.source] : "",
    enteredBy: lead.enteredBy,
    followUpOn: lead.followUpOn,
    nextAction: lead.nextAction,
    followUpDue: stillOpen && lead.followUpOn !== null && lead.followUpOn <= dayFormat.format(now),
    firstResponse: answered ? orlandoTime(answered) : "",
    firstResponseAt: lead.firstResponseAt,
    firstResponseBusinessMinutes: answered ? businessMinutesBetween(received, answered, businessHours) : null,
    message: text,
    details: [...details].filter(([label]) => !SHOWN_APART.has(label)),
    origin: leadOriginOf(lead),
    consultation: booking ? { at: orlandoTime(booking.start), state: bookingState(booking) } : null,
  };
}

/**
 * The inbox's filters as the address has them (`view`, `stage`, `type`, `from`, `to`, `q`, `heard`,
 * and a campaign's tags as the landing page had them, `utm_source` and `utm_campaign`).
 */
export type InboxQuery = {
  view?: unknown;
  stage?: unknown;
  type?: unknown;
  from?: unknown;
  to?: unknown;
  search?: unknown;
  heardFrom?: unknown;
  utmSource?: unknown;
  utmCampaign?: unknown;
};
export type InboxFilter = {
  stage?: LeadStage;
  projectType?: string;
  from?: string;
  to?: string;
  search: string;
  heardFrom?: string;
  utmSource?: string;
  utmCampaign?: string;
};

/** A campaign tag to filter by: as kept with the leads (at most 100 characters), or none. */
const campaignTag = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 100) : undefined;

const isDay = (value: unknown): value is string => calendarDay(value) !== undefined;

/** The filters understood; anything else (an unknown stage, a date that is none) is left out, not an error. */
export function inboxFilter(query: InboxQuery): InboxFilter {
  return {
    stage: isLeadStage(query.stage) ? query.stage : undefined,
    projectType: (projectTypes as readonly unknown[]).includes(query.type) ? (query.type as string) : undefined,
    from: isDay(query.from) ? query.from : undefined,
    to: isDay(query.to) ? query.to : undefined,
    search: typeof query.search === "string" ? query.search.trim().slice(0, 100) : "",
    heardFrom:
      typeof query.heardFrom === "string" && Object.hasOwn(sourceLabels, query.heardFrom) ? query.heardFrom : undefined,
    utmSource: campaignTag(query.utmSource),
    utmCampaign: campaignTag(query.utmCampaign),
  };
}

/** Whether any filter is set (a list of every lead is then searched, not only the open ones). */
export const isFiltered = (filter: InboxFilter) =>
  Boolean(
    filter.stage ||
    filter.projectType ||
    filter.from ||
    filter.to ||
    filter.search ||
    filter.heardFrom ||
    filter.utmSource ||
    filter.utmCampaign,
  );

/**
 * The list asked for; without one, the open leads, but a search or a filter looks among every lead
 * (a name searched for is found when lost too).
 */
export function inboxView(query: InboxQuery, filter: InboxFilter): LeadView {
  if ((leadViews as readonly unknown[]).includes(query.view)) return query.view as LeadView;
  return isFiltered(filter) ? "all" : "open";
}

/** What a list asks of the leads: their stages (a stage chosen in the filter is its own), whether unanswered, the follow-ups by today. */
export function viewQuery(view: LeadView, stage: LeadStage | undefined, today: string) {
  const closedAside = stage ? undefined : view === "all" ? leadStagesBut("spam") : openStages;
  return {
    stages: closedAside,
    waiting: view === "waiting" || undefined,
    followUpBy: view === "due" ? today : undefined,
    order: view === "waiting" ? ("oldest" as const) : view === "due" ? ("followUp" as const) : ("newest" as const),
  };
}
const leadStagesBut = (left: LeadStage) => (Object.keys(stageLabels) as LeadStage[]).filter((stage) => stage !== left);

/** Today ("YYYY-MM-DD") in the business's zone: follow-ups due on it or before are due. */
export const businessToday = (now: Date) => dayFormat.format(now);

/** Midnight at the start of `day` (plus `days`) in the business's zone. */
export const dayStart = (day: string, days = 0) =>
  new Date(
    Temporal.PlainDate.from(day).add({ days }).toZonedDateTime({ timeZone: availability.timeZone }).epochMilliseconds,
  );

/** What makes two enquiries one person's: the same address (any case), or the same phone number (its last ten digits). */
function personKeys(lead: Pick<LeadSummary, "email" | "phone">): string[] {
  const digits = phoneKey(lead.phone);
  const address = lead.email.trim().toLowerCase();
  // A blank address (a lead entered by hand with a phone only) is nobody's in particular.
  return [...(address ? [`e:${address}`] : []), ...(digits ? [`p:${digits}`] : [])];
}

export type LeadGroup<L> = { lead: L; earlier: L[] };

/**
 * The leads (newest first) grouped by person: each group is headed by its newest lead, with the
 * same person's earlier ones (by e-mail or phone, also through each other) after it.
 */
export function groupByPerson<L extends Pick<LeadSummary, "email" | "phone">>(leads: readonly L[]): LeadGroup<L>[] {
  const groupOfKey = new Map<string, LeadGroup<L>>();
  const groups: LeadGroup<L>[] = [];
  for (const lead of leads) {
    const keys = personKeys(lead);
    const found = [...new Set(keys.map((key) => groupOfKey.get(key)).filter((group) => group !== undefined))];
    let group = found[0];
    if (!group) {
      group = { lead, earlier: [] };
      groups.push(group);
    } else group.earlier.push(lead);
    // A lead that shares the address with one group and the phone with another joins them.
    for (const other of found.slice(1)) {
      group.earlier.push(other.lead, ...other.earlier);
      groups.splice(groups.indexOf(other), 1);
      for (const [key, value] of groupOfKey) if (value === other) groupOfKey.set(key, group);
    }
    for (const key of keys) groupOfKey.set(key, group);
  }
  // Merged groups put each one's newest first again, and the groups in the order of their newest.
  const order = new Map(leads.map((lead, index) => [lead, index]));
  const byAge = (a: L, b: L) => order.get(a)! - order.get(b)!;
  return groups
    .map(({ lead, earlier }) => {
      const [newest, ...rest] = [lead, ...earlier].sort(byAge);
      return { lead: newest!, earlier: rest };
    })
    .sort((a, b) => byAge(a.lead, b.lead));
}

/**
 * The inbox's cards for a view's leads: in the lists newest first (open, all) one person's leads
 * together under the newest; in the work lists (waiting, oldest first; due, by follow-up day) each
 * lead on its own, in the list's order, as each is a message to answer or a step to take.
 */
export function inboxGroups<L extends Pick<LeadSummary, "email" | "phone">>(
  view: LeadView,
  leads: readonly L[],
): LeadGroup<L>[] {
  return view === "waiting" || view === "due" ? leads.map((lead) => ({ lead, earlier: [] })) : groupByPerson(leads);
}

export const leadCsvColumns = [
  "ID",
  "Received (Orlando time)",
  "Form",
  "Stage",
  "Lost reason",
  "First response (Orlando time)",
  "First response after (business hours)",
  "Name",
  "Email",
  "Phone",
  "Project type",
  "Budget",
  "Location",
  "Message",
  "Consultation (Orlando time)",
  "Consultation state",
  "Heard from",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "gclid",
  "Referrer",
  "Notes",
  "Next step",
  "Follow up on",
] as const;

/** A note of the office's, or a call, text, visit or e-mail it logged, as the CSV lists it under its lead. */
export type CsvNote = { at: string; author: string; kind: string; text: string };

/** One CSV row per lead, with the office's notes on it (server/csv.ts makes the cells formula-safe). */
export const leadCsvRow = (
  lead: LeadSummary,
  notes: readonly CsvNote[] = [],
): Record<(typeof leadCsvColumns)[number], string | number> => ({
  ID: lead.id,
  "Received (Orlando time)": lead.received,
  // A lead entered by hand came by no form; the source it was entered with says where it came from.
  Form: lead.enteredBy && lead.form === "contact" ? "entered by hand" : lead.form,
  Stage: lead.stage,
  "Lost reason": lead.lostReason ?? "",
  "First response (Orlando time)": lead.firstResponse,
  // Hours with two decimals, as a spreadsheet sums and averages them.
  "First response after (business hours)":
    lead.firstResponseBusinessMinutes === null ? "" : Number((lead.firstResponseBusinessMinutes / 60).toFixed(2)),
  Name: lead.name,
  Email: lead.email,
  Phone: lead.phone,
  "Project type": lead.projectType,
  Budget: lead.budget,
  Location: lead.location,
  Message: lead.message,
  "Consultation (Orlando time)": lead.consultation?.at ?? "",
  "Consultation state": lead.consultation?.state ?? "",
  "Heard from": lead.origin.heardFrom || lead.source,
  utm_source: lead.origin.utmSource,
  utm_medium: lead.origin.utmMedium,
  utm_campaign: lead.origin.utmCampaign,
  gclid: lead.origin.gclid,
  Referrer: lead.origin.referrer,
  // One note a line, each with when and who, as the lead's page lists them; a logged call says so.
  Notes: notes
    .map((note) => {
      const what = isLeadActivity(note.kind)
        ? [leadActivities[note.kind], note.text].filter(Boolean).join(", ")
        : note.text;
      return `${orlandoTime(note.at)}, ${note.author}: ${what}`;
    })
    .join("\n"),
  "Next step": lead.nextAction,
  "Follow up on": lead.followUpOn ?? "",
});

/**
 * Whether a reply holds nothing but its greeting ("Hello Grace,", as the reply box starts): sent,
 * the client would get a blank letter, and the lead would count as answered.
 */
export function onlyAGreeting(text: string): boolean {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length <= 1 && /^((hello|hi|dear|good (morning|afternoon|evening))\b[^,]*,?)?$/i.test(lines[0] ?? "");
}
