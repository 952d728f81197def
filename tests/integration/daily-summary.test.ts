// The morning summary on both engines, through the real services, store and SMTP server on
// loopback: at 7:00 on a consultation's day it names the consultation, the lead waiting and the
// follow-up due, to the owners and the staff who asked for it; once a day, across a second process;
// nothing before 7:00 or on a morning with nothing to say; and `npm run office -- digest` sends it now.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { ParsedMail } from "mailparser";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { availability } from "../../common/availability.ts";
import { createServices } from "../../server/services.ts";
import {
  bookingVisitor,
  mailingServices,
  offeredDays,
  validContact,
  waitFor,
  type StoreKind,
} from "../support/services.ts";

const mailing = mailingServices();
const OWNER = "owner@saltbox.test";
const client = "203.0.113.7";
/** `time` on `day`, business time. */
const at = (day: string, time: string) =>
  new Date(
    Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: availability.timeZone, plainTime: time })
      .epochMilliseconds,
  );
const summaries = () =>
  mailing.smtp.messages.filter((mail: ParsedMail) => mail.headers.get("x-site-notification") === "daily-summary");
const recipients = () =>
  summaries()
    .map((mail) => (mail.to as { text: string }).text)
    .sort();

describe.each<StoreKind>(["sqlite", "postgres"])("the morning summary on %s", (kind) => {
  it("names the day's consultation, the lead waiting and the follow-up due, once, to the owners and the staff who asked", async () => {
    const { services, config } = await mailing.setup(kind, { MAIL_TO: OWNER, DAILY_SUMMARY_AT: "07:00" });
    const { office, bookings, enquiries, dailySummaries } = services;
    const [owner] = await office.listUsers();
    // Staff who asked for it, staff who did not, and an owner who turned it off.
    for (const [email, role] of [
      ["sam@example.com", "staff"],
      ["lee@example.com", "staff"],
      ["kim@example.com", "owner"],
    ] as const)
      expect(await office.savePerson(owner!, email, role, "")).toMatchObject({ ok: true });
    const person = async (email: string) => (await office.listUsers()).find((user) => user.email === email)!.id;
    expect(await dailySummaries.getsIt(await person("sam@example.com"))).toBe(false);
    expect(await dailySummaries.choose(await person("sam@example.com"), true)).toBe(true);
    expect(await dailySummaries.getsIt(await person("kim@example.com"))).toBe(true);
    expect(await dailySummaries.choose(await person("kim@example.com"), false)).toBe(true);
    expect(await dailySummaries.choose(9999, true)).toBe(false);

    const [day] = await offeredDays(services);
    const slot = day!.slots[0]!;
    expect((await bookings.book({ ...bookingVisitor, start: slot.start }, client)).ok).toBe(true);
    await enquiries.submit("contact", validContact, client);
    const rosa = await office.enterLead(
      {
        firstName: "Rosa",
        lastName: "Delgado",
        phone: "(407) 555-0142",
        source: "referral",
        projectType: "Bathroom Remodeling",
        message: "Referred by the Nguyens.",
      },
      owner!,
    );
    const rosaId = (rosa as { id: number }).id;
    await office.logActivity(rosaId, { activity: "call", activityNote: "Wants a visit in January" }, owner!);
    expect(
      await office.setFollowUp(rosaId, { followUpOn: day!.date, nextAction: "Send the estimate" }, owner!),
    ).toEqual({
      ok: true,
    });

    // Before 7:00 nothing goes.
    expect(await dailySummaries.sendDue(at(day!.date, "06:59"))).toBe(0);
    const morning = at(day!.date, "07:00");
    expect(await dailySummaries.sendDue(morning)).toBe(2);
    await waitFor(() => summaries().length === 2);
    expect(recipients()).toEqual([OWNER, "sam@example.com"]);
    const [mail] = summaries();
    expect(mail!.subject).toBe("Today: 1 consultation, 1 lead waiting, 1 follow-up due");
    const text = mail!.text!;
    expect(text).toContain(`Consultations today (1)`);
    expect(text).toContain(`${bookingVisitor.firstName} ${bookingVisitor.lastName}`);
    expect(text).toContain(`${bookingVisitor.projectType} · ${bookingVisitor.location}`);
    expect(text).toContain("Waiting for a first answer (1), longest first");
    expect(text).toContain(`${validContact.firstName} ${validContact.lastName}`);
    expect(text).toContain("Follow-ups due (1)");
    expect(text).toMatch(/Rosa Delgado\s+\S+\/office\/leads\/\d+\s+Send the estimate · due today/);
    expect(mail!.html).toContain(`/office/leads/${rosaId}"`);
    expect(mail!.html).toContain("/office/summary");

    // Once a day: this process again, another on the same database, and a restart all send nothing.
    expect(await dailySummaries.sendDue(at(day!.date, "07:01"))).toBe(0);
    const other = mailing.closeAfterTest(createServices(config, () => {}));
    expect(await other.dailySummaries.sendDue(at(day!.date, "08:15"))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(summaries()).toHaveLength(2);

    // The next morning the follow-up is a day late, the consultation is past, the lead still waits.
    const next = Temporal.PlainDate.from(day!.date).add({ days: 1 }).toString();
    expect(await other.dailySummaries.sendDue(at(next, "11:59"))).toBe(2);
    await waitFor(() => summaries().length === 4);
    expect(summaries()[2]!.subject).toBe("Today: 1 lead waiting, 1 follow-up due");
    expect(summaries()[2]!.text).toContain("Send the estimate · due since");
  });

  it("sends nothing on a morning with nothing to say, nor after noon, nor when turned off", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER, DAILY_SUMMARY_AT: "07:00" });
    const today = Temporal.Now.plainDateISO(availability.timeZone).toString();
    expect(await services.dailySummaries.sendDue(at(today, "07:30"))).toBe(0);
    // A lead arriving later that morning waits for tomorrow's: the day's summary was taken.
    await services.enquiries.submit("contact", validContact, client);
    expect(await services.dailySummaries.sendDue(at(today, "08:00"))).toBe(0);
    const tomorrow = Temporal.PlainDate.from(today).add({ days: 1 }).toString();
    expect(await services.dailySummaries.sendDue(at(tomorrow, "12:00"))).toBe(0);
    const off = (await mailing.setup(kind, { MAIL_TO: OWNER, DAILY_SUMMARY_AT: "off" })).services;
    await off.enquiries.submit("contact", validContact, client);
    expect(await off.dailySummaries.sendDue(at(tomorrow, "07:30"))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(summaries()).toEqual([]);
  });

  it("npm run office -- digest sends today's summary now and prints to whom", async () => {
    const { services, config } = await mailing.setup(kind, { MAIL_TO: OWNER });
    await services.enquiries.submit("contact", validContact, client);
    const env = {
      ...process.env,
      DATA_DIR: config.DATA_DIR,
      ...(config.DATABASE_URL ? { DATABASE_URL: config.DATABASE_URL } : {}),
      SMTP_URL: config.SMTP_URL!,
      MAIL_TO: OWNER,
      SITE_URL: "https://www.example.test",
    };
    // Not execFileSync: the SMTP server answering it runs in this process.
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/office.ts", "digest"], { env });
    expect(stdout).toBe(`${OWNER}\n`);
    await waitFor(() => summaries().length === 1);
    expect(summaries()[0]!.subject).toBe("Today: 1 lead waiting");
    expect(summaries()[0]!.html).toContain("https://www.example.test/office/leads/");
  });
});
