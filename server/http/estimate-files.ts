// The client's estimate and change-order pages (/estimates/<token>, /change-orders/<token>, their
// data requests, and their signed PDFs): never
// kept by a cache nor indexed, as the office's pages. The PDF, once the estimate is signed, is the
// one made at signing, served as it was stored; before that, or for a token that is none of ours, a
// 404 that says only what to do.
import type { RequestHandler } from "express";
import type { ChangeOrders } from "../estimates/change-orders.ts";
import type { Estimates } from "../estimates/estimates.ts";

export const estimatePageHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  next();
};

/** A signed document's PDF behind a client's link, as it was stored when signed; else a 404 that says what to do. */
const signedPdf =
  (
    find: (token: unknown) => Promise<{ bytes: Uint8Array | undefined; number: string } | undefined>,
    name: string,
    what: string,
  ): RequestHandler =>
  async (req, res, next) => {
    try {
      const found = await find(req.params.token);
      if (!found?.bytes) {
        res
          .status(404)
          .type("text/plain")
          .send(
            `No signed ${what} at this address. Open the link in our e-mail, or call us, and we will send it again.\n`,
          );
        return;
      }
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `inline; filename="${name}-${found.number.replace(/\W+/g, "-")}.pdf"`);
      res.send(Buffer.from(found.bytes));
    } catch (error) {
      next(error);
    }
  };

export const estimatePdf = (estimates: Estimates) => signedPdf((token) => estimates.pdf(token), "contract", "contract");
export const changeOrderPdf = (changeOrders: ChangeOrders) =>
  signedPdf((token) => changeOrders.pdf(token), "change-order", "change order");
