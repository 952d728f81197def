// Delivery of stored notifications: sent at once when an enquiry arrives, and otherwise retried
// with exponential backoff by a worker that picks up whatever is due, including after a restart.
import type { Mailer } from "./transport.ts";
import { runPeriodically } from "../periodic.ts";
import type { EnquiryMail, OutgoingMail, PendingNotification, QueuedMail, Store } from "../storage/types.ts";

export type OutboxOptions = {
  store: Store;
  mailer: Mailer;
  log: (line: string) => void;
  retryBaseMs: number;
  leaseMs: number;
};

const MAX_DELAY_MS = 60 * 60 * 1000;

/** Delay before the next try after `attempts` failed ones: base, 2×base, 4×base … capped at an hour. */
export function retryDelayMs(attempts: number, retryBaseMs: number): number {
  return Math.min(MAX_DELAY_MS, retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** Sends one leased notification and records the result. Returns whether it went out. */
export async function deliver(options: OutboxOptions, notification: PendingNotification): Promise<boolean> {
  const { store, mailer, log } = options;
  try {
    await mailer.send(notification.mail);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retryAt = new Date(Date.now() + retryDelayMs(notification.attempts, options.retryBaseMs));
    log(
      `outbox: notification ${notification.id} not sent (attempt ${notification.attempts}): ${message}; retry at ${retryAt.toISOString()}`,
    );
    await store
      .markFailed(notification.id, message, retryAt)
      .catch((storeError: Error) => log(`outbox: could not record failure: ${storeError.message}`));
    return false;
  }
  await store.markDelivered(notification.id, new Date()).catch((storeError: Error) =>
    // Sent but not marked: after the lease it may be sent once more. Logged so it can be seen.
    log(`outbox: notification ${notification.id} sent but not marked delivered: ${storeError.message}`),
  );
  return true;
}

/**
 * Sends mail the caller has just queued (leased to it) at once; what fails stays for the worker.
 * Whether each went out. Every feature sends what it queued through here.
 */
export const deliverNow = (options: OutboxOptions, queued: readonly { id: number; mail: OutgoingMail }[]) =>
  Promise.all(queued.map(({ id, mail }) => deliver(options, { id, mail, attempts: 1 })));

/** An enquiry's queued mail (the owner's notification, and the acknowledgement unless capped): whether the owner's went out. */
export async function deliverQueued(options: OutboxOptions, queued: QueuedMail, mail: EnquiryMail): Promise<boolean> {
  const acknowledgement =
    queued.acknowledgementId !== undefined && mail.acknowledgement
      ? [{ id: queued.acknowledgementId, mail: mail.acknowledgement.mail }]
      : [];
  const [sent] = await deliverNow(options, [
    { id: queued.notificationId, mail: mail.notification },
    ...acknowledgement,
  ]);
  return sent!;
}

export type OutboxWorker = { drain(): Promise<number>; stop(): Promise<void> };

export function startOutboxWorker(
  options: OutboxOptions & {
    intervalMs: number;
    batchSize?: number;
    /** Resolves once the schema is migrated: the first run comes at start, while the migrations may still run. */
    ensureSchema: () => Promise<void>;
  },
): OutboxWorker {
  const batchSize = options.batchSize ?? 20;

  const drainOnce = async () => {
    await options.ensureSchema();
    let delivered = 0;
    for (;;) {
      const now = new Date();
      const batch = await options.store.claimDueNotifications(
        now,
        new Date(now.getTime() + options.leaseMs),
        batchSize,
      );
      if (batch.length === 0) return delivered;
      for (const notification of batch) if (await deliver(options, notification)) delivered++;
      if (batch.length < batchSize) return delivered;
    }
  };

  const worker = runPeriodically(drainOnce, { intervalMs: options.intervalMs, log: options.log, name: "outbox" });
  return { drain: worker.runNow, stop: worker.stop };
}
