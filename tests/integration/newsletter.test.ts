// The newsletter's double opt-in over real SQLite and PostgreSQL and a real SMTP server on loopback
// (messages parsed with mailparser): Subscribe → pending + confirmation mail → its link →
// confirmed + welcome with List-Unsubscribe and List-Unsubscribe-Post → one-click POST (through
// the real Express app) → unsubscribed; tampered, expired and superseded links; the owner's export.
import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { simpleParser, type ParsedMail } from "mailparser";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL, site } from "../../common/site.ts";
import type { Config } from "../../server/config.ts";
import { signLink } from "../../server/link-token.ts";
import { orlandoTime } from "../../server/enquiries/enquiry-list.ts";
import { CONFIRMATIONS_PER_REQUEST } from "../../server/newsletter/newsletter-mail.ts";
import type { Services } from "../../server/services.ts";
import { checkDkim, testDkim } from "../support/dkim.ts";
import { rawHeader, startSmtp, type TestSmtp } from "../support/smtp.ts";
import { serveApi, servicesFor, unavailableDatabase, waitFor, type StoreKind } from "../support/services.ts";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  smtp.messages.length = 0;
});

async function setup(kind: StoreKind, env: Record<string, string> = {}) {
  const result = await servicesFor(kind, { SMTP_URL: smtp.url, ...env });
  cleanups.push(() => result.services.close());
  return result;
}

/** The real HTTP app, closed after the test. */
async function serve(services: Services) {
  const { base, close } = await serveApi(services);
  cleanups.push(close);
  return base;
}

const kindOf = (mail: ParsedMail) => mail.headers.get("x-site-notification");
const mailsOfKind = (kind: string, to: string) =>
  smtp.messages.filter((mail) => kindOf(mail) === kind && (mail.to as { text: string }).text === to);

/** The link to `path` in a mail's plain-text part, as a visitor would follow it. */
function linkIn(mail: ParsedMail, path: string): URL {
  const found = mail.text?.match(new RegExp(`${DEFAULT_SITE_URL}${path}\\?token=[A-Za-z0-9_.%-]+`));
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(found[0]);
}
const tokenOf = (url: URL) => url.searchParams.get("token")!;

async function subscribed(services: Services, email: string) {
  expect(await services.newsletter.subscribe({ email }, "127.0.0.1")).toEqual({ ok: true });
  await waitFor(() => mailsOfKind("newsletter-confirmation", email.toLowerCase()).length > 0);
  return tokenOf(linkIn(mailsOfKind("newsletter-confirmation", email.toLowerCase()).at(-1)!, "/newsletter/confirm"));
}

/** `npm run subscribers` as the owner runs it, on the same database. */
const exportCsv = (config: Config) =>
  execFileSync(process.execPath, ["scripts/subscribers.ts"], {
    env: { ...process.env, DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? "" },
    encoding: "utf8",
  });

describe.each<StoreKind>(["sqlite", "postgres"])("newsletter on %s", (kind) => {
  it("keeps a new address pending and mails it only a confirmation, with a signed link", async () => {
    const { services } = await setup(kind);
    expect(await services.newsletter.subscribe({ email: "Reader@Example.com" }, "127.0.0.1")).toEqual({ ok: true });

    expect(await services.store.findSubscriber("reader@example.com")).toMatchObject({
      status: "pending",
      confirmedAt: null,
    });
    expect(await services.store.listSubscribers()).toEqual([]);
    expect(smtp.messages).toHaveLength(1);
    const [confirmation] = smtp.messages;
    expect(kindOf(confirmation!)).toBe("newsletter-confirmation");
    expect(confirmation!.to).toMatchObject({ text: "reader@example.com" });
    expect(confirmation!.subject).toBe(`Please confirm your subscription – ${site.name}`);
    expect(confirmation!.messageId).toMatch(/@saltboxdesignbuild\.com>?$/);
    expect(confirmation!.html).toContain("/newsletter/confirm?token=");
    expect(linkIn(confirmation!, "/newsletter/confirm").origin).toBe(DEFAULT_SITE_URL);
    // Not yet a subscriber, so no list headers.
    expect(rawHeader(confirmation!, "list-unsubscribe")).toBeUndefined();
    expect(await services.store.outboxCounts()).toEqual({ pending: 0, delivered: 1, refused: 0 });
  });

  it("adds by hand in the office someone who asked in person: confirmed with who added them and how they agreed, welcomed once; never someone who left", async () => {
    const { services } = await setup(kind);
    const office = "owner@saltboxdesignbuild.com";
    const consent = "Asked at the Lake Nona walkthrough, Nov 28";

    expect(await services.newsletter.addByHand({ email: "not an address", consent: "ok" }, office)).toEqual({
      ok: false,
      fieldErrors: { email: expect.any(String), consent: expect.stringMatching(/^Write at least 10 characters/) },
    });
    // A bare "Yes" is too short to say how they asked: the message says what is needed, with an example.
    expect(await services.newsletter.addByHand({ email: "yes@example.com", consent: " Yes " }, office)).toEqual({
      ok: false,
      fieldErrors: {
        consent:
          "Write at least 10 characters: how and when they asked for it, like “Asked at the Lake Nona walkthrough, Nov 28”.",
      },
    });
    expect(await services.store.findSubscriber("not an address")).toBeUndefined();

    expect(await services.newsletter.addByHand({ email: "Marisol.Pena@Example.com", consent }, office)).toEqual({
      ok: true,
      outcome: "added",
    });
    expect(await services.store.findSubscriber("marisol.pena@example.com")).toMatchObject({
      status: "confirmed",
      addedBy: office,
      consent,
      confirmedAt: expect.any(String),
    });
    await waitFor(() => mailsOfKind("newsletter-welcome", "marisol.pena@example.com").length === 1);
    expect(mailsOfKind("newsletter-confirmation", "marisol.pena@example.com")).toHaveLength(0);

    // Again: nothing changes, no second welcome.
    expect(await services.newsletter.addByHand({ email: "marisol.pena@example.com", consent }, office)).toEqual({
      ok: true,
      outcome: "already-confirmed",
    });
    await services.outbox.drain();
    expect(mailsOfKind("newsletter-welcome", "marisol.pena@example.com")).toHaveLength(1);

    // Someone who unsubscribed is not put back by hand.
    const token = await subscribed(services, "left@example.com");
    expect(await services.newsletter.confirm(token)).toBe("confirmed");
    await services.store.unsubscribe("left@example.com", new Date());
    expect(await services.newsletter.addByHand({ email: "left@example.com", consent }, office)).toEqual({
      ok: true,
      outcome: "left",
    });
    expect(await services.store.findSubscriber("left@example.com")).toMatchObject({
      status: "unsubscribed",
      addedBy: null,
    });

    // The office's export: every address in any state, with how it came.
    const csv = (await services.newsletter.subscribersCsv()).split("\n");
    // Columns named, and times written, as the leads' CSV has them: Orlando's wall-clock time.
    expect(csv[0]).toBe(
      "Email,State,Asked (Orlando time),Confirmed (Orlando time),Unsubscribed (Orlando time),Added by,Consent",
    );
    const marisol = await services.store.findSubscriber("marisol.pena@example.com");
    const [, , asked, confirmed, unsubscribed] = csv.find((line) => line.startsWith("marisol.pena@"))!.split(",");
    expect([asked, confirmed, unsubscribed]).toEqual([
      orlandoTime(marisol!.createdAt),
      orlandoTime(marisol!.confirmedAt!),
      "",
    ]);
    expect(asked).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(csv.join("\n")).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    // The consent holds a comma: quoted, so a spreadsheet keeps it in one cell.
    expect(csv.find((line) => line.startsWith("marisol.pena@example.com,confirmed,"))).toMatch(
      new RegExp(`,${office},"${consent}"$`),
    );
    expect(csv.find((line) => line.startsWith("left@example.com,unsubscribed,"))).toMatch(
      /,,Confirmed by the link in our confirmation e-mail$/,
    );
  });

  it("confirms through the link with the consent time and sends one welcome carrying both unsubscribe headers", async () => {
    const { services, config } = await setup(kind);
    const token = await subscribed(services, "reader@example.com");
    expect(exportCsv(config)).toBe("email,confirmedAt\n");

    const before = Date.now();
    expect(await services.newsletter.confirm(token)).toBe("confirmed");
    const [row] = await services.store.listSubscribers();
    expect(row).toMatchObject({ email: "reader@example.com" });
    expect(Date.parse(row!.confirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(exportCsv(config)).toBe(`email,confirmedAt\nreader@example.com,${row!.confirmedAt}\n`);

    await waitFor(() => mailsOfKind("newsletter-welcome", "reader@example.com").length === 1);
    const [welcome] = mailsOfKind("newsletter-welcome", "reader@example.com");
    expect(welcome!.subject).toBe(`Welcome to the ${site.name} newsletter`);
    expect(welcome!.text).toContain("Unsubscribe");
    expect(welcome!.html).toContain("Unsubscribe");
    const unsubscribeUrl = linkIn(welcome!, "/newsletter/unsubscribe");
    expect(rawHeader(welcome!, "list-unsubscribe")).toBe(
      `<${unsubscribeUrl.href}>, <mailto:${config.MAIL_TO}?subject=unsubscribe>`,
    );
    expect(rawHeader(welcome!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // The link again (a second click, a mail scanner): nothing changes and no second welcome.
    expect(await services.newsletter.confirm(token)).toBe("alreadyConfirmed");
    expect(await services.store.listSubscribers()).toEqual([row]);
    await services.outbox.drain();
    expect(mailsOfKind("newsletter-welcome", "reader@example.com")).toHaveLength(1);
  });

  it("unsubscribes on the one-click POST to the List-Unsubscribe address, without Origin or sign-in, idempotently", async () => {
    const { services, config } = await setup(kind);
    const other = await subscribed(services, "other@example.com");
    await services.newsletter.confirm(other);
    await services.newsletter.confirm(await subscribed(services, "reader@example.com"));
    await waitFor(() => mailsOfKind("newsletter-welcome", "reader@example.com").length === 1);
    const header = rawHeader(mailsOfKind("newsletter-welcome", "reader@example.com")[0]!, "list-unsubscribe")!;
    const listUrl = new URL(header.match(/<(https:[^>]+)>/)![1]!);
    const base = await serve(services);

    // As a mail provider sends it (RFC 8058): a POST with List-Unsubscribe=One-Click and no Origin.
    const oneClick = () =>
      fetch(`${base}${listUrl.pathname}${listUrl.search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("You're unsubscribed");
    const row = await services.store.findSubscriber("reader@example.com");
    expect(row).toMatchObject({ status: "unsubscribed" });
    expect((await oneClick()).status).toBe(200);
    expect(await services.store.findSubscriber("reader@example.com")).toEqual(row);

    expect((await services.store.listSubscribers()).map((subscriber) => subscriber.email)).toEqual([
      "other@example.com",
    ]);
    expect(exportCsv(config)).not.toContain("reader@example.com");
    expect(await services.newsletter.checkUnsubscribe(tokenOf(listUrl))).toEqual({ outcome: "unsubscribed" });
  });

  it("unsubscribes through the link's page: opening it asks, its button posts and comes back", async () => {
    const { services } = await setup(kind);
    await services.newsletter.confirm(await subscribed(services, "reader@example.com"));
    await waitFor(() => mailsOfKind("newsletter-welcome", "reader@example.com").length === 1);
    const link = linkIn(mailsOfKind("newsletter-welcome", "reader@example.com")[0]!, "/newsletter/unsubscribe");
    const base = await serve(services);

    // Opening the link (what a mail scanner does too) changes nothing.
    expect(await services.newsletter.checkUnsubscribe(tokenOf(link))).toEqual({ outcome: "askUnsubscribe" });
    expect(await services.store.findSubscriber("reader@example.com")).toMatchObject({ status: "confirmed" });

    // The page's plain form, posted by a browser: back to the page (post, redirect, get).
    for (let time = 0; time < 2; time++) {
      const response = await fetch(`${base}${link.pathname}${link.search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: "null" },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`${link.pathname}${link.search}`);
    }
    expect(await services.store.findSubscriber("reader@example.com")).toMatchObject({ status: "unsubscribed" });
    expect(await services.newsletter.checkUnsubscribe(tokenOf(link))).toEqual({ outcome: "unsubscribed" });
  });

  it("refuses a tampered or expired link with a 4xx and changes nothing", async () => {
    const { services } = await setup(kind);
    const token = await subscribed(services, "reader@example.com");
    // The address cannot be read from the link (browser histories and server logs keep links).
    for (const part of token.split("."))
      expect(Buffer.from(part, "base64url").toString("latin1")).not.toContain("reader@");
    const secret = await services.store.linkSecret("not used: the secret exists already");
    // A link as mailed before links were sealed: its claims in the clear and their HMAC. The same
    // signature under claims for another address is refused.
    const unsealed = (claims: object) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
      return `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
    };
    const claims = {
      purpose: "confirm",
      email: "reader@example.com",
      issuedAt: Date.now(),
      expiresAt: Date.now() + 60_000,
    };
    const mailedBefore = unsealed(claims);
    const forged = `${Buffer.from(JSON.stringify({ ...claims, email: "victim@example.com" })).toString("base64url")}.${mailedBefore.split(".")[1]}`;
    const flipped = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    // The last character alone (its spare bits may change nothing in the bytes), and a text that is no base64url.
    const lastChanged = token.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const [, nonce, sealed] = token.split(".");
    const otherNonce = `s.${nonce!.slice(0, -2)}${nonce!.endsWith("AA") ? "BB" : "AA"}.${sealed}`;
    for (const bad of [
      forged,
      flipped,
      lastChanged,
      `${token.slice(0, -1)}*`,
      otherNonce,
      "",
      "nonsense",
      `${token}.extra`,
      `s.${nonce}`,
      "s..",
      "x".repeat(5000),
    ])
      expect(await services.newsletter.confirm(bad)).toBe("invalid");

    // A link signed with the site's own secret whose week has passed.
    const weekAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    const expired = signLink(secret, {
      purpose: "confirm",
      email: "reader@example.com",
      issuedAt: weekAgo,
      expiresAt: weekAgo + 7 * 24 * 60 * 60 * 1000,
    });
    expect(await services.newsletter.confirm(expired)).toBe("expired");
    // An unsubscribe link is no confirmation link, nor the other way round.
    const unsubscribeToken = signLink(secret, { purpose: "unsubscribe", email: "reader@example.com", issuedAt: 0 });
    expect(await services.newsletter.confirm(unsubscribeToken)).toBe("invalid");
    expect(await services.newsletter.checkUnsubscribe(token)).toEqual({ outcome: "invalid" });
    expect(await services.newsletter.unsubscribe(flipped)).toBe("invalid");

    const base = await serve(services);
    const tampered = await fetch(`${base}/newsletter/unsubscribe?token=${encodeURIComponent(flipped)}`, {
      method: "POST",
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("This link does not work");

    expect(await services.store.findSubscriber("reader@example.com")).toMatchObject({ status: "pending" });
    expect(await services.store.findSubscriber("victim@example.com")).toBeUndefined();
    expect(await services.store.listSubscribers()).toEqual([]);
    await services.outbox.drain();
    expect(smtp.messages.map(kindOf)).toEqual(["newsletter-confirmation"]);
    // The link mailed before sealing still confirms.
    expect(await services.newsletter.confirm(mailedBefore)).toBe("confirmed");
  });

  it("asks an address that left to confirm again, and its old link no longer works", async () => {
    const { services } = await setup(kind);
    const first = await subscribed(services, "reader@example.com");
    await services.newsletter.confirm(first);
    await waitFor(() => mailsOfKind("newsletter-welcome", "reader@example.com").length === 1);
    const unsubscribe = tokenOf(
      linkIn(mailsOfKind("newsletter-welcome", "reader@example.com")[0]!, "/newsletter/unsubscribe"),
    );
    expect(await services.newsletter.unsubscribe(unsubscribe)).toBe("unsubscribed");

    const second = await subscribed(services, "reader@example.com");
    expect(second).not.toBe(first);
    expect(await services.store.findSubscriber("reader@example.com")).toMatchObject({ status: "pending" });
    expect(await services.store.listSubscribers()).toEqual([]);
    expect(await services.newsletter.confirm(first)).toBe("stale");
    expect(await services.store.listSubscribers()).toEqual([]);

    expect(await services.newsletter.confirm(second)).toBe("confirmed");
    expect((await services.store.listSubscribers()).map((row) => row.email)).toEqual(["reader@example.com"]);
    await waitFor(() => mailsOfKind("newsletter-welcome", "reader@example.com").length === 2);
  });

  it(`sends a pending address at most ${CONFIRMATIONS_PER_REQUEST} confirmations, and a subscriber none, answering alike`, async () => {
    const { services } = await setup(kind);
    for (let time = 0; time < CONFIRMATIONS_PER_REQUEST + 3; time++)
      expect(await services.newsletter.subscribe({ email: "stranger@example.com" }, "127.0.0.1")).toEqual({
        ok: true,
      });
    await services.newsletter.confirm(await subscribed(services, "reader@example.com"));
    expect(await services.newsletter.subscribe({ email: "reader@example.com" }, "127.0.0.1")).toEqual({ ok: true });
    await services.outbox.drain();
    expect(mailsOfKind("newsletter-confirmation", "stranger@example.com")).toHaveLength(CONFIRMATIONS_PER_REQUEST);
    expect(mailsOfKind("newsletter-confirmation", "reader@example.com")).toHaveLength(1);
    expect(await services.newsletter.subscribe({ email: "nope" }, "127.0.0.1")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });

  it("keeps the confirmation in the outbox while SMTP is down and sends it once when it returns", async () => {
    const { services } = await setup(kind);
    await smtp.stop();
    try {
      expect(await services.newsletter.subscribe({ email: "reader@example.com" }, "127.0.0.1")).toEqual({ ok: true });
      expect(await services.store.outboxCounts()).toEqual({ pending: 1, delivered: 0, refused: 0 });
    } finally {
      await smtp.start();
    }
    await waitFor(async () => (await services.store.outboxCounts()).delivered === 1);
    expect(mailsOfKind("newsletter-confirmation", "reader@example.com")).toHaveLength(1);
  });

  it("answers an error when the database is down, and sends nothing", async () => {
    const { services } = await setup(kind, unavailableDatabase(kind));
    expect(await services.newsletter.subscribe({ email: "reader@example.com" }, "127.0.0.1")).toEqual({
      ok: false,
      reason: "failed",
    });
    expect(await services.newsletter.confirm("anything")).toBe("failed");
    expect(smtp.messages).toEqual([]);
  });
});

describe("the link secret", () => {
  it("is the configured LINK_SECRET when set, so links signed with it work", async () => {
    const secret = "a-configured-secret-of-at-least-32-characters";
    const { services } = await setup("sqlite", { LINK_SECRET: secret });
    await services.newsletter.subscribe({ email: "reader@example.com" }, "127.0.0.1");
    const issuedAt = Date.now();
    const token = signLink(secret, {
      purpose: "confirm",
      email: "reader@example.com",
      issuedAt,
      expiresAt: issuedAt + 60_000,
    });
    expect(await services.newsletter.confirm(token)).toBe("confirmed");
  });

  it("otherwise is made once and shared by every process on the database (PostgreSQL, several servers)", async () => {
    const first = await setup("postgres");
    const token = await subscribed(first.services, "reader@example.com");
    const second = await servicesFor("postgres", { SMTP_URL: smtp.url, DATABASE_URL: first.config.DATABASE_URL! });
    cleanups.push(() => second.services.close());
    expect(await second.services.newsletter.confirm(token)).toBe("confirmed");
  });
});

describe("DKIM on subscriber mail", () => {
  it("covers List-Unsubscribe and List-Unsubscribe-Post, as RFC 8058 requires, and verifies", async () => {
    const { env, resolver } = testDkim();
    // No SMTP_URL: the mail folder keeps the exact bytes that would go over SMTP.
    const { services, config } = await servicesFor("sqlite", env);
    cleanups.push(() => services.close());
    const folder = join(config.DATA_DIR, "mail");
    const stored = async (kind: string) => {
      for (const file of readdirSync(folder)) {
        const raw = readFileSync(join(folder, file));
        const mail = await simpleParser(raw);
        if (kindOf(mail) === kind) return { raw, mail };
      }
      throw new Error(`no ${kind} mail`);
    };
    await services.newsletter.subscribe({ email: "reader@example.com" }, "127.0.0.1");
    const { mail: confirmation } = await stored("newsletter-confirmation");
    expect(await services.newsletter.confirm(tokenOf(linkIn(confirmation, "/newsletter/confirm")))).toBe("confirmed");

    const { raw } = await stored("newsletter-welcome");
    const { signed, results } = await checkDkim(raw, resolver);
    expect(signed).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
    expect(results).toEqual(["pass"]);
  });
});
