// How route actions reach the server's services: a React Router context set per request in
// getLoadContext. The key is kept on globalThis because this module is evaluated twice, once
// by Node for the HTTP server and once inside the bundled server build, and both must agree.
import { createContext, type RouterContext } from "react-router";
import type { EnquiryService } from "./enquiries.ts";

export type RequestServices = { enquiries: EnquiryService; clientAddress: string };

const registry = globalThis as typeof globalThis & { __saltboxServicesContext?: RouterContext<RequestServices> };
export const servicesContext: RouterContext<RequestServices> = (registry.__saltboxServicesContext ??= createContext<RequestServices>());
