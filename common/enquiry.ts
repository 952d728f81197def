// The enquiry vocabulary both sides speak: the forms (app/) and the pipeline (server/) import it,
// so a field, an option, a limit or a message is written here once. Plain TypeScript with no
// imports, so Node runs it directly and Vite bundles it for the browser.

/** The hidden field people never see and bots fill in; a post that fills it is refused. */
export const HONEYPOT_FIELD = "website";

/**
 * The name of a form's buttons that show another part of its page (another week of times, the
 * call-back form) instead of sending it: posted without JavaScript, the page that answers keeps
 * what was typed (KeptValues); with it, the browser goes there itself and the draft follows.
 */
export const KEEP_TYPED_FIELD = "keepTyped";

export const projectTypes = [
  "Kitchen Remodeling",
  "Bathroom Remodeling",
  "Full Home Renovation",
  "Custom Cabinetry",
  "Other",
] as const;
/**
 * The budgets a visitor can choose, smallest first: a bathroom refresh fits under $25k, and "Not
 * sure yet" is an honest answer before a consultation. The older four keep their stored spelling,
 * so enquiries already kept and clients of the API still match them.
 */
export const budgetBands = [
  "Under $25k",
  "$25k – $50k",
  "$50k - $100k",
  "$100k - $250k",
  "$250k - $500k",
  "$500k+",
  "Not sure yet",
] as const;
/**
 * The budget choices as the contact form shows them: every range spelled as the specification
 * names the older four, "$50k - $100k". The values stay as stored ("$25k – $50k" included), so
 * kept enquiries, the office's filters and the API's clients still match them.
 */
export const budgetOptions = budgetBands.map((value) => ({ value, label: value.replace(" – ", " - ") }));

/**
 * "How did you hear about us?": short stable values (posted, stored, filtered by) and the words
 * shown for them. Optional on every form; anything else posted is refused next to the field.
 */
export const heardFromLabels = {
  "google-search": "Google search",
  "google-maps": "Google Maps",
  houzz: "Houzz",
  instagram: "Instagram",
  facebook: "Facebook",
  nextdoor: "Nextdoor",
  friend: "A friend or neighbor",
  "past-client": "A past client",
  "yard-sign": "A yard sign",
  other: "Other",
} as const;
export type HeardFrom = keyof typeof heardFromLabels;
export const heardFromValues = Object.keys(heardFromLabels) as [HeardFrom, ...HeardFrom[]];
export const heardFromOptions = heardFromValues.map((value) => ({ value, label: heardFromLabels[value] }));

export { campaignFields, CAMPAIGN_TAG_MAX, type CampaignField } from "./campaign.ts";
export const consultationTimes = [
  "Morning (8 AM – 12 PM)",
  "Afternoon (12 PM – 4 PM)",
  "Early evening (4 PM – 6 PM)",
] as const;

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
  start: "Consultation time",
  message: "Message",
  heardFrom: "How did you hear about us?",
  photos: "Photos of the room (optional)",
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
  start: 40,
  message: 5000,
} as const satisfies Partial<Record<EnquiryField, number>>;

/**
 * What a required field says when it is left empty, where "<label> is required." would not tell
 * the visitor why; the forms (with JavaScript) and the server (without) show the same words.
 */
export const requiredMessages: Partial<Record<EnquiryField, string>> = {
  location: "Please give the address or neighborhood where we will meet you for the consultation.",
};

/** The forms a visitor can send, their fields and which of them must be filled in. */
export const enquiryForms = {
  /** The contact form (requirements R10); firstName, lastName, email and message are required. */
  contact: {
    fields: ["firstName", "lastName", "email", "phone", "projectType", "budget", "message", "heardFrom", "photos"],
    required: ["firstName", "lastName", "email", "message"],
  },
  /** A consultation means a call back to agree a time, so the phone is required here. */
  consultation: {
    fields: [
      "firstName",
      "lastName",
      "email",
      "phone",
      "projectType",
      "location",
      "preferredDate",
      "preferredTime",
      "message",
      "heardFrom",
    ],
    required: ["firstName", "lastName", "email", "phone"],
  },
  subscribe: { fields: ["email"], required: ["email"] },
} as const satisfies Record<string, { fields: readonly EnquiryField[]; required: readonly EnquiryField[] }>;

const MB = 1024 * 1024;

/**
 * Photos with a contact message (its file input `photos`, multiple): how many, how large each, and
 * the types the chooser offers. HEIC is not among them: the server's image library has no HEVC
 * decoder, and an iPhone turns its HEIC photos into JPEG when the chooser asks for JPEG only; a
 * HEIC file sent anyway (from a computer) is refused by its name. Kept only in the office.
 */
export const enquiryPhotos = {
  field: "photos",
  maxCount: 5,
  maxBytes: 15 * MB,
  accept: "image/jpeg,image/png,image/webp",
} as const;

/** The largest contact post taken: its photos at their largest, and room for the fields and the multipart framing. */
export const CONTACT_BODY_LIMIT_BYTES = enquiryPhotos.maxCount * enquiryPhotos.maxBytes + MB;

/** A size as people read it: "16.2 MB". */
export const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** What the photos field says when the photos sent are more or larger than it takes; undefined when they fit. */
export function photoLimitRefusal(files: readonly { name: string; size: number }[]): string | undefined {
  const { maxCount, maxBytes } = enquiryPhotos;
  if (files.length > maxCount)
    return `You chose ${files.length} photos: choose up to ${maxCount}, and send the rest by e-mail once we reply.`;
  const large = files.find((file) => file.size > maxBytes);
  if (large)
    return `${large.name || "A photo"} is ${megabytes(large.size)}; a photo may be up to ${maxBytes / MB} MB. Choose a smaller copy (a phone's "Medium" or "Large" size when sharing).`;
  return undefined;
}

/**
 * A consultation booked at one of the offered times (`start`, ISO 8601 with offset, from
 * GET /api/availability) instead of a preferred date and time of day to call back about. It
 * takes place at the visitor's home, so where (an address or a neighborhood) is required.
 */
export const bookingForm = {
  fields: ["firstName", "lastName", "email", "phone", "projectType", "location", "start", "message", "heardFrom"],
  required: ["firstName", "lastName", "email", "phone", "location", "start"],
} as const satisfies { fields: readonly EnquiryField[]; required: readonly EnquiryField[] };

/** What a visitor is told when the time they sent is not one of those offered (gone, blocked, or never offered). */
export const notOfferedTime = "That time is not one we offer. Please choose one of the offered times.";

/** Where a booking can be seen, moved or cancelled: the link only its visitor is given. */
export const bookingManagePath = (token: string) => `/consultation/manage/${encodeURIComponent(token)}`;

export type FormKind = keyof typeof enquiryForms;
export type EnquiryKind = Exclude<FormKind, "subscribe">;

/** Every form a visitor can post: the enquiries, the newsletter, and a consultation booked at a time. */
export const forms = { ...enquiryForms, booking: bookingForm } as const;
export type FormName = keyof typeof forms;
export type FieldOf<K extends FormName> = (typeof forms)[K]["fields"][number];

export const isRequired = (form: FormName, field: EnquiryField) =>
  (forms[form].required as readonly string[]).includes(field);

/** The required fields that are absent, empty or only white space. */
export function missingRequiredFields<F extends string>(
  values: Partial<Record<F, unknown>>,
  required: readonly F[],
): F[] {
  return required.filter((field) => {
    const value = values[field];
    return typeof value !== "string" || value.trim() === "";
  });
}

/**
 * Why a submission was not accepted; "taken" when the consultation time was booked by someone else
 * first, "alreadyBooked" when the e-mail address already holds an upcoming consultation.
 */
export type Refusal = "missing" | "invalid" | "rateLimited" | "taken" | "alreadyBooked" | "failed";
export type NoticeKind = Refusal | "sent" | "booked";
export type NoticeText = { title: string; description: string };

const enquiryNotices: Record<NoticeKind, NoticeText> = {
  sent: { title: "Message Sent!", description: "Thank you for contacting us. We'll get back to you soon." },
  missing: { title: "Missing Information", description: "Please fill in all required fields." },
  invalid: {
    title: "Please check the form",
    description: "Some fields need your attention before we can send your message.",
  },
  rateLimited: {
    title: "Too many messages",
    description: "You have sent several messages in a short time. Please wait a few minutes, or call us directly.",
  },
  taken: {
    title: "That time was just taken",
    description:
      "Someone booked this time a moment before you. Please choose another time; the nearest free ones are shown.",
  },
  // Says only that the address has a booking: its time and details go to the address alone, by mail.
  alreadyBooked: {
    title: "You already have a consultation booked",
    description:
      "One e-mail address can hold one upcoming consultation, so we have not booked a second. We have e-mailed the link to the existing booking to this address: open it to move that consultation to the time you chose, or to cancel it.",
  },
  failed: { title: "Error", description: "Failed to send message. Please try again or contact us directly." },
  booked: {
    title: "Consultation booked!",
    description:
      "Your time is reserved. Keep your booking link to change or cancel it; we look forward to meeting you.",
  },
};

/** How long a newsletter confirmation link works. */
export const CONFIRMATION_VALID_DAYS = 7;

/** Every message a visitor can be shown about a submission, per form. */
export const notices: Record<FormName, Record<NoticeKind, NoticeText>> = {
  contact: enquiryNotices,
  consultation: enquiryNotices,
  booking: {
    ...enquiryNotices,
    invalid: {
      title: "Please check the form",
      description: "Some fields need your attention before we can book your consultation.",
    },
    // The per-address limit or the caps on bookings (server/bookings/booking-caps.ts).
    rateLimited: {
      title: "Too many bookings just now",
      description:
        "We take only a few online bookings at a time. Please call us, or send the form without choosing a time and we will call you to arrange one.",
    },
    // A booking whose answer never came may still have been made: the confirmation mail tells.
    failed: {
      title: "Not confirmed",
      description:
        "We could not confirm your booking just now. If no e-mail confirming it arrives within a few minutes, please try again or call us.",
    },
  },
  subscribe: {
    ...enquiryNotices,
    // Nothing is subscribed until the address confirms (double opt-in), so the notice says what to do.
    sent: {
      title: "Check your inbox",
      description: `We have sent you an e-mail with a link to confirm your subscription. Open it within ${CONFIRMATION_VALID_DAYS} days; until then we send you nothing else.`,
    },
    missing: { title: "Missing Information", description: "Please enter your email address." },
    invalid: { title: "Please check your email", description: "That does not look like a valid email address." },
    failed: { title: "Error", description: "We could not subscribe you just now. Please try again in a moment." },
  },
};

/** The pages behind the links in newsletter mail, with the token the mail gave. */
export const newsletterLinkPaths = {
  confirm: (token: string) => `/newsletter/confirm?token=${encodeURIComponent(token)}`,
  unsubscribe: (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
};

/** How a confirmation or unsubscribe link turned out, as its page shows it. */
export type NewsletterLinkOutcome =
  | "askConfirm"
  | "confirmed"
  | "alreadyConfirmed"
  | "askUnsubscribe"
  | "unsubscribed"
  | "invalid"
  | "expired"
  | "stale"
  | "failed";

export const newsletterLinkNotices: Record<NewsletterLinkOutcome, NoticeText> = {
  askConfirm: {
    title: "One more step",
    description: "Press the button to confirm that you want our monthly newsletter at this address.",
  },
  confirmed: {
    title: "You're subscribed!",
    description:
      "Thank you for confirming. A short welcome e-mail is on its way; look out for our next monthly letter in your inbox.",
  },
  alreadyConfirmed: {
    title: "You're subscribed!",
    description: "This address was already confirmed; nothing has changed. Look out for our next monthly letter.",
  },
  askUnsubscribe: {
    title: "Unsubscribe from our newsletter?",
    description: "Press the button and we will send no more newsletters to this address.",
  },
  unsubscribed: {
    title: "You're unsubscribed",
    description:
      "We will send no more newsletters to this address. Changed your mind? Subscribe again below; we will ask you to confirm once more.",
  },
  invalid: {
    title: "This link does not work",
    description:
      "It may have been cut short or changed when it was copied. Open the link straight from the e-mail, or subscribe again below to get a new one.",
  },
  expired: {
    title: "This link has expired",
    description: `Confirmation links work for ${CONFIRMATION_VALID_DAYS} days. Subscribe again below and we will send you a new one.`,
  },
  stale: {
    title: "This link is no longer valid",
    description:
      "We have sent a newer confirmation since, or this address was unsubscribed. Use the latest e-mail from us, or subscribe again below.",
  },
  failed: {
    title: "Error",
    description: "We could not do this just now. Please open the link again in a moment.",
  },
};

/** Shown on a booking's page after its visitor moved it. */
export const bookingMoved: NoticeText = {
  title: "Consultation moved",
  description: "Your consultation is at its new time; the old one is free again.",
};

/** What a post of a KEEP_TYPED_FIELD button answers: the page asked for, filled in with these. */
export type KeptValues = { kept: Record<string, string> };

/** What a form post answers; `values` come back on failure so a page without JavaScript keeps them. */
export type EnquiryResult =
  | { ok: true; notice: "sent" | "booked" }
  | {
      ok: false;
      notice: Refusal;
      fieldErrors?: Partial<Record<string, string>>;
      values?: Record<string, string>;
      /** When the chosen time was taken: the nearest free ones, to pick from instead. */
      suggestions?: { start: string; label: string }[];
    };
