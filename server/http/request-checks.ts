// The checks every request passes before anything is served: a readable host, the path as React
// Router will match it, and, for a change (POST, PUT, PATCH, DELETE), an origin that is the site's
// own. Each refusal is a 4xx with one log line, never a stack.
import type { Request, RequestHandler } from "express";

/**
 * Whether a Host (or X-Forwarded-Host) value is a host a URL can be built on: a name or an
 * address, with at most a port of 1 to 65535. Anything else ("a:99999", "", " ", "[bad") would
 * make React Router's `new URL()` throw a 500 deep in the pages.
 */
export function isValidHost(value: string | undefined): value is string {
  if (!value || value.length > 255 || !/^[\w.:[\]-]+$/.test(value)) return false;
  try {
    const url = new URL(`http://${value}/`);
    // The URL parser drops a default port and lowercases: compare the parts it could not have
    // invented (a trailing colon or a port of 0 never reach a page).
    const port = /:(\d+)$/.exec(value)?.[1];
    return url.hostname !== "" && (port === undefined || (Number(port) >= 1 && Number(port) <= 65535));
  } catch {
    return false;
  }
}

/**
 * The path as React Router matches it (RFC 3986 §6.2.2): percent-encoded letters, digits and
 * `-._~` decoded (`/%6Fffice` is `/office`), dot segments resolved (`%2e` and backslashes as the
 * WHATWG URL parser reads them). Other escapes stay as they are, since decoding `%2F` would make a
 * new segment. Undefined for a target that is no path (`*`, a proxy's absolute form).
 */
export function routedPath(target: string): string | undefined {
  if (!target.startsWith("/")) return undefined;
  let url: URL;
  try {
    // Joined, not resolved against a base: `//elsewhere/x` stays a path on this host.
    url = new URL(`http://routed.invalid${target}`);
  } catch {
    return undefined;
  }
  const pathname = url.pathname.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[\w.~-]/.test(char) ? char : escape;
  });
  // Decoded dots may make new dot segments (`/%2E%2E/`), which the parser resolves in a second pass.
  return new URL(`http://routed.invalid${pathname}`).pathname + url.search;
}

/** The one-click unsubscribe (RFC 8058): mail providers post it from no page of ours. */
const ONE_CLICK_UNSUBSCRIBE = "/newsletter/unsubscribe";
const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether a browser sent this change from another origin: its Origin names another (or an opaque,
 * "null") origin, or its Sec-Fetch-Site says another site, or another port of this one
 * ("same-site"), made it. A client that sends neither is no browser a forged form could ride.
 */
export function fromAnotherOrigin(headers: { origin?: string; fetchSite?: string }, ownOrigin: string): boolean {
  if (headers.fetchSite !== undefined && headers.fetchSite !== "same-origin") return true;
  return headers.origin !== undefined && headers.origin !== ownOrigin;
}

/** Whether Express trusts the peer to speak for the visitor (TRUST_PROXY): then X-Forwarded-Host counts. */
const trustsPeer = (req: Request) =>
  (req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean)(req.socket.remoteAddress, 0);

/** Host, and X-Forwarded-Host from a trusted proxy, must be readable: otherwise 400 before anything renders. */
export const readableHost: RequestHandler = (req, res, next) => {
  const forwarded = trustsPeer(req) ? req.get("x-forwarded-host") : undefined;
  const host = req.get("host");
  // A proxy may list several hosts; Express takes the first.
  const bad = !isValidHost(host)
    ? "Host"
    : forwarded !== undefined && !isValidHost(forwarded.split(",")[0]!.trim())
      ? "X-Forwarded-Host"
      : undefined;
  if (!bad) return next();
  console.warn(
    `400 ${req.method} ${req.originalUrl}: unreadable ${bad} header ${JSON.stringify(bad === "Host" ? host : forwarded)}`,
  );
  res.status(400).type("text/plain").send(`The request's ${bad} header does not name a host.`);
};

/**
 * Every handler after this one sees the path React Router will match: an office address spelled
 * `/%6Fffice/...` or reached through `%2e%2e` gets the office's guard and headers like any other.
 */
export const asRouted: RequestHandler = (req, _res, next) => {
  const routed = routedPath(req.url);
  // `OPTIONS *` and the like go on as they came: no route matches them.
  if (routed !== undefined && routed !== req.url) req.url = req.originalUrl = routed;
  next();
};

/** A change from another origin is refused with 403, anywhere on the site, save the one-click unsubscribe. */
export const sameOriginChanges: RequestHandler = (req, res, next) => {
  // Where the app mounted this (the JSON API's router holds it too), the path from the site's root.
  const path = req.baseUrl + req.path;
  if (!CHANGES.has(req.method) || path === ONE_CLICK_UNSUBSCRIBE) return next();
  const origin = req.get("origin");
  if (!fromAnotherOrigin({ origin, fetchSite: req.get("sec-fetch-site") }, `${req.protocol}://${req.host}`))
    return next();
  console.warn(`403 ${req.method} ${req.originalUrl}: sent from ${origin ?? req.get("sec-fetch-site")}`);
  const message = /^\/office(\.data)?(\/|$)/i.test(path)
    ? "Changes to the office are accepted only from its own pages."
    : "Changes are accepted only from this site's own pages.";
  if (path.startsWith("/api/")) res.status(403).json({ ok: false, error: message });
  else res.status(403).type("text/plain").send(message);
};
