// The browser half of every enquiry form's post. With JavaScript, React Router runs a route's
// clientAction, which calls the server action over the network. Anything can go wrong in
// transit: no answer, a reset connection, a proxy or CDN answering 502 with its own page, a
// request that hangs. React Router would throw those to the error boundary and the visitor
// would lose the page and everything typed; here they become the ordinary "failed" result, so
// the form shows the Error notice and keeps its values.
import type { ShouldRevalidateFunction } from "react-router";
import { notices, type EnquiryResult } from "#common/enquiry.ts";

/** How long a post may take before we tell the visitor it failed (a slow phone connection posts a form in a few seconds). */
export const SUBMIT_TIMEOUT_MS = 15_000;

const failed: EnquiryResult = { ok: false, notice: "failed" };

/** Only an answer shaped like the app's own result counts; anything else is a failure in transit. */
export function isEnquiryResult(value: unknown): value is EnquiryResult {
  if (typeof value !== "object" || value === null) return false;
  const { ok, notice } = value as Record<string, unknown>;
  return (
    typeof ok === "boolean" &&
    typeof notice === "string" &&
    Object.hasOwn(notices.contact, notice) &&
    ok === (notice === "sent")
  );
}

export async function submitInPlace(
  serverAction: () => Promise<unknown>,
  timeoutMs = SUBMIT_TIMEOUT_MS,
): Promise<EnquiryResult | Response> {
  let timer: number | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, timeoutMs);
  });
  try {
    const answer = await Promise.race([serverAction(), timedOut]);
    // A redirect (a booking goes on to its own page) is the app's answer too: React Router follows it.
    if (answer instanceof Response && answer.status >= 300 && answer.status < 400) return answer;
    return isEnquiryResult(answer) ? answer : failed;
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return failed;
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * For a page with a time picker: after a time was taken (a 409, which React Router would not
 * revalidate on) the week is read again, so the taken time leaves the list. After a post that
 * failed on the way, asking for the times again would fail the same way (and lose the page).
 */
export const revalidateAfterTaken: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult?.notice === "taken" ? true : actionResult?.notice === "failed" ? false : defaultShouldRevalidate;
