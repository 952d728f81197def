// What the outbox holds: a mail composed in full (HTML, text, a calendar invitation), or one that
// names its template and props and is rendered only when it is delivered, so a visitor's request
// stores a few hundred bytes and never waits for react-email. The templates a stored mail may name
// are the registry below, so a row can only ever be rendered by code the server ships.
import { site } from "../../common/site.ts";
import { Acknowledgement, NewsletterLetter, OwnerNotification, renderMail } from "./templates.ts";

export type MailAddress = { name: string; address: string };

/** The address of a mailbox as configured, "Name <address>" or the address alone. */
export const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox;

/** A mail the business sends as itself: its name, at the site's sending address (its DKIM and SPF). */
export const businessSender = (mailFrom: string) => `${site.name} <${addressOf(mailFrom)}>`;

/** A notification e-mail as composed once and kept in the outbox until it is delivered. */
export type OutgoingMail = {
  messageId: string;
  from: string;
  to: string;
  /**
   * The owner's notification answers the visitor; the visitor's acknowledgement has none (replies go
   * to From). An office reply names its writer and the business mailbox the server reads.
   */
  replyTo?: MailAddress | MailAddress[];
  /** A copy to someone not shown to the recipient: a reply's sender keeps theirs. */
  bcc?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. Auto-Submitted on an acknowledgement. */
  headers?: Record<string, string>;
  /** An iCalendar invitation (a booked consultation), sent as the message's calendar part. */
  invitation?: { method: "REQUEST" | "CANCEL"; ics: string };
  /** Files sent along (a signed contract's PDF), their bytes as base64 so the outbox keeps them as JSON. */
  attachments?: { filename: string; contentType: string; base64: string }[];
};

/** The templates a stored mail can name; their props are plain data, kept as JSON in the row. */
const templates = { OwnerNotification, Acknowledgement, NewsletterLetter } as const;

type Templates = typeof templates;
export type TemplateCall = {
  [Name in keyof Templates]: { name: Name; props: Parameters<Templates[Name]>[0] };
}[keyof Templates];

/** A mail whose body is rendered at delivery: the envelope as it will be sent, and the template that makes the body. */
export type MailToRender = Omit<OutgoingMail, "html" | "text"> & { template: TemplateCall };

/** An outbox row's mail, either kind. */
export type StoredMail = OutgoingMail | MailToRender;

export type Rendered = { html: string; text: string };

/** The HTML and plain text of a template call, as renderMail makes them. */
export const renderTemplate = ({ name, props }: TemplateCall): Promise<Rendered> =>
  // The union of calls is checked where a call is made; here each name meets its own props.
  renderMail((templates[name] as (props: TemplateCall["props"]) => ReturnType<Templates[typeof name]>)(props));

/** The mail ready to send: rendered now (by `render`) when it was stored as a template call, as it is otherwise. */
export async function composed(mail: StoredMail, render = renderTemplate): Promise<OutgoingMail> {
  if (!("template" in mail)) return mail;
  const { template, ...envelope } = mail;
  return { ...envelope, ...(await render(template)) };
}
