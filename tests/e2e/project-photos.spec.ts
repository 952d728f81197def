// A project's photos on its public page: each whole, in its own shape (a portrait photo is not
// cropped to the landscape frame the cards use), and a full-screen view of them one by one that
// works without JavaScript (links, a swipe) and with it (Escape, the arrow keys).
import type { Locator, Page } from "@playwright/test";
import { plainPhoto } from "../support/photos";
import { expect, screenshotsIn, test } from "./fixtures";
import { publishedSlug, signIn } from "./office";
import { axeViolations, twoSites } from "./two-sites";

test.describe.configure({ mode: "serial" });

const { siteA, siteB, owner } = twoSites("photos", 41);
const shot = screenshotsIn("/tmp/shots-photos");
let slug = "";
let officeAddress = "";
const title = `Winter Park Pantry Door ${Date.now()}`;

/** Whether an <img> shows all of its picture: its box has the picture's own shape, and nothing is cut off. */
async function shownWhole(image: Locator) {
  await expect(image).toHaveJSProperty("complete", true);
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const fit = getComputedStyle(img).objectFit;
    return {
      portrait: box.height > box.width,
      sameShape: Math.abs(box.width / box.height - img.naturalWidth / img.naturalHeight) < 0.02,
      uncut: fit === "fill" || fit === "contain",
      withinScreen: box.left >= 0 && box.right <= document.documentElement.clientWidth,
    };
  });
}
const whole = { portrait: true, sameShape: true, uncut: true, withinScreen: true };

test("the owner publishes a project whose second photo stands upright", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, owner(), "/office/portfolio/new", siteA);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("A tall pantry door in reclaimed pine beside a new tiled coffee corner.");
  await page.locator("#photo-library").setInputFiles([
    { name: "coffee-corner.jpg", mimeType: "image/jpeg", buffer: await plainPhoto(1600, 1200, "jpeg", "#a86") },
    { name: "pantry-door.jpg", mimeType: "image/jpeg", buffer: await plainPhoto(900, 1600, "jpeg", "#568") },
    { name: "shelves.jpg", mimeType: "image/jpeg", buffer: await plainPhoto(1200, 900, "jpeg", "#8a6") },
  ]);
  await page.getByLabel("What the new photos show").fill("The pine pantry door and the coffee corner");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  slug = await publishedSlug(page, "portfolio");
  officeAddress = new URL(page.url()).pathname;
  await context.close();
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 860 }, hasTouch: width === 375 });

    const slide = (page: Page, n: number) => page.locator(`#photo-${n}-full`);

    test("without JavaScript: the portrait photo is shown whole, and whole full screen, from its link", async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: width === 375 ? 740 : 860 },
      });
      const page = await context.newPage();
      // The cover holds its place before its file arrives: what is below it does not move when it
      // does, and it stands within 85 % of the screen's height, at its own shape.
      let releasePhotos = () => {};
      const photosHeld = new Promise<void>((resolve) => (releasePhotos = resolve));
      await page.route(/\/photos\//, async (route) => {
        await photosHeld;
        await route.continue();
      });
      await page.goto(`${siteB}/portfolio/${slug}`, { waitUntil: "domcontentloaded" });
      const cover = page.locator("#photo-1 img");
      const below = page.getByRole("list", { name: "More photos" });
      const before = { cover: await cover.boundingBox(), below: (await below.boundingBox())?.y };
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
      releasePhotos();
      await expect(cover).toHaveJSProperty("complete", true);
      expect({ cover: await cover.boundingBox(), below: (await below.boundingBox())?.y }).toEqual(before);
      const screenHeight = await page.evaluate(() => innerHeight);
      expect(before.cover!.height).toBeLessThanOrEqual(screenHeight * 0.85);
      expect(Math.abs(before.cover!.width / before.cover!.height - 1600 / 1200)).toBeLessThan(0.02);
      await page.unroute(/\/photos\//);
      const portrait = page.locator("#photo-2 img");
      await portrait.scrollIntoViewIfNeeded();
      expect(await shownWhole(portrait)).toEqual(whole);
      // Its width and height hold its place before it loads: the page does not move under the reader.
      expect(await portrait.getAttribute("width")).toBe("900");
      expect(await portrait.getAttribute("height")).toBe("1600");
      await shot(page, "project-page-no-js", width);

      await page
        .getByRole("link", { name: /pine pantry door.*full screen/ })
        .nth(1)
        .click();
      await expect(page).toHaveURL(/#photo-2-full$/);
      await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
      expect(await shownWhole(slide(page, 2).locator("img"))).toEqual(whole);
      await expect(slide(page, 2)).toContainText("2 of 3");
      await page.screenshot({ path: `/tmp/shots-photos/full-screen-no-js-${width}.png` });
      // Next, then Close: back to that photo on the page.
      await slide(page, 2).getByRole("link", { name: "Next photo" }).click();
      await expect(slide(page, 3)).toBeInViewport({ ratio: 0.9 });
      await slide(page, 3).getByRole("link", { name: "Close the full-screen view" }).click();
      await expect(page).toHaveURL(/#photo-3$/);
      await expect(slide(page, 3)).toBeHidden();
      await expect(page.locator("#photo-3")).toBeInViewport();
      await context.close();
    });

    test("with JavaScript: opened from the portfolio, the view moves with the arrow keys and a swipe, and Escape closes it", async ({
      page,
    }) => {
      // Drawn in place by React after the portfolio (its style added under the page's policy).
      await page.goto(`${siteB}/portfolio`);
      await page.getByRole("link", { name: `View Details of ${title}` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const portrait = page.locator("#photo-2 img");
      await portrait.scrollIntoViewIfNeeded();
      expect(await shownWhole(portrait)).toEqual(whole);

      // And as a page of its own (its inline script), opened with the keyboard.
      await page.goto(`${siteB}/portfolio/${slug}`);
      await page.locator("#photo-2").focus();
      await page.keyboard.press("Enter");
      await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
      await expect(page.locator("[data-photo-track]")).toBeFocused();
      expect(await shownWhole(slide(page, 2).locator("img"))).toEqual(whole);
      await page.screenshot({ path: `/tmp/shots-photos/full-screen-js-${width}.png` });
      await page.keyboard.press("ArrowRight");
      await expect(slide(page, 3)).toBeInViewport({ ratio: 0.9 });
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(slide(page, 1)).toBeInViewport({ ratio: 0.9 });
      if (width === 375) {
        // A finger's swipe to the left: the next photo snaps into place.
        const cdp = await page.context().newCDPSession(page);
        const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
          cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y: 300 }] });
        await touch("touchStart", 320);
        for (let x = 300; x >= 80; x -= 20) await touch("touchMove", x);
        await touch("touchEnd", 80);
        await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
      }
      await page.keyboard.press("Escape");
      await expect(page.locator("[data-photo-track]")).toBeHidden();
      await expect(page.locator(width === 375 ? "#photo-2" : "#photo-1")).toBeFocused();
    });
  });
}

test("the project page, its full-screen view open, has no axe violations", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page, siteB, [`/portfolio/${slug}`, `/portfolio/${slug}#photo-2-full`])).toEqual([]);
  }
});

test("a photo on its side is turned in the office, without JavaScript and with it, and the site shows it so once published", async ({
  browser,
}) => {
  for (const [width, javaScriptEnabled, turn, shape] of [
    [375, false, "right", [1200, 1600]],
    [1280, true, "left", [1600, 1200]],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await signIn(page, owner(), officeAddress, siteA);
    // One description box per photo: the uploader's shared box says it is only for new photos.
    await expect(page.getByLabel("What the new photos show")).toHaveAccessibleDescription(/^Only with new photos/);
    await page.getByRole("button", { name: `Turn ${turn} (photo 1)` }).click();
    await expect(page.getByRole("status")).toContainText("Photo turned and saved.");
    const cover = page.getByRole("listitem").filter({ hasText: "Cover photo" }).locator("img");
    await expect(cover).toHaveAttribute("width", String(shape[0]));
    await expect(cover).toHaveAttribute("height", String(shape[1]));
    // The description and the order stay as they were.
    await expect(page.getByLabel("What the photo shows").first()).toHaveValue(
      "The pine pantry door and the coffee corner",
    );
    await shot(page, `office-turned-${javaScriptEnabled ? "js" : "no-js"}`, width);
    await page.getByRole("button", { name: "Publish changes" }).click();
    await expect(page.getByRole("status")).toContainText("Published");
    await page.goto(`${siteB}/portfolio/${slug}`);
    await expect(page.locator("#photo-1 img")).toHaveAttribute("width", String(shape[0]));
    await context.close();
  }
});

for (const width of [375, 1280]) {
  test(`at ${width} px with JavaScript, a project is dragged to a new place, and another moved from the keyboard; the site shows the order`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: width === 375 });
    const page = await context.newPage();
    await signIn(page, owner(), "/office/portfolio", siteA);
    const rows = page.locator('li[id^="item-"]');
    const titles = () => rows.getByRole("link").allTextContents();
    // The handles come once React runs.
    await expect(page.getByRole("button", { name: /^Drag / }).first()).toBeVisible();
    const before = await titles();

    // The first dragged by its handle to below the third.
    // Its rows at the top of the screen, so that the drag ends far from the foot, which would scroll it on.
    await rows.first().evaluate((row) => row.scrollIntoView({ block: "start" }));
    const handle = await page.getByRole("button", { name: `Drag ${before[0]} to a new place` }).boundingBox();
    const third = await rows.nth(2).boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle!.x + handle!.width / 2, third!.y + third!.height * 0.8, { steps: 8 });
    await expect(rows.nth(2).getByRole("link")).toHaveText(before[0]!);
    await shot(page, "office-dragging", width);
    await page.mouse.up();
    await expect(page).toHaveURL(/\?moved=\d+#item-\d+$/);
    await expect(rows.nth(2).getByRole("status")).toHaveText("Moved: the site shows it here now.");
    expect(await titles()).toEqual([before[1], before[2], before[0], ...before.slice(3)]);

    // The fourth, from the keyboard: picked up, three places up, dropped.
    const fourth = (await titles())[3]!;
    await page.getByRole("button", { name: `Drag ${fourth} to a new place` }).focus();
    await page.keyboard.press("Space");
    for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowUp");
    await expect(rows.first().getByRole("link")).toHaveText(fourth);
    await page.keyboard.press("Space");
    await expect(rows.first().getByRole("status")).toHaveText("Moved: the site shows it here now.");
    // Escape puts a picked-up item back.
    await page.getByRole("button", { name: `Drag ${fourth} to a new place` }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(rows.first().getByRole("link")).toHaveText(fourth);

    const order = await titles();
    await expect
      .poll(async () => {
        const html = await (await page.request.get(`${siteB}/portfolio`)).text();
        const [a, b, c] = order.slice(0, 3).map((name) => html.indexOf(name));
        return a! >= 0 && a! < b! && b! < c!;
      })
      .toBe(true);
    await context.close();
  });
}

test("with JavaScript, a project's photos take a new order by the keyboard and by a drag, saved with the form", async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: width === 375 });
    const page = await context.newPage();
    await signIn(page, owner(), officeAddress, siteA);
    const refs = () =>
      page
        .locator('input[name$=".ref"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect(page.getByRole("button", { name: "Drag photo 3 to a new place" })).toBeVisible();
    const before = await refs();

    await page.getByRole("button", { name: "Drag photo 3 to a new place" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Space");
    expect(await refs()).toEqual([before[2], before[0], before[1]]);

    // That photo, now the first, dragged to below the next: held at the foot of the screen, the
    // page scrolls under it until it has passed the next photo's middle.
    const handleButton = page.getByRole("button", { name: "Drag photo 3 to a new place" });
    await handleButton.evaluate((button) => button.scrollIntoView({ block: "start" }));
    const handle = (await handleButton.boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, 780, { steps: 8 });
    await expect.poll(refs, { intervals: [25] }).toEqual([before[0], before[2], before[1]]);
    await page.mouse.up();
    expect(await refs()).toEqual([before[0], before[2], before[1]]);
    await shot(page, "office-photos-reordered", width);

    await page.getByRole("button", { name: "Save as draft (the site stays as it is)" }).click();
    await expect(page.getByRole("status")).toContainText("Saved as a draft");
    await expect.poll(refs).toEqual([before[0], before[2], before[1]]);
    await context.close();
  }
});
