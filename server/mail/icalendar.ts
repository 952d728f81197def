// Consultations as iCalendar (RFC 5545), made by ical-generator with the business's time zone
// written out (VTIMEZONE from @touch4it/ical-timezones), so every calendar shows Orlando's hours
// right across daylight-saving changes. The owner's private feed lists the upcoming ones.
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import type { RequestHandler } from "express";
import { createHash, timingSafeEqual } from "node:crypto";
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalEventData } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { mailDomain, site } from "../../common/site.ts";
import { plainPlaceOf } from "../enquiries/enquiry-mail.ts";
import { siteLink } from "./site-url.ts";
import { businessFacts } from "./facts.ts";
import type { BookingRow, NewBooking } from "../storage/types.ts";
import type { Store } from "../storage/index.ts";

/** One calendar with the firm as its producer and Orlando's zone defined in it. */
function calendar(name: string, method?: ICalCalendarMethod) {
  const feed = ical({
    name,
    prodId: { company: site.name, product: "Consultations", language: "EN" },
    // No calendar-wide zone (it would make DTSTAMP a floating local time); each event names
    // Orlando's, and the generator writes its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  if (method) feed.method(method);
  return feed;
}

/** An instant as the business's wall-clock time (Orlando's, from the availability settings). */
const zoned = (instant: string | Date, timeZone: string) =>
  Temporal.Instant.from(new Date(instant).toISOString()).toZonedDateTimeISO(timeZone);

/** Stable across changes (it comes from the booking's manage token), so a moved or cancelled consultation updates the same calendar entry. */
export const consultationUid = (manageTokenHash: string) =>
  `consultation-${manageTokenHash.slice(0, 32)}@${mailDomain}`;

/** A consultation as its invitation describes it: as booked (sequence 0), or after its latest change. */
type Consultation = Omit<NewBooking, "remindAt"> & { status?: BookingRow["status"]; sequence?: number };

/**
 * A consultation as a calendar event. The owner's names the visitor and where to go, with only the
 * details given; the visitor's has the time, the firm, where we will meet (the address they gave
 * when it is plainly a place, as their acknowledgement states it) and the link to their booking.
 */
function consultationEvent(
  booking: Consultation,
  audience: "owner" | { manageUrl: string | undefined },
  timeZone: string,
): ICalEventData {
  const common = {
    id: consultationUid(booking.manageTokenHash),
    // Zoned times (not plain Dates): ical-generator then writes Orlando's wall-clock time with its TZID.
    start: zoned(booking.start, timeZone),
    end: zoned(booking.end, timeZone),
    timezone: timeZone,
    // Calendars replace an event by one with the same UID and a higher SEQUENCE.
    sequence: booking.sequence ?? 0,
    status: booking.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: site.name, email: businessFacts().email },
  };
  if (audience !== "owner") {
    return {
      ...common,
      summary: `Design consultation with ${site.name}`,
      location: plainPlaceOf(booking.location) ?? "Your home (in-home design consultation)",
      description: [
        booking.status === "cancelled"
          ? `To book another time: ${siteLink("/consultation")}`
          : audience.manageUrl && `To change or cancel: ${audience.manageUrl}`,
        `Questions: ${businessFacts().phone.display}, ${businessFacts().email}`,
      ]
        .filter(Boolean)
        .join("\n"),
      // Someone the office booked without an e-mail address is no attendee to invite.
      attendees: booking.email ? [{ email: booking.email }] : [],
    };
  }
  return {
    ...common,
    summary: `Design consultation: ${booking.firstName} ${booking.lastName}`,
    location: booking.location || undefined,
    // A detail the visitor did not give is left out, not written as "-" or an empty line.
    description: [
      ...[
        ["Phone", booking.phone],
        ["Email", booking.email],
        ["Project type", booking.projectType],
      ]
        .filter(([, value]) => value)
        .map(([label, value]) => `${label}: ${value}`),
      ...(booking.notes ? ["", booking.notes] : []),
    ].join("\n"),
    attendees: booking.email ? [{ name: `${booking.firstName} ${booking.lastName}`, email: booking.email }] : [],
  };
}

/**
 * The invitations a booking's two mails carry, so the consultation lands in (or moves in, or
 * leaves) both calendars in one tap: METHOD:REQUEST for a booked or moved one, METHOD:CANCEL
 * (with STATUS:CANCELLED) for a cancelled one. The visitor's links to their manage page when
 * there is one to offer (not on a cancellation the owner made, which has no token at hand).
 */
export function consultationInvitations(booking: Consultation, manageUrl: string | undefined, timeZone: string) {
  const method = booking.status === "cancelled" ? ("CANCEL" as const) : ("REQUEST" as const);
  const invitation = (event: ICalEventData) => {
    const feed = calendar(`${site.name} consultation`, ICalCalendarMethod[method]);
    feed.createEvent(event);
    return { method, ics: feed.toString() };
  };
  return {
    owner: invitation(consultationEvent(booking, "owner", timeZone)),
    visitor: invitation(consultationEvent(booking, { manageUrl }, timeZone)),
  };
}

/** The owner's feed: every confirmed consultation from the start of today on (calendar apps subscribe to it). */
export function ownerFeed(bookings: readonly BookingRow[], now: Date, timeZone: string): string {
  const feed = calendar(`${site.name} consultations`);
  const dayStart = now.getTime() - 24 * 60 * 60 * 1000;
  for (const booking of bookings) {
    if (booking.status === "confirmed" && Date.parse(booking.end) > dayStart) {
      feed.createEvent(
        consultationEvent(
          { ...booking, start: new Date(booking.start), end: new Date(booking.end) },
          "owner",
          timeZone,
        ),
      );
    }
  }
  return feed.toString();
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /calendar/<token>.ics: the owner's feed, for Google, Apple or Outlook calendars to
 * subscribe to. Without CALENDAR_FEED_TOKEN configured, or with another token, there is nothing
 * at that address (404); tokens are compared in constant time.
 */
export function calendarFeed(
  store: Pick<Store, "listBookings">,
  token: string | undefined,
  timeZone: string,
): RequestHandler {
  return async (req, res) => {
    const asked = /^(.+)\.ics$/.exec(String(req.params.file ?? ""))?.[1];
    if (!token || !asked || !timingSafeEqual(digest(asked), digest(token))) {
      res.status(404).type("text/plain").send("There is no page at this address.");
      return;
    }
    try {
      const body = ownerFeed(await store.listBookings(), new Date(), timeZone);
      res.status(200).type("text/calendar; charset=utf-8").set("Cache-Control", "private, no-store").send(body);
    } catch (error) {
      console.error(`calendar feed: ${(error as Error).message}`);
      res
        .status(503)
        .type("text/plain")
        .send("The calendar is unavailable just now; your calendar app will try again.");
    }
  };
}
