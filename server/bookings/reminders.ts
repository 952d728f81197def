// The visitor's reminder, the day before their consultation. A booking carries the time its
// reminder is due (bookings.remind_at): set when it is booked, set anew when it is moved, cleared
// when it is cancelled or once the reminder is queued. A timer looks for due reminders; taking one
// clears that time and queues the mail in the outbox in one transaction, guarded by the time
// itself, so each is queued once, also across restarts and several processes, and the outbox
// sends it once (and retries it).
//
// Why 9 AM Orlando time on the day before, rather than 24 hours before: one predictable morning
// mail whatever the consultation's hour (not 8:30 on a Sunday for a Monday 8:30), early enough
// in the day to call the office and move it. A booking made or moved after that time gets none:
// its own confirmation is fresher than any reminder.
import { Temporal } from "temporal-polyfill";
import type { AvailabilityConfig } from "../../common/availability.ts";
import { composeReminder } from "./booking-mail.ts";
import type { Dependencies } from "../dependencies.ts";
import { deliverNow } from "../mail/outbox.ts";
import { runPeriodically } from "../periodic.ts";

/** The reminder's wall-clock time on the day before, in the business's zone. */
export const REMINDER_TIME = Temporal.PlainTime.from("09:00");
/** How often the server looks for due reminders: they go out within a minute of 9 AM. */
export const REMINDER_CHECK_INTERVAL_MS = 60_000;

/** 9 AM on the calendar day before `start`, in the business's zone (daylight saving applied by the library). */
export function reminderTime(config: Pick<AvailabilityConfig, "timeZone">, start: Date): Date {
  const dayBefore = Temporal.Instant.fromEpochMilliseconds(start.getTime())
    .toZonedDateTimeISO(config.timeZone)
    .toPlainDate()
    .subtract({ days: 1 });
  const at = dayBefore.toZonedDateTime({ timeZone: config.timeZone, plainTime: REMINDER_TIME });
  return new Date(at.epochMilliseconds);
}

/** When a consultation booked (or moved) at `now` to `start` is reminded of; null when that time has passed. */
export function reminderDue(config: Pick<AvailabilityConfig, "timeZone">, start: Date, now: Date): Date | null {
  const at = reminderTime(config, start);
  return at > now ? at : null;
}

type ReminderDependencies = Pick<Dependencies, "config" | "store" | "mailer" | "log" | "retryBaseMs" | "leaseMs"> & {
  availability: Pick<AvailabilityConfig, "timeZone">;
};

export function createReminders(deps: ReminderDependencies) {
  const { store, log } = deps;

  /** Queues and sends every reminder due at `now`; how many went out at once (the rest the outbox retries). */
  async function sendDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const booking of await store.dueReminders(now)) {
      // A reminder found only after its consultation began (the server was down all the day before) is dropped, not sent.
      const mail =
        Date.parse(booking.start) > now.getTime()
          ? await composeReminder(deps.config, deps.availability, booking)
          : undefined;
      const queuedAt = new Date();
      const taken = await store.takeReminder(booking, mail, queuedAt, new Date(queuedAt.getTime() + deps.leaseMs));
      if (!mail || taken?.notificationId === undefined) continue;
      log(`reminders: reminded booking #${booking.id} of its consultation`);
      const [delivered] = await deliverNow(deps, [{ id: taken.notificationId, mail }]);
      if (delivered) sent++;
    }
    return sent;
  }

  return { sendDue };
}

export type Reminders = ReturnType<typeof createReminders>;

/** Sends due reminders at start and then every minute, as the outbox worker runs. */
export const startReminderWorker = (reminders: Reminders, log: (line: string) => void) =>
  runPeriodically(() => reminders.sendDue(), { intervalMs: REMINDER_CHECK_INTERVAL_MS, log, name: "reminders" });
