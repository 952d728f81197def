import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { availability, describeConsultationTime, shortConsultationTime } from "#common/availability.ts";
import { hashManageToken } from "../../server/bookings/bookings.ts";
import { consultationUid } from "../../server/mail/icalendar.ts";
import type { Config } from "../../server/config.ts";
import { reminderTime } from "../../server/bookings/reminders.ts";
import { createServices, type Services } from "../../server/services.ts";
import type { Slot } from "../../server/bookings/slots.ts";
import { bookingVisitor, mailingServices, offeredDays, waitFor, type StoreKind } from "../support/services.ts";

// What a booking sends after it is made: both sides' mail on every move or cancellation, with the
// updated invitation, and the visitor's reminder the day before. Real SQLite and PostgreSQL, real
// SMTP on loopback, the invitations read back by ical.js.

const mailing = mailingServices();
const { setup } = mailing;

/** Another server process over the same database (a restart, or a second process beside the first). */
const restarted = (config: Config) => mailing.closeAfterTest(createServices(config, () => {}));

const visitor = bookingVisitor;

/** Offered slots whose reminder is still ahead, the first of each day, so each is on a later day than the one before. */
async function slotsOnLaterDays(services: Services): Promise<Slot[]> {
  return (await offeredDays(services))
    .map((day) => day.slots[0])
    .filter(
      (slot): slot is Slot => slot !== undefined && reminderTime(availability, new Date(slot.start)) > new Date(),
    );
}

async function book(services: Services, slot: Slot, email = visitor.email) {
  const outcome = await services.bookings.book({ ...visitor, email, start: slot.start }, "127.0.0.1");
  if (!outcome.ok) throw new Error(`booking: ${outcome.reason}`);
  await waitFor(() => mailing.smtp.messages.length === 2);
  mailing.smtp.messages.length = 0;
  return outcome.booking.manageUrl.split("/").at(-1)!;
}

const purpose = (mail: ParsedMail) => mail.headers.get("x-site-notification");
const addressee = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text;
const reminders = () => mailing.smtp.messages.filter((mail) => purpose(mail) === "reminder");

/** The booking-change mails, the owner's and the visitor's, once both have arrived, each with an invitation like `expected`. */
async function changeMails(expected: Partial<ReturnType<typeof invitation>>) {
  const changes = () => mailing.smtp.messages.filter((mail) => purpose(mail) === "booking-change");
  await waitFor(() => changes().length === 2);
  const owner = changes().find((mail) => addressee(mail) === "hello@saltboxdesignbuild.com");
  const toVisitor = changes().find((mail) => addressee(mail) === visitor.email);
  expect(owner && toVisitor, "one change mail to each side").toBeTruthy();
  for (const mail of [owner!, toVisitor!]) expect(invitation(mail)).toMatchObject(expected);
  mailing.smtp.messages.length = 0;
  return { owner: owner!, visitor: toVisitor! };
}

/** The mail's invitation, parsed: its METHOD and its one event, with Orlando's zone registered. */
function invitation(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(part, `invitation in "${mail.subject}"`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString("utf8")));
  calendar.getAllSubcomponents("vtimezone").forEach((zone) => ICAL.TimezoneService.register(zone));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue("status"),
    start: event.startDate.toJSDate().toISOString(),
    zone: event.startDate.zone.tzid,
  };
}

const when = (slot: Slot) => describeConsultationTime(availability, new Date(slot.start), new Date(slot.end));
/** "Sat 28 Nov, 9:00 AM", as subjects name a consultation. */
const at = (slot: Slot) => shortConsultationTime(availability, new Date(slot.start));
/** Intl's narrow and thin spaces, and the plain-text part's line breaks, as plain spaces. */
const plain = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ");

describe.each<StoreKind>(["sqlite", "postgres"])("changes to a booking on %s", (kind) => {
  it("a move mails both sides the same event at its new time with the next SEQUENCE; a cancellation then sends METHOD:CANCEL", async () => {
    const { services } = await setup(kind);
    const [first, , later] = await slotsOnLaterDays(services);
    const token = await book(services, first!);
    const uid = consultationUid(hashManageToken(token));

    expect(await services.bookings.reschedule(token, later!.start)).toEqual({ ok: true });
    const moved = await changeMails({
      method: "REQUEST",
      uid,
      sequence: 1,
      status: "CONFIRMED",
      start: new Date(later!.start).toISOString(),
      zone: "America/New_York",
    });
    // The owner's subject and body name the booking by the number `npm run bookings` uses.
    const { id } = (await services.store.listBookings())[0]!;
    expect(moved.owner.subject).toBe(`Consultation #${id} moved: Sam Lee, now ${at(later!)}`);
    expect(plain(moved.owner.text)).toContain(`Booking #${id}`);
    expect(plain(moved.owner.text)).toContain(plain(when(later!)));
    expect(plain(moved.owner.text)).toContain(plain(when(first!)));
    expect(moved.owner.replyTo?.text).toContain(visitor.email);
    expect(moved.visitor.subject).toBe(`Consultation moved: ${at(later!)} – Saltbox Design-Build`);
    expect(moved.visitor.headers.get("auto-submitted")).toBe("auto-generated");
    expect(plain(moved.visitor.text)).toContain(plain(when(later!)));
    expect(moved.visitor.html).toContain(`href="https://www.saltboxdesignbuild.com/consultation/manage/${token}"`);
    // Nothing the visitor typed comes back to them.
    expect(`${moved.visitor.html}${moved.visitor.text}`).not.toMatch(/Maitland|Two bathrooms/);

    expect(await services.bookings.cancel(token)).toBe(true);
    const cancelled = await changeMails({
      method: "CANCEL",
      uid,
      sequence: 2,
      status: "CANCELLED",
      start: new Date(later!.start).toISOString(),
    });
    expect(cancelled.owner.subject).toBe(`Consultation #${id} cancelled: Sam Lee, was ${at(later!)}`);
    expect(plain(cancelled.owner.text)).toContain(`Booking #${id}`);
    expect(cancelled.visitor.subject).toBe(`Consultation cancelled: ${at(later!)} – Saltbox Design-Build`);
    expect(plain(cancelled.visitor.text)).toContain("As you asked, we cancelled your design consultation");

    // Nothing more to cancel, and nothing more sent; the changes' mail hangs off the booking's own submission.
    expect(await services.bookings.cancel(token)).toBe(false);
    const [booking] = await services.store.listBookings();
    expect(booking).toMatchObject({ status: "cancelled", sequence: 2, remindAt: null });
    // The lead leaves "consultation": it came with its booking, so it goes back to "contacted", noted in its history.
    const lead = (await services.office.lead(booking!.submissionId))!;
    expect(lead.lead.stage).toBe("contacted");
    expect(lead.events.at(-1)).toMatchObject({ kind: "stage", stage: "contacted", text: "Consultation cancelled" });
    expect(await services.store.listSubmissions()).toHaveLength(1);
    expect(await services.store.outboxCounts()).toEqual({ pending: 0, delivered: 6, refused: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailing.smtp.messages).toEqual([]);
  });

  it("a move that finds the time taken changes nothing and mails no one", async () => {
    const { services } = await setup(kind);
    const [mine, theirs] = await slotsOnLaterDays(services);
    const token = await book(services, mine!);
    await book(services, theirs!, "someone.else@example.com");
    expect(await services.bookings.reschedule(token, theirs!.start)).toMatchObject({ ok: false, reason: "taken" });
    expect((await services.bookings.find(token))?.start).toBe(new Date(mine!.start).toISOString());
    expect((await services.store.listBookings()).map((row) => row.sequence)).toEqual([0, 0]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailing.smtp.messages).toEqual([]);
  });

  it("the owner's `npm run bookings -- --cancel` mails both sides the cancellation", async () => {
    const { services, config } = await setup(kind);
    const [slot] = await slotsOnLaterDays(services);
    const token = await book(services, slot!);
    const id = (await services.store.listBookings())[0]!.id;

    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/bookings.ts", "--cancel", String(id)], {
      env: {
        ...process.env,
        DATA_DIR: config.DATA_DIR,
        DATABASE_URL: config.DATABASE_URL ?? "",
        SMTP_URL: mailing.smtp.url,
      },
    });
    expect(plain(stdout)).toContain(`Cancelled #${id}: Sam Lee, ${plain(when(slot!))}.`);
    const { owner, visitor: toVisitor } = await changeMails({
      method: "CANCEL",
      uid: consultationUid(hashManageToken(token)),
      sequence: 1,
      status: "CANCELLED",
    });
    expect(plain(toVisitor.text)).toContain("we have had to cancel your design consultation");
    expect(plain(owner.text)).toContain("Cancelled by the office");
    expect(await services.store.outboxCounts()).toEqual({ pending: 0, delivered: 4, refused: 0 });
  });
});

describe.each<StoreKind>(["sqlite", "postgres"])("the day-before reminder on %s", (kind) => {
  it("goes exactly once at its time, across a restart and with two processes looking at once", async () => {
    const { services, config } = await setup(kind);
    const [slot] = await slotsOnLaterDays(services);
    await book(services, slot!);
    const due = reminderTime(availability, new Date(slot!.start));
    expect((await services.store.listBookings())[0]!.remindAt).toBe(due.toISOString());

    expect(await services.reminders.sendDue(new Date(due.getTime() - 60_000))).toBe(0);
    await mailing.closeNow(services);

    // Restarted before the reminder's time; at it, two processes look at once.
    const [second, third] = [restarted(config), restarted(config)];
    const sent = await Promise.all([second.reminders.sendDue(due), third.reminders.sendDue(due)]);
    expect(sent.sort()).toEqual([0, 1]);
    await Promise.all([mailing.closeNow(second), mailing.closeNow(third)]);

    // Restarted again, later that day: nothing left to send.
    const fourth = restarted(config);
    expect(await fourth.reminders.sendDue(new Date(due.getTime() + 3_600_000))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reminders()).toHaveLength(1);
    const [reminder] = reminders();
    expect(addressee(reminder!)).toBe(visitor.email);
    expect(reminder!.subject).toBe(`Consultation reminder: ${at(slot!)} – Saltbox Design-Build`);
    expect(reminder!.headers.get("auto-submitted")).toBe("auto-generated");
    expect(plain(reminder!.text)).toContain(plain(when(slot!)));
    expect(`${reminder!.html}${reminder!.text}`).not.toMatch(/Maitland|Two bathrooms/);
    expect(await fourth.store.outboxCounts()).toEqual({ pending: 0, delivered: 3, refused: 0 });
  });

  it("is not sent for a cancelled booking", async () => {
    const { services } = await setup(kind);
    const [slot] = await slotsOnLaterDays(services);
    const token = await book(services, slot!);
    expect(await services.bookings.cancel(token)).toBe(true);
    await changeMails({ method: "CANCEL" });
    expect(await services.reminders.sendDue(new Date(slot!.start))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reminders()).toEqual([]);
  });

  it("follows a move: none at the old time, one for the new time, and again after a move made once it was sent", async () => {
    const { services } = await setup(kind);
    const [first, second, third] = await slotsOnLaterDays(services);
    const token = await book(services, first!);
    const dueAt = (slot: Slot) => reminderTime(availability, new Date(slot.start));

    expect(await services.bookings.reschedule(token, second!.start)).toEqual({ ok: true });
    await changeMails({ sequence: 1, start: new Date(second!.start).toISOString() });
    expect((await services.store.listBookings())[0]!.remindAt).toBe(dueAt(second!).toISOString());
    expect(await services.reminders.sendDue(dueAt(first!))).toBe(0);
    expect(await services.reminders.sendDue(dueAt(second!))).toBe(1);
    await waitFor(() => reminders().length === 1);
    expect(plain(reminders()[0]!.text)).toContain(plain(when(second!)));

    // Reminded, then moved to a later day: reminded again, of the new time.
    expect(await services.bookings.reschedule(token, third!.start)).toEqual({ ok: true });
    await changeMails({ sequence: 2, start: new Date(third!.start).toISOString() });
    expect(await services.reminders.sendDue(dueAt(third!))).toBe(1);
    await waitFor(() => reminders().length === 1);
    expect(plain(reminders()[0]!.text)).toContain(plain(when(third!)));
  });

  it("is dropped, not sent late, when it is found only after the consultation began", async () => {
    const { services } = await setup(kind);
    const [slot] = await slotsOnLaterDays(services);
    await book(services, slot!);
    expect(await services.reminders.sendDue(new Date(Date.parse(slot!.start) + 60_000))).toBe(0);
    expect((await services.store.listBookings())[0]!.remindAt).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reminders()).toEqual([]);
  });
});
