// A signed contract's money end to end against the production build (issue 46 items 3-5): a signed
// estimate of $10,000 with a 30 % deposit; a change order refused before signing, written in the
// office and sent (the mail caught by the test SMTP server), opened by the client's link, accepted
// with a typed name and a signature drawn on the pad; its PDF's text (poppler's pdftotext) holds
// the name, the amount, the new total and the drawing's line; the contract's total changed in the
// office and on the client's pages; a second accept a 409, a cross-site post a 403, a wrong token a
// 404 that says what to do, and a declined credit's link a 404 that says when and nothing of it. In Chromium at 375 and 1280 px, every new screen photographed, axe-clean.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { expect, holdScripts, hydrated, screenshotsIn, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { mailedToken, signedEstimate, SIGNER } from "./signed-estimate";
import { mailsTo, uniqueEmail } from "./store";
import { axeViolations } from "./two-sites";

const SHOTS = "/tmp/shots-contract-money";
mkdirSync(SHOTS, { recursive: true });
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

const shoot = screenshotsIn(SHOTS);

test("by plain form posts: refused before signing, sent, signed once, totalled; cross-site and wrong links refused", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, newPerson("contract-money-posts", "owner"));
  const { request } = page;
  const email = uniqueEmail("contract-money-posts");
  const order = { description: "Heated floor", price: "1,800", days: "3", note: "" };

  const unsigned = await signedEstimate(request, uniqueEmail("contract-money-unsigned"), { sign: false });
  const early = await request.post(`${unsigned.officePath}/change-orders/new`, { form: order, maxRedirects: 0 });
  expect(early.status()).toBe(409);
  expect(await early.text()).toContain("not signed yet");

  const { officePath, token: estimateToken } = await signedEstimate(request, email);
  const invalid = await request.post(`${officePath}/change-orders/new`, {
    form: { ...order, price: "lots" },
    maxRedirects: 0,
  });
  expect(invalid.status()).toBe(400);
  expect(await invalid.text()).toContain("Give the price in dollars");
  const sent = await request.post(`${officePath}/change-orders/new`, { form: order, maxRedirects: 0 });
  expect(sent.status()).toBe(303);
  expect(sent.headers().location).toBe(`${officePath}?saved=changeOrder#contract`);
  const token = await mailedToken(email, /^Change order CO-/, "change-orders");

  const opened = await request.get(`/change-orders/${token}`);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["cache-control"]).toBe("no-store");
  expect(opened.headers()["x-robots-tag"]).toContain("noindex");
  expect(await opened.text()).toContain("$11,800.00");

  const forged = await request.post(`/change-orders/${token}`, {
    form: { signerName: "Mallory", consent: "yes", intent: "accept" },
    headers: { Origin: "https://attacker.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  const badDrawing = await request.post(`/change-orders/${token}`, {
    form: { signerName: SIGNER, consent: "yes", signatureDrawing: "data:image/gif;base64,R0lGOD", intent: "accept" },
    maxRedirects: 0,
  });
  expect(badDrawing.status()).toBe(400);
  expect(await badDrawing.text()).toContain("The drawn signature could not be read");
  const accepted = await request.post(`/change-orders/${token}`, {
    form: { signerName: SIGNER, consent: "yes", intent: "accept" },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(303);
  const again = await request.post(`/change-orders/${token}`, {
    form: { signerName: "Someone Else", consent: "yes", intent: "accept" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(409);
  expect(await (await request.get(officePath)).text()).toContain("$11,800.00");
  // The client's contract page says the total with it.
  const contractPage = (await (await request.get(`/estimates/${estimateToken}`)).text()).replace(/<!-- -->/g, "");
  expect(contractPage).toContain("With a signed change order (+$1,800.00)");
  expect(contractPage).toContain("<strong>$11,800.00</strong>");

  // A second one, a credit the client declines: its link then says when, and nothing of it.
  const credit = { description: "Leave the pantry door as it is", price: "-425", days: "0", note: "" };
  expect((await request.post(`${officePath}/change-orders/new`, { form: credit, maxRedirects: 0 })).status()).toBe(303);
  const creditToken = await mailedToken(email, /^Change order CO-\d+-2 /, "change-orders");
  const reason = "We would rather keep the door we chose";
  const declined = await request.post(`/change-orders/${creditToken}`, {
    form: { reason, intent: "decline" },
    maxRedirects: 0,
  });
  expect(declined.status()).toBe(303);
  expect(declined.headers().location).toBe(`/change-orders/${creditToken}?answered=declined`);
  for (const path of [`/change-orders/${creditToken}?answered=declined`, `/change-orders/${creditToken}`]) {
    const closed = await request.get(path);
    expect(closed.status()).toBe(404);
    expect(closed.headers()["cache-control"]).toBe("no-store");
    const text = (await closed.text()).replace(/<!-- -->/g, "");
    expect(text).toContain("You declined this change order");
    for (const secret of ["pantry door", "425", reason, "$11,800.00", "$10,000.00", SIGNER])
      expect(text).not.toContain(secret);
  }
  expect((await request.get(`/change-orders/${creditToken}.pdf`)).status()).toBe(404);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/change-orders/${creditToken}`);
    await expect(page.getByRole("heading", { name: "You declined this change order" })).toBeVisible();
    await shoot(page, "client-change-order-declined", width);
  }
  expect(await (await request.get(officePath)).text()).toContain(reason);

  const wrong = await request.get(`/change-orders/${token.slice(0, -3)}abc`);
  expect(wrong.status()).toBe(404);
  const wrongText = await wrong.text();
  expect(wrongText).toContain("This link does not open a change order");
  expect(wrongText).not.toContain("Heated floor");
  expect((await request.get(`/change-orders/${token.slice(0, -3)}abc.pdf`)).status()).toBe(404);
});

async function inChromium(browser: Browser, width: number) {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, newPerson(`contract-money-${width}`, "owner"));
  const email = uniqueEmail(`contract-money-${width}`);
  // The estimate's own accept form has the pad too, where JavaScript runs.
  const { officePath } = await signedEstimate(page.request, email, {
    beforeSigning: async (token) => {
      const reading = await browser.newContext({ viewport: { width, height: 900 } });
      const reader = await reading.newPage();
      await reader.goto(`/estimates/${token}`);
      await expect(reader.getByTestId("signature-pad")).toBeVisible();
      await expect(reader.getByRole("button", { name: "Clear" })).toBeVisible();
      await shoot(reader, "client-estimate-pad", width);
      expect(await axeViolations(reader, origin, [`/estimates/${token}`])).toEqual([]);
      await reading.close();
    },
  });

  await page.goto(officePath);
  await expect(page.getByTestId("office-contract-total")).toHaveText("$10,000.00");
  await page.getByRole("link", { name: "Write a change order" }).click();
  await expect(page).toHaveURL(`${origin}${officePath}/change-orders/new`);
  await page.getByLabel("What changes").fill("Heated floor under the new tile, on its own thermostat.");
  await page.getByLabel("Price, if one for all").fill("1,800");
  await page.getByLabel("Time impact, in days").fill("3");
  await page.getByLabel("Note to the client (optional)").fill("The thermostat goes by the door.");
  await shoot(page, "office-change-order-new", width);
  await page.getByRole("button", { name: "Send the change order" }).click();
  await expect(page).toHaveURL(/\?saved=changeOrder#contract$/);
  // Said where the page comes back to, the contract's card: in view, below the sticky header.
  await expect(page.getByText("Change order sent.")).toBeInViewport();
  await shoot(page, "office-change-order-sent", width);

  const token = await mailedToken(email, /^Change order CO-/, "change-orders");
  // Without JavaScript there is no pad: the typed name alone signs.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const plainPage = await plain.newPage();
  await plainPage.goto(`/change-orders/${token}`);
  await expect(plainPage.getByTestId("contract-total")).toHaveText("$11,800.00");
  await expect(plainPage.getByTestId("signature-pad")).toBeHidden();
  await expect(plainPage.getByRole("button", { name: "Clear" })).toBeHidden();
  await expect(plainPage.getByLabel("Your full name, as your signature")).toBeVisible();
  await shoot(plainPage, "client-change-order-no-js", width);
  await plain.close();

  const client = await browser.newContext({ viewport: { width, height: 900 } });
  const clientPage = await client.newPage();
  // The pad is there before the scripts run: the consent and the button below it do not move when
  // they arrive, so a tap meant for them while a phone loads the scripts is not one on the pad.
  const releaseScripts = await holdScripts(clientPage);
  await clientPage.goto(`/change-orders/${token}`, { waitUntil: "domcontentloaded" });
  const belowThePad = () =>
    Promise.all(
      [
        clientPage.getByLabel(/I agree to sign this contract electronically/),
        clientPage.getByRole("button", { name: /^Accept and sign/ }),
      ].map(async (control) => (await control.boundingBox())?.y),
    );
  const beforeScripts = await belowThePad();
  releaseScripts();
  await hydrated(clientPage);
  expect(await belowThePad()).toEqual(beforeScripts);
  const pad = clientPage.getByTestId("signature-pad");
  await expect(pad).toBeVisible();
  await clientPage.getByLabel("Your full name, as your signature").fill(SIGNER);
  await pad.scrollIntoViewIfNeeded();
  let box = (await pad.boundingBox())!;
  // A scribble, then "Clear", then the signature itself.
  await clientPage.mouse.move(box.x + 20, box.y + 20);
  await clientPage.mouse.down();
  await clientPage.mouse.move(box.x + 60, box.y + 60, { steps: 5 });
  await clientPage.mouse.up();
  await clientPage.getByRole("button", { name: "Clear" }).click();
  await expect(clientPage.locator("input[name=signatureDrawing]")).toHaveValue("");
  await pad.scrollIntoViewIfNeeded();
  box = (await pad.boundingBox())!;
  await clientPage.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.7);
  await clientPage.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.3, 0.75],
    [0.45, 0.35],
    [0.6, 0.7],
    [0.85, 0.4],
  ] as const)
    await clientPage.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  await clientPage.mouse.up();
  await expect(clientPage.locator("input[name=signatureDrawing]")).toHaveValue(/^data:image\/png;base64,/);
  await clientPage.getByLabel(/I agree to sign this contract electronically/).check();
  await shoot(clientPage, "client-change-order", width);
  // Pressed with the network failing: nothing is signed, the page says so in view, and the name,
  // the drawing and the consent are still there to press again.
  const drawing = await clientPage.locator("input[name=signatureDrawing]").inputValue();
  await client.setOffline(true);
  await clientPage.getByRole("button", { name: "Accept and sign for +$1,800.00" }).click();
  const lost = clientPage.getByRole("alert");
  await expect(lost).toHaveText(/^The connection failed before we received this, so nothing was signed or sent\./);
  await expect(lost).toBeInViewport();
  await shoot(clientPage, "client-change-order-offline", width);
  await expect(clientPage.getByLabel("Your full name, as your signature")).toHaveValue(SIGNER);
  await expect(clientPage.locator("input[name=signatureDrawing]")).toHaveValue(drawing);
  await expect(clientPage.getByLabel(/I agree to sign this contract electronically/)).toBeChecked();
  await client.setOffline(false);
  await clientPage.getByRole("button", { name: "Accept and sign for +$1,800.00" }).click();
  await expect(clientPage).toHaveURL(/\?answered=accepted$/);
  await expect(clientPage.getByRole("status")).toContainText(`Accepted and signed by ${SIGNER}`);
  await expect(clientPage.getByRole("status")).toContainText("$11,800.00");
  await shoot(clientPage, "client-change-order-signed", width);

  const answer = await clientPage.request.get(`/change-orders/${token}.pdf`);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await answer.body());
  for (const expected of [SIGNER, "+$1,800.00", "$11,800.00", "CGC1531187", "3 days more", "Signature certificate"])
    expect(text).toContain(expected);
  expect(text).toContain(`Drawn signature of ${SIGNER}`);
  // The owner's and the client's copies of the signed change order.
  await expect
    .poll(() => mailsTo(email).filter((mail) => /^Subject: Your signed change order/m.test(mail)).length)
    .toBe(1);

  await page.goto(officePath);
  await expect(page.getByTestId("office-contract-total")).toHaveText("$11,800.00");
  await expect(page.getByRole("link", { name: /Signed CO-\d+-1 \(PDF\)/ })).toBeVisible();
  await shoot(page, "office-contract-signed-change", width);
  const checker = await browser.newContext({
    storageState: await context.storageState(),
    viewport: { width, height: 900 },
  });
  expect(
    await axeViolations(await checker.newPage(), origin, [
      `/change-orders/${token}`,
      officePath,
      `${officePath}/change-orders/new`,
    ]),
  ).toEqual([]);
  await checker.close();
  await clientPage.goto(`/change-orders/not-a-real-link-${width}-000000000000`);
  await shoot(clientPage, "client-change-order-unknown", width);
  await client.close();
  await context.close();
}

test("at a phone's width: a change order written, sent, signed with a drawn signature, the total changed", async ({
  browser,
}) => {
  await inChromium(browser, 375);
});

test("at a desktop's width: a change order written, sent, signed with a drawn signature, the total changed", async ({
  browser,
}) => {
  await inChromium(browser, 1280);
});
