// What the HTTP server hands React Router per request (set in getLoadContext): the services
// route actions use, and the nonce for the page's inline scripts. The key is kept on globalThis because this module is evaluated twice, once
// by Node for the HTTP server and once inside the bundled server build, and both must agree.
import { createContext, type RouterContext } from "react-router";
import type { EnquiryService } from "./enquiries.ts";

export type RequestServices = { enquiries: EnquiryService; clientAddress: string };

const registry = globalThis as typeof globalThis & {
  __saltboxServicesContext?: RouterContext<RequestServices>;
  __saltboxCspNonceContext?: RouterContext<string | null>;
};
export const servicesContext: RouterContext<RequestServices> = (registry.__saltboxServicesContext ??= createContext<RequestServices>());
/** Null while prerendering: those pages' scripts are allowed by hash instead. */
export const cspNonceContext: RouterContext<string | null> = (registry.__saltboxCspNonceContext ??= createContext<string | null>(null));
