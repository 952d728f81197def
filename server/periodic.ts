// Background work on a timer (the outbox's deliveries, the day-before reminders): run once at
// start and then every interval, never two runs at once, without keeping the process alive.

export type PeriodicTask = {
  /** Runs the task now, or joins the run under way; resolves to what that run counted. */
  runNow(): Promise<number>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
};

export function runPeriodically(
  task: () => Promise<number>,
  { intervalMs, log, name }: { intervalMs: number; log: (line: string) => void; name: string },
): PeriodicTask {
  let current: Promise<number> | undefined;
  const runNow = () => {
    current ??= task()
      .catch((error: Error) => {
        log(`${name}: ${error.message}`);
        return 0;
      })
      .finally(() => {
        current = undefined;
      });
    return current;
  };

  const timer = setInterval(runNow, intervalMs);
  timer.unref();
  void runNow();

  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
