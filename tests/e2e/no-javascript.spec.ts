import { expect, test } from "./fixtures";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page is complete: counters at their final values, gallery slides reachable", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("counter")).toHaveText(["20+", "200+", "98%"]);
    // No animation without scripting: the figures are plain text from the first paint.
    const odometers = await page
      .locator(".count-up-digits")
      .evaluateAll((digits) => digits.map((element) => getComputedStyle(element).display));
    expect(odometers).toEqual(["none", "none", "none"]);
    await expect(
      page.getByRole("region", { name: "Gallery of recent projects" }).locator('[data-slot="carousel-slide"]'),
    ).toHaveCount(9);
    const scrollable = await page
      .locator('[data-slot="carousel-viewport"]')
      .evaluate((element) => getComputedStyle(element).overflowX);
    expect(scrollable).toBe("auto");
  });

  test("the Services menu and the mobile menu open and navigate", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Services", { exact: true }).click();
    await nav.getByRole("link", { name: "Bathroom Remodeling" }).click();
    await expect(page).toHaveURL("/services/bathroom");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bathroom Remodeling");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about");
  });

  test("every content page renders its text", async ({ page }) => {
    for (const [path, text] of [
      ["/portfolio", "Showcasing 20 exceptional kitchen and bathroom renovations"],
      ["/blog", "Stay Updated"],
      ["/process", "Quality Assurance"],
      ["/contact", "Send Us a Message"],
    ]) {
      await page.goto(path!);
      await expect(page.locator("main")).toContainText(text!);
    }
  });
});
