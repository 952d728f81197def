// Emptying a kind's trash now (/office/<kind>/trash) rather than after 30 days: a page that says
// what will go, one button, a sign-in within the last 15 minutes first (issue 43, item 5), the
// right to publish, and a line in the audit log. Testimonials: no other test of this server
// puts them in the trash, so emptying it takes nothing another test waits for; this file's own
// tests share the one trash, so they run one after another.
import { expect, test } from "./fixtures";
import { clientAddress, newPerson, origin, signIn, signInAgain } from "./office";
import { signedInMinutesAgo } from "./store";

test.use({ extraHTTPHeaders: clientAddress() });
test.describe.configure({ mode: "serial" });

/** A testimonial saved as a draft and moved to the trash; its name. */
async function trashedTestimonial(page: import("@playwright/test").Page, label: string) {
  const name = `Dana and Rui Ferreira ${label} ${Date.now() % 100_000}`;
  await page.goto("/office/testimonials/new");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Who they are").fill("Homeowners");
  await page.getByLabel("Where, or which firm").fill("Winter Garden");
  await page
    .getByLabel("What they said")
    .fill("They rebuilt our guest bath around a curbless shower and cleaned up every evening before they left.");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("status")).toContainText("Saved as a draft");
  await page.getByRole("button", { name: "Move to the trash" }).click();
  await expect(page.getByRole("status")).toContainText("Moved to the trash");
  return name;
}

for (const { javaScript, width } of [
  { javaScript: false, width: 375 },
  { javaScript: true, width: 1280 },
]) {
  test(`the trash is emptied for good after a fresh sign-in, and logged (JavaScript ${javaScript ? "on" : "off"}, ${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      javaScriptEnabled: javaScript,
      viewport: { width, height: 900 },
      extraHTTPHeaders: clientAddress(),
    });
    const page = await context.newPage();
    const owner = newPerson(`trash-${width}`, "owner");
    const session = await signIn(page, owner, "/office/testimonials");
    const name = await trashedTestimonial(page, `${width}`);

    await page.getByRole("link", { name: "Empty the trash now" }).click();
    await expect(page).toHaveURL(`${origin}/office/testimonials/trash`);
    await expect(page.getByRole("heading", { level: 1, name: "Empty the trash" })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await page.screenshot({ path: `.scratch/office-trash-${width}.png`, fullPage: true });

    // Signed in 16 minutes ago: first the sign-in, back on the same page, nothing deleted yet.
    signedInMinutesAgo(session.value, 16);
    await page.getByRole("button", { name: /for good$/ }).click();
    await signInAgain(page, owner);
    await expect(page).toHaveURL(`${origin}/office/testimonials/trash`);
    await expect(page.getByText(name)).toBeVisible();

    if (javaScript) {
      // Pressed with the network failing: the page stays, says nothing changed, and is pressed again.
      await context.setOffline(true);
      await page.getByRole("button", { name: /for good$/ }).click();
      await expect(
        page.getByText(/^Nothing was changed\. The connection failed before the office answered/),
      ).toBeVisible();
      await expect(page.getByText(name)).toBeVisible();
      await context.setOffline(false);
    }
    await page.getByRole("button", { name: /for good$/ }).click();
    await expect(page).toHaveURL(/\/office\/testimonials\?done=emptied&count=\d+$/);
    await expect(page.getByRole("status")).toContainText(
      /^The trash is empty: (one testimonial was|\d+ testimonials were) deleted for good\.$/,
    );
    const notice = (await page.getByRole("status").boundingBox())!;
    const header = (await page.locator("header").first().boundingBox())!;
    expect(notice.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(notice.y + notice.height).toBeLessThanOrEqual(900);
    await expect(page.getByText(name)).toHaveCount(0);
    await page.goto("/office/testimonials/trash");
    await expect(page.getByText("The trash is empty.")).toBeVisible();
    await page.goto("/office/audit");
    await expect(page.getByText("testimonial trash emptied").first()).toBeVisible();
    await context.close();
  });
}

test("emptying the trash needs the right to publish and a session; a kind without a trash has no such page", async ({
  page,
  browser,
}) => {
  // Three people's sign-ins and a dozen requests: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const owner = newPerson("trash-owner", "owner");
  await signIn(page, owner, "/office/testimonials");
  const name = await trashedTestimonial(page, "rights");
  // Signed out: to the sign-in page, nothing deleted.
  const signedOut = await browser.newContext({ extraHTTPHeaders: clientAddress() });
  const refused = await signedOut.request.post(`${origin}/office/testimonials/trash`, {
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  expect(refused.headers()["location"]).toMatch(/^\/office\/sign-in/);
  await signedOut.close();
  // Staff who may change content but not publish: refused, nothing deleted.
  const writer = newPerson("trash-staff");
  await page.goto("/office/people");
  await page
    .getByRole("group", { name: `What ${writer} may do` })
    .getByRole("radio", { name: "Content too" })
    .check();
  await page.getByRole("button", { name: `Set what they may do (${writer})` }).click();
  await expect(page.getByRole("status")).toHaveText(`${writer} may now do what you chose.`);
  const staff = await browser.newPage({ extraHTTPHeaders: clientAddress() });
  await signIn(staff, writer, "/office/testimonials/trash");
  await expect(staff.getByText(name)).toBeVisible();
  const asStaff = await staff.request.post(`${origin}/office/testimonials/trash`, {
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(asStaff.status()).toBe(403);
  await page.goto("/office/testimonials/trash");
  await expect(page.getByText(name)).toBeVisible();
  // From another site: refused before anything runs.
  const crossSite = await page.request.post(`${origin}/office/testimonials/trash`, {
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  await page.goto("/office/testimonials/trash");
  await expect(page.getByText(name)).toBeVisible();
  for (const path of ["/office/facts/trash", "/office/about/trash", "/office/nothing/trash"])
    expect((await page.request.get(`${origin}${path}`)).status(), path).toBe(404);
  await staff.close();
});
