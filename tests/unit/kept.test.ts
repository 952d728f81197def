import { describe, expect, it } from "vitest";
import { keptWhile } from "../../server/office/kept.ts";

describe("a figure kept while what it is made from stands", () => {
  let clock = 0;
  const kept = () => keptWhile<number>({ keptMs: 60_000, now: () => clock });

  it("is worked out once for one key within its while, by the first caller, for everyone arriving meanwhile", async () => {
    const figures = kept();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([figures("a", compute), figures("a", compute)])).toEqual([1, 1]);
    clock += 59_999;
    expect(await figures("a", compute)).toBe(1);
    expect(computed).toBe(1);
  });

  it("is worked out again for another key, and once its while is over", async () => {
    const figures = kept();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await figures("a", compute)).toBe(1);
    expect(await figures("b", compute)).toBe(2);
    clock += 60_000;
    expect(await figures("b", compute)).toBe(3);
  });

  it("keeps no failure: the next caller works it out again", async () => {
    const figures = kept();
    await expect(figures("a", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await figures("a", async () => 7)).toBe(7);
  });
});
