// Which lead a mail of the business mailbox is (server/mail/imap-inbox.ts), what of its text is the
// writer's own, IMAP_URL's parts, and the headers that thread a reply (server/mail/thread.ts).
import { describe, expect, it } from "vitest";
import type { FetchMessageObject } from "imapflow";
import { headOf, imapAccount, leadOf, ownWords, type MailHead } from "../../server/mail/imap-inbox.ts";
import { REFERENCES_KEPT, threadHeaders } from "../../server/mail/thread.ts";

const head = (fields: Partial<MailHead>): MailHead => ({
  uid: 1,
  messageId: "<m1@mail.example>",
  answers: [],
  from: [],
  to: [],
  date: new Date("2026-11-20T15:00:00Z"),
  ...fields,
});
const leads = [
  { id: 9, email: "ana@example.com", createdAt: "2026-11-25T10:00:00.000Z" },
  { id: 4, email: "ana@example.com", createdAt: "2026-11-01T10:00:00.000Z" },
  { id: 7, email: "sam@example.com", createdAt: "2026-11-02T10:00:00.000Z" },
];

describe("a mail's lead", () => {
  it("is the lead of the latest mail of ours it answers, whoever sent it", () => {
    const threads = new Map([
      ["<a@saltbox>", 4],
      ["<b@saltbox>", 7],
    ]);
    const answering = head({ from: ["ana@work.example"], answers: ["<a@saltbox>", "<x@else>", "<b@saltbox>"] });
    expect(leadOf(answering, "in", threads, leads)).toBe(7);
  });
  it("is, in the inbox, the newest lead of its sender that had come in by then; in Sent, of an address it went to", () => {
    expect(leadOf(head({ from: ["ana@example.com"] }), "in", new Map(), leads)).toBe(4);
    expect(
      leadOf(head({ from: ["ana@example.com"], date: new Date("2026-11-26T00:00:00Z") }), "in", new Map(), leads),
    ).toBe(9);
    expect(leadOf(head({ to: ["sam@example.com"] }), "out", new Map(), leads)).toBe(7);
    // To a lead is not from them, and mail older than every lead of the address is no lead's.
    expect(leadOf(head({ to: ["ana@example.com"] }), "in", new Map(), leads)).toBeUndefined();
    expect(
      leadOf(head({ from: ["sam@example.com"], date: new Date("2026-10-01T00:00:00Z") }), "in", new Map(), leads),
    ).toBeUndefined();
  });
});

describe("a mail's headers", () => {
  it("say what it answers, the mail it replies to last, a long thread's latest only; addresses in lower case", () => {
    const references = Array.from({ length: 30 }, (_, n) => `<r${n}@x>`);
    const message = {
      uid: 7,
      seq: 7,
      envelope: {
        date: new Date("2026-11-20T15:00:00Z"),
        messageId: "<m7@x>",
        inReplyTo: "<r29@x>",
        from: [{ name: "Ana", address: "Ana@Example.com" }],
        to: [{ address: "hello@saltbox.test" }],
        cc: [{ address: "Sam@Example.com" }],
      },
      headers: Buffer.from(
        `References: ${references.slice(0, 15).join(" ")}\r\n ${references.slice(15).join(" ")}\r\n`,
      ),
    } as unknown as FetchMessageObject;
    const head = headOf(message);
    expect(head).toMatchObject({
      uid: 7,
      messageId: "<m7@x>",
      from: ["ana@example.com"],
      to: ["hello@saltbox.test", "sam@example.com"],
    });
    expect(head.answers).toHaveLength(REFERENCES_KEPT);
    expect(head.answers.at(-1)).toBe("<r29@x>");
    expect(head.answers[0]).toBe("<r10@x>");
  });
});

describe("a mail's own words", () => {
  it("leave out the mail quoted below them", () => {
    expect(ownWords("Friday is fine.\n\nOn Thu, Nov 26, 2026 at 9:00 AM Anna <a@b.c> wrote:\n> Hello")).toBe(
      "Friday is fine.",
    );
    expect(ownWords("Yes.\r\n\r\n-----Original Message-----\r\nFrom: Anna")).toBe("Yes.");
    expect(ownWords("See below\n> quoted\nThanks")).toBe("See below\nThanks");
    expect(ownWords("x".repeat(6000))).toHaveLength(5000);
  });
});

describe("IMAP_URL", () => {
  it("names the server, its port (993 for imaps, 143 for imap when not given) and the account", () => {
    expect(imapAccount("imaps://hello%40saltbox.com:p%40ss@imap.gmail.com")).toEqual({
      host: "imap.gmail.com",
      port: 993,
      secure: true,
      user: "hello@saltbox.com",
      pass: "p@ss",
    });
    expect(imapAccount("imap://me:pw@127.0.0.1:1143")).toMatchObject({ port: 1143, secure: false });
  });
});

describe("a reply's thread headers", () => {
  it("answer the last mail and reference the thread, its first and latest when long", () => {
    expect(threadHeaders([])).toEqual({});
    expect(threadHeaders(["<a@x>", "<b@x>"])).toEqual({ "In-Reply-To": "<b@x>", References: "<a@x> <b@x>" });
    const long = Array.from({ length: 30 }, (_, n) => `<m${n}@x>`);
    const references = threadHeaders(long).References!.split(" ");
    expect(references).toHaveLength(REFERENCES_KEPT);
    expect(references[0]).toBe("<m0@x>");
    expect(references.at(-1)).toBe("<m29@x>");
  });
});
