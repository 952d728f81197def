// Runs a page's form post through the server's enquiry service and answers the form: the reply
// for the outcome (server/enquiry-reply.ts) plus, on failure, the visitor's values, so a page
// posted without JavaScript comes back filled in.
import { data, type RouterContextProvider } from "react-router";
import { HONEYPOT_FIELD, maxLengths, type EnquiryKind, type EnquiryResult } from "#common/enquiry.ts";
import { servicesContext } from "../../server/context.ts";
import { replyTo } from "../../server/enquiry-reply.ts";

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

export async function enquiryAction(kind: EnquiryKind | "subscribe", request: Request, context: Readonly<RouterContextProvider>) {
  const values = await formValues(request);
  if (!values) return unreadable();
  const { enquiries, clientAddress } = context.get(servicesContext);
  const outcome = kind === "subscribe" ? await enquiries.subscribe(values, clientAddress) : await enquiries.submit(kind, values, clientAddress);
  const { status, headers, result } = replyTo(kind, outcome);
  if (result.ok) return data<EnquiryResult>(result, { status, headers });
  const { [HONEYPOT_FIELD]: _honeypot, ...kept } = values;
  const keptValues = Object.fromEntries(Object.entries(kept).map(([name, value]) => [name, value.slice(0, MAX_KEPT_LENGTH)]));
  return data<EnquiryResult>({ ...result, values: keptValues }, { status, headers });
}
