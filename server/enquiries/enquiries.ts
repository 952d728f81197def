// The enquiry pipeline behind the contact and consultation forms and POST /api/contact:
// honeypot → validation → rate limit → store (with its outbox mail: the owner's notification and
// the visitor's acknowledgement, one transaction) → send. Success when the enquiry is durably stored or the e-mail went out; an error only
// when neither happened, so nothing the visitor was told we received is ever lost.
import type { z } from "zod";
import { enquiryForms, type EnquiryKind } from "../../common/enquiry.ts";
import { schemas, type ConsultationSubmission, type ContactSubmission } from "../../common/enquiry-schema.ts";
import type { Config } from "../config.ts";
import {
  ACKNOWLEDGEMENTS_PER_DAY,
  composeAcknowledgement,
  composeNotification,
  type EnquiryForMail,
  type MailField,
} from "./enquiry-mail.ts";
import type { Mailer } from "../mail/transport.ts";
import { deliverQueued } from "../mail/outbox.ts";
import type { RateLimiter } from "../admission/rate-limit.ts";
import { createAdmission, type Refused } from "../admission/admission.ts";
import type { EnquiryMail, NewSubmission, QueuedMail, Store } from "../storage/types.ts";

export type { Refused } from "../admission/admission.ts";

export type Outcome = { ok: true; stored: boolean; sent: boolean } | Refused;

export type Dependencies = {
  config: Pick<Config, "MAIL_FROM" | "MAIL_TO">;
  store: Store;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  log: (line: string) => void;
  retryBaseMs: number;
  leaseMs: number;
  /** Resolves once the schema is migrated; retried before each write while it keeps failing. */
  ensureSchema: () => Promise<void>;
};

type Visitor = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectType: string;
  message: string;
};

/**
 * The record and e-mail an accepted enquiry becomes: the visitor, the form's own details, then
 * their message. contact_submissions.message is one "Label: value" line per detail, a blank line
 * and the message, exactly as requirements R12 composes it for the contact form.
 */
export function composeEnquiry(kind: EnquiryKind, input: Visitor, details: MailField[]) {
  const name = `${input.firstName} ${input.lastName}`;
  const message = `${details.map(({ label, value }) => `${label}: ${value}`).join("\n")}\n\n${input.message}`;
  const submission: NewSubmission = { kind, name, email: input.email, phone: input.phone, message };
  const fields: MailField[] = [
    { label: "Name", value: name },
    { label: "Email", value: input.email },
    { label: "Phone", value: input.phone },
    ...details,
    { label: "Message", value: input.message },
  ];
  return { submission, fields, projectType: input.projectType, name, email: input.email, phone: input.phone };
}

/** A form detail as the owner's mail and the acknowledgement show it; `typed` marks free text, which the acknowledgement leaves out. */
export type Detail = MailField & { typed?: boolean };

const acknowledged: Record<EnquiryKind | "booking", string> = {
  contact: "enquiry",
  consultation: "consultation request",
  booking: "consultation booking",
};

/**
 * The owner's notification and the visitor's acknowledgement for one enquiry. The acknowledgement
 * shows only the details the site offered (project type, budget, date and time), never free text.
 */
export async function composeEnquiryMail(
  config: Dependencies["config"],
  enquiry: EnquiryForMail,
  {
    firstName,
    details,
    acknowledge,
    manageUrl,
    acknowledgementSubject,
  }: {
    firstName: string;
    details: Detail[];
    acknowledge: keyof typeof acknowledged;
    manageUrl?: string;
    acknowledgementSubject?: string;
  },
): Promise<EnquiryMail> {
  const received = details.filter((detail) => !detail.typed).map(({ label, value }) => ({ label, value }));
  const [notification, acknowledgement] = await Promise.all([
    composeNotification(config, enquiry),
    composeAcknowledgement(config, {
      firstName,
      email: enquiry.email,
      what: acknowledged[acknowledge],
      booked: acknowledge === "booking",
      manageUrl,
      received,
      subject: acknowledgementSubject,
    }),
  ]);
  return {
    notification,
    acknowledgement: { mail: acknowledgement, recipient: enquiry.email, dailyLimit: ACKNOWLEDGEMENTS_PER_DAY },
  };
}

/** The contact or consultation form's own details, as the owner's mail and the acknowledgement show them. */
export function detailsOf(input: ContactSubmission | ConsultationSubmission): Detail[] {
  if ("budget" in input) {
    return [
      { label: "Project Type", value: input.projectType },
      { label: "Budget", value: input.budget },
    ];
  }
  return [
    { label: "Project Type", value: input.projectType },
    { label: "Location", value: input.location, typed: true },
    { label: "Preferred date", value: input.preferredDate },
    { label: "Preferred time", value: input.preferredTime },
  ];
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createEnquiryService(deps: Dependencies) {
  const { store, mailer, log } = deps;
  const admit = createAdmission(deps);

  async function submit(kind: EnquiryKind, input: Record<string, unknown>, clientAddress: string): Promise<Outcome> {
    const schema: z.ZodType<ContactSubmission | ConsultationSubmission, unknown> = schemas[kind];
    const admitted = admit(
      { schema, required: enquiryForms[kind].required, rateBucket: "enquiry" },
      input,
      clientAddress,
    );
    if (!admitted.ok) return admitted;

    const details = detailsOf(admitted.data);
    const enquiry = composeEnquiry(kind, admitted.data, details);
    const mail = await composeEnquiryMail(
      deps.config,
      { kind, ...enquiry },
      { firstName: admitted.data.firstName, details, acknowledge: kind },
    );
    const now = new Date();

    let queued: QueuedMail | undefined;
    try {
      await deps.ensureSchema();
      queued = await store.saveSubmission(enquiry.submission, mail, now, new Date(now.getTime() + deps.leaseMs));
    } catch (error) {
      // A failed insert is logged and does not stop the flow; the owner's e-mail still goes
      // (requirements R13). The acknowledgement does not: its daily limit lives in the database.
      log(`enquiry: could not store ${kind} enquiry ${mail.notification.messageId}: ${errorText(error)}`);
    }

    let sent: boolean;
    if (queued) {
      sent = await deliverQueued(deps, queued, mail);
    } else {
      sent = await mailer.send(mail.notification).then(
        () => true,
        (error: unknown) => {
          log(`enquiry: could not send ${mail.notification.messageId} either: ${errorText(error)}`);
          return false;
        },
      );
    }

    const stored = queued !== undefined;
    if (!stored && !sent) return { ok: false, reason: "failed" };
    return { ok: true, stored, sent };
  }

  return { submit };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
