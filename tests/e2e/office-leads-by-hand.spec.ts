// Leads worked outside the website, in Chromium against the production build (with and without
// JavaScript) and by plain form posts: a lead entered by hand, its call logged (it leaves the
// waiting list), a follow-up set for today (it is in the due list); the pages axe-clean, with no
// sideways scroll, photographed at both widths.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { axeViolations } from "./two-sites";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
const someone = () => {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    firstName: `Hand${tag}`,
    lastName: "Delgado",
    // Each its own number: the same number would join the lead of the test before.
    phone: `(321) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
  };
};
/** The list (`view`) narrowed to `name`, as its GET form asks for it: whether the lead is in it. */
const listed = async (page: Page, view: string, name: string) => {
  await page.goto(`/office/leads?view=${view}&q=${encodeURIComponent(name)}`);
  return page.getByRole("link", { name, exact: true }).count();
};

async function workALead(browser: Browser, javaScriptEnabled: boolean) {
  // A sign-in and a dozen pages: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, newPerson(`by-hand-${javaScriptEnabled ? "js" : "nojs"}`), "/office/leads");
  const { firstName, lastName, phone } = someone();
  const name = `${firstName} ${lastName}`;

  await page.getByRole("link", { name: "Add a lead" }).click();
  await expect(page).toHaveURL(`${origin}/office/leads/new`);
  // Nothing to reach them by: refused, with what was typed kept.
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Where it came from").selectOption("referral");
  await page.getByRole("button", { name: "Add the lead" }).click();
  await expect(page.getByRole("alert")).toContainText("Write an e-mail address or a phone number");
  await expect(page.getByLabel("First name")).toHaveValue(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Phone").fill(phone);
  await page.getByLabel("Project type").selectOption("Bathroom Remodeling");
  await page.getByLabel("What they want").fill("Referred by the Nguyens: the hall bath before spring.");
  await page.getByRole("button", { name: "Add the lead" }).click();
  await expect(page).toHaveURL(/\/office\/leads\/\d+\?saved=entered$/);
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole("status")).toHaveText("Lead added.");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(/entered by hand by .+ \(Referral\)/)).toBeVisible();
  // Where they came from is the source it was entered with, not "Not known".
  await expect(page.getByText("Referral, as it was entered by hand.")).toBeVisible();
  expect(await listed(page, "waiting", name)).toBe(1);

  await page.goto(path);
  await page.getByLabel("What happened").selectOption("call");
  await page.getByLabel("Notes (optional)").fill("Talked for ten minutes; visit next week.");
  await page.getByRole("button", { name: "Log it" }).click();
  await expect(page.getByRole("status")).toHaveText("Logged in the history.");
  await expect(page.getByText(/logged a call: Talked for ten minutes; visit next week\.$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stage: Contacted" })).toBeVisible();
  await expect(page.getByText(/first answered/)).toBeVisible();
  expect(await listed(page, "waiting", name)).toBe(0);

  await page.goto(path);
  await page.getByLabel("What to do next").fill("Visit to measure the bath");
  await page.getByLabel("Follow up on").fill(today());
  await page.getByRole("button", { name: "Save next step" }).click();
  await expect(page.getByRole("status")).toHaveText("Next step saved.");
  await expect(page.getByLabel("Follow up on")).toHaveValue(today());
  expect(await listed(page, "due", name)).toBe(1);
  await expect(page.getByText("Next: Visit to measure the bath, follow up")).toBeVisible();
  // On a phone's width, nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
}

test("with JavaScript, a lead entered by hand, its call logged and a follow-up set for today", async ({ browser }) => {
  await workALead(browser, true);
});

test("without JavaScript, a lead entered by hand, its call logged and a follow-up set for today", async ({
  browser,
}) => {
  await workALead(browser, false);
});

test("by plain form posts: the stable fields, 303s to the lead, the same caller joining it, the lists following", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, newPerson("by-hand-posts"), "/office/leads");
  const post = (path: string, form: Record<string, string>) =>
    page.request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
  const { firstName, lastName, phone } = someone();
  const name = `${firstName} ${lastName}`;
  const fields = { firstName, lastName, email: "", phone, source: "phone", message: "Wants a screened lanai." };

  const refused = await post("/office/leads/new", { ...fields, source: "" });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Choose where the lead came from.");
  const entered = await post("/office/leads/new", fields);
  expect(entered.status()).toBe(303);
  const path = entered.headers().location!.replace(/\?.*$/, "");
  expect(path).toMatch(/^\/office\/leads\/\d+$/);
  // The same number, typed otherwise: their open lead, not a second one.
  const again = await post("/office/leads/new", {
    ...fields,
    phone: phone.replace(/\D/g, ""),
    message: "Called again: also a pool cage.",
  });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toBe(`${path}?saved=joined`);
  expect(await listed(page, "waiting", name)).toBe(1);

  expect((await post(path, { activity: "fax", activityNote: "" })).status()).toBe(400);
  expect((await post(path, { activity: "call", activityNote: "Left a voicemail" })).status()).toBe(303);
  expect(await listed(page, "waiting", name)).toBe(0);
  expect((await post(path, { followUpOn: "someday", nextAction: "" })).status()).toBe(400);
  expect(await listed(page, "due", name)).toBe(0);
  expect((await post(path, { followUpOn: today(), nextAction: "Call back about the lanai" })).status()).toBe(303);
  expect(await listed(page, "due", name)).toBe(1);

  await page.goto(path);
  await expect(page.getByText(/entered them again by hand: Called again: also a pool cage\.$/)).toBeVisible();
  await expect(page.getByText(/logged a call: Left a voicemail$/)).toBeVisible();
  await expect(page.getByLabel("What to do next")).toHaveValue("Call back about the lanai");
});

// axe, and screenshots to look at, of the new form, a worked lead's page and the lists, at both widths.
for (const width of [375, 1280]) {
  test(`the lead form, a lead's page and the lists have no axe violations at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, newPerson(`by-hand-axe${width}`), "/office/leads/new");
    const shoot = async (label: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `.scratch/office-by-hand-${label}-${width}.png`, fullPage: true });
    };
    const { firstName, lastName, phone } = someone();
    // Refused for want of an address or a number: the messages at the top and by the field.
    await page.getByLabel("First name").fill(firstName);
    await page.getByLabel("Where it came from").selectOption("walk-in");
    await page.getByRole("button", { name: "Add the lead" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await shoot("new-refused");
    await page.getByLabel("Last name").fill(lastName);
    await page.getByLabel("Phone").fill(phone);
    await page.getByLabel("What they want").fill("Walked in with photos of a dated kitchen.");
    // Spoken to as they came in: that is their first answer, in the history.
    await page.getByLabel("Answered them already?").selectOption("visit");
    await page.getByRole("button", { name: "Add the lead" }).click();
    await expect(page.getByRole("status")).toHaveText("Lead added.");
    await expect(page.getByText("Answered as they were entered.")).toBeVisible();
    const lead = new URL(page.url()).pathname;
    await page.getByRole("button", { name: "Log it" }).click();
    await expect(page.getByRole("status")).toHaveText("Logged in the history.");
    await page.getByLabel("Follow up on").fill(today());
    await page.getByLabel("What to do next").fill("Send the kitchen estimate");
    await page.getByRole("button", { name: "Save next step" }).click();
    await expect(page.getByRole("status")).toHaveText("Next step saved.");
    const pages = {
      new: "/office/leads/new",
      lead,
      "list-open": "/office/leads",
      "list-waiting": "/office/leads?view=waiting",
      "list-due": "/office/leads?view=due",
      start: "/office",
    };
    for (const [label, path] of Object.entries(pages)) {
      expect(await axeViolations(page, origin, [path])).toEqual([]);
      await shoot(label);
    }
    await context.close();
  });
}
