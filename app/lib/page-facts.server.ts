// The business facts the root route's loader hands every page (header, footer, contact blocks).
// Kept apart from the office's facts screen (office-facts.server.ts), whose photo and form helpers
// every page would otherwise load with the root route.
import { servicesContext } from "~/context";
import { pageUrl, requireUser, type Context } from "./office.server";

/** The facts' preview in the office: its header and footer are the root route's, so the root reads the draft for it. */
export const FACTS_PREVIEW = "/office/facts/preview";

/** The facts as saved, or on the facts' preview (signed in only) with the changes kept as a draft. */
export async function pageFacts(request: Request, context: Context) {
  const { facts } = context.get(servicesContext);
  // As React Router matches it: any capitals, a trailing slash, or its data for a navigation in the browser.
  const path = pageUrl(request).pathname.toLowerCase().replace(/\/$/, "");
  if (path !== FACTS_PREVIEW) return facts.shown();
  await requireUser(request, context);
  return facts.edited();
}
