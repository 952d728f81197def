import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { availability } from "#common/availability.ts";
import { reminderTime } from "../../server/bookings/reminders.ts";
import { NOT_GIVEN } from "../../server/mail/templates.ts";
import { mailingServices, offeredDays, waitFor, type StoreKind } from "../support/services.ts";

// Every mail the site sends, for a visitor who filled in only what is required: each must read
// well, in its HTML and its plain text, with no empty list, dangling label or placeholder.

const mailing = mailingServices();
const { setup } = mailing;

const person = { firstName: "Ana", lastName: "Ruiz", email: "ana.ruiz@example.com" };
const purpose = (mail: ParsedMail) => mail.headers.get("x-site-notification");

/** The plain text with Intl's narrow spaces as plain ones, and the HTML's visible text, for reading. */
const partsOf = (mail: ParsedMail) => ({
  text: (mail.text ?? "").replace(/[^\S\n]/g, " "),
  html: String(mail.html)
    .replace(/<(style|div data-skip-in-text)[^]*?<\/(style|div)>/g, "")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#x27;/g, "'"),
});

function expectReadsWell(mail: ParsedMail) {
  const context = `"${mail.subject}" (${purpose(mail)})`;
  for (const [part, text] of Object.entries(partsOf(mail))) {
    expect(text, `${context}, ${part}`).not.toMatch(
      /undefined|null|NaN|\[object|\(\)|:\s*\n\s*(Need us sooner|What happens next|-{10})/,
    );
    // A sentence announcing a list is followed by one.
    expect(text, `${context}, ${part}`).not.toMatch(/Here is what we have:\s*\n\s*(What happens next|Need us sooner)/);
  }
  expect(mail.subject, context).not.toMatch(/undefined|\(\)|: *$|: –|, –/);
}

describe.each<StoreKind>(["sqlite", "postgres"])("mail with only the required fields, on %s", (kind) => {
  it("the contact form's notification and acknowledgement", async () => {
    const { services } = await setup(kind);
    const outcome = await services.enquiries.submit(
      "contact",
      { ...person, message: "Can you help with a porch?" },
      "127.0.0.1",
    );
    expect(outcome).toMatchObject({ ok: true, stored: true });
    await waitFor(() => mailing.smtp.messages.length === 2);
    const [owner] = mailing.smtp.toOwner;
    const [acknowledgement] = mailing.smtp.acknowledgements;
    for (const mail of [owner!, acknowledgement!]) expectReadsWell(mail);

    // Nothing chosen, nothing listed: no "Here is what we have:" over an empty table.
    const { text, html } = partsOf(acknowledgement!);
    expect(text).toContain("We received your enquiry.\n");
    expect(text).not.toContain("Here is what we have");
    expect(html).not.toContain("Here is what we have");
    // The owner sees each empty field as not given, and no Call button without a phone.
    expect(partsOf(owner!).text).toMatch(new RegExp(`Phone +${NOT_GIVEN}\\n`));
    expect(partsOf(owner!).text).toMatch(new RegExp(`Project Type +${NOT_GIVEN}\\n`));
    expect(partsOf(owner!).text).toMatch(new RegExp(`Budget +${NOT_GIVEN}\\n`));
    expect(String(owner!.html)).not.toContain("tel:");
    expect(owner!.subject).toBe("New enquiry from Ana Ruiz: General enquiry");
  });

  it("the call-back request's notification and acknowledgement", async () => {
    const { services } = await setup(kind);
    const outcome = await services.enquiries.submit("consultation", { ...person, phone: "407-555-0199" }, "127.0.0.1");
    expect(outcome).toMatchObject({ ok: true, stored: true });
    await waitFor(() => mailing.smtp.messages.length === 2);
    for (const mail of mailing.smtp.messages) expectReadsWell(mail);
    const { text } = partsOf(mailing.smtp.acknowledgements[0]!);
    expect(text).toContain("We received your consultation request.\n");
    expect(partsOf(mailing.smtp.toOwner[0]!).text).toMatch(new RegExp(`Message +${NOT_GIVEN}\\n`));
  });

  it("a booking's mails: booked, the link offered to a second booking, moved, reminded, cancelled", async () => {
    const { services } = await setup(kind);
    const slots = (await offeredDays(services))
      .map((day) => day.slots[0])
      .filter((slot) => slot !== undefined && reminderTime(availability, new Date(slot.start)) > new Date());
    const [first, later] = slots;
    const required = { ...person, phone: "407-555-0199", location: "Baldwin Park" };
    const booked = await services.bookings.book({ ...required, start: first!.start }, "127.0.0.1");
    if (!booked.ok) throw new Error(`booking: ${booked.reason}`);
    const token = booked.booking.manageUrl.split("/").at(-1)!;
    expect(await services.bookings.book({ ...required, start: later!.start }, "127.0.0.1")).toMatchObject({
      reason: "alreadyBooked",
    });
    expect(await services.bookings.reschedule(token, later!.start)).toEqual({ ok: true });
    expect(await services.reminders.sendDue(reminderTime(availability, new Date(later!.start)))).toBe(1);
    expect(await services.bookings.cancel(token)).toBe(true);

    const expected = [
      "enquiry",
      "acknowledgement",
      "existing-booking",
      "booking-change",
      "booking-change",
      "reminder",
      "booking-change",
      "booking-change",
    ];
    await waitFor(() => mailing.smtp.messages.length === expected.length);
    expect(mailing.smtp.messages.map(purpose).sort()).toEqual(expected.sort());
    for (const mail of mailing.smtp.messages) expectReadsWell(mail);
    // The acknowledgement lists the place and time even with no project type, and nothing empty beside them.
    const { text } = partsOf(mailing.smtp.acknowledgements.find((mail) => purpose(mail) === "acknowledgement")!);
    expect(text).toMatch(/Here is what we have:\n+Location +Baldwin Park\n+Consultation time +\w+day/);
    expect(text).not.toContain("Project Type");
  });

  it("the newsletter's confirmation and welcome", async () => {
    const { services } = await setup(kind);
    expect(await services.newsletter.subscribe({ email: person.email }, "127.0.0.1")).toMatchObject({ ok: true });
    await waitFor(() => mailing.smtp.messages.length === 1);
    const token = new URL(
      String(mailing.smtp.messages[0]!.html)
        .match(/href="([^"]*\/newsletter\/confirm[^"]*)"/)![1]!
        .replace(/&amp;/g, "&"),
    ).searchParams.get("token")!;
    expect(await services.newsletter.confirm(token)).toBe("confirmed");
    await waitFor(() => mailing.smtp.messages.length === 2);
    for (const mail of mailing.smtp.messages) expectReadsWell(mail);
  });
});
