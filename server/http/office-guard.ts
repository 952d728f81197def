// In front of every /office address (pages, their .data requests, the CSV), as React Router will
// route it (server/http/request-checks.ts has made `/%6Fffice` plain `/office` by then): nothing
// there may be cached or indexed. Changes from another origin were refused before this, as
// everywhere on the site (sameOriginChanges).
import type { RequestHandler } from "express";

export const officeGuard: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  next();
};
