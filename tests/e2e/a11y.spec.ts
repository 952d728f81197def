import AxeBuilder from "@axe-core/playwright";
import { contentPaths, formPaths } from "../../app/content/pages.server";
import { expect, test } from "./fixtures";

const pages = [...contentPaths(), ...formPaths(), "/services/roofing", "/no/such/page"];

// axe needs pages from browser.newContext(), so each test builds its own context.
for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    for (const path of pages) {
      test(`${path} has no violations`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
        await context.close();
      });
    }
  });
}
