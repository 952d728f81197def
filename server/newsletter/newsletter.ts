// The newsletter with double opt-in. Subscribe (the newsletter box, POST /api/subscribe) passes
// the same checks as an enquiry, stores the address as pending and queues a confirmation mail in
// one transaction; only following its signed link confirms the address (with the consent time)
// and queues the welcome. The unsubscribe link in every subscriber mail, and the one-click POST
// mail providers make to it (RFC 8058), end the subscription; neither needs a sign-in.
import { randomBytes } from "node:crypto";
import { enquiryForms, type NewsletterLinkOutcome } from "../../common/enquiry.ts";
import { fieldErrors, schemas } from "../../common/enquiry-schema.ts";
import type { Config } from "../config.ts";
import { createAdmission, type Refused } from "../admission/admission.ts";
import { errorText, type Dependencies } from "../dependencies.ts";
import { checkLink, type LinkPurpose } from "../link-token.ts";
import { composeConfirmation, composeWelcome, confirmationLimit } from "./newsletter-mail.ts";
import { deliverNow } from "../mail/outbox.ts";
import { toCsv } from "../csv.ts";
import { orlandoTime } from "../enquiries/enquiry-list.ts";
import { addedByHand, confirmation, subscribeRequest } from "./subscriptions.ts";
import type { OutgoingMail } from "../storage/types.ts";

/**
 * Whatever the address's state (new, pending, confirmed, or past its share of confirmations), the
 * answer is the same, so neither the box nor the API reveals who is subscribed.
 */
export type SubscribeOutcome = { ok: true } | Refused;

/** What adding an address by hand in the office did, or why it was refused (by field). */
export type AddedByHand =
  | { ok: true; outcome: "added" | "already-confirmed" | "left" }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; reason: "failed" };

/** How the person agreed, as the office writes it: long enough to say when and how, short enough to read. */
const CONSENT_LENGTH = { min: 10, max: 300 };

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
  // first).
  let storedSecret: Promise<string> | undefined;
  const linkSecret = async () => {
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
    const admitted = await admit(
      { schema: schemas.subscribe, required: enquiryForms.subscribe.required, rateBucket: "subscribe" },
      input,
      clientAddress,
    );
    if (!admitted.ok) return admitted;
    const email = admitted.data.email.toLowerCase();
    const now = new Date();
    try {
      const confirmation = await composeConfirmation(deps.config, await linkSecret(), email, now);
      const request = subscribeRequest(confirmation, confirmationLimit, now);
      const { notificationId } = await store.changeSubscriber(email, request, { create: true }, now, leaseFrom(now));
      await sendQueued(notificationId, confirmation);
      return { ok: true };
    } catch (error) {
      log(`newsletter: could not store a subscription: ${errorText(error)}`);
      return { ok: false, reason: "failed" };
    }
  }

  /**
   * What a confirmation link's page offers, changing nothing (mail scanners open links too): its
   * button for a pending address; the button's post (confirm) decides whether the link is stale.
   */
  async function checkConfirm(token: unknown): Promise<NewsletterLinkOutcome> {
    try {
      const checked = await claimsOf("confirm", token, new Date());
      if (!checked.ok) return checked.reason;
      const status = (await store.findSubscriber(checked.claims.email))?.status;
      return status === "confirmed" ? "alreadyConfirmed" : status === "pending" ? "askConfirm" : "stale";
    } catch (error) {
      log(`newsletter: could not read a subscription: ${errorText(error)}`);
      return "failed";
    }
  }

  /** The confirmation page's button: confirms the pending address and sends the welcome. */
  async function confirm(token: unknown): Promise<NewsletterLinkOutcome> {
    const now = new Date();
    try {
      const checked = await claimsOf("confirm", token, now);
      if (!checked.ok) return checked.reason;
      const { email, issuedAt } = checked.claims;
      const welcome = await composeWelcome(deps.config, await linkSecret(), email, now);
      const confirm = confirmation(new Date(issuedAt), welcome, now);
      const { outcome, notificationId } = await store.changeSubscriber(
        email,
        confirm,
        { create: false },
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

  /**
   * Someone in the office (`by`) adds a person who asked for the newsletter in person or by phone:
   * no confirmation link (they agreed to a person, who notes how in `consent`), the welcome with its
   * unsubscribe link at once. The rule is subscriptions.ts's `addedByHand`.
   */
  async function addByHand(input: { email: string; consent: string }, by: string): Promise<AddedByHand> {
    const checked = schemas.subscribe.safeParse({ email: input.email });
    const consent = input.consent.trim().replace(/\s+/g, " ");
    const errors = checked.success ? {} : fieldErrors(checked.error);
    if (consent.length < CONSENT_LENGTH.min)
      errors.consent = `Write at least ${CONSENT_LENGTH.min} characters: how and when they asked for it, like “Asked at the Lake Nona walkthrough, Nov 28”.`;
    else if (consent.length > CONSENT_LENGTH.max)
      errors.consent = `Up to ${CONSENT_LENGTH.max} characters: how and when they asked for it.`;
    if (!checked.success || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
    const email = checked.data.email.toLowerCase();
    const now = new Date();
    try {
      const welcome = await composeWelcome(deps.config, await linkSecret(), email, now);
      const add = addedByHand(email, by, consent, welcome, now);
      const { outcome, notificationId } = await store.changeSubscriber(
        email,
        add,
        { create: true },
        now,
        leaseFrom(now),
      );
      if (outcome === "added") {
        log("newsletter: an address was added by hand in the office");
        await sendQueued(notificationId, welcome);
      }
      return { ok: true, outcome };
    } catch (error) {
      log(`newsletter: could not add an address by hand: ${errorText(error)}`);
      return { ok: false, reason: "failed" };
    }
  }

  /**
   * Every address in any state, with its dates and how it came (its own link, or added by whom): the
   * owner's export. Its columns are named, and its times written, as the leads' CSV has them
   * (server/office/leads.ts): Orlando's wall-clock time ("2026-11-30 06:53"), which a spreadsheet
   * reads as a date and time.
   */
  async function subscribersCsv() {
    const rows = await store.allSubscribers();
    const time = (instant: string | null) => (instant ? orlandoTime(instant) : "");
    return toCsv(
      [
        "Email",
        "State",
        "Asked (Orlando time)",
        "Confirmed (Orlando time)",
        "Unsubscribed (Orlando time)",
        "Added by",
        "Consent",
      ],
      rows.map((row) => ({
        Email: row.email,
        State: row.status,
        "Asked (Orlando time)": time(row.createdAt),
        "Confirmed (Orlando time)": time(row.confirmedAt),
        "Unsubscribed (Orlando time)": time(row.unsubscribedAt),
        "Added by": row.addedBy,
        Consent: row.consent ?? (row.confirmedAt ? "Confirmed by the link in our confirmation e-mail" : ""),
      })),
    );
  }

  return { subscribe, checkConfirm, confirm, checkUnsubscribe, unsubscribe, linkSecret, addByHand, subscribersCsv };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
