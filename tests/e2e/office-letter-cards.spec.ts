// Writing a letter on a phone and on a desktop, with JavaScript and without: the projects and posts
// to choose from are compact rows (the fourteen in about two phone screens, where full-size cards
// made the page some 5,900 px tall), the chosen ones are in the preview, and the preview is one tap
// from the top on a phone and beside the choices on a desktop (issue 45, item 7).
import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { expect, hydrated, screenshotsIn, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { axeViolations } from "./two-sites";

const SHOTS = "/tmp/shots-letters";
mkdirSync(SHOTS, { recursive: true });
const shoot = screenshotsIn(SHOTS);
/** A phone's screen (an iPhone's 375 × 812). */
const PHONE = { width: 375, height: 812 };

const pageHeight = (page: Page) => page.evaluate(() => document.body.scrollHeight);

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "js" : "no-js";
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: PHONE });

    test("the choices are compact rows, the chosen ones are in the preview, and the preview is one tap away on a phone and beside them on a desktop", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, newPerson(`letter-cards-${mode}`, "owner"), "/office/newsletter/new");
      if (javaScriptEnabled) await hydrated(page);
      const picks = page.getByRole("group", { name: "Projects and posts to show" });
      const rows = picks.getByRole("listitem");
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThanOrEqual(10);

      // Every row about 72 px (a long title takes two lines), all of them within two phone screens.
      for (let index = 0; index < count; index++) {
        const box = (await rows.nth(index).boundingBox())!;
        expect(box.height, `row ${index}`).toBeLessThanOrEqual(96);
        expect(box.width, `row ${index}`).toBeLessThanOrEqual(PHONE.width);
      }
      expect((await picks.boundingBox())!.height).toBeLessThanOrEqual(2 * PHONE.height);
      const newHeight = await pageHeight(page);
      test.info().annotations.push({ type: "height of /office/newsletter/new at 375 px", description: `${newHeight}` });
      expect(newHeight).toBeLessThanOrEqual(3000);
      // No preview before the first save: the side card says where it will be, no link points at nothing.
      await expect(page.getByRole("link", { name: "Go to the preview" })).toHaveCount(0);
      await shoot(page, `new-${mode}`, PHONE.width);

      // Two choices, by tapping their rows (anywhere on the row: photo, title or box).
      const chosen = [1, 2];
      const titles: string[] = [];
      for (const index of chosen) {
        const row = rows.nth(index);
        titles.push((await row.innerText()).trim().split("\n").at(-1)!.trim());
        await row.getByText(titles.at(-1)!).click();
        await expect(row.getByRole("checkbox")).toBeChecked();
      }
      const subject = `Two kitchens and a bath, chosen on a phone ${mode} ${Date.now()}`;
      await page.getByLabel("Subject").fill(subject);
      await page.getByLabel("Introduction").fill("Hello from **Winter Park**: three rooms we finished this autumn.");
      await page.getByRole("button", { name: "Preview", exact: true }).click();

      // The answer opens at the preview, whose frames show the letter with the chosen projects and posts.
      await expect(page).toHaveURL(/\/office\/newsletter\/\d+\?saved=preview#preview$/);
      const preview = page.getByRole("region", { name: "Preview", exact: true });
      await expect(preview.getByRole("status")).toHaveText("Draft saved. Here it is as subscribers will get it.");
      await expect(preview.getByRole("status")).toBeInViewport();
      const phone = page.frameLocator('iframe[title="The letter on a phone"]');
      await expect(phone.getByRole("heading", { name: subject })).toBeVisible();
      for (const title of titles) await expect(phone.getByText(title, { exact: true }).first()).toBeVisible();
      for (let index = 0; index < count; index++)
        await expect(rows.nth(index).getByRole("checkbox")).toBeChecked({ checked: chosen.includes(index) });
      const draftPath = new URL(page.url()).pathname;

      // From the top of the page the preview is one tap away.
      await page.evaluate(() => window.scrollTo(0, 0));
      const toPreview = page.getByRole("link", { name: "Go to the preview" });
      await expect(toPreview).toBeInViewport();
      await toPreview.click();
      await expect(preview.getByRole("heading", { name: "Preview" })).toBeInViewport();
      const draftHeight = await pageHeight(page);
      test
        .info()
        .annotations.push({ type: "height of a draft with its preview at 375 px", description: `${draftHeight}` });
      expect(draftHeight).toBeLessThanOrEqual(4600);
      await shoot(page, `draft-${mode}`, PHONE.width);

      // On a desktop the preview stands beside the choices, at the top of the page: no link needed.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(draftPath);
      if (javaScriptEnabled) await hydrated(page);
      await expect(toPreview).toBeHidden();
      await expect(preview.getByRole("heading", { name: "Preview" })).toBeInViewport();
      const [choices, beside] = [(await picks.boundingBox())!, (await preview.boundingBox())!];
      expect(beside.x).toBeGreaterThanOrEqual(choices.x + choices.width);
      expect(beside.y).toBeLessThan(choices.y);
      await expect(phone.getByRole("heading", { name: subject })).toBeVisible();
      await shoot(page, `draft-${mode}`, 1280);

      if (javaScriptEnabled)
        for (const width of [PHONE.width, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          expect(
            await axeViolations(page, origin, ["/office/newsletter/new", draftPath], { outsideFrames: true }),
            `${width} px`,
          ).toEqual([]);
        }
    });
  });
}
