// Delivery of stored notifications by a worker that picks up whatever is due (an enquiry's mail as
// soon as it is stored, when nudged; anything that failed, with exponential backoff; whatever a
// stopped process left, once its lease ran out), and at once by a feature that sends what it queued.
import { setImmediate as nextTurn } from "node:timers/promises";
import { composed, type Rendered, type TemplateCall } from "./message.ts";
import type { Mailer } from "./transport.ts";
import { runPeriodically } from "../periodic.ts";
import type { PendingNotification, StoredMail } from "../storage/types.ts";
import type { Store } from "../storage/index.ts";

export type OutboxOptions = {
  store: Store;
  mailer: Mailer;
  log: (line: string) => void;
  retryBaseMs: number;
  leaseMs: number;
  /** Renders a mail stored as a template call (the render thread's); in this thread when not given. */
  render?: (call: TemplateCall) => Promise<Rendered>;
};

const MAX_DELAY_MS = 60 * 60 * 1000;

/** Delay before the next try after `attempts` failed ones: base, 2×base, 4×base … capped at an hour. */
export function retryDelayMs(attempts: number, retryBaseMs: number): number {
  return Math.min(MAX_DELAY_MS, retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Whether the mail server refused the message's recipient for good: a 5xx answer to its address
 * (RCPT TO), as "550 No such user". A 4xx is for now ("mailbox full, try later"); a refusal of the
 * sender (MAIL FROM: a setting, a sending quota), of the message (DATA) or of the connection or
 * sign-in is not the recipient's, and is tried again.
 */
export const refusedForGood = (error: unknown) => {
  const { code, command, responseCode } = error as { code?: unknown; command?: unknown; responseCode?: unknown };
  return (
    code === "EENVELOPE" &&
    command === "RCPT TO" &&
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600
  );
};

/**
 * Renders (when stored as a template call) and sends one leased notification; a failure is
 * recorded for a retry, or, when the recipient is refused for good, kept as refused. Whether it went out.
 */
async function send(options: OutboxOptions, notification: PendingNotification): Promise<boolean> {
  const { store, mailer, log } = options;
  try {
    await mailer.send(await composed(notification.mail, options.render));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (refusedForGood(error)) {
      log(`outbox: notification ${notification.id} refused for good, not tried again: ${message}`);
      await store
        .markRefused(notification.id, message, new Date())
        .catch((storeError: Error) => log(`outbox: could not record the refusal: ${storeError.message}`));
      return false;
    }
    const retryAt = new Date(Date.now() + retryDelayMs(notification.attempts, options.retryBaseMs));
    log(
      `outbox: notification ${notification.id} not sent (attempt ${notification.attempts}): ${message}; retry at ${retryAt.toISOString()}`,
    );
    await store
      .markFailed(notification.id, message, retryAt)
      .catch((storeError: Error) => log(`outbox: could not record failure: ${storeError.message}`));
    return false;
  }
}

/**
 * How often the worker records what it has sent. With SQLite's synchronous commits, a commit per
 * message would stall the server's one thread 200 times a second at 100 enquiries; a mail server
 * takes longer than this per message anyway, so one at a time each is recorded as it goes. What a
 * process killed mid-run sends again after the lease is at most this long's worth.
 */
const MARK_EVERY_MS = 250;

/** Records sent notifications as delivered, in one write. */
async function markDelivered({ store, log }: OutboxOptions, ids: number[]) {
  if (ids.length === 0) return;
  await store.markDelivered(ids, new Date()).catch((storeError: Error) =>
    // Sent but not marked: after the lease they may be sent once more. Logged so it can be seen.
    log(`outbox: notifications ${ids.join(", ")} sent but not marked delivered: ${storeError.message}`),
  );
}

/**
 * Sends mail the caller has just queued (leased to it) at once; what fails stays for the worker.
 * Whether each went out. Every feature that sends in its request (bookings, the newsletter) does it through here.
 */
export async function deliverNow(
  options: OutboxOptions,
  queued: readonly { id: number; mail: StoredMail; attempts?: number }[],
) {
  // A first try, unless the caller leased a retry (its attempts then set the wait before the next).
  const sent = await Promise.all(queued.map(({ id, mail, attempts = 1 }) => send(options, { id, mail, attempts })));
  await markDelivered(
    options,
    queued.filter((_, index) => sent[index]).map(({ id }) => id),
  );
  return sent;
}

export type OutboxWorker = {
  drain(): Promise<number>;
  /** Delivers what was just stored soon, without waiting for the interval, and without holding up the caller. */
  nudge(): void;
  stop(): Promise<void>;
};

export function startOutboxWorker(
  options: OutboxOptions & {
    intervalMs: number;
    batchSize?: number;
  },
): OutboxWorker {
  const batchSize = options.batchSize ?? 20;
  // Set by a nudge during a run: that run's last claim may have come before the new rows.
  let again = false;

  const drainDue = async () => {
    let delivered = 0;
    for (;;) {
      const now = new Date();
      const batch = await options.store.claimDueNotifications(
        now,
        new Date(now.getTime() + options.leaseMs),
        batchSize,
      );
      let sent: number[] = [];
      let markedAt = Date.now();
      // Oldest first (an UPDATE … RETURNING has no order of its own), so the owner gets enquiries as they came.
      for (const notification of batch.sort((a, b) => a.id - b.id)) {
        if (await send(options, notification)) sent.push(notification.id);
        if (Date.now() - markedAt >= MARK_EVERY_MS) {
          delivered += sent.length;
          await markDelivered(options, sent);
          [sent, markedAt] = [[], Date.now()];
        }
        // Composing a message is synchronous work: let the requests waiting meanwhile go first.
        await nextTurn();
      }
      delivered += sent.length;
      await markDelivered(options, sent);
      if (batch.length < batchSize) return delivered;
    }
  };
  const drainOnce = async () => {
    let delivered = 0;
    do {
      again = false;
      delivered += await drainDue();
    } while (again);
    return delivered;
  };

  const worker = runPeriodically(drainOnce, { intervalMs: options.intervalMs, log: options.log, name: "outbox" });
  let stopped = false;
  return {
    drain: worker.runNow,
    nudge() {
      again = true;
      // After the current turn, so the caller's answer is written before the claim's query runs.
      setImmediate(() => stopped || void worker.runNow());
    },
    stop() {
      stopped = true;
      return worker.stop();
    },
  };
}
