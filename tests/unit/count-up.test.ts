import { describe, expect, it } from "vitest";
import { COUNT_UP_KEYFRAMES, countUpColumns, countUpStyle } from "../../app/lib/count-up.ts";

/** Evaluates a CSS linear() easing at input progress t, as a browser does. */
function evaluateLinear(easing: string, t: number): number {
  const stops = easing
    .replace(/^linear\(|\)$/g, "")
    .split(",")
    .map((stop) => stop.trim().split(/\s+/))
    .map(([output, input]) => ({ output: Number(output), input: Number.parseFloat(input!) / 100 }));
  const after = stops.findIndex((stop) => stop.input > t);
  if (after === -1) return stops.at(-1)!.output;
  if (after === 0) return stops[0]!.output;
  const [a, b] = [stops[after - 1]!, stops[after]!];
  return a.output + ((b.output - a.output) * (t - a.input)) / (b.input - a.input);
}

describe("countUpColumns", () => {
  it("makes one column per digit, each holding the numerals it rolls through", () => {
    const columns = countUpColumns(200);
    expect(columns.map((column) => column.rolls)).toEqual([2, 20, 200]);
    expect(columns[0]!.numerals).toBe("0\n1\n2");
    const ones = columns[2]!.numerals.split("\n");
    expect(ones).toHaveLength(201);
    expect(ones.slice(0, 12)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "1"]);
    expect(ones.at(-1)).toBe("0");
  });

  /** The figure a visitor reads at t: each column's numeral that fills most of its window. */
  const readAt = (columns: ReturnType<typeof countUpColumns>, t: number) =>
    columns.reduce((figure, column) => {
      // Exactly half way, two numerals fill the window alike: it reads as the one it is leaving.
      const line = Math.round(evaluateLinear(column.easing, t) - 1e-6);
      return figure * 10 + (line % 10);
    }, 0);

  it.each([20, 98, 200])("never reads lower than a figure it showed before, on the way to %i", (target) => {
    const columns = countUpColumns(target);
    let shown = 0;
    for (let i = 0; i <= 4000; i++) {
      const figure = readAt(columns, i / 4000);
      expect(figure, `t=${i / 4000}`).toBeGreaterThanOrEqual(shown);
      shown = figure;
    }
    expect(shown).toBe(target);
    expect(columns.map((column) => evaluateLinear(column.easing, 1))).toEqual(columns.map((column) => column.rolls));
    expect(columns.map((column) => evaluateLinear(column.easing, 0))).toEqual(columns.map(() => 0));
  });

  it.each([20, 98, 200])(
    "turns a higher column only with the ones' 9 to 0, and quickly, on the way to %i",
    (target) => {
      const turn = 0.075; // 150 ms of 2 s
      const columns = countUpColumns(target, turn);
      const ones = columns.at(-1)!;
      const samples = 8000;
      columns.slice(0, -1).forEach((column, index) => {
        let movingSince: number | undefined;
        for (let i = 0; i <= samples; i++) {
          const t = i / samples;
          const position = evaluateLinear(column.easing, t);
          // A resting column stands on a whole line; a thousandth of a numeral off is resting, to the eye and here.
          const between = Math.abs(position - Math.round(position)) > 1e-3;
          if (between) {
            movingSince ??= t;
            // The ones are between 9 and 0 at the same moment, just as far along.
            const onesPosition = evaluateLinear(ones.easing, t);
            expect(Math.floor(onesPosition + 1e-3) % 10, `column ${index} at t=${t}`).toBe(9);
            // Early on the count passes several numbers a frame, so a turn there is quick anyway.
            expect(t - movingSince, `column ${index} turning since ${movingSince}`).toBeLessThanOrEqual(turn + 1e-3);
          } else movingSince = undefined;
        }
      });
    },
  );

  it("holds each of the last, slow numbers and then turns to the next within the turn time", () => {
    const turn = 0.075;
    const [tens, ones] = countUpColumns(20, turn);
    // The curve reaches 19 at t = 0.632 and 20 at t = 1: the ones hold 9 until the last 150 ms.
    expect(evaluateLinear(ones!.easing, 0.7)).toBeCloseTo(19, 5);
    expect(evaluateLinear(ones!.easing, 0.9)).toBeCloseTo(19, 5);
    expect(evaluateLinear(tens!.easing, 0.9)).toBeCloseTo(1, 5);
    expect(evaluateLinear(tens!.easing, 1 - turn / 2)).toBeCloseTo(1.5, 5);
    expect(evaluateLinear(ones!.easing, 1 - turn / 2)).toBeCloseTo(19.5, 5);
  });

  it("refuses what an odometer cannot show", () => {
    expect(() => countUpColumns(0)).toThrow();
    expect(() => countUpColumns(2.5)).toThrow();
  });
});

describe("countUpStyle", () => {
  it("moves each column of one counter with the shared one-line keyframes, its easing carrying it to its count", () => {
    expect(COUNT_UP_KEYFRAMES).toBe("@keyframes count-up{to{transform:translateY(-1lh)}}");
    const css = countUpStyle("1", 98, 700, 2000);
    const [tens, ones] = countUpColumns(98, 150 / 2000);
    expect(css).toBe(
      `[data-count-column="1-0"]{animation:count-up 2000ms ${tens!.easing} 700ms both}` +
        `[data-count-column="1-1"]{animation:count-up 2000ms ${ones!.easing} 700ms both}`,
    );
    // The tens rest on whole lines: 0 at the start, 9 at the end.
    expect(tens!.easing).toMatch(/^linear\(0 0%,.*,9 100%\)$/);
  });
});
