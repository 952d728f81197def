// The server build's entry (vite.config.ts): the site's pages with the per-request context their
// loaders, actions and entry.server read. It, app/context.ts and the app's routes are one bundle,
// build/server/index.js, in which each context key exists once; in development Vite loads this
// same module (server/http/dev.ts). The Node side (server/index.ts, server/http/app.ts) never
// imports it: it creates the services once and hands them to reactRouterHandler(), knowing this
// module only by its type (ServerEntry, server/http/react-router.ts).
//
// The file stays a complete ServerBuild as well (the re-export below).
import { createRequestHandler } from "@react-router/express";
import {
  createRequestHandler as createFetchRequestHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import * as shippedBuild from "virtual:react-router/server-build";
import { cspNonceContext, routeHandleContext, servicesContext, siteUrlContext } from "./context.ts";
import { pageMethods } from "../server/http/methods.ts";
import type { ReactRouterOptions, ServerEntry } from "../server/http/react-router.ts";
import { handlesByPattern } from "../server/http/route-handles.ts";

export * from "virtual:react-router/server-build";
export { isPublishedPath, resourcePaths } from "./content/pages.ts";
import { everyPageScripts as pageScripts } from "./lib/page-scripts.ts";
import { photoViewerScript } from "../common/photo-viewer.ts";
import { heroVideoScript } from "./components/home/hero-video-script.ts";
import { carouselLoader } from "./lib/script-files.ts";

/**
 * The inline scripts a kept page may run: every page's, a project page's full-screen view
 * (common/photo-viewer.ts), the home page's film (components/home/hero-video-script.ts) and the
 * line that fetches the carousel's script file (lib/script-files.ts),
 * added here rather than beside the others, whose module the pages' shared script imports.
 */
export const everyPageScripts = [...pageScripts, photoViewerScript, heroVideoScript, carouselLoader];

function contextFor(build: ServerBuild, { services, siteUrl }: Pick<ReactRouterOptions, "services" | "siteUrl">) {
  const handleOf = handlesByPattern(build);
  return (clientAddress: string, nonce: string | null) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, { ...services, clientAddress });
    context.set(routeHandleContext, handleOf);
    context.set(cspNonceContext, nonce);
    context.set(siteUrlContext, siteUrl);
    return context;
  };
}

export const reactRouterHandler: ServerEntry["reactRouterHandler"] = ({ mode, build = shippedBuild, ...options }) => {
  const allowedMethods = pageMethods(build);
  const loadContext = contextFor(build, options);
  const render = createRequestHandler({
    build,
    mode,
    getLoadContext: (req, res) => loadContext(req.ip ?? "unknown", res.locals.cspNonce as string),
  });
  return (req, res, next) => allowedMethods(req, res, () => render(req, res, next));
};

export const publishedPageRenderer: ServerEntry["publishedPageRenderer"] = ({
  mode,
  build = shippedBuild,
  ...options
}) => {
  const render = createFetchRequestHandler(build, mode);
  const loadContext = contextFor(build, options);
  return (url) => render(new Request(url), loadContext("published page", null));
};
