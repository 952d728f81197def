// The React Router part of the HTTP server: the site's pages, with the per-request context their
// loaders, actions and entry.server read. This module is the server build's entry (vite.config.ts),
// so it, app/context.ts and the app's routes are one bundle, build/server/index.js, in which
// each context key exists once; in development Vite loads the same module (server/http/dev.ts). The
// Node side (server/index.ts, server/http/app.ts) never imports context.ts: it creates the services
// once and hands them to reactRouterHandler().
//
// The file stays a complete ServerBuild as well (the re-export below): React Router's own
// prerendering at build time loads build/server/index.js as one.
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import {
  createRequestHandler as createFetchRequestHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import * as shippedBuild from "virtual:react-router/server-build";
import { cspNonceContext, routeHandleContext, servicesContext, siteUrlContext } from "../../app/context.ts";
import { pageMethods } from "./methods.ts";
import { handlesByPattern } from "./route-handles.ts";
import type { Services } from "../services.ts";

export * from "virtual:react-router/server-build";
/**
 * Which paths are made from the database's content (server/index.ts hands them to published-pages.ts),
 * and which files it renders once as it starts.
 */
export { isPublishedPath, resourcePaths } from "../../app/content/pages.ts";

export type ReactRouterOptions = {
  services: Pick<
    Services,
    | "enquiries"
    | "bookings"
    | "newsletter"
    | "letters"
    | "office"
    | "availability"
    | "calendar"
    | "passkeys"
    | "portfolio"
    | "blog"
    | "legalPages"
    | "testimonials"
    | "cardLists"
    | "servicePages"
    | "gallery"
    | "aboutPage"
    | "facts"
    | "photos"
  >;
  /** The site's public origin, the running server's SITE_URL (server/config.ts). */
  siteUrl: string;
  /** "development" shows error details in the browser; anything else withholds them. */
  mode: string;
  /** The routes to serve: this bundle's own, or (in a test) a copy with a fault injected. */
  build?: ServerBuild;
};

function loadContext(
  { services, siteUrl }: Pick<ReactRouterOptions, "services" | "siteUrl">,
  clientAddress: string,
  nonce: string | null,
  handleOf: (pattern: string) => unknown,
) {
  const context = new RouterContextProvider();
  context.set(routeHandleContext, handleOf);
  context.set(servicesContext, {
    enquiries: services.enquiries,
    bookings: services.bookings,
    newsletter: services.newsletter,
    letters: services.letters,
    office: services.office,
    availability: services.availability,
    calendar: services.calendar,
    passkeys: services.passkeys,
    portfolio: services.portfolio,
    blog: services.blog,
    legalPages: services.legalPages,
    testimonials: services.testimonials,
    cardLists: services.cardLists,
    servicePages: services.servicePages,
    gallery: services.gallery,
    aboutPage: services.aboutPage,
    facts: services.facts,
    photos: services.photos,
    clientAddress,
  });
  context.set(cspNonceContext, nonce);
  context.set(siteUrlContext, siteUrl);
  return context;
}

/** The pages as Express middleware; needs res.locals.cspNonce (server/http/security-headers.ts). */
export function reactRouterHandler({ mode, build = shippedBuild, ...perRequest }: ReactRouterOptions): RequestHandler {
  const allowedMethods = pageMethods(build);
  const handleOf = handlesByPattern(build);
  const render = createRequestHandler({
    build,
    mode,
    getLoadContext: (req, res) => loadContext(perRequest, req.ip ?? "unknown", res.locals.cspNonce as string, handleOf),
  });
  return (req, res, next) => allowedMethods(req, res, () => render(req, res, next));
}

/**
 * Renders a page from the database as the build renders a prerendered one (no nonce: its inline
 * scripts are allowed by hash), for server/http/published-pages.ts to keep until the content changes.
 */
export function publishedPageRenderer({ mode, build = shippedBuild, ...perRequest }: ReactRouterOptions) {
  const render = createFetchRequestHandler(build, mode);
  const handleOf = handlesByPattern(build);
  return (url: URL) => render(new Request(url), loadContext(perRequest, "published page", null, handleOf));
}

/** What build/server/index.js (and server/http/react-router.ts loaded by Vite) exports. */
export type ServerEntry = ServerBuild & {
  reactRouterHandler: typeof reactRouterHandler;
  publishedPageRenderer: typeof publishedPageRenderer;
  isPublishedPath: (path: string) => boolean;
  resourcePaths: string[];
};
