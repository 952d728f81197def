// Where leads come from, on both engines, through the real services, store and HTTP API: the
// answer to "How did you hear about us?" and the campaign tags kept with the lead, the inbox's
// filter by them, the CSV with them (and the consultation and notes), and the sources report's counts.
import { describe, expect, it } from "vitest";
import { businessMonth } from "../../server/office/sources.ts";
import {
  bookingVisitor,
  handCaller,
  mailingServices,
  offeredDays,
  serveApi,
  validContact,
  type StoreKind,
} from "../support/services.ts";
import { csvRecords as csvRows } from "../support/csv.ts";

const mailing = mailingServices();
const client = "203.0.113.7";
const owner = { id: 0, email: "owner@saltbox.test", role: "owner" as const, createdAt: "" };
const campaign = {
  utm_source: "fall-mailer",
  utm_medium: "print",
  utm_campaign: "kitchens",
  gclid: "Cj0KCQiA-test",
  referrer: "https://www.houzz.com/professionals/saltbox?ref=search",
};

describe.each<StoreKind>(["sqlite", "postgres"])("lead sources on %s", (kind) => {
  const setup = async () => (await mailing.setup(kind, { ENQUIRY_RATE_LIMIT: "1000" })).services;

  it("keeps the answer and the campaign tags with the lead: its page, the inbox's filter and the CSV show them", async () => {
    const services = await setup();
    const { enquiries, office, bookings } = services;
    expect(
      await enquiries.submit("contact", { ...validContact, heardFrom: "google-search", ...campaign }, client),
    ).toMatchObject({ ok: true, stored: true });
    // A booking keeps them too, as does a lead that said nothing (none of them, then).
    const slot = (await offeredDays(services)).flatMap((day) => day.slots).find((one) => one.free > 0)!;
    expect(
      await bookings.book(
        { ...bookingVisitor, start: slot.start, heardFrom: "houzz", utm_source: "houzz-profile" },
        client,
      ),
    ).toMatchObject({ ok: true });
    await enquiries.submit("contact", { ...validContact, email: "kim@example.com", message: "A pantry." }, client);

    const { leads } = await office.inbox({});
    const [quiet, booked, tagged] = leads;
    expect(tagged!.origin).toEqual({
      heardFrom: "Google search",
      utmSource: "fall-mailer",
      utmMedium: "print",
      utmCampaign: "kitchens",
      gclid: "Cj0KCQiA-test",
      // The linking site's host alone: its path may say things about the visitor.
      referrer: "www.houzz.com",
    });
    expect(booked!.origin).toMatchObject({ heardFrom: "Houzz", utmSource: "houzz-profile", utmCampaign: "" });
    expect(quiet!.origin).toEqual({
      heardFrom: "",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
      gclid: "",
      referrer: "",
    });
    expect((await office.lead(tagged!.id))!.lead.origin.utmCampaign).toBe("kitchens");

    // The inbox's filter: by the stored value; one not offered is no filter at all.
    expect((await office.inbox({ heardFrom: "houzz" })).leads.map((lead) => lead.id)).toEqual([booked!.id]);
    expect((await office.inbox({ heardFrom: "houzz" })).heardFrom).toBe("houzz");
    expect((await office.inbox({ heardFrom: "carrier-pigeon" })).leads).toHaveLength(3);

    // The CSV: every column, the consultation's time and state, the notes, and the filters honoured.
    await office.addNote(booked!.id, "Wants the walk-in shower first.", owner);
    await office.addNote(booked!.id, "Called back, visit confirmed.", owner);
    expect(await office.logActivity(booked!.id, { activity: "call", activityNote: "Gate code 4411" }, owner)).toEqual({
      ok: true,
    });
    expect(
      await office.setFollowUp(booked!.id, { nextAction: "Bring tile samples", followUpOn: "2099-03-02" }, owner),
    ).toMatchObject({ ok: true });
    const all = csvRows(await office.leadsCsv());
    expect(all).toHaveLength(3);
    expect(all.find((row) => row.ID === String(tagged!.id))).toMatchObject({
      "Heard from": "Google search",
      utm_source: "fall-mailer",
      utm_medium: "print",
      utm_campaign: "kitchens",
      gclid: "Cj0KCQiA-test",
      Referrer: "www.houzz.com",
      "Consultation (Orlando time)": "",
      Notes: "",
    });
    const filtered = csvRows(await office.leadsCsv({ heardFrom: "houzz" }));
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({
      ID: String(booked!.id),
      "Heard from": "Houzz",
      "Consultation state": "booked",
      "Consultation (Orlando time)": expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/),
      Notes: expect.stringMatching(
        /, owner@saltbox\.test: Wants the walk-in shower first\.\n.*, owner@saltbox\.test: Called back, visit confirmed\.\n.*, owner@saltbox\.test: Call, Gate code 4411$/,
      ),
      "Next step": "Bring tile samples",
      "Follow up on": "2099-03-02",
    });
    expect(csvRows(await office.leadsCsv({ stage: "consultation" })).map((row) => row.ID)).toEqual([
      String(booked!.id),
    ]);
    expect(csvRows(await office.leadsCsv({ search: "pantry" })).map((row) => row.ID)).toEqual([String(quiet!.id)]);
    // A lead entered by hand: the source it was entered with, as the inbox's filter finds it.
    const entered = (await office.enterLead({ ...handCaller, source: "referral" }, owner)) as { id: number };
    expect((await office.inbox({ heardFrom: "referral" })).leads.map((lead) => lead.id)).toEqual([entered.id]);
    expect(csvRows(await office.leadsCsv({ heardFrom: "referral" }))).toMatchObject([
      { ID: String(entered.id), Form: "entered by hand", "Heard from": "Referral" },
    ]);
  });

  it("refuses an answer not on the list with a message for the field; the API takes the same fields", async () => {
    const services = await setup();
    expect(await services.enquiries.submit("contact", { ...validContact, heardFrom: "radio" }, client)).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { heardFrom: "Please choose how you heard about us from the list, or leave it empty." },
    });
    const api = mailing.closeAfterTest(await serveApi(services));
    const post = (path: string, body: object) =>
      fetch(`${api.base}${path}`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      });
    const refused = await post("/api/consultation", { ...bookingVisitor, heardFrom: "radio" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({
      heardFrom: "Please choose how you heard about us from the list, or leave it empty.",
    });
    const accepted = await post("/api/contact", {
      ...validContact,
      heardFrom: "nextdoor",
      utm_campaign: "spring\r\nBcc: x@example.com",
      utm_source: 42,
      referrer: "not a link",
    });
    expect(accepted.status).toBe(200);
    // Tags the visitor never saw never refuse their enquiry: line breaks go, what is not text is dropped.
    const { leads } = await services.office.inbox({ heardFrom: "nextdoor" });
    expect(leads[0]!.origin).toMatchObject({ utmCampaign: "springBcc: x@example.com", utmSource: "", referrer: "" });
    expect((await post("/api/consultation", { ...bookingVisitor, heardFrom: "yard-sign" })).status).toBe(200);
    expect((await services.office.inbox({ heardFrom: "yard-sign" })).leads).toHaveLength(1);
    // A lead entered by hand from a yard sign is found by the same filter as a visitor who said so.
    const signed = await services.office.enterLead({ ...handCaller, source: "yard-sign" }, owner);
    expect((await services.office.inbox({ heardFrom: "yard-sign" })).leads.map((lead) => lead.id)).toContain(
      (signed as { id: number }).id,
    );
    expect((await services.office.inbox({ heardFrom: "yard-sign" })).leads).toHaveLength(2);
    expect((await services.office.inbox({ heardFrom: "nextdoor" })).leads).toHaveLength(1);
    // What only a lead entered by hand has (a phone call, a walk-in, a referral) is a filter too.
    const walkedIn = await services.office.enterLead(
      { ...handCaller, firstName: "Tomás", email: "walk.in@example.com", phone: "407 555 0177", source: "walk-in" },
      owner,
    );
    expect((await services.office.inbox({ heardFrom: "walk-in" })).leads.map((lead) => lead.id)).toEqual([
      (walkedIn as { id: number }).id,
    ]);
    expect((await services.office.inbox({ heardFrom: "phone" })).leads).toEqual([]);
    // Anything else is left out of the filter, not an error.
    expect((await services.office.inbox({ heardFrom: "constructor" })).leads.length).toBeGreaterThan(2);
  });

  it("counts leads, consultations, won and won of won and lost per source and month, spam aside, by hand too; and per campaign and linking site", async () => {
    const services = await setup();
    const { enquiries, office, bookings } = services;
    const send = async (email: string, heardFrom?: string, tags: Record<string, string> = {}) => {
      await enquiries.submit(
        "contact",
        { ...validContact, email, ...(heardFrom ? { heardFrom } : {}), ...tags },
        client,
      );
      return (await office.inbox({ search: email })).leads[0]!.id;
    };
    const mailer = {
      utm_source: "fall-mailer",
      utm_campaign: "kitchens",
      referrer: "https://www.houzz.com/pro/saltbox",
    };
    const won = await send("won@example.com", "google-search", mailer);
    const lost = await send("lost@example.com", "google-search", mailer);
    await send("open@example.com", "google-search", { utm_source: "google" });
    const estimate = await send("friend@example.com", "friend");
    const spam = await send("spam@example.com", "friend");
    await send("quiet@example.com");
    // Entered by hand: a past client counts with the visitors who said so, a phone call on its own row.
    await office.enterLead({ ...handCaller, email: "again@example.com", phone: "", source: "past-client" }, owner);
    await office.enterLead({ ...handCaller, email: "caller@example.com", phone: "", source: "phone" }, owner);
    await send("returning@example.com", "past-client");
    const slot = (await offeredDays(services)).flatMap((day) => day.slots).find((one) => one.free > 0)!;
    await bookings.book({ ...bookingVisitor, start: slot.start, heardFrom: "google-search" }, client);
    await office.setStage(won, "won", undefined, owner);
    await office.setStage(lost, "lost", "Over budget", owner);
    await office.setStage(estimate, "estimate", undefined, owner);
    await office.setStage(spam, "spam", undefined, owner);

    const report = await office.sourcesReport();
    const expected = [
      { source: "Google search", leads: 4, consultations: 2, won: 1, lost: 1, winRate: 0.5 },
      { source: "A past client", leads: 2, consultations: 0, won: 0, lost: 0, winRate: undefined },
      { source: "A friend or neighbor", leads: 1, consultations: 1, won: 0, lost: 0, winRate: undefined },
      { source: "Not said", leads: 1, consultations: 0, won: 0, lost: 0, winRate: undefined },
      { source: "Phone call", leads: 1, consultations: 0, won: 0, lost: 0, winRate: undefined },
    ];
    expect(report.total).toEqual(expected);
    expect(report.months).toEqual([{ month: businessMonth(new Date()), label: expect.any(String), sources: expected }]);
    // Per campaign (a tag alone is a campaign too) and per linking site; leads without them left out.
    expect(report.campaigns).toEqual([
      {
        source: "fall-mailer / kitchens",
        utmSource: "fall-mailer",
        utmCampaign: "kitchens",
        leads: 2,
        consultations: 1,
        won: 1,
        lost: 1,
        winRate: 0.5,
      },
      {
        source: "google",
        utmSource: "google",
        utmCampaign: "",
        leads: 1,
        consultations: 0,
        won: 0,
        lost: 0,
        winRate: undefined,
      },
    ]);
    expect(report.linkingSites).toEqual([
      { source: "www.houzz.com", leads: 2, consultations: 1, won: 1, lost: 1, winRate: 0.5 },
    ]);
    // A campaign's leads, as its row links to them: the inbox and the CSV filtered by its tags.
    const ids = async (query: Parameters<typeof office.inbox>[0]) =>
      (await office.inbox(query)).leads.map((lead) => lead.id);
    expect(await ids({ utmSource: "fall-mailer", utmCampaign: "kitchens" })).toEqual([lost, won]);
    expect(await ids({ utmCampaign: "kitchens" })).toEqual([lost, won]);
    expect(await ids({ utmSource: "google" })).toHaveLength(1);
    expect(await ids({ utmSource: "fall-mailer", utmCampaign: "bathrooms" })).toEqual([]);
    expect(csvRows(await office.leadsCsv({ utmCampaign: "kitchens" })).map((row) => row.ID)).toEqual([
      String(lost),
      String(won),
    ]);
  });
});
