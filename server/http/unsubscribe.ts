// The newsletter's one-click unsubscribe, as Express serves it (server/http/app.ts).
import type { RequestHandler } from "express";
import { newsletterLinkNotices, newsletterLinkPaths } from "../../common/enquiry.ts";
import type { NewsletterService } from "../newsletter/newsletter.ts";
import { linkStatus } from "./reply.ts";

/**
 * POST /newsletter/unsubscribe?token=…, from the unsubscribe page's button and from mail
 * providers' one-click unsubscribe (RFC 8058). Served by Express ahead of the pages: a provider's
 * POST has no Origin and no form of ours, and needs none, since the signed token says who leaves
 * (its List-Unsubscribe=One-Click body is not read). A browser is sent back to the page, which
 * then shows the outcome (post, redirect, get); any other client gets it as a line of text.
 */
export function unsubscribeEndpoint(newsletter: Pick<NewsletterService, "unsubscribe">): RequestHandler {
  return async (req, res) => {
    const token = req.query.token;
    const outcome = await newsletter.unsubscribe(token);
    res.setHeader("Cache-Control", "no-store");
    if (req.get("accept")?.includes("text/html"))
      return res.redirect(303, typeof token === "string" ? newsletterLinkPaths.unsubscribe(token) : req.path);
    const { title, description } = newsletterLinkNotices[outcome];
    res.status(linkStatus[outcome]).type("text/plain").send(`${title}. ${description}\n`);
  };
}
