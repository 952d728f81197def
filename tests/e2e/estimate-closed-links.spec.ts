// The client's estimate links that no longer open an estimate, against the production build, by
// plain HTTP and in Chromium at a phone's width: one past its last day, one declined, one replaced
// by a newer version. Each answers 404, uncached and unindexed, with what happened and the
// business's phone and e-mail, and nothing of the estimate (its title, scope, lines, amounts, the
// client's name, address or reason) in the page, its data request or its PDF's address; a signed
// one stays readable, with its PDF, after its last day has passed.
import { mkdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { seedFacts } from "../../common/business-facts";
import { expect, screenshotsIn, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { mailedToken, inDays } from "./signed-estimate";
import { setEstimateLastDay, uniqueEmail } from "./store";
import { axeViolations } from "./two-sites";

const SHOTS = "/tmp/shots-estimate-closed-links";
mkdirSync(SHOTS, { recursive: true });
const shoot = screenshotsIn(SHOTS);

/** What each estimate here says that nobody but its client should read behind a dead link. */
const SECRETS = {
  title: "Lanai enclosure with knee wall",
  scope: "Pergola footings poured over the old slab",
  line: "Bronze aluminum screen panels",
  price: "7,345.67",
  firstName: "Graciela",
  lastName: "Ibáñez-Quiroga",
  address: "4821 Cypress Hollow Way",
  reason: "Our budget went to the new roof",
};
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

/** The estimate form's fields for one line, to send. */
const estimateForm = () =>
  new URLSearchParams({
    title: SECRETS.title,
    scope: `${SECRETS.scope}.`,
    itemDescription: SECRETS.line,
    itemQuantity: "1",
    itemUnitPrice: SECRETS.price,
    depositPercent: "10",
    validUntil: inDays(20),
    intent: "send",
  }).toString();

/** A lead of Graciela's with an estimate of one line sent: its office path and id. */
async function sentEstimate(request: APIRequestContext, email: string) {
  const entered = await request.post("/office/leads/new", {
    form: {
      firstName: SECRETS.firstName,
      lastName: SECRETS.lastName,
      email,
      source: "referral",
      message: `Location: ${SECRETS.address}, Winter Park`,
    },
    maxRedirects: 0,
  });
  expect(entered.status()).toBe(303);
  const leadPath = new URL(entered.headers().location!, origin).pathname;
  const made = await request.post(`${leadPath}/estimates/new`, {
    data: estimateForm(),
    headers: formHeaders,
    maxRedirects: 0,
  });
  expect(made.status()).toBe(303);
  const officePath = made.headers().location!.replace(/\?.*/, "");
  return { officePath, id: Number(officePath.split("/").at(-1)) };
}

/** A 404 that says `said` and the business's phone and e-mail, uncached and unindexed, with nothing of the estimate. */
async function expectNothingLeaks(request: APIRequestContext, token: string, id: number, said: string) {
  const page = await request.get(`/estimates/${token}`);
  expect(page.status()).toBe(404);
  expect(page.headers()["cache-control"]).toBe("no-store");
  expect(page.headers()["x-robots-tag"]).toContain("noindex");
  const html = await page.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  // The page's own words (the footer carries the phone and e-mail on every page).
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  expect(main).toContain(said);
  expect(main).toContain(`>${seedFacts.phone.display}</a>`);
  expect(main).toContain(`>${seedFacts.email}</a>`);
  // The page, the data request a running page would make, and the PDF's address.
  const data = await request.get(`/estimates/${token}.data`);
  expect(data.status()).toBe(404);
  const pdf = await request.get(`/estimates/${token}.pdf`);
  expect(pdf.status()).toBe(404);
  expect(pdf.headers()["content-type"]).not.toContain("pdf");
  for (const body of [html, await data.text(), await pdf.text()])
    for (const [what, secret] of Object.entries({ ...SECRETS, total: "7,345", number: `E-${id}` }))
      expect(body.includes(secret), `${what} in ${token}'s answer`).toBe(false);
}

test("an expired, a declined and a replaced link answer 404 with what to do and nothing of the estimate; a signed one stays", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = newPerson("estimate-closed", "owner");
  await signIn(page, owner);
  const { request } = page;

  // Past its last day: the page offered it yesterday; today the link says to ask for a fresh one.
  const expiredEmail = uniqueEmail("estimate-expired");
  const expired = await sentEstimate(request, expiredEmail);
  const expiredToken = await mailedToken(expiredEmail, /^Your estimate/, "estimates");
  const open = await request.get(`/estimates/${expiredToken}`);
  expect(open.status()).toBe(200);
  expect(await open.text()).toContain(SECRETS.title);
  // An estimate with no optional lines speaks of none.
  expect(await open.text()).toContain("Accepting makes this estimate your contract for $7,345.67.");
  setEstimateLastDay(expired.id, inDays(-1));
  await expectNothingLeaks(request, expiredToken, expired.id, "This estimate has expired");
  expect(await (await request.get(`/estimates/${expiredToken}`)).text()).toContain("ask us for a fresh");
  // Accepting it is refused, and changes nothing.
  const late = await request.post(`/estimates/${expiredToken}`, {
    form: { signerName: "Graciela Ibáñez", consent: "yes", intent: "accept" },
    maxRedirects: 0,
  });
  expect(late.status()).toBeGreaterThanOrEqual(400);
  expect(await late.text()).not.toContain(SECRETS.title);
  expect(await (await request.get(expired.officePath)).text()).toContain("Sent: waiting for the client");

  // Declined: the page right after says so, and so does every visit after, with the day.
  const declinedEmail = uniqueEmail("estimate-declined");
  const declinedOne = await sentEstimate(request, declinedEmail);
  const declinedToken = await mailedToken(declinedEmail, /^Your estimate/, "estimates");
  const declined = await request.post(`/estimates/${declinedToken}`, {
    form: { intent: "decline", reason: SECRETS.reason },
    maxRedirects: 0,
  });
  expect(declined.status()).toBe(303);
  expect(declined.headers().location).toBe(`/estimates/${declinedToken}?answered=declined`);
  await expectNothingLeaks(request, declinedToken, declinedOne.id, "You declined this estimate");
  const declinedText = await (await request.get(`/estimates/${declinedToken}`)).text();
  expect(declinedText).toMatch(
    /You declined this estimate on(<!-- -->)? <time dateTime="[\d-]{10}">\w+day, \w+ \d{1,2}, \d{4}</,
  );
  expect(declinedText).toContain("If you change your mind");

  // Replaced by a newer version: the old link says so, and nothing of either.
  const replacedEmail = uniqueEmail("estimate-replaced");
  const replaced = await sentEstimate(request, replacedEmail);
  const oldToken = await mailedToken(replacedEmail, /^Your estimate/, "estimates");
  const version = await request.post(replaced.officePath, { form: { intent: "newVersion" }, maxRedirects: 0 });
  const second = version.headers().location!.replace(/\?.*/, "");
  const sent = await request.post(second, { data: estimateForm(), headers: formHeaders, maxRedirects: 0 });
  expect(sent.status()).toBe(303);
  await mailedToken(replacedEmail, /^Your estimate/, "estimates", 2);
  await expectNothingLeaks(request, oldToken, replaced.id, "This estimate was replaced");

  // Signed, then past its last day: the client's record stays readable, with its PDF.
  const signedEmail = uniqueEmail("estimate-signed-kept");
  const signed = await sentEstimate(request, signedEmail);
  const signedToken = await mailedToken(signedEmail, /^Your estimate/, "estimates");
  const accepted = await request.post(`/estimates/${signedToken}`, {
    form: { signerName: "Graciela Ibáñez-Quiroga", consent: "yes", intent: "accept" },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(303);
  setEstimateLastDay(signed.id, inDays(-1));
  const kept = await request.get(`/estimates/${signedToken}`);
  expect(kept.status()).toBe(200);
  expect(await kept.text()).toContain(SECRETS.title);
  const keptPdf = await request.get(`/estimates/${signedToken}.pdf`);
  expect([keptPdf.status(), keptPdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);

  // At a phone's width, without JavaScript as a mail app's browser may be: readable, axe-clean.
  const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const client = await phone.newPage();
  for (const [name, token, heading] of [
    ["expired", expiredToken, "This estimate has expired"],
    ["declined", declinedToken, "You declined this estimate"],
    ["replaced", oldToken, "This estimate was replaced"],
  ] as const) {
    await client.goto(`/estimates/${token}`);
    await expect(client.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(client.getByRole("main").getByRole("link", { name: seedFacts.phone.display })).toBeVisible();
    await expect(client.getByRole("main").getByRole("link", { name: seedFacts.email })).toBeVisible();
    await shoot(client, `client-estimate-${name}`, 375);
  }
  await phone.close();
  const checker = await browser.newContext({ viewport: { width: 375, height: 800 } });
  expect(
    await axeViolations(await checker.newPage(), origin, [
      `/estimates/${expiredToken}`,
      `/estimates/${declinedToken}`,
      `/estimates/${oldToken}`,
    ]),
  ).toEqual([]);
  await checker.close();
});
