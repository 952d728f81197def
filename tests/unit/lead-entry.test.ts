// What the office types about a lead outside the website (server/office/lead-entry.ts), and how a
// lead with a consultation booked waits for no answer (server/office/leads.ts).
import { describe, expect, it } from "vitest";
import { availability } from "../../common/availability.ts";
import { seedFacts } from "../../common/business-facts.ts";
import { checkActivity, checkFollowUp, checkLeadEntry } from "../../server/office/lead-entry.ts";
import { inboxFilter, inboxView, openHours, summarizeLead, viewQuery } from "../../server/office/leads.ts";
import type { LeadRow } from "../../server/storage/office.ts";
import type { BookingRow } from "../../server/storage/types.ts";

const orlando = (local: string) => new Date(`${local}-05:00`); // EST, December
const seedHours = openHours(seedFacts.hours, availability.closedDates);

describe("a lead entered by hand", () => {
  it("needs a first name, an address or a number, and where it came from; keeps the project type as the forms do", () => {
    expect(checkLeadEntry({ firstName: "Rosa", source: "walk-in" })).toMatchObject({
      ok: false,
      errors: { email: expect.stringContaining("an e-mail address or a phone number") },
    });
    // Every everyday form of a US number is stored in the house form; another country's as typed.
    for (const typed of ["407 555 0142", "407-555-0142", "4075550142", "+1 407 555 0142"])
      expect(checkLeadEntry({ firstName: "Rosa", phone: typed, source: "walk-in" })).toMatchObject({
        ok: true,
        value: { phone: "(407) 555-0142" },
      });
    expect(checkLeadEntry({ firstName: "Rosa", phone: "+44 20 7946 0958", source: "walk-in" })).toMatchObject({
      ok: true,
      value: { phone: "+44 20 7946 0958" },
    });
    expect(
      checkLeadEntry({
        firstName: " Rosa ",
        lastName: "Delgado",
        email: "rosa@example.com",
        source: "houzz",
        projectType: "Custom Cabinetry",
        message: "Pantry cabinets.",
      }),
    ).toEqual({
      ok: true,
      value: {
        name: "Rosa Delgado",
        email: "rosa@example.com",
        phone: "",
        message: "Project Type: Custom Cabinetry\n\nPantry cabinets.",
        again: "Pantry cabinets. (Project type: Custom Cabinetry)",
        source: "houzz",
      },
    });
    expect(
      checkLeadEntry({ firstName: "Rosa", phone: "4075550142", source: "houzz", projectType: "Pool" }),
    ).toMatchObject({ ok: false, errors: { projectType: expect.any(String) } });
  });
});

describe("a call, text, visit or e-mail logged", () => {
  const now = orlando("2026-12-07T10:00");
  it("happened at the time typed in Orlando, or now; never later than now", () => {
    expect(checkActivity({ activity: "visit", activityAt: "2026-12-07T08:30" }, now)).toEqual({
      ok: true,
      value: { activity: "visit", note: "", at: orlando("2026-12-07T08:30") },
    });
    expect(checkActivity({ activity: "call" }, now)).toMatchObject({ ok: true, value: { at: now } });
    // A phone's clock a minute fast is now; an hour ahead is refused.
    expect(checkActivity({ activity: "call", activityAt: "2026-12-07T10:01" }, now)).toMatchObject({
      ok: true,
      value: { at: now },
    });
    for (const activityAt of ["2026-12-07T11:00", "2026-13-01T09:00", "yesterday"])
      expect(checkActivity({ activity: "call", activityAt }, now), activityAt).toMatchObject({
        ok: false,
        errors: { activityAt: expect.any(String) },
      });
  });
});

describe("a follow-up", () => {
  it("is a day or blank", () => {
    expect(checkFollowUp({ followUpOn: "2026-12-08", nextAction: " Call back " })).toEqual({
      ok: true,
      value: { followUpOn: "2026-12-08", nextAction: "Call back" },
    });
    expect(checkFollowUp({})).toEqual({ ok: true, value: { followUpOn: null, nextAction: "" } });
    expect(checkFollowUp({ followUpOn: "2026-02-30" })).toMatchObject({ ok: false });
  });
});

describe("the inbox's lists", () => {
  it("are the open leads by default; a search or filter looks among all but spam; a stage chosen is its own", () => {
    const view = (query: Parameters<typeof inboxFilter>[0]) => inboxView(query, inboxFilter(query));
    expect(view({})).toBe("open");
    expect(view({ view: "lost" })).toBe("open");
    expect(view({ search: "Rosa" })).toBe("all");
    expect(view({ view: "waiting", search: "Rosa" })).toBe("waiting");
    expect(viewQuery("open", undefined, "2026-12-07").stages).toEqual(["new", "contacted", "consultation", "estimate"]);
    expect(viewQuery("all", undefined, "2026-12-07").stages).not.toContain("spam");
    expect(viewQuery("all", "spam", "2026-12-07").stages).toBeUndefined();
    expect(viewQuery("due", undefined, "2026-12-07")).toMatchObject({ followUpBy: "2026-12-07", order: "followUp" });
    expect(viewQuery("waiting", undefined, "2026-12-07")).toMatchObject({ waiting: true, order: "oldest" });
  });
});

describe("a lead with a consultation booked", () => {
  const lead: LeadRow = {
    id: 9,
    kind: "consultation",
    name: "Sam Lee",
    email: "sam@example.com",
    phone: "",
    message: "Two bathrooms upstairs.",
    createdAt: orlando("2026-12-07T09:00").toISOString(),
    stage: "consultation",
    lostReason: null,
    firstResponseAt: null,
    source: "",
    enteredBy: null,
    followUpOn: "2026-12-07",
    nextAction: "",
  };
  const booking = {
    submissionId: 9,
    status: "confirmed",
    start: orlando("2026-12-09T10:00").toISOString(),
    end: orlando("2026-12-09T11:00").toISOString(),
  } as BookingRow;
  it("is never overdue, kept, moved or cancelled: the booking answered it; a closed lead's follow-up is never due", () => {
    const later = orlando("2026-12-08T15:00");
    expect(summarizeLead(lead, [], later, seedHours)).toMatchObject({ overdue: true, followUpDue: true });
    expect(summarizeLead(lead, [booking], later, seedHours).overdue).toBe(false);
    expect(summarizeLead(lead, [{ ...booking, status: "cancelled" }], later, seedHours).overdue).toBe(false);
    expect(summarizeLead({ ...lead, stage: "lost" }, [], later, seedHours)).toMatchObject({
      overdue: false,
      followUpDue: false,
    });
  });
});
