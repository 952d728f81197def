// A notice to the owner about the site itself (bookings held back, a backup that failed), composed
// in full at once: it names no visitor and carries nothing a visitor typed.
import { createElement } from "react";
import { newMessageId, type MailConfig } from "../enquiries/enquiry-mail.ts";
import type { OutgoingMail } from "./message.ts";
import { OwnerNotice, renderMail, type OwnerNoticeProps } from "./templates.ts";

/** The notice `purpose` (named in X-Site-Notification) to MAIL_TO. */
export const ownerNotice = async (
  config: MailConfig,
  purpose: string,
  subject: string,
  body: OwnerNoticeProps,
): Promise<OutgoingMail> => ({
  messageId: newMessageId(purpose),
  from: config.MAIL_FROM,
  to: config.MAIL_TO,
  subject,
  ...(await renderMail(createElement(OwnerNotice, body))),
  headers: { "X-Site-Notification": purpose },
});
