import { expect, hydrated, test } from "./fixtures";
import { carouselReady, visibleSlideCount, visibleSlideLabels } from "./carousel";

test("the portfolio shows 20 projects in a carousel with disabled ends and arrow keys", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/portfolio");
  await expect(page.getByText("Showcasing 20 exceptional kitchen and bathroom renovations")).toBeVisible();
  const carousel = page.getByRole("region", { name: "Portfolio projects" });
  // React does not run here: the carousel's own inline script does.
  await carouselReady(carousel);
  await expect(carousel.locator('[data-slot="carousel-slide"]')).toHaveCount(20);
  await expect(carousel.getByRole("link", { name: /View Details/ })).toHaveCount(20);
  // The seed projects' pictures are renders, and each card says so.
  await expect(carousel.getByText("Design rendering", { exact: true })).toHaveCount(20);
  expect(await visibleSlideCount(carousel)).toBe(3);

  const previous = carousel.getByRole("button", { name: "Previous slide" });
  const next = carousel.getByRole("button", { name: "Next slide" });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  await carousel
    .getByRole("link", { name: /View Details/ })
    .first()
    .focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => visibleSlideLabels(carousel).then((labels) => labels[0])).toBe("2 of 20");
  await expect(previous).toBeEnabled();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => visibleSlideLabels(carousel).then((labels) => labels[0])).toBe("1 of 20");
  await expect(previous).toBeDisabled();

  for (let step = 0; step < 17; step++) await next.click();
  await expect(next).toBeDisabled();
  await expect.poll(() => visibleSlideLabels(carousel)).toEqual(["18 of 20", "19 of 20", "20 of 20"]);
});

for (const [width, expected] of [
  [375, 1],
  [800, 2],
] as const) {
  test(`the portfolio shows ${expected} slide(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/portfolio");
    const carousel = page.getByRole("region", { name: "Portfolio projects" });
    await carouselReady(carousel);
    expect(await visibleSlideCount(carousel)).toBe(expected);
  });
}

test("View Details opens the project's own page", async ({ page }) => {
  await page.goto("/portfolio");
  const first = page.getByRole("region", { name: "Portfolio projects" }).getByRole("article").first();
  const title = await first.getByRole("heading").innerText();
  await first.getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/portfolio\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { name: "Scope of work" })).toBeVisible();
});

test("drawn in place from the contact page, where React runs, the carousel works as well", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/contact");
  await hydrated(page);
  await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL("/portfolio");
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  const carousel = page.getByRole("region", { name: "Portfolio projects" });
  // React draws no inline script: the carousel runs the same one as it mounts.
  await carouselReady(carousel);
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(() => visibleSlideLabels(carousel).then((labels) => labels[0])).toBe("2 of 20");
  await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeEnabled();
});
