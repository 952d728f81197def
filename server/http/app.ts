// The HTTP application: security headers, the browser's files (in production the client build:
// prerendered pages and assets, precompressed; in development Vite), the JSON API and React
// Router for the rest (form pages, 404s). Exported without listening, so tests can start it.
import compression from "compression";
import zlib from "node:zlib";
import { changeOrderPdf, estimatePageHeaders, estimatePdf } from "./estimate-files.ts";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { apiRouter } from "./api.ts";
import { calendarFeed } from "../mail/icalendar.ts";
import { answeredMethod, FORM_METHODS } from "./methods.ts";
import { unsubscribeEndpoint } from "./unsubscribe.ts";
import { officeGuard } from "./office-guard.ts";
import { asRouted, readableHost, sameOriginChanges } from "./request-checks.ts";
import { photoFiles } from "./photo-files.ts";
import { CONTACT_BODY_LIMIT_BYTES, enquiryPhotos, megabytes } from "../../common/enquiry.ts";
import { letterPreviewHeaders, pagePreviewHeaders, scriptNonce, securityHeaders } from "./security-headers.ts";
import type { Services } from "../services.ts";

const FORM_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * The office's content forms: a project's or post's with its photos (up to 30 MB each: a few at
 * full size, a dozen as phones make them), a service's or the about page's photo, a long post's
 * or legal page's text; as the form posts them and as React Router's script does (to `.data`),
 * with any capitals, as React Router matches them.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 100 * 1024 * 1024;
const UPLOAD_PATHS = /^\/office\/((portfolio|blog|legal|services)\/(new|\d+)|about|photos)(\.data)?$/i;
/** The contact form, which carries up to five photos (common/enquiry.ts), read as it arrives by its action. */
const CONTACT_PATH = /^\/contact\/?(\.data)?$/i;

/** The contact page's answer to photos that are more than a message carries: a page, read without JavaScript. */
const contactTooLarge = (bytes: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your photos are too large together</title></head>
<body>
<h1>Your photos are too large together</h1>
<p>A message can carry up to ${enquiryPhotos.maxCount} photos of up to ${megabytes(enquiryPhotos.maxBytes)} each; these came to ${megabytes(bytes)}, so nothing was sent.</p>
<p>Go back with your browser's Back button (what you typed is still in the form), choose fewer or smaller photos, and send it again. Or send the message without photos, and the photos by e-mail once we reply.</p>
<p><a href="/contact">Back to the contact form</a></p>
</body></html>
`;

/**
 * Form posts to the site's pages are small (the office's photo uploads apart); refuse oversized bodies before reading them. A body of
 * unannounced length (Transfer-Encoding: chunked) could only be measured while the pages read it, so
 * it is refused too: browsers always send a form's Content-Length.
 */
const limitFormBodies: RequestHandler = (req, res, next) => {
  if (req.method !== "POST") return next();
  const length = req.get("content-length");
  if (length === undefined && req.get("transfer-encoding") !== undefined) {
    res.status(411).type("text/plain").send("Send the form with its length (a Content-Length header).");
    return;
  }
  const contact = CONTACT_PATH.test(req.path);
  const limit = UPLOAD_PATHS.test(req.path)
    ? UPLOAD_BODY_LIMIT_BYTES
    : contact
      ? CONTACT_BODY_LIMIT_BYTES
      : FORM_BODY_LIMIT_BYTES;
  if (contact && Number(length ?? 0) > limit) {
    res
      .status(413)
      .type("html")
      .send(contactTooLarge(Number(length)));
    return;
  }
  if (Number(length ?? 0) > limit) {
    res
      .status(413)
      .type("text/plain")
      .send(
        limit === FORM_BODY_LIMIT_BYTES
          ? "The form is larger than we accept."
          : "The photos are more than 100 MB together: send fewer at once.",
      );
    return;
  }
  next();
};

/**
 * Behind a trusted proxy the visitor's host is X-Forwarded-Host (req.host). React Router builds
 * the request's address from it but takes the port from Host when it has none (saltbox.com and
 * 127.0.0.1:3000 make saltbox.com:3000), and its origin check would then refuse every form; with
 * one Host everywhere, its check and the office's and the API's agree.
 */
const forwardedHostAsHost: RequestHandler = (req, _res, next) => {
  if (req.host && req.host !== req.get("host")) req.headers.host = req.host;
  next();
};

type AppOptions = {
  /** Serves the browser's files: staticFiles() over the client build, or Vite's middleware. */
  clientFiles: RequestHandler;
  /** The pages: reactRouterHandler() from the server build (app/server-entry.ts). */
  pages: RequestHandler;
  /** The pages made from the database's content, kept until it changes (server/http/published-pages.ts); in development React Router renders them per request. */
  publishedPages?: RequestHandler;
  services: Services;
  trustProxy?: string;
  /** Strict-Transport-Security max-age for HTTPS requests; 0 sends none. */
  hstsMaxAge?: number;
  /** The secret in the owner's calendar feed address; no feed without it. */
  calendarFeedToken?: string;
};

export function createApp({
  clientFiles,
  pages,
  publishedPages,
  services,
  trustProxy = "loopback",
  hstsMaxAge = 0,
  calendarFeedToken,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(readableHost);
  app.use(forwardedHostAsHost);
  app.use(asRouted);
  app.use(sameOriginChanges);
  app.use(securityHeaders({ hstsMaxAge }));
  // Before compression: the build's text files already have brotli and gzip twins (and Vite's
  // modules in development go to a browser on the same machine).
  app.use(clientFiles);
  app.all("/photos/:name", photoFiles(services.photos));
  if (publishedPages) app.use(publishedPages);
  // Per-request bodies (form pages, API): brotli at a quality that costs a few milliseconds.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
  app.use("/api", apiRouter(services));
  // A signed estimate's PDF, a file of the client's (never cached: estimatePageHeaders).
  app.get("/estimates/:token.pdf", estimatePageHeaders, estimatePdf(services.estimates));
  app.get("/change-orders/:token.pdf", estimatePageHeaders, changeOrderPdf(services.changeOrders));
  app.get("/calendar/:file", calendarFeed(services.store, calendarFeedToken, services.availability.timeZone));
  app.use(limitFormBodies);
  // The unsubscribe page is a React Router page without an action: its POST (the page's button and
  // mail providers' one-click, RFC 8058) is served here, so OPTIONS and 405s name POST too.
  const unsubscribe = unsubscribeEndpoint(services.newsletter);
  app.all("/newsletter/unsubscribe", (req, res, next) => {
    if (answeredMethod(req, res, FORM_METHODS)) return;
    if (req.method === "POST") return unsubscribe(req, res, next);
    next();
  });
  app.use(scriptNonce);
  // "/office" and below, and the start page's own data request (/office.data), which Express's
  // "/office" prefix would not match. The lookahead: a mounted path must end where the address's
  // next part begins, or Express skips the handler.
  app.use(/^\/office(\.data)?(?=\/|$)/i, officeGuard);
  // The client's estimate, change order and review pages, behind their links: never cached nor indexed.
  app.use(/^\/(estimates|change-orders|reviews)(\.data)?(?=\/|$)/i, estimatePageHeaders);
  // As React Router matches the routes: any capitals, a trailing slash.
  app.get(/^\/office\/newsletter\/\d+\/preview\/?$/i, letterPreviewHeaders);
  app.use(pagePreviewHeaders);
  app.use(pages);
  const lastResort: ErrorRequestHandler = (error, _req, res, _next) => {
    console.error(error);
    if (!res.headersSent) res.status(500).type("text/plain").send("Unexpected Application Error!");
  };
  app.use(lastResort);
  return app;
}
