// Nothing typed in the office is lost (issue 45): what the owner types is kept in the tab, asked
// about before an in-office link or the browser's own leave takes the page away, and put back with
// a note after Back or a reload; a save, or "Discard what I typed", forgets it.
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { clientAddress, newPerson, signIn } from "./office";
import { signedEstimate } from "./signed-estimate";
import { uniqueEmail } from "./store";

/** An office place from the header: on a phone in its Menu, on a desktop in its group's list. */
async function menuLink(page: Page, group: string, name: string) {
  const link = page.getByRole("navigation", { name: "Office" }).getByRole("link", { name, exact: true });
  if (await link.isVisible()) return link;
  const menu = page.getByText("Menu", { exact: true });
  await ((await menu.isVisible()) ? menu : page.locator("summary", { hasText: group })).click();
  return link;
}

const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: "Leave this page without saving?" });
const restoredNote = (page: Page) => page.getByRole("region", { name: "What you typed before" });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a new post typed, Menu → Calendar asks first; Stay keeps the page, Leave then Back brings the typing back with a note; Discard empties it", async ({
      page,
    }) => {
      await signIn(page, newPerson(`kept-post-${width}`, "owner"), "/office/blog/new");
      await hydrated(page);
      const title = `Hurricane Shutters Before June ${width}`;
      const text = "## Accordion or panel?\n\nWhat we fit on the lanai in Winter Park.";
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Text in Markdown").fill(text);

      await (await menuLink(page, "Calendar", "Calendar")).click();
      await expect(leaveDialog(page)).toBeVisible();
      await page.getByRole("button", { name: "Stay on this page" }).click();
      await expect(leaveDialog(page)).toBeHidden();
      await expect(page).toHaveURL(/\/office\/blog\/new$/);
      await expect(page.getByLabel("Title")).toHaveValue(title);

      await (await menuLink(page, "Calendar", "Calendar")).click();
      await page.getByRole("button", { name: "Leave", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/office\/blog\/new$/);
      await expect(page.getByLabel("Title")).toHaveValue(title);
      await expect(page.getByLabel("Text in Markdown")).toHaveValue(text);
      await expect(restoredNote(page)).toContainText("What you typed here before is back.");

      // A reload: the browser's own leave asks too, and the typing comes back again.
      page.once("dialog", (dialog) => {
        expect(dialog.type()).toBe("beforeunload");
        void dialog.accept();
      });
      await page.reload();
      await hydrated(page);
      await expect(page.getByLabel("Title")).toHaveValue(title);
      await expect(page.getByLabel("Text in Markdown")).toHaveValue(text);

      await page.getByRole("button", { name: "Discard what I typed" }).click();
      await expect(page.getByLabel("Title")).toHaveValue("");
      await expect(page.getByLabel("Text in Markdown")).toHaveValue("");
      await expect(restoredNote(page)).toBeHidden();
      // Nothing left to lose: the menu leaves at once, and nothing comes back.
      await (await menuLink(page, "Calendar", "Calendar")).click();
      await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
      await page.goBack();
      await expect(page.getByLabel("Title")).toHaveValue("");
      await expect(restoredNote(page)).toBeHidden();
    });
  });
}

test("a testimonial saved is forgotten as a draft: leaving asks nothing and no note comes back; one refused keeps what was typed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.setExtraHTTPHeaders(clientAddress());
  await signIn(page, newPerson("kept-testimonial", "owner"), "/office/testimonials/new");
  await hydrated(page);
  const name = `The Okafor Family ${Date.now() % 100_000}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Who they are").fill("Homeowners");
  await page.getByLabel("Where, or which firm").fill("College Park");
  // Too short: refused, and what was typed stays kept.
  await page.getByLabel("What they said").fill("Great.");
  await page.getByLabel("Stars they gave").selectOption("5");
  await page.getByRole("button", { name: /^Publish/ }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(restoredNote(page)).toBeVisible();

  await page
    .getByLabel("What they said")
    .fill("They rebuilt our 1950s kitchen around the original terrazzo and finished a week early.");
  await page.getByRole("button", { name: /^Publish/ }).click();
  await expect(page).not.toHaveURL(/\/new$/);
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await (await menuLink(page, "Calendar", "Calendar")).click();
  await expect(page).toHaveURL(/\/office\/calendar$/);
  await page.goto("/office/testimonials/new");
  await hydrated(page);
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(restoredNote(page)).toBeHidden();
});

test("the contract's forms keep their typing: a change order and a payment typed, Menu → Calendar, Leave, Back, and both are there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page, newPerson("kept-contract", "owner"));
  const { officePath } = await signedEstimate(page.request, uniqueEmail("kept-contract"));
  const leaveAndComeBack = async () => {
    await (await menuLink(page, "Calendar", "Calendar")).click();
    await page.getByRole("button", { name: "Leave", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
    await page.goBack();
    await hydrated(page);
    await expect(restoredNote(page)).toContainText("What you typed here before is back.");
  };

  await page.goto(`${officePath}/change-orders/new`);
  await hydrated(page);
  const description = "Heated floor under the new tile, on its own thermostat.";
  await page.getByLabel("What changes").fill(description);
  await page.getByLabel("Price, if one for all").fill("1,800");
  await leaveAndComeBack();
  await expect(page.getByLabel("What changes")).toHaveValue(description);
  await expect(page.getByLabel("Price, if one for all")).toHaveValue("1,800");

  await page.goto(officePath);
  await hydrated(page);
  await page.getByLabel("Amount received ($)").fill("3,000");
  await page.getByLabel("Reference").fill("Check 1042");
  await leaveAndComeBack();
  await expect(page.getByLabel("Amount received ($)")).toHaveValue("3,000");
  await expect(page.getByLabel("Reference")).toHaveValue("Check 1042");
});
