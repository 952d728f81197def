// The enquiry pipeline over real SQLite and PostgreSQL and a real SMTP server on loopback (messages
// parsed with mailparser): storage, the outbox, the owner's notification, the visitor's
// acknowledgement and its daily limit, and DKIM signatures checked by a real verifier (mailauth).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { dkimVerify } from "mailauth";
import type { ParsedMail } from "mailparser";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { availability, businessToday, describeDate } from "../../common/availability.ts";
import { mailDomain } from "../../common/site.ts";
import { ACKNOWLEDGEMENTS_PER_DAY } from "../../server/enquiries/enquiry-mail.ts";
import { composeEnquiry, detailsOf, enquiryMailOf } from "../../server/enquiries/enquiries.ts";
import { schemas } from "../../common/enquiry-schema.ts";
import { REPEAT_WINDOW_MS } from "../../server/storage/types.ts";
import type { Services } from "../../server/services.ts";
import { testDkim } from "../support/dkim.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { servicesFor, unavailableDatabase, validContact, waitFor, type StoreKind } from "../support/services.ts";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});

const open: Services[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((services) => services.close()));
  await smtp.start().catch(() => {}); // a test may have stopped it
  smtp.messages.length = 0;
});

/** A day to be called back on, a week from now where the business is. */
const inAWeek = businessToday(availability, new Date(Date.now() + 7 * 86_400_000));
const validConsultation = {
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@example.com",
  phone: "407-555-0111",
  location: "Maitland",
};

async function setup(kind: StoreKind, env: Record<string, string> = {}) {
  const result = await servicesFor(kind, { SMTP_URL: smtp.url, ...env });
  open.push(result.services);
  return result;
}

it("sends one message after another over the connection it keeps open", async () => {
  const { services } = await setup("sqlite", { ENQUIRY_RATE_LIMIT: "100" });
  const before = smtp.connections;
  for (let i = 0; i < 5; i++) {
    await services.enquiries.submit("contact", { ...validContact, email: `pooled-${i}@example.com` }, "127.0.0.1");
    await services.outbox.drain();
  }
  expect(smtp.toOwner).toHaveLength(5);
  expect(smtp.connections - before).toBe(1);
});

it("records each mail as delivered as it goes when the mail server is slow, not at the end of the run", async () => {
  const slow = await startSmtp({ acceptDelayMs: 400 });
  const { services } = await servicesFor("sqlite", { SMTP_URL: slow.url, ENQUIRY_RATE_LIMIT: "100" });
  open.push(services);
  // Six mails waiting while the server is down, so that one run takes them all, one after another.
  await slow.stop();
  await Promise.all(
    [0, 1, 2].map((i) =>
      services.enquiries.submit("contact", { ...validContact, email: `slow-${i}@example.com` }, "127.0.0.1"),
    ),
  );
  await services.outbox.drain();
  await slow.start();
  const run = services.outbox.drain();
  // A process killed now would send again only what it had not recorded: not the first mails.
  await waitFor(() => slow.messages.length >= 2, 10_000);
  expect(slow.messages.length).toBeLessThan(6);
  expect((await services.store.outboxCounts()).delivered).toBeGreaterThanOrEqual(1);
  await run;
  await waitFor(async () => (await services.store.outboxCounts()).delivered === 6);
  expect(slow.messages).toHaveLength(6);
  await slow.stop();
});

describe.each<StoreKind>(["sqlite", "postgres"])("enquiry pipeline on %s", (kind) => {
  it("stores the submission as the spec composes it and e-mails the owner", async () => {
    const { services } = await setup(kind);
    const outcome = await services.enquiries.submit(
      "contact",
      { ...validContact, unknownField: "ignored" },
      "127.0.0.1",
    );
    // Stored; the outbox worker sends the mail.
    expect(outcome).toEqual({ ok: true, stored: true, sent: false });
    await services.outbox.drain();

    const [row, ...others] = await services.store.listSubmissions();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      kind: "contact",
      name: "Ana Ruiz",
      email: "ana.ruiz@example.com",
      phone: "(407) 555-0199",
      message: `Project Type: Kitchen Remodeling\nBudget: $100k - $250k\n\n${validContact.message}`,
    });
    expect(new Date(row!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await services.store.outboxCounts()).toEqual({ pending: 0, delivered: 2, refused: 0 });

    expect(smtp.toOwner).toHaveLength(1);
    const mail = smtp.toOwner[0]!;
    expect(mail.to).toMatchObject({ text: "hello@saltboxdesignbuild.com" });
    expect(mail.replyTo?.value).toEqual([{ name: "Ana Ruiz", address: "ana.ruiz@example.com" }]);
    expect(mail.subject).toBe("New enquiry from Ana Ruiz: Kitchen Remodeling");
    for (const value of [
      "Ana Ruiz",
      "ana.ruiz@example.com",
      "(407) 555-0199",
      "Kitchen Remodeling",
      "$100k - $250k",
      "1960s ranch in Winter Park",
    ]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
  });

  it("escapes the visitor's text in the HTML body and keeps it out of other headers", async () => {
    const { services } = await setup(kind);
    const outcome = await services.enquiries.submit(
      "contact",
      { ...validContact, firstName: "<b>Eve</b>", message: '<script>alert("x")</script>\nBcc: victim@example.com' },
      "127.0.0.1",
    );
    expect(outcome.ok).toBe(true);
    await services.outbox.drain();
    const mail = smtp.toOwner[0]!;
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has("bcc")).toBe(false);
  });

  it("composes a consultation request with its own fields and subject", async () => {
    const { services } = await setup(kind);
    const outcome = await services.enquiries.submit(
      "consultation",
      {
        firstName: "Sam",
        lastName: "Lee",
        email: "sam@example.com",
        phone: "407-555-0111",
        projectType: "Bathroom Remodeling",
        location: "Maitland",
        preferredDate: inAWeek,
        preferredTime: "Morning (8 AM – 12 PM)",
        message: "",
      },
      "127.0.0.1",
    );
    expect(outcome.ok).toBe(true);
    await services.outbox.drain();
    const [row] = await services.store.listSubmissions();
    expect(row).toMatchObject({ kind: "consultation", name: "Sam Lee", phone: "(407) 555-0111" });
    // The record keeps the date as the listing and its CSV sort it; both mails write it out.
    expect(row!.message).toContain(`Location: Maitland\nPreferred date: ${inAWeek}`);
    expect(smtp.toOwner[0]!.subject).toBe("Consultation request from Sam Lee: Bathroom Remodeling");
    for (const mail of [smtp.toOwner[0]!, smtp.acknowledgements[0]!]) {
      expect(mail.text).toMatch(
        /Preferred date\s+(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, 20\d\d\b/,
      );
      expect(mail.text).toContain(describeDate(inAWeek));
      expect(mail.text).not.toContain(inAWeek);
    }
  });

  it("refuses a preferred date that has passed, with the field's message", async () => {
    const { services } = await setup(kind);
    const yesterday = businessToday(availability, new Date(Date.now() - 86_400_000));
    for (const preferredDate of ["2020-01-05", yesterday]) {
      const outcome = await services.enquiries.submit(
        "consultation",
        { ...validConsultation, preferredDate },
        "127.0.0.1",
      );
      expect(outcome, preferredDate).toMatchObject({
        ok: false,
        reason: "invalid",
        fieldErrors: { preferredDate: "That date has passed. Please choose today or a later date." },
      });
    }
    const today = await services.enquiries.submit(
      "consultation",
      { ...validConsultation, preferredDate: businessToday(availability) },
      "127.0.0.1",
    );
    expect(today.ok).toBe(true);
    expect(await services.store.listSubmissions()).toHaveLength(1);
  });

  it("refuses invalid input with per-field errors and stores or sends nothing", async () => {
    const { services } = await setup(kind);
    const missing = await services.enquiries.submit("contact", { firstName: "Ana" }, "127.0.0.1");
    expect(missing).toMatchObject({
      reason: "missing",
      fieldErrors: { lastName: "Last Name is required.", email: "Email is required.", message: "Message is required." },
    });
    const invalid = await services.enquiries.submit(
      "contact",
      { ...validContact, email: "not-an-email", budget: "$1" },
      "127.0.0.1",
    );
    expect(invalid).toMatchObject({ reason: "invalid" });
    expect(Object.keys((invalid as { fieldErrors: object }).fieldErrors).sort()).toEqual(["budget", "email"]);
    const honeypot = await services.enquiries.submit(
      "contact",
      { ...validContact, website: "http://spam.example" },
      "127.0.0.1",
    );
    expect(honeypot).toMatchObject({ reason: "invalid" });
    await services.store.migrate();
    expect(await services.store.listSubmissions()).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it("answers 429 once a client address has sent its share, and counts others apart", async () => {
    const { services } = await setup(kind, { ENQUIRY_RATE_LIMIT: "2" });
    const enquiry = (n: number) => ({ ...validContact, email: `visitor${n}@example.com` });
    expect((await services.enquiries.submit("contact", enquiry(1), "10.0.0.1")).ok).toBe(true);
    expect((await services.enquiries.submit("contact", enquiry(2), "10.0.0.1")).ok).toBe(true);
    const third = await services.enquiries.submit("contact", enquiry(3), "10.0.0.1");
    expect(third).toMatchObject({ reason: "rateLimited" });
    expect((third as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect((await services.enquiries.submit("contact", enquiry(4), "10.0.0.2")).ok).toBe(true);
    expect(await services.store.listSubmissions()).toHaveLength(3);
  });

  it("takes the same enquiry sent again within the hour (a refreshed page, a second press, at once or later) as the one already received", async () => {
    const { services } = await setup(kind);
    const outcomes = [
      await services.enquiries.submit("contact", validContact, "10.0.0.1"),
      ...(await Promise.all([1, 2, 3].map(() => services.enquiries.submit("contact", validContact, "10.0.0.1")))),
    ];
    // Each is told it was received, as it was.
    expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome)))).toEqual(
      new Set([JSON.stringify({ ok: true, stored: true, sent: false })]),
    );
    // Anything changed is a new enquiry: another message, or the call-back form.
    const changed = { ...validContact, message: `${validContact.message} Also the guest bath.` };
    await services.enquiries.submit("contact", changed, "10.0.0.1");
    await services.outbox.drain();
    expect((await services.store.listSubmissions()).map(({ message }) => message.split("\n\n")[1])).toEqual([
      validContact.message,
      changed.message,
    ]);
    expect(smtp.toOwner).toHaveLength(2);
    expect(smtp.acknowledgements).toHaveLength(2);

    // An hour on, the same words make an enquiry of their own again.
    const parsed = schemas.contact.parse(validContact);
    const details = detailsOf(parsed);
    const enquiry = composeEnquiry("contact", parsed, details);
    const mail = enquiryMailOf(
      { MAIL_FROM: "site@example.com", MAIL_TO: "owner@example.com" },
      { kind: "contact", ...enquiry },
      { firstName: validContact.firstName, details, acknowledge: "contact" },
    );
    const [first] = await services.store.listSubmissions();
    expect(await services.store.saveSubmission(enquiry.submission, mail, new Date())).toEqual({ repeatOf: first!.id });
    const anHourOn = new Date(Date.now() + REPEAT_WINDOW_MS + 1000);
    expect(await services.store.saveSubmission(enquiry.submission, mail, anHourOn)).toHaveProperty("submissionId");
  });

  it("keeps enquiries while SMTP is down and delivers each exactly once when it returns", async () => {
    const { services } = await setup(kind);
    await smtp.stop();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        services.enquiries.submit(
          "contact",
          { ...validContact, firstName: `Visitor${index}`, email: `visitor${index}@example.com` },
          "127.0.0.1",
        ),
      ),
    );
    for (const outcome of outcomes) expect(outcome).toEqual({ ok: true, stored: true, sent: false });
    // Each enquiry's notification and acknowledgement.
    expect(await services.store.outboxCounts()).toEqual({ pending: 40, delivered: 0, refused: 0 });

    await smtp.start();
    await waitFor(async () => (await services.store.outboxCounts()).delivered === 40, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500)); // any duplicate would arrive by now
    const ids = smtp.messages.map((mail) => mail.messageId);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    expect(
      smtp.acknowledgements
        .map((mail) => mail.to)
        .map((to) => (Array.isArray(to) ? "" : to?.text))
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, index) => `visitor${index}@example.com`).sort());
    expect(new Set(smtp.toOwner.map((mail) => mail.subject))).toEqual(
      new Set(Array.from({ length: 20 }, (_, index) => `New enquiry from Visitor${index} Ruiz: Kitchen Remodeling`)),
    );
  }, 30_000);

  it("stores the mail as template calls, which the worker renders and sends once, soon after the answer", async () => {
    // No timer run during the test: only the nudge after storing can send the mail.
    const { services } = await setup(kind, { OUTBOX_INTERVAL_MS: "600000" });
    await services.outbox.drain(); // the run at start
    await smtp.stop();
    const outcome = await services.enquiries.submit("contact", validContact, "127.0.0.1");
    expect(outcome).toEqual({ ok: true, stored: true, sent: false });
    await waitFor(async () => (await services.store.outboxCounts()).pending === 2);
    await services.outbox.drain(); // the nudged attempt, which fails while SMTP is down

    // What the rows hold: the envelope and the template to render, no body yet. Claimed with a
    // lease that has already ended, so the worker may take them again.
    const later = new Date(Date.now() + 3_600_000);
    const rows = await services.store.claimDueNotifications(later, new Date(), 10);
    expect(rows.map(({ mail }) => ("template" in mail ? mail.template.name : "composed")).sort()).toEqual([
      "Acknowledgement",
      "OwnerNotification",
    ]);
    for (const { mail } of rows) expect(mail).not.toHaveProperty("html");

    await smtp.start();
    await services.enquiries.submit("contact", { ...validContact, email: "second@example.com" }, "127.0.0.1");
    // Sent by the nudge after storing: nothing else runs the worker here.
    await waitFor(() =>
      smtp.acknowledgements.some((mail) => mail.to && "text" in mail.to && mail.to.text === "second@example.com"),
    );
    // The first enquiry's mail, once its retry is due.
    await waitFor(async () => {
      await services.outbox.drain();
      return (await services.store.outboxCounts()).delivered === 4;
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // any duplicate would arrive by now
    expect(smtp.messages).toHaveLength(4);
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(4);
    for (const mail of smtp.toOwner) {
      expect(mail.subject).toBe("New enquiry from Ana Ruiz: Kitchen Remodeling");
      expect(mail.text).toContain("1960s ranch in Winter Park");
      expect(String(mail.html)).toContain("1960s ranch in Winter Park");
    }
  });

  it("still e-mails the owner when the database is unavailable, and logs the error", async () => {
    const { services, logs } = await setup(kind, unavailableDatabase(kind));
    const outcome = await services.enquiries.submit("contact", validContact, "127.0.0.1");
    expect(outcome).toEqual({ ok: true, stored: false, sent: true });
    // Only the owner's: without the database the acknowledgement's daily limit cannot be kept.
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.toOwner).toHaveLength(1);
    expect(logs.some((line) => line.startsWith("enquiry: could not store contact enquiry"))).toBe(true);
  });

  it("answers an error and claims nothing when both the database and SMTP are down", async () => {
    const { services } = await setup(kind, unavailableDatabase(kind));
    await smtp.stop();
    expect(await services.enquiries.submit("contact", validContact, "127.0.0.1")).toEqual({
      ok: false,
      reason: "failed",
    });
  });
});

describe.each<StoreKind>(["sqlite", "postgres"])("two processes on one %s database", (kind) => {
  it("deliver every pending notification exactly once", async () => {
    const first = await setup(kind);
    await smtp.stop();
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        first.services.enquiries.submit(
          "contact",
          { ...validContact, lastName: `Family${index}`, email: `family${index}@example.com` },
          "127.0.0.1",
        ),
      ),
    );
    // A second server on the same database, both workers racing for the same outbox.
    const { createServices } = await import("../../server/services.ts");
    const second = createServices(first.config, () => {});
    open.push(second);
    await smtp.start();
    // 30 notifications and 30 acknowledgements.
    await waitFor(async () => (await first.services.store.outboxCounts()).delivered === 60, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(60);
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(60);
  }, 30_000);
});

const link = "https://cheap-pills.example/buy?now=1";
const sentence = "Please forward this to your accounts department today";
const spammy = { ...validContact, message: `${sentence}.\nSee ${link} for details.` };

/** Every href in a message's HTML. */
const hrefs = (mail: ParsedMail) => [...String(mail.html).matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

const expectMultipart = (mail: ParsedMail) => {
  expect(mail.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" });
  expect(mail.text?.length).toBeGreaterThan(100);
  expect(String(mail.html)).toContain("<html");
};

describe.each<StoreKind>(["sqlite", "postgres"])("enquiry mail on %s", (kind) => {
  it("sends exactly one notification to the owner and one acknowledgement to the visitor, both text and HTML", async () => {
    const { services } = await setup(kind);
    expect(await services.enquiries.submit("contact", spammy, "127.0.0.1")).toEqual({
      ok: true,
      stored: true,
      sent: false,
    });
    await services.outbox.drain();
    expect(smtp.messages).toHaveLength(2);

    const [owner] = smtp.toOwner;
    const [acknowledgement] = smtp.acknowledgements;
    expectMultipart(owner!);
    expectMultipart(acknowledgement!);

    // The owner's: every field, the project type in the subject, one tap to reply or call.
    expect(owner!.subject).toBe("New enquiry from Ana Ruiz: Kitchen Remodeling");
    expect(owner!.replyTo?.value).toEqual([{ name: "Ana Ruiz", address: "ana.ruiz@example.com" }]);
    expect(hrefs(owner!)).toEqual(expect.arrayContaining(["mailto:ana.ruiz@example.com", "tel:+14075550199"]));
    for (const value of [sentence, link, "$100k - $250k"]) {
      expect(owner!.text).toContain(value);
      expect(owner!.html).toContain(value);
    }

    // The visitor's: to them, marked automatic, on our domain, with what we received and what comes next.
    expect(acknowledgement!.to).toMatchObject({ text: "ana.ruiz@example.com" });
    expect(acknowledgement!.headers.get("auto-submitted")).toBe("auto-replied");
    expect(acknowledgement!.messageId).toMatch(
      new RegExp(`^<acknowledgement-[0-9a-f-]+@${mailDomain.replace(/\./g, "\\.")}>$`),
    );
    expect(acknowledgement!.date).toBeInstanceOf(Date);
    expect(acknowledgement!.replyTo?.value).toEqual([
      { name: "Saltbox Design-Build", address: "hello@saltboxdesignbuild.com" },
    ]);
    for (const part of [acknowledgement!.text!, String(acknowledgement!.html)]) {
      for (const expected of [
        "Thank you, Ana",
        "Kitchen Remodeling",
        "$100k - $250k",
        "Monday – Friday",
        "8:00 AM – 6:00 PM",
        "(407) 555-0142",
      ]) {
        expect(part).toContain(expected);
      }
      // Nothing the visitor typed freely: not their sentence, not their link, not even its host.
      expect(part).not.toContain("accounts department");
      expect(part).not.toContain("cheap-pills");
    }
    expect(
      hrefs(acknowledgement!).every((href) =>
        /^(tel:\+14075550142|mailto:hello@saltboxdesignbuild\.com|https:\/\/www\.saltboxdesignbuild\.com)/.test(href),
      ),
    ).toBe(true);
    expect(await services.store.outboxCounts()).toEqual({ pending: 0, delivered: 2, refused: 0 });
  });

  it("leaves out a first name that is not plainly a name", async () => {
    const { services } = await setup(kind);
    await services.enquiries.submit("contact", { ...validContact, firstName: "www.spam.example" }, "127.0.0.1");
    await services.outbox.drain();
    const [acknowledgement] = smtp.acknowledgements;
    expect(acknowledgement!.text).toContain("Thank you");
    expect(acknowledgement!.text).not.toContain("spam");
    expect(acknowledgement!.html).not.toContain("spam");
  });

  it(`sends one address at most ${ACKNOWLEDGEMENTS_PER_DAY} acknowledgements a day; later enquiries are still stored and the owner told`, async () => {
    const { services } = await setup(kind);
    // Any spelling of the address counts as the same recipient.
    const addresses = ["ana.ruiz@example.com", "Ana.Ruiz@example.com", "ana.ruiz@example.com", "ANA.RUIZ@EXAMPLE.COM"];
    for (const [index, email] of addresses.entries()) {
      const outcome = await services.enquiries.submit(
        "contact",
        { ...validContact, email, lastName: `Ruiz${index}` },
        "127.0.0.1",
      );
      expect(outcome).toEqual({ ok: true, stored: true, sent: false });
    }
    await services.outbox.drain();
    expect(await services.store.listSubmissions()).toHaveLength(4);
    expect(smtp.toOwner.map((mail) => mail.subject)).toEqual(
      [0, 1, 2, 3].map((index) => `New enquiry from Ana Ruiz${index}: Kitchen Remodeling`),
    );
    expect(smtp.acknowledgements).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY);
    expect(await services.store.outboxCounts()).toEqual({
      pending: 0,
      delivered: 4 + ACKNOWLEDGEMENTS_PER_DAY,
      refused: 0,
    });

    // Another address is not affected.
    await services.enquiries.submit("contact", { ...validContact, email: "someone.else@example.com" }, "127.0.0.1");
    await services.outbox.drain();
    expect(smtp.acknowledgements.at(-1)!.to).toMatchObject({ text: "someone.else@example.com" });
  });
});

describe("DKIM", () => {
  it("signs every message when a key is configured, and the signature verifies", async () => {
    const { env, resolver } = testDkim();
    // The mail folder transport (no SMTP_URL) keeps the exact bytes that would go over SMTP.
    const { services, config } = await servicesFor("sqlite", env);
    open.push(services);
    await services.enquiries.submit("contact", validContact, "127.0.0.1");
    await services.outbox.drain();
    const folder = join(config.DATA_DIR, "mail");
    const files = readdirSync(folder);
    expect(files).toHaveLength(2);

    for (const file of files) {
      const raw = readFileSync(join(folder, file));
      expect(raw.toString()).toMatch(/^DKIM-Signature: /m);
      const { results } = await dkimVerify(raw, { resolver });
      expect(results.map((result) => [result.status.result, result.signingDomain])).toEqual([["pass", mailDomain]]);
    }

    // Changed after signing, the message no longer verifies.
    const tampered = readFileSync(join(folder, files[0]!), "utf8").replace("Ana Ruiz", "Eve Ruiz");
    const { results } = await dkimVerify(Buffer.from(tampered), { resolver });
    expect(results[0]!.status.result).not.toBe("pass");
  });

  it("refuses a half-configured key at start", async () => {
    await expect(servicesFor("sqlite", { DKIM_DOMAIN: mailDomain })).rejects.toThrow(
      /DKIM_SELECTOR: required[\s\S]*DKIM_PRIVATE_KEY: required/,
    );
    await expect(
      servicesFor("sqlite", { DKIM_DOMAIN: mailDomain, DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: "not a key" }),
    ).rejects.toThrow(/must be a PEM private key/);
  });
});
