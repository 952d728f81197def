import { contentPaths, formPaths } from "../../app/content/pages.server";
import { expect, test } from "./fixtures";

const pages = [...contentPaths(), ...formPaths()];

test.describe("every route", () => {
  for (const path of pages) {
    test(`${path} answers 200 with one h1, a short title and a canonical URL`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      // The brand is in the title whenever it fits in 70 characters (app/lib/seo.ts).
      const title = await page.title();
      expect(title.length, title).toBeLessThanOrEqual(70);
      expect(title.length, title).toBeGreaterThan(20);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toBe(`https://www.saltboxdesignbuild.com${path === "/" ? "" : path}`);
      await expect(page.locator("header nav").first()).toBeAttached();
      await expect(page.locator("footer")).toContainText(`© ${new Date().getFullYear()}`);
    });
  }
});

test("an unknown path answers 404, says so, links home and logs the path", async ({ page }) => {
  const logged = page.waitForEvent("console", (message) => message.text().includes("/no/such/page"));
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  expect((await logged).text()).toContain("404 Error: User attempted to access non-existent route: /no/such/page");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown service answers 404 with Service not found and the four services", async ({ page }) => {
  const response = await page.goto("/services/roofing");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
  const main = page.locator("main");
  for (const name of [
    "Kitchen Remodeling",
    "Bathroom Remodeling",
    "Full Home Renovations",
    "Custom Cabinetry & Millwork",
  ]) {
    await expect(main.getByRole("link", { name })).toBeVisible();
  }
});

test("sitemap.xml lists every page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of pages)
    expect(sitemap).toContain(`<loc>https://www.saltboxdesignbuild.com${path === "/" ? "" : path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://www.saltboxdesignbuild.com/sitemap.xml");
});

test("the HTML sitemap links every page", async ({ page }) => {
  await page.goto("/sitemap");
  const hrefs = await page.locator("main a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const path of pages) expect(hrefs).toContain(path);
});
