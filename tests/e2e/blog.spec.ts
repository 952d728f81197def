import { expect, test } from "./fixtures";

test("the blog shows a featured post and a grid of five, each with every card field", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Blog");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(6);
  const categories = [
    "Design Trends",
    "Design Tips",
    "Material Guide",
    "Project Spotlight",
    "Industry Insights",
    "Sustainability",
  ];
  const seen = new Set<string>();
  for (const card of await cards.all()) {
    await expect(card.locator("img")).toHaveAttribute("alt", /.{12,}/);
    await expect(card).toContainText(/\d+ min read/);
    await expect(card.locator("time")).toHaveText(/\w+ \d{1,2}, 20\d\d/);
    await expect(card.getByRole("heading")).not.toBeEmpty();
    await expect(card.getByRole("link", { name: /Read More/ })).toBeVisible();
    seen.add(await card.getByTestId("post-category").innerText());
  }
  expect([...seen].sort()).toEqual([...categories].sort());
  await expect(cards.first().getByRole("heading", { level: 2 })).toBeVisible();
  // Three columns at desktop width: the second to fourth cards share a row.
  const tops = await Promise.all([1, 2, 3].map(async (index) => (await cards.nth(index).boundingBox())!.y));
  expect(new Set(tops).size).toBe(1);
  await expect(page.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
});

test("the grid collapses to one column on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/blog");
  const cards = page.locator("main article");
  const lefts = await Promise.all([1, 2, 3].map(async (index) => (await cards.nth(index).boundingBox())!.x));
  expect(new Set(lefts).size).toBe(1);
});

test("Read More opens the full article", async ({ page }) => {
  await page.goto("/blog");
  const card = page.locator("main article").nth(2);
  // textContent, not innerText: the card below the fold skips rendering until scrolled near
  // (content-visibility), and innerText reads rendered text only.
  const title = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("link", { name: /Read More/ }).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const words = (await page.locator(".prose-content").innerText()).split(/\s+/).length;
  expect(words).toBeGreaterThan(500);
});

test("the RSS feed lists the six articles", async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml.match(/<item>/g)).toHaveLength(6);
});
