import { describe, expect, it } from "vitest";
import { availability, describeConsultationTime, shortConsultationTime } from "#common/availability.ts";
import ICAL from "ical.js";
import { hashManageToken, type BookingOutcome } from "../../server/bookings/bookings.ts";
import { ACKNOWLEDGEMENTS_PER_DAY } from "../../server/enquiries/enquiry-mail.ts";
import { consultationUid } from "../../server/mail/icalendar.ts";
import { createServices, type Services } from "../../server/services.ts";
import type { Slot } from "../../server/bookings/slots.ts";
import {
  bookingVisitor,
  mailingServices,
  offeredDays,
  unavailableDatabase,
  waitFor,
  type StoreKind,
} from "../support/services.ts";

const mailing = mailingServices();
const { setup } = mailing;

const visitor = bookingVisitor;

/** The offered slots from today on, in order. */
const offered = async (services: Services): Promise<Slot[]> =>
  (await offeredDays(services)).flatMap((day) => day.slots);

const bookMany = (services: Services[], start: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      services[index % services.length]!.bookings.book(
        { ...visitor, firstName: `Visitor${index}`, email: `visitor${index}@example.com`, start },
        `10.0.0.${index}`,
      ),
    ),
  );

function expectOneBooked(outcomes: BookingOutcome[], start: string) {
  const booked = outcomes.filter((outcome) => outcome.ok);
  const taken = outcomes.filter((outcome) => !outcome.ok && outcome.reason === "taken");
  expect(booked).toHaveLength(1);
  expect(taken).toHaveLength(outcomes.length - 1);
  expect(booked[0]).toMatchObject({ ok: true, booking: { start } });
  for (const outcome of taken) {
    const nearest = (outcome as { nearest: Slot[] }).nearest;
    expect(nearest.length).toBeGreaterThan(0);
    expect(nearest.map((slot) => slot.start)).not.toContain(start);
  }
}

const tokenOf = (outcome: BookingOutcome) =>
  (outcome as { booking: { manageUrl: string } }).booking.manageUrl.split("/").at(-1)!;
/** The mails that offered an address its existing booking. */
const existingBookingMails = () =>
  mailing.smtp.messages.filter((mail) => mail.headers.get("x-site-notification") === "existing-booking");

describe.each<StoreKind>(["sqlite", "postgres"])("one upcoming consultation per address on %s", (kind) => {
  it("a second booking books nothing, tells nothing of the first, and mails that address a link to the first", async () => {
    const { services } = await setup(kind);
    const [slot, other] = await offered(services);
    const firstToken = tokenOf(await services.bookings.book({ ...visitor, start: slot!.start }, "127.0.0.1"));
    await waitFor(() => mailing.smtp.messages.length === 2);
    mailing.smtp.messages.length = 0;

    // The same address in other letters, by someone else perhaps: nothing booked, nothing stored, the owner not bothered.
    const second = {
      ...visitor,
      firstName: "Quentin",
      email: "SAM.Lee@Example.COM",
      location: "Elsewhere",
      start: other!.start,
    };
    expect(await services.bookings.book(second, "127.0.0.2")).toEqual({ ok: false, reason: "alreadyBooked" });
    expect(await services.store.listBookings()).toHaveLength(1);
    expect(await services.store.listSubmissions()).toHaveLength(1);
    expect((await offered(services)).find((candidate) => candidate.start === other!.start)?.free).toBe(1);

    await waitFor(() => existingBookingMails().length === 1);
    const [mail] = existingBookingMails();
    expect(mail!.to).toMatchObject({ text: "sam.lee@example.com" });
    expect(mail!.subject).toBe(
      `Your consultation is already booked: ${shortConsultationTime(availability, new Date(slot!.start))} – Saltbox Design-Build`,
    );
    expect(mail!.headers.get("auto-submitted")).toBe("auto-replied");
    expect(mail!.text!.replace(/\s+/g, " ")).toContain(
      describeConsultationTime(availability, new Date(slot!.start), new Date(slot!.end)).replace(/\s+/g, " "),
    );
    // Nothing the second visitor typed is in it.
    expect(`${mail!.html}${mail!.text}`).not.toMatch(/Quentin|Elsewhere|Maitland|Two bathrooms/);
    // Its link opens the first booking; the booking's own link keeps working.
    const link = String(mail!.html).match(
      /href="https:\/\/www\.saltboxdesignbuild\.com\/consultation\/manage\/([\w-]{43})"/,
    )![1]!;
    expect(link).not.toBe(firstToken);
    expect(await services.bookings.find(link)).toMatchObject({ status: "confirmed", name: "Sam Lee" });
    expect(await services.bookings.find(firstToken)).toMatchObject({ status: "confirmed" });
    expect(mailing.smtp.toOwner).toEqual([]);

    // Typed again and again, the address is mailed no more than its daily acknowledgements allow.
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await services.bookings.book(second, "127.0.0.2")).toEqual({ ok: false, reason: "alreadyBooked" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existingBookingMails()).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY - 1);

    // Every mailed link opens the booking: moved from the first of them, then cancelled, the address may book again.
    expect(await services.bookings.reschedule(link, other!.start)).toEqual({ ok: true });
    expect(await services.bookings.cancel(firstToken)).toBe(true);
    expect((await services.bookings.book(second, "127.0.0.2")).ok).toBe(true);
  });

  it("of simultaneous bookings from one address at different times exactly one is booked", async () => {
    const { services } = await setup(kind);
    const slots = (await offered(services)).slice(0, 10);
    const outcomes = await Promise.all(
      slots.map((slot, index) =>
        services.bookings.book(
          { ...visitor, email: index % 2 ? visitor.email.toUpperCase() : visitor.email, start: slot.start },
          `10.0.1.${index}`,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "alreadyBooked")).toHaveLength(9);
    expect(await services.store.listBookings()).toHaveLength(1);
    expect(await services.store.listSubmissions()).toHaveLength(1);
  });
});

describe.each<StoreKind>(["sqlite", "postgres"])("bookings on %s", (kind) => {
  it("books an offered time: stores the consultation and its submission, e-mails the owner and acknowledges it to the visitor", async () => {
    const { services } = await setup(kind);
    const [slot, next] = await offered(services);
    const outcome = await services.bookings.book({ ...visitor, start: slot!.start }, "127.0.0.1");
    // The answer does not wait for the mail: the outbox renders and sends it a moment later.
    expect(outcome).toMatchObject({ ok: true, sent: false, booking: { start: slot!.start, end: slot!.end } });
    const { manageUrl } = (outcome as { booking: { manageUrl: string } }).booking;
    const token = manageUrl.match(/^\/consultation\/manage\/([A-Za-z0-9_-]{43})$/)![1]!;

    const [booking, ...others] = await services.store.listBookings();
    expect(others).toEqual([]);
    expect(booking).toMatchObject({
      seat: 1,
      status: "confirmed",
      firstName: "Sam",
      lastName: "Lee",
      email: "sam.lee@example.com",
      // Typed 407-555-0111: kept in the house form, as the office keeps its numbers.
      phone: "(407) 555-0111",
      projectType: "Bathroom Remodeling",
      location: "Maitland",
      notes: "Two bathrooms upstairs.",
      start: new Date(slot!.start).toISOString(),
      end: new Date(slot!.end).toISOString(),
    });
    // Only the token's hash is kept: the database alone cannot produce a manage link.
    expect(booking!.manageTokenHash).toBe(hashManageToken(token));
    expect(JSON.stringify(await services.store.listBookings())).not.toContain(token);

    const [submission] = await services.store.listSubmissions();
    expect(submission).toMatchObject({
      id: booking!.submissionId,
      kind: "consultation",
      name: "Sam Lee",
      phone: "(407) 555-0111",
    });
    expect(submission!.message).toContain("Consultation time: ");
    // The owner's notification and the visitor's acknowledgement, which names the time.
    await waitFor(async () => (await services.store.outboxCounts()).delivered === 2);
    expect(await services.store.outboxCounts()).toEqual({ pending: 0, delivered: 2, refused: 0 });
    expect(mailing.smtp.toOwner).toHaveLength(1);
    // The owner's subject and body name the booking by the number `npm run bookings` uses, and its time.
    const at = shortConsultationTime(availability, new Date(slot!.start));
    expect(at).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), \d{1,2}:\d{2}\s(AM|PM)$/,
    );
    expect(mailing.smtp.toOwner[0]!.subject).toBe(
      `Consultation #${booking!.id} booked: Sam Lee, ${at} (Bathroom Remodeling)`,
    );
    expect(mailing.smtp.toOwner[0]!.text).toMatch(new RegExp(`Booking\\s+#${booking!.id}\\n`));
    expect(mailing.smtp.toOwner[0]!.text).toContain("Call (407) 555-0111");
    expect(mailing.smtp.toOwner[0]!.html).toContain(`>#${booking!.id}</td>`);
    const consultationTime = /Consultation time\s+\w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2}/;
    expect(mailing.smtp.toOwner[0]!.text).toMatch(consultationTime);
    expect(mailing.smtp.acknowledgements).toHaveLength(1);
    const acknowledgement = mailing.smtp.acknowledgements[0];
    expect(acknowledgement!.to).toMatchObject({ text: "sam.lee@example.com" });
    expect(acknowledgement!.subject).toBe(`Consultation booked: ${at} – Saltbox Design-Build`);
    expect(acknowledgement!.text).toMatch(consultationTime);
    // With the booking's own page, to see, move or cancel it.
    expect(acknowledgement!.html).toContain(`href="https://www.saltboxdesignbuild.com${manageUrl}"`);
    expect(acknowledgement!.text!.replace(/\s+/g, " ")).toContain("you can see, move or cancel your booking");
    // Where we will come, as the visitor gave it; their notes stay out of it.
    expect(acknowledgement!.text).toMatch(/Location\s+Maitland\n/);
    expect(acknowledgement!.text).not.toContain("Two bathrooms");
    expect(acknowledgement!.html).not.toContain("Two bathrooms");

    // Both carry the consultation as an iCalendar invitation, in Orlando's time with its zone.
    for (const [message, audience] of [
      [mailing.smtp.toOwner[0]!, "owner"],
      [acknowledgement!, "visitor"],
    ] as const) {
      const part = message.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
      expect(part, `${audience}'s invitation`).toBeDefined();
      const calendar = new ICAL.Component(ICAL.parse(part!.content.toString("utf8")));
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      calendar.getAllSubcomponents("vtimezone").forEach((zone) => ICAL.TimezoneService.register(zone));
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      expect(event.startDate.zone.tzid).toBe("America/New_York");
      expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(slot!.start));
      expect(event.uid).toBe(consultationUid(hashManageToken(token)));
      expect(event.organizer).toBe("mailto:hello@saltboxdesignbuild.com");
      // Both meet at the address the visitor gave; their notes do not go back to them.
      expect(event.location).toBe("Maitland");
      if (audience === "visitor") expect(part!.content.toString("utf8")).not.toMatch(/Two bathrooms/);
    }

    // The time is now full, the next one still free.
    const after = await offered(services);
    expect(after.find((candidate) => candidate.start === slot!.start)?.free).toBe(0);
    expect(after.find((candidate) => candidate.start === next!.start)?.free).toBe(1);
  });

  it("finds a booking by its link only, and cancelling it frees the time for someone else", async () => {
    const { services } = await setup(kind);
    const [slot] = await offered(services);
    const outcome = await services.bookings.book({ ...visitor, start: slot!.start }, "127.0.0.1");
    const token = (outcome as { booking: { manageUrl: string } }).booking.manageUrl.split("/").at(-1)!;
    expect(await services.bookings.find(token)).toMatchObject({
      status: "confirmed",
      name: "Sam Lee",
      location: "Maitland",
    });
    expect(await services.bookings.find(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeUndefined();
    expect(await services.bookings.find("")).toBeUndefined();

    expect((await offered(services))[0]!.free).toBe(0);
    expect(await services.bookings.cancel(token)).toBe(true);
    expect(await services.bookings.cancel(token)).toBe(false);
    expect(await services.bookings.find(token)).toMatchObject({ status: "cancelled" });
    expect((await offered(services))[0]!.free).toBe(1);
    expect(
      await services.bookings.book({ ...visitor, firstName: "Kim", start: slot!.start }, "127.0.0.2"),
    ).toMatchObject({ ok: true });
  });

  it("moves a booking to another offered time, never onto a taken one, and one of many racing to a time gets it", async () => {
    const { services } = await setup(kind, { ENQUIRY_RATE_LIMIT: "1000" });
    const slots = await offered(services);
    const mine = tokenOf(await services.bookings.book({ ...visitor, start: slots[0]!.start }, "127.0.0.1"));
    await services.bookings.book(
      { ...visitor, firstName: "Other", email: "other@example.com", start: slots[1]!.start },
      "127.0.0.2",
    );

    expect(await services.bookings.reschedule(mine, slots[1]!.start)).toMatchObject({ ok: false, reason: "taken" });
    expect(await services.bookings.reschedule(mine, "2020-01-01T09:00:00-05:00")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await services.bookings.reschedule(mine, slots[2]!.start)).toEqual({ ok: true });
    expect(Date.parse((await services.bookings.find(mine))!.start)).toBe(Date.parse(slots[2]!.start));
    const free = new Map((await offered(services)).map((slot) => [slot.start, slot.free]));
    expect([0, 1, 2].map((index) => free.get(slots[index]!.start))).toEqual([1, 0, 0]);

    const racers = await Promise.all(
      slots
        .slice(3, 13)
        .map((slot, index) =>
          services.bookings.book(
            { ...visitor, firstName: `R${index}`, email: `r${index}@example.com`, start: slot.start },
            "127.0.0.3",
          ),
        ),
    );
    const target = slots[13]!.start;
    const moves = await Promise.all(racers.map((outcome) => services.bookings.reschedule(tokenOf(outcome), target)));
    expect(moves.filter((move) => move.ok)).toHaveLength(1);
    expect(moves.filter((move) => !move.ok && move.reason === "taken")).toHaveLength(9);
    const atTarget = (await services.store.listBookings()).filter(
      (row) => row.status === "confirmed" && Date.parse(row.start) === Date.parse(target),
    );
    expect(atTarget).toHaveLength(1);
  });

  it("gives 40 simultaneous bookings of a time with one place exactly one booking; 39 are told it was taken", async () => {
    const { services } = await setup(kind);
    const [slot] = await offered(services);
    expectOneBooked(await bookMany([services], slot!.start, 40), slot!.start);
    const bookings = await services.store.listBookings();
    expect(bookings).toHaveLength(1);
    // The losers' submissions and notifications were rolled back with their bookings.
    expect(await services.store.listSubmissions()).toHaveLength(1);
    await waitFor(async () => (await services.store.outboxCounts()).delivered === 2);
    expect(await services.store.outboxCounts()).toEqual({ pending: 0, delivered: 2, refused: 0 });
  });

  it("fills every place when more than one consultation can run at once (set in the office), and no more", async () => {
    const { services } = await setup(kind);
    const hours = await services.availability.settings();
    const saved = await services.availability.saveHours(
      {
        ...Object.fromEntries(
          Object.entries(hours.weeklyStarts).map(([day, starts]) => [`starts-${day}`, starts.join(", ")]),
        ),
        durationMinutes: String(hours.durationMinutes),
        capacity: "3",
        noticeBusinessDays: String(hours.noticeBusinessDays),
        horizonDays: String(hours.horizonDays),
      },
      "owner@example.com",
    );
    expect(saved.ok).toBe(true);
    const threeAtOnce = services.bookings;
    const [slot] = await offered(services);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        threeAtOnce.book(
          { ...visitor, lastName: `Family${index}`, email: `family${index}@example.com`, start: slot!.start },
          "127.0.0.1",
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "taken")).toHaveLength(37);
    expect((await services.store.listBookings()).map((booking) => booking.seat).sort()).toEqual([1, 2, 3]);
  });

  it("refuses a time that is not offered, and one the owner blocked until the block is removed", async () => {
    const { services } = await setup(kind);
    const [slot] = await offered(services);
    const start = new Date(slot!.start);
    const notOffered = await services.bookings.book(
      { ...visitor, start: new Date(start.getTime() + 15 * 60_000).toISOString() },
      "127.0.0.1",
    );
    expect(notOffered).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { start: expect.stringContaining("offered times") },
    });
    const past = await services.bookings.book({ ...visitor, start: "2020-01-06T09:00:00-05:00" }, "127.0.0.1");
    expect(past).toMatchObject({ ok: false, reason: "invalid" });
    const noStart = await services.bookings.book({ ...visitor, start: "" }, "127.0.0.1");
    expect(noStart).toMatchObject({
      ok: false,
      reason: "missing",
      fieldErrors: { start: "Consultation time is required." },
    });
    const unreadable = await services.bookings.book({ ...visitor, start: "next Tuesday" }, "127.0.0.1");
    expect(unreadable).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { start: "Please choose one of the offered times." },
    });

    const { id } = await services.store.addBlock({ start, end: new Date(slot!.end), reason: "Site visit" }, new Date());
    expect((await offered(services)).map((candidate) => candidate.start)).not.toContain(slot!.start);
    expect(await services.bookings.book({ ...visitor, start: slot!.start }, "127.0.0.1")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await services.store.removeBlock(id)).toEqual({ id, start, end: new Date(slot!.end), reason: "Site visit" });
    expect(await services.store.removeBlock(id)).toBeUndefined();
    expect((await services.bookings.book({ ...visitor, start: slot!.start }, "127.0.0.1")).ok).toBe(true);
    expect(await services.store.listSubmissions()).toHaveLength(1);
    await waitFor(() => mailing.smtp.toOwner.length === 1);
  });

  it("promises nothing without the database: the booking fails and no e-mail goes", async () => {
    const { services } = await setup("sqlite");
    const [slot] = await offered(services);
    const { services: down } = await setup(kind, unavailableDatabase(kind));
    expect(await down.bookings.book({ ...visitor, start: slot!.start }, "127.0.0.1")).toEqual({
      ok: false,
      reason: "failed",
    });
    expect(await down.bookings.availableSlots()).toEqual({ ok: false, reason: "failed" });
    expect(mailing.smtp.messages).toEqual([]);
  });
});

describe("two server processes on one PostgreSQL database", () => {
  it("book a contested time exactly once between them", async () => {
    const { services: first, config } = await setup("postgres");
    await first.store.migrate();
    const second = createServices(config, () => {});
    mailing.closeAfterTest(second);
    const [slot] = await offered(first);
    expectOneBooked(await bookMany([first, second], slot!.start, 40), slot!.start);
    expect(await first.store.listBookings()).toHaveLength(1);
    expect(await second.store.listSubmissions()).toHaveLength(1);
    await waitFor(async () => (await first.store.outboxCounts()).delivered === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailing.smtp.toOwner).toHaveLength(1);
    expect(mailing.smtp.acknowledgements).toHaveLength(1);
  });
});
