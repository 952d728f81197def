// Payments without a processor end to end against the production build (issue 46 item 5), in a
// browser with JavaScript off (every form a plain post): a signed $10,000 estimate with a 30 %
// deposit; the owner's payment instructions; the deposit requested by mail with a due date (the
// mail caught); the deposit recorded, the balance changed in the office and on the client's page,
// the receipt mailed; F.S. 489.126's permit date shown, and the start date once the permit's date
// is saved; a contract signed at the client's home says until when they may cancel, and its
// request's due date starts after that day. Bad input a 400 that says why, a cross-site post a 403.
// A payment recorded by mistake voided with a reason: crossed out, the balance back, a correction
// mailed. With JavaScript: the form empty after a payment is recorded, each answer in view.
// At 375 px, and a look at 1280.
import { mkdirSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { simpleParser } from "mailparser";
import { describeDate } from "../../common/availability";
import { cancelByDay } from "../../server/estimates/cooling-off";
import { suggestedDueDate } from "../../server/payments/rules";
import { expect, hydrated, screenshotsIn, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { inDays, signedEstimate } from "./signed-estimate";
import { mailsTo, uniqueEmail } from "./store";
import { axeViolations } from "./two-sites";

const SHOTS = "/tmp/shots-payments";
mkdirSync(SHOTS, { recursive: true });

const shoot = screenshotsIn(SHOTS);

/** The newest mail to `email` whose subject matches, parsed, once `count` have come. */
async function mailed(email: string, subject: RegExp, count = 1) {
  const matching = () => mailsTo(email).filter((text) => subject.test(/^Subject: (.*)$/m.exec(text)?.[1] ?? ""));
  await expect.poll(() => matching().length).toBe(count);
  const mail = await simpleParser(matching().at(-1)!);
  return `${mail.subject} ${mail.text ?? ""}`.replace(/\s+/g, " ");
}

/** "December 29, 2026" for a day `days` from today. */
const longDay = (days: number) =>
  new Date(`${inDays(days)}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });

async function paymentsAt(browser: Browser, width: number) {
  test.setTimeout(150_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, newPerson(`payments-${width}`, "owner"));
  const email = uniqueEmail(`payments-${width}`);
  const { officePath, token, leadPath } = await signedEstimate(page.request, email);

  await page.goto(`${officePath}#payments`);
  const card = page.locator("#payments");
  await expect(page.getByTestId("office-balance")).toHaveText("$10,000.00");
  await expect(page.getByTestId("permit-dates")).toHaveCount(0);
  await expect(page.getByTestId("may-still-cancel")).toHaveCount(0);

  // The instructions (the same for every contract), then the deposit requested by mail.
  // They are folded away once set (by another test of this file, perhaps): unfolded to change them.
  const instructions = card.locator("details");
  if ((await instructions.getAttribute("open")) === null)
    await instructions.getByText("Payment instructions (for every contract)").click();
  await card.getByLabel("How clients pay you").fill("Pay by check to Saltbox Design-Build, or by bank transfer.");
  await card.getByLabel("Payment link (optional)").fill("https://pay.example.com/saltbox");
  await card.getByRole("button", { name: "Save instructions" }).click();
  await expect(page).toHaveURL(`${origin}${officePath}?paid=paymentInstructions#payments`);
  await expect(page.getByText("Payment instructions saved")).toBeVisible();

  await card.getByLabel("Due date for the deposit on signing (30 %)").fill(inDays(10));
  await card.getByRole("button", { name: "Request by mail" }).first().click();
  await expect(page.getByText("Payment request mailed to the client.")).toBeVisible();
  const request = await mailed(email, /^Payment due /);
  expect(request).toContain("Deposit on signing (30 %), $3,000.00");
  expect(request).toContain(`$3,000.00, due by`);
  expect(request).toContain(longDay(10));
  expect(request).toContain("Pay by check to Saltbox Design-Build, or by bank transfer.");
  expect(request).toContain("https://pay.example.com/saltbox");

  // The deposit arrives: recorded, the balance moves, a receipt goes out, the permit's clock starts.
  await card.getByLabel("Amount received ($)").fill("3,000");
  await card.getByLabel("Method").selectOption("check");
  await card.getByLabel("Reference").fill("Check 1042");
  // It came 25 days ago (recorded late): the permits' date is five days off, so the morning summary names it.
  await card.getByLabel("Received on").fill(inDays(-25));
  await card.getByRole("button", { name: "Record payment and mail a receipt" }).click();
  await expect(page).toHaveURL(`${origin}${officePath}?paid=recordPayment#payments`);
  await expect(page.getByTestId("office-balance")).toHaveText("$7,000.00");
  await expect(page.getByTestId("payments-received")).toContainText("$3,000.00 · Check (Check 1042)");
  const receipt = await mailed(email, /^Receipt: \$3,000\.00 received/);
  expect(receipt).toContain("Receipt: $3,000.00 received for Primary bathroom");
  expect(receipt).toContain("Check 1042");
  expect(receipt).toMatch(/Balance \$7,000\.00/);
  const dates = page.getByTestId("permit-dates");
  await expect(dates).toContainText(`Permits must be applied for by`);
  await expect(dates).toContainText(longDay(5));
  await expect(dates).toContainText("The contract may say otherwise");
  await expect(dates).not.toContainText("Work must start by");
  await page.goto("/office/summary");
  const reminder = page.getByRole("listitem").filter({ has: page.locator(`a[href="${officePath}"]`) });
  await expect(reminder).toContainText("Primary bathroom · Apply for the permits by");
  await expect(reminder).toContainText("(F.S. 489.126: 30 days from the deposit)");
  await shoot(page, "office-summary-permit-date", width);
  // The job on the lead's page says it too, linking the contract.
  await page.goto(leadPath);
  const onTheJob = page.getByTestId("job-deadlines");
  await expect(onTheJob).toContainText("(F.S. 489.126): permits must be applied for by");
  await expect(onTheJob).toContainText(`${longDay(5)}, and work within 90 days of their issue.`);
  await expect(onTheJob.locator(`a[href="${officePath}#payments"]`)).toHaveCount(1);
  await page.goto(`${officePath}#payments`);

  await dates.getByLabel("Permit issued on").fill(inDays(0));
  await dates.getByRole("button", { name: "Save permit date" }).click();
  await expect(page.getByText("Permit date saved.")).toBeVisible();
  await expect(page.getByTestId("permit-dates")).toContainText(`Work must start by`);
  await expect(page.getByTestId("permit-dates")).toContainText(longDay(90));
  await page.locator("#payments").scrollIntoViewIfNeeded();
  await shoot(page, "office-payments", width);
  await page.goto(leadPath);
  await expect(page.getByTestId("job-deadlines")).toContainText("(F.S. 489.126): work must start by");
  await expect(page.getByTestId("job-deadlines")).toContainText(`${longDay(90)}.`);
  await page
    .getByRole("region", { name: "The job" })
    .screenshot({ path: `${SHOTS}/office-job-deadlines-${width}.png` });

  // The client's signed page says what was paid and the balance.
  const client = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const clientPage = await client.newPage();
  await clientPage.goto(`/estimates/${token}`);
  await expect(clientPage.getByTestId("contract-balance")).toHaveText("Paid so far: $3,000.00. Balance: $7,000.00.");
  await shoot(clientPage, "client-balance", width);
  await client.close();

  // Signed at the client's home: the office says until when they may cancel, and a request's due
  // date starts after that day.
  const atHome = await signedEstimate(page.request, uniqueEmail(`payments-home-${width}`), { soldAtHome: true });
  const lastDay = cancelByDay(inDays(0));
  await page.goto(`${atHome.officePath}#payments`);
  await expect(page.getByTestId("may-still-cancel")).toContainText(
    `they may cancel until midnight of ${describeDate(lastDay)} (the three-day`,
  );
  expect(await card.getByLabel("Due date for the deposit on signing (30 %)").inputValue()).toBe(
    suggestedDueDate(inDays(0), lastDay),
  );
  await page.getByTestId("may-still-cancel").scrollIntoViewIfNeeded();
  await shoot(page, "office-payments-right-to-cancel", width);

  const checker = await browser.newContext({ viewport: { width, height: 900 } });
  const checkerPage = await checker.newPage();
  await checkerPage.context().addCookies(await context.cookies());
  expect(await axeViolations(checkerPage, origin, [officePath])).toEqual([]);
  await checker.close();
  return { page, context, officePath, email };
}

test("at 375 px without JavaScript: requested, recorded, receipted, balanced, dated; bad and cross-site posts refused", async ({
  browser,
}) => {
  const { page, context, officePath, email } = await paymentsAt(browser, 375);
  const { request } = page;
  const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    request.post(officePath, { form, headers, maxRedirects: 0 });

  const bad = await post({ intent: "recordPayment", amount: "lots", method: "check", reference: "", receivedOn: "" });
  expect(bad.status()).toBe(400);
  const badText = await bad.text();
  expect(badText).toContain("Give the amount received in dollars");
  expect(badText).toContain("Give the day the payment arrived.");
  const badLink = await post({
    intent: "paymentInstructions",
    instructions: "Pay by check.",
    link: "http://pay.example",
  });
  expect(badLink.status()).toBe(400);
  expect(await badLink.text()).toContain("starting with https://");
  const badDue = await post({ intent: "requestPayment", payment: "1", dueOn: "2020-01-01" });
  expect(badDue.status()).toBe(400);
  expect(await badDue.text()).toContain("The due date must be between today and a year from now.");

  const forged = await post(
    { intent: "recordPayment", amount: "500", method: "card", reference: "", receivedOn: inDays(0) },
    { Origin: "https://attacker.example" },
  );
  expect(forged.status()).toBe(403);
  await page.goto(officePath);
  await expect(page.getByTestId("office-balance")).toHaveText("$7,000.00");

  // The same refusal seen in the browser: the page says what was wrong, nothing changed.
  await page.goto(`${officePath}#payments`);
  await page.getByLabel("Amount received ($)").fill("-20");
  await page.getByRole("button", { name: "Record payment and mail a receipt" }).click();
  await expect(page.getByRole("alert")).toContainText("Give the amount received in dollars");
  await shoot(page, "office-payment-refused", 375);

  // $800 recorded by mistake: voided with a reason (none given first: said at its own form), kept
  // crossed out, no longer counted, the client mailed a correction; a second void and a cross-site
  // one refused.
  await page.getByLabel("Amount received ($)").fill("800");
  await page.getByRole("button", { name: "Record payment and mail a receipt" }).click();
  await expect(page.getByTestId("office-balance")).toHaveText("$6,200.00");
  const mistaken = page.getByTestId("payments-received").getByRole("listitem").filter({ hasText: "$800.00" });
  await mistaken.getByText("Recorded by mistake? Void it").click();
  await mistaken.getByRole("button", { name: "Void $800.00 and mail the client" }).click();
  await expect(page.getByRole("alert")).toContainText("Say why it is voided");
  await expect(mistaken.getByLabel("Why it is voided")).toBeVisible();
  await expect(page.getByTestId("office-balance")).toHaveText("$6,200.00");
  const paymentId = await mistaken.locator('input[name="paymentId"]').inputValue();
  const forgedVoid = await post(
    { intent: "voidPayment", paymentId, voidReason: "forged" },
    { Origin: "https://attacker.example" },
  );
  expect(forgedVoid.status()).toBe(403);
  await mistaken.getByLabel("Why it is voided").fill("Recorded twice: it was the deposit's check");
  await mistaken.getByRole("button", { name: "Void $800.00 and mail the client" }).click();
  await expect(page).toHaveURL(`${origin}${officePath}?paid=voidPayment#payments`);
  await expect(page.getByRole("status")).toContainText("Payment voided");
  await expect(page.getByTestId("office-balance")).toHaveText("$7,000.00");
  const crossedOut = page.getByTestId("payments-received").getByRole("listitem").filter({ hasText: "$800.00" });
  await expect(crossedOut.locator("s")).toContainText("$800.00");
  await expect(crossedOut).toContainText("Recorded twice: it was the deposit's check");
  await expect(crossedOut.getByRole("button")).toHaveCount(0);
  const correction = await mailed(email, /^Correction: our receipt for \$800\.00 is withdrawn$/);
  expect(correction).toMatch(/Balance \$7,000\.00/);
  expect(correction).not.toContain("Recorded twice");
  const again = await post({ intent: "voidPayment", paymentId, voidReason: "again" });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("voided already");
  await crossedOut.scrollIntoViewIfNeeded();
  await shoot(page, "office-payment-voided", 375);
  // The lead's job card says what the contract still owes, linking its payments.
  await page.getByRole("link", { name: "María Peña", exact: true }).click();
  await expect(page.getByTestId("still-owed")).toContainText(/^Still owed: E-\d+ \$7,000\.00\. Completing the job/);
  await page.getByTestId("still-owed").getByRole("link").click();
  await expect(page).toHaveURL(`${origin}${officePath}#payments`);
  await context.close();
});

test("at 1280 px: the same card beside the contract", async ({ browser }) => {
  const { context } = await paymentsAt(browser, 1280);
  await context.close();
});

test("at 375 px with JavaScript: a recorded payment leaves an empty form; a void refused and done, each said in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const me = newPerson("payments-js", "owner");
  await signIn(page, me);
  // An owner with a name: the payment they void says it by that name.
  await page.goto("/office/people");
  await hydrated(page);
  await page.getByLabel("E-mail address").fill(me);
  await page.getByLabel("Name", { exact: true }).fill("Dana Reyes");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(`${me} now has the new name.`);
  const email = uniqueEmail("payments-js");
  const { officePath } = await signedEstimate(page.request, email);
  await page.goto(`${officePath}#payments`);
  await hydrated(page);
  const card = page.locator("#payments");
  await card.getByLabel("Amount received ($)").fill("1,800");
  await card.getByLabel("Reference").fill("Check 2044");
  await card.getByRole("button", { name: "Record payment and mail a receipt" }).click();
  await expect(page.getByTestId("office-balance")).toHaveText("$8,200.00");
  // Not left there to be recorded twice.
  await expect(card.getByLabel("Amount received ($)")).toHaveValue("");
  await expect(card.getByLabel("Reference")).toHaveValue("");

  const received = page.getByTestId("payments-received").getByRole("listitem").first();
  await received.getByText("Recorded by mistake? Void it").click();
  await received.getByRole("button", { name: "Void $1,800.00 and mail the client" }).click();
  const refused = page.getByRole("alert").first();
  await expect(refused).toContainText("Say why it is voided");
  await expect(refused).toBeInViewport();
  await received.getByLabel("Why it is voided").fill("It was $180, the permit fee, typed wrong");
  await received.getByRole("button", { name: "Void $1,800.00 and mail the client" }).click();
  await expect(page.getByTestId("office-balance")).toHaveText("$10,000.00");
  await expect(page.getByTestId("payments-received")).toContainText("by Dana Reyes: It was $180");
  const notice = page.getByRole("status").filter({ hasText: "Payment voided" });
  await expect(notice).toBeInViewport();
  const header = await page.locator("header").first().boundingBox();
  expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await shoot(page, "office-payment-voided-js", 375);
  expect(await mailed(email, /^Correction: our receipt for \$1,800\.00 is withdrawn$/)).toMatch(/Balance \$10,000\.00/);
});
