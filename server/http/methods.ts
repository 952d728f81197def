// Which HTTP methods the site's files and pages answer. Every file and page can be read (GET,
// HEAD) and asked what it allows (OPTIONS: 204 with Allow); pages whose route has an action
// (the form pages) also take POST; a route with an action alone takes only POST. Any other method answers 405 with Allow and one log line,
// before React Router sees it: React Router would log a stack trace for each, and fail with a
// 500 on the methods the Fetch API refuses to build a Request for (TRACE, CONNECT).
import type { Request, RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

export const READ_METHODS = ["GET", "HEAD", "OPTIONS"] as const;
export const FORM_METHODS = [...READ_METHODS, "POST"] as const;
/** A resource route with an action and nothing to read (the office's passkey steps, its photo upload). */
const POST_ONLY_METHODS = ["OPTIONS", "POST"] as const;

/**
 * Answers OPTIONS, and any method outside `allowed`, itself; returns false when the request
 * should go on to be served.
 */
export function answeredMethod(req: Request, res: Response, allowed: readonly string[]): boolean {
  if (req.method !== "OPTIONS" && allowed.includes(req.method)) return false;
  res.setHeader("Allow", allowed.join(", "));
  if (req.method === "OPTIONS") {
    res.status(204).end();
    return true;
  }
  console.warn(`405 ${req.method} ${req.originalUrl} (allowed: ${allowed.join(", ")})`);
  res.status(405).type("text/plain").send(`This address does not accept ${req.method} requests.`);
  return true;
}

/** The build's flat route list (each route names its parent) as the tree matchRoutes expects. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is NonNullable<typeof route> => route?.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index } : { id, path, caseSensitive, children: routeTree(routes, id) },
    );
}

/**
 * A gate in front of React Router for `build`'s pages. Unknown paths (only the catch-all route
 * matches) are read as the 404 page and answer 404 to any other method: there is nothing there
 * to allow anything on.
 */
export function pageMethods(build: ServerBuild): RequestHandler {
  const tree = routeTree(build.routes);
  const manifestPath = build.routeDiscovery.mode === "lazy" ? build.routeDiscovery.manifestPath : undefined;
  const allowedOn = (id: string) => {
    const module = build.routes[id]?.module;
    if (!module?.action) return READ_METHODS;
    return module.loader || module.default ? FORM_METHODS : POST_ONLY_METHODS;
  };

  return (req, res, next) => {
    if (req.path === manifestPath) {
      if (!answeredMethod(req, res, READ_METHODS)) next();
      return;
    }
    // A page's data request (client-side navigation or form post) goes to "<page>.data", and
    // the home page's to "/_root.data".
    const pagePath = req.path === "/_root.data" ? "/" : req.path.replace(/\.data$/, "");
    const leaf = matchRoutes(tree, pagePath)?.at(-1)?.route;
    if (!leaf?.id || leaf.path === "*") {
      if (req.method === "GET" || req.method === "HEAD") return next();
      res.status(404).type("text/plain").send("There is no page at this address.");
      return;
    }
    if (!answeredMethod(req, res, allowedOn(leaf.id))) next();
  };
}
