// What the office shows of a lead: the details read back from the stored enquiry, how long it has
// waited in business hours (a lead unanswered for one business hour is overdue: firms that call
// back within the hour are about seven times likelier to qualify it), and the CSV export.
import { Temporal } from "temporal-polyfill";
import { availability, type Weekday } from "../../common/availability.ts";
import { stageLabels } from "../../common/office.ts";
import { orlandoTime, splitStoredMessage } from "../enquiries/enquiry-list.ts";
import type { BookingRow } from "../storage/types.ts";
import type { LeadRow } from "../storage/office.ts";

/** The business hours common/site.ts shows (Monday to Friday 8 AM – 6 PM, Saturday 9 AM – 4 PM), as wall-clock times. */
export const businessHours: Record<Weekday, { open: string; close: string } | undefined> = {
  1: { open: "08:00", close: "18:00" },
  2: { open: "08:00", close: "18:00" },
  3: { open: "08:00", close: "18:00" },
  4: { open: "08:00", close: "18:00" },
  5: { open: "08:00", close: "18:00" },
  6: { open: "09:00", close: "16:00" },
  7: undefined,
};

/** A lead waiting this long in business hours without a first response is overdue. */
export const OVERDUE_BUSINESS_MINUTES = 60;
/** Counting stops here: a lead waiting two business weeks is overdue whatever the exact figure. */
const MAX_DAYS_COUNTED = 14;

/** Business minutes between two instants, in the business's time zone, closed dates left out. */
export function businessMinutesBetween(from: Date, to: Date): number {
  const zone = availability.timeZone;
  const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());
  let day = instant(from).toZonedDateTimeISO(zone).toPlainDate();
  const last = instant(to).toZonedDateTimeISO(zone).toPlainDate();
  let minutes = 0;
  for (let days = 0; Temporal.PlainDate.compare(day, last) <= 0 && days < MAX_DAYS_COUNTED; days++) {
    const hours = businessHours[day.dayOfWeek as Weekday];
    if (hours && !(availability.closedDates as readonly string[]).includes(day.toString())) {
      const at = (time: string) =>
        day.toPlainDateTime(Temporal.PlainTime.from(time)).toZonedDateTime(zone).epochMilliseconds;
      const start = Math.max(at(hours.open), from.getTime());
      const end = Math.min(at(hours.close), to.getTime());
      if (end > start) minutes += (end - start) / 60_000;
    }
    day = day.add({ days: 1 });
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
  /** Unanswered for more than an hour of business time. */
  overdue: boolean;
  firstResponse: string;
  message: string;
  /** The other details the form sent ("Preferred date", …), as label and value. */
  details: [string, string][];
};

const SHOWN_APART = new Set(["Project Type", "Budget", "Location"]);

export function summarizeLead(lead: LeadRow, bookings: readonly BookingRow[], now: Date): LeadSummary {
  const { details, text } = splitStoredMessage(lead.message);
  const booking = bookings.find((row) => row.submissionId === lead.id);
  const received = new Date(lead.createdAt);
  const answered = lead.firstResponseAt ? new Date(lead.firstResponseAt) : undefined;
  const open = !answered && lead.stage !== "spam";
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
    overdue: open && businessMinutesBetween(received, now) > OVERDUE_BUSINESS_MINUTES,
    firstResponse: answered ? orlandoTime(answered) : "",
    message: text,
    details: [...details].filter(([label]) => !SHOWN_APART.has(label)),
  };
}

export const leadCsvColumns = [
  "ID",
  "Received (Orlando time)",
  "Form",
  "Stage",
  "Lost reason",
  "First response (Orlando time)",
  "Name",
  "Email",
  "Phone",
  "Project type",
  "Budget",
  "Location",
  "Message",
] as const;

/** One CSV row per lead (server/csv.ts makes the cells formula-safe). */
export const leadCsvRow = (lead: LeadSummary): Record<(typeof leadCsvColumns)[number], string | number> => ({
  ID: lead.id,
  "Received (Orlando time)": lead.received,
  Form: lead.form,
  Stage: lead.stage,
  "Lost reason": lead.lostReason ?? "",
  "First response (Orlando time)": lead.firstResponse,
  Name: lead.name,
  Email: lead.email,
  Phone: lead.phone,
  "Project type": lead.projectType,
  Budget: lead.budget,
  Location: lead.location,
  Message: lead.message,
});
