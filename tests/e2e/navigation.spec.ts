import { expect, hydrated, test } from "./fixtures";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("lists the spec's items and highlights the current route", async ({ page }) => {
    await page.goto("/process");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Our Process", "Portfolio", "Blog", "About Us", "Contact"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByText("Services", { exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute(
      "href",
      "/consultation",
    );
    await expect(nav.getByRole("link", { name: "Our Process" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the header stays on screen while the page scrolls", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(300);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
  });

  test("the Services dropdown opens by click and keyboard and lists the four services", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const kitchen = nav.getByRole("link", { name: "Kitchen Remodeling" });
    await expect(kitchen).toBeHidden();
    await nav.getByText("Services", { exact: true }).click();
    for (const name of [
      "All Services",
      "Kitchen Remodeling",
      "Bathroom Remodeling",
      "Full Home Renovations",
      "Custom Cabinetry & Millwork",
    ]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(kitchen).toBeHidden();

    await nav.getByText("Services", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(kitchen).toBeVisible();
    await kitchen.click();
    await expect(page).toHaveURL("/services/kitchen");
    await expect(kitchen).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchen Remodeling");
    await expect(nav.getByRole("link", { name: "Kitchen Remodeling", includeHidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  // The contact page hydrates; /services/kitchen loads no script file, only the page's inline lines.
  for (const path of ["/contact", "/services/kitchen"]) {
    test(`the Services dropdown closes on Escape, a click outside and a Tab past it on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path === "/contact") await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      const toggle = nav.getByText("Services", { exact: true });
      const kitchen = nav.getByRole("link", { name: "Kitchen Remodeling" });

      await toggle.click();
      await expect(kitchen).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(kitchen).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await expect(kitchen).toBeVisible();
      // Outside it: the page's margin, clear of the open menu and of anything clickable.
      await page.mouse.click(5, 600);
      await expect(kitchen).toBeHidden();

      // By keyboard: open, Tab through its five links, and one more leaves it.
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(kitchen).toBeVisible();
      for (let step = 0; step < 5; step++) await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "Custom Cabinetry & Millwork" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(kitchen).toBeHidden();
      await expect(nav.getByRole("link", { name: "Our Process" })).toBeFocused();
    });
  }
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("the toggle opens the menu and choosing a link closes it", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const toggle = page.getByRole("banner").getByText("Menu", { exact: true });
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link", { name: "Portfolio" })).toBeHidden();
    await toggle.tap();
    await expect(menu.getByRole("link", { name: "Portfolio" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Bathroom Remodeling" })).toBeVisible();
    await menu.getByRole("link", { name: "Portfolio" }).tap();
    await expect(page).toHaveURL("/portfolio");
    await expect(menu.getByRole("link", { name: "Portfolio" })).toBeHidden();
    await toggle.tap();
    await expect(menu.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
  });

  test("the menu closes on a tap outside it, on a page without script files too", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("banner").getByText("Menu", { exact: true });
    const menu = page.getByRole("navigation", { name: "Main" });
    await toggle.tap();
    await expect(menu.getByRole("link", { name: "Portfolio" })).toBeVisible();
    // The open menu fills the screen below the header: outside it is the header's blank middle.
    await page.touchscreen.tap(205, 36);
    await expect(menu.getByRole("link", { name: "Portfolio" })).toBeHidden();
    await expect(page).toHaveURL("/about");
  });
});

test("the footer has the three columns, contact block, credit and legal links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of ["Services", "Company", "Resources"]) {
    await expect(footer.getByRole("navigation", { name })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "(407) 555-0142" })).toHaveAttribute("href", "tel:+14075550142");
  await expect(footer.getByRole("link", { name: "hello@saltboxdesignbuild.com" })).toHaveAttribute(
    "href",
    "mailto:hello@saltboxdesignbuild.com",
  );
  await expect(footer).toContainText("1200 N Orange Ave, Suite 310");
  await expect(footer).toContainText("Orlando, FL 32804");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Saltbox Design-Build`);
  await expect(footer).toContainText("Website by Palmetto Web Studio");
  for (const [name, href] of [
    ["Privacy Policy", "/privacy"],
    ["Terms of Service", "/terms"],
  ]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href!);
  }
  await expect(footer.getByRole("link", { name: "Sitemap" }).last()).toHaveAttribute("href", "/sitemap");
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("pages open scrolled to the top", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.mouse.wheel(0, 3000);
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/about");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
