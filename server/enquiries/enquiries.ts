// The enquiry pipeline behind the contact and consultation forms and POST /api/contact:
// honeypot → validation → rate limit → store (with its outbox mail: the owner's notification and
// the visitor's acknowledgement, one transaction, as template calls the outbox worker renders and
// sends moments later). Success when the enquiry is durably stored or, with the database down, the
// owner's e-mail went out from the request itself; an error only when neither happened, so nothing
// the visitor was told we received is ever lost.
import type { z } from "zod";
import { describeDate } from "../../common/availability.ts";
import { enquiryForms, photoLimitRefusal, type EnquiryKind } from "../../common/enquiry.ts";
import {
  schemas,
  type ConsultationSubmission,
  type ContactSubmission,
  type EnquiryOrigin,
} from "../../common/enquiry-schema.ts";
import {
  ACKNOWLEDGEMENTS_PER_DAY,
  acknowledgementOf,
  leadPageUrl,
  notificationOf,
  type EnquiryForMail,
  type MailField,
} from "./enquiry-mail.ts";
import { acceptEnquiryPhotos, photosInMail, type Upload } from "./enquiry-photos.ts";
import { composed, type MailToRender } from "../mail/message.ts";
import { errorText, type Dependencies } from "../dependencies.ts";
import { createAdmission, type Refused } from "../admission/admission.ts";
import type { EnquiryMail, LeadOrigin, NewSubmission } from "../storage/types.ts";

export type { Refused } from "../admission/admission.ts";

/** `sent`: the owner's e-mail went out within the request, which happens only when the enquiry could not be stored. */
export type Outcome = { ok: true; stored: boolean; sent: boolean } | Refused;

type Visitor = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectType: string;
  message: string;
} & Partial<EnquiryOrigin>;

/** Where the enquiry came from, as its lead keeps it: what was not given is null. */
export const originOf = (input: Partial<EnquiryOrigin>): LeadOrigin => ({
  heardFrom: input.heardFrom || null,
  utmSource: input.utm_source || null,
  utmMedium: input.utm_medium || null,
  utmCampaign: input.utm_campaign || null,
  gclid: input.gclid || null,
  referrer: input.referrer || null,
});

/**
 * The record and e-mail an accepted enquiry becomes: the visitor, the form's own details, then
 * their message. contact_submissions.message is one "Label: value" line per detail, a blank line
 * and the message, exactly as requirements R12 composes it for the contact form.
 */
export function composeEnquiry(kind: EnquiryKind, input: Visitor, details: Detail[]) {
  const name = `${input.firstName} ${input.lastName}`;
  const message = `${details.map(({ label, value, stored = value }) => `${label}: ${stored}`).join("\n")}\n\n${input.message}`;
  const submission: NewSubmission = {
    kind,
    name,
    email: input.email,
    phone: input.phone,
    message,
    origin: originOf(input),
  };
  const fields: MailField[] = [
    { label: "Name", value: name },
    { label: "Email", value: input.email },
    { label: "Phone", value: input.phone },
    ...details.map(({ label, value }) => ({ label, value })),
    { label: "Message", value: input.message },
  ];
  return { submission, fields, projectType: input.projectType, name, email: input.email, phone: input.phone };
}

/**
 * A form detail as the owner's mail and the acknowledgement show it; `typed` marks free text, which
 * the acknowledgement leaves out; `stored`, when given, is how the record keeps it (a date as
 * 2026-12-03, which the listing and its CSV sort by, where the mails write "Thursday, December 3, 2026").
 */
export type Detail = MailField & { typed?: boolean; stored?: string };

const acknowledged: Record<EnquiryKind | "booking", string> = {
  contact: "enquiry",
  consultation: "consultation request",
  booking: "consultation booking",
};

type EnquiryMailOptions = {
  firstName: string;
  details: Detail[];
  acknowledge: keyof typeof acknowledged;
  manageUrl?: string;
  acknowledgementSubject?: string;
};

/**
 * The owner's notification and the visitor's acknowledgement for one enquiry, their bodies still
 * to be rendered. The acknowledgement shows only the details the site offered (project type,
 * budget, date and time), never free text.
 */
export function enquiryMailOf(
  config: Dependencies["config"],
  enquiry: EnquiryForMail,
  { firstName, details, acknowledge, manageUrl, acknowledgementSubject }: EnquiryMailOptions,
): EnquiryMail<MailToRender> {
  const received = details.filter((detail) => !detail.typed).map(({ label, value }) => ({ label, value }));
  const acknowledgement = acknowledgementOf(config, {
    firstName,
    email: enquiry.email,
    what: acknowledged[acknowledge],
    booked: acknowledge === "booking",
    manageUrl,
    received,
    subject: acknowledgementSubject,
  });
  return {
    notification: notificationOf(config, enquiry),
    acknowledgement: { mail: acknowledgement, recipient: enquiry.email, dailyLimit: ACKNOWLEDGEMENTS_PER_DAY },
  };
}

/** The same mail rendered now (npm run mail:preview shows it). */
export async function composeEnquiryMail(
  config: Dependencies["config"],
  enquiry: EnquiryForMail,
  options: EnquiryMailOptions,
): Promise<EnquiryMail> {
  const { notification, acknowledgement } = enquiryMailOf(config, enquiry, options);
  const [owner, visitor] = await Promise.all([composed(notification), composed(acknowledgement!.mail)]);
  return { notification: owner, acknowledgement: { ...acknowledgement!, mail: visitor } };
}

/** The contact or consultation form's own details, as the owner's mail and the acknowledgement show them. */
export function detailsOf(
  input: Omit<ContactSubmission, keyof EnquiryOrigin> | Omit<ConsultationSubmission, keyof EnquiryOrigin>,
): Detail[] {
  if ("budget" in input) {
    return [
      { label: "Project Type", value: input.projectType },
      { label: "Budget", value: input.budget },
    ];
  }
  return [
    { label: "Project Type", value: input.projectType },
    { label: "Location", value: input.location, typed: true },
    {
      label: "Preferred date",
      value: input.preferredDate && describeDate(input.preferredDate),
      stored: input.preferredDate,
    },
    { label: "Preferred time", value: input.preferredTime },
  ];
}

/** `nudgeOutbox` tells the outbox worker there is mail to deliver now. */
export function createEnquiryService(deps: Dependencies & { nudgeOutbox: () => void }) {
  const { store, mailer, log } = deps;
  const admit = createAdmission(deps);

  /**
   * Admits and stores an enquiry; `uploads`, the photos sent with a contact message, are checked
   * after its fields (a field to fix and too many photos are told together) and stored with it.
   */
  async function submit(
    kind: EnquiryKind,
    input: Record<string, unknown>,
    clientAddress: string,
    uploads: readonly Upload[] = [],
  ): Promise<Outcome> {
    const schema: z.ZodType<ContactSubmission | ConsultationSubmission, unknown> = schemas[kind];
    const admitted = await admit(
      { schema, required: enquiryForms[kind].required, rateBucket: "enquiry" },
      input,
      clientAddress,
    );
    const tooMany = photoLimitRefusal(uploads);
    if (!admitted.ok)
      return tooMany && "fieldErrors" in admitted
        ? { ...admitted, fieldErrors: { ...admitted.fieldErrors, photos: tooMany } }
        : admitted;
    const photos = await acceptEnquiryPhotos(uploads);
    if (!photos.ok) return { ok: false, reason: "invalid", fieldErrors: { photos: photos.message } };

    const details = detailsOf(admitted.data);
    const enquiry = composeEnquiry(kind, admitted.data, details);
    /** The mail; the owner's links to the lead once it is stored (its id is the submission's). */
    const mailFor = (leadId?: number) =>
      enquiryMailOf(
        deps.config,
        {
          kind,
          ...enquiry,
          fields:
            photos.photos.length === 0
              ? enquiry.fields
              : [
                  ...enquiry.fields,
                  { label: "Photos", value: photosInMail(photos.photos.length, leadId !== undefined) },
                ],
          leadUrl: leadId === undefined ? undefined : leadPageUrl(leadId),
        },
        { firstName: admitted.data.firstName, details, acknowledge: kind },
      );
    const mail = mailFor();

    try {
      const saved = await store.saveSubmission(enquiry.submission, mailFor, new Date(), undefined, photos.photos);
      if ("repeatOf" in saved) log(`enquiry: the same ${kind} enquiry as #${saved.repeatOf} again, not stored twice`);
      else deps.nudgeOutbox();
      return { ok: true, stored: true, sent: false };
    } catch (error) {
      // A failed insert is logged and does not stop the flow; the owner's e-mail still goes, from
      // here (requirements R13). The acknowledgement does not: its daily limit lives in the database.
      log(`enquiry: could not store ${kind} enquiry ${mail.notification.messageId}: ${errorText(error)}`);
    }

    try {
      await mailer.send(await composed(mail.notification));
      return { ok: true, stored: false, sent: true };
    } catch (error) {
      log(`enquiry: could not send ${mail.notification.messageId} either: ${errorText(error)}`);
      return { ok: false, reason: "failed" };
    }
  }

  return { submit };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
