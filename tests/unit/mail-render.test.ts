// renderMail renders a template once and takes the plain-text part from that HTML. Before, the
// text came from a second, separate render (react-email's plainText option); for every template
// the site sends, both parts must be exactly what that double render gave.
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import {
  Acknowledgement,
  BookingChange,
  ConsultationReminder,
  ContractSigned,
  EstimateReady,
  ExistingBooking,
  OwnerNotification,
  plainTextOptions,
  renderMail,
  SubscriberMail,
  SubscriptionConfirmation,
  Welcome,
} from "../../server/mail/templates.ts";

const fields = [
  { label: "Name", value: "Ana <b>Ruiz</b> & Sons" },
  { label: "Phone", value: "(407) 555-0199" },
  { label: "Budget", value: "" },
  {
    label: "Message",
    value: "Open the kitchen to the family room.\nA 1960s ranch in Winter Park — see https://example.com/plans",
  },
];
const manageUrl = "https://www.saltboxdesignbuild.com/consultation/manage/abc";

const templates: [string, ReactElement][] = [
  [
    "OwnerNotification",
    OwnerNotification({
      heading: "New enquiry",
      name: "Ana Ruiz",
      email: "ana@example.com",
      phone: "(407) 555-0199",
      fields,
    }),
  ],
  [
    "OwnerNotification with a title and no phone",
    OwnerNotification({
      heading: "Booking",
      title: "Consultation moved: Sam Lee",
      name: "Sam Lee",
      email: "sam@example.com",
      phone: "",
      fields,
    }),
  ],
  [
    "Acknowledgement",
    Acknowledgement({ greetingName: "Ana", what: "enquiry", booked: false, received: fields.slice(2) }),
  ],
  [
    "Acknowledgement of a booking, without a name",
    Acknowledgement({ greetingName: undefined, what: "consultation booking", booked: true, manageUrl, received: [] }),
  ],
  [
    "BookingChange, moved",
    BookingChange({
      greetingName: "Sam",
      when: "Thursday, December 3, 10:00 AM",
      change: { kind: "moved", previously: "Wednesday, December 2, 1:00 PM", manageUrl, by: "visitor" },
    }),
  ],
  [
    "BookingChange, cancelled by the owner",
    BookingChange({
      greetingName: undefined,
      when: "Thursday, December 3, 10:00 AM",
      change: { kind: "cancelled", by: "owner" },
    }),
  ],
  ["ExistingBooking", ExistingBooking({ greetingName: "Sam", when: "Thursday, December 3, 10:00 AM", manageUrl })],
  [
    "ConsultationReminder",
    ConsultationReminder({ greetingName: "Sam", when: "tomorrow at 10:00 AM", durationMinutes: 90 }),
  ],
  [
    "SubscriptionConfirmation",
    SubscriptionConfirmation({
      confirmUrl: "https://www.saltboxdesignbuild.com/newsletter/confirm?token=x",
      validDays: 7,
    }),
  ],
  [
    "SubscriberMail with the welcome",
    SubscriberMail({
      preview: "Welcome",
      unsubscribeUrl: "https://www.saltboxdesignbuild.com/newsletter/unsubscribe?token=y",
      children: Welcome(),
    }),
  ],
  [
    "EstimateReady, a revised version",
    EstimateReady({
      greetingName: "José",
      title: "Kitchen refresh",
      number: "E-12 (version 2)",
      total: "$6,300.00",
      validUntil: "2026-12-28",
      url: "https://www.saltboxdesignbuild.com/estimates/abc",
      revised: true,
    }),
  ],
  [
    "ContractSigned, the owner's copy",
    ContractSigned({
      greetingName: "José",
      title: "Kitchen refresh",
      number: "E-12",
      total: "$6,300.00",
      signerName: "José Núñez-Peña",
      signedAt: "2026-11-28 22:41",
      url: "https://www.saltboxdesignbuild.com/office/estimates/12",
      forOwner: true,
    }),
  ],
];

describe("renderMail", () => {
  it.each(templates)("gives %s the HTML and the plain text of two separate renders", async (_name, element) => {
    const once = await renderMail(element);
    const html = await render(element);
    const text = await render(element, { plainText: true, htmlToTextOptions: plainTextOptions });
    expect(once.html).toBe(html);
    expect(once.text).toBe(text);
    expect(once.text.length).toBeGreaterThan(200);
  });
});
