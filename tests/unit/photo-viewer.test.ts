import { describe, expect, it } from "vitest";
import { coverShapeClass, photoViewerStyles } from "../../common/photo-viewer.ts";

/** The width a cover photo of this size may take, in screen heights: the cap its class sets. */
const capOf = (width: number, height: number) => {
  const name = coverShapeClass(width, height);
  const rule = new RegExp(`\\.${name}\\{max-width:calc\\(85vh\\*([\\d.]+)\\)\\}`).exec(photoViewerStyles);
  if (!rule) throw new Error(`no rule for .${name}`);
  return Number(rule[1]) * 0.85;
};

describe("a project's cover photo, kept within the screen's height", () => {
  it("stands at most 85 % of the screen high, and a tall one at least 70 %", () => {
    for (const [width, height] of [
      [900, 1600],
      [1200, 1600],
      [1080, 1350],
      [1000, 1000],
      [1600, 1200],
      [1600, 1067],
      [1920, 1080],
      [500, 1600],
      [990, 1000],
      [260, 1000],
    ] as const) {
      // Its height at the cap, in screen heights: the cap's width over the photo's shape.
      const standing = capOf(width, height) / (width / height);
      expect(standing, `${width}×${height}`).toBeLessThanOrEqual(0.85);
      if (height >= width) expect(standing, `${width}×${height}`).toBeGreaterThanOrEqual(0.7);
    }
  });

  it("caps one narrower than every shape at the narrowest, and every class it names has its rule", () => {
    expect(coverShapeClass(300, 1600)).toBe("pv-shape-0");
    for (const [width, height] of [
      [1, 10],
      [1, 1],
      [10, 1],
    ] as const)
      expect(photoViewerStyles).toContain(`.${coverShapeClass(width, height)}{`);
  });
});
