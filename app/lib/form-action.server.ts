// Runs a page's form post through the server's enquiry service and answers the form: the reply
// for the outcome (server/http/reply.ts) plus, on failure, the visitor's values, so a page
// posted without JavaScript comes back filled in.
import { data, redirect, type RouterContextProvider } from "react-router";
import {
  CONTACT_BODY_LIMIT_BYTES,
  enquiryPhotos,
  HONEYPOT_FIELD,
  KEEP_TYPED_FIELD,
  maxLengths,
  type EnquiryKind,
  type EnquiryResult,
  type KeptValues,
} from "#common/enquiry.ts";
import { servicesContext } from "../context.ts";
import { asksForBooking, type BookingOutcome } from "../../server/bookings/bookings.ts";
import type { Outcome } from "../../server/enquiries/enquiries.ts";
import type { SubscribeOutcome } from "../../server/newsletter/newsletter.ts";
import { replyTo } from "../../server/http/reply.ts";
import { MultipartRefused, multipartBoundary, readMultipart, type MultipartForm } from "../../server/http/multipart.ts";
import { nearestChoices } from "./consultation-times.server";

/** No field accepts more than this, so no more than this is ever sent back. */
const MAX_KEPT_LENGTH = Math.max(...Object.values(maxLengths));

async function formValues(request: Request): Promise<Record<string, string> | undefined> {
  try {
    const form = await request.formData();
    const values: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string") values[name] = value;
    return values;
  } catch {
    return undefined;
  }
}

const unreadable = () => data<EnquiryResult>({ ok: false, notice: "invalid" }, { status: 400 });

export async function enquiryAction(
  kind: EnquiryKind | "subscribe",
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const values = await formValues(request);
  if (!values) return unreadable();
  const { enquiries, newsletter, clientAddress } = context.get(servicesContext);
  const outcome =
    kind === "subscribe"
      ? await newsletter.subscribe(values, clientAddress)
      : await enquiries.submit(kind, values, clientAddress);
  return answer(kind, outcome, values);
}

/** As much text as any form's post holds (server/http/app.ts): a contact post no larger carries no photo worth queueing. */
const FORM_TEXT_BYTES = 64 * 1024;

/** What a contact post may hold: its photos (common/enquiry.ts) and text as much as any form's. */
const contactLimits = {
  maxFiles: enquiryPhotos.maxCount,
  maxFileBytes: enquiryPhotos.maxBytes,
  maxFieldBytes: FORM_TEXT_BYTES,
  maxBodyBytes: CONTACT_BODY_LIMIT_BYTES,
  maxParts: 100,
};

/**
 * The contact page's post. With its photo chooser the form is multipart: read as it arrives, its
 * limits kept while reading (server/http/multipart.ts). One carrying photos waits its turn among
 * the posts with photos (photos.receiving, two at a time: the others wait unread, so memory holds
 * two posts' photos at most); one without (as small as a text-only form) goes at once, so a slow
 * upload never holds up a plain message. A plain form (an older page) goes as every enquiry does.
 */
export async function contactAction(request: Request, context: Readonly<RouterContextProvider>) {
  const boundary = multipartBoundary(request.headers.get("content-type"));
  if (!boundary) return enquiryAction("contact", request, context);
  const { enquiries, photos, clientAddress } = context.get(servicesContext);
  const withPhotos = Number(request.headers.get("content-length") ?? Infinity) > FORM_TEXT_BYTES;
  const inTurn = <T>(job: () => Promise<T>) => (withPhotos ? photos.receiving(job) : job());
  return inTurn(async () => {
    let form: MultipartForm;
    try {
      form = await readMultipart(request.body, boundary, contactLimits);
    } catch (error) {
      if (!(error instanceof MultipartRefused)) throw error;
      const fieldErrors = { [enquiryPhotos.field]: error.message };
      return data<EnquiryResult>({ ok: false, notice: "invalid", fieldErrors }, { status: error.status });
    }
    const uploads = form.files.filter((file) => file.field === enquiryPhotos.field);
    return answer("contact", await enquiries.submit("contact", form.fields, clientAddress, uploads), form.fields);
  });
}

/**
 * The consultation page's post: with a chosen time (`start`) it books it and sends the visitor
 * to their booking's page (post, redirect, get); without one it is the call-me-back request.
 * A press of "Later week" or "Ask us to call you instead" without JavaScript sends nothing: the
 * page it asked for (its URL's ?week or ?call) comes back with what was typed.
 */
export async function consultationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const values = await formValues(request);
  if (!values) return unreadable();
  if (KEEP_TYPED_FIELD in values) return { kept: keepable(values) } satisfies KeptValues;
  const { enquiries, bookings, clientAddress } = context.get(servicesContext);
  if (!asksForBooking(values))
    return answer("consultation", await enquiries.submit("consultation", values, clientAddress), values);
  const outcome = await bookings.book(values, clientAddress);
  if (outcome.ok) return redirect(`${outcome.booking.manageUrl}?booked`, 303);
  return answer("consultation", outcome, values);
}

/** The reply for the outcome; on failure with the visitor's values, and for a taken time the nearest free ones. */
export function answer(
  kind: EnquiryKind | "subscribe",
  outcome: Outcome | SubscribeOutcome | BookingOutcome,
  values: Record<string, string>,
) {
  const { status, headers, result } = replyTo(kind, outcome);
  if (result.ok) return data<EnquiryResult>(result, { status, headers });
  const keptValues = keepable(values);
  // A taken time is not offered again, so it is not kept as the choice either.
  if ("nearest" in outcome) delete keptValues.start;
  const suggestions = "nearest" in outcome ? nearestChoices(outcome.nearest) : undefined;
  return data<EnquiryResult>({ ...result, values: keptValues, suggestions }, { status, headers });
}

/** The visitor's values as a page may show them again: no honeypot, no button, no more than a field holds. */
function keepable(values: Record<string, string>): Record<string, string> {
  const { [HONEYPOT_FIELD]: _honeypot, [KEEP_TYPED_FIELD]: _button, ...kept } = values;
  return Object.fromEntries(Object.entries(kept).map(([name, value]) => [name, value.slice(0, MAX_KEPT_LENGTH)]));
}
