// Security headers on every response; the Mozilla Observatory's tests are the yardstick.
// Scripts and styles load only from our own origin, plus the inline ones a page carries (its
// stylesheet, its speculation rules, React Router's scripts on pages that hydrate): named by a
// per-request nonce on server-rendered pages, by hash on prerendered ones.
import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Browser features the site never uses, switched off for it and for anything it might embed; and
 * passkeys, which the office signs in with, allowed for the site itself only.
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .concat("publickey-credentials-get=(self)", "publickey-credentials-create=(self)")
  .join(", ");

/**
 * The policy for a page; `scripts` and `styles` are extra sources ('nonce-…' or 'sha256-…'). Only
 * previews (a letter's, a page's) may be framed, by the site itself (`framedBySite`).
 */
export function contentSecurityPolicy({
  scripts,
  styles,
  framedBySite = false,
}: {
  scripts: string[];
  styles: string[];
  framedBySite?: boolean;
}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...scripts],
    "style-src": ["'self'", ...styles],
    // data: for the site's icon, which every page carries inline (app/root.tsx).
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "form-action": ["'self'"],
    // The office frames its previews (a letter's, a page's) from its own server; nothing else is framed.
    "frame-src": ["'self'"],
    "frame-ancestors": [framedBySite ? "'self'" : "'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}

/** A CSP source that allows the inline script or style `body` exactly as written. */
export const hashSource = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/** CSP hash sources for the executable inline scripts (speculation rules included) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!) || body === "") continue;
    // JSON-LD and other data blocks are never executed, so CSP does not apply to them.
    if (/\btype\s*=\s*"?application\/(ld\+)?json/i.test(attributes!)) continue;
    hashes.add(hashSource(body!));
  }
  return [...hashes];
}

/** CSP hash sources for the inline <style> elements of an HTML document. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => hashSource(body!)))];
}

export function securityHeaders({ hstsMaxAge }: { hstsMaxAge: number }): RequestHandler {
  const policy = contentSecurityPolicy({ scripts: [], styles: [] });
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", policy);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    // Only over HTTPS (directly or, with TRUST_PROXY, as the proxy reports it): on plain HTTP the
    // header is meaningless and would pin a development host to HTTPS.
    if (req.secure && hstsMaxAge > 0)
      res.setHeader("Strict-Transport-Security", `max-age=${hstsMaxAge}; includeSubDomains`);
    next();
  };
}

/**
 * Server-rendered pages: a fresh nonce per request, handed to the page's inline scripts and style.
 * A shared cache must never hand one page (and its nonce) to someone else.
 */
export const scriptNonce: RequestHandler = (_req, res, next) => {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", noncePolicy(nonce));
  res.setHeader("Cache-Control", "private, no-cache");
  next();
};
const noncePolicy = (nonce: string, framedBySite = false) =>
  contentSecurityPolicy({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`], framedBySite });

/** A draft estimate's preview as its client will see it (app/lib/estimate-preview.server.ts), and its data requests. */
const estimatePreview = /^\/estimates\/preview\/\d+(\.data)?\/?$/i;

/**
 * A public page in preview mode (`?preview=<id>`, app/lib/page-preview.server.ts), a draft
 * estimate's preview, and their data requests: a draft for the signed-in person who asked, so never
 * stored by any cache nor indexed; framed at a phone's width and a desktop's by the preview itself
 * (`&widths`) or the office's estimate page, by nothing else. The office's own pages are never
 * previews.
 */
export const pagePreviewHeaders: RequestHandler = (req, res, next) => {
  const previewing =
    (req.query.preview !== undefined && !/^\/office(\.data)?(\/|$)/i.test(req.path)) || estimatePreview.test(req.path);
  if (!previewing) return next();
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  res.setHeader("Content-Security-Policy", noncePolicy(res.locals.cspNonce as string, true));
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  next();
};

/**
 * A letter's preview in the office: mail HTML (inline styles, no script), framed by the office's
 * own compose page and by nothing else.
 */
export const letterPreviewHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  );
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  next();
};
