// Reads the business mailbox (IMAP_URL) into the leads' history (issue 44, "Mail both ways"): a
// client's mail in the inbox (from the lead's address, or answering a mail of its thread) and the
// owner's own in the sent folder (to the lead's address, or answering one of its mails), which is
// the lead's first answer when it has none. Nothing in the mailbox is changed: its folders are
// opened read-only (EXAMINE) and read with BODY.PEEK, so no \Seen is set; nothing but the leads'
// mails is kept. Each folder is read on from where the last read stopped (its UIDVALIDITY and last
// UID, kept with the batch's mails in one transaction), a batch of UIDs at a time, headers first
// and a body only for a mail that is a lead's: a mailbox of thousands is never held in memory. One
// process reads at a time (a lease row); a failing server is logged once per failure streak.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { ImapFlow, type FetchMessageObject, type MessageAddressObject } from "imapflow";
import { simpleParser } from "mailparser";
import { NOTE_MAX_LENGTH } from "../../common/office.ts";
import { runPeriodically } from "../periodic.ts";
import { REFERENCES_KEPT } from "./thread.ts";
import type { Store } from "../storage/index.ts";
import type { LeadByAddress, MailboxMail } from "../storage/lead-mail.ts";

/** Mail in the inbox came to the business; mail in the sent folder went from it. */
export type Direction = "in" | "out";

/** What the headers say of a mail: enough to tell whose it is before its body is fetched. */
export type MailHead = {
  uid: number;
  messageId: string | undefined;
  /** The Message-IDs it answers (References, then In-Reply-To), as written. */
  answers: string[];
  from: string[];
  /** To and Cc. */
  to: string[];
  date: Date;
};

/** How many messages' headers one fetch asks for. */
export const BATCH_SIZE = 200;
/** The most of a matched mail fetched: a mail's text is at its start; photos attached after it are not kept. */
const MAX_BODY_BYTES = 512 * 1024;
/** A mail a little older than its lead (clocks differ) is still the lead's. */
const CLOCK_SLACK_MS = 10 * 60 * 1000;
/** How long a reader holds the mailbox for a run; renewed after every batch. */
const LEASE_MS = 2 * 60 * 1000;
/** The business mailbox is read every minute: a client's mail shows in the lead within one. */
export const MAILBOX_INTERVAL_MS = 60_000;

const MESSAGE_ID = /<[^<>\s]+>/g;
/** The most addresses of a mail's sender or recipients looked up. */
const ADDRESSES_KEPT = 50;
const addresses = (list: MessageAddressObject[] | undefined) =>
  (list ?? []).flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : []));

/** The Message-IDs in a header's text (In-Reply-To, References). */
export const messageIdsIn = (value: string | undefined) => value?.match(MESSAGE_ID) ?? [];

export function headOf(message: FetchMessageObject): MailHead {
  const envelope = message.envelope;
  const references = message.headers?.toString("utf8").replace(/\r?\n[ \t]+/g, " ");
  return {
    uid: message.uid,
    messageId: envelope?.messageId?.trim() || undefined,
    // Oldest first, the one it answers last; a long thread's latest only, and a mail to a crowd's
    // first addresses only, so that a batch's lookups stay within what one statement may bind.
    answers: [...new Set([...messageIdsIn(references), ...messageIdsIn(envelope?.inReplyTo)])].slice(-REFERENCES_KEPT),
    from: addresses(envelope?.from).slice(0, ADDRESSES_KEPT),
    to: [...addresses(envelope?.to), ...addresses(envelope?.cc)].slice(0, ADDRESSES_KEPT),
    date: envelope?.date instanceof Date && !Number.isNaN(envelope.date.getTime()) ? envelope.date : new Date(0),
  };
}

/**
 * The lead a mail belongs to, if any: the lead whose thread holds the latest mail it answers;
 * otherwise, for a mail in the inbox, the lead of its sender's address, and for one in the sent
 * folder, of an address it went to: the newest such lead that had come in by the mail's date.
 */
export function leadOf(
  head: MailHead,
  direction: Direction,
  threads: ReadonlyMap<string, number>,
  leadsByAddress: readonly LeadByAddress[],
): number | undefined {
  const answered = [...head.answers].reverse().find((id) => threads.has(id));
  if (answered) return threads.get(answered);
  const people = direction === "in" ? head.from : head.to;
  const latest = head.date.getTime() + CLOCK_SLACK_MS;
  return leadsByAddress.find((lead) => people.includes(lead.email) && Date.parse(lead.createdAt) <= latest)?.id;
}

/**
 * The words a person wrote in a mail, without the mail they quote below them ("On … wrote:",
 * Outlook's "Original Message", lines starting with ">"), at most a note's length.
 */
export function ownWords(text: string) {
  const [above] = text.split(/^(?:On [^\n]*(?:\n[^\n]*)?wrote:[ \t]*$|-{2,} ?Original Message ?-{2,}|_{10,}$)/im);
  const words = (above ?? "")
    .split(/\r?\n/)
    .filter((line) => !line.startsWith(">"))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return words.length > NOTE_MAX_LENGTH ? `${words.slice(0, NOTE_MAX_LENGTH - 1)}…` : words;
}

/** IMAP_URL's parts: imap:// (STARTTLS when offered) or imaps:// (TLS), user:password@host:port. */
export function imapAccount(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === "imaps:";
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    pass: decodeURIComponent(parsed.password),
  };
}

export type MailboxOptions = {
  url: string;
  /** The sent folder's name; the folder the server marks \Sent when not given. */
  sentFolder?: string;
  store: Store;
  log: (line: string) => void;
  batchSize?: number;
};

/** What a reader has done, for the tests' check that a big mailbox is read a batch at a time. */
export type MailboxCounts = { headers: number; bodies: number; largestBatch: number; kept: number };

export function createMailboxReader({ url, sentFolder, store, log, batchSize = BATCH_SIZE }: MailboxOptions) {
  const account = imapAccount(url);
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  const counts: MailboxCounts = { headers: 0, bodies: 0, largestBatch: 0, kept: 0 };
  /** Whether the last run failed: a failure streak is logged once, and its end. */
  let failing = false;
  let toldNoSent = false;
  const leaseUntil = () => new Date(Date.now() + LEASE_MS);

  /** The mails of a batch that are leads', with their text (their bodies fetched now, and only theirs). */
  async function leadsMails(client: ImapFlow, heads: MailHead[], direction: Direction): Promise<MailboxMail[]> {
    const ids = heads.flatMap((head) => [...head.answers, ...(head.messageId ? [head.messageId] : [])]);
    const people = [...new Set(heads.flatMap((head) => (direction === "in" ? head.from : head.to)))];
    const [threads, byAddress] = await Promise.all([
      store.leadMail.leadsOfMessageIds([...new Set(ids)]),
      store.leadMail.leadsOfAddresses(people),
    ]);
    const matched = new Map<number, number>();
    for (const head of heads) {
      // A mail kept already (a reply sent from the office, its copy to the sender) is not read again.
      if (head.messageId && threads.has(head.messageId)) continue;
      const lead = leadOf(head, direction, threads, byAddress);
      if (lead !== undefined) matched.set(head.uid, lead);
    }
    if (matched.size === 0) return [];
    const mails: MailboxMail[] = [];
    const query = { uid: true, source: { maxLength: MAX_BODY_BYTES } };
    for await (const message of client.fetch([...matched.keys()].join(","), query, { uid: true })) {
      const submissionId = matched.get(message.uid);
      if (submissionId === undefined || !message.source) continue;
      counts.bodies += 1;
      const parsed = await simpleParser(message.source, { skipImageLinks: true, skipTextToHtml: true });
      const from = parsed.from?.value[0];
      const date = parsed.date && parsed.date.getTime() <= Date.now() ? parsed.date : new Date();
      mails.push({
        submissionId,
        messageId: parsed.messageId ?? `<uid-${message.uid}-${randomUUID()}@mailbox.invalid>`,
        direction,
        origin: "mailbox",
        at: date,
        sender: from ? (from.name ? `${from.name} <${from.address ?? ""}>` : (from.address ?? "")) : "",
        recipients: heads.find((head) => head.uid === message.uid)!.to.join(", "),
        subject: parsed.subject ?? "",
        text: ownWords(parsed.text ?? ""),
        answers: direction === "out",
      });
    }
    return mails;
  }

  /** Reads a folder on from where it was left, a batch at a time; how many of its mails were kept. */
  async function readFolder(client: ImapFlow, path: string, direction: Direction) {
    const lock = await client.getMailboxLock(path, { readOnly: true });
    try {
      const box = client.mailbox;
      if (!box) return 0;
      const key = `${account.user}@${account.host}/${path}`;
      const uidValidity = String(box.uidValidity);
      const uidNext = Number(box.uidNext);
      const position = await store.leadMail.folderPosition(key);
      let kept = 0;
      // A new UIDVALIDITY numbers the folder anew: read it all again (what was kept is known by its Message-ID).
      for (let from = position?.uidValidity === uidValidity ? position.lastUid + 1 : 1; from < uidNext;) {
        const to = Math.min(from + batchSize - 1, uidNext - 1);
        const heads: MailHead[] = [];
        const query = { uid: true, envelope: true, headers: ["references"] };
        for await (const message of client.fetch(`${from}:${to}`, query, { uid: true })) heads.push(headOf(message));
        counts.headers += heads.length;
        counts.largestBatch = Math.max(counts.largestBatch, heads.length);
        const mails = await leadsMails(client, heads, direction);
        kept += await store.leadMail.recordBatch(key, { uidValidity, lastUid: to }, mails, new Date());
        from = to + 1;
        // A run that outlasts its lease would read alongside the next process: keep it, or stop.
        if (!(await store.leadMail.takeLease(holder, new Date(), leaseUntil())))
          throw new Error("another process took over reading the mailbox");
      }
      return kept;
    } finally {
      lock.release();
    }
  }

  /** The sent folder: IMAP_SENT, or the one marked \Sent (told once when there is none). */
  async function sentPath(client: ImapFlow) {
    if (sentFolder) return sentFolder;
    const marked = (await client.list()).find((box) => box.specialUse === "\\Sent")?.path;
    if (!marked && !toldNoSent) {
      toldNoSent = true;
      log("mailbox: no folder is marked \\Sent; set IMAP_SENT to its name to count mail sent from other apps");
    }
    return marked;
  }

  /** One reading of the inbox and the sent folder, if no other process holds the mailbox; how many mails were kept. */
  async function readOnce(): Promise<number> {
    if (!(await store.leadMail.takeLease(holder, new Date(), leaseUntil()))) return 0;
    const client = new ImapFlow({
      host: account.host,
      port: account.port,
      secure: account.secure,
      auth: { user: account.user, pass: account.pass },
      logger: false,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    // A dropped connection is reported through the call that was waiting on it; unheard, it would end the process.
    client.on("error", () => {});
    try {
      await client.connect();
      const sent = await sentPath(client);
      let kept = await readFolder(client, "INBOX", "in");
      if (sent) kept += await readFolder(client, sent, "out");
      counts.kept += kept;
      if (failing) log(`mailbox: reading ${account.host} again`);
      failing = false;
      return kept;
    } catch (error) {
      if (!failing)
        log(
          `mailbox: cannot read ${account.user}@${account.host}:${account.port}: ${(error as Error).message}; trying again every minute (logged once until it works)`,
        );
      failing = true;
      return 0;
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  return {
    readOnce,
    counts,
    /** Lets another process read at once (this one is stopping). */
    release: () => store.leadMail.releaseLease(holder, new Date()),
  };
}

export type MailboxReader = ReturnType<typeof createMailboxReader>;

/** Reads the mailbox now and every `intervalMs` (a minute); `stop` waits for a read under way and gives up the lease. */
export function startMailboxReader(options: MailboxOptions & { intervalMs?: number }) {
  const reader = createMailboxReader(options);
  const task = runPeriodically(reader.readOnce, {
    intervalMs: options.intervalMs ?? MAILBOX_INTERVAL_MS,
    log: options.log,
    name: "mailbox",
  });
  return {
    runNow: task.runNow,
    counts: reader.counts,
    async stop() {
      await task.stop();
      await reader.release().catch(() => {});
    },
  };
}
