// Someone who asked for the newsletter in person, added in the office by a plain form post on a
// phone: refused with a message and the address kept when the consent is not said, then subscribed
// and welcomed, listed as confirmed, and in the subscribers' CSV with who added them and how.
import { mkdirSync, readFileSync } from "node:fs";
import { expect, formPostAnswer, hydrated, screenshotsIn, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { mailsTo, uniqueEmail } from "./store";

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

test("an address added by hand with how they agreed is subscribed, welcomed and exported; without the consent it is refused", async ({
  page,
  request,
}) => {
  const owner = newPerson("subscribers-owner", "owner");
  const cookie = await signIn(page, owner, "/office/newsletter");
  const reader = uniqueEmail("marisol-pena");
  const form = page.getByRole("region", { name: "Add someone who asked in person" });

  await form.getByLabel("Their e-mail address").fill(reader);
  await form.getByLabel("How and when they asked for it").fill("Yes");
  const refused = formPostAnswer(page);
  await form.getByRole("button", { name: "Add to the newsletter" }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.getByRole("alert")).toContainText("Nobody was added.");
  // The page comes back at the card, below the subscribers' list however long it is.
  await expect(form.getByRole("alert")).toBeInViewport();
  await expect(form.getByLabel("How and when they asked for it")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Their e-mail address")).toHaveValue(reader);
  expect(mailsTo(reader)).toHaveLength(0);

  const consent = "Asked at the Lake Nona walkthrough, Nov 28";
  await form.getByLabel("How and when they asked for it").fill(consent);
  await form.getByRole("button", { name: "Add to the newsletter" }).click();
  await expect(page.getByRole("status")).toContainText(`${reader} is subscribed`);
  await expect(page.getByRole("status")).toBeInViewport();
  await expect(page.getByRole("region", { name: "Subscribers" }).getByText(reader)).toBeVisible();
  await expect.poll(() => mailsTo(reader).length).toBe(1);
  expect(mailsTo(reader)[0]).toMatch(/^Subject: Welcome to the /m);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const csv = await request.get(`${origin}/office/newsletter/subscribers.csv`, {
    headers: { Cookie: `office_session=${cookie.value}` },
  });
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(await csv.text()).toContain(`${reader},confirmed,`);
  expect(await csv.text()).toContain(`,${owner},"${consent}"`);
  // Signed out, the list is not given.
  expect((await request.get(`${origin}/office/newsletter/subscribers.csv`)).status()).toBe(401);
});

const SHOTS = "/tmp/shots-letters";
mkdirSync(SHOTS, { recursive: true });
const shoot = screenshotsIn(SHOTS);

test.describe("with JavaScript on a desktop", () => {
  test.use({ javaScriptEnabled: true, viewport: { width: 1280, height: 900 } });

  test("an address added by hand is listed with who added it and how they agreed, and is in the CSV the page's link downloads", async ({
    page,
  }) => {
    const owner = newPerson("subscribers-desk", "owner");
    await signIn(page, owner, "/office/newsletter");
    await hydrated(page);
    const reader = uniqueEmail("dana-whitfield");
    const consent = "Asked by phone for the newsletter, Nov 29";
    const form = page.getByRole("region", { name: "Add someone who asked in person" });
    await form.getByLabel("Their e-mail address").fill(reader);
    await form.getByLabel("How and when they asked for it").fill(consent);
    await form.getByRole("button", { name: "Add to the newsletter" }).click();
    await expect(page.getByRole("status")).toContainText(`${reader} is subscribed`);
    await expect(page.getByRole("status")).toBeInViewport();
    // The form is ready for the next person.
    await expect(form.getByLabel("Their e-mail address")).toHaveValue("");
    const listed = page.getByRole("region", { name: "Subscribers" }).getByRole("listitem").filter({ hasText: reader });
    await expect(listed).toContainText("Confirmed");
    await expect(listed).toContainText(`Added by ${owner}: “${consent}”`);
    await expect.poll(() => mailsTo(reader).length).toBe(1);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, "newsletter-subscribers", width);
    }

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download every subscriber (CSV)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, "utf8");
    // The byte-order mark first, so that a spreadsheet reads the file as UTF-8.
    // Its columns and times as the leads' CSV has them: Orlando's wall-clock time.
    expect(csv.split(/\r?\n/)[0]).toBe(
      "\uFEFFEmail,State,Asked (Orlando time),Confirmed (Orlando time),Unsubscribed (Orlando time),Added by,Consent",
    );
    const orlandoTime = "\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}";
    expect(csv.split(/\r?\n/).find((line) => line.startsWith(`${reader},`))).toMatch(
      new RegExp(
        `^${reader.replace(/[.+]/g, "\\$&")},confirmed,${orlandoTime},${orlandoTime},,${owner.replace(/[.+]/g, "\\$&")},"${consent}"$`,
      ),
    );
  });
});
