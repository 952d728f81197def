// The per-client limits' counters: one row per key (a limit and who it counts) holding the count
// in its current window. Counting is one statement (an upsert that starts a new window when the
// old one has ended), so two processes on one PostgreSQL never both read the same count.
import { sql } from "kysely";
import { iso, type Db } from "./database.ts";

export interface LimitStore {
  /** Adds one to `key`'s count (1 in a new window of `windowMs` when its last one ended by `now`): the count, and when its window ends. */
  countUp(key: string, now: Date, windowMs: number): Promise<{ count: number; windowEndsAt: string }>;
  /** Takes one back from `key`'s count in its current window (an attempt that used nothing it counts). */
  countDown(key: string, now: Date): Promise<void>;
  /** Deletes the counters whose window ended by `now`: how many. */
  pruneCounters(now: Date): Promise<number>;
}

export function createLimitStore(db: Db): LimitStore {
  return {
    async countUp(key, now, windowMs) {
      const at = iso(now);
      const ended = sql<boolean>`${sql.ref("rateLimitCounters.windowEndsAt")} <= ${at}`;
      const row = await db
        .insertInto("rateLimitCounters")
        .values({ key, windowEndsAt: iso(new Date(now.getTime() + windowMs)), count: 1 })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet((eb) => ({
            count: sql<number>`CASE WHEN ${ended} THEN 1 ELSE ${sql.ref("rateLimitCounters.count")} + 1 END`,
            windowEndsAt: sql<string>`CASE WHEN ${ended} THEN ${eb.ref("excluded.windowEndsAt")} ELSE ${sql.ref("rateLimitCounters.windowEndsAt")} END`,
          })),
        )
        .returning(["count", "windowEndsAt"])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowEndsAt: row.windowEndsAt };
    },
    async countDown(key, now) {
      await db
        .updateTable("rateLimitCounters")
        .set({ count: sql<number>`${sql.ref("count")} - 1` })
        .where("key", "=", key)
        .where("windowEndsAt", ">", iso(now))
        .where("count", ">", 0)
        .execute();
    },
    pruneCounters: async (now) =>
      Number(
        (await db.deleteFrom("rateLimitCounters").where("windowEndsAt", "<=", iso(now)).executeTakeFirst())
          .numDeletedRows,
      ),
  };
}
