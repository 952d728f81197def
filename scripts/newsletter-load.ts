// The monthly letter to a long list, end to end and at the real pace: 2,000 confirmed subscribers
// (NEWSLETTER_LOAD_SUBSCRIBERS) on a fresh SQLite database, the production server (over the
// current build) sending through a real SMTP server on loopback at NEWSLETTER_INTERVAL_MS (its
// default, a second, unless set). The owner signs in with the mailed code and sends from
// /office/newsletter/new through its confirmation, as the office's forms post them; then every
// minute the script prints what the issue's page shows, what the SMTP server received and the
// server's resident memory, until the page says it is sent. At the end: letters received, to how
// many different addresses (each exactly once), and the memory's range over the sending.
//   npm run build && sh scripts/run.sh node scripts/newsletter-load.ts   (at least 34 minutes: one letter a second at most)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { loadConfig } from "../server/config.ts";
import { confirmation, subscribeRequest } from "../server/newsletter/subscriptions.ts";
import { createStore } from "../server/storage/index.ts";
import { spawnServer } from "./lib/production-server.ts";

const SUBSCRIBERS = Number(process.env.NEWSLETTER_LOAD_SUBSCRIBERS ?? 2000);
const PORT = Number(process.env.NEWSLETTER_LOAD_PORT ?? 4330);
const OWNER = "owner@saltbox.test";
const base = `http://127.0.0.1:${PORT}`;

// The SMTP server: letters counted per recipient; the sign-in code kept for the owner.
const letters = new Map<string, number>();
let code: string | undefined;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const head = Buffer.concat(chunks).subarray(0, 8000).toString();
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(",");
      if (head.includes("X-Site-Notification: newsletter-letter")) letters.set(to, (letters.get(to) ?? 0) + 1);
      code = /Subject: (\d{8}) is your/.exec(head)?.[1] ?? code;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}?ignoreTLS=true`;

const dataDir = mkdtempSync(join(tmpdir(), "saltbox-newsletter-load-"));
const env = { DATA_DIR: dataDir, SMTP_URL: smtpUrl, MAIL_TO: OWNER, ENQUIRY_RATE_LIMIT: "100000" };

// The list: addresses that subscribed and confirmed, through the store as the site records them.
// Their welcome mails stay leased (to no process), so the SMTP server sees letters and codes only.
{
  const store = createStore(loadConfig(env));
  await store.migrate();
  const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const mail = (id: string, to: string) => ({
    messageId: `<${id}@load.test>`,
    from: OWNER,
    to,
    subject: id,
    text: id,
    html: id,
  });
  const started = Date.now();
  for (let index = 0; index < SUBSCRIBERS; index++) {
    const email = `reader${String(index).padStart(5, "0")}@example.com`;
    const now = new Date();
    const request = subscribeRequest(mail(`ask-${index}`, email), { perPeriod: 3, periodMs: 1e9 }, now);
    await store.changeSubscriber(email, request, { create: true }, now, later);
    await store.changeSubscriber(
      email,
      confirmation(now, mail(`welcome-${index}`, email), now),
      { create: false },
      now,
      later,
    );
  }
  await store.close();
  console.log(`${SUBSCRIBERS} confirmed subscribers stored in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const server = await spawnServer(PORT, env);
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

// The owner's session, through the sign-in forms, and every later post as the office's forms make it.
let cookie = "";
async function post(path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  const response = await fetch(base + path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: base, cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  cookie = /office_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? cookie;
  return response;
}
await post("/office/sign-in", { email: OWNER });
while (!code) await new Promise((resolve) => setTimeout(resolve, 100));
await post("/office/sign-in", { email: OWNER, code });

const composed = await post("/office/newsletter/new", {
  subject: "December at Saltbox: a walnut kitchen in Lake Nona",
  intro: "Hello from **Orlando**. This month: a kitchen opened to the family, and what a remodel permit takes.",
  pick: ["project:lake-nona-walnut-island-kitchen"],
  send: "1",
});
const confirmPath = composed.headers.get("location")!;
const issuePath = confirmPath.replace(/\/send$/, "");
const sent = await post(confirmPath, { confirm: "1" });
if (sent.status !== 303) throw new Error(`sending was refused: ${sent.status} ${await sent.text()}`);
const began = Date.now();
console.log(`sending ${issuePath} at NEWSLETTER_INTERVAL_MS=${process.env.NEWSLETTER_INTERVAL_MS ?? "1000 (default)"}`);

const memory: number[] = [];
const minutes = () => ((Date.now() - began) / 60_000).toFixed(1).padStart(5);
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  memory.push(rss());
  const page = await (await fetch(base + issuePath, { headers: { cookie } })).text();
  const shown =
    /(Sending: [^<]*|Sent to [^<]*|Paused[^<]*)/.exec(page.replace(/<!-- -->/g, ""))?.[1] ??
    "(no progress on the page)";
  if (memory.length % 6 === 0 || shown.startsWith("Sent to"))
    console.log(
      `${minutes()} min  page: ${shown}  SMTP: ${[...letters.values()].reduce((a, b) => a + b, 0)} letters  RSS ${memory.at(-1)!.toFixed(0)} MB`,
    );
  if (shown.startsWith("Sent to")) break;
}
await new Promise((resolve) => setTimeout(resolve, 3000));
const received = [...letters.values()].reduce((a, b) => a + b, 0);
const twice = [...letters.values()].filter((count) => count > 1).length;
const settled = memory.slice(Math.floor(memory.length / 10));
console.log(
  `\n${received} letters to ${letters.size} addresses (${twice} more than once) in ${minutes().trim()} min;` +
    ` server RSS ${Math.min(...settled).toFixed(0)}–${Math.max(...settled).toFixed(0)} MB after the first tenth` +
    ` (first ${memory[0]!.toFixed(0)} MB, last ${memory.at(-1)!.toFixed(0)} MB)`,
);
server.kill("SIGTERM");
smtp.close();
rmSync(dataDir, { recursive: true, force: true });
if (received !== SUBSCRIBERS || letters.size !== SUBSCRIBERS) process.exitCode = 1;
