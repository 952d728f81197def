// Writes every e-mail the site sends, composed with sample data, to mail-preview/ (git-ignored):
// an .html file to open in a browser (narrow the window, switch the system to dark mode) and a
// .txt file with the plain-text part, for each. Run with `npm run mail:preview`.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { composeAcknowledgement, composeNotification } from "../server/enquiry-mail.ts";
import type { OutgoingMail } from "../server/storage/types.ts";

const config = {
  MAIL_FROM: "Saltbox Website <website@saltboxdesignbuild.com>",
  MAIL_TO: "hello@saltboxdesignbuild.com",
};
const visitor = { name: "Ana Ruiz", email: "ana.ruiz@example.com", phone: "(407) 555-0199" };
const person = [
  { label: "Name", value: visitor.name },
  { label: "Email", value: visitor.email },
  { label: "Phone", value: visitor.phone },
];
const message = "We would like to open the kitchen to the family room.\nThe house is a 1960s ranch in Winter Park.";
const consultationTime = "Thursday, December 3, 2026, 10:00 – 11:00 AM";

const samples: Record<string, Promise<OutgoingMail>> = {
  "owner-contact": composeNotification(config, {
    kind: "contact",
    ...visitor,
    projectType: "Kitchen Remodeling",
    fields: [
      ...person,
      { label: "Project Type", value: "Kitchen Remodeling" },
      { label: "Budget", value: "$100k - $250k" },
      { label: "Message", value: message },
    ],
  }),
  "owner-consultation-booked": composeNotification(config, {
    kind: "consultation",
    heading: "Consultation booked",
    ...visitor,
    projectType: "Bathroom Remodeling",
    fields: [
      ...person,
      { label: "Project Type", value: "Bathroom Remodeling" },
      { label: "Location", value: "Maitland" },
      { label: "Consultation time", value: consultationTime },
      { label: "Message", value: "" },
    ],
  }),
  "acknowledgement-contact": composeAcknowledgement(config, {
    firstName: "Ana",
    email: visitor.email,
    what: "enquiry",
    booked: false,
    received: [
      { label: "Project Type", value: "Kitchen Remodeling" },
      { label: "Budget", value: "$100k - $250k" },
    ],
  }),
  "acknowledgement-consultation-request": composeAcknowledgement(config, {
    firstName: "Ana",
    email: visitor.email,
    what: "consultation request",
    booked: false,
    received: [
      { label: "Project Type", value: "Bathroom Remodeling" },
      { label: "Preferred date", value: "2026-12-03" },
      { label: "Preferred time", value: "Morning (8 AM – 12 PM)" },
    ],
  }),
  "acknowledgement-booking": composeAcknowledgement(config, {
    firstName: "Ana",
    email: visitor.email,
    what: "consultation booking",
    booked: true,
    received: [
      { label: "Project Type", value: "Bathroom Remodeling" },
      { label: "Consultation time", value: consultationTime },
    ],
  }),
};

const folder = resolve("mail-preview");
mkdirSync(folder, { recursive: true });
for (const [name, composing] of Object.entries(samples)) {
  const mail = await composing;
  writeFileSync(join(folder, `${name}.html`), mail.html);
  writeFileSync(join(folder, `${name}.txt`), `Subject: ${mail.subject}\nTo: ${mail.to}\n\n${mail.text}`);
}
console.log(`Wrote ${Object.keys(samples).length} e-mails (.html and .txt) to ${folder}`);
