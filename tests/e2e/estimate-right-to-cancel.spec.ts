// A sale made at the client's home, end to end against the production build, in Chromium at a
// phone's width without JavaScript and at a desktop's with it: the estimate form's "Sold at the
// client's home" ticked to begin with for a lead whose consultation was booked at their address
// (and not for one without), the office's preview, the client's page with the buyer's right to
// cancel beside the signature and the notice of cancellation filled in, and the signed contract's
// PDF (its text read back with poppler's pdftotext) carrying both. Every screen photographed,
// axe-clean, no sideways scroll.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, screenshotsIn, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { mailedToken, inDays } from "./signed-estimate";
import { uniqueEmail } from "./store";
import { axeViolations } from "./two-sites";

const SHOTS = "/tmp/shots-estimate-right-to-cancel";
mkdirSync(SHOTS, { recursive: true });
const shoot = screenshotsIn(SHOTS);
const SIGNER = "Inés Peña Núñez";
const STATEMENT =
  "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the attached notice of cancellation form for an explanation of this right.";
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

/** A lead entered by hand, with a consultation booked at their address when `at` is given: its page's path. */
async function enterLead(request: APIRequestContext, email: string, at?: string) {
  const entered = await request.post("/office/leads/new", {
    form: {
      firstName: "Inés",
      lastName: "Peña Núñez",
      email,
      source: "referral",
      projectType: "Bathroom Remodeling",
      message: "Hall bath.",
      ...(at && {
        // An odd time a few weeks out, booked even if it meets another test's.
        consultationDate: inDays(20 + Math.floor(Math.random() * 20)),
        consultationTime: `07:${String(10 + Math.floor(Math.random() * 40))}`,
        location: at,
        bookAnyway: "yes",
      }),
    },
    maxRedirects: 0,
  });
  expect(entered.status()).toBe(303);
  expect(entered.headers().location).toMatch(at ? /booking=booked/ : /saved=entered/);
  return new URL(entered.headers().location!, origin).pathname;
}

async function atHome(browser: Browser, width: number, javaScriptEnabled: boolean) {
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, newPerson(`right-to-cancel-${width}`, "owner"));

  // A lead without a consultation: the box starts unticked.
  const elsewhere = await enterLead(page.request, uniqueEmail(`not-at-home-${width}`));
  await page.goto(`${elsewhere}/estimates/new`);
  await expect(page.getByLabel("Sold at the client’s home")).not.toBeChecked();

  // One whose consultation was booked at their address: ticked.
  const email = uniqueEmail(`at-home-${width}`);
  const leadPath = await enterLead(page.request, email, "2718 Temple Trail, Winter Park");
  await page.goto(`${leadPath}/estimates/new`);
  const box = page.getByLabel("Sold at the client’s home");
  await expect(box).toBeChecked();
  await expect(page.getByText(/templates written to the wording of the FTC's Cooling-Off Rule/)).toBeVisible();
  await page.getByLabel("Title").fill("Hall bath");
  const line = page.getByRole("listitem").filter({ hasText: "Line 1" });
  await line.getByLabel("Description").fill("Tile and vanity, supplied and installed");
  await line.getByLabel("Unit price ($)").fill("8,400");
  await shoot(page, "office-new-estimate-sold-at-home", width);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/office\/estimates\/\d+\?saved=draft$/);
  const officePath = new URL(page.url()).pathname;
  // The preview carries the right to cancel; the draft's form keeps the box ticked.
  await expect(page.getByLabel("Sold at the client’s home")).toBeChecked();
  const preview = page.frameLocator('iframe[title$=" on a phone"]');
  await expect(preview.getByTestId("right-to-cancel")).toHaveText(STATEMENT);
  await expect(preview.getByTestId("notice-of-cancellation")).toContainText("NOT LATER THAN MIDNIGHT OF");
  await shoot(page, "office-estimate-draft-sold-at-home", width);
  await page.getByRole("button", { name: "Send to the client" }).click();
  await expect(page).toHaveURL(/\?saved=sent$/);

  // The client's page: the statement beside the signature, the notice filled in for today.
  const token = await mailedToken(email, /^Your estimate/, "estimates");
  const client = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const clientPage = await client.newPage();
  await clientPage.goto(`/estimates/${token}`);
  const signing = clientPage.getByRole("region", { name: "Accept and sign" });
  await expect(signing.getByTestId("right-to-cancel")).toHaveText(STATEMENT);
  const notice = clientPage.getByTestId("notice-of-cancellation");
  await expect(notice.getByRole("heading", { name: "NOTICE OF CANCELLATION" })).toBeVisible();
  await expect(notice).toContainText("Saltbox Design-Build, at 1200 N Orange Ave");
  await expect(notice).toContainText(/NOT LATER THAN MIDNIGHT OF \w+day, \w+ \d{1,2}, \d{4}\./);
  await shoot(clientPage, "client-estimate-sold-at-home", width);
  const checker = await browser.newContext({
    storageState: await context.storageState(),
    viewport: { width, height: 900 },
  });
  expect(
    await axeViolations(await checker.newPage(), origin, [
      `${leadPath}/estimates/new`,
      officePath,
      `/estimates/${token}`,
    ]),
  ).toEqual([]);

  await clientPage.getByLabel("Your full name, as your signature").fill(SIGNER);
  await clientPage.getByLabel(/I agree to sign this contract electronically/).check();
  await clientPage.getByRole("button", { name: "Accept and sign for $8,400.00" }).click();
  await expect(clientPage).toHaveURL(/\?answered=accepted$/);
  await expect(clientPage.getByRole("status").getByTestId("right-to-cancel")).toHaveText(STATEMENT);
  const signedNotice = clientPage.getByTestId("notice-of-cancellation");
  const dates = await signedNotice.locator("time").getAttribute("datetime");
  expect(dates).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await shoot(clientPage, "client-estimate-signed-sold-at-home", width);
  expect(await axeViolations(await checker.newPage(), origin, [`/estimates/${token}`])).toEqual([]);
  await checker.close();

  const pdf = await clientPage.request.get(`/estimates/${token}.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  writeFileSync(`${SHOTS}/contract-sold-at-home-${width}.pdf`, bytes);
  const text = pdfText(bytes);
  expect(text).toContain(SIGNER);
  expect(text).toContain(STATEMENT);
  expect(text.split("NOTICE OF CANCELLATION").length - 1).toBe(2);
  expect(text).toContain("I HEREBY CANCEL THIS TRANSACTION.");
  expect(text).toMatch(/to Saltbox Design-Build, at 1200 N Orange Ave[^,]*, [^.]+, NOT LATER THAN MIDNIGHT OF \w+day/);
  await client.close();
  await context.close();
}

test("at a phone's width without JavaScript: a sale at home carries the right to cancel from the form to the PDF", async ({
  browser,
}) => {
  await atHome(browser, 375, false);
});

test("at a desktop's width with JavaScript: a sale at home carries the right to cancel from the form to the PDF", async ({
  browser,
}) => {
  await atHome(browser, 1280, true);
});
