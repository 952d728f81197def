// What the Node side (server/index.ts, server/http/dev.ts) expects of the server bundle, whose entry
// is app/server-entry.ts (vite.config.ts): the pages as Express middleware, made from the services
// this process created once. The bundle holds the app's routes and its context keys
// (app/context.ts), so each key exists once; the server only knows the bundle by these types.
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { FeatureServices } from "../services.ts";

export type ReactRouterOptions = {
  services: FeatureServices;
  /** The site's public origin, the running server's SITE_URL (server/config.ts). */
  siteUrl: string;
  /** "development" shows error details in the browser; anything else withholds them. */
  mode: string;
  /** The routes to serve: this bundle's own, or (in a test) a copy with a fault injected. */
  build?: ServerBuild;
};

/** What build/server/index.js (and app/server-entry.ts loaded by Vite) exports. */
export type ServerEntry = ServerBuild & {
  /** The pages as Express middleware; needs res.locals.cspNonce (server/http/security-headers.ts). */
  reactRouterHandler: (options: ReactRouterOptions) => RequestHandler;
  /**
   * Renders a page from the database as the build renders a prerendered one (no nonce: its inline
   * scripts are allowed by hash), for server/http/published-pages.ts to keep until the content changes.
   */
  publishedPageRenderer: (options: ReactRouterOptions) => (url: URL) => Promise<Response>;
  /** Which paths are made from the database's content (server/index.ts hands them to published-pages.ts). */
  isPublishedPath: (path: string) => boolean;
  /** The files the server renders once as it starts (robots.txt). */
  resourcePaths: string[];
  /**
   * The inline scripts of every public page as the build wrote them (app/lib/page-scripts.ts): all
   * that a kept page without React in the browser may run (server/http/static-files.ts, pagePolicy).
   */
  everyPageScripts: string[];
};
