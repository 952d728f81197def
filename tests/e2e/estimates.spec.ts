// Estimates end to end against the production build: by plain form posts (the stable names of
// issue 46), and in Chromium at a phone's width without JavaScript and at a desktop's with it. A
// lead, an estimate of three lines and a 10 % deposit, sent; the client's link opened (counted in
// the office); a new version sent, whose old link then says it was replaced; the new one accepted
// with the typed name "José Núñez-Peña"; the signed PDF's text (poppler's pdftotext) holds the name
// as typed, the total, the license number and both Florida notices; the lead won with that value;
// a second accept a 409 that changes nothing; a cross-site post refused; a wrong token a 404 that
// says what to do. With JavaScript the form shows the rows used and one more, and the figures so
// far. Every screen photographed at both widths, axe-clean, no sideways scroll.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import type { APIRequestContext, Browser } from "@playwright/test";
import { simpleParser } from "mailparser";
import { expect, hydrated, screenshotsIn, test } from "./fixtures";
import { inDays } from "./signed-estimate";
import { newPerson, origin, signIn } from "./office";
import { mailsTo, uniqueEmail } from "./store";
import { axeViolations } from "./two-sites";

const SHOTS = "/tmp/shots-estimates";
mkdirSync(SHOTS, { recursive: true });
const SIGNER = "José Núñez-Peña";
const LICENSE = "CGC1531187";

/** The three lines: $4,500 of cabinets, a $1,200 counter allowance, and a $600 lighting option. */
const LINES = [
  {
    description: "Shaker cabinets, supplied and installed",
    quantity: "3",
    unit: "runs",
    price: "1,500",
    group: "Cabinetry",
    kind: "standard",
  },
  { description: "Quartz counter", quantity: "1", unit: "", price: "1200", group: "Counters", kind: "allowance" },
  {
    description: "Under-cabinet lighting",
    quantity: "2",
    unit: "",
    price: "300",
    group: "Electrical",
    kind: "optional",
  },
];

/** The token in the newest estimate link mailed to `email`, once `count` have come. */
async function mailedToken(email: string, count: number) {
  await expect.poll(() => mailsTo(email).filter((text) => /^Subject: Your estimate/m.test(text)).length).toBe(count);
  const mail = await simpleParser(
    mailsTo(email)
      .filter((text) => /^Subject: Your estimate/m.test(text))
      .at(-1)!,
  );
  return /\/estimates\/([\w-]+)/.exec(mail.text ?? "")![1]!;
}

const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

/** What the bar asks of the signed PDF, and its answer's type. */
async function expectSignedPdf(request: APIRequestContext, token: string, total: string) {
  const answer = await request.get(`/estimates/${token}.pdf`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  const text = pdfText(await answer.body());
  expect(text).toContain(SIGNER);
  expect(text).toContain(total);
  expect(text).toContain(LICENSE);
  expect(text).toContain("FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND");
  expect(text).toContain("ACCORDING TO FLORIDA'S CONSTRUCTION LIEN LAW");
  expect(text).toContain("Signature certificate");
  return text;
}

/** A lead entered by hand with an address to send the estimate to; its page's path. */
async function enterLead(request: APIRequestContext, email: string) {
  const entered = await request.post("/office/leads/new", {
    form: {
      firstName: "José",
      lastName: "Núñez-Peña",
      email,
      source: "referral",
      projectType: "Kitchen Remodeling",
      message: "Kitchen, before the holidays.",
    },
    maxRedirects: 0,
  });
  expect(entered.status()).toBe(303);
  return new URL(entered.headers().location!, origin).pathname;
}

/** The stable form's fields for three lines and a 10 % deposit. */
function estimateForm(intent: "send" | "draft") {
  const form = new URLSearchParams({
    title: "Kitchen refresh",
    scope: "## Included\n- Cabinets\n- Counter",
    taxPercent: "",
    depositPercent: "10",
    validUntil: inDays(30),
    intent,
  });
  for (const line of LINES) {
    form.append("itemDescription", line.description);
    form.append("itemQuantity", line.quantity);
    form.append("itemUnit", line.unit);
    form.append("itemUnitPrice", line.price);
    form.append("itemGroup", line.group);
    form.append("itemKind", line.kind);
  }
  // Blank rows, as the page without JavaScript sends them, are left out.
  for (let blank = 0; blank < 5; blank++)
    for (const name of ["itemDescription", "itemQuantity", "itemUnitPrice"]) form.append(name, "");
  return form.toString();
}
const shoot = screenshotsIn(SHOTS);

const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

test("by plain form posts: sent, opened, replaced, accepted with a signature into the PDF, won; a second accept is a 409", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, newPerson("estimates-posts", "owner"));
  const { request } = page;
  const email = uniqueEmail("estimate-client");
  const leadPath = await enterLead(request, email);

  const made = await request.post(`${leadPath}/estimates/new`, {
    data: estimateForm("send"),
    headers: formHeaders,
    maxRedirects: 0,
  });
  expect(made.status()).toBe(303);
  const first = made.headers().location!;
  expect(first).toMatch(/^\/office\/estimates\/\d+\?saved=sent$/);
  const firstToken = await mailedToken(email, 1);
  expect((await request.get(leadPath)).ok()).toBe(true);
  expect(await (await request.get(leadPath)).text()).toContain("Estimate sent");

  // Opened: no-store, noindex, counted in the office.
  const opened = await request.get(`/estimates/${firstToken}`);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["cache-control"]).toBe("no-store");
  expect(opened.headers()["x-robots-tag"]).toContain("noindex");
  expect(await opened.text()).toContain("$5,700.00");
  expect(await (await request.get(first.replace(/\?.*/, ""))).text()).toMatch(/1 time: first/);

  // A new version, sent: the old link says it was replaced, and accepting it is refused.
  const version = await request.post(first.replace(/\?.*/, ""), { form: { intent: "newVersion" }, maxRedirects: 0 });
  expect(version.status()).toBe(303);
  const second = version.headers().location!.replace(/\?.*/, "");
  const sent = await request.post(second, { data: estimateForm("send"), headers: formHeaders, maxRedirects: 0 });
  expect(sent.headers().location).toBe(`${second}?saved=sent`);
  const token = await mailedToken(email, 2);
  const old = await request.get(`/estimates/${firstToken}`);
  expect(await old.text()).toContain("This estimate was replaced");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/estimates/${firstToken}`);
    await shoot(page, "client-estimate-replaced", width);
  }
  expect(
    (
      await request.post(`/estimates/${firstToken}`, {
        form: { signerName: SIGNER, consent: "yes", intent: "accept" },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(409);

  // A cross-site post is refused before any route, and changes nothing.
  const forged = await request.post(`/estimates/${token}`, {
    form: { signerName: "Mallory", consent: "yes", intent: "accept" },
    headers: { Origin: "https://attacker.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await (await request.get(`/estimates/${token}`)).text()).toContain("Accept and sign");

  // Accepted with the option ticked: $6,300.
  const accepted = await request.post(`/estimates/${token}`, {
    form: { option: "2", signerName: SIGNER, consent: "yes", intent: "accept" },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(303);
  expect(accepted.headers().location).toBe(`/estimates/${token}?answered=accepted`);
  const pdfBefore = await (await request.get(`/estimates/${token}.pdf`)).body();
  await expectSignedPdf(request, token, "$6,300.00");
  const leadPage = await (await request.get(leadPath)).text();
  expect(leadPage).toContain("Won with a signed contract of $6,300.00");

  const again = await request.post(`/estimates/${token}`, {
    form: { signerName: "Someone Else", consent: "yes", intent: "accept" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(409);
  expect(Buffer.compare(await (await request.get(`/estimates/${token}.pdf`)).body(), pdfBefore)).toBe(0);
  // Editing the signed version is refused.
  const edit = await request.post(second, { data: estimateForm("draft"), headers: formHeaders, maxRedirects: 0 });
  expect(edit.status()).toBe(409);
  // A wrong token: a 404 that says what to do and nothing of any estimate.
  const wrong = await request.get(`/estimates/${token.slice(0, -3)}abc`);
  expect(wrong.status()).toBe(404);
  const wrongText = await wrong.text();
  expect(wrongText).toContain("This link does not open an estimate");
  expect(wrongText).not.toContain("Kitchen refresh");
  expect((await request.get(`/estimates/${token.slice(0, -3)}abc.pdf`)).status()).toBe(404);
});

async function inChromium(browser: Browser, width: number, javaScriptEnabled: boolean) {
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, newPerson(`estimates-${width}`, "owner"));
  const email = uniqueEmail(`estimate-${width}`);
  const leadPath = await enterLead(page.request, email);
  await page.goto(leadPath);
  await page.getByRole("link", { name: "New estimate" }).click();
  await expect(page).toHaveURL(`${origin}${leadPath}/estimates/new`);
  if (javaScriptEnabled) await hydrated(page);
  await page.getByLabel("Title").fill("Kitchen refresh");
  await page
    .getByLabel("Scope of work")
    .fill("## Included\n- Shaker cabinets\n- Quartz counter\n\nNot included: appliances.");
  for (const [index, line] of LINES.entries()) {
    const row = page.getByRole("listitem").filter({ hasText: `Line ${index + 1}` });
    await row.getByLabel("Description").fill(line.description);
    await row.getByLabel("Quantity").fill(line.quantity);
    await row.getByLabel("Unit", { exact: true }).fill(line.unit);
    await row.getByLabel("Unit price ($)").fill(line.price);
    await row.getByLabel("Kind").selectOption(line.kind);
    await row.getByLabel("Group").fill(line.group);
  }
  if (javaScriptEnabled) {
    // The rows used and one blank show; "Add a line" shows one more, ready to type in. The
    // figures follow the typing, options apart, and say which line is not counted yet.
    await expect(page.getByText("Line 4", { exact: true })).toBeVisible();
    await expect(page.getByText("Line 5", { exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Add a line" }).click();
    const fifth = page.getByRole("listitem").filter({ hasText: "Line 5" });
    await expect(fifth.getByLabel("Description")).toBeFocused();
    const total = page.getByTestId("running-total");
    await expect(total).toContainText("Total$5,700.00");
    await expect(total).toContainText("Options the client may tick add $600.00");
    await fifth.getByLabel("Description").fill("Haul-away");
    await fifth.getByLabel("Unit price ($)").fill("four hundred");
    await expect(total).toContainText("Not counted yet:Line 5: give the unit price in dollars");
    await fifth.getByLabel("Unit price ($)").fill("400");
    await expect(total).toContainText("Total$6,100.00");
    await expect(page.getByText("Line 6", { exact: true })).toBeVisible();
    await expect(page.getByText("Line 7", { exact: true })).toBeHidden();
    await total.scrollIntoViewIfNeeded();
    await shoot(page, "office-new-estimate-running-total", width);
    await fifth.getByLabel("Description").fill("");
    await fifth.getByLabel("Unit price ($)").fill("");
    await expect(total).toContainText("Total$5,700.00");
  } else {
    // "Add rows" keeps what was typed and brings more rows.
    await page.getByRole("button", { name: "Add rows" }).click();
    await expect(page.getByText("Line 12", { exact: true })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Line 3" }).getByLabel("Description")).toHaveValue(
      LINES[2]!.description,
    );
  }
  await page.getByLabel("Deposit (% of the total)").fill("10");
  await shoot(page, "office-new-estimate", width);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/office\/estimates\/\d+\?saved=draft$/);
  await expect(page.getByRole("status")).toHaveText("Draft saved.");
  // The preview: the client's page framed at a phone's width and a desktop's.
  for (const screen of ["phone", "desktop"])
    await expect(page.frameLocator(`iframe[title$=" on a ${screen}"]`).getByTestId("estimate-total")).toHaveText(
      "$5,700.00",
    );
  await shoot(page, "office-estimate-draft", width);
  await page.getByRole("button", { name: "Send to the client" }).click();
  await expect(page).toHaveURL(/\?saved=sent$/);
  const officePath = new URL(page.url()).pathname;
  await shoot(page, "office-estimate-sent", width);

  const token = await mailedToken(email, 1);
  const client = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const clientPage = await client.newPage();
  await clientPage.goto(`/estimates/${token}`);
  await expect(clientPage.getByTestId("estimate-total")).toHaveText("$5,700.00");
  await expect(clientPage.getByText("Florida contractor’s license CGC1531187")).toBeVisible();
  await expect(clientPage.getByText("FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND", { exact: true })).toBeVisible();
  await shoot(clientPage, "client-estimate", width);
  await clientPage.getByLabel(/Under-cabinet lighting/).check();
  await clientPage.getByRole("button", { name: "Update total" }).click();
  await expect(clientPage.getByTestId("estimate-total")).toHaveText("$6,300.00");
  await expect(clientPage.getByLabel(/Under-cabinet lighting/)).toBeChecked();
  await expect(
    clientPage.getByText("Accepting makes this estimate, with the options ticked above, your contract for $6,300.00."),
  ).toBeVisible();
  await shoot(clientPage, "client-estimate-option", width);
  // axe runs as a script: in a context with JavaScript, signed in as the office's one is.
  const checker = await browser.newContext({
    storageState: await context.storageState(),
    viewport: { width, height: 900 },
  });
  const checking = await checker.newPage();
  expect(await axeViolations(checking, origin, [`/estimates/${token}?update=1&option=2`, officePath])).toEqual([]);

  await page.goto(officePath);
  await expect(page.getByTestId("estimate-opened")).toHaveText(/^1 time: first/);

  // A box ticked without "Update total" would sign another sum than the button names: nothing is
  // signed, and the page comes back with the total for the boxes as they are.
  await clientPage.goto(`/estimates/${token}?update=1`);
  await clientPage.getByLabel(/Under-cabinet lighting/).check();
  await clientPage.getByLabel("Your full name, as your signature").fill(SIGNER);
  await clientPage.getByLabel(/I agree to sign this contract electronically/).check();
  await clientPage.getByRole("button", { name: "Accept and sign for $5,700.00" }).click();
  await expect(clientPage).toHaveURL(/[?&]changed=1#options-changed$/);
  await expect(clientPage.getByRole("alert")).toContainText(
    "Nothing was signed: the options you ticked make the total $6,300.00",
  );
  await expect(clientPage.getByRole("alert")).toBeInViewport();
  await shoot(clientPage, "client-estimate-options-changed", width);
  await expect(clientPage.getByTestId("estimate-total")).toHaveText("$6,300.00");
  await expect(clientPage.getByLabel(/Under-cabinet lighting/)).toBeChecked();
  await clientPage.getByLabel("Your full name, as your signature").fill(SIGNER);
  await clientPage.getByLabel(/I agree to sign this contract electronically/).check();
  await clientPage.getByRole("button", { name: "Accept and sign for $6,300.00" }).click();
  await expect(clientPage).toHaveURL(/\?answered=accepted$/);
  await expect(clientPage.getByRole("status")).toContainText(`Accepted and signed by ${SIGNER}`);
  await shoot(clientPage, "client-estimate-signed", width);
  await expectSignedPdf(clientPage.request, token, "$6,300.00");

  await page.goto(officePath);
  await expect(page.getByText("Accepted and signed")).toBeVisible();
  await expect(page.getByRole("link", { name: "The signed contract (PDF)" })).toBeVisible();
  await shoot(page, "office-estimate-signed", width);
  await page.goto(leadPath);
  await expect(page.getByTestId("won-value")).toHaveText("Won with a signed contract of $6,300.00");
  await expect(page.getByRole("heading", { name: "Stage: Won" })).toBeVisible();
  await shoot(page, "office-lead-estimates", width);
  expect(await axeViolations(checking, origin, [officePath, leadPath])).toEqual([]);
  await checker.close();

  await clientPage.goto(`/estimates/not-a-real-link-${width}-000000000000`);
  await expect(clientPage.getByRole("heading", { level: 1 })).toHaveText("This link does not open an estimate");
  await shoot(clientPage, "client-estimate-unknown", width);
  await client.close();
  await context.close();
}

test("at a phone's width without JavaScript: written, sent, opened, an option ticked, accepted and signed", async ({
  browser,
}) => {
  await inChromium(browser, 375, false);
});

test("at a desktop's width with JavaScript: written, sent, opened, an option ticked, accepted and signed", async ({
  browser,
}) => {
  await inChromium(browser, 1280, true);
});
