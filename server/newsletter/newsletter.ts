// The newsletter with double opt-in. Subscribe (the newsletter box, POST /api/subscribe) passes
// the same checks as an enquiry, stores the address as pending and queues a confirmation mail in
// one transaction; only following its signed link confirms the address (with the consent time)
// and queues the welcome. The unsubscribe link in every subscriber mail, and the one-click POST
// mail providers make to it (RFC 8058), end the subscription; neither needs a sign-in.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import {
  enquiryForms,
  newsletterLinkNotices,
  newsletterLinkPaths,
  type NewsletterLinkOutcome,
} from "../../common/enquiry.ts";
import { schemas } from "../../common/enquiry-schema.ts";
import type { Config } from "../config.ts";
import { createAdmission, type Refused } from "../admission/admission.ts";
import { errorText, type Dependencies } from "../dependencies.ts";
import { checkLink, type LinkPurpose } from "../link-token.ts";
import { composeConfirmation, composeWelcome, confirmationLimit } from "./newsletter-mail.ts";
import { deliverNow } from "../mail/outbox.ts";
import { linkStatus } from "../http/reply.ts";
import type { OutgoingMail } from "../storage/types.ts";

/**
 * Whatever the address's state (new, pending, confirmed, or past its share of confirmations), the
 * answer is the same, so neither the box nor the API reveals who is subscribed.
 */
export type SubscribeOutcome = { ok: true } | Refused;

/** What an unsubscribe link's page shows: the question, or that it is done; or why the link fails. */
export type UnsubscribeCheck = {
  outcome: Extract<NewsletterLinkOutcome, "askUnsubscribe" | "unsubscribed" | "invalid" | "failed">;
};

type NewsletterDependencies = Omit<Dependencies, "config"> & {
  config: Pick<Config, "MAIL_FROM" | "MAIL_TO" | "LINK_SECRET">;
};

export function createNewsletterService(deps: NewsletterDependencies) {
  const { store, log } = deps;
  const admit = createAdmission(deps);

  // The configured secret, or else the one the database keeps (made by whichever process asks
  // first). Every caller goes on to use the store, so the schema is made sure of here.
  let storedSecret: Promise<string> | undefined;
  const linkSecret = async () => {
    await deps.ensureSchema();
    if (deps.config.LINK_SECRET) return deps.config.LINK_SECRET;
    storedSecret ??= store.linkSecret(randomBytes(32).toString("base64url")).catch((error: unknown) => {
      storedSecret = undefined;
      throw error;
    });
    return storedSecret;
  };

  /** Sends a mail the store just queued (leased to us); a failure leaves it to the outbox worker. */
  const sendQueued = (id: number | undefined, mail: OutgoingMail) =>
    id === undefined ? Promise.resolve(false) : deliverNow(deps, [{ id, mail }]).then(([sent]) => sent!);

  const leaseFrom = (now: Date) => new Date(now.getTime() + deps.leaseMs);

  /** The claims of a link's token, checked against the secret. */
  const claimsOf = async (purpose: LinkPurpose, token: unknown, now: Date) =>
    checkLink(await linkSecret(), purpose, token, now);

  async function subscribe(input: Record<string, unknown>, clientAddress: string): Promise<SubscribeOutcome> {
    const admitted = admit(
      { schema: schemas.subscribe, required: enquiryForms.subscribe.required, rateBucket: "subscribe" },
      input,
      clientAddress,
    );
    if (!admitted.ok) return admitted;
    const email = admitted.data.email.toLowerCase();
    const now = new Date();
    try {
      const confirmation = await composeConfirmation(deps.config, await linkSecret(), email, now);
      const { notificationId } = await store.requestSubscription(
        email,
        confirmation,
        confirmationLimit,
        now,
        leaseFrom(now),
      );
      await sendQueued(notificationId, confirmation);
      return { ok: true };
    } catch (error) {
      log(`newsletter: could not store a subscription: ${errorText(error)}`);
      return { ok: false, reason: "failed" };
    }
  }

  /** Follows a confirmation link: confirms the pending address and sends the welcome. */
  async function confirm(token: unknown): Promise<NewsletterLinkOutcome> {
    const now = new Date();
    try {
      const checked = await claimsOf("confirm", token, now);
      if (!checked.ok) return checked.reason;
      const { email, issuedAt } = checked.claims;
      const welcome = await composeWelcome(deps.config, await linkSecret(), email, now);
      const { outcome, notificationId } = await store.confirmSubscription(
        email,
        new Date(issuedAt),
        welcome,
        now,
        leaseFrom(now),
      );
      if (outcome !== "confirmed") return outcome === "stale" ? "stale" : "alreadyConfirmed";
      log("newsletter: an address confirmed its subscription");
      await sendQueued(notificationId, welcome);
      return "confirmed";
    } catch (error) {
      log(`newsletter: could not confirm a subscription: ${errorText(error)}`);
      return "failed";
    }
  }

  /** Whether an unsubscribe link is good, and whether its address still receives the newsletter. */
  async function checkUnsubscribe(token: unknown): Promise<UnsubscribeCheck> {
    try {
      const checked = await claimsOf("unsubscribe", token, new Date());
      if (!checked.ok) return { outcome: "invalid" };
      const subscriber = await store.findSubscriber(checked.claims.email);
      const receiving = subscriber?.status === "confirmed" || subscriber?.status === "pending";
      return { outcome: receiving ? "askUnsubscribe" : "unsubscribed" };
    } catch (error) {
      log(`newsletter: could not read a subscription: ${errorText(error)}`);
      return { outcome: "failed" };
    }
  }

  /** Ends the subscription behind an unsubscribe link; doing it again changes nothing. */
  async function unsubscribe(
    token: unknown,
  ): Promise<Extract<NewsletterLinkOutcome, "unsubscribed" | "invalid" | "failed">> {
    const now = new Date();
    try {
      const checked = await claimsOf("unsubscribe", token, now);
      if (!checked.ok) return "invalid";
      const { unsubscribed } = await store.unsubscribe(checked.claims.email, now);
      if (unsubscribed) log("newsletter: an address unsubscribed");
      return "unsubscribed";
    } catch (error) {
      log(`newsletter: could not unsubscribe: ${errorText(error)}`);
      return "failed";
    }
  }

  return { subscribe, confirm, checkUnsubscribe, unsubscribe, linkSecret };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

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
