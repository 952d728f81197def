// The server's validation of everything a visitor sends, with the messages the forms show next
// to each field. Labels, limits and options come from the vocabulary (enquiry.ts).
import { z } from "zod";
import { availability, businessToday } from "./availability.ts";
import {
  budgetBands,
  CAMPAIGN_TAG_MAX,
  heardFromValues,
  consultationTimes,
  fieldLabels,
  maxLengths,
  projectTypes,
  requiredMessages,
  type EnquiryField,
} from "./enquiry.ts";
import { housePhone } from "./phone.ts";

// Control characters never belong in a form field; single-line fields also refuse line breaks,
// so nothing a visitor types can end a mail header line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

type TextField = keyof typeof maxLengths;

const text = (field: TextField, { multiline = false } = {}) => {
  const label = fieldLabels[field];
  const max = maxLengths[field];
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !CONTROL.test(value), `${label} contains characters we cannot accept.`)
    .refine((value) => multiline || !LINE_BREAK.test(value), `${label} must be on one line.`);
};

/** Absent counts as empty; an empty required field gets the "is required" message and nothing else. */
const optional = (schema: z.ZodType<string>) => z.preprocess((value) => value ?? "", schema);
const required = (field: EnquiryField, schema: z.ZodType<string, string>) =>
  optional(
    z
      .string({ error: `${fieldLabels[field]} must be text.` })
      .trim()
      .min(1, requiredMessages[field] ?? `${fieldLabels[field]} is required.`)
      .pipe(schema),
  );

const email = text("email").pipe(z.email("Please enter a valid email address, like name@example.com."));

/**
 * Taken as today (seven or more digits, an extension); kept in the house form "(407) 555-0142" when
 * it is a US number however typed, as the office keeps its own, so the calendar, the inbox, the CSV
 * and the owner's mail show one form; anything else (an extension, abroad) as typed.
 */
const phone = text("phone")
  .refine(
    (value) => value === "" || /^\+?[0-9 ().-]{7,25}(\s*(x|ext\.?)\s*[0-9]{1,6})?$/i.test(value),
    "Please enter a valid phone number, like (407) 555-0142.",
  )
  .transform((value) => housePhone(value) ?? value);

const choice = <T extends readonly [string, ...string[]]>(field: EnquiryField, options: T) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : (value ?? "")),
    z.union([z.literal(""), z.enum(options)], {
      error: `Please choose a ${fieldLabels[field].toLowerCase()} from the list.`,
    }),
  );

/** A day to be called back on: today or later where the business is (the form's date field starts there too). */
const preferredDate = text("preferredDate")
  .refine((value) => value === "" || z.iso.date().safeParse(value).success, "Please enter a date like 2026-12-01.")
  .refine(
    (value) => value === "" || value >= businessToday(availability),
    "That date has passed. Please choose today or a later date.",
  );

/** "How did you hear about us?": optional, one of the listed answers. */
const heardFrom = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : (value ?? "")),
  z.union([z.literal(""), z.enum(heardFromValues)], {
    error: "Please choose how you heard about us from the list, or leave it empty.",
  }),
);

/**
 * A campaign tag from the landing page's address: the visitor never typed or saw it, so it is
 * never a reason to refuse their enquiry. Anything that is not text is dropped, control characters
 * and line breaks are taken out, and it is cut to CAMPAIGN_TAG_MAX.
 */
const campaignTag = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .replace(new RegExp(`${CONTROL.source}|${LINE_BREAK.source}`, "g"), "")
          .trim()
          .slice(0, CAMPAIGN_TAG_MAX)
      : "",
  z.string(),
);

/** The other site that linked to the landing page: its host alone (its path may say things about the visitor). */
const referrer = campaignTag.transform((value) => {
  if (value === "") return "";
  try {
    return new URL(value).hostname;
  } catch {
    return /^[a-z0-9.-]+$/i.test(value) ? value.toLowerCase() : "";
  }
});

/** Where the enquiry came from, on every form and the API alike. */
const origin = {
  heardFrom,
  utm_source: campaignTag,
  utm_medium: campaignTag,
  utm_campaign: campaignTag,
  gclid: campaignTag,
  referrer,
};
export type EnquiryOrigin = z.output<z.ZodObject<typeof origin>>;

export const contactSchema = z.object({
  firstName: required("firstName", text("firstName")),
  lastName: required("lastName", text("lastName")),
  email: required("email", email),
  phone: optional(phone),
  projectType: choice("projectType", projectTypes),
  budget: choice("budget", budgetBands),
  message: required("message", text("message", { multiline: true })),
  ...origin,
});
export type ContactSubmission = z.output<typeof contactSchema>;

export const consultationSchema = z.object({
  firstName: required("firstName", text("firstName")),
  lastName: required("lastName", text("lastName")),
  email: required("email", email),
  phone: required("phone", phone),
  projectType: choice("projectType", projectTypes),
  location: optional(text("location")),
  preferredDate: optional(preferredDate),
  preferredTime: choice("preferredTime", consultationTimes),
  message: optional(text("message", { multiline: true })),
  ...origin,
});
export type ConsultationSubmission = z.output<typeof consultationSchema>;

/** An instant with its offset, as GET /api/availability writes slot starts: 2026-12-01T08:30:00-05:00. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const start = text("start").refine(
  (value) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)),
  "Please choose one of the offered times.",
);

/**
 * A consultation at a chosen time: the consultation fields, with `start` for the preferred date and
 * time, and where to meet (the consultation is in the visitor's home) required.
 */
export const bookingSchema = consultationSchema
  .omit({ preferredDate: true, preferredTime: true })
  .extend({ location: required("location", text("location")), start: required("start", start) });
export type BookingSubmission = z.output<typeof bookingSchema>;

export const subscribeSchema = z.object({ email: required("email", email) });

export const schemas = {
  contact: contactSchema,
  consultation: consultationSchema,
  subscribe: subscribeSchema,
} as const;

/** Field name → first message, for the form. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
