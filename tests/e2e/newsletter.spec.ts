// The newsletter's double opt-in as a visitor lives it, without JavaScript: Subscribe in the box,
// follow the link in the confirmation mail the site really wrote (its .eml), get the welcome, and
// leave through its unsubscribe link. Links point at the public site; the test opens them here.
import { simpleParser, type ParsedMail } from "mailparser";
import { notices, newsletterLinkNotices } from "../../common/enquiry.ts";
import { siteUrl } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { mailsTo, subscribers, uniqueEmail } from "./store";
import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";

test.use({ javaScriptEnabled: false });

/** The one stored mail to `address` of this kind (X-Site-Notification), parsed. */
async function mailOf(address: string, kind: string): Promise<ParsedMail> {
  await expect
    .poll(() => mailsTo(address).filter((text) => text.includes(`X-Site-Notification: ${kind}`)))
    .toHaveLength(1);
  const text = mailsTo(address).find((eml) => eml.includes(`X-Site-Notification: ${kind}`))!;
  return simpleParser(text);
}

/** The link to `path` in the mail's plain-text part, on this test server instead of the public site. */
function localLink(mail: ParsedMail, path: string): string {
  const found = mail.text?.match(new RegExp(`${siteUrl}${path}\\?token=[A-Za-z0-9_.%-]+`));
  if (!found) throw new Error(`no ${path} link in the mail`);
  return found[0].slice(siteUrl.length);
}

const statusOf = (email: string) => subscribers().find((row) => row.email === email)?.status;

test("subscribe, confirm from the mail, get the welcome and unsubscribe from it, all without JavaScript", async ({
  page,
}) => {
  const email = uniqueEmail("opt-in");
  // A phone's window: the page that answers opens at its notice, below the sticky header.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/blog");
  const box = page.getByRole("region", { name: "Stay Updated" });
  await box.getByRole("textbox", { name: "Email address" }).fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL("/newsletter#subscribe-result");
  // The newsletter's page is headed Stay Updated once; its box names what it does.
  await expect(page.getByRole("heading", { name: "Stay Updated" })).toHaveCount(1);
  const pageBox = page.getByRole("region", { name: "Subscribe by e-mail" });
  const notice = pageBox.getByRole("status");
  await expect(notice).toContainText(notices.subscribe.sent.title);
  await expect(notice).toContainText("confirm your subscription");
  const header = (await page.locator("header").first().boundingBox())!;
  const shown = (await notice.boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(shown.y + shown.height).toBeLessThanOrEqual(667);
  expect(statusOf(email)).toBe("pending");

  const confirmation = await mailOf(email, "newsletter-confirmation");
  const confirmLink = localLink(confirmation, "/newsletter/confirm");
  // Opening the link, as a mail scanner would, subscribes nobody: the page asks for the button.
  const opened = await page.goto(confirmLink);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: newsletterLinkNotices.askConfirm.title })).toBeVisible();
  expect(statusOf(email)).toBe("pending");
  const confirmed = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  expect((await confirmed).status()).toBe(200);
  await expect(page).toHaveURL(confirmLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
  await expect(page.getByRole("status")).toContainText(newsletterLinkNotices.confirmed.title);
  expect(statusOf(email)).toBe("confirmed");

  const welcome = await mailOf(email, "newsletter-welcome");
  const unsubscribeLink = localLink(welcome, "/newsletter/unsubscribe");
  const listUnsubscribe = welcome.headerLines.find((line) => line.key === "list-unsubscribe")?.line;
  expect(listUnsubscribe).toContain(`<${siteUrl}${unsubscribeLink}>`);
  expect(welcome.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toBe(
    "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
  );

  // Opening the link asks first (mail scanners open links too); the button leaves.
  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { name: newsletterLinkNotices.askUnsubscribe.title })).toBeVisible();
  expect(statusOf(email)).toBe("confirmed");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page).toHaveURL(unsubscribeLink);
  await expect(page.getByRole("status")).toContainText(newsletterLinkNotices.unsubscribed.title);
  expect(statusOf(email)).toBe("unsubscribed");

  // The same links again: nothing changes, and the old confirmation does not bring the address back.
  await page.goto(unsubscribeLink);
  await expect(page.getByRole("status")).toContainText(newsletterLinkNotices.unsubscribed.title);
  const again = await page.goto(confirmLink);
  expect(again?.status()).toBe(410);
  await expect(page.getByRole("alert")).toContainText(newsletterLinkNotices.stale.title);
  expect(statusOf(email)).toBe("unsubscribed");
});

test("a tampered link answers 400 with what to do, and the box to start again", async ({ page }) => {
  const email = uniqueEmail("tampered");
  await page.goto("/newsletter");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  const link = localLink(await mailOf(email, "newsletter-confirmation"), "/newsletter/confirm");

  for (const tampered of [link.replace(/.$/, (last) => (last === "A" ? "B" : "A")), "/newsletter/confirm"]) {
    const response = await page.goto(tampered);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText(newsletterLinkNotices.invalid.title);
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
  }
  const unsubscribe = await page.goto("/newsletter/unsubscribe?token=made-up");
  expect(unsubscribe?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText(newsletterLinkNotices.invalid.title);
  expect(statusOf(email)).toBe("pending");
});

// axe needs a context of its own with scripts allowed; the pages themselves ship none.
test("the confirmation and unsubscribe pages have no axe violations at phone and desktop widths", async ({
  browser,
  request,
}) => {
  test.slow();
  const email = uniqueEmail("axe");
  expect((await request.post("/api/subscribe", { data: { email } })).ok()).toBe(true);
  const confirm = localLink(await mailOf(email, "newsletter-confirmation"), "/newsletter/confirm");
  expect((await request.post(confirm, { form: {} })).status()).toBe(200);
  // A second address that has not pressed the button yet: its link's page asks.
  const pending = uniqueEmail("axe-pending");
  expect((await request.post("/api/subscribe", { data: { email: pending } })).ok()).toBe(true);
  const question = localLink(await mailOf(pending, "newsletter-confirmation"), "/newsletter/confirm");
  const unsubscribe = localLink(await mailOf(email, "newsletter-welcome"), "/newsletter/unsubscribe");
  // The question, confirmed, a bad link (with the sign-up box), and the unsubscribe question.
  const paths = [question, confirm, "/newsletter/confirm?token=made-up", unsubscribe];
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: true });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      const results = await axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE).analyze();
      expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
    await page.goto(localLink(await mailOf(email, "newsletter-welcome"), "/newsletter/unsubscribe"));
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag22aa", "best-practice"]).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  }
});
