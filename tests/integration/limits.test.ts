// The per-client limits as a visitor meets them over HTTP (X-Forwarded-For from loopback, which the
// app trusts): counted in the database, so two processes on one PostgreSQL answer what one does;
// and the caps on bookings, which a script from a few addresses cannot get past, with the owner
// told once.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { createServices } from "../../server/services.ts";
import { rawHeader } from "../support/smtp.ts";
import { bookingVisitor, mailingServices, offeredDays, serveApi, validContact, waitFor } from "../support/services.ts";

const mailing = mailingServices();

const postFrom = (base: string, path: string, address: string, body: object) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });

/** Twelve different enquiries from one client address, the i-th to `baseFor(i)`: their statuses in order. */
async function twelveEnquiries(baseFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const enquiry = { ...validContact, email: `client${i}@example.com`, message: `Enquiry number ${i}.` };
    statuses.push((await postFrom(baseFor(i), "/api/contact", "203.0.113.7", enquiry)).status);
  }
  return statuses;
}

describe("limits across processes", () => {
  it("gives 12 enquiries from one client split over two processes on one PostgreSQL the answers one process gives", async () => {
    const limit = { ENQUIRY_RATE_LIMIT: "5" };
    const single = await mailing.setup("postgres", limit);
    const alone = mailing.closeAfterTest(await serveApi(single.services));
    const one = await twelveEnquiries(() => alone.base);

    const first = await mailing.setup("postgres", limit);
    const second = mailing.closeAfterTest(createServices(first.config, () => {}));
    const [a, b] = [await serveApi(first.services), await serveApi(second)].map(mailing.closeAfterTest);
    const split = await twelveEnquiries((i) => (i % 2 === 0 ? a!.base : b!.base));

    expect(one).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(split).toEqual(one);
  });
});

describe.each(["sqlite", "postgres"] as const)("the booking caps on %s", (kind) => {
  /** 10 booking attempts from each address, every one for a free time of its own: how many were booked, and the statuses. */
  async function tenEachFrom(addresses: string[]) {
    const { services, logs } = await mailing.setup(kind, {
      ENQUIRY_RATE_LIMIT: "100",
      BOOKINGS_PER_NETWORK_PER_DAY: "3",
      BOOKINGS_PER_HOUR: "4",
    });
    const api = mailing.closeAfterTest(await serveApi(services));
    const slots = (await offeredDays(services)).flatMap((day) => day.slots.filter((slot) => slot.free));
    const attempts = addresses.flatMap((address) => Array.from({ length: 10 }, () => address));
    const statuses = await Promise.all(
      attempts.map((address, i) =>
        postFrom(api.base, "/api/consultation", address, {
          ...bookingVisitor,
          email: `visitor${i}@example.com`,
          start: slots[i]!.start,
        }).then(async (response) => ({ status: response.status, body: await response.json() })),
      ),
    );
    return { services, logs, statuses, booked: (await services.store.listBookings()).length };
  }

  const noticesToOwner = () =>
    mailing.smtp.toOwner.filter((mail) => rawHeader(mail, "x-site-notification") === "booking-limit");

  it("lets 3 addresses in one network book 3 times of 30 attempts, and tells the owner once", async () => {
    const { statuses, booked } = await tenEachFrom(["203.0.113.1", "203.0.113.2", "203.0.113.3"]);
    expect(booked).toBe(3);
    expect(statuses.filter(({ status }) => status === 201)).toHaveLength(3);
    const refused = statuses.filter(({ status }) => status === 429);
    expect(refused).toHaveLength(27);
    expect(refused[0]!.body).toMatchObject({
      ok: false,
      reason: "rateLimited",
      error: expect.stringContaining("Too many bookings just now"),
    });
    await waitFor(() => noticesToOwner().length > 0);
    const [notice, ...more] = noticesToOwner();
    expect(more).toEqual([]);
    expect(notice!.subject).toBe("Online bookings are being held back");
    expect(notice!.text!.replace(/\s+/g, " ")).toContain("from one network (203.0.113.0/24)");
  });

  it("lets 3 addresses in three networks book 4 times of 30 attempts in an hour, and tells the owner once", async () => {
    const { statuses, booked } = await tenEachFrom(["203.0.113.1", "198.51.100.1", "2001:db8:1:2::5"]);
    expect(booked).toBe(4);
    expect(statuses.filter(({ status }) => status === 201)).toHaveLength(4);
    expect(statuses.filter(({ status }) => status === 429)).toHaveLength(26);
    await waitFor(() => noticesToOwner().length > 0);
    // Another moment for any second notice to arrive: there must be none.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(noticesToOwner()).toHaveLength(1);
  });

  it("counts only bookings made: a time taken first is given back", async () => {
    const { services } = await mailing.setup(kind, { BOOKINGS_PER_NETWORK_PER_DAY: "1" });
    const [slot, other] = (await offeredDays(services)).flatMap((day) => day.slots.filter((free) => free.free));
    const seats = (await services.availability.current()).capacity;
    for (let seat = 0; seat < seats; seat++)
      expect(
        await services.bookings.book(
          { ...bookingVisitor, email: `seat${seat}@example.com`, start: slot!.start },
          `10.0.${seat}.1`,
        ),
      ).toMatchObject({ ok: true });
    const late = await services.bookings.book({ ...bookingVisitor, start: slot!.start }, "192.0.2.1");
    expect(late).toMatchObject({ ok: false, reason: "taken" });
    expect(await services.bookings.book({ ...bookingVisitor, start: other!.start }, "192.0.2.2")).toMatchObject({
      ok: true,
    });
  });

  it("keeps the location out of the visitor's mail and invitation unless it is plainly a place", async () => {
    const { services } = await mailing.setup(kind);
    const [slot] = (await offeredDays(services)).flatMap((day) => day.slots.filter((free) => free.free));
    const location = "Claim your refund at https://refunds.example now";
    expect(
      await services.bookings.book({ ...bookingVisitor, location, start: slot!.start }, "192.0.2.1"),
    ).toMatchObject({ ok: true });
    await waitFor(() => mailing.smtp.acknowledgements.length === 1 && mailing.smtp.toOwner.length === 1);
    const [acknowledgement] = mailing.smtp.acknowledgements;
    expect(acknowledgement!.text).not.toContain("refund");
    expect(acknowledgement!.html).not.toContain("refund");
    const invitation = acknowledgement!.attachments.find((part) => part.contentType.startsWith("text/calendar"));
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(invitation!.content.toString("utf8"))).getFirstSubcomponent("vevent")!,
    );
    expect(event.location).toBe("Your home (in-home design consultation)");
    // The owner's mail has it: it is where they are asked to go.
    expect(mailing.smtp.toOwner[0]!.text).toContain(location);
  });
});
