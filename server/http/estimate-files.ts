// The client's estimate pages (/estimates/<token>, its data requests, and its signed PDF): never
// kept by a cache nor indexed, as the office's pages. The PDF, once the estimate is signed, is the
// one made at signing, served as it was stored; before that, or for a token that is none of ours, a
// 404 that says only what to do.
import type { RequestHandler } from "express";
import type { Estimates } from "../estimates/estimates.ts";

export const estimatePageHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  next();
};

export const estimatePdf =
  (estimates: Estimates): RequestHandler =>
  async (req, res, next) => {
    try {
      const found = await estimates.pdf(req.params.token);
      if (!found?.bytes) {
        res
          .status(404)
          .type("text/plain")
          .send(
            "No signed contract at this address. Open the link in our e-mail, or call us, and we will send it again.\n",
          );
        return;
      }
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `inline; filename="contract-${found.number.replace(/\W+/g, "-")}.pdf"`);
      res.send(Buffer.from(found.bytes));
    } catch (error) {
      next(error);
    }
  };
