// Replies from the office thread (issue 44, "Mail both ways"), on both engines through the real
// service, store and SMTP server on loopback: each has its own Message-ID on the business's
// domain, answers the last mail of the lead's thread (In-Reply-To, References), is signed with the
// sender's name and goes to them too (Bcc); its Message-ID is kept with the lead.
import { describe, expect, it } from "vitest";
import { mailDomain, site } from "../../common/site.ts";
import { isAcknowledgement } from "../support/smtp.ts";
import { mailingServices, validContact, waitFor, type StoreKind } from "../support/services.ts";

const mailing = mailingServices();
const OWNER = "owner@saltbox.test";
const client = "203.0.113.7";
const anna = { id: 0, email: "anna@saltbox.test", role: "staff" as const, createdAt: "", name: "Anna Price" };
const nameless = { id: 0, email: "sam@saltbox.test", role: "staff" as const, createdAt: "", name: "" };
const subject = `Re: your enquiry to ${site.name}`;
const ownMessageId = new RegExp(`^<office-reply-[0-9a-f-]+@${mailDomain.replace(/\./g, "\\.")}>$`);

describe.each<StoreKind>(["sqlite", "postgres"])("replies from the office on %s", (kind) => {
  it(
    "thread after the enquiry's mail and each other, signed with the sender's name, with a copy to them",
    { timeout: 90_000 },
    async () => {
      const { services } = await mailing.setup(kind, { MAIL_TO: OWNER });
      const { office, enquiries } = services;
      await enquiries.submit("contact", validContact, client);
      await waitFor(() => mailing.smtp.messages.length === 2, 30_000);
      const notification = mailing.smtp.messages.find((mail) => !isAcknowledgement(mail))!;
      const acknowledgement = mailing.smtp.messages.find(isAcknowledgement)!;
      const { id } = (await office.inbox({})).leads[0]!;

      expect(await office.reply(id, "Hello Ana,\n\nCould we visit on Friday at 10?", anna)).toEqual({ ok: true });
      const replies = () => mailing.smtp.messages.filter((mail) => mail.subject === subject);
      await waitFor(() => replies().length === 1, 30_000);
      const [first] = replies();
      expect(first!.messageId).toMatch(ownMessageId);
      // It answers the website's mail about the enquiry: the client's acknowledgement, the latest.
      expect(first!.inReplyTo).toBe(acknowledgement.messageId);
      expect(first!.references).toEqual([notification.messageId, acknowledgement.messageId]);
      expect(first!.text).toMatch(/Anna Price\nSaltbox Design-Build\nanna@saltbox\.test/);
      // A copy to the sender, not shown to the client.
      expect(mailing.smtp.tries.map((rcpt) => rcpt.address)).toEqual(
        expect.arrayContaining([validContact.email, anna.email]),
      );
      expect(first!.headers.has("bcc")).toBe(false);
      expect(first!.to).toMatchObject({ text: validContact.email });

      expect(await office.reply(id, "And bring the plans, please.", nameless)).toEqual({ ok: true });
      await waitFor(() => replies().length === 2, 30_000);
      const second = replies().find((mail) => mail.messageId !== first!.messageId)!;
      expect(second.messageId).toMatch(ownMessageId);
      expect(second.inReplyTo).toBe(first!.messageId);
      expect(second.references).toEqual([notification.messageId, acknowledgement.messageId, first!.messageId]);
      // Someone without a name yet signs as the business, with their address.
      expect(second.text).toMatch(/please\.\n\nSaltbox Design-Build\nsam@saltbox\.test/);

      // Both kept with the lead by their Message-IDs: what the mailbox reader matches answers by.
      const { mail } = (await office.lead(id))!;
      expect(mail).toMatchObject([
        { messageId: first!.messageId, direction: "out", origin: "office", sender: anna.email, subject },
        { messageId: second.messageId, direction: "out", origin: "office", sender: nameless.email },
      ]);
      expect(mail[0]!.text).toBe("Hello Ana,\n\nCould we visit on Friday at 10?");
    },
  );
});
