// An enquiry's outcome, turned into what the visitor is answered: the HTTP status, the headers,
// the notice and the message. The site's form pages and the JSON API both answer through here, and
// the newsletter links' pages and one-click endpoint take their status from here too.
import {
  notices,
  type EnquiryResult,
  type FormName,
  type NewsletterLinkOutcome,
  type Refusal,
} from "../../common/enquiry.ts";
import type { BookingOutcome } from "../bookings/bookings.ts";
import type { Outcome } from "../enquiries/enquiries.ts";
import type { SubscribeOutcome } from "../newsletter/newsletter.ts";

/**
 * "taken": the consultation time was booked by someone else first (409 Conflict, with the nearest
 * free times); "alreadyBooked": the address holds an upcoming consultation (409, its link mailed).
 */
const statusFor: Record<Refusal, number> = {
  missing: 400,
  invalid: 400,
  rateLimited: 429,
  taken: 409,
  alreadyBooked: 409,
  failed: 503,
};

export type Reply = {
  status: number;
  headers: Record<string, string>;
  /** What the form shows. */
  result: EnquiryResult;
  /** The same notice in one sentence, for clients that show a single message. */
  message: string;
};

export function replyTo(kind: FormName, outcome: Outcome | SubscribeOutcome | BookingOutcome): Reply {
  if (outcome.ok) {
    // A booking creates something the visitor can come back to (its manage link): 201 Created.
    const [status, notice] = "booking" in outcome ? ([201, "booked"] as const) : ([200, "sent"] as const);
    const { title, description } = notices[kind][notice];
    return { status, headers: {}, result: { ok: true, notice }, message: `${title} ${description}` };
  }
  const { title, description } = notices[kind][outcome.reason];
  return {
    status: statusFor[outcome.reason],
    headers: outcome.reason === "rateLimited" ? { "Retry-After": String(outcome.retryAfterSeconds) } : {},
    result: {
      ok: false,
      notice: outcome.reason,
      fieldErrors: "fieldErrors" in outcome ? outcome.fieldErrors : undefined,
    },
    message: `${title}: ${description}`,
  };
}

/** The HTTP status of each page behind a newsletter link: a link that cannot work is the visitor's 4xx. */
export const linkStatus: Record<NewsletterLinkOutcome, number> = {
  askConfirm: 200,
  confirmed: 200,
  alreadyConfirmed: 200,
  askUnsubscribe: 200,
  unsubscribed: 200,
  invalid: 400,
  expired: 410,
  stale: 410,
  failed: 503,
};
