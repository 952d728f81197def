import type { Locator } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { carouselReady, visibleSlideCount, visibleSlideLabels } from "./carousel";

/**
 * The number a counter shows: while the odometer is on screen, the last number its ones column
 * has rolled fully into view (that column holds every number from 0 to the target, one per
 * line); otherwise the figure's text.
 */
function shownCounterValues() {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="counter"]')].map((figure) => {
    const digits = figure.parentElement!.querySelector<HTMLElement>(".count-up-digits")!;
    if (getComputedStyle(digits).display === "none") return Number.parseInt(figure.textContent ?? "");
    const ones = [...digits.querySelectorAll<HTMLElement>(".count-up-numerals")].at(-1)!;
    const style = getComputedStyle(ones);
    return Math.floor(Math.abs(new DOMMatrix(style.transform).m42) / Number.parseFloat(style.lineHeight) + 0.001);
  });
}

test("the hero counters rise from 0 to 20, 200 and 98 over 2 s after 0.5 / 0.7 / 0.9 s, never backwards", async ({
  page,
}) => {
  // Sample what each counter shows every 25 ms once the page's styles apply (before that the
  // render-blocking stylesheet is loading and nothing is on screen): from its first paint.
  await page.addInitScript(`(() => {
    const shown = ${shownCounterValues.toString()};
    const samples = (window.counterSamples = []);
    const timer = setInterval(() => {
      const values = shown();
      if (values.length > 0 && (document.getAnimations().length > 0 || performance.getEntriesByType("paint").length > 0)) samples.push({ at: performance.now(), values });
      if (samples.length > 0 && performance.now() - samples[0].at > 4000) clearInterval(timer);
    }, 25);
  })()`);
  await page.goto("/");
  await page.waitForTimeout(4500);
  const samples = await page.evaluate(
    () => (window as unknown as { counterSamples: { at: number; values: number[] }[] }).counterSamples,
  );
  expect(samples.length).toBeGreaterThan(100);
  // When the counting began: the moment the page's styles applied.
  const started = await page.evaluate(() => document.getAnimations().map((animation) => Number(animation.startTime)));
  expect(started.length).toBeGreaterThanOrEqual(3);
  const start = Math.min(...started);
  const targets = [20, 200, 98];
  const delays = [500, 700, 900];
  // The first sample falls before any counter starts rising (on a loaded machine the sampler may
  // run late, but not that late), so "first shows 0" below is what the first paint showed.
  expect(samples[0]!.at - start).toBeLessThan(delays[0]! - 100);
  targets.forEach((target, index) => {
    const series = samples.map((sample) => ({ at: sample.at - start, value: sample.values[index]! }));
    expect(series[0]!.value, `counter ${index} first shows 0, not its target`).toBe(0);
    const values = series.map((entry) => entry.value);
    expect(values, `counter ${index} only ever counts up`).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size, `counter ${index} visibly animates`).toBeGreaterThan(5);
    const firstRise = series.find((entry) => entry.value > 0)!;
    const done = series.find((entry) => entry.value === target);
    expect(done, `counter ${index} reaches ${target}`).toBeDefined();
    expect(firstRise.at).toBeGreaterThan(delays[index]! - 30);
    expect(firstRise.at).toBeLessThan(delays[index]! + 250);
    expect(done!.at).toBeGreaterThan(delays[index]! + 2000 - 250);
    expect(done!.at).toBeLessThan(delays[index]! + 2000 + 300);
  });
  await expect(page.getByTestId("counter")).toHaveText(["20+", "200+", "98%"]);
  // Screen readers get the figure, not the ticking digits, even mid-count.
  await page.goto("/");
  await page.waitForTimeout(1200);
  await expect(page.locator("#hero-heading ~ dl")).toMatchAriaSnapshot(`
    - term: Years of experience
    - definition: 20+
    - term: Projects completed
    - definition: 200+
    - term: Client satisfaction
    - definition: 98%
  `);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("counters show their final values at once and the video stays off", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(shownCounterValues)).toEqual([20, 200, 98]);
    await page.waitForLoadState("load");
    await page.waitForTimeout(300);
    expect(await page.evaluate(shownCounterValues)).toEqual([20, 200, 98]);
    expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  });
});

/** Whether the hero film plays, shown over the poster. */
const filmPlays = (video: Locator) =>
  expect
    .poll(
      () =>
        video.evaluate(
          (element: HTMLVideoElement) =>
            !element.paused && element.currentTime > 0 && getComputedStyle(element).opacity === "1",
        ),
      { timeout: 10_000 },
    )
    .toBe(true);

test("the hero has a muted looping background video that plays after load, and both buttons", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("loop", "");
  await filmPlays(video);
  // The film, the counters and the carousel need no React: the page loads no script file but the
  // carousel's buttons', once it has loaded (app/lib/script-files.ts).
  await carouselReady(page.getByRole("region", { name: /^Gallery/ }));
  expect(scripts.map((url) => new URL(url).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/carousel-script-[\w-]{8}\.js$/),
  ]);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  await expect(page.getByRole("link", { name: "Start Your Project" }).first()).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "View Our Process" })).toHaveAttribute("href", "/process");
});

test("the services grid has four cards linking to /services and an Explore All Services button", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#services");
  await expect(section.getByRole("article")).toHaveCount(4);
  const learnMore = section.getByRole("link", { name: /Learn More about/ });
  await expect(learnMore).toHaveCount(4);
  for (const link of await learnMore.all()) await expect(link).toHaveAttribute("href", "/services");
  await expect(section.getByRole("link", { name: "Explore All Services" })).toHaveAttribute("href", "/services");
});

test("three five-star testimonials, the credentials and the call to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#testimonials figure")).toHaveCount(3);
  await expect(page.locator("#testimonials").getByLabel("Rated 5 out of 5 stars")).toHaveCount(3);
  const credentials = page.getByRole("region", { name: "Credentials" });
  for (const text of [
    "Florida Licensed Contractor",
    "Fully Insured & Bonded",
    "BBB A+ Rating",
    "NARI Certified Remodeler",
  ]) {
    await expect(credentials).toContainText(text);
  }
  const cta = page.getByRole("region", { name: "Ready to start your project?" });
  await expect(cta.getByRole("link", { name: "(407) 555-0142" })).toBeVisible();
  await expect(cta.getByRole("link", { name: "hello@saltboxdesignbuild.com" })).toBeVisible();
  await expect(cta).toContainText("Orlando, FL");
  for (const point of [
    "Collaborative partnership",
    "Transparent process",
    "Superior craftsmanship",
    "Full-service approach",
  ]) {
    await expect(cta).toContainText(point, { ignoreCase: true });
  }
});

for (const [width, expected] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`the gallery shows ${expected} of its 9 slides at ${width} px and loops`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const gallery = page.getByRole("region", { name: "Gallery of recent projects" });
    await expect(gallery.locator('[data-slot="carousel-slide"]')).toHaveCount(9);
    // Every seed picture is a render, and each card says so (a photo the owner uploads does not).
    await expect(gallery.getByText("Design rendering", { exact: true })).toHaveCount(9);
    await expect(
      gallery
        .locator('[data-slot="carousel-slide"] span')
        .filter({ hasText: /^(Kitchen|Bathroom|Full Home|Cabinetry)$/ }),
    ).toHaveCount(9);
    await gallery.scrollIntoViewIfNeeded();
    expect(await visibleSlideCount(gallery)).toBe(expected);
    expect((await visibleSlideLabels(gallery))[0]).toBe("1 of 9");
    // Looping: previous from the first slide wraps to the last, and is never disabled.
    const previous = gallery.getByRole("button", { name: "Previous slide" });
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(() => visibleSlideLabels(gallery).then((labels) => labels[0])).toBe("9 of 9");
    await gallery.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => visibleSlideLabels(gallery).then((labels) => labels[0])).toBe("1 of 9");
  });
}

test("opened in place from a page React runs, the home page plays its film and moves its gallery", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL("/");
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  await filmPlays(page.locator("video"));
  const gallery = page.getByRole("region", { name: "Gallery of recent projects" });
  await gallery.scrollIntoViewIfNeeded();
  await gallery.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(() => visibleSlideLabels(gallery).then((labels) => labels[0])).toBe("2 of 9");
});
