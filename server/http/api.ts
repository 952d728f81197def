// JSON endpoints for other clients: POST /api/contact, /api/consultation and /api/subscribe
// run the same pipeline as the site's forms; a consultation with `start` books that time.
// GET /api/availability lists the times that can be booked; GET /api/health answers load balancers.
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import type { FormName } from "../../common/enquiry.ts";
import { asksForBooking, type BookingOutcome } from "../bookings/bookings.ts";
import type { Outcome } from "../enquiries/enquiries.ts";
import type { SubscribeOutcome } from "../newsletter/newsletter.ts";
import { replyTo } from "./reply.ts";
import { sameOriginChanges } from "./request-checks.ts";
import type { Services } from "../services.ts";

export const BODY_LIMIT = "16kb";

/** The outcome as JSON: its details, plus the notice as `error` when it was refused. */
function send(res: Response, kind: FormName, outcome: Outcome | SubscribeOutcome | BookingOutcome) {
  const { status, headers, message } = replyTo(kind, outcome);
  res
    .status(status)
    .set(headers)
    .json(outcome.ok ? outcome : { ...outcome, error: message });
}

const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

export function apiRouter(services: Pick<Services, "enquiries" | "bookings" | "newsletter" | "store">) {
  const router = express.Router();
  // The site's one origin rule; the app applies it first, and the router keeps it wherever it is mounted.
  router.use(sameOriginChanges);
  const parse: RequestHandler[] = [
    express.json({ limit: BODY_LIMIT, strict: true }),
    express.urlencoded({ limit: BODY_LIMIT, extended: false }),
  ];

  const requireBody: RequestHandler = (req, res, next) => {
    if (!req.is(["application/json", "application/x-www-form-urlencoded"])) {
      return res
        .status(415)
        .json({ ok: false, error: "Send the form as application/json or application/x-www-form-urlencoded." });
    }
    next();
  };

  router.post("/contact", requireBody, parse, async (req: Request, res: Response) => {
    send(res, "contact", await services.enquiries.submit("contact", bodyOf(req), req.ip ?? "unknown"));
  });
  router.post("/consultation", requireBody, parse, async (req: Request, res: Response) => {
    const body = bodyOf(req);
    const clientAddress = req.ip ?? "unknown";
    // With a start time it is a booking (answered in the booking form's words); without, the
    // request to be called back.
    if (asksForBooking(body)) send(res, "booking", await services.bookings.book(body, clientAddress));
    else send(res, "consultation", await services.enquiries.submit("consultation", body, clientAddress));
  });
  router.get("/availability", async (req: Request, res: Response) => {
    const answer = await services.bookings.availableSlots(req.query.from, req.query.to);
    res.setHeader("Cache-Control", "no-store");
    if (answer.ok) return res.json({ timeZone: answer.timeZone, days: answer.days });
    res.status(answer.reason === "invalid" ? 400 : 503).json(answer);
  });
  router.post("/subscribe", requireBody, parse, async (req: Request, res: Response) => {
    send(res, "subscribe", await services.newsletter.subscribe(bodyOf(req), req.ip ?? "unknown"));
  });
  router.get("/health", async (_req, res) => {
    const outbox = await services.store.outboxCounts().catch(() => undefined);
    res.setHeader("Cache-Control", "no-store");
    res.status(outbox ? 200 : 503).json({ status: outbox ? "ok" : "degraded", storage: services.store.kind, outbox });
  });
  router.all("/{*rest}", (_req, res) => {
    res.status(404).json({ ok: false, error: "No such endpoint." });
  });

  // Body parser errors (malformed JSON, bad encoding, too large) are the client's: 4xx, no stack.
  const clientErrors: ErrorRequestHandler = (error, _req, res, next) => {
    const status =
      typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : undefined;
    if (!status) return next(error);
    const text =
      status === 413 ? `The request body is larger than ${BODY_LIMIT}.` : "The request body could not be read.";
    res.status(status).json({ ok: false, error: text });
  };
  router.use(clientErrors);
  return router;
}
