// The hero counters' rise from 0 to their figure, as an odometer: each digit is a column of
// numerals that a CSS animation slides up, a transform the compositor runs on its own. (The
// earlier CSS counter changed `counter-reset` every frame, and the style and layout work that
// cost blocked a phone's main thread for about 0.6 s of the page's first seconds.)
//
// The count follows the cubic ease-out curve: after a fraction t of the duration it stands at
// target * (1 - (1 - t)^3). Early on the count passes many numbers a frame and the ones column
// rolls with the curve. Near the end one number takes longer and longer (the last of 20 would take
// 0.7 s), and a column caught half way for that long reads as another figure: the tens of "20+"
// sat between 1 and 2, beside a 0, and read "10". So, as on a mechanical counter, every step
// longer than a quick turn holds its number, then turns in TURN_MS, ending when the curve reaches
// the next number; and a higher column turns in exactly the moments the ones go from 9 to 0.
// Each column's motion is written as a CSS linear() easing through those points.

/** Where the count stands after a fraction t (0..1) of the duration, as a fraction of the target. */
export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** When (fraction of the duration) the count reaches `value` of `target`: easeOutCubic inverted. */
export const timeToReach = (value: number, target: number) => 1 - Math.cbrt(1 - value / target);

/** How long a column takes to turn by one numeral once the count has slowed down. */
export const TURN_MS = 150;

export type CountUpColumn = {
  /** The numerals from the top of the column down, one per line: 0, 1, ... 9, 0, 1 ... */
  numerals: string;
  /** Lines the column moves up, from showing 0 to showing its digit of the target. */
  rolls: number;
  /**
   * Its motion over the count's duration, as a CSS easing function whose output is the lines
   * moved up (0 to `rolls`): the keyframes move one line, and an easing output above 1 carries
   * the move on, so a resting column stands on a whole number and every column shares them.
   */
  easing: string;
};

/** Points of the ones column's curve: enough that the straight pieces between them stay within a fraction of a numeral. */
const ONES_SAMPLES = 32;

type Point = [time: number, lines: number];

// A tenth of a line while a column moves (a few pixels, passed in a frame at that speed), and a
// tenth of a percent of the duration (2 ms of 2 s, an eighth of a frame): finer than the eye
// follows, and each stop short. These stops are most of the home page's hero, whose HTML has to
// fit a connection's first round trip (scripts/budgets.ts).
const round = (x: number) => Number(x.toFixed(1));
/** The easing through `points` in time order, each stop once (CSS linear() reads a repeated input as a jump). */
function linear(points: Point[]): string {
  const stops = points
    .map(([time, lines]) => [round(time * 100), round(lines)] as const)
    .toSorted((a, b) => a[0] - b[0] || a[1] - b[1])
    .filter(([time, lines], i, sorted) => sorted[i + 1]?.[0] !== time || sorted[i + 1]?.[1] !== lines);
  return `linear(${stops.map(([time, lines]) => `${lines} ${time}%`).join(",")})`;
}

/**
 * The columns that count from 0 to `target` (a whole number), most significant first. `turn` is
 * the longest a step from one number to the next may take, as a fraction of the duration.
 */
export function countUpColumns(target: number, turn = TURN_MS / 2000): CountUpColumn[] {
  if (!Number.isInteger(target) || target < 1)
    throw new Error(`a counter counts up to a whole number above 0, not ${target}`);
  const reach = (value: number) => timeToReach(value, target);
  /** When the count goes from value - 1 to value: on the curve, or held and then turned quickly. */
  const step = (value: number): [start: number, end: number] => [
    Math.max(reach(value - 1), reach(value) - turn),
    reach(value),
  ];
  // Steps only lengthen under an ease-out, so from the first held step on, every step is held.
  let firstHeld = 1;
  while (firstHeld <= target && reach(firstHeld) - reach(firstHeld - 1) <= turn) firstHeld++;

  const places = String(target).length;
  return Array.from({ length: places }, (_, index) => {
    const place = 10 ** (places - 1 - index);
    const rolls = Math.floor(target / place);
    const numerals = Array.from({ length: rolls + 1 }, (_, line) => String(line % 10)).join("\n");
    // A column turns by one numeral in the step to each multiple of its place.
    const turns = Array.from({ length: rolls }, (_, i) => (i + 1) * place);
    const points: Point[] = [[0, 0]];
    if (place === 1) {
      // On the curve until the first held step, except that each carry (a step to a multiple of
      // ten) is a straight line, exactly as the columns above it move then.
      const curveEnd = reach(firstHeld - 1);
      const carries = turns.filter((value) => value % 10 === 0 && value < firstHeld).map(step);
      const onCurve = (t: number): Point => [t, easeOutCubic(t) * rolls];
      for (let i = 1; i <= ONES_SAMPLES; i++) {
        const t = (curveEnd * i) / ONES_SAMPLES;
        if (!carries.some(([start, end]) => t > start && t < end)) points.push(onCurve(t));
      }
      for (const [start, end] of carries) points.push(onCurve(start), onCurve(end));
      for (let value = firstHeld; value <= target; value++) {
        const [start, end] = step(value);
        points.push([start, value - 1], [end, value]);
      }
    } else {
      turns.forEach((value, i) => {
        const [start, end] = step(value);
        points.push([start, i], [end, i + 1]);
      });
    }
    points.push([1, rolls]);
    return { numerals, rolls, easing: linear(points) };
  });
}

/** The move every column makes, one line up: each column's easing carries it on to its own count. */
export const COUNT_UP_KEYFRAMES = "@keyframes count-up{to{transform:translateY(-1lh)}}";

/**
 * The rules that move one counter's columns (the Content-Security-Policy refuses inline style
 * attributes, and it admits an inline <style> element by hash or nonce), after COUNT_UP_KEYFRAMES.
 * `id` names the counter's columns: `[data-count-column="<id>-<index>"]`.
 */
export function countUpStyle(id: string, target: number, delayMs: number, durationMs: number): string {
  return countUpColumns(target, TURN_MS / durationMs)
    .map(
      ({ easing }, index) =>
        `[data-count-column="${id}-${index}"]{animation:count-up ${durationMs}ms ${easing} ${delayMs}ms both}`,
    )
    .join("");
}
