// The content's version as a process follows it: the public pages made from the content are kept
// until it moves (server/http/published-pages.ts), and asking the database at every request made a
// page from memory cost a query (half nginx's throughput for the same file). A version read is kept
// for a short while and shared by every request meanwhile, with at most one read in flight; a change
// this process hears of (its own, or another process's on PostgreSQL: Store.watchContent) drops it
// at once. What is never heard of (a change by another process on SQLite, a notice lost with its
// connection) is read at the latest FRESH_MS later: a publish shows in every process within that,
// plus the page's rendering, well inside the 2 s the office promises.
/** How long a version read is used without asking again. */
export const FRESH_MS = 500;

export type VersionFollower = {
  /** The version: the one read less than FRESH_MS ago unless a change was heard since, else a read (shared). */
  current(): Promise<number>;
  /** A change was heard of: the next `current` reads the version anew. */
  changed(): void;
};

export function followContentVersion(
  read: () => Promise<number>,
  { freshMs = FRESH_MS, now = () => performance.now() } = {},
): VersionFollower {
  let kept: { version: number; readAt: number } | undefined;
  let reading: Promise<number> | undefined;
  return {
    current() {
      if (kept && now() - kept.readAt < freshMs) return Promise.resolve(kept.version);
      if (reading) return reading;
      // Fresh from when the read began: a change committed while it ran may be missing from it.
      const readAt = now();
      const mine: Promise<number> = read().then(
        (version) => {
          // A read that began before a change heard of meanwhile answers its own callers, unkept.
          if (reading === mine) [kept, reading] = [{ version, readAt }, undefined];
          return version;
        },
        (error: unknown) => {
          if (reading === mine) reading = undefined;
          throw error;
        },
      );
      reading = mine;
      return mine;
    },
    changed() {
      kept = undefined;
      reading = undefined;
    },
  };
}
