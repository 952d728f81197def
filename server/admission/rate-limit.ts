// Per-client limits (enquiries, subscriptions, bookings), counted in fixed windows. On PostgreSQL in
// the database (server/storage/limits.ts), so that every process on it adds to one count: two
// processes allow what one does. When the database cannot be reached, this process counts in its
// own memory instead: the enquiry still goes out by e-mail then (requirements R13), and a client is
// still held to the limit per process. SQLite is one process's: without `counters` the count is
// kept in memory from the start, sparing every enquiry a write (it halved their throughput).
import type { LimitStore } from "../storage/limits.ts";

export type Limit = { limit: number; windowMs: number };
export type Taken = { allowed: true; count: number } | { allowed: false; count: number; retryAfterSeconds: number };
export type RateLimiter = {
  /** Counts one more for `key` (refused ones too) under `limit`, by default the enquiries' configured one. */
  take(key: string, limit?: Limit): Promise<Taken>;
  /** Takes back one that `take` allowed, for an attempt that used nothing it limits (a time someone else took first). */
  giveBack(key: string): Promise<void>;
};

/** Ended windows are deleted about this often, by whichever request comes after. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export function createRateLimiter({
  counters,
  limit: configured,
  log,
  now = () => new Date(),
}: {
  /** Where the counts are kept for every process; without it, this process's memory. */
  counters?: Pick<LimitStore, "countUp" | "countDown" | "pruneCounters">;
  limit: Limit;
  log: (line: string) => void;
  now?: () => Date;
}): RateLimiter {
  const memory = new Map<string, { count: number; endsAt: number }>();
  let counting: "database" | "memory" = counters ? "database" : "memory";
  let nextPrune = 0;

  /** The count in this process's memory, when the database is out of reach. */
  function countInMemory(key: string, at: number, windowMs: number) {
    for (const [entry, window] of memory) if (window.endsAt <= at) memory.delete(entry);
    const window = memory.get(key) ?? { count: 0, endsAt: at + windowMs };
    window.count += 1;
    memory.set(key, window);
    return { count: window.count, endsAt: window.endsAt };
  }

  function fellBack(error: unknown) {
    if (counting === "database")
      log(`rate limit: counting in this process while the database is unreachable: ${(error as Error).message}`);
    counting = "memory";
  }

  /** What the shared counters answer, or undefined without them or while they are out of reach. */
  async function shared<T>(use: (store: NonNullable<typeof counters>) => Promise<T>): Promise<T | undefined> {
    if (!counters) return undefined;
    try {
      const answer = await use(counters);
      counting = "database";
      return answer;
    } catch (error) {
      fellBack(error);
      return undefined;
    }
  }

  return {
    async take(key, { limit, windowMs } = configured) {
      const at = now();
      const kept = await shared((store) => store.countUp(key, at, windowMs));
      const counted = kept
        ? { count: kept.count, endsAt: Date.parse(kept.windowEndsAt) }
        : countInMemory(key, at.getTime(), windowMs);
      if (counters && at.getTime() >= nextPrune) {
        nextPrune = at.getTime() + PRUNE_EVERY_MS;
        counters.pruneCounters(at).catch(() => (nextPrune = 0));
      }
      if (counted.count <= limit) return { allowed: true, count: counted.count };
      return {
        allowed: false,
        count: counted.count,
        retryAfterSeconds: Math.max(1, Math.ceil((counted.endsAt - at.getTime()) / 1000)),
      };
    },
    async giveBack(key) {
      if (await shared((store) => store.countDown(key, now()).then(() => true))) return;
      const window = memory.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}
