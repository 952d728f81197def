import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on an uncaught page error or a console error, except the 404 page's own
 * deliberate log of the visited path (and the browser's report of that 404 response).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
      });
      await use(errors);
      // Answers a test provokes on purpose (400, 404, 409, 410, 429, 503), and the posts it sends
      // with the browser offline, are logged by the browser too.
      const unexpected = errors.filter(
        (text) =>
          !text.startsWith("404 Error:") &&
          !/server responded with a status of (400|404|409|410|429|503)\b/.test(text) &&
          text !== "Failed to load resource: net::ERR_INTERNET_DISCONNECTED",
      );
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page (the carousel and forms mark themselves). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Holds the page's scripts back, as a slow phone connection does, until the returned function is
 * called: what is typed meanwhile is typed before hydration. The site's whole stylesheet, which a
 * form page's start script links before React runs, is held with them: until then the page has
 * only its own rules, as on that connection, whenever the test looks.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/([^/]+\.js|app-[^/]+\.css)$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The answer to the form post a click is about to send from this page (to its own address): not a
 * late event of an earlier one, such as the sign-in's redirect.
 */
export function formPostAnswer(page: Page) {
  const path = new URL(page.url()).pathname;
  return page.waitForResponse(
    (answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname === path,
  );
}

/**
 * A photographer for a spec's screens: the whole page, once parsed (one still arriving would be
 * photographed in part), as `<folder>/<name>-<width>.png`, after checking that it does not scroll
 * sideways at that width.
 */
export const screenshotsIn = (folder: string) => async (page: Page, name: string, width: number) => {
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
};
