// A job's end against the production build: by plain form posts (the stable names of issue 46),
// and in Chromium at a phone's width without JavaScript and at a desktop's with it. A won lead's
// job moved along and completed on its page (intent=complete, behind a question naming who is
// mailed, which "Not yet" leaves unanswered), which mails exactly one review
// request (a second completion a 409 that sends nothing); the link's form (/reviews/<token>:
// rating, text, displayName, consent) uncached and unindexed, its wrong token a 404 that says what
// to do, a cross-site post refused, a refused review given back with its messages, the review kept
// once (a second a 409), and in the office a testimonial draft with its rating. The Google and Houzz
// review pages are set in the business facts and linked in the mail. Every screen photographed at
// both widths, axe-clean, no sideways scroll. An estimate's follow-ups turned off and on, and the
// pipeline in money on the start page and the sources report.
import { mkdirSync } from "node:fs";
import type { APIRequestContext, Browser } from "@playwright/test";
import { simpleParser } from "mailparser";
import { expect, hydrated, screenshotsIn, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { mailsTo, uniqueEmail } from "./store";
import { axeViolations } from "./two-sites";

const SHOTS = "/tmp/shots-job-end";
mkdirSync(SHOTS, { recursive: true });
const WORDS = "They rebuilt our kitchen in six weeks, kept the house clean and answered every call the same day.";

/** The review request mailed to `email` (exactly one), with its link's token. */
async function reviewRequest(email: string) {
  const requests = () => mailsTo(email).filter((text) => /^Subject: How did your project go\?/m.test(text));
  await expect.poll(() => requests().length).toBe(1);
  const mail = await simpleParser(requests()[0]!);
  return { mail, token: /\/reviews\/([\w-]+)/.exec(mail.text ?? "")![1]! };
}

/** A lead entered by hand and won (its stage set on its page); its page's path. */
async function wonLead(request: APIRequestContext, email: string, firstName: string) {
  const entered = await request.post("/office/leads/new", {
    form: {
      firstName,
      lastName: "Peña",
      email,
      source: "referral",
      projectType: "Kitchen Remodeling",
      message: "Kitchen, before the holidays.",
    },
    maxRedirects: 0,
  });
  expect(entered.status()).toBe(303);
  const leadPath = new URL(entered.headers().location!, origin).pathname;
  const won = await request.post(leadPath, { form: { intent: "stage", status: "won" }, maxRedirects: 0 });
  expect(won.status()).toBe(303);
  return leadPath;
}

/** A one-line estimate of $2,400 for the lead, as a draft or sent: its office page's path. */
async function estimate(request: APIRequestContext, leadPath: string, intent: "draft" | "send") {
  const made = await request.post(`${leadPath}/estimates/new`, {
    form: {
      title: "Hall bath",
      scope: "New vanity and tile.",
      itemDescription: "Vanity, supplied and installed",
      itemQuantity: "1",
      itemUnitPrice: "2400",
      depositPercent: "10",
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      intent,
    },
    maxRedirects: 0,
  });
  expect(made.status()).toBe(303);
  return made.headers().location!.replace(/\?.*/, "");
}

const shoot = screenshotsIn(SHOTS);

test("by plain form posts: completed once, one review request, the review kept once as a testimonial draft", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, newPerson("job-end-posts", "owner"));
  const { request } = page;
  const email = uniqueEmail("job-end-client");
  const leadPath = await wonLead(request, email, "Lucía");
  expect(await (await request.get(leadPath)).text()).toContain("Mark the job completed");

  const moved = await request.post(leadPath, { form: { intent: "job", jobStatus: "in-progress" }, maxRedirects: 0 });
  expect(moved.status()).toBe(303);
  expect(moved.headers().location).toBe(`${leadPath}?saved=job`);
  // The page's form has the stable button, behind the question that names who is mailed.
  const leadPage = await (await request.get(leadPath)).text();
  expect(leadPage).toMatch(
    /<form(?=[^>]*\smethod="post")[^>]*>(?:(?!<\/form>)[\s\S])*<button(?=[^>]*\stype="submit")(?=[^>]*\sname="intent")(?=[^>]*\svalue="complete")/,
  );
  expect(leadPage).toContain("review request now? This cannot be undone.");
  const completed = await request.post(leadPath, { form: { intent: "complete" }, maxRedirects: 0 });
  expect(completed.status()).toBe(303);
  expect(completed.headers().location).toBe(`${leadPath}?saved=completed`);
  const again = await request.post(leadPath, { form: { intent: "complete" }, maxRedirects: 0 });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("completed already");
  const { token } = await reviewRequest(email);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(mailsTo(email).filter((text) => /^Subject: How did your project go\?/m.test(text))).toHaveLength(1);

  const opened = await request.get(`/reviews/${token}`);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["cache-control"]).toBe("no-store");
  expect(opened.headers()["x-robots-tag"]).toContain("noindex");
  expect(await opened.text()).toContain('name="displayName"');

  const wrong = await request.get(`/reviews/${token.slice(0, -3)}abc`);
  expect(wrong.status()).toBe(404);
  expect(await wrong.text()).toContain("This link does not open a review form");

  const review = { rating: "4", text: WORDS, displayName: "Lucía P.", consent: "yes" };
  const forged = await request.post(`/reviews/${token}`, {
    form: review,
    headers: { Origin: "https://attacker.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  const refused = await request.post(`/reviews/${token}`, {
    form: { ...review, rating: "9", consent: "" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  const refusedText = await refused.text();
  expect(refusedText).toContain("Choose from 1 to 5 stars.");
  expect(refusedText).toContain("Tick the box to let us show your review");
  // A client who would rather not be shown is told how to reach the business instead.
  expect(refusedText).toContain("To tell us something just between us, reply to our e-mail or call us");
  const sent = await request.post(`/reviews/${token}`, { form: review, maxRedirects: 0 });
  expect(sent.status()).toBe(303);
  expect(sent.headers().location).toBe(`/reviews/${token}?thanks=1`);
  const second = await request.post(`/reviews/${token}`, { form: { ...review, rating: "1" }, maxRedirects: 0 });
  expect(second.status()).toBe(409);
  expect(await second.text()).toContain("We already have your review from this link");

  const lead = await (await request.get(leadPath)).text();
  expect(lead).toContain("4 of 5 stars");
  const draftPath = /href="(\/office\/testimonials\/\d+)"/.exec(lead)![1]!;
  const draft = await (await request.get(draftPath)).text();
  expect(draft).toContain("Lucía P.");
  expect(draft).toContain(WORDS);
});

async function inChromium(browser: Browser, width: number, javaScriptEnabled: boolean) {
  test.setTimeout(150_000);
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, newPerson(`job-end-${width}`, "owner"));
  const email = uniqueEmail(`job-end-${width}`);
  const leadPath = await wonLead(page.request, email, "Carmen");

  // The review pages in the facts: the mail links them.
  await page.goto("/office/facts");
  const google = `https://g.page/r/saltbox-${width}/review`;
  await page.getByLabel("Google review link").fill(google);
  await page.getByLabel("Houzz review link").fill("https://www.houzz.com/writeReview/saltbox");
  await page
    .getByRole("region", { name: "Review pages" })
    .screenshot({ path: `${SHOTS}/office-facts-review-pages-${width}.png` });
  await page.getByRole("button", { name: /^Save/ }).first().click();
  await expect(page.getByRole("status").first()).toContainText("Saved");

  await page.goto(leadPath);
  await page.getByLabel("Where the job is").selectOption("deposit");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page).toHaveURL(/\?saved=job$/);
  await expect(page.getByTestId("job-status")).toHaveText("Deposit received");
  await expect(page.getByText(/nothing may be offered for a review/)).toBeVisible();
  await shoot(page, "office-lead-job", width);
  await page.getByRole("region", { name: "The job" }).screenshot({ path: `${SHOTS}/office-job-card-${width}.png` });
  if (javaScriptEnabled) await hydrated(page);
  const complete = page.locator("summary", { hasText: "Mark the job completed" });
  await expect(complete).toHaveCSS("min-height", "44px");
  await complete.click();
  // The first press asks in place, naming who is mailed (a disclosure, with or without
  // JavaScript); "Not yet" leaves the job open.
  const confirm = page.getByTestId("confirm-complete");
  await expect(confirm).toContainText(`e-mail ${email} the review request now? This cannot be undone.`);
  await expect(confirm).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/office-lead-job-asking-${width}.png` });
  await confirm.getByRole("link", { name: "Not yet" }).click();
  await expect(confirm).toBeHidden();
  if (javaScriptEnabled) await expect(complete).toBeFocused();
  await expect(page.getByTestId("job-status")).toHaveText("Deposit received");
  await complete.click();
  await shoot(page, "office-lead-job-confirm", width);
  await page.getByRole("button", { name: "Yes, complete it and send the request" }).click();
  await expect(page).toHaveURL(/\?saved=completed$/);
  await expect(page.getByRole("status").first()).toContainText(`The review request is on its way to ${email}`);
  await expect(page.getByTestId("job-status")).toHaveText("Completed");
  await shoot(page, "office-lead-job-completed", width);

  const { mail, token } = await reviewRequest(email);
  // The facts are read by the mail within seconds of a change: the link set above, or the facts before it.
  expect(mail.html).toContain(`/reviews/${token}`);
  expect(mail.text!.replace(/\s+/g, " ")).toContain("we offer nothing in return for a review");

  const client = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const clientPage = await client.newPage();
  await clientPage.goto(`/reviews/${token}`);
  await expect(clientPage.getByRole("heading", { level: 1 })).toHaveText("How did your project go?");
  await shoot(clientPage, "client-review", width);
  // Too short: the browser says so before sending (the box's minimum), as the server would.
  await clientPage.getByLabel("5 – Excellent").check();
  const words = clientPage.getByLabel("Your review");
  await words.fill("Short.");
  await clientPage.getByLabel("The name to show with it").fill("Carmen P.");
  await clientPage.getByLabel(/may show my review/).check();
  await clientPage.getByRole("button", { name: "Send my review" }).click();
  expect(await words.evaluate((box: HTMLTextAreaElement) => box.validity.tooShort)).toBe(true);
  await expect(clientPage).toHaveURL(new RegExp(`/reviews/${token}$`));
  // A browser that lets it through: the refused review comes back with what was typed, its
  // message beside the field and, on the first screen, that nothing was sent yet.
  await words.evaluate((box) => box.removeAttribute("minlength"));
  await clientPage.getByRole("button", { name: "Send my review" }).click();
  await expect(clientPage.getByRole("alert")).toContainText("Your review was not sent yet");
  await expect(clientPage.getByRole("alert")).toBeInViewport();
  await expect(clientPage.getByText(/Tell us a little more/).last()).toBeVisible();
  await expect(clientPage.getByLabel("The name to show with it")).toHaveValue("Carmen P.");
  await shoot(clientPage, "client-review-refused", width);
  await clientPage.getByLabel("5 – Excellent").check();
  await clientPage.getByLabel("Your review").fill(WORDS);
  await clientPage.getByLabel(/may show my review/).check();
  await clientPage.getByRole("button", { name: "Send my review" }).click();
  await expect(clientPage).toHaveURL(/\?thanks=1$/);
  await expect(clientPage.getByRole("status")).toContainText("your review reached us");
  await shoot(clientPage, "client-review-thanks", width);
  await clientPage.goto(`/reviews/not-a-real-link-${width}-000000000000`);
  await expect(clientPage.getByRole("heading", { level: 1 })).toHaveText("This link does not open a review form");
  await shoot(clientPage, "client-review-unknown", width);

  await page.goto(leadPath);
  await expect(page.getByTestId("review-request")).toContainText("5 of 5 stars");
  await shoot(page, "office-lead-review-received", width);
  await page
    .getByRole("region", { name: "The job" })
    .screenshot({ path: `${SHOTS}/office-job-card-reviewed-${width}.png` });
  await page.getByRole("link", { name: "the testimonial draft to publish" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Carmen P.");
  await expect(page.getByLabel("Stars they gave")).toHaveValue("5");
  await expect(page.getByLabel("What they said")).toHaveValue(WORDS);
  await shoot(page, "office-testimonial-draft", width);

  const checker = await browser.newContext({
    storageState: await context.storageState(),
    viewport: { width, height: 900 },
  });
  const checking = await checker.newPage();
  expect(
    await axeViolations(checking, origin, [leadPath, `/reviews/${token}`, `/reviews/not-a-real-link-0000000000000`]),
  ).toEqual([]);
  await checker.close();
  await client.close();
  await context.close();
}

test("at a phone's width without JavaScript: a won job completed, its review written, a testimonial draft in the office", async ({
  browser,
}) => {
  await inChromium(browser, 375, false);
});

test("at a desktop's width with JavaScript: a won job completed, its review written, a testimonial draft in the office", async ({
  browser,
}) => {
  await inChromium(browser, 1280, true);
});

test("an estimate's follow-ups turned off and on again, by plain form posts and in Chromium at both widths", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, newPerson("job-end-follow-ups", "owner"));
  const { request } = page;
  const leadPath = await wonLead(request, uniqueEmail("job-end-follow-ups"), "Marta");
  const estimatePath = await estimate(request, leadPath, "draft");
  // A checkbox left unticked is left out of the post: follow-ups off.
  const off = await request.post(estimatePath, { form: { intent: "followUps" }, maxRedirects: 0 });
  expect(off.status()).toBe(303);
  expect(off.headers().location).toBe(`${estimatePath}?saved=followUps`);
  await page.goto(estimatePath);
  await expect(page.getByLabel(/Follow up by e-mail/)).not.toBeChecked();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByLabel(/Follow up by e-mail/).setChecked(width === 1280);
    await page.getByRole("button", { name: "Save follow-ups" }).click();
    await expect(page).toHaveURL(/\?saved=followUps$/);
    await expect(page.getByRole("status").first()).toHaveText("Follow-ups saved.");
    await expect(page.getByLabel(/Follow up by e-mail/)).toBeChecked({ checked: width === 1280 });
    await shoot(page, "office-estimate-follow-ups", width);
    await page
      .getByRole("region", { name: "Follow-ups" })
      .screenshot({ path: `${SHOTS}/office-estimate-follow-ups-card-${width}.png` });
  }
});

test("the pipeline in money on the start page and the sources report, at both widths", async ({ page }) => {
  await signIn(page, newPerson("job-end-pipeline", "owner"));
  // One estimate sent, at least, this month.
  await estimate(page.request, await wonLead(page.request, uniqueEmail("job-end-pipeline"), "Nora"), "send");
  for (const width of [375, 1280])
    for (const [path, title] of [
      ["/office", "Estimates in money, last three months"],
      ["/office/sources", "Estimates in money, per month"],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const card = page.getByRole("region", { name: title });
      await expect(card.getByRole("table")).toBeVisible();
      // Inside the card's padding (at 375 px the close rates' words once ran into its border).
      const inside = await card.getByRole("table").evaluate((table) => {
        const section = table.closest("section")!;
        const right = section.getBoundingClientRect().right - parseFloat(getComputedStyle(section).paddingRight);
        return table.getBoundingClientRect().right <= right + 0.5;
      });
      expect(inside).toBe(true);
      await shoot(page, `office-pipeline${path.replace(/\//g, "-")}`, width);
      await card.screenshot({ path: `${SHOTS}/office-pipeline-card${path.replace(/\//g, "-")}-${width}.png` });
    }
});
