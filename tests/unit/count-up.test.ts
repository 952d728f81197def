import { describe, expect, it } from "vitest";
import { countUpColumns, countUpStyle, easeOutCubic } from "../../app/lib/count-up.ts";

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

  it.each([20, 98, 200])("shows, at every moment of the count to %i, the digits of where it stands", (target) => {
    const columns = countUpColumns(target);
    for (let i = 0; i <= 400; i++) {
      const t = i / 400;
      const count = Math.floor(target * easeOutCubic(t) + 1e-9);
      const positions = columns.map((column) => evaluateLinear(column.easing, t) * column.rolls);
      // Higher columns only move while the ones go from 9 to 0; elsewhere they rest on a numeral.
      positions.slice(0, -1).forEach((position, index) => {
        const place = 10 ** (columns.length - 1 - index);
        if (Math.abs(position - Math.round(position)) > 1e-3)
          expect((count + 1) % place, `column ${index} turns only from ${place - 1} to ${place}, t=${t}`).toBe(0);
        else if (count % 10 !== 9)
          expect(Math.round(position), `column ${index} at t=${t}`).toBe(Math.floor(count / place));
      });
      // The ones column stands exactly at the count (it holds every number from 0 to the target).
      expect(Math.floor(positions.at(-1)! + 1e-6)).toBeGreaterThanOrEqual(count - 1);
      expect(Math.floor(positions.at(-1)! + 1e-6)).toBeLessThanOrEqual(count + 1);
    }
    expect(columns.map((column) => evaluateLinear(column.easing, 1))).toEqual(columns.map(() => 1));
    expect(columns.map((column) => evaluateLinear(column.easing, 0))).toEqual(columns.map(() => 0));
  });

  it("refuses what an odometer cannot show", () => {
    expect(() => countUpColumns(0)).toThrow();
    expect(() => countUpColumns(2.5)).toThrow();
  });
});

describe("countUpStyle", () => {
  it("moves each column of one counter with its own keyframes, duration and delay", () => {
    const css = countUpStyle("1", 98, 700, 2000);
    expect(css).toContain("@keyframes count-up-1-0{to{transform:translateY(-9lh)}}");
    expect(css).toContain("@keyframes count-up-1-1{to{transform:translateY(-98lh)}}");
    expect(css).toMatch(/\[data-count-column="1-1"\]\{animation:count-up-1-1 2000ms linear\([^)]+\) 700ms both\}/);
  });
});
