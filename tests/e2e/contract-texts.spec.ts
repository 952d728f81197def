// The contract texts and a draft estimate's preview, end to end against the production build, on a
// site of their own (its own PostgreSQL: the shared test site's estimates keep the seed's texts).
// By plain form posts: a save without {license} or with a notice not in capitals refused with the
// reason; an estimate sent (sold at home, a 30 % deposit) keeps its texts after they change, on the
// client's page and in the signed PDF (read back with poppler's pdftotext, accents included), while
// the next estimate carries the new ones; a draft's preview opens for the office's session alone,
// never cached nor indexed, framed only by the site, sends nothing and signs nothing. In Chromium
// at a phone's width without JavaScript and at a desktop's with it: the page of texts, a refused
// save and a saved one, and a draft estimate's preview framed at both widths in the office, with
// its band; photographed, axe-clean, no sideways scroll.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { seedContractTexts } from "../../server/content/seed/contract-texts.ts";
import { expect, screenshotsIn, test } from "./fixtures";
import { signIn } from "./office";
import { mailedToken, inDays } from "./signed-estimate";
import { uniqueEmail } from "./store";
import { axeViolations, twoSites } from "./two-sites";

test.describe.configure({ mode: "serial" });
const { siteA, owner } = twoSites("contract_texts", 47);
const SHOTS = "/tmp/shots-contract-texts";
mkdirSync(SHOTS, { recursive: true });
const shoot = screenshotsIn(SHOTS);
const SIGNER = "Inés Núñez Peña";
const OLD_LICENSE = "Florida contractor’s license CGC1531187";
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

/** The page's form as it posts the texts, each field changed as `changes` says. */
function textsForm(intent: "save" | "draft", changes: Record<string, string> = {}) {
  const { license, recoveryFund, lienLaw, deposit, cancellation } = seedContractTexts;
  return {
    license,
    "recoveryFund.heading": recoveryFund.heading,
    "recoveryFund.text": recoveryFund.text,
    "lienLaw.heading": lienLaw.heading,
    "lienLaw.text": lienLaw.text,
    deposit,
    "cancellation.statement": cancellation.statement,
    "cancellation.heading": cancellation.heading,
    "cancellation.paragraphs": cancellation.paragraphs.join("\n\n"),
    intent,
    ...changes,
  };
}

/** The lawyer's rewording: every text the contract shows changed. */
const REWORDED = {
  license: "Certified General Contractor, Florida license no. {license}",
  "lienLaw.heading": "NOTICE: FLORIDA'S CONSTRUCTION LIEN LAW",
  deposit:
    "Your deposit of {deposit} is more than 10 % of the price: we apply for the permits within 30 days of it and " +
    "start within 90 days of their issue (section 489.126, Florida Statutes).",
  "cancellation.statement":
    "You, the buyer, may cancel this sale before midnight of the third business day after you sign it.",
};

/** An estimate's stable form: $10,000 with a 30 % deposit, sold at the client's home. */
const estimateFields = () => ({
  title: "Kitchen and pantry",
  scope: "Cabinets, counters and the pantry's shelving.",
  itemDescription: "Kitchen remodel",
  itemQuantity: "1",
  itemUnitPrice: "10,000",
  depositPercent: "30",
  validUntil: inDays(30),
  soldAtHome: "yes",
});

/** A lead entered by hand and the estimate for it, sent or a draft: the office's path of it. */
async function estimateAtHome(request: APIRequestContext, email: string, intent: "draft" | "send") {
  const entered = await request.post(`${siteA}/office/leads/new`, {
    form: { firstName: "Inés", lastName: "Núñez Peña", email, source: "referral", message: "Kitchen." },
    maxRedirects: 0,
  });
  expect(entered.status()).toBe(303);
  const leadPath = new URL(entered.headers().location!, siteA).pathname;
  const made = await request.post(`${siteA}${leadPath}/estimates/new`, {
    form: { ...estimateFields(), intent },
    maxRedirects: 0,
  });
  expect(made.status()).toBe(303);
  return made.headers().location!.replace(/\?.*/, "");
}

const signEstimate = (request: APIRequestContext, token: string) =>
  request.post(`${siteA}/estimates/${token}`, {
    form: { signerName: SIGNER, consent: "yes", intent: "accept" },
    maxRedirects: 0,
  });

test("by plain form posts: checked saves; a sent contract keeps its texts, the next carries the new; the preview is the office's", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await signIn(page, owner(), "/office/contract-texts", siteA);
  const { request } = page;
  const texts = await request.get(`${siteA}/office/contract-texts`);
  expect(texts.status()).toBe(200);
  expect(await texts.text()).toContain("Have your lawyer read and approve it before you rely on it");

  // Refused, with the reason under each field, and nothing changed.
  const refused = await request.post(`${siteA}/office/contract-texts`, {
    form: textsForm("save", {
      license: "Licensed and insured in Florida",
      "recoveryFund.text": seedContractTexts.recoveryFund.text.toLowerCase(),
      "cancellation.paragraphs": seedContractTexts.cancellation.paragraphs
        .join("\n\n")
        .replace("{cancelBy}", "{cancelby}"),
    }),
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  const refusal = await refused.text();
  expect(refusal).toContain("Write {license} where the contract fills in the license number");
  expect(refusal).toContain("Write the notice in capital letters, as F.S. 489.1425 prints it.");
  expect(refusal).toContain("{cancelby} is not filled in here");

  // Sent with the seed's texts, then the texts change.
  const email = uniqueEmail("texts-posts");
  const first = await estimateAtHome(request, email, "send");
  const token = await mailedToken(email, /^Your estimate/, "estimates");
  const saved = await request.post(`${siteA}/office/contract-texts`, {
    form: textsForm("save", REWORDED),
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  expect(saved.headers().location).toBe("/office/contract-texts?done=saved");

  // The client's page and the signed PDF keep what was sent.
  const client = await playwright.request.newContext();
  const sent = await (await client.get(`${siteA}/estimates/${token}`)).text();
  expect(sent).toContain(OLD_LICENSE);
  expect(sent).toContain("The deposit of $3,000.00 is more than 10 % of the contract price.");
  expect(sent).not.toContain("Florida license no.");
  expect((await signEstimate(client, token)).status()).toBe(303);
  const signed = pdfText(await (await client.get(`${siteA}/estimates/${token}.pdf`)).body());
  expect(signed).toContain(SIGNER);
  expect(signed).toContain(OLD_LICENSE);
  expect(signed).toContain("CONSTRUCTION LIEN LAW NOTICE");
  expect(signed).toContain(seedContractTexts.cancellation.statement);
  for (const reworded of [
    "Florida license no.",
    "NOTICE: FLORIDA'S",
    "Your deposit of",
    "before midnight of the third",
  ])
    expect(signed).not.toContain(reworded);

  // The next estimate's preview: the office's session alone, never cached, indexed or framed by another site.
  const nextEmail = uniqueEmail("texts-next");
  const next = await estimateAtHome(request, nextEmail, "draft");
  const id = next.split("/").at(-1)!;
  const preview = `${siteA}/estimates/preview/${id}`;
  const asOffice = await request.get(preview);
  expect(asOffice.status()).toBe(200);
  expect(asOffice.headers()["cache-control"]).toBe("no-store");
  expect(asOffice.headers()["x-robots-tag"]).toContain("noindex");
  expect(asOffice.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(asOffice.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  const shown = await asOffice.text();
  expect(shown).toContain("Preview of a draft estimate");
  expect(shown).toContain("Certified General Contractor, Florida license no. CGC1531187");
  expect(shown).toContain("Your deposit of $3,000.00");
  const stranger = await client.get(preview, { maxRedirects: 0 });
  expect(stranger.status()).toBe(303);
  expect(stranger.headers().location).toBe(`/office/sign-in?next=${encodeURIComponent(next)}`);
  expect(await stranger.text()).not.toContain("Kitchen and pantry");
  expect(await (await client.get(`${siteA}/estimates/preview/${id}.data`, { maxRedirects: 0 })).text()).not.toContain(
    "Kitchen and pantry",
  );
  // Accepting in the preview signs and sends nothing.
  const tried = await request.post(preview, {
    form: { signerName: SIGNER, consent: "yes", intent: "accept" },
    maxRedirects: 0,
  });
  expect(tried.status()).toBe(409);
  expect(await tried.text()).toContain("This is the office&#x27;s preview: nothing is signed");
  expect(await (await request.get(`${siteA}${next}`)).text()).toContain("Draft: not sent yet");
  // A version no longer a draft opens its office page instead; an estimate there is none of, a 404.
  const answered = await request.get(`${siteA}/estimates/preview/${first.split("/").at(-1)}`, { maxRedirects: 0 });
  expect(answered.status()).toBe(303);
  expect(answered.headers().location).toBe(first);
  expect((await request.get(`${siteA}/estimates/preview/999999`, { maxRedirects: 0 })).status()).toBe(404);

  // Sent and signed, it carries the new texts.
  const sending = await request.post(`${siteA}${next}`, {
    form: { ...estimateFields(), intent: "send" },
    maxRedirects: 0,
  });
  expect(sending.headers().location).toBe(`${next}?saved=sent`);
  const nextToken = await mailedToken(nextEmail, /^Your estimate/, "estimates");
  expect((await signEstimate(client, nextToken)).status()).toBe(303);
  const nextPdf = pdfText(await (await client.get(`${siteA}/estimates/${nextToken}.pdf`)).body());
  expect(nextPdf).toContain("Certified General Contractor, Florida license no. CGC1531187");
  expect(nextPdf).toContain("NOTICE: FLORIDA'S CONSTRUCTION LIEN LAW");
  expect(nextPdf).toContain("Your deposit of $3,000.00 is more than 10 % of the price");
  expect(nextPdf).toContain("before midnight of the third business day after you sign it.");
  await client.dispose();
});

async function atWidth(browser: Browser, width: number, javaScriptEnabled: boolean) {
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page: Page = await context.newPage();
  // The page's and its frames' errors (a hydration warning in the preview's frames among them);
  // the refused save (400) and the preview's refusal of an accept (409) are on purpose.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type()) && !/status of (400|409)\b/.test(message.text()))
      errors.push(message.text());
  });
  const email = owner();
  await signIn(page, email, "/office/contract-texts", siteA);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contract texts");
  await expect(page.getByText("A template written to Florida Statutes 713.015.")).toBeVisible();
  await shoot(page, "office-contract-texts", width);

  // A license statement without its number: refused, the reason by the field, what was typed kept.
  const license = page.getByRole("textbox", { name: "License statement" });
  await license.fill(`Licensed and insured (${width})`);
  await page.getByRole("button", { name: "Save: in force for the next estimate sent" }).click();
  await expect(page.getByText("Write {license} where the contract fills in the license number").first()).toBeVisible();
  await expect(license).toHaveValue(`Licensed and insured (${width})`);
  await shoot(page, "office-contract-texts-refused", width);
  await license.fill(`Certified General Contractor ${width}, license {license}`);
  await page.getByRole("button", { name: "Save: in force for the next estimate sent" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Saved: every estimate sent from now on carries these texts. Estimates already sent keep theirs.",
  );

  // A draft estimate: the client's page at a phone's and a desktop's width, in the office, with the new texts.
  const draft = await estimateAtHome(page.request, uniqueEmail(`texts-draft-${width}`), "draft");
  await page.goto(`${siteA}${draft}`);
  const heading = page.getByRole("heading", { name: "Preview: as the client will see it" });
  await expect(heading).toBeVisible();
  for (const screen of ["phone", "desktop"]) {
    const frame = page.frameLocator(`iframe[title$=" on a ${screen}"]`);
    await expect(frame.getByText(`Certified General Contractor ${width}, license CGC1531187`)).toBeAttached();
    await expect(frame.getByTestId("estimate-total")).toHaveText("$10,000.00");
    await expect(frame.getByTestId("deposit-clause")).toContainText("deposit of $3,000.00 is more than 10 %");
    // The page alone in the frames: no band.
    await expect(frame.getByRole("note")).toHaveCount(0);
  }
  await heading.scrollIntoViewIfNeeded();
  await shoot(page, "office-estimate-draft-preview", width);

  // Under its band, full size and at both widths.
  await page.getByRole("link", { name: "at phone and desktop widths" }).click();
  await expect(page.getByRole("note")).toContainText(
    "Preview of a draft estimate, as the client will see it once sent",
  );
  await expect(
    page.frameLocator('iframe[title$=" on a phone"]').getByRole("button", { name: "Accept and sign for $10,000.00" }),
  ).toBeAttached();
  await shoot(page, "estimate-preview-widths", width);
  await page.getByRole("link", { name: "Full size" }).click();
  await expect(page.getByText(`Certified General Contractor ${width}, license CGC1531187`)).toBeVisible();
  await expect(page.getByTestId("notice-of-cancellation")).toContainText("NOT LATER THAN MIDNIGHT OF");
  await shoot(page, "estimate-preview", width);
  // Accepting in the preview says it is one, and changes nothing.
  await page.getByLabel("Your full name, as your signature").fill(SIGNER);
  await page.getByLabel(/I agree to sign this contract electronically/).check();
  await page.getByRole("button", { name: "Accept and sign for $10,000.00" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This is the office's preview: nothing is signed, declined or sent from it. Once you send the estimate, the client answers on their own page.",
  );
  await page.getByRole("link", { name: "Back to editing" }).click();
  await expect(page.getByText("Draft: not sent yet")).toBeVisible();

  const checker = await browser.newContext({
    storageState: await context.storageState(),
    viewport: { width, height: 900 },
  });
  const checking = await checker.newPage();
  const preview = draft.replace("/office/estimates/", "/estimates/preview/");
  expect(await axeViolations(checking, siteA, ["/office/contract-texts", preview])).toEqual([]);
  // The pages that frame the preview, apart from the framed page (checked above, on its own).
  expect(await axeViolations(checking, siteA, [draft, `${preview}?widths`], { outsideFrames: true })).toEqual([]);
  await checker.close();
  expect(errors).toEqual([]);
  await context.close();
}

test("at a phone's width without JavaScript: the texts refused and saved, a draft previewed at both widths", async ({
  browser,
}) => {
  await atWidth(browser, 375, false);
});

test("at a desktop's width with JavaScript: the texts refused and saved, a draft previewed at both widths", async ({
  browser,
}) => {
  await atWidth(browser, 1280, true);
});
