// What the owner's `npm run enquiries` shows and exports: each enquiry with its details in their
// own columns (read back from the stored message, which composeEnquiry writes as "Label: value"
// lines, a blank line and the visitor's message), and, for a booked consultation, the booking as
// it is now (moved or cancelled since), all times in Orlando's wall-clock time.
import { availability, timeInWords } from "../../common/availability.ts";
import type { BookingRow, SubmissionRow } from "../storage/types.ts";

/** A booking's state now: as booked, moved to another time (one or more times), or cancelled. */
export type BookingState = "booked" | "moved" | "cancelled";

export type EnquiryListRow = {
  id: number;
  /** When it arrived, Orlando time ("2026-11-26 09:05"). */
  received: string;
  kind: string;
  name: string;
  email: string;
  phone: string;
  projectType: string;
  budget: string;
  location: string;
  preferredDate: string;
  preferredTime: string;
  /** The booking's current time, Orlando time; empty for an enquiry without a booking. */
  consultation: string;
  booking: BookingState | "";
  message: string;
};

/** The CSV's header line, in the order of its columns. */
export const csvColumns: { key: keyof EnquiryListRow; title: string }[] = [
  { key: "id", title: "ID" },
  { key: "received", title: "Received (Orlando time)" },
  { key: "kind", title: "Form" },
  { key: "name", title: "Name" },
  { key: "email", title: "Email" },
  { key: "phone", title: "Phone" },
  { key: "projectType", title: "Project type" },
  { key: "budget", title: "Budget" },
  { key: "location", title: "Location" },
  { key: "preferredDate", title: "Preferred date" },
  { key: "preferredTime", title: "Preferred time" },
  { key: "consultation", title: "Consultation (Orlando time)" },
  { key: "booking", title: "Booking" },
  { key: "message", title: "Message" },
];

/** The details lines of a stored message (up to its first blank line) and the visitor's own text after them. */
export function splitStoredMessage(stored: string): { details: Map<string, string>; text: string } {
  const blank = stored.indexOf("\n\n");
  const head = blank === -1 ? stored : stored.slice(0, blank);
  const lines = head.split("\n");
  // Only a head made entirely of "Label: value" lines is details; anything else is the message itself.
  if (!lines.every((line) => /^[A-Z][A-Za-z ]*: /.test(line))) return { details: new Map(), text: stored };
  const details = new Map(lines.map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)]));
  return { details, text: blank === -1 ? "" : stored.slice(blank + 2) };
}

const orlandoParts = new Intl.DateTimeFormat("en-US", {
  timeZone: availability.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const orlandoWords = new Intl.DateTimeFormat("en-US", { timeZone: availability.timeZone, ...timeInWords });

/** "November 26, 2026 at 9:05 AM EST": a moment as a client reads it, on a page, in a mail or a PDF. */
export const orlandoMoment = (instant: string | Date): string => orlandoWords.format(new Date(instant));

/** "2026-11-26 09:05": Orlando's wall-clock time, in a form spreadsheets read as a date and time. */
export function orlandoTime(instant: string | Date): string {
  const part = Object.fromEntries(orlandoParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export function bookingState(booking: Pick<BookingRow, "status" | "sequence">): BookingState {
  if (booking.status === "cancelled") return "cancelled";
  // The invitation's SEQUENCE goes up with every change; a confirmed booking's changes are moves.
  return booking.sequence > 0 ? "moved" : "booked";
}

export function enquiryList(submissions: SubmissionRow[], bookings: BookingRow[]): EnquiryListRow[] {
  const bookingOf = new Map(bookings.map((booking) => [booking.submissionId, booking]));
  return submissions.map((submission) => {
    const { details, text } = splitStoredMessage(submission.message);
    const booking = bookingOf.get(submission.id);
    return {
      id: submission.id,
      received: orlandoTime(submission.createdAt),
      kind: booking ? "booking" : submission.kind,
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      projectType: details.get("Project Type") ?? "",
      budget: details.get("Budget") ?? "",
      location: details.get("Location") ?? "",
      preferredDate: details.get("Preferred date") ?? "",
      preferredTime: details.get("Preferred time") ?? "",
      consultation: booking ? orlandoTime(booking.start) : "",
      booking: booking ? bookingState(booking) : "",
      message: text,
    };
  });
}
