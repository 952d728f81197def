import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { consultationInvitations, consultationUid, ownerFeed } from "../../server/mail/icalendar.ts";
import type { BookingRow } from "../../server/storage/types.ts";

const booking = (id: number, start: string, end: string, status: BookingRow["status"] = "confirmed"): BookingRow => ({
  id,
  submissionId: id,
  seat: 1,
  status,
  sequence: 0,
  start,
  end,
  remindAt: null,
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@example.com",
  phone: "407-555-0111",
  projectType: "Bathroom Remodeling",
  location: "412 Lakeview Dr, Maitland",
  notes: "Two bathrooms upstairs.",
  manageTokenHash: `hash-${id}`,
  createdAt: "2027-03-01T12:00:00.000Z",
});

describe("the owner's calendar feed", () => {
  // Monday after the March 2027 change: 9:00 AM EDT is 13:00 UTC (it would be 14:00 in winter).
  const feed = ownerFeed(
    [
      booking(7, "2027-03-15T13:00:00.000Z", "2027-03-15T14:30:00.000Z"),
      booking(8, "2027-03-16T13:00:00.000Z", "2027-03-16T14:30:00.000Z", "cancelled"),
      booking(9, "2027-02-01T14:00:00.000Z", "2027-02-01T15:30:00.000Z"),
    ],
    new Date("2027-03-10T12:00:00Z"),
    "America/New_York",
  );
  const calendar = new ICAL.Component(ICAL.parse(feed));
  calendar.getAllSubcomponents("vtimezone").forEach((zone) => ICAL.TimezoneService.register(zone));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));

  it("lists upcoming confirmed consultations only", () => {
    expect(events.map((event) => event.uid)).toEqual([consultationUid("hash-7")]);
  });

  it("gives each in Orlando's wall-clock time with its zone, after a daylight-saving change too", () => {
    const [event] = events;
    expect(event!.startDate.zone.tzid).toBe("America/New_York");
    expect([event!.startDate.hour, event!.startDate.minute, event!.endDate.hour, event!.endDate.minute]).toEqual([
      9, 0, 10, 30,
    ]);
    expect(event!.startDate.toJSDate().toISOString()).toBe("2027-03-15T13:00:00.000Z");
  });

  it("names the visitor, the place and the firm as organizer", () => {
    const [event] = events;
    expect(event!.summary).toBe("Design consultation: Sam Lee");
    expect(event!.location).toBe("412 Lakeview Dr, Maitland");
    expect(event!.organizer).toBe("mailto:hello@saltboxdesignbuild.com");
    expect(event!.description).toContain("Phone: 407-555-0111");
  });
});

describe("a booking's invitations", () => {
  const event = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
  const consultation = (details: Partial<BookingRow>) => {
    const { start, end, ...row } = {
      ...booking(7, "2027-03-15T13:00:00.000Z", "2027-03-15T14:30:00.000Z"),
      ...details,
    };
    return { ...row, start: new Date(start), end: new Date(end) };
  };

  it("puts the visitor's at the address they gave", () => {
    const { visitor } = consultationInvitations(consultation({}), "https://example.com/m", "America/New_York");
    expect(event(visitor.ics).location).toBe("412 Lakeview Dr, Maitland");
  });

  it("leaves the details the visitor did not give out of the owner's, with no dash or empty line", () => {
    const { owner } = consultationInvitations(
      consultation({ projectType: "", notes: "" }),
      undefined,
      "America/New_York",
    );
    expect(event(owner.ics).description).toBe("Phone: 407-555-0111\nEmail: sam@example.com");
    const full = consultationInvitations(consultation({}), undefined, "America/New_York").owner;
    expect(event(full.ics).description).toBe(
      "Phone: 407-555-0111\nEmail: sam@example.com\nProject type: Bathroom Remodeling\n\nTwo bathrooms upstairs.",
    );
  });
});

describe("the time zone", () => {
  it("is the one the availability settings give, not a fixed one", () => {
    const feed = ownerFeed(
      [booking(7, "2027-03-15T13:00:00.000Z", "2027-03-15T14:30:00.000Z")],
      new Date("2027-03-10T12:00:00Z"),
      "America/Chicago",
    );
    expect(feed).toContain("DTSTART;TZID=America/Chicago:20270315T080000");
    expect(feed).not.toContain("America/New_York");
  });
});
