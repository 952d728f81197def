// The business mailbox read into the leads' history (issue 44, "Mail both ways"), on both engines,
// against a real IMAP server (Debian's Dovecot, tests/support/imap.ts) and the real SMTP server on
// loopback: a client's answer shows in its lead within a minute; the owner's mail from their own
// mail app (in Sent) is the lead's first answer; a restart reads nothing twice; 5,000 messages are
// read a batch of headers at a time with only the leads' bodies fetched; the mailbox's flags stay
// as they were; a mailbox that cannot be reached is logged once and crashes nothing. Each test
// starts its own Dovecot and services: a minute each, for a busy machine.
import { afterEach, describe, expect, it } from "vitest";
import { createMailboxReader, BATCH_SIZE } from "../../server/mail/imap-inbox.ts";
import { createServices } from "../../server/services.ts";
import { rawMail, startImap, type TestImap } from "../support/imap.ts";
import { mailingServices, validContact, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const OWNER = "hello@saltbox.test";
const client = "203.0.113.7";
const anna = { id: 0, email: "anna@saltbox.test", role: "staff" as const, createdAt: "", name: "Anna Price" };

let imap: TestImap | undefined;
afterEach(async () => {
  await imap?.stop();
  imap = undefined;
});

let sequence = 0;
const messageId = () => `<m${++sequence}-${Date.now()}@mail.example>`;

describe.each<StoreKind>(["sqlite", "postgres"])("the business mailbox on %s", (kind) => {
  /** Services with a lead from the contact form; the mailbox at IMAP_URL when `reading` (every `interval` ms). */
  async function withLead(env: Record<string, string> = {}) {
    imap = await startImap();
    const setup = await mailing.setup(kind, { MAIL_TO: OWNER, ...env });
    await setup.services.enquiries.submit("contact", validContact, client);
    const { id } = (await setup.services.office.inbox({})).leads[0]!;
    return { ...setup, id, imap };
  }

  it(
    "shows a client's answer in its lead within a minute, without the mail it quotes, and nothing else; the mailbox unchanged",
    { timeout: 120_000 },
    async () => {
      imap = await startImap();
      const { services } = await mailing.setup(kind, { MAIL_TO: OWNER, IMAP_URL: imap.url, IMAP_INTERVAL_MS: "1000" });
      const { office, enquiries } = services;
      await enquiries.submit("contact", validContact, client);
      const { id } = (await office.inbox({})).leads[0]!;
      expect(await office.reply(id, "Hello Ana,\n\nCould we visit on Friday at 10?", anna)).toEqual({ ok: true });
      const reply = (await office.lead(id))!.mail[0]!;
      // Answering it goes to Anna and to the business mailbox the server reads, whatever Anna's address.
      await waitFor(() => mailing.smtp.messages.some((mail) => mail.messageId === reply.messageId));
      const sent = mailing.smtp.messages.find((mail) => mail.messageId === reply.messageId)!;
      expect(sent.replyTo?.value.map((address) => address.address)).toEqual([anna.email, OWNER]);
      // The owner's other mail, and someone's answer to nothing of ours.
      await imap.append(
        "INBOX",
        rawMail(
          { From: "Supplier <orders@tiles.example>", To: OWNER, Subject: "Your order", "Message-ID": messageId() },
          "Shipped.",
        ),
      );
      const answerId = messageId();
      await imap.append(
        "INBOX",
        rawMail(
          {
            // Sent from another address of theirs: the answer finds its lead by the mail it answers.
            From: "Ana Ruiz <ana@work.example>",
            To: `Anna Price <${anna.email}>, Saltbox Design-Build <${OWNER}>`,
            Subject: "Re: your enquiry to Saltbox Design-Build",
            "Message-ID": answerId,
            "In-Reply-To": reply.messageId,
            References: reply.messageId,
          },
          `Friday at 10 is fine, see you then.\n\nOn Thu, Nov 26, 2026 at 9:00 AM Anna Price <${anna.email}> wrote:\n> Hello Ana,\n> Could we visit on Friday at 10?`,
        ),
      );
      // A later mail from the lead's own address, answering nothing.
      await imap.append(
        "INBOX",
        rawMail(
          { From: validContact.email, To: OWNER, Subject: "One more thing", "Message-ID": messageId() },
          "The garage too, please.",
        ),
        ["\\Flagged"],
      );
      const before = await imap.flags("INBOX");
      const started = Date.now();
      const incoming = async () => (await office.lead(id))!.mail.filter((mail) => mail.origin === "mailbox");
      await waitFor(async () => (await incoming()).length === 2, 60_000);
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(await incoming()).toMatchObject([
        {
          messageId: answerId,
          direction: "in",
          sender: "Ana Ruiz <ana@work.example>",
          subject: "Re: your enquiry to Saltbox Design-Build",
          text: "Friday at 10 is fine, see you then.",
        },
        { direction: "in", sender: validContact.email, text: "The garage too, please." },
      ]);
      // The supplier's mail is kept nowhere; the mailbox's flags are as they were (no \Seen).
      expect((await office.lead(id))!.mail).toHaveLength(3);
      expect(await imap.flags("INBOX")).toEqual(before);
      expect([...before.values()]).toEqual([[], [], ["\\Flagged"]]);
    },
  );

  it(
    "counts a mail the owner sent to the lead from their own mail app (in Sent) as its first answer, once",
    { timeout: 60_000 },
    async () => {
      const { services, id } = await withLead();
      const reader = createMailboxReader({ url: imap!.url, store: services.store, log: () => {} });
      expect((await services.office.lead(id))!.lead.firstResponseAt).toBeNull();
      // Sent a moment after the lead came in (a Date header counts whole seconds).
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const sentAt = new Date();
      await imap!.append(
        "Sent",
        rawMail(
          {
            Date: sentAt.toUTCString(),
            From: OWNER,
            To: `Ana Ruiz <${validContact.email}>`,
            Subject: "Your kitchen",
            "Message-ID": messageId(),
          },
          "Hi Ana, I can come by on Monday.",
        ),
        ["\\Seen"],
      );
      await imap!.append(
        "Sent",
        rawMail(
          { From: OWNER, To: "orders@tiles.example", Subject: "Order", "Message-ID": messageId() },
          "Twelve boxes.",
        ),
      );
      expect(await reader.readOnce()).toBe(1);
      const { lead, mail } = (await services.office.lead(id))!;
      expect(lead).toMatchObject({
        stage: "contacted",
        firstResponseAt: new Date(Math.floor(sentAt.getTime() / 1000) * 1000).toISOString(),
      });
      expect(mail).toMatchObject([
        { direction: "out", origin: "mailbox", sender: OWNER, text: "Hi Ana, I can come by on Monday." },
      ]);
      // A second mail to them later is history, not another first answer.
      await imap!.append(
        "Sent",
        rawMail({ From: OWNER, To: validContact.email, Subject: "Monday", "Message-ID": messageId() }, "See you at 9."),
      );
      expect(await reader.readOnce()).toBe(1);
      expect((await services.office.lead(id))!.lead.firstResponseAt).toBe(lead.firstResponseAt);
    },
  );

  it(
    "reads on from where it stopped after a restart, and only one process reads at a time",
    { timeout: 60_000 },
    async () => {
      const { services, config, id } = await withLead();
      const from = (text: string) =>
        rawMail({ From: validContact.email, To: OWNER, Subject: "Kitchen", "Message-ID": messageId() }, text);
      await imap!.append("INBOX", from("First."));
      const first = createMailboxReader({ url: imap!.url, store: services.store, log: () => {} });
      expect(await first.readOnce()).toBe(1);
      await imap!.append("INBOX", from("Second."));
      // Another process on the same database waits while the first holds the mailbox.
      const restarted = mailing.closeAfterTest(createServices(config, () => {}));
      const second = createMailboxReader({ url: imap!.url, store: restarted.store, log: () => {} });
      expect(await second.readOnce()).toBe(0);
      expect(second.counts.headers).toBe(0);
      // The first stops (giving the mailbox up): the new one reads only what came since.
      await first.release();
      expect(await second.readOnce()).toBe(1);
      expect(second.counts).toMatchObject({ headers: 1, bodies: 1 });
      expect(await second.readOnce()).toBe(0);
      expect((await restarted.office.lead(id))!.mail.map((mail) => mail.text)).toEqual(["First.", "Second."]);
    },
  );

  it(
    "reads a mailbox of 5,000 messages a batch of headers at a time, fetching only the leads' bodies",
    { timeout: 180_000 },
    async () => {
      const { services, id } = await withLead();
      // 32 kB each, 160 MB in all: held in memory at once, the heap would show it.
      const filler = `${"Our tile order and the week's deliveries, line after line. ".repeat(9)}\n`.repeat(60);
      function* mailbox() {
        for (let n = 1; n <= 5000; n += 1) {
          const fromLead = n % 1250 === 0;
          yield rawMail(
            {
              From: fromLead ? validContact.email : `vendor${n}@supply.example`,
              To: OWNER,
              Subject: `Message ${n}`,
              "Message-ID": `<bulk-${n}@mail.example>`,
            },
            fromLead ? `Message ${n} from Ana.` : filler,
          );
        }
      }
      imap!.deliver("INBOX", mailbox());
      expect(await imap!.count("INBOX")).toBe(5000);
      const reader = createMailboxReader({ url: imap!.url, store: services.store, log: () => {} });
      const baseline = process.memoryUsage().heapUsed;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
      try {
        expect(await reader.readOnce()).toBe(4);
      } finally {
        clearInterval(sampler);
      }
      expect(reader.counts).toMatchObject({ headers: 5000, bodies: 4, largestBatch: BATCH_SIZE });
      expect(peak - baseline).toBeLessThan(64 * 1024 * 1024);
      expect((await services.office.lead(id))!.mail.map((mail) => mail.text)).toEqual([
        "Message 1250 from Ana.",
        "Message 2500 from Ana.",
        "Message 3750 from Ana.",
        "Message 5000 from Ana.",
      ]);
      // Nothing was marked read.
      expect([...(await imap!.flags("INBOX")).values()].every((flags) => flags.length === 0)).toBe(true);
    },
  );

  it("logs a mailbox it cannot reach once per failure streak, and goes on", { timeout: 60_000 }, async () => {
    const { services } = await withLead();
    const logs: string[] = [];
    const wrong = imap!.url.replace(/:[^:@]+@/, ":not-the-password@");
    const reader = createMailboxReader({ url: wrong, store: services.store, log: (line) => logs.push(line) });
    expect(await reader.readOnce()).toBe(0);
    expect(await reader.readOnce()).toBe(0);
    expect(logs).toEqual([expect.stringMatching(/^mailbox: cannot read hello@saltbox\.test@127\.0\.0\.1:\d+: /)]);
    await reader.release();
    const closed = createMailboxReader({
      url: "imap://someone:secret@127.0.0.1:1",
      store: services.store,
      log: (line) => logs.push(line),
    });
    expect(await closed.readOnce()).toBe(0);
    expect(logs).toHaveLength(2);
  });
});
