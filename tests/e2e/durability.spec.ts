// The server is killed with SIGKILL in the middle of a burst of enquiries. After a restart,
// every enquiry that was answered with success is stored and its e-mail is delivered. And a
// SIGTERM (a deploy, a scale-down) lets the request in flight finish before the process exits.
import { test, expect } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { spawnServer } from "../../scripts/lib/production-server";
import { startSmtp } from "../support/smtp";

test("no acknowledged enquiry is lost when the server is killed mid-burst", async () => {
  test.setTimeout(120_000);
  const PORT = 4180 + test.info().workerIndex;
  const smtp = await startSmtp();
  const env = {
    DATA_DIR: mkdtempSync(join(tmpdir(), "saltbox-kill-")),
    SMTP_URL: smtp.url,
    ENQUIRY_RATE_LIMIT: "100000",
    OUTBOX_INTERVAL_MS: "200",
    OUTBOX_RETRY_BASE_MS: "200",
    OUTBOX_LEASE_MS: "2000",
  };
  let server = await spawnServer(PORT, env);

  const acknowledged: string[] = [];
  let next = 0;
  const total = 300;
  const sendOne = async (): Promise<void> => {
    const index = next++;
    if (index >= total) return;
    const email = `burst-${index}@example.com`;
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "Burst",
          lastName: `Visitor ${index}`,
          email,
          message: `Enquiry number ${index}`,
        }),
      });
      if (response.status === 200) acknowledged.push(email);
    } catch {
      // The connection died with the server: not acknowledged, so not promised.
    }
    return sendOne();
  };
  const burst = Promise.all(Array.from({ length: 16 }, sendOne));
  await expect.poll(() => acknowledged.length, { timeout: 30_000, intervals: [5] }).toBeGreaterThanOrEqual(100);
  server.kill("SIGKILL");
  await burst;
  expect(acknowledged.length).toBeGreaterThanOrEqual(100);
  expect(acknowledged.length).toBeLessThan(total);

  server = await spawnServer(PORT, env);
  try {
    const db = new DatabaseSync(join(env.DATA_DIR, "site.db"), { readOnly: true });
    const stored = new Set(
      (db.prepare("SELECT email FROM contact_submissions").all() as { email: string }[]).map((row) => row.email),
    );
    db.close();
    for (const email of acknowledged) expect(stored.has(email), `${email} stored`).toBe(true);

    const delivered = () =>
      new Set(smtp.messages.flatMap((mail) => mail.replyTo?.value.map((address) => address.address) ?? []));
    // Every mail opens its own SMTP connection, whose handshake with the test's server takes about
    // a tenth of a second: the ~200 mails left take about 24 s on a quiet machine, more on a busy one.
    await expect
      .poll(() => acknowledged.filter((email) => !delivered().has(email)).length, { timeout: 60_000 })
      .toBe(0);
  } finally {
    server.kill("SIGTERM");
    await smtp.stop();
  }
});

test("on SIGTERM the server stops accepting, finishes the enquiry in flight and exits cleanly", async () => {
  test.setTimeout(30_000);
  const PORT = 4200 + test.info().workerIndex;
  const smtp = await startSmtp({ acceptDelayMs: 1500 });
  const dataDir = mkdtempSync(join(tmpdir(), "saltbox-term-"));
  const server = await spawnServer(PORT, { DATA_DIR: dataDir, SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: "600000" });
  const exitCode = new Promise<number | null>((resolve) => server.once("exit", resolve));
  try {
    const inFlight = fetch(`http://127.0.0.1:${PORT}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Late",
        lastName: "Visitor",
        email: "late@example.com",
        message: "Sent just before a deploy.",
      }),
    });
    // The enquiry is stored and the outbox worker is handing its two e-mails (the owner's, the
    // acknowledgement) to the (slow) SMTP server: the second is in flight when the signal comes.
    await expect.poll(() => smtp.receiving, { timeout: 10_000, intervals: [20] }).toBe(2);
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`http://127.0.0.1:${PORT}/api/health`)).rejects.toThrow();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(await exitCode).toBe(0);
    expect(smtp.messages).toHaveLength(2);
    const db = new DatabaseSync(join(dataDir, "site.db"), { readOnly: true });
    const undelivered = db.prepare("SELECT COUNT(*) AS count FROM notifications WHERE status <> 'delivered'").get() as {
      count: number;
    };
    db.close();
    expect(undelivered.count).toBe(0);
  } finally {
    server.kill("SIGKILL");
    await smtp.stop();
  }
});
