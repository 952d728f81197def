import { useEffect, useState } from "react";

/**
 * Counts from 0 to `target` over `durationMs` after `delayMs`, easing out. The server renders
 * the final value, so visitors without JavaScript or with reduced motion see it directly.
 */
export function useCountUp(target: number, durationMs: number, delayMs: number): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setValue(0);
    let frame = 0;
    const start = performance.now() + delayMs;
    const tick = (now: number) => {
      const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
      // Floor, so the target itself appears only when the full duration has passed.
      setValue(Math.floor(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, delayMs]);

  return value;
}

export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;
