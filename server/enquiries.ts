// The enquiry pipeline behind the contact and consultation forms and POST /api/contact:
// honeypot → validation → rate limit → store (with its outbox notification, one transaction)
// → send. Success when the enquiry is durably stored or the e-mail went out; an error only
// when neither happened, so nothing the visitor was told we received is ever lost.
import type { z } from "zod";
import { enquiryForms, HONEYPOT_FIELD, missingRequiredFields, type EnquiryKind, type FormKind } from "../common/enquiry.ts";
import { fieldErrors, schemas, type ConsultationSubmission, type ContactSubmission } from "../common/enquiry-schema.ts";
import type { Config } from "./config.ts";
import { composeNotification, type MailField } from "./enquiry-mail.ts";
import type { Mailer } from "./mail.ts";
import { deliver } from "./outbox.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { NewSubmission, Store } from "./storage/types.ts";

/** Why a submission was refused, with what the visitor needs to put it right. */
export type Refused =
  | { ok: false; reason: "missing" | "invalid"; fieldErrors: Record<string, string> }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number }
  | { ok: false; reason: "failed" };

export type Outcome = { ok: true; stored: boolean; sent: boolean } | Refused;
export type SubscribeOutcome = { ok: true; created: boolean } | Refused;

type Dependencies = {
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

/** The record and e-mail an accepted enquiry becomes. */
function compose(kind: EnquiryKind, input: ContactSubmission | ConsultationSubmission) {
  const name = `${input.firstName} ${input.lastName}`;
  let details: MailField[];
  let message: string;
  if (kind === "contact" && "budget" in input) {
    // contact_submissions.message exactly as requirements R12 composes it.
    message = `Project Type: ${input.projectType}\nBudget: ${input.budget}\n\n${input.message}`;
    details = [
      { label: "Project Type", value: input.projectType },
      { label: "Budget", value: input.budget },
    ];
  } else {
    const request = input as ConsultationSubmission;
    details = [
      { label: "Project Type", value: request.projectType },
      { label: "Location", value: request.location },
      { label: "Preferred date", value: request.preferredDate },
      { label: "Preferred time", value: request.preferredTime },
    ];
    message = `${details.map(({ label, value }) => `${label}: ${value}`).join("\n")}\n\n${request.message}`;
  }
  const submission: NewSubmission = { kind, name, email: input.email, phone: input.phone, message };
  const fields: MailField[] = [
    { label: "Name", value: name },
    { label: "Email", value: input.email },
    { label: "Phone", value: input.phone },
    ...details,
    { label: "Message", value: input.message },
  ];
  return { submission, fields, projectType: input.projectType, name, email: input.email };
}

/** Any required field left empty is "Missing Information" (requirements R10); other errors are "invalid". */
function invalid(kind: FormKind, input: Record<string, unknown>, error: z.ZodError): Refused {
  const missing = missingRequiredFields(input, enquiryForms[kind].required).length > 0;
  return { ok: false, reason: missing ? "missing" : "invalid", fieldErrors: fieldErrors(error) };
}

export function createEnquiryService(deps: Dependencies) {
  const { store, mailer, log } = deps;
  const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const honeypotFilled = (input: Record<string, unknown>, clientAddress: string) => {
    const filled = typeof input[HONEYPOT_FIELD] === "string" && input[HONEYPOT_FIELD] !== "";
    if (filled) log(`honeypot filled from ${clientAddress}; submission refused`);
    return filled;
  };
  const refused: Refused = { ok: false, reason: "invalid", fieldErrors: { form: "This form was not submitted properly." } };

  async function submit(kind: EnquiryKind, input: Record<string, unknown>, clientAddress: string): Promise<Outcome> {
    if (honeypotFilled(input, clientAddress)) return refused;
    const parsed = schemas[kind].safeParse(input);
    if (!parsed.success) return invalid(kind, input, parsed.error);

    const limit = deps.rateLimiter.take(`enquiry:${clientAddress}`);
    if (!limit.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds };

    const enquiry = compose(kind, parsed.data);
    const mail = composeNotification(deps.config, { kind, ...enquiry });
    const now = new Date();
    const leaseMs = deps.leaseMs;

    let notificationId: number | undefined;
    try {
      await deps.ensureSchema();
      ({ notificationId } = await store.saveSubmission(enquiry.submission, mail, now, new Date(now.getTime() + leaseMs)));
    } catch (error) {
      // A failed insert is logged and does not stop the flow; the e-mail still goes (requirements R13).
      log(`enquiry: could not store ${kind} enquiry ${mail.messageId}: ${errorText(error)}`);
    }

    let sent: boolean;
    if (notificationId !== undefined) {
      sent = await deliver({ store, mailer, log, retryBaseMs: deps.retryBaseMs, leaseMs }, { id: notificationId, mail, attempts: 1 });
    } else {
      sent = await mailer.send(mail).then(
        () => true,
        (error: unknown) => {
          log(`enquiry: could not send ${mail.messageId} either: ${errorText(error)}`);
          return false;
        },
      );
    }

    const stored = notificationId !== undefined;
    if (!stored && !sent) return { ok: false, reason: "failed" };
    return { ok: true, stored, sent };
  }

  async function subscribe(input: Record<string, unknown>, clientAddress: string): Promise<SubscribeOutcome> {
    if (honeypotFilled(input, clientAddress)) return refused;
    const parsed = schemas.subscribe.safeParse(input);
    if (!parsed.success) return invalid("subscribe", input, parsed.error);
    const limit = deps.rateLimiter.take(`subscribe:${clientAddress}`);
    if (!limit.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds };
    try {
      await deps.ensureSchema();
      const { created } = await store.addSubscriber(parsed.data.email.toLowerCase(), new Date());
      return { ok: true, created };
    } catch (error) {
      log(`newsletter: could not store subscriber: ${errorText(error)}`);
      return { ok: false, reason: "failed" };
    }
  }

  return { submit, subscribe };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
