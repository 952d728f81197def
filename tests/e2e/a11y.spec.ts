import { contentPaths, firstOfEachTemplate, formPaths } from "../../app/content/pages.server";
import { expect, test } from "./fixtures";
import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";

const pages = [...contentPaths(), ...formPaths()];
/** A service that does not exist and an address that does not: the not-found pages. */
const notFound = ["/services/roofing", "/no/such/page"];
// Every page on a phone; on a desktop, of the pages one template makes with other words and
// pictures (the services, projects and posts), the first: what changes with the width is the
// template's layout, and 37 more pages at 6 s each were three minutes of CI.
const pagesAt = (width: number) => [...(width === 375 ? pages : firstOfEachTemplate(pages)), ...notFound];

// axe needs pages from browser.newContext(), so each test builds its own context.
for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    for (const path of pagesAt(width)) {
      test(`${path} has no violations`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const results = await axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE).analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
        await context.close();
      });
    }
  });
}
