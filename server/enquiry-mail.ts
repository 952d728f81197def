// Composes the notification e-mail for an enquiry: every field in plain text and escaped HTML,
// to the owner, Reply-To the visitor. Visitor text reaches headers only as the Reply-To and the
// name in the subject, both validated single-line text that nodemailer encodes.
import { randomUUID } from "node:crypto";
import type { Config } from "./config.ts";
import type { EnquiryKind } from "../common/enquiry.ts";
import { mailDomain } from "../common/site.ts";
import type { OutgoingMail } from "./storage/types.ts";

export type MailField = { label: string; value: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

const headings: Record<EnquiryKind, string> = {
  contact: "New enquiry",
  consultation: "Consultation request",
};

export function composeNotification(
  config: Pick<Config, "MAIL_FROM" | "MAIL_TO">,
  enquiry: { kind: EnquiryKind; name: string; email: string; projectType: string; fields: MailField[]; heading?: string },
): OutgoingMail {
  const topic = enquiry.projectType || "General enquiry";
  const heading = enquiry.heading ?? headings[enquiry.kind];
  const text = [
    `${heading} from the website`,
    "",
    ...enquiry.fields.map(({ label, value }) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value || "-"}`)),
    "",
    `Reply to this e-mail to answer ${enquiry.name} directly.`,
  ].join("\n");
  const rows = enquiry.fields
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value || "-")}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2422">
<h1 style="font-size:20px">${escapeHtml(heading)} from the website</h1>
<table>${rows}</table>
<p>Reply to this e-mail to answer ${escapeHtml(enquiry.name)} directly.</p>
</body></html>`;
  return {
    messageId: `<enquiry-${randomUUID()}@${mailDomain}>`,
    from: config.MAIL_FROM,
    to: config.MAIL_TO,
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: `${heading} from ${enquiry.name}: ${topic}`,
    text,
    html,
  };
}
