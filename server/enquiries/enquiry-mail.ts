// Composes the mail an enquiry sends: the owner's notification (every field, Reply-To the visitor,
// the project type in the subject) and the visitor's acknowledgement. Visitor text reaches headers
// only as the Reply-To and the name in the owner's subject, both validated single-line text that
// nodemailer encodes. The acknowledgement never carries what the visitor typed freely (their
// message, location, or a name that is not plainly a name), so the form cannot be used to send
// someone else a message or a link from our domain.
import { randomUUID } from "node:crypto";
import type { Config } from "../config.ts";
import type { EnquiryKind } from "../../common/enquiry.ts";
import { mailDomain, site } from "../../common/site.ts";
import { siteLink } from "../mail/site-url.ts";
import type { MailToRender, TemplateCall } from "../mail/message.ts";
import type { MailField } from "../mail/templates.ts";

export type { MailField };

/** At most this many acknowledgements go to one address in 24 hours; enquiries past it are still stored and the owner told. */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;

const headings: Record<EnquiryKind, string> = {
  contact: "New enquiry",
  consultation: "Consultation request",
};

/** A Message-ID on the site's mail domain; `purpose` names the kind of mail in it. */
export const newMessageId = (purpose: string) => `<${purpose}-${randomUUID()}@${mailDomain}>`;

export type MailConfig = Pick<Config, "MAIL_FROM" | "MAIL_TO">;

type Envelope<Body> = { purpose: string; subject: string; body: Body };

/** A mail to the owner about a visitor (`purpose` names it in X-Site-Notification): replying answers the visitor. */
export const mailToOwner = <Body extends object>(
  config: MailConfig,
  visitor: { name: string; email: string },
  { purpose, subject, body }: Envelope<Body>,
) => ({
  messageId: newMessageId(purpose),
  from: config.MAIL_FROM,
  to: config.MAIL_TO,
  replyTo: { name: visitor.name, address: visitor.email },
  subject,
  ...body,
  headers: { "X-Site-Notification": purpose },
});

/**
 * An automatic mail to a visitor. Answers reach the business's own inbox rather than the
 * website's sending address. RFC 3834's Auto-Submitted (and Exchange's own header) keep
 * auto-responders from answering it: "auto-replied" for the answer to their form,
 * "auto-generated" for what comes later (a change, a reminder).
 */
export const mailToVisitor = <Body extends object>(
  config: MailConfig,
  address: string,
  autoSubmitted: "auto-replied" | "auto-generated",
  { purpose, subject, body }: Envelope<Body>,
) => ({
  messageId: newMessageId(purpose),
  from: config.MAIL_FROM,
  to: address,
  replyTo: { name: site.name, address: config.MAIL_TO },
  subject,
  ...body,
  headers: { "Auto-Submitted": autoSubmitted, "X-Auto-Response-Suppress": "All", "X-Site-Notification": purpose },
});

export type EnquiryForMail = {
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string;
  projectType: string;
  fields: MailField[];
  heading?: string;
  /** Instead of "<heading> from <name>: <project type>" (a booking's names its number and time); also the mail's first line. */
  subject?: string;
  /** The lead's page in the office (absolute), once the enquiry is stored. */
  leadUrl?: string;
  /** The lead has its first answer already (a consultation booked in the office). */
  answered?: boolean;
};

/** The office's page of a lead: where the owner's notification links. */
export const leadPageUrl = (leadId: number | string) => siteLink(`/office/leads/${leadId}`);

/** The owner's notification of an enquiry, its body still to be rendered. */
export function notificationOf(config: MailConfig, enquiry: EnquiryForMail): MailToRender {
  const topic = enquiry.projectType || "General enquiry";
  const heading = enquiry.heading ?? headings[enquiry.kind];
  const subject = enquiry.subject ?? `${heading} from ${enquiry.name}: ${topic}`;
  const template: TemplateCall = {
    name: "OwnerNotification",
    props: {
      heading,
      title: enquiry.subject,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      fields: enquiry.fields,
      leadUrl: enquiry.leadUrl,
      answered: enquiry.answered,
    },
  };
  return mailToOwner(config, enquiry, { purpose: "enquiry", subject, body: { template } });
}

/** Letters, marks, spaces, apostrophes, hyphens, and a dot only to end an initial ("J. R."): a name, and nothing a link could be made of. */
const PLAIN_NAME = /^(?:[\p{L}\p{M}' -]|\.(?= |$)){1,40}$/u;

/** The visitor's first name for a greeting when it is plainly a name; otherwise the greeting goes without. */
export const greetingNameOf = (firstName: string) => (PLAIN_NAME.test(firstName) ? firstName : undefined);
/** The greeting's name from a whole name (the lead's, a client's): its first word, when plainly a name. */
export const greetingNameOfFull = (name: string) => greetingNameOf(name.trim().split(/\s+/)[0] ?? "");

/** Letters, digits, spaces and an address's marks (, . # ' / -), at most 60 characters: a street and a town. */
const PLAIN_PLACE = /^[\p{L}\p{M}\p{N} ,.#'/-]{1,60}$/u;
/** A dot between letters with no space after it, as in a web address ("example.com"), where a place has "St. Cloud". */
const DOTTED_NAME = /[\p{L}\p{N}]\.\p{L}/u;

/**
 * Where a booked consultation will be, for the visitor's own mail and invitation, when it is plainly
 * a place; otherwise those mails go without it (the owner's have it). Nobody has shown the address
 * is the visitor's, so what reaches it must not carry a message or a link from our domain.
 */
export const plainPlaceOf = (location: string) =>
  PLAIN_PLACE.test(location) && !DOTTED_NAME.test(location) ? location : undefined;

export type AcknowledgementInput = {
  firstName: string;
  email: string;
  /** "enquiry", "consultation request", "consultation booking" */
  what: string;
  booked: boolean;
  /** A booking's manage page, absolute. */
  manageUrl?: string;
  /** Only values the site offered: project type, budget band, a date or time it validated or chose. */
  received: MailField[];
  /** Instead of "We received your <what>" (a booking's names its time). */
  subject?: string;
};

/** The visitor's acknowledgement, its body still to be rendered. */
export function acknowledgementOf(config: MailConfig, input: AcknowledgementInput): MailToRender {
  const template: TemplateCall = {
    name: "Acknowledgement",
    props: {
      greetingName: greetingNameOf(input.firstName),
      what: input.what,
      booked: input.booked,
      manageUrl: input.manageUrl,
      received: input.received.filter(({ value }) => value),
    },
  };
  return mailToVisitor(config, input.email, "auto-replied", {
    purpose: "acknowledgement",
    subject: input.subject ?? `We received your ${input.what} – ${site.name}`,
    body: { template },
  });
}
