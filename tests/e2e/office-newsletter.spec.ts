// The newsletter in the office, without JavaScript, against the production build: staff write a
// draft (and cannot send it), an owner previews it, sends a test to themself, and sends it through
// the confirmation; the page shows the progress, and each confirmed subscriber gets the letter once
// (the .eml the site wrote), with their own one-click unsubscribe; a pending address gets nothing.
import type { Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { site } from "../../common/site.ts";
import { siteUrl } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { clientAddress, confirmedSubscriber, newPerson, origin, signIn } from "./office";
import { mailsTo, uniqueEmail } from "./store";
import { axeOn } from "./axe";

/** A client address of its own (the e2e server trusts X-Forwarded-For), so the sign-in limit per connection is this test's. */

test.use({ javaScriptEnabled: false, extraHTTPHeaders: clientAddress() });

const letterOf = (email: string) =>
  mailsTo(email).filter((text) => text.includes("X-Site-Notification: newsletter-letter"));
/** The letters to `email` with this subject (its header unfolded): every test's letter goes to the one shared list. */
const lettersOf = (email: string, subject: string) =>
  letterOf(email).filter((text) =>
    text
      .replace(/\r?\n[ \t]+/g, " ")
      .split(/\r?\n/)
      .includes(`Subject: ${subject}`),
  );

/** Axe on the page the browser shows, at both widths (axe runs as a script: in a second tab, with the same session). */
async function noAxeViolations(page: Page) {
  const storageState = await page.context().storageState();
  const context = await page.context().browser()!.newContext({ storageState, javaScriptEnabled: true });
  const checked = await context.newPage();
  for (const width of [375, 1280]) {
    await checked.setViewportSize({ width, height: 900 });
    await checked.goto(page.url());
    expect((await axeOn(checked).analyze()).violations, `${page.url()} at ${width}px`).toEqual([]);
  }
  await context.close();
}

test("staff draft a letter, an owner previews, tests and sends it: each confirmed subscriber gets it once", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const readers = [await confirmedSubscriber(request, "reader-a"), await confirmedSubscriber(request, "reader-b")];
  const pending = uniqueEmail("pending");
  expect((await request.post("/api/subscribe", { data: { email: pending } })).status()).toBe(200);

  // Staff: the form refuses a subject too short to say anything, keeps what was typed, saves the draft; no way to send it.
  await signIn(page, newPerson("newsletter-staff"), "/office/newsletter/new");
  const form = page.locator("form", { has: page.locator("[name=subject]") });
  await expect(form.locator("[name=intro]")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send to subscribers…" })).toHaveCount(0);
  await noAxeViolations(page);
  const refused = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByLabel("Subject").fill("No");
  await page.getByLabel("Introduction").fill("Hello");
  await page.getByRole("button", { name: "Save draft" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText("Give the letter a subject").first()).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("No");

  const subject = `December at ${site.shortName}: a walnut kitchen in Lake Nona ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Introduction").fill("Hello from **Orlando**.\n\n- Consultations open through December");
  await page.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/office\/newsletter\/(\d+)\?saved=draft$/);
  await expect(page.getByRole("status")).toHaveText("Draft saved.");
  const draftPath = new URL(page.url()).pathname;
  const staffSend = await page.request.get(`${draftPath}/send`);
  expect(staffSend.status()).toBe(403);
  expect(await staffSend.text()).toContain("Only an owner sends a letter.");
  const staffConfirm = await page.request.post(`${draftPath}/send`, { form: { confirm: "1" } });
  expect(staffConfirm.status()).toBe(403);

  // The owner: the draft in the list, its preview, a test to themself, then the sending.
  const ownerPage = await (
    await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: clientAddress() })
  ).newPage();
  const owner = newPerson("newsletter-owner", "owner");
  await signIn(ownerPage, owner, "/office/newsletter");
  await ownerPage.getByRole("link", { name: subject }).click();
  await expect(ownerPage.getByLabel("Subject")).toHaveValue(subject);
  await ownerPage.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(ownerPage.getByRole("status")).toContainText("Here it is as subscribers will get it");
  await expect(ownerPage.getByRole("status")).toBeInViewport();
  const phone = ownerPage.frameLocator('iframe[title="The letter on a phone"]');
  await expect(phone.getByRole("heading", { name: subject })).toBeVisible();
  await expect(phone.getByText("Orlando", { exact: true })).toBeVisible();
  const text = await ownerPage.request.get(`${draftPath}/preview?format=text`);
  expect(await text.text()).toContain("Unsubscribe");

  await ownerPage.getByRole("button", { name: "Send a test to me" }).click();
  await expect(ownerPage.getByRole("status")).toHaveText(`Test sent to ${owner}: look in that inbox.`);
  await expect.poll(() => letterOf(owner).filter((eml) => eml.includes("Subject: [Test]")).length).toBe(1);
  expect(lettersOf(readers[0]!, subject)).toHaveLength(0);

  await ownerPage.getByRole("button", { name: "Send to subscribers…" }).click();
  await expect(ownerPage).toHaveURL(`${draftPath}/send`);
  await noAxeViolations(ownerPage);
  await ownerPage.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(ownerPage).toHaveURL(`${draftPath}?saved=sending`);
  await expect(ownerPage.getByRole("status")).toContainText("Sending has begun");
  await expect(ownerPage.getByText(/^(Sending: \d+ of \d+ sent|Sent to \d+ of \d+)/)).toBeVisible();
  await noAxeViolations(ownerPage);
  await expect
    .poll(
      async () => {
        await ownerPage.goto(draftPath);
        return (await ownerPage.getByText(/^Sent to \d+ of \d+/).count()) === 1;
      },
      { timeout: 90_000 },
    )
    .toBe(true);

  for (const reader of readers) {
    await expect.poll(() => lettersOf(reader, subject).length).toBe(1);
    expect(lettersOf(reader, subject)[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  }
  expect(letterOf(pending)).toHaveLength(0);
  // Its pictures are JPEGs on the site (every mail client shows them; Outlook for Windows shows no WebP).
  const { html } = await simpleParser(lettersOf(readers[0]!, subject)[0]!);
  const pictures = [...String(html).matchAll(/<img[^>]* src="([^"]+)"/g)].map(([, src]) => src!);
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    expect(picture.startsWith(`${siteUrl}/`), picture).toBe(true);
    const file = await request.get(picture.slice(siteUrl.length));
    expect([file.status(), file.headers()["content-type"]], picture).toEqual([200, "image/jpeg"]);
  }
  // Sent is sent: the draft's form is gone, and a second confirmation sends nothing more.
  await expect(ownerPage.getByLabel("Subject")).toHaveCount(0);
  const again = await ownerPage.request.post(`${draftPath}/send`, { form: { confirm: "1" }, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  await ownerPage.waitForTimeout(2000);
  for (const reader of readers) expect(lettersOf(reader, subject)).toHaveLength(1);
  // Pause pressed as the last letter went: the page says what is, not "Paused".
  const late = await ownerPage.request.post(draftPath, { form: { intent: "pause" }, maxRedirects: 0 });
  expect(late.headers().location).toBe(`${draftPath}?saved=notSending`);
  await ownerPage.goto(late.headers().location!);
  await expect(ownerPage.getByRole("status")).toHaveText(
    "The letter is not being sent any more: there was nothing to pause.",
  );
});

test("the compose form as another client posts it: subject, intro and send, then confirm; the subscribers listed by state with their dates", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const reader = await confirmedSubscriber(request, "probe-reader");
  const leaving = await confirmedSubscriber(request, "probe-leaving");
  const pending = uniqueEmail("probe-pending");
  expect((await request.post("/api/subscribe", { data: { email: pending } })).status()).toBe(200);
  const { text } = await simpleParser(mailsTo(leaving).at(-1)!);
  const unsubscribe = new RegExp(`${siteUrl}(/newsletter/unsubscribe\\?token=[A-Za-z0-9_.%-]+)`).exec(text!)![1]!;
  expect((await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(200);

  await signIn(page, newPerson("newsletter-probe", "owner"), "/office/newsletter");
  // Today as a person in Orlando writes it ("Nov 28"), whatever the spaces between.
  const [month, day] = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "America/New_York",
  })
    .format(new Date())
    .split(/\s/);
  const today = new RegExp(`${month}\\s${day}\\b`);
  for (const [state, email, since] of [
    ["confirmed", reader, "Confirmed"],
    ["pending", pending, "Waiting for confirmation since"],
    ["unsubscribed", leaving, "Unsubscribed"],
  ] as const) {
    await page.goto(`/office/newsletter?status=${state}`);
    const row = page.getByRole("listitem").filter({ hasText: email });
    await expect(row).toContainText(since);
    await expect(row).toContainText(today);
  }

  const subject = `A probe's letter ${Date.now()}`;
  const composed = await page.request.post("/office/newsletter/new", {
    form: { subject, intro: "Hello from **Orlando**: a short letter with no picks.", send: "1" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(composed.status()).toBe(303);
  const confirmPath = composed.headers().location!;
  expect(confirmPath).toMatch(/^\/office\/newsletter\/\d+\/send$/);
  await page.goto(confirmPath);
  await expect(page.locator("form button[name=confirm]")).toBeVisible();
  const sent = await page.request.post(confirmPath, {
    form: { confirm: "1" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  await expect.poll(() => lettersOf(reader, subject).length, { timeout: 60_000 }).toBe(1);
  expect([lettersOf(pending, subject), lettersOf(leaving, subject)]).toEqual([[], []]);
});
