// The mail a booked consultation sends after the booking itself: both sides' notice of a change
// (moved, or cancelled by the visitor or the owner), each carrying the updated invitation (same
// UID, the next SEQUENCE), and the visitor's day-before reminder. Like every mail to the visitor,
// none repeats what they typed freely; the owner's repeats the booking's details.
import { describeConsultationTime, type AvailabilityConfig } from "../common/availability.ts";
import { site } from "../common/site.ts";
import { consultationInvitations } from "./calendar.ts";
import { greetingNameOf, mailToOwner, mailToVisitor, type MailConfig } from "./enquiry-mail.ts";
import { BookingChange, ConsultationReminder, OwnerNotification, renderMail } from "./mail-templates.ts";
import type { BookingRow, ChangeMail, OutgoingMail, TimeRange } from "./storage/types.ts";

export type BookingChangeKind =
  { kind: "moved"; to: TimeRange; manageUrl: string } | { kind: "cancelled"; by: "visitor" | "owner" };

const cancelledBy = { visitor: "the visitor, on their booking page", owner: "you (npm run bookings)" } as const;

/** Both sides' mail about one change to `booking` (as stored before the change). */
export async function composeChangeMail(
  config: MailConfig,
  availability: Pick<AvailabilityConfig, "timeZone">,
  booking: BookingRow,
  change: BookingChangeKind,
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
  const invitations = consultationInvitations(after, moved ? change.manageUrl : undefined);
  const name = `${booking.firstName} ${booking.lastName}`;
  const title = `Consultation ${moved ? "moved" : "cancelled"}: ${name}`;

  const owner = await renderMail(
    OwnerNotification({
      heading: title,
      title,
      name,
      email: booking.email,
      phone: booking.phone,
      fields: [
        moved ? { label: "New time", value: when } : { label: "Was", value: when },
        moved
          ? { label: "Previously", value: describe(booking) }
          : { label: "Cancelled by", value: cancelledBy[change.by] },
        { label: "Project Type", value: booking.projectType },
        { label: "Location", value: booking.location },
      ],
    }),
  );
  const visitor = await renderMail(
    BookingChange({
      greetingName: greetingNameOf(booking.firstName),
      when,
      change: moved ? { kind: "moved", previously: describe(booking), manageUrl: change.manageUrl } : change,
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
        subject: `${moved ? "Your consultation has moved" : "Your consultation is cancelled"} – ${site.name}`,
        body: visitor,
      }),
      invitation: invitations.visitor,
    },
  };
}

/** The visitor's reminder of their consultation (no invitation: the one they have is current). */
export async function composeReminder(
  config: MailConfig,
  availability: Pick<AvailabilityConfig, "timeZone" | "durationMinutes">,
  booking: BookingRow,
): Promise<OutgoingMail> {
  const start = new Date(booking.start);
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone: availability.timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(start);
  const body = await renderMail(
    ConsultationReminder({
      greetingName: greetingNameOf(booking.firstName),
      when: describeConsultationTime(availability, start, new Date(booking.end)),
      durationMinutes: availability.durationMinutes,
    }),
  );
  return mailToVisitor(config, booking.email, "auto-generated", {
    purpose: "reminder",
    subject: `Reminder: your design consultation, ${day} – ${site.name}`,
    body,
  });
}
