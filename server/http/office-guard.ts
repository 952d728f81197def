// In front of every /office address (pages, their .data requests, the CSV): nothing there may be
// cached or indexed, and a change must come from the site's own pages. React Router refuses a
// route action whose Origin names another site (with a 400); this answers 403 before any route
// runs, for resource routes too, and also when the browser says (Sec-Fetch-Site) that another
// site sent the post. Clients that send neither header (curl, scripts) are not browsers a forged
// form could ride: without the session cookie, which is SameSite=Lax, they get nothing anyway.
import type { RequestHandler } from "express";

export const officeGuard: RequestHandler = (req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS") {
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const ownOrigin = `${req.protocol}://${req.host}`;
    if ((origin !== undefined && origin !== ownOrigin) || (site !== undefined && site !== "same-origin")) {
      res.status(403).type("text/plain").send("Changes to the office are accepted only from its own pages.");
      return;
    }
  }
  next();
};
