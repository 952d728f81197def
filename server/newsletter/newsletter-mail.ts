// The mail the newsletter sends: the confirmation to an address someone entered, and everything
// to a subscriber (the welcome, and any later letter), which composeSubscriberMail frames with the
// unsubscribe link and the RFC 8058 one-click headers so no subscriber mail can go without them.
import type { ReactNode } from "react";
import { CONFIRMATION_VALID_DAYS, newsletterLinkPaths } from "../../common/enquiry.ts";
import { site } from "../../common/site.ts";
import { siteLink } from "../mail/site-url.ts";
import type { Config } from "../config.ts";
import { newMessageId } from "../enquiries/enquiry-mail.ts";
import { signLink } from "../link-token.ts";
import { renderMail, SubscriberMail, SubscriptionConfirmation, Welcome } from "../mail/templates.ts";
import type { MailToRender } from "../mail/message.ts";
import type { IssueContent } from "../storage/newsletter.ts";
import type { ConfirmationLimit, OutgoingMail } from "../storage/types.ts";

/** At most this many confirmation mails per address while its request is pending (a link's lifetime). */
export const CONFIRMATIONS_PER_REQUEST = 3;
export const confirmationLimit: ConfirmationLimit = {
  perPeriod: CONFIRMATIONS_PER_REQUEST,
  periodMs: CONFIRMATION_VALID_DAYS * 24 * 60 * 60 * 1000,
};

type MailConfig = Pick<Config, "MAIL_FROM" | "MAIL_TO">;

/** An absolute link to one of the newsletter's pages, carrying a token signed with `secret`. */
export function newsletterLink(secret: string, purpose: "confirm" | "unsubscribe", email: string, now: Date) {
  const token = signLink(secret, {
    purpose,
    email,
    issuedAt: now.getTime(),
    // An unsubscribe link must keep working in every mail a subscriber keeps.
    expiresAt: purpose === "confirm" ? now.getTime() + confirmationLimit.periodMs : undefined,
  });
  return siteLink(newsletterLinkPaths[purpose](token));
}

const automatic = (kind: string) => ({
  // RFC 3834: sent by the site itself, so auto-responders do not answer it.
  "Auto-Submitted": "auto-generated",
  "X-Auto-Response-Suppress": "All",
  "X-Site-Notification": kind,
});

/** The mail that asks `email` to confirm; nothing else is ever sent to a pending address. */
export async function composeConfirmation(
  config: MailConfig,
  secret: string,
  email: string,
  now: Date,
): Promise<OutgoingMail> {
  const { html, text } = await renderMail(
    SubscriptionConfirmation({
      confirmUrl: newsletterLink(secret, "confirm", email, now),
      validDays: CONFIRMATION_VALID_DAYS,
    }),
  );
  return {
    messageId: newMessageId("newsletter-confirm"),
    from: config.MAIL_FROM,
    to: email,
    replyTo: { name: site.name, address: config.MAIL_TO },
    subject: `Please confirm your subscription – ${site.name}`,
    text,
    html,
    headers: automatic("newsletter-confirmation"),
  };
}

export type SubscriberMailContent = {
  subject: string;
  /** The line mail clients show after the subject. */
  preview: string;
  /** The mail's own content; the frame adds the unsubscribe link below it. */
  content: ReactNode;
  headers?: Record<string, string>;
};

/**
 * Any mail to a subscriber: its content in the subscriber frame, with an unsubscribe link of its
 * own in the body and in List-Unsubscribe (HTTPS for one-click, RFC 8058, and a mailto to the
 * owner's inbox for clients without it).
 */
export async function composeSubscriberMail(
  config: MailConfig,
  secret: string,
  email: string,
  { subject, preview, content, headers }: SubscriberMailContent,
  now: Date,
): Promise<OutgoingMail> {
  const unsubscribeUrl = newsletterLink(secret, "unsubscribe", email, now);
  const { html, text } = await renderMail(SubscriberMail({ preview, unsubscribeUrl, children: content }));
  return { ...subscriberEnvelope(config, email, subject, unsubscribeUrl, headers), text, html };
}

/** Who a subscriber's mail is from and to, and the headers that let them leave in one click. */
function subscriberEnvelope(
  config: MailConfig,
  email: string,
  subject: string,
  unsubscribeUrl: string,
  headers?: Record<string, string>,
) {
  return {
    messageId: newMessageId("newsletter"),
    from: config.MAIL_FROM,
    to: email,
    replyTo: { name: site.name, address: config.MAIL_TO },
    subject,
    headers: {
      ...headers,
      "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${config.MAIL_TO}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * An issue's letter to one subscriber, stored in the outbox as a template call (a few hundred
 * bytes a recipient) and rendered only as it is sent. Replies reach the owner.
 */
export function composeLetter(
  config: MailConfig,
  secret: string,
  email: string,
  issue: IssueContent,
  now: Date,
): MailToRender {
  const unsubscribeUrl = newsletterLink(secret, "unsubscribe", email, now);
  return {
    ...subscriberEnvelope(config, email, issue.subject, unsubscribeUrl, { "X-Site-Notification": "newsletter-letter" }),
    template: { name: "NewsletterLetter", props: { ...issue, unsubscribeUrl } },
  };
}

/** The short welcome a subscriber gets on confirming. */
export const composeWelcome = (config: MailConfig, secret: string, email: string, now: Date) =>
  composeSubscriberMail(
    config,
    secret,
    email,
    {
      subject: `Welcome to the ${site.name} newsletter`,
      preview: "You're subscribed: one e-mail a month with projects and renovation advice.",
      content: Welcome(),
      headers: automatic("newsletter-welcome"),
    },
    now,
  );
