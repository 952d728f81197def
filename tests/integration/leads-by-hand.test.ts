// Leads worked outside the website, on both engines through the real service and store: a lead
// entered by hand (the same person joins their open lead; the answer given as they were entered
// logged with it), a call logged (the first answer; a new lead is contacted), the next step's follow-up day, and the inbox's lists and the start page's
// figures that follow from them.
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
const client = "203.0.113.7";
const caller = handCaller;

describe.each<StoreKind>(["sqlite", "postgres"])("leads worked by hand on %s", (kind) => {
  const setup = () => mailing.ownersServices(kind);

  it("enters a lead by hand, refusing what is missing, and joins the same person's open lead instead of a second", async () => {
    const { office } = await setup();
    expect(await office.enterLead({ ...caller, firstName: " ", phone: "", source: "billboard" }, owner)).toEqual({
      ok: false,
      errors: {
        firstName: "Write their first name (at most 100 characters).",
        email: "Write an e-mail address or a phone number: one of them, to answer them by.",
        source: "Choose where the lead came from.",
      },
    });
    expect(await office.enterLead({ ...caller, phone: "555", email: "rosa@" }, owner)).toMatchObject({
      ok: false,
      errors: { email: expect.any(String), phone: expect.any(String) },
    });
    const entered = await office.enterLead(caller, owner);
    expect(entered).toEqual({ ok: true, id: expect.any(Number), joined: false });
    const id = (entered as { id: number }).id;
    const { lead, events } = (await office.lead(id))!;
    expect(lead).toMatchObject({
      name: "Rosa Delgado",
      email: "",
      phone: "(407) 555-0142",
      stage: "new",
      source: "Referral",
      enteredBy: OWNER,
      projectType: "Bathroom Remodeling",
      message: caller.message,
      firstResponseAt: null,
    });
    expect(events).toEqual([]);
    // The inbox's type filter finds it as it finds the website's.
    expect((await office.inbox({ type: "Bathroom Remodeling" })).leads.map((row) => row.id)).toEqual([id]);

    // The same number however typed, now with an address: their open lead takes the message.
    const again = await office.enterLead(
      { ...caller, phone: "+1 407.555.0142", email: "Rosa.D@example.com", message: "Called again: also the laundry." },
      owner,
    );
    expect(again).toEqual({ ok: true, id, joined: true });
    // The address the first call lacked is theirs now (an estimate is sent to it), and found by
    // the inbox's search; the number stays as first typed.
    expect((await office.lead(id))!.lead).toMatchObject({ email: "Rosa.D@example.com", phone: "(407) 555-0142" });
    expect((await office.inbox({ search: "rosa.d@example" })).leads.map((row) => row.id)).toEqual([id]);
    expect((await office.lead(id))!.events).toMatchObject([
      { kind: "message", author: OWNER, text: "Called again: also the laundry. (Project type: Bathroom Remodeling)" },
    ]);
    // Another caller with no address is someone else (a blank address is nobody's).
    const other = await office.enterLead({ ...caller, firstName: "Tom", phone: "321-555-0188" }, owner);
    expect(other).toMatchObject({ ok: true, joined: false });
    expect((await office.lead(id))!.others).toEqual([]);
  });

  it("joins an address's open lead from the website, and starts a new one once that lead is lost", async () => {
    const { office, enquiries } = await setup();
    await enquiries.submit("contact", validContact, client);
    const [website] = (await office.inbox({})).leads;
    const byHand = { ...caller, email: validContact.email.toUpperCase(), phone: "" };
    expect(await office.enterLead(byHand, owner)).toEqual({ ok: true, id: website!.id, joined: true });
    expect(await office.setStage(website!.id, "lost", "Project postponed", owner)).toEqual({ ok: true });
    const fresh = await office.enterLead(byHand, owner);
    expect(fresh).toMatchObject({ ok: true, joined: false });
    expect((fresh as { id: number }).id).not.toBe(website!.id);
  });

  it("takes the answer given as they were entered (a walk-in spoken to): contacted, not waiting", async () => {
    const { office } = await setup();
    expect(await office.enterLead({ ...caller, answeredBy: "fax" }, owner)).toMatchObject({
      ok: false,
      errors: { answeredBy: expect.stringContaining("Not yet") },
    });
    const { id } = (await office.enterLead({ ...caller, source: "walk-in", answeredBy: "visit" }, owner)) as {
      id: number;
    };
    const { lead, events } = (await office.lead(id))!;
    expect(lead).toMatchObject({ stage: "contacted", firstResponseAt: expect.any(String) });
    expect(events).toMatchObject([{ kind: "visit", author: OWNER, text: "Answered as they were entered." }]);
    expect((await office.inbox({ view: "waiting" })).leads).toEqual([]);
    // Entered again, called back: the open lead takes the call too, once answered already.
    expect(
      await office.enterLead({ ...caller, message: "Called about the tile.", answeredBy: "call" }, owner),
    ).toMatchObject({ joined: true, id });
    expect((await office.lead(id))!.events.map((event) => event.kind)).toEqual(["visit", "message", "call"]);
    // Left unsaid, a caller waits for an answer as before.
    const { id: waiting } = (await office.enterLead({ ...caller, firstName: "Tom", phone: "321-555-0188" }, owner)) as {
      id: number;
    };
    expect((await office.inbox({ view: "waiting" })).leads.map((row) => row.id)).toEqual([waiting]);
  });

  it("logs a call as the first answer: the lead is contacted and leaves the waiting list", async () => {
    const { office } = await setup();
    const { id } = (await office.enterLead(caller, owner)) as { id: number };
    expect((await office.inbox({ view: "waiting" })).leads.map((row) => row.id)).toEqual([id]);
    expect((await office.dashboard()).waiting).toBe(1);

    expect(await office.logActivity(id, { activity: "fax", activityNote: "" }, owner)).toEqual({
      ok: false,
      errors: { activity: "Choose what happened: a call, a text, a visit or an e-mail." },
    });
    const tomorrow = `${dayAfter(businessToday(new Date()), 1)}T09:00`;
    expect(await office.logActivity(id, { activity: "call", activityAt: tomorrow }, owner)).toMatchObject({
      ok: false,
      errors: { activityAt: expect.stringContaining("not later than now") },
    });
    expect(await office.logActivity(id, { activity: "call", activityAt: "2026-02-30T09:00" }, owner)).toMatchObject({
      ok: false,
    });
    expect(await office.logActivity(id + 1000, { activity: "call" }, owner)).toMatchObject({
      ok: false,
      unknown: true,
    });

    const before = Date.now();
    expect(await office.logActivity(id, { activity: "call", activityNote: "Left a voicemail" }, owner)).toEqual({
      ok: true,
    });
    const { lead, events } = (await office.lead(id))!;
    expect(lead.stage).toBe("contacted");
    expect(Date.parse(lead.firstResponseAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(events).toMatchObject([{ kind: "call", author: OWNER, text: "Left a voicemail" }]);
    // A later text changes neither the first answer nor a stage past "new".
    expect(await office.setStage(id, "estimate", undefined, owner)).toEqual({ ok: true });
    expect(await office.logActivity(id, { activity: "text", activityNote: "Sent the estimate" }, owner)).toEqual({
      ok: true,
    });
    const later = (await office.lead(id))!.lead;
    expect([later.stage, later.firstResponseAt]).toEqual(["estimate", lead.firstResponseAt]);
    expect((await office.inbox({ view: "waiting" })).leads).toEqual([]);
    expect((await office.dashboard()).waiting).toBe(0);
  });

  it("a reply e-mailed from the office moves a new lead to contacted", async () => {
    const { office, enquiries } = await setup();
    await enquiries.submit("contact", validContact, client);
    const [lead] = (await office.inbox({})).leads;
    expect(await office.reply(lead!.id, "Hello Ana, could we call you on Friday?", owner)).toEqual({ ok: true });
    expect((await office.lead(lead!.id))!.lead.stage).toBe("contacted");
    await waitFor(() => mailing.smtp.messages.some((mail) => mail.subject?.startsWith("Re: your enquiry")));
  });

  it("keeps a next step and its follow-up day: due today or earlier (Orlando's day), and counted on the start page", async () => {
    const { office } = await setup();
    const { id } = (await office.enterLead(caller, owner)) as { id: number };
    const today = businessToday(new Date());
    expect(await office.setFollowUp(id, { followUpOn: "someday", nextAction: "x".repeat(201) }, owner)).toEqual({
      ok: false,
      errors: {
        followUpOn: "The follow-up day is a date, like 2026-11-27, or blank for none.",
        nextAction: "The next step is at most 200 characters.",
      },
    });
    expect(await office.setFollowUp(id + 1000, { followUpOn: today }, owner)).toMatchObject({
      ok: false,
      unknown: true,
    });
    expect(
      await office.setFollowUp(id, { followUpOn: dayAfter(today, 1), nextAction: "Send the estimate" }, owner),
    ).toEqual({
      ok: true,
    });
    expect((await office.inbox({ view: "due" })).leads).toEqual([]);
    expect((await office.dashboard()).followUpsDue).toBe(0);
    expect(await office.setFollowUp(id, { followUpOn: today, nextAction: "Send the estimate" }, owner)).toEqual({
      ok: true,
    });
    const due = (await office.inbox({ view: "due" })).leads;
    expect(due).toMatchObject([{ id, followUpOn: today, nextAction: "Send the estimate", followUpDue: true }]);
    expect((await office.dashboard()).followUpsDue).toBe(1);
    // A lead won, lost or spam has nothing to follow up.
    expect(await office.setStage(id, "won", undefined, owner)).toEqual({ ok: true });
    expect((await office.inbox({ view: "due" })).leads).toEqual([]);
    expect((await office.dashboard()).followUpsDue).toBe(0);
    expect(await office.setStage(id, "estimate", undefined, owner)).toEqual({ ok: true });
    expect(await office.setFollowUp(id, { followUpOn: "", nextAction: "" }, owner)).toEqual({ ok: true });
    expect((await office.lead(id))!.lead).toMatchObject({ followUpOn: null, nextAction: "" });
  });

  it("lists open leads by default (lost and spam aside, found still by a search), waiting ones oldest first, booked ones not waiting", async () => {
    const services = await setup();
    const { office, bookings } = services;
    const ids: number[] = [];
    for (const [firstName, phone] of [
      ["Ana", "407-555-0101"],
      ["Ben", "407-555-0102"],
      ["Cy", "407-555-0103"],
      ["Di", "407-555-0104"],
    ] as const)
      ids.push(((await office.enterLead({ ...caller, firstName, phone }, owner)) as { id: number }).id);
    const [ana, ben, cy, di] = ids as [number, number, number, number];
    expect(await office.setStage(cy, "lost", "Over budget", owner)).toEqual({ ok: true });
    expect(await office.setStage(di, "spam", undefined, owner)).toEqual({ ok: true });
    const listed = async (query: Parameters<typeof office.inbox>[0]) =>
      (await office.inbox(query)).leads.map((row) => row.id);
    // Ben's stage change answered him; Ana still waits.
    expect(await office.setStage(ben, "contacted", undefined, owner)).toEqual({ ok: true });
    expect(await listed({})).toEqual([ben, ana]);
    expect(await listed({ view: "all" })).toEqual([cy, ben, ana]);
    expect(await listed({ search: "Cy Delgado" })).toEqual([cy]);
    expect(await listed({ stage: "spam" })).toEqual([di]);
    const [day] = await offeredDays(services);
    const booked = await bookings.book({ ...bookingVisitor, start: day!.slots[0]!.start }, client);
    expect(booked.ok).toBe(true);
    const eve = (
      (await office.enterLead({ ...caller, firstName: "Eve", phone: "407-555-0105" }, owner)) as { id: number }
    ).id;
    // Oldest first; the booked consultation waits for no answer (and is never overdue).
    expect(await listed({ view: "waiting" })).toEqual([ana, eve]);
    const bookedLead = (await office.inbox({ view: "all", search: "Sam Lee" })).leads[0]!;
    expect(bookedLead).toMatchObject({ form: "booking", overdue: false });
    const { waiting, newThisWeek } = await office.dashboard();
    expect(waiting).toBe(2);
    // Spam counts in no figure.
    expect(newThisWeek).toBe(5);
  });
});
