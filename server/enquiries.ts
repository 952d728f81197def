// The enquiry pipeline behind the contact and consultation forms and POST /api/contact:
// honeypot → validation → rate limit → store (with its outbox notification, one transaction)
// → send. Success when the enquiry is durably stored or the e-mail went out; an error only
// when neither happened, so nothing the visitor was told we received is ever lost.
import { z } from "zod";
import { HONEYPOT_FIELD } from "../app/lib/enquiry.ts";
import { consultationSchema, contactSchema, fieldErrors, subscribeSchema } from "../app/lib/enquiry-schema.ts";
import type { Config } from "./config.ts";
import { composeNotification, type MailField } from "./enquiry-mail.ts";
import type { Mailer } from "./mail.ts";
import { deliver } from "./outbox.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { EnquiryKind, NewSubmission, Store } from "./storage/types.ts";

export type Outcome =
  | { status: 200; ok: true; stored: boolean; sent: boolean }
  | { status: 400; ok: false; reason: "missing" | "invalid"; fieldErrors: Record<string, string> }
  | { status: 429; ok: false; reason: "rateLimited"; retryAfterSeconds: number }
  | { status: 503; ok: false; reason: "failed" };

export type SubscribeOutcome =
  | { status: 200; ok: true; created: boolean }
  | { status: 400; ok: false; reason: "missing" | "invalid"; fieldErrors: Record<string, string> }
  | { status: 429; ok: false; reason: "rateLimited"; retryAfterSeconds: number }
  | { status: 503; ok: false; reason: "failed" };

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
function compose(kind: EnquiryKind, input: z.output<typeof contactSchema> | z.output<typeof consultationSchema>) {
  const name = `${input.firstName} ${input.lastName}`;
  let details: MailField[];
  let message: string;
  if (kind === "contact" && "budget" in input) {
    // Exactly as the spec composes contact_submissions.message.
    message = `Project Type: ${input.projectType}\nBudget: ${input.budget}\n\n${input.message}`;
    details = [
      { label: "Project Type", value: input.projectType },
      { label: "Budget", value: input.budget },
    ];
  } else {
    const request = input as z.output<typeof consultationSchema>;
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

function invalid(error: z.ZodError) {
  const errors = fieldErrors(error);
  const reason: "missing" | "invalid" = Object.values(errors).some((message) => message.endsWith("is required.")) ? "missing" : "invalid";
  return { status: 400 as const, ok: false as const, reason, fieldErrors: errors };
}

export function createEnquiryService(deps: Dependencies) {
  const { store, mailer, log } = deps;
  const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const honeypotFilled = (input: Record<string, unknown>, clientAddress: string) => {
    const filled = typeof input[HONEYPOT_FIELD] === "string" && input[HONEYPOT_FIELD] !== "";
    if (filled) log(`honeypot filled from ${clientAddress}; submission refused`);
    return filled;
  };
  const refused = { status: 400, ok: false, reason: "invalid", fieldErrors: { form: "This form was not submitted properly." } } as const;

  async function submit(kind: EnquiryKind, input: Record<string, unknown>, clientAddress: string): Promise<Outcome> {
    if (honeypotFilled(input, clientAddress)) return refused;
    const parsed = (kind === "contact" ? contactSchema : consultationSchema).safeParse(input);
    if (!parsed.success) return invalid(parsed.error);

    const limit = deps.rateLimiter.take(`enquiry:${clientAddress}`);
    if (!limit.allowed) return { status: 429, ok: false, reason: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds };

    const enquiry = compose(kind, parsed.data);
    const mail = composeNotification(deps.config, { kind, ...enquiry });
    const now = new Date();
    const leaseMs = deps.leaseMs;

    let notificationId: number | undefined;
    try {
      await deps.ensureSchema();
      ({ notificationId } = await store.saveSubmission(enquiry.submission, mail, now, new Date(now.getTime() + leaseMs)));
    } catch (error) {
      // The spec: a failed insert is logged and does not stop the flow; the e-mail still goes.
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
    if (!stored && !sent) return { status: 503, ok: false, reason: "failed" };
    return { status: 200, ok: true, stored, sent };
  }

  async function subscribe(input: Record<string, unknown>, clientAddress: string): Promise<SubscribeOutcome> {
    if (honeypotFilled(input, clientAddress)) return refused;
    const parsed = subscribeSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const limit = deps.rateLimiter.take(`subscribe:${clientAddress}`);
    if (!limit.allowed) return { status: 429, ok: false, reason: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds };
    try {
      await deps.ensureSchema();
      const { created } = await store.addSubscriber(parsed.data.email.toLowerCase(), new Date());
      return { status: 200, ok: true, created };
    } catch (error) {
      log(`newsletter: could not store subscriber: ${errorText(error)}`);
      return { status: 503, ok: false, reason: "failed" };
    }
  }

  return { submit, subscribe };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
