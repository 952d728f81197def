// The actions that matter most want a sign-in within 15 minutes (issue 43, item 5): adding or
// removing people, sending a letter, the export of every lead. A session whose sign-in is older (its
// start moved back in the database) is sent to sign in again, comes back to the page with what was
// typed, and the action works; a fresh one is not asked, and no other device is signed out.
import { expect, hydrated, test } from "./fixtures";
import { clientAddress, confirmedSubscriber, newPerson, origin, signIn, signInAgain } from "./office";
import { signedInMinutesAgo, uniqueEmail } from "./store";

test.use({ extraHTTPHeaders: clientAddress() });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("people: a fresh owner adds at once; 16 minutes on, adding and removing first sign in again, keep what was typed, and sign out no other device", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const owner = newPerson("recent-owner", "owner");
    const [first, second] = [uniqueEmail("recent-first"), uniqueEmail("recent-second")];
    const phone = await browser.newPage({ javaScriptEnabled: false, extraHTTPHeaders: clientAddress() });
    await signIn(phone, owner, "/office/people");
    const session = await signIn(page, owner, "/office/people");

    await page.getByLabel("E-mail address").fill(first);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText(`${first} added.`);

    signedInMinutesAgo(session.value, 16);
    await page.getByLabel("E-mail address").fill(second);
    await page.getByLabel("Role", { exact: true }).selectOption("Owner");
    await page.getByRole("button", { name: "Save" }).click();
    await signInAgain(page, owner);
    await expect(page).toHaveURL(`${origin}/office/people?email=${encodeURIComponent(second)}&role=Owner`);
    await expect(page.getByText(second)).toHaveCount(0);
    await expect(page.getByLabel("E-mail address")).toHaveValue(second);
    await expect(page.getByLabel("Role", { exact: true })).toHaveValue("Owner");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText(`${second} added.`);

    const renewed = (await page.context().cookies()).find((cookie) => cookie.name === "office_session")!;
    signedInMinutesAgo(renewed.value, 20);
    await page.getByRole("link", { name: `Remove ${first}` }).click();
    await page.getByRole("button", { name: "Remove them" }).click();
    await signInAgain(page, owner);
    await expect(page).toHaveURL(`${origin}/office/people?remove=${encodeURIComponent(first)}`);
    await expect(page.getByRole("alert")).toContainText(`Remove ${first}?`);
    await page.getByRole("button", { name: "Remove them" }).click();
    await expect(page.getByRole("status")).toHaveText(`${first} removed, and signed out everywhere.`);

    // The phone's session was neither asked nor ended by the desk's new sign-ins.
    await phone.goto("/office/people");
    await expect(phone.getByRole("heading", { name: "People" })).toBeVisible();
    await expect(phone.getByText(second)).toBeVisible();
    await phone.close();
  });

  test("the export of every lead: fresh it downloads; 16 minutes on, the link signs in again, then downloads", async ({
    page,
  }) => {
    const staff = newPerson("recent-csv");
    const session = await signIn(page, staff, "/office/leads");
    const cookie = { Cookie: `office_session=${session.value}` };
    const fresh = await page.request.get("/office/leads.csv", { headers: cookie, maxRedirects: 0 });
    expect([fresh.status(), fresh.headers()["content-type"]]).toEqual([200, "text/csv; charset=utf-8"]);

    signedInMinutesAgo(session.value, 16);
    const stale = await page.request.get("/office/leads.csv", { headers: cookie, maxRedirects: 0 });
    expect([stale.status(), stale.headers().location]).toEqual([
      303,
      "/office/sign-in?again=1&next=%2Foffice%2Fleads.csv",
    ]);
    expect(await stale.text()).not.toContain("Email");

    await page.getByRole("link", { name: "Export all as CSV" }).click();
    const download = page.waitForEvent("download");
    await signInAgain(page, staff);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const again = await page.request.get("/office/leads.csv", { maxRedirects: 0 });
    expect(again.status()).toBe(200);
  });
});

test("the export of a list with JavaScript: 16 minutes on, signing in again downloads the file the link was for", async ({
  page,
}) => {
  const staff = newPerson("recent-csv-js");
  const session = await signIn(page, staff, "/office/leads?view=due");
  signedInMinutesAgo(session.value, 16);
  await page.goto("/office/leads?view=due");
  await hydrated(page);
  await page.getByRole("link", { name: "Export every match as CSV" }).click();
  await expect(page).toHaveURL(/\/office\/sign-in\?again=1&next=%2Foffice%2Fleads\.csv%3Fview%3Ddue$/);
  await hydrated(page);
  // The app's own navigation to a file showed an empty page: the browser fetches it itself.
  const download = page.waitForEvent("download");
  await signInAgain(page, staff);
  expect((await download).suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("sending a letter (with JavaScript): 16 minutes on, the button first signs in again, back to the question; then it sends", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await confirmedSubscriber(request, "recent-reader");
  const owner = newPerson("recent-sender", "owner");
  const session = await signIn(page, owner, "/office/newsletter/new");
  const subject = `A porch in Winter Park ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Introduction").fill("Hello from Orlando.");
  await page.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/office\/newsletter\/\d+\?saved=draft$/);
  const draftPath = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Send to subscribers…" }).click();
  await expect(page).toHaveURL(`${origin}${draftPath}/send`);

  signedInMinutesAgo(session.value, 16);
  const send = page.getByRole("button", { name: /^Send to \d+ subscribers?$/ });
  await send.click();
  await signInAgain(page, owner);
  await expect(page).toHaveURL(`${origin}${draftPath}/send`);
  await expect(page.getByText("Sending has begun")).toHaveCount(0);
  await send.click();
  await expect(page).toHaveURL(`${origin}${draftPath}?saved=sending`);
  await expect(page.getByRole("status")).toContainText("Sending has begun");
});
