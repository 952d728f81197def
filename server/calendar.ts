// Consultations as iCalendar (RFC 5545), made by ical-generator with the business's time zone
// written out (VTIMEZONE from @touch4it/ical-timezones), so every calendar shows Orlando's hours
// right across daylight-saving changes. The owner's private feed lists the upcoming ones.
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import type { RequestHandler } from "express";
import { createHash, timingSafeEqual } from "node:crypto";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { availability } from "../common/availability.ts";
import { mailDomain, site } from "../common/site.ts";
import type { BookingRow, Store } from "./storage/types.ts";

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

const orlando = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO(availability.timeZone);

/** Stable across changes, so a moved or cancelled consultation updates the same calendar entry. */
export const consultationUid = (bookingId: number) => `consultation-${bookingId}@${mailDomain}`;

function addConsultation(feed: ReturnType<typeof calendar>, booking: BookingRow, sequence: number) {
  feed.createEvent({
    id: consultationUid(booking.id),
    sequence,
    // Zoned times (not plain Dates): ical-generator then writes Orlando's wall-clock time with its TZID.
    start: orlando(booking.start),
    end: orlando(booking.end),
    timezone: availability.timeZone,
    status: booking.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: `Design consultation: ${booking.firstName} ${booking.lastName}`,
    location: booking.location || undefined,
    description: [
      `Phone: ${booking.phone}`,
      `Email: ${booking.email}`,
      `Project type: ${booking.projectType || "-"}`,
      booking.notes ? `\n${booking.notes}` : "",
    ].join("\n"),
    organizer: { name: site.name, email: site.email },
  });
}

/** The owner's feed: every confirmed consultation from the start of today on (calendar apps subscribe to it). */
export function ownerFeed(bookings: readonly BookingRow[], now: Date): string {
  const feed = calendar(`${site.name} consultations`);
  const dayStart = now.getTime() - 24 * 60 * 60 * 1000;
  for (const booking of bookings) if (booking.status === "confirmed" && Date.parse(booking.end) > dayStart) addConsultation(feed, booking, 0);
  return feed.toString();
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /calendar/<token>.ics: the owner's feed, for Google, Apple or Outlook calendars to
 * subscribe to. Without CALENDAR_FEED_TOKEN configured, or with another token, there is nothing
 * at that address (404); tokens are compared in constant time.
 */
export function calendarFeed(store: Pick<Store, "listBookings">, token: string | undefined): RequestHandler {
  return async (req, res) => {
    const asked = /^(.+)\.ics$/.exec(String(req.params.file ?? ""))?.[1];
    if (!token || !asked || !timingSafeEqual(digest(asked), digest(token))) {
      res.status(404).type("text/plain").send("There is no page at this address.");
      return;
    }
    try {
      const body = ownerFeed(await store.listBookings(), new Date());
      res.status(200).type("text/calendar; charset=utf-8").set("Cache-Control", "private, no-store").send(body);
    } catch (error) {
      console.error(`calendar feed: ${(error as Error).message}`);
      res.status(503).type("text/plain").send("The calendar is unavailable just now; your calendar app will try again.");
    }
  };
}
