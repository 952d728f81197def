// A fixed-window counter per client address, kept in this process's memory. Behind a load
// balancer each process counts on its own, which still bounds abuse per process.
export type RateLimiter = { take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } };

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = now() + windowMs;
  return {
    take(key) {
      const time = now();
      if (time >= nextSweep) {
        for (const [entry, window] of windows) if (window.resetAt <= time) windows.delete(entry);
        nextSweep = time + windowMs;
      }
      const window = windows.get(key);
      if (!window || window.resetAt <= time) {
        windows.set(key, { count: 1, resetAt: time + windowMs });
        return { allowed: true };
      }
      if (window.count >= limit)
        return { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) };
      window.count += 1;
      return { allowed: true };
    },
  };
}
