// The office's sign-in, sessions and leads on both engines, through the real service, store and
// SMTP server on loopback: the code arrives by mail and is typed back, as a person would.
import { describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { seedFacts } from "../../common/business-facts.ts";
import { createApp } from "../../server/http/app.ts";
import { createServices } from "../../server/services.ts";
import { leadPageUrl } from "../../server/enquiries/enquiry-mail.ts";
import { hashToken, sessionLimits, signedInRecently } from "../../server/office/sign-in.ts";
import {
  bookingVisitor,
  mailingServices,
  offeredDays,
  validContact,
  waitFor,
  type StoreKind,
} from "../support/services.ts";
import { startSmtp } from "../support/smtp.ts";

const mailing = mailingServices();
/** The lead page's address, and no longer number (the stand-in a booking's mail was composed with). */
const linksTo = (id: number) =>
  new RegExp(`Open the lead in the office\\s+${leadPageUrl(id).replace(/[./]/g, "\\$&")}(?!\\d)`);
const OWNER = "owner@saltbox.test";
const client = "203.0.113.7";

const codeMails = (to: string) =>
  mailing.smtp.messages.filter(
    (mail: ParsedMail) =>
      mail.headers.get("x-site-notification") === "office-code" && (mail.to as { text: string }).text === to,
  );
/** The code in the newest mail to `to`. */
async function mailedCode(to: string, count = 1) {
  await waitFor(() => codeMails(to).length >= count);
  return /\b(\d{8}) is your/.exec(codeMails(to).at(-1)!.subject!)![1]!;
}

/** `app` listening on a free loopback port, closed after the test. */
async function listening(app: ReturnType<typeof createApp>) {
  const server = app.listen(0, "127.0.0.1");
  mailing.closeAfterTest({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

describe.each<StoreKind>(["sqlite", "postgres"])("the office on %s", (kind) => {
  const setup = async () => (await mailing.setup(kind, { MAIL_TO: OWNER })).services;

  it("signs the owner of a fresh install in with the mailed code, once; an unknown address gets the same answer and no mail", async () => {
    const { office, store } = await setup();
    expect(await office.requestCode("stranger@example.com", client)).toEqual({ ok: true });
    expect(await office.requestCode(" Owner@Saltbox.test ", client)).toEqual({ ok: true });
    const code = await mailedCode(OWNER);
    expect(mailing.smtp.messages).toHaveLength(1);
    expect((await store.office.listUsers()).map(({ email, role }) => ({ email, role }))).toEqual([
      { email: OWNER, role: "owner" },
    ]);

    const signedIn = await office.signIn(OWNER, code.replace(/(\d{4})/, "$1 "), client);
    expect(signedIn).toMatchObject({ ok: true, user: { email: OWNER, role: "owner" } });
    expect(await office.whoIs(signedIn.ok ? signedIn.token : "")).toMatchObject({ email: OWNER });
    // Single use.
    expect(await office.signIn(OWNER, code, client)).toEqual({ ok: false, reason: "wrongCode" });
    expect(await office.signIn(OWNER, "12", client)).toEqual({ ok: false, reason: "badCode" });
  });

  it("ends a code after five wrong tries: then even the right one fails", async () => {
    const { office } = await setup();
    await office.requestCode(OWNER, client);
    const code = await mailedCode(OWNER);
    const wrong = String((Number(code) + 1) % 1e8).padStart(8, "0");
    for (let i = 0; i < 5; i++) expect(await office.signIn(OWNER, wrong, client)).toMatchObject({ ok: false });
    expect(await office.signIn(OWNER, code, client)).toEqual({ ok: false, reason: "wrongCode" });
  });

  it("counts an IPv6 client's tries by its /64: walking through its addresses buys no more guesses", async () => {
    const { office } = await setup();
    const home = (n: number) => `2001:db8:5:7::${n.toString(16)}`;
    await office.requestCode(OWNER, home(1));
    const code = await mailedCode(OWNER);
    const wrong = String((Number(code) + 1) % 1e8).padStart(8, "0");
    for (let n = 2; n < 7; n++)
      expect(await office.signIn(OWNER, wrong, home(n))).toEqual({ ok: false, reason: "wrongCode" });
    // Five wrong codes from the one network end the code for it, from any of its addresses.
    expect(await office.signIn(OWNER, code, home(0xbeef))).toEqual({ ok: false, reason: "wrongCode" });
    // Another network's client is another client (the owner's own code, asked for from there, works).
    await office.requestCode(OWNER, "2001:db8:5:8::1");
    expect(await office.signIn(OWNER, await mailedCode(OWNER, 2), "2001:db8:5:8::2")).toMatchObject({ ok: true });
  });

  it("compares no code from a client over its limit, not even the right one; other clients' wrong tries never end a code", async () => {
    const { office } = await setup();
    await office.requestCode(OWNER, client);
    const code = await mailedCode(OWNER);
    // The client's other 19 attempts of the hour, then a flood of guesses and the right code: none is compared.
    for (let i = 0; i < 19; i++)
      expect(await office.requestCode(`someone${i}@example.com`, client)).toEqual({ ok: true });
    for (let i = 0; i < 30; i++)
      expect(await office.signIn(OWNER, String(i).padStart(8, "0"), client)).toEqual({
        ok: false,
        reason: "rateLimited",
      });
    expect(await office.signIn(OWNER, code, client)).toEqual({ ok: false, reason: "rateLimited" });
    // The guesses did not count against the code: from elsewhere it still works.
    expect(await office.signIn(OWNER, code, "198.51.100.1")).toMatchObject({ ok: true });

    await office.requestCode(OWNER, "198.51.100.1");
    const next = await mailedCode(OWNER, 2);
    const wrong = String((Number(next) + 1) % 1e8).padStart(8, "0");
    for (let i = 2; i < 7; i++)
      expect(await office.signIn(OWNER, wrong, `198.51.100.${i}`)).toEqual({ ok: false, reason: "wrongCode" });
    // Issue 43: five clients' wrong tries used to end the code, which locked its owner out.
    expect(await office.signIn(OWNER, next, "198.51.100.7")).toMatchObject({ ok: true });
  });

  it("lets no other client lock the owner out: its five code requests and five wrong codes leave the owner's own code and budget; its cap is told to the owner once, and logged", async () => {
    const { office, store } = await setup();
    const owners = "203.0.113.50";
    await office.requestCode(OWNER, owners);
    const own = await mailedCode(OWNER);
    // Another client asks five times (the owner gets those codes too), then a sixth and seventh time, and guesses.
    const other = "198.51.100.66";
    for (let i = 0; i < 7; i++) expect(await office.requestCode(OWNER, other)).toEqual({ ok: true });
    await waitFor(() => codeMails(OWNER).length === 6);
    const wrong = ["00000000", "00000001"].find((guess) => guess !== own)!;
    for (let i = 0; i < 5; i++)
      expect(await office.signIn(OWNER, wrong, other)).toEqual({ ok: false, reason: "wrongCode" });
    // A third client reaches its cap too: still one notice in the hour.
    for (let i = 0; i < 6; i++) await office.requestCode(OWNER, "198.51.100.67");
    await waitFor(() => codeMails(OWNER).length === 11);
    const notices = () =>
      mailing.smtp.messages.filter(
        (mail: ParsedMail) => mail.headers.get("x-site-notification") === "office-code-capped",
      );
    await waitFor(() => notices().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.text).toContain("198.51.100.66");
    const audit = (await store.office.listAudit(50)).filter((row) => row.action === "sign-in codes capped");
    expect(audit).toEqual([
      expect.objectContaining({ actor: OWNER, detail: expect.stringContaining("198.51.100.66") }),
    ]);

    // The owner's code in their inbox still works, and so does asking for a fresh one.
    expect(await office.signIn(OWNER, own, owners)).toMatchObject({ ok: true });
    expect(await office.requestCode(OWNER, owners)).toEqual({ ok: true });
    const fresh = await mailedCode(OWNER, 12);
    expect(await office.signIn(OWNER, fresh, owners)).toMatchObject({ ok: true });
  });

  it("keeps a ceiling over every client together: past 25 codes or 25 wrong tries an hour, strangers get no code and compare none, while the client that asked and a device signed in on before still get in", async () => {
    const { office, store } = await setup();
    // The owner signed in on their phone before: it keeps the known device's proof.
    const phone = "203.0.113.50";
    await office.requestCode(OWNER, phone);
    const firstSignIn = await office.signIn(OWNER, await mailedCode(OWNER), phone);
    expect(firstSignIn).toMatchObject({ ok: true, device: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });
    const device = firstSignIn.ok ? firstSignIn.device : "";

    // Five clients ask five times each, each within its share: with the phone's, the 25th code
    // reaches the address's ceiling, and the last client's fifth is refused.
    const strangers = [1, 2, 3, 4, 5].map((n) => `198.51.100.${n}`);
    for (const stranger of strangers)
      for (let i = 0; i < 5; i++) expect(await office.requestCode(OWNER, stranger)).toEqual({ ok: true });
    await waitFor(() => codeMails(OWNER).length === 25);
    // A sixth client, and the owner on a computer never signed in on: answered alike, nothing mailed.
    expect(await office.requestCode(OWNER, "198.51.100.6")).toEqual({ ok: true });
    expect(await office.requestCode(OWNER, "192.0.2.9")).toEqual({ ok: true });
    // A made-up proof, or the owner's proof for another address, is no known device.
    expect(await office.requestCode(OWNER, "192.0.2.9", `${device.split(".")[0]}.forged`)).toEqual({ ok: true });
    const notices = () =>
      mailing.smtp.messages.filter(
        (mail: ParsedMail) => mail.headers.get("x-site-notification") === "office-code-capped",
      );
    await waitFor(() => notices().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codeMails(OWNER)).toHaveLength(25);
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.text).toContain("Several internet addresses, the last 198.51.100.5");
    expect((await store.office.listAudit(50)).filter((row) => row.action === "sign-in codes capped")).toEqual([
      expect.objectContaining({
        detail: expect.stringContaining("25 codes in an hour asked for from several clients"),
      }),
    ]);
    // The phone, on another network now, still gets its code, and signs in with it.
    const roaming = "192.0.2.77";
    expect(await office.requestCode(OWNER, roaming, device)).toEqual({ ok: true });
    const phoneCode = await mailedCode(OWNER, 26);
    expect(await office.signIn(OWNER, phoneCode, roaming, undefined, device)).toMatchObject({ ok: true });

    // Wrong tries: five clients guess five times each at the codes they asked for.
    for (const stranger of strangers)
      for (let i = 0; i < 5; i++)
        expect(await office.signIn(OWNER, String(i).padStart(8, "0"), stranger)).toEqual({
          ok: false,
          reason: "wrongCode",
        });
    // The owner asks on the phone's network; the code is then typed elsewhere. A client that did
    // not ask for it compares no code any more, not even the right one; the known device does.
    expect(await office.requestCode(OWNER, roaming, device)).toEqual({ ok: true });
    const live = await mailedCode(OWNER, 27);
    expect(await office.signIn(OWNER, live, "192.0.2.200")).toEqual({ ok: false, reason: "wrongCode" });
    expect(await office.signIn(OWNER, live, "192.0.2.201", undefined, device)).toMatchObject({ ok: true });
    // And the client that asked for its code compares it as ever.
    expect(await office.requestCode(OWNER, roaming, device)).toEqual({ ok: true });
    expect(await office.signIn(OWNER, await mailedCode(OWNER, 28), roaming)).toMatchObject({ ok: true });
  });

  it("answers an address of 63,000 dots at once, as any malformed one, when asking for a code and when typing it", async () => {
    const { office } = await setup();
    const hostile = `a@${".".repeat(63_000)}@`;
    const started = performance.now();
    expect(await office.requestCode(hostile, client)).toEqual({ ok: false, reason: "badEmail" });
    expect(await office.signIn(hostile, "12345678", client)).toEqual({ ok: false, reason: "badEmail" });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("answers a known address as fast as an unknown one while the mail server is slow: the code's mail is sent after the answer", async () => {
    const slow = await startSmtp({ acceptDelayMs: 2000 });
    try {
      const { office } = (await mailing.setup(kind, { MAIL_TO: OWNER, SMTP_URL: slow.url })).services;
      // The first request also migrates the fresh database.
      await office.requestCode("stranger@example.com", client);
      const timed = async (email: string) => {
        const started = performance.now();
        expect(await office.requestCode(email, client)).toEqual({ ok: true });
        return performance.now() - started;
      };
      const [unknown, known] = [await timed("nobody@example.com"), await timed(OWNER)];
      expect(unknown).toBeLessThan(500);
      expect(known).toBeLessThan(500);
      await waitFor(() => slow.messages.length === 1);
    } finally {
      await slow.stop();
    }
  });

  it("refuses a form posted in chunks, of unannounced length, before the pages read any of it", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER });
    let bodiesRead = 0;
    const app = createApp({
      clientFiles: (_req, _res, next) => next(),
      // Stands in for React Router, which would read the whole body.
      pages: (req, res) => void req.on("data", () => bodiesRead++).on("end", () => res.status(200).end()),
      services,
    });
    const port = await listening(app);
    const chunked = (path: string, body: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = httpRequest({ host: "127.0.0.1", port, path, method: "POST" }, (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, text }));
        });
        request.setHeader("Content-Type", "application/x-www-form-urlencoded");
        request.on("error", reject);
        // Written in pieces with no Content-Length: node:http sends them chunked.
        for (let i = 0; i < 20; i++) request.write(body.slice(i * 10_000, (i + 1) * 10_000));
        request.end();
      });
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    for (const [path, body] of [
      ["/office/sign-in", form({ email: OWNER, padding: "x".repeat(200_000) })],
      ["/contact", form({ ...validContact, message: "x".repeat(200_000) })],
    ] as const) {
      const answer = await chunked(path, body);
      expect(answer.status).toBe(411);
      expect(answer.text).toContain("Content-Length");
    }
    expect(bodiesRead).toBe(0);
    await services.store.migrate();
    expect(await services.store.listSubmissions()).toEqual([]);
  });

  it("guards every office address, the start page's data request too: not cached, not indexed, no post from another site reaches a page", async () => {
    const { services } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const reached: string[] = [];
    const app = createApp({
      clientFiles: (_req, _res, next) => next(),
      // Stands in for React Router: records what got past the guard.
      pages: (req, res) => {
        reached.push(`${req.method} ${req.originalUrl}`);
        res.status(200).end();
      },
      services,
    });
    const base = `http://127.0.0.1:${await listening(app)}`;
    const paths = [
      "/office",
      "/office.data",
      "/OFFICE.data",
      "/office/",
      "/office/leads.data",
      "/office/leads/1.data?_routes=routes%2Foffice%2Flead",
      "/Office/Leads.csv",
      "/office/passkeys/sign-in",
    ];
    for (const path of paths) {
      const page = await fetch(base + path);
      expect([page.headers.get("cache-control"), page.headers.get("x-robots-tag")], path).toEqual([
        "no-store",
        "noindex, nofollow",
      ]);
      const elsewhere: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const from of elsewhere) {
        const post = await fetch(base + path, {
          method: "POST",
          headers: { ...from, "content-type": "application/x-www-form-urlencoded" },
          body: "status=won",
        });
        expect(post.status, `${path} ${JSON.stringify(from)}`).toBe(403);
      }
    }
    expect(reached).toEqual(paths.map((path) => `GET ${path}`));
    // The site's own page posts through; an address that only begins like the office is no office.
    const own = await fetch(`${base}/office.data`, {
      method: "POST",
      headers: { origin: base, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      body: "status=won",
    });
    expect([own.status, reached.at(-1)]).toEqual([200, "POST /office.data"]);
    expect((await fetch(`${base}/officers`)).headers.get("x-robots-tag")).toBeNull();
  });

  it("never lets an older code work again once the newest has died of wrong tries", async () => {
    const { office } = await setup();
    await office.requestCode(OWNER, client);
    const older = await mailedCode(OWNER);
    await office.requestCode(OWNER, client);
    const newest = await mailedCode(OWNER, 2);
    // A guess that is neither code.
    const wrong = ["00000000", "00000001", "00000002"].find((guess) => guess !== older && guess !== newest)!;
    for (let i = 0; i < 5; i++)
      expect(await office.signIn(OWNER, wrong, client)).toEqual({ ok: false, reason: "wrongCode" });
    expect(await office.signIn(OWNER, older, client)).toEqual({ ok: false, reason: "wrongCode" });
    expect(await office.signIn(OWNER, newest, client)).toEqual({ ok: false, reason: "wrongCode" });
  });

  it("takes only the newest code, never an expired one, and limits codes per address and tries per client in the database", async () => {
    const { office, store } = await setup();
    await office.requestCode(OWNER, client);
    const first = await mailedCode(OWNER);
    await office.requestCode(OWNER, client);
    const second = await mailedCode(OWNER, 2);
    expect(await office.signIn(OWNER, first, client)).toMatchObject({ ok: false });
    // An expired code: redeemed 11 minutes after it was issued.
    const later = new Date(Date.now() + 11 * 60 * 1000);
    const attempt = { email: OWNER, codeHash: "", clientAddress: client, knownDevice: false, tokenHash: "t" };
    const { hashCode, signInLimits } = await import("../../server/office/sign-in.ts");
    expect(
      await store.office.redeemCode({ ...attempt, codeHash: hashCode(OWNER, second) }, signInLimits, later),
    ).toEqual({ outcome: "wrong" });
    // Five codes an hour per address: the sixth request is answered alike, and sends nothing.
    for (let i = 0; i < 4; i++) await office.requestCode(OWNER, client);
    await waitFor(() => codeMails(OWNER).length === 5);
    expect(await office.requestCode(OWNER, client)).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(codeMails(OWNER)).toHaveLength(5);
    // Twenty code requests and wrong codes an hour per client address, whichever addresses they name:
    // so far 7 requests and 2 wrong codes; 11 more are answered, the 21st is not.
    for (let i = 0; i < 20 - 9; i++)
      expect(await office.requestCode(`someone${i}@example.com`, client)).toEqual({ ok: true });
    expect(await office.requestCode(OWNER, client)).toEqual({ ok: false, reason: "rateLimited" });
    expect(await office.requestCode(OWNER, "198.51.100.2")).toEqual({ ok: true });
  });

  it("ends sessions: signing out, everywhere, removal of the person, idle for 12 hours or older than 14 days; a planted cookie is not kept", async () => {
    const { office, store } = await setup();
    // At most five codes an hour per address: the sessions below belong to two people.
    const partner = "partner@saltbox.test";
    await office.addUser(partner, "owner", OWNER);
    const signIn = async (email = OWNER, planted?: string) => {
      const before = codeMails(email).length;
      await office.requestCode(email, client);
      const code = await mailedCode(email, before + 1);
      const outcome = await office.signIn(email, code, client, planted);
      if (!outcome.ok) throw new Error(outcome.reason);
      return outcome;
    };
    const one = await signIn();
    const two = await signIn(OWNER, one.token);
    // Signing in again from a browser that carried a session replaces it.
    expect(two.token).not.toBe(one.token);
    expect(await office.whoIs(one.token)).toBeUndefined();
    expect(await office.whoIs(two.token)).toBeDefined();
    // One character changed (to another one: a token may well end in "A").
    const altered = `${two.token.slice(0, -1)}${two.token.endsWith("A") ? "B" : "A"}`;
    expect(await office.whoIs(altered)).toBeUndefined();
    await office.signOut(two.token, (await office.whoIs(two.token))!);
    expect(await office.whoIs(two.token)).toBeUndefined();

    const three = await signIn(partner);
    const four = await signIn(partner);
    const owners = await signIn();
    await office.signOutEverywhere(three.user);
    expect([await office.whoIs(three.token), await office.whoIs(four.token)]).toEqual([undefined, undefined]);
    expect(await office.whoIs(owners.token)).toMatchObject({ email: OWNER });

    const hash = hashToken(owners.token);
    const day = 24 * 60 * 60 * 1000;
    const at = (ms: number) =>
      store.office.findSession(hash, { ...sessionLimits, touchMs: 365 * day }, new Date(Date.now() + ms));
    // Issue 43: 12 hours idle and 14 days at most (they were 30 and 90 days).
    const hour = day / 24;
    expect(await at(11 * hour)).toBeDefined();
    expect(await at(13 * hour)).toBeUndefined();
    expect(await at(15 * day)).toBeUndefined();

    await office.addUser("staff@saltbox.test", "staff", OWNER);
    await office.requestCode("staff@saltbox.test", client);
    const staff = await office.signIn("staff@saltbox.test", await mailedCode("staff@saltbox.test"), client);
    expect(staff.ok && (await office.whoIs(staff.token))).toMatchObject({ role: "staff" });
    expect(await office.removeUser("staff@saltbox.test", OWNER)).toBe(true);
    expect(staff.ok && (await office.whoIs(staff.token))).toBeUndefined();
    const audit = (await store.office.listAudit(50)).map((row) => row.action);
    expect(audit).toEqual(
      expect.arrayContaining(["signed in", "signed out", "signed out everywhere", "account added", "account removed"]),
    );
  });

  it("knows when a session's person last signed in: fresh for 15 minutes, and signing in again renews it on this device only", async () => {
    const { office } = await setup();
    const signIn = async (replacing?: string) => {
      const before = codeMails(OWNER).length;
      await office.requestCode(OWNER, client);
      const outcome = await office.signIn(OWNER, await mailedCode(OWNER, before + 1), client, replacing);
      if (!outcome.ok) throw new Error(outcome.reason);
      return outcome.token;
    };
    const started = Date.now();
    const [phone, desk] = [await signIn(), await signIn()];
    const { signedInAt } = (await office.whoIs(desk))!;
    expect(Date.parse(signedInAt)).toBeGreaterThanOrEqual(started - 1000);
    const minute = 60 * 1000;
    const afterMinutes = (minutes: number) => new Date(Date.parse(signedInAt) + minutes * minute);
    expect(signedInRecently(signedInAt, afterMinutes(14.9))).toBe(true);
    expect(signedInRecently(signedInAt, afterMinutes(15))).toBe(false);

    // Signed in again from the desk: a new proof there; the phone keeps its session and its own time.
    const renewed = await signIn(desk);
    expect(await office.whoIs(desk)).toBeUndefined();
    expect(Date.parse((await office.whoIs(renewed))!.signedInAt)).toBeGreaterThanOrEqual(Date.parse(signedInAt));
    expect((await office.whoIs(phone))?.email).toBe(OWNER);
  });

  it("deletes expired codes, attempts, challenges and sessions, and keeps a client to ten live passkey challenges", async () => {
    const { office, store, passkeys } = await setup();
    await office.prune();
    await office.requestCode(OWNER, client);
    const live = await office.signIn(OWNER, await mailedCode(OWNER), client);
    expect(live.ok).toBe(true);
    await office.signIn(OWNER, "00000000", client);
    const rp = { id: "127.0.0.1", origin: "http://127.0.0.1" };
    // 300 posts of the options step from one client write ten challenges; another client still gets its own.
    const answers = await Promise.all(Array.from({ length: 300 }, () => passkeys.signInOptions(rp, "198.51.100.9")));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await passkeys.signInOptions(rp, "198.51.100.10")).toBeDefined();
    // Nothing is due yet; fifteen days on, every row is.
    expect(await office.prune()).toBe(0);
    const later = new Date(Date.now() + 15 * 24 * 60 * 60 * 1000);
    const { signInLimits, sessionLimits } = await import("../../server/office/sign-in.ts");
    // A code, two attempts (the request, the wrong code), eleven challenges and the session.
    expect(await store.office.prune({ ...signInLimits, ...sessionLimits }, later)).toBe(15);
    expect(await store.office.prune({ ...signInLimits, ...sessionLimits }, later)).toBe(0);
  });

  it("makes one owner when processes start on a fresh database at once, and keeps the last owner from removal or demotion", async () => {
    const { services, config } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const others = Array.from({ length: 4 }, () => mailing.closeAfterTest(createServices(config, () => {})));
    const all = [services, ...others];
    await Promise.all(all.map((each) => each.store.migrate()));
    await Promise.all(all.map((each) => each.office.listUsers()));
    expect((await services.office.listUsers()).map(({ email, role }) => ({ email, role }))).toEqual([
      { email: OWNER, role: "owner" },
    ]);
    expect((await services.store.office.listAudit(10)).map((row) => row.action)).toEqual(["account added"]);

    const onlyOwner = `${OWNER} is the office's only owner`;
    await expect(services.office.removeUser(OWNER, OWNER)).rejects.toThrow(onlyOwner);
    await expect(services.office.addUser(OWNER, "staff", OWNER)).rejects.toThrow(onlyOwner);
    const cli = (args: string) =>
      spawnSync("sh", ["-c", `npm run --silent office -- ${args}`], {
        env: { ...process.env, DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? "" },
        encoding: "utf8",
      });
    const refused = cli(`--remove ${OWNER}`);
    expect([refused.status, refused.stdout, refused.stderr]).toEqual([1, "", expect.stringContaining(onlyOwner)]);
    // With a second owner, either may go.
    await services.office.addUser("partner@saltbox.test", "owner", OWNER);
    expect(await services.office.addUser(OWNER, "staff", "partner@saltbox.test")).toBe("changed");
    await expect(services.office.removeUser("partner@saltbox.test", OWNER)).rejects.toThrow(
      "partner@saltbox.test is the office's only owner",
    );
  });

  it("lets only an owner add, change or remove people in the office; staff change nothing", async () => {
    const { office, store } = await setup();
    const owner = (await office.listUsers())[0]!;
    expect(await office.savePerson(owner, "Anna@Example.com ", "staff")).toEqual({
      ok: true,
      email: "anna@example.com",
      outcome: "added",
    });
    const anna = (await office.listUsers()).find((person) => person.email === "anna@example.com")!;
    const before = await store.office.listAudit(100);
    expect(await office.savePerson(anna, "mallory@example.com", "owner")).toEqual({ ok: false, reason: "notOwner" });
    expect(await office.savePerson(anna, "anna@example.com", "owner")).toEqual({ ok: false, reason: "notOwner" });
    expect(await office.removePerson(anna, OWNER)).toEqual({ ok: false, reason: "notOwner" });
    expect((await office.listUsers()).map(({ email, role }) => `${email} ${role}`)).toEqual([
      "anna@example.com staff",
      `${OWNER} owner`,
    ]);
    expect(await store.office.listAudit(100)).toEqual(before);

    expect(await office.savePerson(owner, "not an address", "staff")).toEqual({ ok: false, reason: "badEmail" });
    expect(await office.savePerson(owner, "bo@example.com", "admin")).toEqual({ ok: false, reason: "badRole" });
    expect(await office.removePerson(owner, OWNER)).toEqual({ ok: false, reason: "lastOwner" });
    expect(await office.removePerson(owner, "nobody@example.com")).toEqual({ ok: false, reason: "unknownPerson" });
    expect(await office.removePerson(owner, "anna@example.com")).toMatchObject({ ok: true, outcome: "removed" });
  });

  it("spends a passkey ceremony's challenge once, keeps a passkey to its person, and removes it with them", async () => {
    const { office, store, passkeys } = await setup();
    const owner = (await office.listUsers())[0]!;
    await office.addUser("anna@example.com", "staff", OWNER);
    const anna = (await office.listUsers()).find((person) => person.email === "anna@example.com")!;
    const now = new Date();
    const later = new Date(now.getTime() + 60_000);
    await store.office.saveChallenge("challenge-1", "register", anna.id, now, later);
    expect(await store.office.takeChallenge("challenge-1", "sign-in", null, now)).toBe(false);
    expect(await store.office.takeChallenge("challenge-1", "register", owner.id, now)).toBe(false);
    expect(await store.office.takeChallenge("challenge-1", "register", anna.id, later)).toBe(false);
    expect(await store.office.takeChallenge("challenge-1", "register", anna.id, now)).toBe(true);
    expect(await store.office.takeChallenge("challenge-1", "register", anna.id, now)).toBe(false);

    const passkey = {
      id: "cred-1",
      userId: anna.id,
      publicKey: "AQID",
      counter: 0,
      transports: "internal",
      label: "Phone",
    };
    await store.office.savePasskey(passkey, anna.email, now);
    await store.office.saveChallenge("challenge-2", "register", anna.id, now, later);
    expect(await store.office.removePasskey("cred-1", owner, now)).toBe(false);
    expect(await store.office.findPasskey("cred-1")).toMatchObject({ email: "anna@example.com", counter: 0 });
    expect(await office.removeUser("anna@example.com", OWNER)).toBe(true);
    expect(await store.office.findPasskey("cred-1")).toBeUndefined();
    // A post that is no answer at all is refused like a stale one, never an error.
    const rp = { id: "localhost", origin: "http://localhost:3000" };
    for (const junk of [undefined, null, {}, "x", { response: 1 }, { response: { clientDataJSON: "%%" } }]) {
      expect(await passkeys.signIn(junk, rp)).toEqual({ ok: false, reason: "expired" });
      expect(await passkeys.register(owner, junk, "", rp)).toEqual({ ok: false, reason: "expired" });
    }
  });

  it("makes every enquiry a lead: stages with a lost reason, notes, the first response stamped once, unknown ids refused", async () => {
    const { office, enquiries, facts } = await setup();
    await enquiries.submit("contact", { ...validContact, message: "<img src=x onerror=alert(1)>" }, client);
    const { leads } = await office.inbox({});
    expect(leads).toMatchObject([
      { name: "Ana Ruiz", stage: "new", projectType: "Kitchen Remodeling", firstResponse: "" },
    ]);
    const id = leads[0]!.id;
    // The owner's notification links the lead's page.
    await waitFor(() => mailing.smtp.toOwner.length === 1);
    expect(mailing.smtp.toOwner[0]!.text).toMatch(linksTo(id));
    const owner = { id: 0, email: OWNER, role: "owner" as const, createdAt: "" };
    expect(await office.setStage(id, "lost", undefined, owner)).toEqual({ ok: false, reason: "noLostReason" });
    expect(await office.setStage(id, "closed", undefined, owner)).toEqual({ ok: false, reason: "badStage" });
    expect(await office.setStage(id + 1000, "contacted", undefined, owner)).toEqual({ ok: false, reason: "unknown" });
    expect(await office.addNote(id + 1000, "x", owner)).toEqual({ ok: false, reason: "unknown" });
    expect(await office.setStage(id, "contacted", undefined, owner)).toEqual({ ok: true });
    const first = (await office.lead(id))!.lead.firstResponse;
    expect(first).not.toBe("");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await office.addNote(id, "Called back, visit on Friday", owner)).toEqual({ ok: true });
    expect(await office.setStage(id, "lost", "Over budget", owner)).toEqual({ ok: true });
    const { lead, events } = (await office.lead(id))!;
    expect(lead).toMatchObject({ stage: "lost", lostReason: "Over budget", firstResponse: first });
    expect(events.map(({ kind, stage, text, author }) => ({ kind, stage, text, author }))).toEqual([
      { kind: "stage", stage: "contacted", text: "", author: OWNER },
      { kind: "note", stage: null, text: "Called back, visit on Friday", author: OWNER },
      { kind: "stage", stage: "lost", text: "Over budget", author: OWNER },
    ]);
    expect((await office.inbox({ stage: "lost", search: "ANA" })).leads).toHaveLength(1);
    expect((await office.inbox({ stage: "new" })).leads).toHaveLength(0);
    expect((await office.inbox({ search: "100%_" })).leads).toHaveLength(0);
    // A phone number is found however it is typed; a number that is not theirs is not.
    for (const typed of ["4075550199", "+1 407 555 0199", "407.555.0199", "(407) 555-0199", "5550199"])
      expect((await office.inbox({ search: typed })).leads, typed).toHaveLength(1);
    expect((await office.inbox({ search: "4075550198" })).leads).toHaveLength(0);
    expect((await office.inbox({ type: "Kitchen Remodeling" })).leads).toHaveLength(1);
    expect((await office.inbox({ type: "Custom Cabinetry" })).leads).toHaveLength(0);
    // The filter's days are Orlando's.
    const orlandoDay = (days: number) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(Date.now() + days * 86_400_000);
    const [yesterday, today, tomorrow] = [-1, 0, 1].map(orlandoDay);
    expect((await office.inbox({ from: yesterday, to: tomorrow })).leads).toHaveLength(1);
    expect((await office.inbox({ from: tomorrow })).leads).toHaveLength(0);
    expect((await office.inbox({ to: yesterday })).leads).toHaveLength(0);
    expect((await office.inbox({ from: today, to: "not a day" })).from).toBe(today);
    const csv = await office.leadsCsv();
    expect(csv.split("\n")[1]).toContain(",lost,Over budget,");
    const dashboard = await office.dashboard();
    expect(dashboard).toMatchObject({ newThisWeek: 1, newThisMonth: 1, waiting: 0, won: 0, lost: 1, winRate: 0 });
    expect(dashboard.response).toMatchObject({ counted: 1, withinHour: 1, withinDay: 1, dayMinutes: 600 });
    // Waits are counted in the hours the site shows: when the owner shortens them, a business day is shorter.
    const shorter = seedFacts.hours.map((row, index) => (index === 0 ? { ...row, time: "9:00 AM – 5:00 PM" } : row));
    expect(await facts.save({ ...seedFacts, hours: shorter }, OWNER)).toMatchObject({ slug: "business" });
    expect((await office.dashboard()).response.dayMinutes).toBe(8 * 60);
    // A name is found without its accents or capitals, and typed with them.
    const jose = { firstName: "José", lastName: "Núñez", email: "jose@example.com", phone: "(321) 555-0142" };
    await enquiries.submit("contact", { ...validContact, ...jose }, client);
    for (const typed of ["jose nunez", "NUÑEZ", "Núñez", "josé"]) {
      const found = (await office.inbox({ search: typed })).leads;
      expect(
        found.map((lead) => lead.name),
        typed,
      ).toEqual(["José Núñez"]);
    }
    // A lead's page lists the same person's other enquiries: by address in any case, or by phone however written.
    const again = { email: "ANA.RUIZ@EXAMPLE.COM", phone: "(321) 555-0100" };
    await enquiries.submit("contact", { ...validContact, ...again }, client);
    await enquiries.submit(
      "contact",
      { ...validContact, email: "ana.work@example.com", phone: "+1 407.555.0199" },
      client,
    );
    expect((await office.lead(id))!.others.map((other) => other.email)).toEqual([
      "ana.work@example.com",
      "ANA.RUIZ@EXAMPLE.COM",
    ]);
  });

  it("counts as a lead's first answer only what answered the client: not a note, nor marking it lost or spam", async () => {
    const { office, enquiries } = await setup();
    const owner = { id: 0, email: OWNER, role: "owner" as const, createdAt: "" };
    const ids = new Map<string, number>();
    for (const email of ["noted@example.com", "lost@example.com", "spam@example.com", "called@example.com"]) {
      await enquiries.submit("contact", { ...validContact, email }, client);
      ids.set(email, (await office.inbox({ search: email })).leads[0]!.id);
    }
    const idOf = async (email: string) => ids.get(email)!;
    const firstAnswer = async (email: string) => (await office.lead(ids.get(email)!))!.lead.firstResponse;

    expect(await office.addNote(await idOf("noted@example.com"), "Call back on Tuesday", owner)).toEqual({ ok: true });
    expect(await office.setStage(await idOf("lost@example.com"), "lost", "Over budget", owner)).toEqual({ ok: true });
    expect(await office.setStage(await idOf("spam@example.com"), "spam", undefined, owner)).toEqual({ ok: true });
    expect(await office.setStage(await idOf("called@example.com"), "contacted", undefined, owner)).toEqual({
      ok: true,
    });

    expect(await firstAnswer("noted@example.com")).toBe("");
    expect(await firstAnswer("lost@example.com")).toBe("");
    expect(await firstAnswer("spam@example.com")).toBe("");
    expect(await firstAnswer("called@example.com")).not.toBe("");
    // Still waiting: the note did not answer the client.
    const { leads: waiting } = await office.inbox({ view: "waiting" });
    expect(waiting.map((lead) => lead.email)).toContain("noted@example.com");
  });

  it("works the start page's figures out again when another process adds, answers or settles a lead, at the next request", async () => {
    const { services, config } = await mailing.setup(kind, { MAIL_TO: OWNER });
    const other = mailing.closeAfterTest(createServices(config, () => {}));
    const owner = { id: 0, email: OWNER, role: "owner" as const, createdAt: "" };
    const figures = async () => {
      const { newThisWeek, waiting, won, response } = await services.office.dashboard();
      return { newThisWeek, waiting, won, counted: response.counted };
    };
    expect(await figures()).toEqual({ newThisWeek: 0, waiting: 0, won: 0, counted: 0 });
    await other.enquiries.submit("contact", validContact, client);
    expect(await figures()).toEqual({ newThisWeek: 1, waiting: 1, won: 0, counted: 1 });
    const id = (await other.office.inbox({})).leads[0]!.id;
    expect(await other.office.logActivity(id, { activity: "call", activityNote: "Visit on Friday" }, owner)).toEqual({
      ok: true,
    });
    expect(await figures()).toEqual({ newThisWeek: 1, waiting: 0, won: 0, counted: 1 });
    expect(await other.office.setStage(id, "won", undefined, owner)).toEqual({ ok: true });
    expect(await figures()).toEqual({ newThisWeek: 1, waiting: 0, won: 1, counted: 1 });
    expect(await other.office.setStage(id, "spam", undefined, owner)).toEqual({ ok: true });
    expect(await figures()).toEqual({ newThisWeek: 0, waiting: 0, won: 0, counted: 0 });
  });

  it("e-mails a reply from a lead's page: to the visitor, answered to whoever sent it, kept in the history as a first response", async () => {
    const { office, enquiries } = await setup();
    await enquiries.submit("contact", validContact, client);
    const { id } = (await office.inbox({})).leads[0]!;
    const staff = { id: 0, email: "anna@example.com", role: "staff" as const, createdAt: "" };
    expect(await office.reply(id, "  \n ", staff)).toEqual({ ok: false, reason: "badReply" });
    expect(await office.reply(id, "x".repeat(5001), staff)).toEqual({ ok: false, reason: "badReply" });
    // The box starts with the greeting: sent as it is, the client would get a blank letter.
    expect(await office.reply(id, "Hello Ana,\n\n", staff)).toEqual({ ok: false, reason: "onlyGreeting" });
    expect((await office.lead(id))!.lead.firstResponseAt).toBeNull();
    expect(await office.reply(id + 1000, "Hello,\n\nFriday?", staff)).toEqual({ ok: false, reason: "unknown" });
    const text = "Hello Ana,\n\nThank you for writing. Could we visit on Friday at 10?\nPlease have the plans at hand.";
    expect(await office.reply(id, text, staff)).toEqual({ ok: true });
    const sent = () =>
      mailing.smtp.messages.filter((mail) => mail.subject === "Re: your enquiry to Saltbox Design-Build");
    await waitFor(() => sent().length === 1);
    const [mail] = sent();
    expect(mail!.to).toMatchObject({ text: validContact.email });
    expect(mail!.from).toMatchObject({ value: [{ name: "Saltbox Design-Build" }] });
    expect(mail!.replyTo).toMatchObject({ value: [{ address: "anna@example.com" }] });
    expect(mail!.text).toContain("Could we visit on Friday at 10?\nPlease have the plans at hand.");
    expect(mail!.text).toContain("anna@example.com");
    expect(mail!.html).toContain("Could we visit on Friday at 10?<br/>Please have the plans at hand.");
    const { lead, events } = (await office.lead(id))!;
    expect(lead.firstResponseAt).not.toBeNull();
    expect(events).toMatchObject([{ kind: "reply", author: "anna@example.com", text }]);
  });

  it("puts a booked consultation's lead at the consultation stage by itself", async () => {
    const services = await setup();
    const { office, bookings } = services;
    const [day] = await offeredDays(services);
    const booked = await bookings.book({ ...bookingVisitor, start: day!.slots[0]!.start }, client);
    expect(booked.ok).toBe(true);
    const { leads } = await office.inbox({});
    expect(leads).toMatchObject([{ name: "Sam Lee", stage: "consultation", form: "booking", location: "Maitland" }]);
    const { bookings: ofLead, events } = (await office.lead(leads[0]!.id))!;
    expect(ofLead).toHaveLength(1);
    expect(events).toMatchObject([{ author: "website", stage: "consultation", text: "Booked online" }]);
    // The owner's mail links this lead (not the stand-in it was composed with); a cancellation is noted in its history.
    await waitFor(() => mailing.smtp.toOwner.length === 1);
    expect(mailing.smtp.toOwner[0]!.text).toMatch(linksTo(leads[0]!.id));
    const token = (booked as { booking: { manageUrl: string } }).booking.manageUrl.split("/").at(-1)!;
    expect(await bookings.cancel(token)).toBe(true);
    const history = (await office.lead(leads[0]!.id))!.events;
    expect(history.at(-2)).toMatchObject({
      author: "website",
      kind: "note",
      text: expect.stringMatching(/^Consultation #\d+ cancelled: Sam Lee, was /),
    });
    // And the lead leaves "consultation" (issue 44): it came with its booking, so to "contacted".
    expect(history.at(-1)).toMatchObject({ author: "website", kind: "stage", stage: "contacted" });
    await bookings.book({ ...bookingVisitor, email: "kim@example.com", start: day!.slots[0]!.start }, client);
    const { nextConsultations, newThisWeek } = await office.dashboard();
    expect(newThisWeek).toBe(2);
    expect(nextConsultations).toMatchObject([
      { submissionId: leads[0]!.id + 1, start: new Date(day!.slots[0]!.start).toISOString() },
    ]);
  });
});
