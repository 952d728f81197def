// The mail a booked consultation sends after the booking itself: both sides' notice of a change
// (moved, or cancelled by the visitor or the owner), each carrying the updated invitation (same
// UID, the next SEQUENCE), and the visitor's day-before reminder. Like every mail to the visitor,
// none repeats what they typed freely; the owner's repeats the booking's details.
import { describeConsultationTime, shortConsultationTime, type AvailabilityConfig } from "../../common/availability.ts";
import { site } from "../../common/site.ts";
import { consultationInvitations } from "../mail/icalendar.ts";
import { ownerNotice } from "../mail/owner-notice.ts";
import { siteLink } from "../mail/site-url.ts";
import type { CapReached } from "./booking-caps.ts";
import { greetingNameOf, leadPageUrl, mailToOwner, mailToVisitor, type MailConfig } from "../enquiries/enquiry-mail.ts";
import {
  BookingChange,
  ConsultationReminder,
  ExistingBooking,
  OwnerNotification,
  renderMail,
} from "../mail/templates.ts";
import type { BookingRow, ChangeMail, OutgoingMail, TimeRange } from "../storage/types.ts";

/**
 * What the office says with a change it makes: who asked for it (the client, or the business
 * itself), and a note in its own words, signed by whoever made it. Without it (the owner's terminal
 * command) the business asked, and there is no note.
 */
export type ChangeWords = { askedBy: "client" | "us"; note: string; from: string };

/** A change to a booking, by the visitor (on their manage page) or the office; a move by the office has no manage link to give. */
export type BookingChangeKind =
  | { kind: "moved"; to: TimeRange; manageUrl?: string; by: "visitor" | "owner"; words?: ChangeWords }
  | { kind: "cancelled"; by: "visitor" | "owner"; words?: ChangeWords };

const changedBy = { visitor: "the visitor, on their booking page", owner: "the office" } as const;

/** A booking as the owner's tools name it (`npm run bookings -- --cancel 12`): "#12". */
export const bookingNumber = (id: number) => `#${id}`;

/**
 * The owner's subject (and first line) for a booking: its number, who, and when, so a glance at
 * the inbox says which consultation it is and `npm run bookings` finds it.
 */
export const ownerBookingSubject = (
  number: string,
  name: string,
  event: { kind: "booked"; at: string; projectType: string } | { kind: "moved" | "cancelled"; at: string },
) =>
  event.kind === "booked"
    ? `Consultation ${number} booked: ${name}, ${event.at}${event.projectType ? ` (${event.projectType})` : ""}`
    : `Consultation ${number} ${event.kind}: ${name}, ${event.kind === "moved" ? "now" : "was"} ${event.at}`;

/** The visitor's subject for a mail about their consultation: what happened and when it is (or was). */
export const visitorBookingSubject = (what: string, at: string) => `${what}: ${at} – ${site.name}`;

/**
 * Both sides' mail about one change to `booking` (as stored before the change); `answered`: its
 * lead has its first answer (or this change is it), so the owner's link asks nobody to mark it so.
 */
export async function composeChangeMail(
  config: MailConfig,
  availability: Pick<AvailabilityConfig, "timeZone">,
  booking: BookingRow,
  change: BookingChangeKind,
  { answered = false }: { answered?: boolean } = {},
): Promise<ChangeMail> {
  const describe = (range: { start: Date | string; end: Date | string }) =>
    describeConsultationTime(availability, new Date(range.start), new Date(range.end));
  const moved = change.kind === "moved";
  const after = {
    ...booking,
    ...(moved ? change.to : { start: new Date(booking.start), end: new Date(booking.end) }),
    status: moved ? ("confirmed" as const) : ("cancelled" as const),
    sequence: booking.sequence + 1,
  };
  const when = describe(after);
  const at = shortConsultationTime(availability, new Date(after.start));
  const invitations = consultationInvitations(after, moved ? change.manageUrl : undefined, availability.timeZone);
  const name = `${booking.firstName} ${booking.lastName}`;
  const number = bookingNumber(booking.id);
  const title = ownerBookingSubject(number, name, { kind: change.kind, at });

  const owner = await renderMail(
    OwnerNotification({
      heading: title,
      title,
      name,
      email: booking.email,
      phone: booking.phone,
      fields: [
        { label: "Booking", value: number },
        moved ? { label: "New time", value: when } : { label: "Was", value: when },
        ...(moved
          ? [
              { label: "Previously", value: describe(booking) },
              { label: "Moved by", value: changedBy[change.by] },
            ]
          : [{ label: "Cancelled by", value: changedBy[change.by] }]),
        ...(change.words
          ? [
              { label: "Asked for by", value: change.words.askedBy === "client" ? "the client" : "us" },
              ...(change.words.note ? [{ label: `Note from ${change.words.from}`, value: change.words.note }] : []),
            ]
          : []),
        { label: "Project Type", value: booking.projectType },
        { label: "Location", value: booking.location },
      ],
      leadUrl: leadPageUrl(booking.submissionId),
      answered,
    }),
  );
  const visitor = await renderMail(
    BookingChange({
      greetingName: greetingNameOf(booking.firstName),
      when,
      change: moved
        ? {
            kind: "moved",
            previously: describe(booking),
            manageUrl: change.manageUrl,
            by: change.by,
            words: change.words,
          }
        : change,
    }),
  );
  return {
    owner: {
      ...mailToOwner(
        config,
        { name, email: booking.email },
        { purpose: "booking-change", subject: title, body: owner },
      ),
      invitation: invitations.owner,
    },
    visitor: {
      ...mailToVisitor(config, booking.email, "auto-generated", {
        purpose: "booking-change",
        subject: visitorBookingSubject(moved ? "Consultation moved" : "Consultation cancelled", at),
        body: visitor,
      }),
      invitation: invitations.visitor,
    },
  };
}

/** The visitor's reminder of their consultation (no invitation: the one they have is current). */
export async function composeReminder(
  config: MailConfig,
  availability: Pick<AvailabilityConfig, "timeZone">,
  booking: BookingRow,
): Promise<OutgoingMail> {
  const start = new Date(booking.start);
  const end = new Date(booking.end);
  const body = await renderMail(
    ConsultationReminder({
      greetingName: greetingNameOf(booking.firstName),
      when: describeConsultationTime(availability, start, end),
      // The booking's own length: the office may have changed the length for later bookings since.
      durationMinutes: Math.round((end.getTime() - start.getTime()) / 60_000),
    }),
  );
  return mailToVisitor(config, booking.email, "auto-generated", {
    purpose: "reminder",
    subject: visitorBookingSubject("Consultation reminder", shortConsultationTime(availability, start)),
    body,
  });
}

/**
 * To an address that tried to book while it holds `booking`: its time and `manageUrl`, a link to
 * it. Sent as an automatic reply to the form, like an acknowledgement.
 */
export async function composeExistingBooking(
  config: MailConfig,
  availability: Pick<AvailabilityConfig, "timeZone">,
  booking: BookingRow,
  manageUrl: string,
): Promise<OutgoingMail> {
  const start = new Date(booking.start);
  const body = await renderMail(
    ExistingBooking({
      greetingName: greetingNameOf(booking.firstName),
      when: describeConsultationTime(availability, start, new Date(booking.end)),
      manageUrl,
    }),
  );
  return mailToVisitor(config, booking.email, "auto-replied", {
    purpose: "existing-booking",
    subject: visitorBookingSubject("Your consultation is already booked", shortConsultationTime(availability, start)),
    body,
  });
}

/** The owner's notice that online bookings are being held back (server/bookings/booking-caps.ts). */
export function composeCapNotice(config: MailConfig, reached: CapReached) {
  const why =
    reached.which === "network"
      ? `More than ${reached.limit} bookings in a day came from one network (${reached.network}), so the site is turning away further online bookings from it until the day is up.`
      : `More than ${reached.limit} bookings came in within an hour, so the site is turning away further online bookings until the hour is up.`;
  return ownerNotice(config, "booking-limit", "Online bookings are being held back", {
    heading: "Online bookings are being held back",
    paragraphs: [
      why,
      "This is often a script filling the calendar with consultations nobody will attend. Look through the latest bookings in the calendar and cancel any that look false; their visitors are told by e-mail.",
      "Visitors turned away are asked to call or to send the form without a time, so that you can call them back. You get at most one of these e-mails an hour.",
    ],
    action: { href: siteLink("/office/calendar"), label: "Open the calendar" },
  });
}
