import { readFileSync } from "node:fs";
import { contentPaths, formPaths } from "../../app/content/pages.server";
import { SITE_ICON_ID } from "../../app/lib/site-icon";
import { PHOTO_VIEWER_SCRIPT_ID } from "../../common/photo-viewer";
import { CAROUSEL_SCRIPT_ID } from "../../app/components/ui/carousel-script";
import { HERO_VIDEO_SCRIPT_ID } from "../../app/components/home/hero-video-script";
import { hydratingRoutes } from "../../scripts/budgets";
import { carouselReady } from "./carousel";
import { expect, hydrated, test } from "./fixtures";

const staticPages = [...contentPaths(), ...formPaths()].filter((path) => !hydratingRoutes.includes(path));

test("pages with nothing but links and plain forms load no React: a few inline scripts, and a carousel's file", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script")
      scripts.push(`${new URL(request.url()).pathname} on ${new URL(page.url()).pathname}`);
  });
  for (const path of staticPages) {
    await page.goto(path, { waitUntil: "load" });
    // Only the head's one script, the brand font's few lines (app/lib/brand-font.ts), the menus'
    // (closing on Escape or a click outside) and the campaign's note (app/lib/campaign.ts), on a project's page its photos' full-screen view (keys and focus,
    // common/photo-viewer.ts), on the home page its film (components/home/hero-video-script.ts), on
    // the home page and the portfolio their carousel's buttons and keys, as a file
    // (components/ui/carousel-script.ts), and the speculation rules: no React Router context, no module.
    const inline = await page
      .locator("script:not([type='application/ld+json']):not([src])")
      .evaluateAll((elements) => elements.map((element) => element.id || element.getAttribute("type")));
    const project = /^\/portfolio\/[^/]+$/.test(path);
    expect(inline, path).toEqual([
      // app/lib/page-scripts.ts, whose font import only the build reads.
      "page-script",
      "speculationrules",
      ...(project ? [PHOTO_VIEWER_SCRIPT_ID] : []),
      ...(path === "/" ? [HERO_VIDEO_SCRIPT_ID] : []),
      ...(path === "/" || path === "/portfolio" ? [CAROUSEL_SCRIPT_ID] : []),
    ]);
    // The carousel's file comes a second after the page has loaded, and readies its buttons.
    if (path === "/" || path === "/portfolio") await carouselReady(page.locator("[data-slot='carousel']"));
  }
  await page.waitForTimeout(300);
  // The carousel's file, on the pages with a carousel (a page may find it in the browser's cache).
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/^\/assets\/carousel-script-[\w-]{8}\.js on \/(portfolio)?$/);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test("every page carries the icon inline, and names it as a picture search engines and phones can fetch", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The build writes the drawing's quotes as ' inside the URL and drops the space between tags.
  const sameDrawing = (svg: string) => svg.replaceAll("'", '"').replace(/>\s+</g, "><").trim();
  const drawing = sameDrawing(readFileSync("app/assets/favicon.svg", "utf8"));
  const icon = page.locator(`#${SITE_ICON_ID}`);
  for (const path of [...staticPages, ...hydratingRoutes, "/no/such/page"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="icon"]'), path).toHaveCount(1);
    const inline = (await icon.getAttribute("href"))!;
    expect(inline, path).toMatch(/^data:image\/svg\+xml,/);
    expect(sameDrawing(decodeURIComponent(inline.slice("data:image/svg+xml,".length))), path).toBe(drawing);
    await expect(page.locator('link[rel="apple-touch-icon"]'), path).toHaveAttribute("href", "/apple-touch-icon.png");
  }
  const png = await request.get("/apple-touch-icon.png");
  expect(png.headers()["content-type"]).toBe("image/png");
  const bytes = await png.body();
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([180, 180]);

  // The page's policy lets the inline icon be drawn: as an image, it loads.
  await page.goto("/about");
  const inline = (await icon.getAttribute("href"))!;
  expect(
    await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, inline),
  ).toBeGreaterThan(0);

  // Where React runs, the icon stays as the server wrote it through a navigation in place.
  await page.goto("/contact");
  await hydrated(page);
  await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Process" }).click();
  await expect(page).toHaveURL("/process");
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  await expect(icon).toHaveAttribute("href", inline);
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
});

test("an unknown path loads no script but its inline log of the path", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const logged = page.waitForEvent("console", (message) => message.text().includes("/no/such/page"));
  await page.goto("/no/such/page");
  await logged;
  expect(scripts).toEqual([]);
});

for (const path of hydratingRoutes) {
  test(`${path} hydrates, and fetches its scripts only after the page has loaded`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType("resource")
        .filter(
          (entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || entry.name.endsWith(".js"),
        )
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.load);
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.firstPaint);
  });
}

test("Chromium fetches the page a visitor is about to open before the click", async ({ page }) => {
  await page.goto("/about");
  expect(await page.evaluate(() => HTMLScriptElement.supports("speculationrules"))).toBe(true);
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Our Process" });
  // Moderate eagerness: the speculation starts after a short hover. (Under Playwright's DevTools
  // connection Chromium stops a prerender at its prefetch step; a visitor's browser goes on.)
  await link.hover();
  await page.waitForTimeout(1500);
  await link.click();
  await expect(page).toHaveURL("/process");
  const deliveryType = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );
  expect(deliveryType).toBe("navigational-prefetch");
});

const siteStylesOf = (html: string) => html.match(/<style[^>]* id="site-styles"[^>]*>([\s\S]*?)<\/style>/)!;

test("every public page carries only its own rules: the home page its counters', the form pages theirs", async ({
  request,
}) => {
  const siteStyles = async (path: string) => siteStylesOf(await (await request.get(path)).text());
  const [processPage, home, contact, consultation] = [
    await siteStyles("/process"),
    await siteStyles("/"),
    await siteStyles("/contact"),
    await siteStyles("/consultation"),
  ];
  expect(processPage[0]).toContain("data-page-only");
  // The home page's hero counters: not on /process, so not in its rules; the home page runs no
  // React either, and carries them.
  expect(processPage[1]).not.toContain(".count-up-digits");
  expect(home[0]).toContain("data-page-only");
  expect(home[1]).toContain(".count-up-digits");
  // The form pages, rendered per request, get their own rules too (server/http/critical-css.ts).
  for (const formPage of [contact, consultation]) {
    expect(formPage[0]).toContain("data-page-only");
    expect(formPage[0]).toMatch(/ nonce="[^"]+"/);
    expect(formPage[1]).not.toContain(".count-up-digits");
  }
});

test("a form page links the whole stylesheet before React starts, so what React shows is styled", async ({
  page,
  request,
}) => {
  // Whether the linked stylesheet had loaded when React marked the page hydrated.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      observer.disconnect();
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/app-"]');
      document.documentElement.dataset.wholeStylesheetAtHydration = String((link?.sheet?.cssRules.length ?? 0) > 0);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto("/contact");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-whole-stylesheet-at-hydration", "true");
  const href = await page.locator('link[rel="stylesheet"][href^="/assets/app-"]').getAttribute("href");
  // The linked file is the whole stylesheet: the notice's tint, which the first HTML's rules lack,
  // and the home page's counters too.
  const whole = await (await request.get(href!)).text();
  const pageOnly = siteStylesOf(await (await request.get("/contact")).text())[1]!;
  expect(pageOnly).not.toContain(".bg-danger\\/5");
  expect(whole).toContain(".bg-danger\\/5");
  expect(whole).toContain(".count-up-digits");
  expect(whole.length).toBeGreaterThan(pageOnly.length * 1.3);
  // React shows the notice, styled.
  await page.getByRole("button", { name: "Send Message" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Missing Information" });
  await expect(alert).toBeVisible();
  expect(await alert.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  expect(await alert.evaluate((element) => getComputedStyle(element).borderTopColor)).not.toBe(
    await page.locator("form").evaluate((element) => getComputedStyle(element).borderTopColor),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form page and its refusal are drawn by their own rules alone", async ({ page }) => {
    await page.goto("/contact");
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    // The form's card: its border, background and rounded corners.
    const card = page.locator("form").locator("xpath=ancestor::div[contains(@class, 'rounded-2xl')][1]");
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).not.toBe("0px");
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("1px");
    // Posted empty past the browser's own checks: the server's refusal, a notice in a page of its own.
    await page.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Missing Information" });
    await expect(alert).toBeVisible();
    expect(await alert.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    expect(await page.locator("#site-styles").getAttribute("data-page-only")).toBe("");
  });
});
