// Sends notification e-mails: over SMTP when SMTP_URL is set, otherwise each message is written
// to DATA_DIR/mail as an .eml file (and a line is logged), so a fresh checkout needs no setup.
// With a DKIM key configured, every message is signed (nodemailer's own dkim option) either way.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { OutgoingMail } from "../storage/types.ts";

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

type Log = (line: string) => void;

const toMessage = (mail: OutgoingMail) => ({
  // Retries resend the same composed message with the same Message-ID; nodemailer adds Date.
  messageId: mail.messageId,
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo,
  bcc: mail.bcc,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: mail.headers,
  // A text/calendar alternative (and .ics attachment) that calendar-aware clients offer to add.
  icalEvent: mail.invitation && {
    method: mail.invitation.method,
    filename: "consultation.ics",
    content: mail.invitation.ics,
  },
  attachments: mail.attachments?.map(({ filename, contentType, base64 }) => ({
    filename,
    contentType,
    content: base64,
    encoding: "base64",
  })),
});

/**
 * The headers the signature covers: nodemailer's default list (RFC 4871's) plus
 * List-Unsubscribe-Post, which RFC 8058 requires signed along with List-Unsubscribe before a
 * mail provider offers one-click unsubscribe.
 */
const SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "Content-ID",
  "Content-Description",
  "Resent-Date",
  "Resent-From",
  "Resent-Sender",
  "Resent-To",
  "Resent-Cc",
  "Resent-Message-ID",
  "In-Reply-To",
  "References",
  "List-Id",
  "List-Help",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
  "List-Subscribe",
  "List-Post",
  "List-Owner",
  "List-Archive",
].join(":");

/** nodemailer's dkim option, when a key is configured, as a default of every message the transport sends. */
const dkimOf = (config: Pick<Config, "dkim">) =>
  config.dkim
    ? {
        dkim: {
          domainName: config.dkim.domain,
          keySelector: config.dkim.selector,
          privateKey: config.dkim.privateKey,
          headerFieldNames: SIGNED_HEADERS,
        },
      }
    : {};

export function createMailer(config: Pick<Config, "SMTP_URL" | "DATA_DIR" | "dkim">, log: Log = console.log): Mailer {
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    for (const [name, value] of [
      // Connections kept open and reused (up to nodemailer's 5 at once, 100 messages each): a
      // newsletter's thousands of messages, one a second, are not as many logins, which
      // providers limit too. `?pool=false` in SMTP_URL opens one per message.
      ["pool", "true"],
      // Fail fast when the server is down: the outbox retries later.
      ["connectionTimeout", "10000"],
      ["greetingTimeout", "10000"],
      ["socketTimeout", "20000"],
    ]) {
      if (!url.searchParams.has(name!)) url.searchParams.set(name!, value!);
    }
    const transport = nodemailer.createTransport(url.toString(), dkimOf(config));
    return {
      async send(mail) {
        await transport.sendMail(toMessage(mail));
      },
      close: () => transport.close(),
    };
  }

  const folder = join(config.DATA_DIR, "mail");
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: "unix" },
    dkimOf(config),
  );
  return {
    async send(mail) {
      const info = await transport.sendMail(toMessage(mail));
      // Off the event loop: on a busy disk opening a file took milliseconds, which every request waited out.
      await mkdir(folder, { recursive: true });
      const file = join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.messageId.replace(/[^a-z0-9-]/gi, "")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log(`mail: no SMTP_URL set, wrote "${mail.subject}" to ${file}`);
    },
    close: () => transport.close(),
  };
}
