import type { Page } from "@playwright/test";
import { BRAND_FONT_CLASS } from "../../app/lib/brand-font";
import { expect, holdScripts, hydrated, test } from "./fixtures";

/** How the page's heading is set, and how its brand font file was fetched (if at all). */
const headingFace = (page: Page) =>
  page.evaluate(async (className) => {
    await document.fonts.ready;
    const face = [...document.fonts].find((font) => font.family.replaceAll('"', "") === "Fraunces Variable");
    const fontFile = performance
      .getEntriesByType("resource")
      .find((entry): entry is PerformanceResourceTiming => entry.name.endsWith(".woff2"));
    return {
      classed: document.documentElement.classList.contains(className),
      headingInBrandFace: getComputedStyle(document.querySelector("h1")!).fontFamily.startsWith('"Fraunces Variable"'),
      brandFaceLoaded: face?.status === "loaded",
      fontFromCache: fontFile ? fontFile.transferSize === 0 : undefined,
    };
  }, BRAND_FONT_CLASS);

const fontFetched = (page: Page) => page.waitForFunction(() => sessionStorage.getItem("brand-font") !== null);

test("the first page of a visit paints in the fallback serif and fetches the brand font after its first paint", async ({
  page,
}) => {
  await page.goto("/about");
  await fontFetched(page);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    fontFetches: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => entry.startTime),
  }));
  expect(timing.fontFetches).toHaveLength(1);
  expect(timing.fontFetches[0]).toBeGreaterThan(timing.firstPaint);
  expect(await headingFace(page)).toEqual({
    classed: false,
    headingInBrandFace: false,
    brandFaceLoaded: false,
    fontFromCache: false,
  });
});

test("the later pages of a visit set their headings in the brand face, read from the cache", async ({ page }) => {
  await page.goto("/about");
  await fontFetched(page);
  for (const path of ["/process", "/", "/contact"]) {
    await page.goto(path);
    // The contact page hydrates: React keeps the class it did not render.
    if (path === "/contact") await hydrated(page);
    expect(await headingFace(page), path).toEqual({
      classed: true,
      headingInBrandFace: true,
      brandFaceLoaded: true,
      fontFromCache: true,
    });
  }
});

test("a page whose scripts arrive after the font was fetched keeps its headings' face as it hydrates: nothing moves under the reader", async ({
  page,
}) => {
  // A slow phone connection: the font comes a second after the first paint, the scripts later.
  const releaseScripts = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await fontFetched(page);
  const send = page.getByRole("button", { name: "Send Message" });
  const before = { face: await headingFace(page), button: (await send.boundingBox())?.y };
  expect(before.face.headingInBrandFace).toBe(false);
  releaseScripts();
  await hydrated(page);
  expect({ face: await headingFace(page), button: (await send.boundingBox())?.y }).toEqual(before);
});
