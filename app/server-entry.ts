// The server build's entry (vite.config.ts): the site's pages with the per-request context their
// loaders, actions and entry.server read. It, app/context.ts and the app's routes are one bundle,
// build/server/index.js, in which each context key exists once; in development Vite loads this
// same module (server/http/dev.ts). The Node side (server/index.ts, server/http/app.ts) never
// imports it: it creates the services once and hands them to reactRouterHandler(), knowing this
// module only by its type (ServerEntry, server/http/react-router.ts).
//
// The file stays a complete ServerBuild as well (the re-export below): React Router's own
// prerendering at build time loads build/server/index.js as one.
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createFetchRequestHandler, RouterContextProvider } from "react-router";
import * as shippedBuild from "virtual:react-router/server-build";
import { cspNonceContext, servicesContext } from "./context.ts";
import { site } from "../common/site.ts";
import { pageMethods } from "../server/http/methods.ts";
import type { ReactRouterOptions, ServerEntry } from "../server/http/react-router.ts";

export * from "virtual:react-router/server-build";
export { isPublishedPath } from "./content/pages.ts";

export const siteUrl: ServerEntry["siteUrl"] = site.url;

function loadContext(services: ReactRouterOptions["services"], clientAddress: string, nonce: string | null) {
  const context = new RouterContextProvider();
  context.set(servicesContext, { ...services, clientAddress });
  context.set(cspNonceContext, nonce);
  return context;
}

export const reactRouterHandler: ServerEntry["reactRouterHandler"] = ({ services, mode, build = shippedBuild }) => {
  const allowedMethods = pageMethods(build);
  const render = createRequestHandler({
    build,
    mode,
    getLoadContext: (req, res) => loadContext(services, req.ip ?? "unknown", res.locals.cspNonce as string),
  });
  return (req, res, next) => allowedMethods(req, res, () => render(req, res, next));
};

export const publishedPageRenderer: ServerEntry["publishedPageRenderer"] = ({
  services,
  mode,
  build = shippedBuild,
}) => {
  const render = createFetchRequestHandler(build, mode);
  return (url) => render(new Request(url), loadContext(services, "published page", null));
};
