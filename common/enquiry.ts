// The enquiry vocabulary both sides speak: the forms (app/) and the pipeline (server/) import it,
// so a field, an option, a limit or a message is written here once. Plain TypeScript with no
// imports, so Node runs it directly and Vite bundles it for the browser.

/** The hidden field people never see and bots fill in; a post that fills it is refused. */
export const HONEYPOT_FIELD = "website";

export const projectTypes = ["Kitchen Remodeling", "Bathroom Remodeling", "Full Home Renovation", "Custom Cabinetry", "Other"] as const;
export const budgetBands = ["$50k - $100k", "$100k - $250k", "$250k - $500k", "$500k+"] as const;
export const consultationTimes = ["Morning (8 AM – 12 PM)", "Afternoon (12 PM – 4 PM)", "Early evening (4 PM – 6 PM)"] as const;

/** What each field is called on the forms and in messages about it. */
export const fieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  phone: "Phone",
  projectType: "Project Type",
  budget: "Budget",
  location: "Neighborhood or city",
  preferredDate: "Preferred date",
  preferredTime: "Preferred time",
  message: "Message",
} as const;
export type EnquiryField = keyof typeof fieldLabels;

/** The longest text each free-text field accepts (the inputs' maxlength and the server's check). */
export const maxLengths = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  location: 120,
  preferredDate: 10,
  message: 5000,
} as const satisfies Partial<Record<EnquiryField, number>>;

/** The forms a visitor can send, their fields and which of them must be filled in. */
export const enquiryForms = {
  /** The contact form (requirements R10); firstName, lastName, email and message are required. */
  contact: {
    fields: ["firstName", "lastName", "email", "phone", "projectType", "budget", "message"],
    required: ["firstName", "lastName", "email", "message"],
  },
  /** A consultation means a call back to agree a time, so the phone is required here. */
  consultation: {
    fields: ["firstName", "lastName", "email", "phone", "projectType", "location", "preferredDate", "preferredTime", "message"],
    required: ["firstName", "lastName", "email", "phone"],
  },
  subscribe: { fields: ["email"], required: ["email"] },
} as const satisfies Record<string, { fields: readonly EnquiryField[]; required: readonly EnquiryField[] }>;

export type FormKind = keyof typeof enquiryForms;
export type EnquiryKind = Exclude<FormKind, "subscribe">;
export type FieldOf<K extends FormKind> = (typeof enquiryForms)[K]["fields"][number];

export const isRequired = (kind: FormKind, field: EnquiryField) => (enquiryForms[kind].required as readonly string[]).includes(field);

/** The required fields that are absent, empty or only white space. */
export function missingRequiredFields<F extends string>(values: Partial<Record<F, unknown>>, required: readonly F[]): F[] {
  return required.filter((field) => {
    const value = values[field];
    return typeof value !== "string" || value.trim() === "";
  });
}

/** Why a submission was not accepted. */
export type Refusal = "missing" | "invalid" | "rateLimited" | "failed";
export type NoticeKind = Refusal | "sent";
export type NoticeText = { title: string; description: string };

const enquiryNotices: Record<NoticeKind, NoticeText> = {
  sent: { title: "Message Sent!", description: "Thank you for contacting us. We'll get back to you soon." },
  missing: { title: "Missing Information", description: "Please fill in all required fields." },
  invalid: { title: "Please check the form", description: "Some fields need your attention before we can send your message." },
  rateLimited: {
    title: "Too many messages",
    description: "You have sent several messages in a short time. Please wait a few minutes, or call us directly.",
  },
  failed: { title: "Error", description: "Failed to send message. Please try again or contact us directly." },
};

/** Every message a visitor can be shown about a submission, per form. */
export const notices: Record<FormKind, Record<NoticeKind, NoticeText>> = {
  contact: enquiryNotices,
  consultation: enquiryNotices,
  subscribe: {
    ...enquiryNotices,
    sent: { title: "You're subscribed!", description: "Thank you. Look out for our next monthly letter in your inbox." },
    missing: { title: "Missing Information", description: "Please enter your email address." },
    invalid: { title: "Please check your email", description: "That does not look like a valid email address." },
    failed: { title: "Error", description: "We could not subscribe you just now. Please try again in a moment." },
  },
};

/** What a form post answers; `values` come back on failure so a page without JavaScript keeps them. */
export type EnquiryResult =
  | { ok: true; notice: "sent" }
  | { ok: false; notice: Refusal; fieldErrors?: Partial<Record<string, string>>; values?: Record<string, string> };
