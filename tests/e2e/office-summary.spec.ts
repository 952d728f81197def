// The morning summary's page on a phone and a desktop, with JavaScript and without: what this
// morning's mail says (a lead just sent is among those waiting), and the person's own choice to get
// it, turned off and on again with a notice each time.
import { mkdirSync } from "node:fs";
import { expect, hydrated, test } from "./fixtures";
import { clientAddress, newPerson, signIn } from "./office";
import { uniqueEmail } from "./store";

const shots = "/tmp/shots-office-summary";
mkdirSync(shots, { recursive: true });

for (const { javaScript, width } of [
  { javaScript: false, width: 375 },
  { javaScript: true, width: 375 },
  { javaScript: false, width: 1280 },
  { javaScript: true, width: 1280 },
]) {
  test.describe(`JavaScript ${javaScript ? "on" : "off"} at ${width} px`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });

    test("shows today's summary and turns the mail off and on for the person", async ({ page, request }) => {
      const sent = await request.post("/api/contact", {
        data: {
          firstName: "Marisol",
          lastName: "Peña",
          email: uniqueEmail("summary-lead"),
          phone: "(407) 555-0161",
          projectType: "Kitchen Remodeling",
          message: "An island and new cabinets in our Baldwin Park kitchen.",
        },
        headers: clientAddress(),
      });
      expect(sent.status()).toBe(200);
      const owner = newPerson(`summary-${width}-${javaScript}`, "owner");
      await signIn(page, owner, "/office/summary");
      if (javaScript) await hydrated(page);

      await expect(page.getByRole("heading", { level: 1, name: "Daily summary" })).toBeVisible();
      const today = page.getByRole("region", { name: /^Today, \w+day, / });
      await expect(
        today.getByRole("heading", { name: /^Waiting for a first answer \(\d+\), longest first$/ }),
      ).toBeVisible();
      const yours = page.getByRole("region", { name: "Your e-mail" });
      await expect(yours).toContainText(`It goes to ${owner} every morning.`);
      await page.screenshot({ path: `${shots}/summary-${width}-${javaScript ? "js" : "nojs"}.png`, fullPage: true });

      await yours.getByRole("button", { name: "Stop sending it to me" }).click();
      await expect(page.getByRole("status")).toHaveText(`No more summaries to ${owner}.`);
      await expect(yours).toContainText(`It does not go to ${owner}.`);
      // The notice is on the screen, below the sticky header.
      const notice = await page.getByRole("status").boundingBox();
      const header = await page.locator("header").first().boundingBox();
      expect(notice!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      expect(notice!.y + notice!.height).toBeLessThanOrEqual(900);

      await yours.getByRole("button", { name: "Send it to me every morning" }).click();
      await expect(page.getByRole("status")).toHaveText(`The summary goes to ${owner} every morning from tomorrow.`);
      await expect(yours).toContainText(`It goes to ${owner} every morning.`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test("a plain post with no choice is refused with a message, and nobody signed out gets the page", async ({
  page,
  request,
}) => {
  const cookie = await signIn(page, newPerson("summary-post"), "/office/summary");
  const origin = new URL(page.url()).origin;
  const refused = await request.post("/office/summary", {
    form: { wanted: "maybe" },
    headers: { Origin: origin, Cookie: `office_session=${cookie.value}` },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Choose whether to get the summary.");
  const signedOut = await request.get("/office/summary", { maxRedirects: 0 });
  expect(signedOut.status()).toBe(303);
  expect(signedOut.headers().location).toContain("/office/sign-in");
});
