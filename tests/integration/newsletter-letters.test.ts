// The monthly letter sent from the office, on both engines, through the real services, the outbox
// and an SMTP server on loopback: only confirmed subscribers get it, exactly once each, also when
// the sending process is killed and another takes over, when two processes send, and when someone
// leaves in the middle; every letter carries its own working one-click unsubscribe, and a DKIM
// signature that verifies when a key is set.
import { spawn, type ChildProcess } from "node:child_process";
import type { ParsedMail } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { addressText, seedFacts } from "../../common/business-facts.ts";
import { DEFAULT_SITE_URL } from "../../common/site.ts";
import type { Config } from "../../server/config.ts";
import { signLink } from "../../server/link-token.ts";
import { keepsAnOwner } from "../../server/office/office.ts";
import type { Services } from "../../server/services.ts";
import type { IssueContent } from "../../server/storage/newsletter.ts";
import { checkDkim, testDkim } from "../support/dkim.ts";
import {
  GREYLISTED_DOMAIN,
  rawHeader,
  REFUSED_DOMAIN,
  REFUSED_SENDER_DOMAIN,
  startSmtp,
  type TestSmtp,
} from "../support/smtp.ts";
import { mailingServices, serveApi, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const OWNER = "owner@saltbox.test";
const STAFF = "staff@saltbox.test";
/** A pace that never comes round: a process with it takes no turn of its own after starting. */
const NEVER_SENDS = String(60 * 60 * 1000);

const issue: IssueContent = {
  subject: "November at Saltbox: a Winter Park kitchen",
  intro:
    "Hello from **Winter Park**. <img src=https://tracker.example/p.gif> Read [our process](https://saltboxdesignbuild.com/process).",
  cards: [
    {
      kind: "project",
      label: "Kitchen",
      title: "Walnut Island Kitchen",
      summary: "A closed-off kitchen opened to the dining room around a nine-foot walnut island.",
      url: `${DEFAULT_SITE_URL}/portfolio/lake-nona-walnut-island-kitchen`,
      imageUrl: `${DEFAULT_SITE_URL}/assets/portfolio-01.jpg`,
      imageAlt: "A kitchen with a walnut island",
      rendering: true,
    },
  ],
};

/** The letters a mail server received (the tests' own unless given). */
const letters = (smtp: TestSmtp = mailing.smtp) =>
  smtp.messages.filter((mail) => mail.headers.get("x-site-notification") === "newsletter-letter");
const recipientsOf = (mails: ParsedMail[]) => mails.map((mail) => (mail.to as { text: string }).text).sort();

/** Addresses that subscribed and followed their confirmation link (signed as the mailed one is). */
async function confirmed(services: Services, ...emails: string[]) {
  const secret = await services.newsletter.linkSecret();
  for (const email of emails) {
    expect(await services.newsletter.subscribe({ email }, "127.0.0.1")).toEqual({ ok: true });
    const token = signLink(secret, {
      purpose: "confirm",
      email,
      issuedAt: Date.now() + 1,
      expiresAt: Date.now() + 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await services.newsletter.confirm(token)).toBe("confirmed");
  }
}

async function people(services: Services) {
  await services.store.office.ensureOwner(OWNER, new Date());
  await services.store.office.saveUser(STAFF, "staff", OWNER, new Date(), keepsAnOwner);
  return {
    owner: (await services.store.office.findUser(OWNER))!,
    staff: (await services.store.office.findUser(STAFF))!,
  };
}

/** A draft sent by the owner; its id. */
async function sent(services: Services) {
  const { owner } = await people(services);
  const id = (await services.letters.save(owner, issue))!;
  expect(await services.letters.send(owner, id)).toMatchObject({ ok: true });
  return id;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Another server process on the same database, sending at `pace` (through `smtpUrl`, the tests' own SMTP server unless given). */
async function otherProcess(config: Config, pace: string, smtpUrl = mailing.smtp.url) {
  const env = {
    ...process.env,
    DATA_DIR: config.DATA_DIR,
    DATABASE_URL: config.DATABASE_URL ?? "",
    SMTP_URL: smtpUrl,
    MAIL_TO: OWNER,
    OUTBOX_INTERVAL_MS: "100",
    NEWSLETTER_INTERVAL_MS: pace,
  };
  const child = spawn(process.execPath, ["tests/support/services-process.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`the other process stopped (${code})`)));
  });
  return child;
}

describe.each<StoreKind>(["sqlite", "postgres"])("the newsletter's letters on %s", (kind) => {
  it("go to the confirmed subscribers only, once each, each DKIM-signed with its own working one-click unsubscribe and nothing that tracks", async () => {
    const dkim = testDkim();
    const { services } = await mailing.setup(kind, { ...dkim.env, MAIL_TO: OWNER, NEWSLETTER_INTERVAL_MS: "50" });
    await confirmed(services, "ana@example.com", "ben@example.com", "cruz@example.com", "dee@example.com");
    await services.newsletter.subscribe({ email: "pending@example.com" }, "127.0.0.1");
    await services.store.unsubscribe("dee@example.com", new Date());

    const { staff } = await people(services);
    const draft = (await services.letters.save(staff, issue))!;
    expect(await services.letters.send(staff, draft)).toEqual({ ok: false, reason: "notOwner" });
    const id = await sent(services);
    await waitFor(async () => (await services.letters.status(id))!.issue.status === "sent" && letters().length === 3);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(recipientsOf(letters())).toEqual(["ana@example.com", "ben@example.com", "cruz@example.com"]);
    const status = (await services.letters.status(id))!;
    expect(status.progress).toMatchObject({ recipients: 3, sent: 3, waiting: 0, failed: 0, skipped: 0 });
    // The draft staff saved is still a draft: nothing of it went out.
    expect((await services.letters.status(draft))!.issue.status).toBe("draft");

    const { base } = mailing.closeAfterTest(await serveApi(services));

    const unsubscribeUrls = new Set<string>();
    for (const letter of letters()) {
      expect(letter.subject).toBe(issue.subject);
      // Signed as it went over SMTP, the one-click headers among what the signature covers.
      const { signed, results } = await checkDkim(mailing.smtp.raw(letter), dkim.resolver);
      expect(signed).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
      expect(results).toEqual(["pass"]);
      expect(letter.from?.text).toContain("saltboxdesignbuild.com");
      expect(rawHeader(letter, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const url = new URL(rawHeader(letter, "list-unsubscribe")!.match(/<(https:[^>]+)>/)![1]!);
      unsubscribeUrls.add(url.href);
      // The postal address (CAN-SPAM), the introduction's Markdown, no remote picture but the card's, no rewritten link.
      expect(letter.text?.replace(/\s+/g, " ")).toContain(addressText(seedFacts.address, "one"));
      expect(letter.html).toContain("<strong>Winter Park</strong>");
      expect(letter.html).not.toContain("<img src=https://tracker");
      const images = [...(letter.html as string).matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1]);
      expect(images).toEqual([issue.cards[0]!.imageUrl]);
      // The project's picture is a render, and the letter says so, as the site does.
      expect(letter.html).toContain("Design rendering");
      expect(letter.text).toContain("Design rendering");
      const links = [...(letter.html as string).matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
      for (const link of links)
        expect(link.startsWith(DEFAULT_SITE_URL) || link === "https://saltboxdesignbuild.com/process").toBe(true);

      // As a mail provider sends it (RFC 8058): a POST with no Origin and no cookie.
      const answer = await fetch(`${base}${url.pathname}${url.search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(answer.status).toBe(200);
      expect((await services.store.findSubscriber((letter.to as { text: string }).text))?.status).toBe("unsubscribed");
    }
    expect(unsubscribeUrls.size).toBe(3);
    expect((await services.letters.status(id))!.progress.unsubscribedSince).toBe(3);
  });

  it("sends each letter once in all when the sending process is killed after the first and another takes over", async () => {
    const { services, config } = await mailing.setup(kind, { MAIL_TO: OWNER, NEWSLETTER_INTERVAL_MS: NEVER_SENDS });
    await confirmed(services, "ana@example.com", "ben@example.com", "cruz@example.com");
    const id = await sent(services);

    // A slow pace for the first: it is killed between its first letter and its second, never
    // while handing one over (that one would count as interrupted, and rightly not be sent again).
    const first = await otherProcess(config, "5000");
    await waitFor(() => letters().length >= 1, 40_000);
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    expect(letters()).toHaveLength(1);

    await otherProcess(config, "400");
    await waitFor(
      async () => (await services.letters.status(id))!.issue.status === "sent" && letters().length === 3,
      40_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(recipientsOf(letters())).toEqual(["ana@example.com", "ben@example.com", "cruz@example.com"]);
  }, 90_000);

  it("sends a letter to each subscriber once when two processes send the same issue, each taking its share", async () => {
    const { services, config } = await mailing.setup(kind, { MAIL_TO: OWNER, NEWSLETTER_INTERVAL_MS: NEVER_SENDS });
    const emails = Array.from({ length: 16 }, (_, index) => `reader${String(index).padStart(2, "0")}@example.com`);
    await confirmed(services, ...emails);
    // Two server processes, each with a mail server of its own, so every letter says which one sent it.
    const otherSmtp = await startSmtp();
    mailing.closeAfterTest({ close: () => otherSmtp.stop() });
    await Promise.all([otherProcess(config, "20"), otherProcess(config, "20", otherSmtp.url)]);
    const received = () => [...letters(), ...letters(otherSmtp)];
    const id = await sent(services);
    await waitFor(
      async () => (await services.letters.status(id))!.issue.status === "sent" && received().length === 16,
      40_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(recipientsOf(received())).toEqual(emails);
    expect([letters().length, letters(otherSmtp).length].every((count) => count > 0)).toBe(true);
  }, 60_000);

  it("sends nothing further to someone who unsubscribes in the middle of the sending", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER, NEWSLETTER_INTERVAL_MS: "400" });
    await confirmed(services, "ana@example.com", "ben@example.com", "cruz@example.com");
    const id = await sent(services);
    await waitFor(() => letters().length >= 1);
    const secret = await services.newsletter.linkSecret();
    const token = signLink(secret, { purpose: "unsubscribe", email: "cruz@example.com", issuedAt: Date.now() });
    expect(await services.newsletter.unsubscribe(token)).toBe("unsubscribed");
    await waitFor(async () => (await services.letters.status(id))!.issue.status === "sent");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(recipientsOf(letters())).toEqual(["ana@example.com", "ben@example.com"]);
    expect((await services.letters.status(id))!.progress).toMatchObject({ sent: 2, skipped: 1, unsubscribedSince: 1 });
  });

  it("stops sending while an owner has it paused, and goes on from where it stopped on resume; staff can do neither", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER, NEWSLETTER_INTERVAL_MS: "150" });
    const emails = ["a@example.com", "b@example.com", "c@example.com", "d@example.com", "e@example.com"];
    await confirmed(services, ...emails);
    const id = await sent(services);
    const { owner, staff } = await people(services);
    await waitFor(() => letters().length >= 1);
    expect(await services.letters.setPaused(staff, id, true)).toBe(false);
    expect(await services.letters.setPaused(owner, id, true)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const atPause = letters().length;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(letters()).toHaveLength(atPause);
    expect((await services.letters.status(id))!.issue.status).toBe("paused");
    expect(atPause).toBeLessThan(emails.length);

    expect(await services.letters.setPaused(owner, id, false)).toBe(true);
    await waitFor(async () => (await services.letters.status(id))!.issue.status === "sent" && letters().length === 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(recipientsOf(letters())).toEqual(emails);
  });

  it("counts a letter the mail server refused as failed with the reason, and delivers it once the server is back", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER, NEWSLETTER_INTERVAL_MS: "50" });
    await confirmed(services, "ana@example.com");
    await mailing.smtp.stop();
    try {
      const id = await sent(services);
      await waitFor(async () => (await services.letters.status(id))!.progress.failed === 1);
      const status = (await services.letters.status(id))!;
      expect(status.failures).toEqual([
        expect.objectContaining({ email: "ana@example.com", reason: expect.stringMatching(/ECONNREFUSED|connect/i) }),
      ]);
      await mailing.smtp.start();
      await waitFor(async () => (await services.letters.status(id))!.progress.sent === 1);
      expect(recipientsOf(letters())).toEqual(["ana@example.com"]);
    } finally {
      await mailing.smtp.start();
    }
  });

  it("keeps a letter whose address the mail server refused for good (550) as refused, with the reason, and never tries it again", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER, NEWSLETTER_INTERVAL_MS: "50" });
    const gone = `left-the-company-${kind}@${REFUSED_DOMAIN}`;
    await confirmed(services, "ana@example.com", gone);
    // (Its confirmation and welcome were refused too: the address is made up.)
    const tries = () => mailing.smtp.refused.filter((address) => address === gone).length;
    await waitFor(() => tries() === 2);
    const id = await sent(services);
    await waitFor(async () => {
      const { progress } = (await services.letters.status(id))!;
      return progress.sent === 1 && progress.refused === 1;
    });
    expect((await services.letters.status(id))!.failures).toEqual([
      { email: gone, reason: expect.stringMatching(/550 5\.1\.1 No such user here/), nextTryAt: null },
    ]);
    // The outbox retries a refusal for now after 100 ms here, doubling: five would have come in 3 s.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(tries()).toBe(3);
    expect(await services.store.outboxCounts()).toMatchObject({ refused: 3 });
  });

  it("tries again, and writes off no one, when the mail server refuses the sender (a setting to fix)", async () => {
    const { services } = await mailing.setup(kind, {
      MAIL_TO: OWNER,
      MAIL_FROM: `Saltbox Website <website@${REFUSED_SENDER_DOMAIN}>`,
      NEWSLETTER_INTERVAL_MS: "50",
    });
    await confirmed(services, `reader-${kind}@example.com`);
    const id = await sent(services);
    await waitFor(async () => (await services.letters.status(id))!.progress.failed === 1);
    const { progress, failures } = (await services.letters.status(id))!;
    expect(progress).toMatchObject({ refused: 0, sent: 0 });
    expect(failures).toEqual([
      expect.objectContaining({
        reason: expect.stringMatching(/550 5\.7\.1 Sender not allowed/),
        nextTryAt: expect.any(String),
      }),
    ]);
  });

  it("retries the letters a server refused for now on the newsletter's own turns: the pace holds, retries included", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER, NEWSLETTER_INTERVAL_MS: "300" });
    const readers = [1, 2, 3].map((n) => `reader${n}-${kind}-${Date.now()}@${GREYLISTED_DOMAIN}`);
    await confirmed(services, ...readers);
    // Their confirmation and welcome, each taken at its second try.
    const triesOf = () => mailing.smtp.tries.filter((t) => readers.includes(t.address));
    await waitFor(() => triesOf().length === 12, 20_000);
    const id = await sent(services);
    await waitFor(async () => (await services.letters.status(id))!.progress.sent === 3, 20_000);
    expect(recipientsOf(letters().filter((mail) => readers.includes((mail.to as { text: string }).text)))).toEqual(
      readers,
    );
    // Each letter refused once and taken the second time: six tries, each a pace after the one before.
    const tries = triesOf().slice(12);
    expect(tries).toHaveLength(6);
    for (const [before, after] of tries.slice(0, -1).map((t, i) => [t, tries[i + 1]!] as const))
      expect(after.at - before.at).toBeGreaterThanOrEqual(280);
  }, 30_000);

  it("sends two letters at once at the pace of one, the first before the second", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER, NEWSLETTER_INTERVAL_MS: "250" });
    await confirmed(services, "ana@example.com", "ben@example.com", "cruz@example.com");
    const { owner } = await people(services);
    const began = Date.now();
    const first = await sent(services);
    const second = (await services.letters.save(owner, { ...issue, subject: "December at Saltbox" }))!;
    expect(await services.letters.send(owner, second)).toMatchObject({ ok: true });
    await waitFor(async () => (await services.letters.status(second))!.issue.status === "sent", 20_000);
    // Six letters, one turn each 250 ms apart: 1.25 s from the first to the last (each letter at
    // its own pace would have taken half that).
    expect(Date.now() - began).toBeGreaterThanOrEqual(1200);
    expect(letters().map((mail) => mail.subject)).toEqual([
      ...[1, 2, 3].map(() => issue.subject),
      ...[1, 2, 3].map(() => "December at Saltbox"),
    ]);
    expect((await services.letters.status(first))!.issue.status).toBe("sent");
  });
});
