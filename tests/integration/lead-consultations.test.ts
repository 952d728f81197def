// A lead's consultation booked in the office at any time agreed with the client (clashes named
// first), the calendar's phone booking joining the caller's open lead, the office's move or cancel
// answering a lead, and two leads of one person merged: on both engines, through the real services,
// store and SMTP on loopback.
import { describe, expect, it } from "vitest";
import { businessToday } from "../../server/office/leads.ts";
import {
  bookingVisitor,
  dayAfter,
  handCaller,
  mailingServices,
  officeOwner as owner,
  OWNER,
  offeredDays,
  validContact,
  waitFor,
  type StoreKind,
} from "../support/services.ts";

const mailing = mailingServices();
const client = "203.0.113.9";
const caller = { ...handCaller, email: "rosa.delgado@example.com" };
const idOf = (entered: unknown) => (entered as { id: number }).id;

describe.each<StoreKind>(["sqlite", "postgres"])("a lead's consultations and merges on %s", (kind) => {
  const setup = () => mailing.ownersServices(kind);

  it("books a consultation agreed at any time into the lead: clashes named first, the phone booking's mail, the lead at consultation and answered", async () => {
    const services = await setup();
    const { office, calendar, bookings } = services;
    const id = idOf(await office.enterLead(caller, owner));
    const [day] = await offeredDays(services);
    const date = day!.date;
    expect((await bookings.book({ ...bookingVisitor, start: day!.slots[0]!.start }, client)).ok).toBe(true);

    expect(await calendar.consultationAsked({})).toEqual({ ok: true, value: undefined });
    expect(await calendar.consultationAsked({ consultationDate: date })).toEqual({
      ok: false,
      errors: { consultationTime: "Write the time it starts, like 15:30." },
    });
    expect(
      await calendar.consultationAsked({
        consultationDate: dayAfter(businessToday(new Date()), -1),
        consultationTime: "09:00",
      }),
    ).toEqual({ ok: false, errors: { consultationTime: "That time has passed: choose a later day or time." } });

    // 9:00 is no offered start (8:30 is, and Sam Lee has it): the office may still book it, told of Sam first.
    const nine = await calendar.consultationAsked({
      consultationDate: date,
      consultationTime: "9:00 am",
      location: "",
    });
    if (!nine.ok || !nine.value) throw new Error("9:00 was refused");
    expect(day!.slots.map((slot) => Date.parse(slot.start))).not.toContain(nine.value.start.getTime());
    expect(await calendar.clashes(nine.value)).toEqual([
      expect.stringMatching(/^It overlaps the consultation with Sam Lee \(.*8:30.*\)\.$/),
    ]);
    const early = await calendar.consultationAsked({ consultationDate: date, consultationTime: "07:00" });
    if (!early.ok || !early.value) throw new Error("7:00 was refused");
    expect(await calendar.clashes(early.value)).toEqual([
      expect.stringMatching(/^It is outside that day's consultation hours \(\d+:\d\d AM to \d+:\d\d [AP]M\)\.$/),
    ]);
    const blocked = await calendar.block({ date, from: "13:00", to: "17:00", reason: "Site visit" }, OWNER);
    expect(blocked.ok).toBe(true);
    const afternoon = await calendar.consultationAsked({ consultationDate: date, consultationTime: "13:15" });
    if (!afternoon.ok || !afternoon.value) throw new Error("13:15 was refused");
    expect(await calendar.clashes(afternoon.value)).toEqual([expect.stringContaining("blocked time")]);

    // Booked anyway at 7:00: into this lead, with the same mail and invitation as a phone booking.
    const booked = await calendar.bookForLead(id, { ...early.value, location: "12 Palm Ave, Maitland" }, OWNER);
    expect(booked).toMatchObject({ ok: true, leadId: id });
    const { lead, bookings: theirs } = (await office.lead(id))!;
    expect(lead).toMatchObject({ stage: "consultation", overdue: false });
    expect(lead.firstResponseAt).not.toBeNull();
    expect(theirs).toMatchObject([
      { status: "confirmed", location: "12 Palm Ave, Maitland", email: caller.email, firstName: "Rosa" },
    ]);
    expect(Date.parse(theirs[0]!.start)).toBe(early.value.start.getTime());
    expect((await office.inbox({ view: "waiting" })).leads).toEqual([]);
    expect((await office.inbox({ view: "all" })).leads).toHaveLength(2);
    await waitFor(() =>
      mailing.smtp.messages.some(
        (mail) =>
          (mail.to as { text: string } | undefined)?.text.includes(caller.email) &&
          mail.subject?.startsWith("Consultation booked") &&
          mail.attachments.some((part) => part.contentType.startsWith("text/calendar")),
      ),
    );
    expect((await office.auditLog(50)).map((row) => row.action)).toContain("consultation booked in the office");
    // The owner's mail carries what they want, and asks nobody to mark answered a lead the booking answered.
    const ownersMail = () => mailing.smtp.messages.find((mail) => mail.subject?.includes("booked: Rosa Delgado"));
    await waitFor(() => ownersMail() !== undefined);
    const ownerText = ownersMail()!.text!.replace(/\s+/g, " ");
    expect(ownerText).toContain(`Message ${handCaller.message}`);
    expect(ownerText).not.toContain("Not given");
    expect(ownerText).not.toContain("mark it answered");
    expect(ownerText).toContain("Open the lead in the office");

    // Someone with no e-mail address is booked too (over Sam Lee's time: the office's call), and mailed nothing.
    const tom = idOf(await office.enterLead({ ...caller, firstName: "Tom", email: "", phone: "321-555-0188" }, owner));
    const sent = mailing.smtp.messages.length;
    expect(await calendar.bookForLead(tom, nine.value, OWNER)).toMatchObject({ ok: true, leadId: tom });
    await waitFor(() => mailing.smtp.messages.length > sent);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailing.smtp.messages.slice(sent).map((mail) => (mail.to as { text: string } | undefined)?.text)).toEqual([
      OWNER,
    ]);
    expect((await office.lead(tom))!.lead.stage).toBe("consultation");
  });

  it("joins the calendar's phone booking to the caller's open lead (by e-mail or phone) rather than a second lead", async () => {
    const services = await setup();
    const { office, calendar } = services;
    const id = idOf(await office.enterLead({ ...caller, email: "", phone: bookingVisitor.phone }, owner));
    const [day] = await offeredDays(services);
    const booked = await calendar.bookByPhone({ ...bookingVisitor, start: day!.slots[1]!.start }, OWNER);
    expect(booked.ok).toBe(true);
    expect((await office.inbox({ view: "all" })).leads.map((row) => row.id)).toEqual([id]);
    const { lead, bookings, events } = (await office.lead(id))!;
    expect(lead).toMatchObject({ stage: "consultation", overdue: false });
    expect(lead.firstResponseAt).not.toBeNull();
    expect(bookings).toHaveLength(1);
    expect(events).toMatchObject([{ kind: "stage", stage: "consultation", author: OWNER }]);
    // The audit log links the booking to its lead; a block and its removal to their day.
    const blocked = await calendar.block(
      { date: day!.date, from: "15:00", to: "16:00", reason: "Tile delivery" },
      OWNER,
    );
    if (!blocked.ok) throw new Error("the block was refused");
    expect(await calendar.unblock(blocked.id, OWNER)).toBe(true);
    expect(await calendar.unblock(blocked.id, OWNER)).toBe(false);
    const log = await office.auditLog(20);
    const entry = (action: string) => log.find((logged) => logged.action === action);
    expect(entry("consultation booked by phone")).toMatchObject({ link: `/office/leads/${id}` });
    for (const action of ["time blocked", "block removed"]) {
      expect(entry(action)!.link, action).toBe(`/office/calendar?from=${day!.date}&view=day`);
      expect(entry(action)!.detail, action).toMatch(/3:00.*PM – .*4:00.*PM Tile delivery$/);
    }
  });

  it("counts the office's move or cancel of a consultation booked online as the lead's first answer", async () => {
    const services = await setup();
    const { office, calendar, bookings } = services;
    const [day] = await offeredDays(services);
    await bookings.book({ ...bookingVisitor, start: day!.slots[0]!.start }, client);
    await bookings.book({ ...bookingVisitor, email: "kim@example.com", start: day!.slots[1]!.start }, client);
    const [kim, sam] = (await office.inbox({ view: "all" })).leads;
    expect([kim!.firstResponseAt, sam!.firstResponseAt]).toEqual([null, null]);
    const [samBooking] = (await office.lead(sam!.id))!.bookings;
    const [kimBooking] = (await office.lead(kim!.id))!.bookings;

    const before = Date.now();
    const words = { askedBy: "client" as const, note: "", from: OWNER };
    expect(await calendar.move(samBooking!.id, { offered: day!.slots[2]!.start }, OWNER, words)).toEqual({ ok: true });
    expect(await calendar.cancel(kimBooking!.id, OWNER, words)).toBe(true);
    // Booked online, the leads wait for their answer; the office's move and cancel answer them, and say so.
    const ownerText = (subject: RegExp) => {
      const mail = mailing.smtp.messages.find((message) => subject.test(message.subject ?? ""));
      return mail?.text?.replace(/\s+/g, " ");
    };
    for (const subject of [
      /^Consultation #\d+ booked: Sam Lee/,
      /^Consultation #\d+ moved/,
      /^Consultation #\d+ cancelled/,
    ])
      await waitFor(() => ownerText(subject) !== undefined);
    expect(ownerText(/^Consultation #\d+ booked: Sam Lee/)).toContain("to mark it answered");
    for (const change of [/^Consultation #\d+ moved: Sam Lee/, /^Consultation #\d+ cancelled/]) {
      expect(ownerText(change)).toContain("Open the lead in the office");
      expect(ownerText(change)).not.toContain("mark it answered");
    }
    for (const id of [sam!.id, kim!.id]) {
      const { lead } = (await office.lead(id))!;
      expect(Date.parse(lead.firstResponseAt!)).toBeGreaterThanOrEqual(before - 1000);
      expect(lead.overdue).toBe(false);
    }
    expect((await office.inbox({ view: "waiting" })).leads).toEqual([]);
    expect((await office.dashboard()).waiting).toBe(0);
  });

  it("moves a consultation to any time agreed with the client: its own time is no clash, another's is named, and the move mails them", async () => {
    const services = await setup();
    const { office, calendar, bookings } = services;
    const [day] = await offeredDays(services);
    const [first, second] = [day!.slots[0]!, day!.slots[1]!];
    await bookings.book({ ...bookingVisitor, start: first.start }, client);
    await bookings.book({ ...bookingVisitor, firstName: "Kim", email: "kim@example.com", start: second.start }, client);
    const [, sam] = (await office.inbox({ view: "all" })).leads;
    const [samBooking] = (await office.lead(sam!.id))!.bookings;
    const minutesAfter = (start: string, minutes: number) =>
      new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "America/New_York" }).format(
        new Date(Date.parse(start) + minutes * 60_000),
      );

    // Fifteen minutes later overlaps only Sam's own consultation: nothing in the way.
    const later = await calendar.consultationAsked({
      consultationDate: day!.date,
      consultationTime: minutesAfter(first.start, 15),
    });
    if (!later.ok || !later.value) throw new Error("the later time was refused");
    expect(await calendar.clashes(later.value, samBooking!.id)).toEqual([]);
    expect(await calendar.clashes(later.value)).toEqual([expect.stringContaining("Sam Lee")]);
    // At Kim's start it overlaps Kim, who is named.
    const kims = await calendar.consultationAsked({
      consultationDate: day!.date,
      consultationTime: minutesAfter(second.start, 0),
    });
    if (!kims.ok || !kims.value) throw new Error("Kim's time was refused");
    expect(await calendar.clashes(kims.value, samBooking!.id)).toEqual([expect.stringContaining("Kim Lee")]);

    // Moved anyway to Kim's time, agreed with Sam: both booked at it, Sam mailed the new time.
    const words = { askedBy: "client" as const, note: "See you both then.", from: OWNER };
    expect(await calendar.move(samBooking!.id, { agreed: kims.value }, OWNER, words)).toEqual({ ok: true });
    const moved = (await office.lead(sam!.id))!.bookings[0]!;
    expect(Date.parse(moved.start)).toBe(kims.value.start.getTime());
    expect(Date.parse(moved.end)).toBe(kims.value.end.getTime());
    const changes = () =>
      mailing.smtp.messages.filter((mail) => mail.headers.get("x-site-notification") === "booking-change");
    await waitFor(() => changes().length === 2);
    expect(
      changes()
        .map((mail) => mail.text)
        .join("\n"),
    ).toContain("See you both then.");
    // The same time again changes nothing and mails no one.
    expect(await calendar.move(samBooking!.id, { agreed: kims.value }, OWNER, words)).toMatchObject({ ok: false });
  });

  it("merges a lead of the same person into another: everything moves, the other's number leads to the kept one", async () => {
    const services = await setup();
    const { office, calendar, enquiries } = services;
    await enquiries.submit("contact", validContact, client);
    const [website] = (await office.inbox({})).leads;
    const kept = website!.id;
    // The same person by name, entered by hand from another phone and no address: a second lead.
    const gone = idOf(
      await office.enterLead(
        { ...caller, firstName: "ana", lastName: "RUIZ", email: "", phone: "321-555-0177", message: "Called." },
        owner,
      ),
    );
    expect(gone).not.toBe(kept);
    expect(await office.addNote(gone, "Prefers mornings.", owner)).toEqual({ ok: true });
    expect(await office.logActivity(gone, { activity: "call", activityNote: "Spoke for 10 min" }, owner)).toEqual({
      ok: true,
    });
    const today = businessToday(new Date());
    expect(await office.setFollowUp(gone, { followUpOn: today, nextAction: "Send the estimate" }, owner)).toEqual({
      ok: true,
    });
    const [day] = await offeredDays(services);
    const at = await calendar.consultationAsked({ consultationDate: day!.date, consultationTime: "11:45" });
    if (!at.ok || !at.value) throw new Error("11:45 was refused");
    expect(await calendar.bookForLead(gone, at.value, OWNER)).toMatchObject({ ok: true });
    // A mail of theirs the business mailbox showed: it goes with the lead too.
    const theirMail = {
      submissionId: gone,
      messageId: "<ana-1@example.com>",
      direction: "in" as const,
      origin: "mailbox" as const,
      at: new Date(),
      sender: "ana.ruiz@example.com",
      recipients: "hello@saltboxdesignbuild.com",
      subject: "Photos of the kitchen",
      text: "Here they are.",
      answers: false,
    };
    await services.store.leadMail.recordBatch("INBOX", { uidValidity: "1", lastUid: 1 }, [theirMail], new Date());

    // The lead's page asks with the address's fields, absent (null) until one is chosen: no message yet.
    const asked = await office.mergeCandidates(kept, { merge: null, mergeNumber: null });
    expect(asked!.error).toBeUndefined();
    expect(asked!.suggestions.map((lead) => lead.id)).toEqual([gone]);
    expect(await office.mergeCandidates(kept, { mergeNumber: String(kept) })).toMatchObject({
      error: "That is this lead: choose another one to merge into it.",
    });
    expect(await office.mergeCandidates(kept, { mergeNumber: "#99999" })).toMatchObject({
      error: "There is no lead with that number (it may have been merged already).",
    });
    expect((await office.mergeCandidates(kept, { merge: String(gone) }))!.chosen).toMatchObject({ id: gone });

    expect(await office.mergeLeads(kept, { merge: String(gone) }, owner)).toMatchObject({ ok: true, goneId: gone });
    expect(await office.lead(gone)).toBeUndefined();
    expect(await office.mergedInto(gone)).toBe(kept);
    const { lead, bookings, events } = (await office.lead(kept))!;
    expect(lead).toMatchObject({
      email: validContact.email,
      phone: validContact.phone,
      stage: "consultation",
      source: "Referral",
      followUpOn: today,
      nextAction: "Send the estimate",
      followUpDue: true,
    });
    expect(lead.firstResponseAt).not.toBeNull();
    expect(bookings).toHaveLength(1);
    expect((await office.lead(kept))!.mail.map((mail) => mail.subject)).toEqual(["Photos of the kitchen"]);
    expect(events.map((event) => event.kind)).toEqual(expect.arrayContaining(["note", "call", "stage"]));
    expect(events.find((event) => event.text === "Prefers mornings.")).toBeDefined();
    expect(events.at(-1)).toMatchObject({
      author: "website",
      kind: "note",
      text: expect.stringMatching(
        new RegExp(`^Lead #${gone} \\(ana RUIZ, \\(321\\) 555-0177, received .*\\) merged into this one by ${OWNER}: `),
      ),
    });
    expect((await office.inbox({ view: "due" })).leads.map((row) => row.id)).toEqual([kept]);
    // Found by the other's number too, and only once in the list.
    expect((await office.inbox({ search: "321-555-0177" })).leads.map((row) => row.id)).toEqual([kept]);
    expect((await office.inbox({ view: "all" })).leads).toHaveLength(1);
    expect((await office.auditLog(50)).find((row) => row.action === "leads merged")).toMatchObject({
      detail: `#${gone} ana RUIZ → #${kept} Ana Ruiz`,
    });
    // Merged leads chain: a third lead merged into the kept one later leads the gone number there still.
    expect(await office.mergeLeads(kept, { merge: String(gone) }, owner)).toEqual({
      ok: false,
      error: "There is no lead with that number (it may have been merged already).",
    });
  });
});
