// The hero counters' rise from 0 to their figure, as an odometer: each digit is a column of
// numerals that a CSS animation slides up, a transform the compositor runs on its own. (The
// earlier CSS counter changed `counter-reset` every frame, and the style and layout work that
// cost blocked a phone's main thread for about 0.6 s of the page's first seconds.)
//
// The count follows the cubic ease-out curve: after a fraction t of the duration it stands at
// target * (1 - (1 - t)^3). The ones column rolls with it continuously; every higher column
// holds still and turns by one while the column below goes from 9 to 0, as a mechanical counter
// does. Each column's motion is written as a CSS linear() easing through those points.

/** Where the count stands after a fraction t (0..1) of the duration, as a fraction of the target. */
export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** When (fraction of the duration) the count reaches `value` of `target`: easeOutCubic inverted. */
export const timeToReach = (value: number, target: number) => 1 - Math.cbrt(1 - value / target);

export type CountUpColumn = {
  /** The numerals from the top of the column down, one per line: 0, 1, ... 9, 0, 1 ... */
  numerals: string;
  /** Lines the column moves up, from showing 0 to showing its digit of the target. */
  rolls: number;
  /** Its motion over the count's duration, as a CSS easing function. */
  easing: string;
};

/** Points of the ones column's curve: enough that the straight pieces between them stay within a fraction of a numeral. */
const ONES_SAMPLES = 32;

const round = (x: number) => Number(x.toFixed(5));
const linear = (points: [time: number, progress: number][]) =>
  `linear(${points.map(([time, progress]) => `${round(progress)} ${round(time * 100)}%`).join(", ")})`;

/** The columns that count from 0 to `target` (a whole number), most significant first. */
export function countUpColumns(target: number): CountUpColumn[] {
  if (!Number.isInteger(target) || target < 1)
    throw new Error(`a counter counts up to a whole number above 0, not ${target}`);
  const places = String(target).length;
  return Array.from({ length: places }, (_, index) => {
    const place = 10 ** (places - 1 - index);
    const rolls = Math.floor(target / place);
    const numerals = Array.from({ length: rolls + 1 }, (_, line) => String(line % 10)).join("\n");
    let points: [number, number][];
    if (place === 1) {
      points = Array.from({ length: ONES_SAMPLES + 1 }, (_, i) => [i / ONES_SAMPLES, easeOutCubic(i / ONES_SAMPLES)]);
    } else {
      // Turn from step - 1 to step while the count goes from step * place - 1 to step * place.
      points = [[0, 0]];
      for (let step = 1; step <= rolls; step++) {
        points.push([timeToReach(step * place - 1, target), (step - 1) / rolls]);
        points.push([timeToReach(step * place, target), step / rolls]);
      }
      points.push([1, 1]);
    }
    return { numerals, rolls, easing: linear(points) };
  });
}

/**
 * The stylesheet that moves one counter's columns (the Content-Security-Policy refuses inline
 * style attributes, and it admits an inline <style> element by hash or nonce). `id` names the
 * counter's columns: `[data-count-column="<id>-<index>"]`.
 */
export function countUpStyle(id: string, target: number, delayMs: number, durationMs: number): string {
  return countUpColumns(target)
    .map(({ rolls, easing }, index) => {
      const name = `count-up-${id}-${index}`;
      return `@keyframes ${name}{to{transform:translateY(-${rolls}lh)}}[data-count-column="${id}-${index}"]{animation:${name} ${durationMs}ms ${easing} ${delayMs}ms both}`;
    })
    .join("");
}
