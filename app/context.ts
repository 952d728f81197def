// What the HTTP server hands React Router per request (set in getLoadContext, app/server-entry.ts):
// the services route actions use, the site's public origin, each route's handle by its pattern and
// the nonce for the page's inline scripts. Only code inside
// the server bundle imports this module, so each key is created once.
import { createContext } from "react-router";
import type { RequestServices } from "../server/services.ts";

export type { RequestServices };
export const servicesContext = createContext<RequestServices>();
/**
 * The `handle` a route module exports, by the route's pattern as middleware sees it
 * (`/office/leads/:id`): how the office's shell reads what each of its routes declares.
 */
export const routeHandleContext = createContext<(pattern: string) => unknown>(() => undefined);
/** Null while prerendering: those pages' scripts are allowed by hash instead. */
export const cspNonceContext = createContext<string | null>(null);
/**
 * The site's public origin (SITE_URL, as the running server was started with): the start of every
 * canonical URL, sitemap and feed entry, JSON-LD and share-image address. Never the request's Host,
 * which the client chooses. The root loader hands it to every page's `meta` (app/lib/seo.ts).
 */
export const siteUrlContext = createContext<string>();
