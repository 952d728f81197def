// Runs a page's form post through the server's services and shapes the answer for the form:
// the status code of the outcome, the notice to show and, on failure, the visitor's values.
import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../server/context.ts";
import type { Outcome, SubscribeOutcome } from "../../server/enquiries.ts";
import type { EnquiryKind } from "../../server/storage/types.ts";
import type { EnquiryResult } from "./enquiry";

const MAX_KEPT_LENGTH = 5000;

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

function toResult(outcome: Outcome | SubscribeOutcome, values: Record<string, string>): EnquiryResult {
  if (outcome.ok) return { ok: true, notice: "sent" };
  const { website: _honeypot, ...kept } = values;
  return {
    ok: false,
    notice: outcome.reason,
    fieldErrors: "fieldErrors" in outcome ? outcome.fieldErrors : undefined,
    values: Object.fromEntries(Object.entries(kept).map(([name, value]) => [name, value.slice(0, MAX_KEPT_LENGTH)])),
  };
}

const unreadable = () => data<EnquiryResult>({ ok: false, notice: "invalid" }, { status: 400 });

export async function enquiryAction(kind: EnquiryKind, request: Request, context: Readonly<RouterContextProvider>) {
  const values = await formValues(request);
  if (!values) return unreadable();
  const { enquiries, clientAddress } = context.get(servicesContext);
  const outcome = await enquiries.submit(kind, values, clientAddress);
  return data(toResult(outcome, values), { status: outcome.status });
}

export async function subscribeAction(request: Request, context: Readonly<RouterContextProvider>) {
  const values = await formValues(request);
  if (!values) return unreadable();
  const { enquiries, clientAddress } = context.get(servicesContext);
  const outcome = await enquiries.subscribe(values, clientAddress);
  return data(toResult(outcome, values), { status: outcome.status });
}
