// Writes every e-mail the site sends, composed with sample data by the same functions the server
// uses, to mail-preview/ (git-ignored): an .html file to open in a browser (narrow the window,
// switch the system to dark mode) and a .txt file with the plain-text part, for each.
// Run with `npm run mail:preview`.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { availability } from "../common/availability.ts";
import { bookingManagePath } from "../common/enquiry.ts";
import { siteLink } from "../server/mail/site-url.ts";
import { composeBackupFailure } from "../server/backups/backups.ts";
import { composeCapNotice, composeChangeMail, composeReminder } from "../server/bookings/booking-mail.ts";
import { bookingDetails } from "../server/bookings/bookings.ts";
import { loadConfig } from "../server/config.ts";
import { composeEnquiry, composeEnquiryMail, detailsOf, type Detail } from "../server/enquiries/enquiries.ts";
import { composeConfirmation, composeWelcome } from "../server/newsletter/newsletter-mail.ts";
import type { BookingRow, OutgoingMail } from "../server/storage/types.ts";

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

const manageUrl = siteLink(bookingManagePath("sample-token"));
const booked: BookingRow = {
  ...person,
  id: 1,
  submissionId: 1,
  seat: 1,
  status: "confirmed",
  sequence: 0,
  start: "2026-12-03T15:00:00.000Z",
  end: "2026-12-03T16:30:00.000Z",
  projectType: consultation.projectType,
  location: consultation.location,
  notes: consultation.message,
  manageTokenHash: "sample-hash",
  remindAt: "2026-12-02T14:00:00.000Z",
  createdAt: "2026-11-23T15:00:00.000Z",
};
const enquiry = async (composing: ReturnType<typeof compose>) => {
  const { notification, acknowledgement } = await composing;
  return { owner: notification, acknowledgement: acknowledgement!.mail };
};
const change = async (kind: Parameters<typeof composeChangeMail>[3]) => {
  const { owner, visitor } = await composeChangeMail(config, availability, booked, kind);
  return { owner, visitor };
};

/** Each sample's mails by audience, as they would be sent. */
const samples: Record<string, Promise<Record<string, OutgoingMail>>> = {
  contact: enquiry(compose("contact", contact, detailsOf(contact), "contact")),
  "consultation-request": enquiry(compose("consultation", consultation, detailsOf(consultation), "consultation")),
  "consultation-booking": enquiry(
    compose(
      "consultation",
      consultation,
      bookingDetails(consultation, "Thursday, December 3, 2026, 10:00 – 11:30 AM"),
      "booking",
      { heading: "Consultation booked", manageUrl },
    ),
  ),
  "consultation-moved": change({
    kind: "moved",
    to: { start: new Date("2026-12-04T19:30:00Z"), end: new Date("2026-12-04T21:00:00Z") },
    manageUrl,
    by: "visitor",
  }),
  "consultation-moved-by-office": change({
    kind: "moved",
    to: { start: new Date("2026-12-04T19:30:00Z"), end: new Date("2026-12-04T21:00:00Z") },
    by: "owner",
  }),
  "consultation-cancelled": change({ kind: "cancelled", by: "visitor" }),
  "consultation-cancelled-by-owner": change({ kind: "cancelled", by: "owner" }),
  "consultation-reminder": composeReminder(config, availability, booked).then((visitor) => ({ visitor })),
  "bookings-held-back": composeCapNotice(config, { which: "network", network: "203.0.113.0/24", limit: 3 }).then(
    (owner) => ({ owner }),
  ),
  "backup-failed": composeBackupFailure(config, "No space left on device").then((owner) => ({ owner })),
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
  for (const [audience, mail] of Object.entries(await composing)) write(`${name}-${audience}`, mail);
}
for (const [name, composing] of Object.entries(subscriberMail)) write(name, await composing);
console.log(`Wrote ${written} e-mails (.html and .txt) to ${folder}`);
