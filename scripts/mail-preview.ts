// Writes every e-mail the site sends, composed with sample data by the same functions the server
// uses, to mail-preview/ (git-ignored): an .html file to open in a browser (narrow the window,
// switch the system to dark mode) and a .txt file with the plain-text part, for each.
// Run with `npm run mail:preview`.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { bookingManagePath } from "../common/enquiry.ts";
import { site } from "../common/site.ts";
import { bookingDetails } from "../server/bookings.ts";
import { loadConfig } from "../server/config.ts";
import { composeEnquiry, composeEnquiryMail, detailsOf, type Detail } from "../server/enquiries.ts";
import { composeConfirmation, composeWelcome } from "../server/newsletter-mail.ts";
import type { EnquiryMail, OutgoingMail } from "../server/storage/types.ts";

const config = loadConfig({});
const person = { firstName: "Ana", lastName: "Ruiz", email: "ana.ruiz@example.com", phone: "(407) 555-0199" };
const message = "We would like to open the kitchen to the family room.\nThe house is a 1960s ranch in Winter Park.";
const contact = { ...person, projectType: "Kitchen Remodeling", budget: "$100k - $250k", message } as const;
const consultation = {
  ...person,
  projectType: "Bathroom Remodeling",
  location: "Maitland",
  preferredDate: "2026-12-03",
  preferredTime: "Morning (8 AM – 12 PM)",
  message: "Two bathrooms upstairs.",
} as const;

const compose = (
  kind: "contact" | "consultation",
  input: typeof contact | typeof consultation,
  details: Detail[],
  acknowledge: "contact" | "consultation" | "booking",
  booking?: { heading: string; manageUrl: string },
) =>
  composeEnquiryMail(
    config,
    { kind, heading: booking?.heading, ...composeEnquiry(kind, input, details) },
    { firstName: input.firstName, details, acknowledge, manageUrl: booking?.manageUrl },
  );

const samples: Record<string, Promise<EnquiryMail>> = {
  contact: compose("contact", contact, detailsOf(contact), "contact"),
  "consultation-request": compose("consultation", consultation, detailsOf(consultation), "consultation"),
  "consultation-booking": compose(
    "consultation",
    consultation,
    bookingDetails(consultation, "Thursday, December 3, 2026, 10:00 – 11:30 AM"),
    "booking",
    { heading: "Consultation booked", manageUrl: new URL(bookingManagePath("sample-token"), site.url).href },
  ),
};

// A sample secret: the links in the previews look real but work nowhere.
const previewSecret = "mail-preview-only-secret-0123456789abcdef";
const now = new Date();
const subscriberMail: Record<string, Promise<OutgoingMail>> = {
  "newsletter-confirmation": composeConfirmation(config, previewSecret, person.email, now),
  "newsletter-welcome": composeWelcome(config, previewSecret, person.email, now),
};

const folder = resolve("mail-preview");
mkdirSync(folder, { recursive: true });
let written = 0;
const write = (name: string, mail: OutgoingMail) => {
  writeFileSync(join(folder, `${name}.html`), mail.html);
  writeFileSync(join(folder, `${name}.txt`), `Subject: ${mail.subject}\nTo: ${mail.to}\n\n${mail.text}`);
  written++;
};
for (const [name, composing] of Object.entries(samples)) {
  const { notification, acknowledgement } = await composing;
  write(`${name}-owner`, notification);
  write(`${name}-acknowledgement`, acknowledgement!.mail);
}
for (const [name, composing] of Object.entries(subscriberMail)) write(name, await composing);
console.log(`Wrote ${written} e-mails (.html and .txt) to ${folder}`);
