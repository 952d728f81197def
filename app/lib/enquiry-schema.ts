// The server's validation of everything a visitor sends, with messages the forms show next to
// each field. Imported by server/ under Node directly, hence the explicit .ts extension.
import { z } from "zod";
import { budgetBands, consultationTimes, projectTypes } from "./enquiry.ts";

// Control characters never belong in a form field; single-line fields also refuse line breaks,
// so nothing a visitor types can end a mail header line.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

const text = (label: string, max: number, { multiline = false } = {}) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !CONTROL.test(value), `${label} contains characters we cannot accept.`)
    .refine((value) => multiline || !LINE_BREAK.test(value), `${label} must be on one line.`);

const required = (label: string, max: number, options?: { multiline?: boolean }) =>
  text(label, max, options).pipe(z.string().min(1, `${label} is required.`));

const optional = (label: string, max: number, options?: { multiline?: boolean }) =>
  z.preprocess((value) => value ?? "", text(label, max, options));

const requiredField = (label: string, schema: z.ZodType<string>) =>
  z.preprocess((value) => value ?? "", schema).refine((value) => value !== "", `${label} is required.`);

const email = requiredField(
  "Email",
  text("Email", 254).pipe(z.union([z.literal(""), z.email("Please enter a valid email address, like name@example.com.")])),
);

const phone = (label: string) =>
  text(label, 40).refine(
    (value) => value === "" || /^\+?[0-9 ().\-]{7,25}(\s*(x|ext\.?)\s*[0-9]{1,6})?$/i.test(value),
    "Please enter a valid phone number, like (407) 555-0142.",
  );

const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : (value ?? "")),
    z.union([z.literal(""), z.enum(options)], { error: `Please choose a ${label.toLowerCase()} from the list.` }),
  );

export const contactSchema = z.object({
  firstName: requiredField("First name", required("First name", 100)),
  lastName: requiredField("Last name", required("Last name", 100)),
  email,
  phone: z.preprocess((value) => value ?? "", phone("Phone")),
  projectType: choice("Project type", projectTypes),
  budget: choice("Budget", budgetBands),
  message: requiredField("Message", required("Message", 5000, { multiline: true })),
});
export type ContactSubmission = z.output<typeof contactSchema>;

export const consultationSchema = z.object({
  firstName: requiredField("First name", required("First name", 100)),
  lastName: requiredField("Last name", required("Last name", 100)),
  email,
  phone: requiredField("Phone", phone("Phone")),
  projectType: choice("Project type", projectTypes),
  location: optional("Neighborhood or city", 120),
  preferredDate: z.preprocess(
    (value) => value ?? "",
    text("Preferred date", 10).refine((value) => value === "" || z.iso.date().safeParse(value).success, "Please enter a date like 2026-12-01."),
  ),
  preferredTime: choice("Preferred time", consultationTimes),
  message: optional("Message", 5000, { multiline: true }),
});
export type ConsultationSubmission = z.output<typeof consultationSchema>;

export const subscribeSchema = z.object({ email });

/** Field name → first message, for the form. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
