// A figure worked out from many rows, kept while what it is made from stands: the office's start
// page counted and timed every lead at every request (60 ms over 5,000 leads). Its figures are now
// worked out again only when a cheap key says their rows changed, or when they are older than a
// while (some move with the clock alone: a lead left unanswered passes its hour).

/**
 * A value for a key: the one made last, while the key is the one it was made for and it is younger
 * than `keptMs`, otherwise `compute`'s. Callers arriving while it is being made share that one
 * computation; a failure is not kept.
 */
export function keptWhile<T>({
  keptMs,
  now = () => performance.now(),
}: {
  keptMs: number;
  now?: () => number;
}): (key: string, compute: () => Promise<T>) => Promise<T> {
  let kept: { key: string; madeAt: number; value: Promise<T> } | undefined;
  return (key, compute) => {
    if (kept && kept.key === key && now() - kept.madeAt < keptMs) return kept.value;
    const value = compute();
    const mine = (kept = { key, madeAt: now(), value });
    value.catch(() => {
      if (kept === mine) kept = undefined;
    });
    return value;
  };
}
