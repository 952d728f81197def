// What staff may do, chosen by an owner on the People page on a phone without JavaScript, and held
// by the server: a staff member limited to content is not offered publishing or the business
// facts, and their posts straight to the server (a publish, a facts change) are refused with a 403
// page that says what and whom to ask, changing nothing; one limited to leads cannot reach the
// content or the newsletter's sending. Every page at 375 px: axe-clean, nothing sideways.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

/** Nothing sideways at 375 px, and (on a page that runs script: axe is one) nothing axe finds. */
async function checked(page: Page, { axe = false } = {}) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (!axe) return;
  const results = await axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A page of its own (its own cookies), without JavaScript, at 375 px, signed in as `email` at `path`. */
async function personPage(browser: Browser, email: string, path: string, javaScriptEnabled = false) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, email, path);
  return page;
}

/** A form posted straight to the server with the page's session, as a script or another tool could. */
const postDirectly = (page: Page, path: string, form: Record<string, string>) =>
  page.request.post(`${origin}${path}`, { form, headers: { Origin: origin }, maxRedirects: 0 });

test("an owner limits staff on the People page; the server refuses what their rights do not cover", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = newPerson("rights-owner", "owner");
  const writer = newPerson("rights-writer");
  const caller = newPerson("rights-caller");
  await signIn(page, owner, "/office/people");

  // Staff added before the choice may do what staff always could: publishing too.
  const writerForm = page.getByRole("group", { name: `What ${writer} may do` });
  await expect(writerForm.getByRole("radio", { name: "Publishing too" })).toBeChecked();
  await writerForm.getByRole("radio", { name: "Content too" }).check();
  await page.getByRole("button", { name: `Set what they may do (${writer})` }).click();
  await expect(page.getByRole("status")).toHaveText(`${writer} may now do what you chose.`);
  await expect(page.getByRole("group", { name: `What ${writer} may do` }).getByLabel("Content too")).toBeChecked();
  const callerForm = page.getByRole("group", { name: `What ${caller} may do` });
  await callerForm.getByRole("radio", { name: "Leads and calendar only" }).check();
  await page.getByRole("button", { name: `Set what they may do (${caller})` }).click();
  await expect(page.getByRole("status")).toHaveText(`${caller} may now do what you chose.`);
  await checked(page);
  await page.screenshot({ path: "/tmp/shots-office-rights/people-375.png", fullPage: true });
  await page.goto("/office/audit");
  await expect(page.getByText(`${caller}: leads and calendar only`)).toBeVisible();
  await expect(page.getByText(`${writer}: content too`)).toBeVisible();

  // Content too: the blog, but no publishing buttons, and no business facts in the menu.
  const writing = await personPage(browser, writer, "/office/blog");
  // (The phone's menu is folded: the links are counted in the page, shown or not.)
  await expect(
    writing.locator("a[href='/office/facts'], a[href='/office/legal'], a[href='/office/contract-texts']"),
  ).toHaveCount(0);
  await expect(writing.locator("a[href='/office/blog']").first()).toBeAttached();
  const firstPost = writing.locator("a[href^='/office/blog/']:not([href$='/new'])").first();
  const postPath = (await firstPost.getAttribute("href"))!;
  await writing.goto(postPath);
  const title = (await writing.getByRole("heading", { level: 1 }).textContent())!;
  await expect(writing.getByRole("button", { name: /publish/i })).toHaveCount(0);
  await expect(writing.getByText("Putting changes on the site is for an owner")).toBeVisible();
  await checked(writing);
  await writing.screenshot({ path: "/tmp/shots-office-rights/post-content-only-375.png", fullPage: true });
  // Changes saved as a draft: the notice says who puts them on the site, not "then publish them".
  const summary = writing.getByLabel("Summary");
  await summary.fill(`${await summary.inputValue()} Updated.`);
  await writing.getByRole("button", { name: /^Save as draft/ }).click();
  await expect(writing.getByRole("status")).toContainText(
    "An owner, or someone they let publish, puts them on the site.",
  );
  await expect(writing.getByRole("status")).not.toContainText("publish them");
  await writing.getByRole("button", { name: "Discard the draft changes" }).click();

  // Posted straight to the server anyway: refused, and the post stays on the site.
  const takingDown: Record<string, string>[] = [{ unpublish: "1", title: "Taken down" }, { intent: "trash" }];
  for (const form of takingDown) {
    const refused = await postDirectly(writing, postPath, form);
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("You may not put changes live on the site");
  }
  await page.goto("/blog");
  await expect(page.getByText(title.trim(), { exact: true }).first()).toBeVisible();

  // The business facts: the page is refused, says what and whom to ask; a change posted is refused.
  const factsPage = await writing.goto("/office/facts");
  expect(factsPage?.status()).toBe(403);
  await expect(writing.getByRole("status")).toContainText(
    "You may not put changes live on the site, or change the business facts, legal pages or contract texts.",
  );
  await expect(writing.getByRole("status")).toContainText(owner);
  await checked(writing);
  await writing.screenshot({ path: "/tmp/shots-office-rights/refused-375.png", fullPage: true });
  await page.goto("/office/facts");
  const phone = await page.getByRole("textbox", { name: "Phone", exact: true }).inputValue();
  const facts = await postDirectly(writing, "/office/facts", { intent: "save", phone: "407 555 0999" });
  expect(facts.status()).toBe(403);
  // The contract texts likewise: the page and a change posted to it.
  expect((await writing.goto("/office/contract-texts"))?.status()).toBe(403);
  const texts = await postDirectly(writing, "/office/contract-texts", { intent: "draft", license: "No number" });
  expect(texts.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(phone);

  // Leads and calendar only: no site or newsletter in the menu; their pages and the sending refused.
  const calling = await personPage(browser, caller, "/office/leads");
  await expect(calling.locator("a[href='/office/newsletter'], a[href='/office/blog']")).toHaveCount(0);
  await expect(calling.locator("a[href='/office/calendar']").first()).toBeAttached();
  expect((await calling.goto("/office/blog"))?.status()).toBe(403);
  await expect(calling.getByRole("status")).toContainText("You may not work on the site's content or the newsletter.");
  const send = await postDirectly(calling, "/office/newsletter/1/send", { confirm: "1" });
  expect(send.status()).toBe(403);
  const draft = await postDirectly(calling, "/office/blog/new", { intent: "save", title: "Not mine to write" });
  expect(draft.status()).toBe(403);
  await calling.goto("/office/leads");
  await checked(calling);
  await calling.screenshot({ path: "/tmp/shots-office-rights/leads-only-375.png", fullPage: true });

  // Axe runs as a script: the same pages once more in a browser that runs it.
  for (const [email, path] of [
    [owner, "/office/people"],
    [writer, postPath],
    [caller, "/office/leads"],
  ] as const) {
    const shown = await personPage(browser, email, path, true);
    await checked(shown, { axe: true });
    // And on a desktop, for the eye.
    await shown.setViewportSize({ width: 1280, height: 900 });
    await shown.screenshot({ path: `/tmp/shots-office-rights/${path.split("/")[2]}-1280.png`, fullPage: true });
  }
  const refusedWithScript = await personPage(browser, writer, "/office", true);
  await refusedWithScript.goto("/office/facts");
  await checked(refusedWithScript, { axe: true });
  await refusedWithScript.setViewportSize({ width: 1280, height: 900 });
  await refusedWithScript.screenshot({ path: "/tmp/shots-office-rights/refused-1280.png" });
});
