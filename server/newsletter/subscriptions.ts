// What a Subscribe and a confirmation link do to an address: the double opt-in's states (pending,
// confirmed, unsubscribed), as server/storage/subscribers.ts reads and stores them one address at a
// time, so simultaneous Subscribes for one address count each other's confirmations.
import type { SubscriberChange, SubscriberState } from "../storage/subscribers.ts";
import type { ConfirmationLimit, OutgoingMail } from "../storage/types.ts";

const since = (time: string) => new Date(time).getTime();

/**
 * A Subscribe: the address is pending, and is sent `confirmation` unless it is already confirmed or
 * has had its share of confirmations in this pending period. An address that left, or whose request
 * is older than the period, starts a new pending period: it must confirm again.
 */
export const subscribeRequest =
  (confirmation: OutgoingMail, limit: ConfirmationLimit, now: Date) =>
  (state: SubscriberState | undefined): SubscriberChange<"confirmed" | "pending"> => {
    if (state?.status === "confirmed") return { outcome: "confirmed" };
    const newPeriod =
      !state || state.status === "unsubscribed" || since(state.pendingSince) <= now.getTime() - limit.periodMs;
    const reset = newPeriod
      ? ({ status: "pending", pendingSince: now.toISOString(), confirmationsSent: 0 } as const)
      : undefined;
    const sent = newPeriod ? 0 : state.confirmationsSent;
    if (sent >= limit.perPeriod) return { outcome: "pending", set: reset };
    return { outcome: "pending", set: { ...reset, confirmationsSent: sent + 1 }, mail: confirmation };
  };

/**
 * A confirmation link followed: a pending address is confirmed with the consent time `now` and sent
 * `welcome`. "stale" when there is no pending request that began by `issuedAt` (the link's time):
 * the address left, never asked, or asked again since and must use the newer link.
 */
export const confirmation =
  (issuedAt: Date, welcome: OutgoingMail, now: Date) =>
  (state: SubscriberState | undefined): SubscriberChange<"confirmed" | "already-confirmed" | "stale"> => {
    if (state?.status === "confirmed") return { outcome: "already-confirmed" };
    if (state?.status !== "pending" || since(state.pendingSince) > issuedAt.getTime()) return { outcome: "stale" };
    const confirmed = { status: "confirmed", confirmedAt: now.toISOString(), unsubscribedAt: null } as const;
    return { outcome: "confirmed", set: confirmed, mail: welcome };
  };

/**
 * `email` added in the office by `by`, for a person who asked in person or by phone (`consent`:
 * how, in the adder's words): confirmed at once and sent `welcome` (with its unsubscribe link), in
 * the audit log with how they agreed. Someone who unsubscribed is not put back by hand ("left"):
 * only their own Subscribe does that.
 */
export const addedByHand =
  (email: string, by: string, consent: string, welcome: OutgoingMail, now: Date) =>
  (state: SubscriberState | undefined): SubscriberChange<"added" | "already-confirmed" | "left"> => {
    if (state?.status === "confirmed") return { outcome: "already-confirmed" };
    if (state?.status === "unsubscribed") return { outcome: "left" };
    const confirmed = { status: "confirmed", confirmedAt: now.toISOString(), addedBy: by, consent } as const;
    const detail = `${email}, consent: “${consent}”`;
    const audit = {
      actor: by,
      action: "subscriber added by hand",
      detail,
      link: "/office/newsletter?status=confirmed",
    };
    return { outcome: "added", set: confirmed, mail: welcome, audit };
  };
