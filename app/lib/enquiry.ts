// The contact and consultation forms' fields, options and the browser-side check the spec asks
// for. Shared by the forms and the server's zod schema, so both sides agree on every value.

/** The hidden field people never see and bots fill in; a post that fills it is refused. */
export const HONEYPOT_FIELD = "website";

export const projectTypes = [
  "Kitchen Remodeling",
  "Bathroom Remodeling",
  "Full Home Renovation",
  "Custom Cabinetry",
  "Other",
] as const;

export const budgetBands = ["$50k - $100k", "$100k - $250k", "$250k - $500k", "$500k+"] as const;

export const contactFields = ["firstName", "lastName", "email", "phone", "projectType", "budget", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactForm = Record<ContactField, string>;

/** The four fields the spec requires; checked in the browser before anything is sent. */
export const requiredContactFields = ["firstName", "lastName", "email", "message"] as const satisfies readonly ContactField[];

export function missingRequiredFields<F extends string>(values: Partial<Record<F, unknown>>, required: readonly F[]): F[] {
  return required.filter((field) => {
    const value = values[field];
    return typeof value !== "string" || value.trim() === "";
  });
}

export const consultationTimes = ["Morning (8 AM – 12 PM)", "Afternoon (12 PM – 4 PM)", "Early evening (4 PM – 6 PM)"] as const;
export const consultationFields = ["firstName", "lastName", "email", "phone", "projectType", "location", "preferredDate", "preferredTime", "message"] as const;
export type ConsultationField = (typeof consultationFields)[number];
/** A consultation means a call back to agree a time, so the phone is required here. */
export const requiredConsultationFields = ["firstName", "lastName", "email", "phone"] as const satisfies readonly ConsultationField[];

export const notices = {
  missing: { title: "Missing Information", description: "Please fill in all required fields." },
  failed: {
    title: "Error",
    description: "Failed to send message. Please try again or contact us directly.",
  },
  sent: { title: "Message Sent!", description: "Thank you for contacting us. We'll get back to you soon." },
} as const;

export type NoticeKind = keyof typeof notices | "invalid" | "rateLimited";

export const noticeTexts: Record<NoticeKind, { title: string; description: string }> = {
  ...notices,
  invalid: { title: "Please check the form", description: "Some fields need your attention before we can send your message." },
  rateLimited: {
    title: "Too many messages",
    description: "You have sent several messages in a short time. Please wait a few minutes, or call us directly.",
  },
};

/** What the form's action answers; `values` come back on failure so a page without JavaScript keeps them. */
export type EnquiryResult =
  | { ok: true; notice: "sent" }
  | { ok: false; notice: Exclude<NoticeKind, "sent">; fieldErrors?: Partial<Record<string, string>>; values?: Record<string, string> };

export const newsletterNoticeTexts: Record<NoticeKind, { title: string; description: string }> = {
  sent: { title: "You're subscribed!", description: "Thank you. Look out for our next monthly letter in your inbox." },
  missing: { title: "Missing Information", description: "Please enter your email address." },
  invalid: { title: "Please check your email", description: "That does not look like a valid email address." },
  failed: { title: "Error", description: "We could not subscribe you just now. Please try again in a moment." },
  rateLimited: noticeTexts.rateLimited,
};
