// An estimate's follow-ups: a sent version not opened three days after it was sent, or opened and
// not answered a week after, is followed up by mail, once (a version followed up as unopened, then
// opened, is not followed up again), unless the owner turned them off for that version. Their mails are made when the version is sent (its link's token is
// stored only as a hash) and kept with it. A timer looks for the ones due; taking one stamps its
// time and queues its mail in one transaction, guarded by that time being unset, so each is sent
// once across restarts and several processes on one database (server/storage/estimate-follow-ups.ts).
import { businessToday } from "../office/leads.ts";
import { deliverNow, type OutboxOptions } from "../mail/outbox.ts";
import { EstimateFollowUp, renderMail, type EstimateFollowUpProps } from "../mail/templates.ts";
import { runPeriodically } from "../periodic.ts";
import type { OfficeUser } from "../storage/office.ts";
import type { OutgoingMail } from "../storage/types.ts";

export const UNOPENED_FOLLOW_UP_DAYS = 3;
export const UNANSWERED_FOLLOW_UP_DAYS = 7;
const DAY_MS = 86_400_000;
/** How often the server looks for follow-ups due: within the hour is soon enough after days of waiting. */
export const FOLLOW_UP_CHECK_INTERVAL_MS = 10 * 60_000;

export const followUpKinds = ["unopened", "unanswered"] as const;
export type FollowUpKind = (typeof followUpKinds)[number];
export type FollowUpMails = Record<FollowUpKind, OutgoingMail>;

/** The latest sending time a version may have to be due for each kind at `now`. */
export const followUpThresholds = (now: Date): Record<FollowUpKind, Date> => ({
  unopened: new Date(now.getTime() - UNOPENED_FOLLOW_UP_DAYS * DAY_MS),
  unanswered: new Date(now.getTime() - UNANSWERED_FOLLOW_UP_DAYS * DAY_MS),
});

/** A version as the rule reads it. */
export type FollowUpState = {
  status: string;
  followUps: boolean;
  sentAt: Date | null;
  firstOpenedAt: Date | null;
  unopenedFollowUpAt: Date | null;
  unansweredFollowUpAt: Date | null;
};

/**
 * The follow-up due for a version at `now`, if any: only a sent one still waiting for its answer,
 * with follow-ups on, and never followed up before; unopened 3 days after sending, or opened and
 * unanswered 7 days after.
 */
export function followUpDue(version: FollowUpState, now: Date): FollowUpKind | undefined {
  if (version.status !== "sent" || !version.followUps || !version.sentAt) return undefined;
  if (version.unopenedFollowUpAt !== null || version.unansweredFollowUpAt !== null) return undefined;
  const threshold = followUpThresholds(now);
  if (version.firstOpenedAt === null) return version.sentAt <= threshold.unopened ? "unopened" : undefined;
  return version.sentAt <= threshold.unanswered ? "unanswered" : undefined;
}

/** The two follow-ups of a version being sent, each in its envelope to the client. */
export async function followUpMails(
  envelope: (subject: string, purpose: string) => Omit<OutgoingMail, "html" | "text">,
  props: Omit<EstimateFollowUpProps, "kind">,
): Promise<FollowUpMails> {
  const mail = async (kind: FollowUpKind): Promise<OutgoingMail> => ({
    ...envelope(
      kind === "unopened"
        ? `Your estimate from us: ${props.title} (${props.number})`
        : `Any questions about your estimate? ${props.title} (${props.number})`,
      `estimate-follow-up-${kind}`,
    ),
    ...(await renderMail(EstimateFollowUp({ ...props, kind }))),
    headers: { "X-Site-Notification": `estimate-follow-up-${kind}` },
  });
  return { unopened: await mail("unopened"), unanswered: await mail("unanswered") };
}

export function createFollowUps(deps: OutboxOptions) {
  const store = () => deps.store.estimateFollowUps;
  return {
    /** Queues and sends every follow-up due at `now`; how many went out at once (the rest the outbox retries). */
    async sendDue(now = new Date()): Promise<number> {
      const today = businessToday(now);
      let sent = 0;
      for (const due of await store().due(followUpThresholds(now))) {
        // An estimate past its last day is not followed up: its page says to ask for a new one.
        const send = (JSON.parse(due.content) as { validUntil: string }).validUntil >= today;
        const until = new Date(now.getTime() + deps.leaseMs);
        const taken = await store().take(due.id, due.kind, followUpThresholds(now)[due.kind], send, now, until);
        if (!taken) continue;
        deps.log(`estimates: followed up estimate #${due.id} (${due.kind})`);
        const [delivered] = await deliverNow(deps, [taken]);
        if (delivered) sent++;
      }
      return sent;
    },
    /** Turns the version's follow-ups on or off, as `user`; false for no such version. */
    choose: (id: number, on: boolean, user: OfficeUser) => store().choose(id, on, user.email, new Date()),
  };
}

export type FollowUps = ReturnType<typeof createFollowUps>;

/** Sends due follow-ups at start and then every ten minutes. */
export const startFollowUpWorker = (followUps: FollowUps, log: (line: string) => void) =>
  runPeriodically(() => followUps.sendDue(), {
    intervalMs: FOLLOW_UP_CHECK_INTERVAL_MS,
    log,
    name: "estimate follow-ups",
  });
