// Admission: the checks every post from a visitor passes before anything is kept or sent, the
// same for an enquiry, a booking and a subscription: the honeypot, the form's zod schema (a
// required field left empty is "Missing Information", requirements R10), then the per-address
// rate limit.
import type { z } from "zod";
import { HONEYPOT_FIELD, missingRequiredFields } from "../../common/enquiry.ts";
import { fieldErrors } from "../../common/enquiry-schema.ts";
import type { RateLimiter } from "./rate-limit.ts";

/** Why a submission was refused, with what the visitor needs to put it right. */
export type Refused =
  | { ok: false; reason: "missing" | "invalid"; fieldErrors: Record<string, string> }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number }
  | { ok: false; reason: "failed" };

/** Any required field left empty is "Missing Information" (requirements R10); other errors are "invalid". */
function invalid(required: readonly string[], input: Record<string, unknown>, error: z.ZodError): Refused {
  const missing = missingRequiredFields(input, required).length > 0;
  return { ok: false, reason: missing ? "missing" : "invalid", fieldErrors: fieldErrors(error) };
}

/** A form's schema, its required fields, and its rate limit (none for the office's own posts). */
type Form<T> = {
  schema: z.ZodType<T, unknown>;
  required: readonly string[];
  rateBucket: "enquiry" | "subscribe" | null;
};

/** The checks every post passes before anything is kept: the honeypot, validation, the rate limit. */
export function createAdmission({ rateLimiter, log }: { rateLimiter: RateLimiter; log: (line: string) => void }) {
  const refused: Refused = {
    ok: false,
    reason: "invalid",
    fieldErrors: { form: "This form was not submitted properly." },
  };
  return async function admit<T>(
    form: Form<T>,
    input: Record<string, unknown>,
    clientAddress: string,
  ): Promise<{ ok: true; data: T } | Refused> {
    if (typeof input[HONEYPOT_FIELD] === "string" && input[HONEYPOT_FIELD] !== "") {
      log(`honeypot filled from ${clientAddress}; submission refused`);
      return refused;
    }
    const parsed = form.schema.safeParse(input);
    if (!parsed.success) return invalid(form.required, input, parsed.error);
    const limit =
      form.rateBucket === null
        ? { allowed: true as const }
        : await rateLimiter.take(`${form.rateBucket}:${clientAddress}`);
    if (!limit.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: limit.retryAfterSeconds };
    return { ok: true, data: parsed.data };
  };
}
