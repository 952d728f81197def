// What the HTTP server hands React Router per request (set in getLoadContext, app/server-entry.ts):
// the services route actions use, and the nonce for the page's inline scripts. Only code inside
// the server bundle imports this module, so each key is created once.
import { createContext } from "react-router";
import type { RequestServices } from "../server/services.ts";

export type { RequestServices };
export const servicesContext = createContext<RequestServices>();
/** Null while prerendering: those pages' scripts are allowed by hash instead. */
export const cspNonceContext = createContext<string | null>(null);
