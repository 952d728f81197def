import { describe, expect, it } from "vitest";
import { site } from "../../common/site.ts";
import { sourceOptions, stageBeforeConsultation } from "../../common/office.ts";
import { toCsv } from "../../server/csv.ts";
import { availability } from "../../common/availability.ts";
import { seedFacts } from "../../common/business-facts.ts";
import {
  openHours,
  businessDayMinutes,
  businessMinutesBetween,
  groupByPerson,
  inboxFilter,
  inboxGroups,
  leadCsvRow,
  onlyAGreeting,
  summarizeLead,
  waitedFor,
} from "../../server/office/leads.ts";
import type { LeadRow } from "../../server/storage/office.ts";
import {
  afterSignIn,
  deviceCookie,
  deviceProof,
  deviceToken,
  isDeviceOf,
  isOfficeEmail,
  sessionCookie,
  sessionToken,
  typedCode,
} from "../../server/office/sign-in.ts";
import { peopleNames } from "../../server/office/office.ts";

const orlando = (local: string) => new Date(`${local}-05:00`); // EST, December
const seedHours = openHours(seedFacts.hours, availability.closedDates);

describe("waiting time in business hours", () => {
  it("counts only open hours: Friday 5:30 PM to Monday 8:45 AM is 75 minutes, with a Saturday of 7 hours between", () => {
    expect(businessMinutesBetween(orlando("2026-12-04T17:30"), orlando("2026-12-07T08:45"), seedHours)).toBe(
      30 + 7 * 60 + 45,
    );
    expect(businessMinutesBetween(orlando("2026-12-05T20:00"), orlando("2026-12-07T07:59"), seedHours)).toBe(0);
  });
  it("skips closed dates (Christmas) and says how long in words", () => {
    expect(businessMinutesBetween(orlando("2026-12-24T09:00"), orlando("2026-12-26T17:00"), seedHours)).toBe(0);
    expect(waitedFor(orlando("2026-12-01T08:00"), orlando("2026-12-01T08:59"))).toBe("59 min");
    expect(waitedFor(orlando("2026-12-01T08:00"), orlando("2026-12-02T10:00"))).toBe("26 h");
    expect(waitedFor(orlando("2026-12-01T08:00"), orlando("2026-12-05T10:00"))).toBe("4 d");
  });
  it("are the hours the site shows", () => {
    const shown = site.hours.map(({ time }) => time).join(" | ");
    expect(shown).toContain("8:00 AM – 6:00 PM");
    expect(shown).toContain("9:00 AM – 4:00 PM");
    const { week } = seedHours;
    expect([week[1], week[5], week[6], week[7]]).toEqual([
      { open: "08:00", close: "18:00" },
      { open: "08:00", close: "18:00" },
      { open: "09:00", close: "16:00" },
      undefined,
    ]);
    expect(businessDayMinutes(seedHours)).toBe(600);
  });
  it("follow the hours and closed days the owner edits", () => {
    // Weekdays 7 AM – 5:30 PM, Saturdays by appointment, Sundays 10 AM – 2 PM; Monday the 7th closed.
    const edited = openHours(
      [
        { days: "Monday – Friday", time: "7:00 AM – 5:30 PM", opens: "07:00", closes: "17:30" },
        { days: "Saturday", time: "By appointment only" },
        { days: "Sunday", time: "10:00 AM – 2:00 PM", opens: "10:00", closes: "14:00" },
      ],
      ["2026-12-07"],
    );
    // Friday 4:30 PM to Tuesday 7:45 AM: Friday's last hour, no Saturday, Sunday's 4 h, no Monday, 45 min.
    expect(businessMinutesBetween(orlando("2026-12-04T16:30"), orlando("2026-12-08T07:45"), edited)).toBe(
      60 + 4 * 60 + 45,
    );
    expect(businessMinutesBetween(orlando("2026-12-04T16:30"), orlando("2026-12-08T07:45"), seedHours)).toBe(
      90 + 7 * 60 + 10 * 60,
    );
    expect(businessDayMinutes(edited)).toBe(630);
    // With no day open (every row a note), a business day is the usual ten hours.
    const notes = seedFacts.hours.map(({ days }) => ({ days, time: "By appointment only" }));
    expect(businessDayMinutes(openHours(notes, []))).toBe(600);
  });
});

describe("sign-in details", () => {
  it("reads a typed code with spaces or a dash, and nothing else", () => {
    expect(typedCode("1234 5678")).toBe("12345678");
    expect(typedCode("1234-5678")).toBe("12345678");
    expect([typedCode("1234567"), typedCode("12345678a"), typedCode(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
  it("sets the cookie HttpOnly and SameSite=Lax, Secure with the __Host- prefix on HTTPS, and reads only that name back", () => {
    expect(sessionCookie(true, "t")).toBe(
      "__Host-office_session=t; Max-Age=1209600; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    expect(sessionCookie(false, undefined)).toBe("office_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    expect(sessionToken("a=1; office_session=abc", false)).toBe("abc");
    expect(sessionToken("office_session=abc", true)).toBeUndefined();
  });
  it("vouches for a known device only with its own address and the site's secret, its cookie kept a year", () => {
    const secret = "s".repeat(43);
    const proof = deviceProof(secret, "ana@example.com");
    expect(isDeviceOf(secret, proof, "ana@example.com")).toBe(true);
    expect(deviceProof(secret, "ana@example.com")).not.toBe(proof);
    expect(isDeviceOf(secret, proof, "ben@example.com")).toBe(false);
    expect(isDeviceOf("t".repeat(43), proof, "ana@example.com")).toBe(false);
    const [nonce, mac] = proof.split(".") as [string, string];
    const otherLast = `${nonce}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const altered of [otherLast, `x${nonce}.${mac}`, `${proof}.x`, nonce, "", undefined])
      expect(isDeviceOf(secret, altered, "ana@example.com"), String(altered)).toBe(false);
    expect(deviceCookie(true, proof)).toBe(
      `__Host-office_device=${proof}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(deviceToken(`office_session=abc; office_device=${proof}`, false)).toBe(proof);
    expect(deviceToken(`office_device=${proof}`, true)).toBeUndefined();
  });
  it("goes back only to an office page after signing in", () => {
    expect(afterSignIn("/office/leads/12")).toBe("/office/leads/12");
    expect(afterSignIn("/office/leads?stage=new")).toBe("/office/leads?stage=new");
    for (const elsewhere of ["//evil.example", "https://evil.example/office", "/office/../blog", "/officer", null])
      expect(afterSignIn(elsewhere)).toBe("/office");
  });
});

describe("an office address", () => {
  it("is name@domain.tld of at most 254 characters", () => {
    expect(isOfficeEmail("owner@saltbox.test")).toBe(true);
    expect(isOfficeEmail(`${"a".repeat(64)}@${"b".repeat(180)}.test`)).toBe(true);
    expect(isOfficeEmail(`${"a".repeat(64)}@${"b".repeat(185)}.test`)).toBe(false);
    for (const bad of ["owner", "owner@saltbox", "owner@.test", "owner@saltbox.", "owner@saltbox..test", "a b@c.test"])
      expect(isOfficeEmail(bad)).toBe(false);
  });
});

describe("a lead waiting", () => {
  const waiting = (createdAt: Date, firstResponseAt: Date | null = null): LeadRow => ({
    id: 3,
    kind: "contact",
    name: "Ben Ortiz",
    email: "ben@example.com",
    phone: "",
    message: "A screened lanai.",
    createdAt: createdAt.toISOString(),
    stage: firstResponseAt ? "contacted" : "new",
    lostReason: null,
    firstResponseAt: firstResponseAt?.toISOString() ?? null,
    source: "",
    enteredBy: null,
    followUpOn: null,
    nextAction: "",
  });
  const overdueAt = (lead: LeadRow, now: string) => summarizeLead(lead, [], orlando(now), seedHours).overdue;

  it("is overdue (red in the inbox) after one business hour without a first response, and not once answered", () => {
    const monday9 = orlando("2026-12-07T09:00");
    expect(overdueAt(waiting(monday9), "2026-12-07T10:00")).toBe(false);
    expect(overdueAt(waiting(monday9), "2026-12-07T10:01")).toBe(true);
    expect(overdueAt(waiting(monday9, orlando("2026-12-07T09:30")), "2026-12-07T15:00")).toBe(false);
    // Sent at 5:30 on a Friday evening: half an hour that day, then Saturday from 9.
    expect(overdueAt(waiting(orlando("2026-12-04T17:30")), "2026-12-05T09:29")).toBe(false);
    expect(overdueAt(waiting(orlando("2026-12-04T17:30")), "2026-12-05T09:31")).toBe(true);
  });
});

describe("the leads' CSV", () => {
  it("says when each lead was first answered, and after how many of the business's open hours", () => {
    const lead = (firstResponseAt: string | null): LeadRow => ({
      id: 7,
      kind: "contact",
      name: "Ana Rivera",
      email: "ana@example.com",
      phone: "407-555-0100",
      message: "Project Type: Kitchen Remodeling\nBudget: $50k - $100k\n\nA galley kitchen.",
      createdAt: orlando("2026-12-04T17:30").toISOString(),
      stage: "contacted",
      lostReason: null,
      firstResponseAt,
      source: "",
      enteredBy: null,
      followUpOn: null,
      nextAction: "",
    });
    const now = orlando("2026-12-09T12:00");
    // Friday 5:30 PM to Monday 8:45 AM: Friday's last half hour, Saturday's 7 hours, Monday's 45 minutes.
    const answered = leadCsvRow(summarizeLead(lead(orlando("2026-12-07T08:45").toISOString()), [], now, seedHours));
    expect(answered).toMatchObject({
      "First response (Orlando time)": expect.stringMatching(/^2026-12-07 08:45/),
      "First response after (business hours)": 8.25,
      "Project type": "Kitchen Remodeling",
    });
    expect(leadCsvRow(summarizeLead(lead(null), [], now, seedHours))).toMatchObject({
      "First response (Orlando time)": "",
      "First response after (business hours)": "",
    });
  });

  it("quotes a cell with a comma, quote, line break or semicolon, and makes a leading formula text", () => {
    const rows = [
      { a: "x;=HYPERLINK(A1)", b: "=1+1" },
      { a: "plain", b: 'say "hi", then\ngo' },
    ];
    expect(toCsv(["a", "b"], rows)).toBe('a,b\n"x;=HYPERLINK(A1)",\'=1+1\nplain,"say ""hi"", then\ngo"\n');
  });
});

describe("the inbox's groups and filters", () => {
  const lead = (id: number, email: string, phone = "") => ({ id, email, phone });

  it("puts one person's enquiries together under the newest, by address in any case or by phone, also through each other", () => {
    const groups = groupByPerson([
      lead(6, "ana@example.com", "(407) 555-0199"),
      lead(5, "tom@example.com"),
      lead(4, "ANA@example.com "),
      lead(3, "ana.work@example.com", "+1 407 555 0199"),
      lead(2, "kim@example.com", "407-555-0100"),
      lead(1, "kim.home@example.com", "4075550100"),
    ]);
    expect(groups.map(({ lead, earlier }) => [lead.id, earlier.map((other) => other.id)])).toEqual([
      [6, [4, 3]],
      [5, []],
      [2, [1]],
    ]);
  });

  it("joins two groups when a later-read enquiry shares the address with one and the phone with the other", () => {
    const groups = groupByPerson([
      lead(3, "ana@example.com"),
      lead(2, "other@example.com", "407-555-0199"),
      lead(1, "ana@example.com", "407-555-0199"),
    ]);
    expect(groups.map(({ lead, earlier }) => [lead.id, earlier.map((other) => other.id)])).toEqual([[3, [2, 1]]]);
  });

  it("offers every source once, each label its own, none just a word another label starts with", () => {
    const labels = sourceOptions.map((option) => option.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels)
      expect(
        labels.filter((other) => other !== label && other.startsWith(`${label} `)),
        label,
      ).toEqual([]);
    expect(labels.at(-1)).toBe("Other");
  });

  it("lists each lead on its own in the work lists (waiting, due), one person's together in the others", () => {
    const lead = (id: number, email: string) => ({ id, email, phone: "" });
    // Due by follow-up day: the newer lead (6) first, its person's older one (4) after.
    const due = [lead(6, "ana@example.com"), lead(5, "bo@example.com"), lead(4, "ana@example.com")];
    for (const view of ["waiting", "due"] as const)
      expect(inboxGroups(view, due).map((group) => [group.lead.id, group.earlier.length])).toEqual([
        [6, 0],
        [5, 0],
        [4, 0],
      ]);
    expect(inboxGroups("open", due).map((group) => [group.lead.id, group.earlier.map((other) => other.id)])).toEqual([
      [6, [4]],
      [5, []],
    ]);
  });

  it("keeps only the filters it understands", () => {
    expect(
      inboxFilter({ stage: "won", type: "Custom Cabinetry", from: "2026-11-01", to: "2026-02-30", search: "  oak " }),
    ).toEqual({ stage: "won", projectType: "Custom Cabinetry", from: "2026-11-01", to: undefined, search: "oak" });
    expect(inboxFilter({ stage: "closed", type: "Pool", from: "yesterday", search: null })).toEqual({
      stage: undefined,
      projectType: undefined,
      from: undefined,
      to: undefined,
      search: "",
    });
  });
});

describe("a cancelled consultation's lead", () => {
  it("goes back to the stage it had before, or to contacted when it came with its booking or was new", () => {
    expect(stageBeforeConsultation(["consultation"])).toBe("contacted");
    expect(stageBeforeConsultation([])).toBe("contacted");
    expect(stageBeforeConsultation(["new", "consultation"])).toBe("contacted");
    expect(stageBeforeConsultation(["contacted", "estimate", "consultation"])).toBe("estimate");
    expect(stageBeforeConsultation(["contacted", "consultation", "estimate", "consultation"])).toBe("estimate");
  });
});

describe("who did something, as the office names them", () => {
  const names = peopleNames([
    { email: "ana@example.com", name: "Ana Ruiz" },
    { email: "sam@example.com", name: "" },
  ]);
  it("is a person's name where they have one, else what was kept", () => {
    expect(names.who("ana@example.com")).toBe("Ana Ruiz");
    expect(names.who("Ana@Example.com")).toBe("Ana Ruiz");
    expect(names.who("sam@example.com")).toBe("sam@example.com");
    expect(names.who("gone@example.com")).toBe("gone@example.com");
    expect(names.who("website")).toBe("website");
  });
  it("names the whole addresses of people in the website's own lines, and nothing else", () => {
    expect(names.within("Job status: Signed (set by ana@example.com)")).toBe("Job status: Signed (set by Ana Ruiz)");
    expect(names.within("Merged by ana@example.com. Mail to diana@example.com and ana@example.com.au")).toBe(
      "Merged by Ana Ruiz. Mail to diana@example.com and ana@example.com.au",
    );
    expect(names.within("Review reminder sent to sam@example.com")).toBe("Review reminder sent to sam@example.com");
  });
});

describe("a reply", () => {
  it("holds nothing when it is only the greeting the box starts with, or another greeting alone", () => {
    for (const text of ["Hello Grace,", "Hello Grace,\n\n", "  hi  ", "Dear Mr. Núñez,", "Good morning Ana,\n"])
      expect(onlyAGreeting(text), text).toBe(true);
    for (const text of [
      "Hello Grace,\n\nThursday at 10 works.",
      "Hello Grace, Thursday at 10 works.",
      "Thursday at 10?",
    ])
      expect(onlyAGreeting(text), text).toBe(false);
  });
});
