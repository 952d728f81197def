// Where a lead came from, in Chromium against the production build: "How did you hear about us?"
// and the landing page's campaign tags, sent by a plain form post (JavaScript off) from a tagged
// /contact, and with JavaScript from a tagged home page first; then the lead's page, the CSV and
// the sources report, as the office sees them. Screenshots to look at: /tmp/shots-lead-sources/.
import type { Browser, Page } from "@playwright/test";
import { csvRecords } from "../support/csv";
import { expect, hydrated, test } from "./fixtures";
import { clientAddress, newPerson, origin, signIn } from "./office";
import { uniqueEmail } from "./store";
import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";

const SHOTS = "/tmp/shots-lead-sources";

/** Fills the contact form with a new visitor and the answer `heard` (a label of the list). */
async function fillContact(page: Page, email: string, heard: string) {
  await page.getByLabel("First Name").fill("Rosa");
  await page.getByLabel("Last Name").fill("Delgado");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("combobox", { name: "Budget" }).selectOption("Under $25k");
  await page.getByRole("textbox", { name: "Message" }).fill("A hall bathroom refresh: vanity, tile and lighting.");
  await page.getByRole("combobox", { name: "How did you hear about us?" }).selectOption(heard);
}

/** The office in a browser of its own (with JavaScript), signed in as a new person at `path`. */
async function office(browser: Browser, path: string) {
  const page = await (await browser.newContext({ baseURL: origin, extraHTTPHeaders: clientAddress() })).newPage();
  await signIn(page, newPerson("sources"), path);
  return page;
}

/** The figures of `source`'s row in the report's first table (the past twelve months): leads, consultations, won. */
async function reportRow(page: Page, source: string) {
  await page.goto("/office/sources");
  const row = page.getByRole("table").first().getByRole("row", { name: source });
  if ((await row.count()) === 0) return [0, 0, 0];
  return (await row.getByRole("cell").allTextContents()).slice(0, 3).map(Number);
}

/** The lead of `email`: its page shows where it came from, and the CSV (by the inbox's own link) has it. */
async function expectSource(page: Page, email: string, heard: string, shown: Record<string, string>) {
  await page.goto(`/office/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Rosa Delgado" }).click();
  await expect(page.getByRole("heading", { name: "Where they came from" })).toBeVisible();
  for (const [label, value] of Object.entries(shown))
    await expect(page.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText(value);
  // The inbox filtered by the answer: its CSV link carries the filter, and the file has the lead.
  await page.goto(`/office/leads?heard=${heard}&q=${encodeURIComponent(email)}`);
  const link = page.getByRole("link", { name: "Export every match as CSV" });
  const href = (await link.getAttribute("href"))!;
  expect(new URL(href, origin).searchParams.get("heard")).toBe(heard);
  const csv = await page.request.get(href);
  expect(csv.status()).toBe(200);
  const rows = csvRecords(await csv.text());
  expect(rows.map((row) => row.Email)).toEqual([email]);
  return rows[0]!;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a tagged /contact and a plain post: the lead's page, the CSV and the sources report show the source", async ({
    page,
    browser,
  }) => {
    // Two browsers, a sign-in and the report read twice: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const desk = await office(browser, "/office/sources");
    const before = await reportRow(desk, "Google search");

    await page.setExtraHTTPHeaders(clientAddress());
    await page.goto("/contact?utm_source=fall-mailer&utm_campaign=kitchens");
    const email = uniqueEmail("fall-mailer");
    await fillContact(page, email, "Google search");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message Sent!");

    const row = await expectSource(desk, email, "google-search", {
      "Heard of us from": "Google search",
      "Campaign source (utm_source)": "fall-mailer",
      "Campaign (utm_campaign)": "kitchens",
    });
    expect(row).toMatchObject({
      "Heard from": "Google search",
      utm_source: "fall-mailer",
      utm_campaign: "kitchens",
      utm_medium: "",
      Budget: "Under $25k",
    });
    const after = await reportRow(desk, "Google search");
    expect(after[0]).toBe(before[0]! + 1);

    // The campaign's row counts it too, and its link lists the campaign's leads; a search there
    // keeps the campaign, and so does the CSV's link.
    await desk.goto("/office/sources");
    const campaigns = desk.getByRole("table", { name: "Leads per campaign over the past twelve months" });
    const campaign = campaigns.getByRole("row", { name: /^fall-mailer \/ kitchens / });
    expect(Number(await campaign.getByRole("cell").first().textContent())).toBeGreaterThanOrEqual(1);
    await campaign.getByRole("link", { name: "fall-mailer / kitchens" }).click();
    await expect(desk).toHaveURL(`${origin}/office/leads?utm_source=fall-mailer&utm_campaign=kitchens`);
    await expect(desk.getByText("Campaign: fall-mailer / kitchens")).toBeVisible();
    await desk.getByLabel("Search name, e-mail, phone or text").fill(email);
    await desk.getByRole("button", { name: "Show" }).click();
    await expect(desk).toHaveURL(/\?utm_source=fall-mailer&utm_campaign=kitchens&.*q=fall-mailer/);
    await expect(desk.getByRole("link", { name: "Rosa Delgado" })).toHaveCount(1);
    const csvHref = (await desk.getByRole("link", { name: "Export every match as CSV" }).getAttribute("href"))!;
    const csv = csvRecords(await (await desk.request.get(csvHref)).text());
    expect(csv.map((line) => [line.Email, line.utm_campaign])).toEqual([[email, "kitchens"]]);
    await desk.getByRole("link", { name: "Any campaign" }).click();
    await expect(desk).toHaveURL(`${origin}/office/leads?view=all&q=${encodeURIComponent(email)}`);
    await expect(desk.getByText("Campaign:")).toHaveCount(0);
  });

  test("an answer not on the list is a 400 with the message beside the field, and what was typed kept", async ({
    request,
  }) => {
    const answer = await request.post("/contact", {
      form: {
        firstName: "Rosa",
        lastName: "Delgado",
        email: uniqueEmail("radio"),
        message: "A hall bathroom.",
        heardFrom: "radio",
        utm_source: "fall-mailer",
      },
      headers: { ...clientAddress(), Origin: origin },
    });
    expect(answer.status()).toBe(400);
    const html = await answer.text();
    expect(html).toContain("Please choose how you heard about us from the list, or leave it empty.");
    // The tags come back in their hidden fields, so the corrected post still carries them.
    expect(html).toMatch(/<input type="hidden" name="utm_source" value="fall-mailer"\/>/);
  });
});

test("with JavaScript: tags noted on the home page are sent from /contact, then forgotten by the tab", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders(clientAddress());
  // An advert's landing on a service page is noted too, and a later tagged landing replaces it.
  await page.goto("/services/kitchen?utm_source=kitchen-ad&gclid=first");
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("campaign")))!)).toEqual({
    utm_source: "kitchen-ad",
    gclid: "first",
  });
  // The home page runs no React: its inline script notes the tags as the page is read.
  await page.goto("/?utm_source=spring-postcard&utm_medium=mail&utm_campaign=baths&gclid=abc123", {
    referer: "https://www.houzz.com/professionals/design-build-firms/saltbox",
  });
  await page.goto("/contact");
  await hydrated(page);
  const email = uniqueEmail("postcard");
  await fillContact(page, email, "Instagram");
  // Sent first without the address: refused, and the form's answer must not cost the tags.
  await page.getByRole("textbox", { name: "Email" }).fill("");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Missing Information" })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText("Message Sent!");
  expect(await page.evaluate(() => sessionStorage.getItem("campaign"))).toBeNull();

  const desk = await office(browser, "/office/leads");
  const row = await expectSource(desk, email, "instagram", {
    "Heard of us from": "Instagram",
    "Campaign source (utm_source)": "spring-postcard",
    "Campaign medium (utm_medium)": "mail",
    "Campaign (utm_campaign)": "baths",
    "Google Ads click (gclid)": "abc123",
    "Came from the site": "www.houzz.com",
  });
  expect(row).toMatchObject({ utm_source: "spring-postcard", gclid: "abc123", Referrer: "www.houzz.com" });
  expect((await reportRow(desk, "Instagram"))[0]).toBeGreaterThanOrEqual(1);
});

for (const width of [375, 1280]) {
  test(`the forms and the sources report at ${width} px: no sideways scroll, no axe violations`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await (
      await browser.newContext({ baseURL: origin, viewport: { width, height: 900 }, extraHTTPHeaders: clientAddress() })
    ).newPage();
    const look = async (label: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
      const { violations } = await axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE).analyze();
      expect(violations.map((v) => `${label} ${v.id}`)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${label}-${width}.png`, fullPage: true });
    };
    for (const [label, path] of [
      ["contact", "/contact?utm_source=fall-mailer"],
      ["booking", "/consultation"],
      ["call-back", "/consultation?call"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await look(label);
    }
    const email = uniqueEmail(`shot${width}`);
    const sent = await page.request.post("/api/contact", {
      data: {
        firstName: "Rosa",
        lastName: "Delgado",
        email,
        message: "A hall bathroom refresh.",
        heardFrom: "nextdoor",
        utm_source: "fall-mailer",
        utm_medium: "print",
        utm_campaign: "kitchens",
        referrer: "https://nextdoor.com/p/abc",
      },
    });
    expect(sent.status()).toBe(200);
    await signIn(page, newPerson(`sources${width}`), "/office/sources");
    await look("sources");
    await page.goto(`/office/leads?utm_source=fall-mailer&utm_campaign=kitchens&q=${encodeURIComponent(email)}`);
    await look("campaign-leads");
    await page.goto(`/office/leads?heard=nextdoor&q=${encodeURIComponent(email)}`);
    await look("leads");
    await page.getByRole("link", { name: "Rosa Delgado" }).click();
    await expect(page.getByRole("heading", { name: "Where they came from" })).toBeVisible();
    await look("lead");
  });
}
