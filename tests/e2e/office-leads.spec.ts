// The office in Chromium against the production build: signing in with the code the site really
// mailed (its .eml), the leads' pages and forms without JavaScript, and what must be refused.
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { expect, holdScripts, hydrated, test } from "./fixtures";
import { clientAddress, mailedCode, newPerson, origin, signIn } from "./office";
import { mailsTo, uniqueEmail } from "./store";
import { axeViolations } from "./two-sites";
import { readdirSync } from "node:fs";
import { officePagePatterns } from "../../app/content/pages";
import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";

async function enquiry(request: APIRequestContext, message: string, lastName = "Rivera") {
  const name = `Lead${Math.random().toString(36).slice(2, 8)}`;
  const answer = await request.post("/api/contact", {
    data: {
      firstName: name,
      lastName,
      email: uniqueEmail("lead"),
      // Each its own number: the inbox groups one person's enquiries by phone as well as by e-mail.
      phone: `407-555-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
      projectType: "Kitchen Remodeling",
      budget: "$100k - $250k",
      message,
    },
    // Sent from a client of its own: the visitors' limit per address is the other tests' to use up.
    headers: clientAddress(),
  });
  expect(answer.status()).toBe(200);
  return name;
}

/** The id of the lead named `name`, from the inbox's link. */
async function leadPath(page: Page, name: string) {
  await page.goto(`/office/leads?q=${name}`);
  return (await page.getByRole("link", { name: `${name} Rivera` }).getAttribute("href"))!;
}

const noRedirects = { maxRedirects: 0 } as const;

/** Fills the calendar's "Book a consultation taken by phone" with a caller (the time aside). */
async function fillCaller(page: Page, firstName: string, email: string, phone: string, place: string) {
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  await box("First name").fill(firstName);
  await box("Last name").fill("Caller");
  await box("E-mail").fill(email);
  await box("Phone").fill(phone);
  await box("Where (address or neighbourhood)").fill(place);
}

/** A new enquiry's page, reached from the inbox by a new person signed in on their own browser. */
async function leadOpenedInPlace(browser: Browser, request: APIRequestContext, message: string, person: string) {
  const name = await enquiry(request, message);
  const page = await (await browser.newContext({ baseURL: origin, extraHTTPHeaders: clientAddress() })).newPage();
  await signIn(page, newPerson(person), `/office/leads?q=${name}`);
  await page.getByRole("link", { name: `${name} Rivera` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} Rivera` })).toBeVisible();
  return { name, page };
}

test("without a session nothing is shown: 303 to the sign-in page, and the CSV is refused", async ({ request }) => {
  const office = await request.get("/office", noRedirects);
  expect(office.status()).toBe(303);
  expect(office.headers().location).toBe("/office/sign-in");
  const lead = await request.get("/office/leads/1", noRedirects);
  expect([lead.status(), lead.headers().location]).toEqual([303, "/office/sign-in?next=%2Foffice%2Fleads%2F1"]);
  const csv = await request.get("/office/leads.csv", noRedirects);
  expect(csv.status()).toBe(401);
  expect(await csv.text()).not.toContain("Email");
  // The endpoints a script calls say so in their own format; adding a passkey needs a session.
  expect(await csv.text()).toBe("Sign in at /office/sign-in to export the leads.\n");
  for (const step of ["register-options", "register"]) {
    const passkey = await request.post(`/office/passkeys/${step}`, { headers: { Origin: origin }, data: {} });
    expect([passkey.status(), await passkey.json()]).toEqual([401, { ok: false, error: "Sign in first." }]);
  }
  const signInPage = await request.get("/office/sign-in");
  expect(signInPage.headers()["cache-control"]).toBe("no-store");
  expect(signInPage.headers()["content-security-policy"]).not.toContain("unsafe-inline");
  expect(await signInPage.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test("without a session no office address gives away a lead (every page, its data request, the CSV); a GET signs no one out", async ({
  page,
  request,
}) => {
  const name = await enquiry(request, "A lanai enclosure; please keep my address private.");
  // Every office route (app/content/pages.ts lists them for the page table's test), with lead 1 and
  // a real step where the route takes one, and each kind of content the office edits (named by its
  // declaration's file); and a search for the lead by name.
  const kinds = readdirSync("app/lib/office-kinds").map((file) => file.replace(/\.server\.ts$/, ""));
  const paths = officePagePatterns.flatMap((pattern) =>
    (pattern.includes(":kind") ? kinds.map((kind) => pattern.replace(":kind", kind)) : [pattern]).map((path) =>
      path.replace(":step", "sign-in-options").replace(":id", "1"),
    ),
  );
  expect(paths).toContain("/office/leads/1");
  for (const path of [...paths, `/office/leads?q=${name}`]) {
    const [address, query = ""] = path.split("?");
    for (const asked of [path, `${address}.data${query && `?${query}`}`]) {
      const answer = await request.get(asked, noRedirects);
      const body = await answer.text();
      expect(body, asked).not.toContain(`${name} Rivera`);
      if (address !== "/office/sign-in") expect(answer.status(), asked).not.toBe(200);
      // Signing in comes back to the page, not to its data (a data request's redirect is in its body).
      expect(`${answer.headers().location} ${body}`, asked).not.toMatch(/next=[^"\s]*\.data/);
    }
  }
  // Signed in, the sign-out address asked for with GET (a link, a prefetch) only sends back.
  await signIn(page, newPerson("get-sign-out"), "/office/leads");
  const signOut = await page.request.get("/office/sign-out", noRedirects);
  expect([signOut.status(), signOut.headers().location]).toEqual([303, "/office"]);
  await page.goto(`/office/leads?q=${name}`);
  await expect(page.getByRole("link", { name: `${name} Rivera` })).toBeVisible();
});

test("signs in with the mailed code and lands on the page first asked for; a planted cookie is not kept", async ({
  page,
  request,
}) => {
  const name = await enquiry(request, "A screened porch for the back yard.");
  const email = newPerson("staff");
  await page.context().addCookies([{ name: "office_session", value: "planted-by-someone-else", url: origin }]);
  const cookie = await signIn(page, email, "/office/leads");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(cookie.value).not.toBe("planted-by-someone-else");
  await expect(page.getByRole("link", { name: `${name} Rivera` })).toHaveAttribute("href", /^\/office\/leads\/\d+$/);
  // An altered token is no session.
  await page.context().addCookies([{ name: "office_session", value: `${cookie.value.slice(0, -2)}xx`, url: origin }]);
  await page.goto("/office");
  await expect(page).toHaveURL(/\/office\/sign-in$/);
});

test("with JavaScript, a sign-in post lost offline shows the same step with what happened; back online it goes on", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: origin, extraHTTPHeaders: clientAddress() })).newPage();
  const email = newPerson("offline");
  await page.goto("/office/sign-in");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Your e-mail address").fill(email);
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByRole("alert")).toContainText("The connection failed before the office answered.");
  await expect(page.getByLabel("Your e-mail address")).toHaveValue(email);
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  const code = await mailedCode(email, 1);
  await page.getByLabel(/The 8-digit code/).fill(code);
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("The connection failed before the office answered.");
  await expect(page.getByLabel(/The 8-digit code/)).toHaveValue(code);
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${origin}/office`);
  await page.context().close();
});

test("with JavaScript, a post or a page lost offline leaves the office as it was and says so; back online all goes on", async ({
  browser,
  request,
}) => {
  const { name, page } = await leadOpenedInPlace(
    browser,
    request,
    "Widen the pantry door and add a barn slider.",
    "offline-lead",
  );
  // Loaded whole, as from the link in the owner's mail, the lead's page runs its script too.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const reply = `Hello ${name},\n\nThank you for writing: may we call you on Thursday morning?`;
  await page.getByLabel(/^To /).fill(reply);
  const note = "Called back, left a message; try again Thursday morning.";
  await page.getByLabel("Add a note").fill(note);
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Add note" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Nothing was changed." });
  await expect(notice).toContainText("The connection failed before the office answered");
  await expect(notice).toBeInViewport();
  await expect(page.getByLabel("Add a note")).toHaveValue(note);
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(notice).toBeHidden();
  await expect(page.getByText(note)).toBeVisible();
  // Added, the note leaves its box as a fresh page would (a second tap cannot add it again); the
  // reply being written stays. Sent, the reply's box starts again from the greeting.
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await expect(page.getByLabel(/^To /)).toHaveValue(reply);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toContainText("Reply sent to");
  await expect(page.getByLabel(/^To /)).toHaveValue(`Hello ${name},\n\n`);
  // Signing out offline changes nothing and says so.
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(notice).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${name} Rivera` })).toBeVisible();
  // A link followed offline: the page says it could not be loaded, and loads (whole) when tried again.
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be loaded" })).toBeVisible();
  // Drawn anew by React, the document keeps the site's inline styles (their CSP nonce with them).
  expect(await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(
    "rgb(250, 248, 244)",
  );
  await page.context().setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("link", { name: `${name} Rivera` })).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/office/sign-in?signed-out=here`);
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await page.context().close();
});

test("with JavaScript, a reply begun while the scripts load keeps its place, and a note typed then is kept", async ({
  browser,
  request,
}) => {
  const { name, page } = await leadOpenedInPlace(
    browser,
    request,
    "A walk-in shower where the garden tub is now.",
    "slow-reply",
  );
  const releaseScripts = await holdScripts(page);
  await page.reload({ waitUntil: "commit" });
  // The owner puts the caret after the greeting and types into the note before the page is live.
  const reply = page.getByLabel(/^To /);
  await reply.focus();
  await page.keyboard.press("Control+End");
  const note = "Asked for photos of the bathroom first.";
  await page.getByLabel("Add a note").fill(note);
  await reply.focus();
  releaseScripts();
  await hydrated(page);
  await page.keyboard.type("Thursday at 9 works for us.");
  await expect(reply).toHaveValue(`Hello ${name},\n\nThursday at 9 works for us.`);
  await expect(page.getByLabel("Add a note")).toHaveValue(note);
  await page.context().close();
});

test("with JavaScript, a phone booking or a person added leaves the form as a fresh page would; no time is chosen for the owner", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: origin, extraHTTPHeaders: clientAddress() })).newPage();
  await signIn(page, newPerson("fresh-forms", "owner"), "/office/calendar");
  await hydrated(page);
  const caller = uniqueEmail("fresh-caller");
  await fillCaller(page, "Fresh", caller, "407-555-0133", "Baldwin Park");
  // No time is taken for granted: the form asks for one before it goes.
  const time = page.locator("#book-start");
  await expect(time).toHaveValue("");
  await page.getByRole("button", { name: "Book and send the confirmation" }).click();
  expect(await time.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);
  const options = await time
    .locator("option:not([disabled])")
    .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
  // A time in the middle: the other tests book the first and the last.
  await time.selectOption(options[Math.floor(options.length / 2)]!);
  await page.getByRole("button", { name: "Book and send the confirmation" }).click();
  await expect(page.getByRole("status")).toContainText("Booked.");
  await expect(page.getByRole("textbox", { name: "First name", exact: true })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue("");
  await expect(time).toHaveValue("");

  await page.goto("/office/people");
  await hydrated(page);
  const newcomer = uniqueEmail("fresh-newcomer");
  await page.getByLabel("E-mail address").fill(newcomer);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(`${newcomer} added.`);
  await expect(page.getByLabel("E-mail address")).toHaveValue("");
  await page.context().close();
});

test("a browser signed in before keeps a known device's cookie: when strangers have spent the address's 25 codes of the hour, it still gets its code and signs in", async ({
  page,
  request,
}) => {
  const email = newPerson("known-device");
  await signIn(page, email, "/office");
  const device = (await page.context().cookies()).find((cookie) => cookie.name === "office_device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  // A year, not a session's 14 days: it signs no one in, it only vouches for the device.
  expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);
  await page.context().clearCookies({ name: "office_session" });
  await page.goto("/office/sign-in");

  // Five other clients ask five times each, by plain posts: 24 more codes, then the ceiling.
  for (let client = 1; client <= 5; client++)
    for (let i = 0; i < 5; i++) {
      const asked = await request.post("/office/sign-in", {
        form: { email },
        headers: { Origin: origin, "X-Forwarded-For": `192.0.2.${client}` },
      });
      expect(asked.status()).toBe(200);
    }
  await expect.poll(() => mailsTo(email).filter((mail) => /^Subject: \d{8} is your/m.test(mail)).length).toBe(25);
  // Another browser, never signed in here, asks and gets nothing; the signed-in one gets its code.
  const stranger = await request.post("/office/sign-in", {
    form: { email },
    headers: { Origin: origin, "X-Forwarded-For": "192.0.2.250" },
  });
  expect(await stranger.text()).toContain("on its way");
  await page.setExtraHTTPHeaders(clientAddress());
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await page.getByLabel(/The 8-digit code/).fill(await mailedCode(email, 26));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${origin}/office`);
});

test("after five wrong codes even the right one no longer signs in", async ({ page }) => {
  const email = newPerson("wrong");
  await page.goto("/office/sign-in");
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  const code = await mailedCode(email, 1);
  const wrong = String((Number(code) + 1) % 1e8).padStart(8, "0");
  for (let i = 0; i < 5; i++) {
    await page.getByLabel(/The 8-digit code/).fill(wrong);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("That code is not right");
  }
  await page.getByLabel(/The 8-digit code/).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  await page.goto("/office");
  await expect(page).toHaveURL(/\/office\/sign-in$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an owner adds, promotes and removes people in the office; staff get 403 and change nothing", async ({
    page,
    browser,
    request,
  }) => {
    const owner = newPerson("owner", "owner");
    const staff = newPerson("staffer");
    const newcomer = uniqueEmail("newcomer");

    // Staff: the page says whom to ask, and a post of theirs adds no one.
    const staffPage = await browser.newPage({ javaScriptEnabled: false });
    await signIn(staffPage, staff, "/office/people");
    await expect(staffPage.getByText("Only an owner can see this page.")).toBeVisible();
    await expect(staffPage.getByRole("link", { name: "People" })).toHaveCount(0);
    const staffCookie = (await staffPage.context().cookies()).find((c) => c.name === "office_session")!;
    const forged = await request.post("/office/people", {
      headers: { Cookie: `office_session=${staffCookie.value}`, Origin: origin },
      form: { intent: "save", email: newcomer, role: "owner" },
      ...noRedirects,
    });
    expect(forged.status()).toBe(403);
    expect(
      (await request.get("/office/audit", { headers: { Cookie: `office_session=${staffCookie.value}` } })).status(),
    ).toBe(403);
    // The page's data request too (a navigation in the office's script): the refusal, not the log.
    const auditData = await request.get("/office/audit.data", {
      headers: { Cookie: `office_session=${staffCookie.value}` },
    });
    expect(auditData.status()).toBe(403);
    expect(await auditData.text()).toContain("ownersOnly");

    await signIn(page, owner, "/office/people");
    await expect(page.getByText(newcomer)).toHaveCount(0);
    await page.getByLabel("E-mail address").fill(newcomer);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText(`${newcomer} added.`);
    await page.getByLabel("E-mail address").fill(staff);
    await page.getByLabel("Role", { exact: true }).selectOption("Owner");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText(`${staff} now has the new role.`);
    // The browser checks the address's form first; the server's own answer to a bad one:
    const ownerCookie = (await page.context().cookies()).find((c) => c.name === "office_session")!;
    const bad = await request.post("/office/people", {
      headers: { Cookie: `office_session=${ownerCookie.value}`, Origin: origin },
      form: { intent: "save", email: "not an address", role: "Staff" },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Enter the person&#x27;s e-mail address, like anna@example.com.");

    // Removing asks once; the removed person's open session ends at once.
    await page.getByRole("link", { name: `Remove ${staff}` }).click();
    await expect(page.getByRole("alert")).toContainText(`Remove ${staff}?`);
    await page.getByRole("button", { name: "Remove them" }).click();
    await expect(page.getByRole("status")).toHaveText(`${staff} removed, and signed out everywhere.`);
    await staffPage.goto("/office");
    await expect(staffPage).toHaveURL(/\/office\/sign-in/);
    await staffPage.close();

    await page.goto("/office/audit");
    await expect(page.getByText(`account added: ${newcomer} (staff)`)).toBeVisible();
    await expect(page.getByText(`account removed: ${staff}`)).toBeVisible();
  });

  test("markup a visitor typed as their name or message is shown as text in the inbox and on the lead page; the stage change is audited", async ({
    page,
    request,
  }) => {
    const markup = "<img src=x onerror=alert(1)>";
    const name = await enquiry(request, `${markup} Please call after 5.`, markup);
    page.on("dialog", (dialog) => {
      throw new Error(`a script the visitor typed ran: ${dialog.message()}`);
    });
    await signIn(page, newPerson("markup", "owner"), `/office/leads?q=${name}`);
    const link = page.getByRole("link", { name: `${name} ${markup}` });
    await expect(link).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: `${name} ${markup}` })).toBeVisible();
    await expect(page.getByText(`${markup} Please call after 5.`)).toBeVisible();
    await page.getByLabel("Move to").selectOption("contacted");
    await page.getByRole("button", { name: "Save stage" }).click();
    await expect(page.getByRole("heading", { name: "Stage: Contacted" })).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    // The change is in the owner's audit log, by the lead's number and name (as text), linking the lead.
    const id = /\/office\/leads\/(\d+)/.exec(page.url())![1];
    await page.goto("/office/audit");
    const entry = page.getByRole("listitem").filter({ hasText: `#${id} ${name} ${markup}: new → contacted` });
    await expect(entry.getByRole("link", { name: "lead stage changed" })).toHaveAttribute(
      "href",
      `/office/leads/${id}`,
    );
    await expect(page.locator("main img")).toHaveCount(0);
  });

  test("a lead's stage and note are plain form posts; visitor text stays text; a signed-out session is refused", async ({
    page,
    request,
  }) => {
    const name = await enquiry(request, "<img src=x onerror=alert(1)> Please call after 5.");
    const email = newPerson("nojs");
    await signIn(page, email);
    const path = await leadPath(page, name);
    await page.goto(path);
    await expect(page.getByText("<img src=x onerror=alert(1)> Please call after 5.")).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    expect(
      await page
        .locator('select[name="status"] option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(["new", "contacted", "consultation", "estimate", "won", "lost", "spam"]);

    await page.getByLabel("Move to").selectOption("contacted");
    await page.getByRole("button", { name: "Save stage" }).click();
    await expect(page.getByRole("heading", { name: "Stage: Contacted" })).toBeVisible();
    await page.getByLabel("Add a note").fill("Called, visit booked for Friday at 10.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Called, visit booked for Friday at 10.")).toBeVisible();
    await expect(page.getByText(`${email} added a note`)).toBeVisible();
    await expect(page.getByText(/first answered/)).toBeVisible();
    // A refused stage says why at the top of the page, and not the last success.
    await expect(page.getByRole("status")).toHaveText("Note added.");
    await page.getByLabel("Move to").selectOption("lost");
    await page.getByRole("button", { name: "Save stage" }).click();
    await expect(page.getByRole("alert").first()).toContainText("A lost lead needs a reason");
    expect((await page.getByRole("alert").first().boundingBox())!.y).toBeLessThan(800);
    await expect(page.getByText("Note added.")).toHaveCount(0);
    // A client that posts only the stable field names is understood, both together too.
    const [lostStage, plainNote] = await Promise.all([
      page.request.post(path, { form: { status: "estimate" }, headers: { Origin: origin }, maxRedirects: 0 }),
      page.request.post(path, {
        form: { note: "Estimate sent by e-mail." },
        headers: { Origin: origin },
        maxRedirects: 0,
      }),
    ]);
    expect([lostStage.status(), plainNote.status()]).toEqual([303, 303]);
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Stage: Estimate sent" })).toBeVisible();
    await expect(page.getByText("Estimate sent by e-mail.")).toBeVisible();
    const both = await page.request.post(path, {
      form: { status: "won", note: "Signed the contract today." },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(both.status()).toBe(303);
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Stage: Won" })).toBeVisible();
    await expect(page.getByText("Signed the contract today.")).toBeVisible();

    const cookie = (await page.context().cookies()).find((c) => c.name === "office_session")!;
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/office\/sign-in\?signed-out=here$/);
    const replay = await request.get(path, { ...noRedirects, headers: { Cookie: `office_session=${cookie.value}` } });
    expect(replay.status()).toBe(303);
  });

  test("one person's enquiries: the earlier ones under the newest with their waits, each page linking the others and replying by e-mail; a phone's extension kept apart; a filter day that is none, or days reversed, are said", async ({
    page,
    request,
  }) => {
    const last = `Okafor${Math.random().toString(36).slice(2, 8)}`;
    const email = uniqueEmail("same-person");
    for (const phone of ["407 555 0400 ext 1234", "4075550400"]) {
      // From an address of its own: the other tests' enquiries share the per-address limit.
      const sent = await request.post("/api/contact", {
        headers: clientAddress(),
        data: {
          firstName: "Grace",
          lastName: last,
          email,
          phone,
          message: "The hall bath, then the kitchen next year.",
        },
      });
      expect(sent.status()).toBe(200);
    }
    await signIn(page, newPerson("same-person"), `/office/leads?q=${last}`);
    const row = page
      .getByRole("listitem")
      .filter({ hasText: `Grace ${last}` })
      .first();
    await expect(row.getByRole("link", { name: `Grace ${last}` })).toHaveCount(1);
    // Typed as bare digits, the number is written the usual way.
    await expect(row.getByRole("link", { name: "Call (407) 555-0400" })).toHaveAttribute("href", "tel:+14075550400");
    const earlier = row.getByRole("listitem");
    await expect(earlier).toHaveCount(1);
    await expect(earlier).toContainText(/\(New, Waiting .+\)/);
    await earlier.getByRole("link").click();
    await expect(page.getByRole("link", { name: "407 555 0400 ext 1234" })).toHaveAttribute(
      "href",
      "tel:+14075550400;ext=1234",
    );
    await expect(page.getByText("Their other enquiries:")).toBeVisible();
    // A reply from the page: mailed to them, in the history, and the lead is answered.
    await expect(page.getByText(/Waiting .+/).first()).toBeVisible();
    await page.getByLabel(`To ${email}`).fill(`Hello Grace,\n\nWe can visit on Friday at 10 to see the hall bath.`);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Reply sent to ${email}. Their answer comes to your own e-mail address.`,
    );
    await expect(page.getByText(/e-mailed them a reply$/)).toBeVisible();
    await expect(page.getByText(/first answered/)).toBeVisible();
    await expect.poll(() => mailsTo(email).filter((mail) => mail.includes("Subject: Re: your enquiry")).length).toBe(1);

    await page.goto("/office/leads?from=2026-11-27&to=2026-11-20");
    await expect(page.getByRole("alert")).toHaveText("“From” is after “To”: no day is both. Swap them.");
    await page.goto("/office/leads?from=someday");
    await expect(page.getByRole("alert")).toContainText("“From” is not a day (like 2026-11-27)");
  });

  test("the calendar: a day alone or the week; a block over a booking names it, the owner moves it and cancels it, and the visitor is told each time", async ({
    browser,
    page,
    request,
  }) => {
    // Three pages read by axe besides: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    // A consultation on the last bookable day with times: the other tests book the earliest ones.
    const days = (
      (await (await request.get("/api/availability")).json()) as {
        days: { date: string; slots: { start: string }[] }[];
      }
    ).days;
    const day = days.filter((candidate) => candidate.slots.length > 1).at(-1)!;
    const visitor = uniqueEmail("calendar");
    const booked = await request.post("/api/consultation", {
      data: {
        firstName: "Cal",
        lastName: "Endar",
        email: visitor,
        phone: "407-555-0177",
        projectType: "Custom Cabinetry",
        location: "Oviedo",
        start: day.slots[0]!.start,
      },
    });
    expect(booked.status()).toBe(201);
    await expect.poll(() => mailsTo(visitor).length).toBe(1);

    await signIn(page, newPerson("calendar"), `/office/calendar?from=${day.date}`);
    await expect(page.getByRole("link", { name: "Cal Endar", exact: true })).toBeVisible();
    // A day alone: its heading in the week opens it, and the forms bring the owner back to it.
    await page.getByRole("heading", { level: 2 }).getByRole("link").first().click();
    await expect(page).toHaveURL(`${origin}/office/calendar?from=${day.date}&view=day`);
    await expect(page.getByRole("navigation", { name: "Days" }).getByRole("link", { name: "Day after" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cal Endar", exact: true })).toBeVisible();
    const hhmm = day.slots[0]!.start.slice(11, 16);
    await page.locator('input[name="date"]').fill(day.date);
    await page.locator('input[name="from"]').fill(hhmm);
    await page
      .locator('input[name="to"]')
      .fill(`${String(Number(hhmm.slice(0, 2)) + 1).padStart(2, "0")}${hhmm.slice(2)}`);
    await page.getByLabel("Reason (only you see it)").fill("Site visit in Oviedo");
    await page.getByRole("button", { name: "Block this time" }).click();
    // (Another test may have booked the same hour of that day: "2 consultations ... are".)
    await expect(page.getByRole("status")).toContainText(
      /(One consultation in that time is|\d+ consultations in that time are) still booked/,
    );
    await expect(page.getByText("In a blocked time, and still booked.").first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]view=day&/);
    // The same block again (a second press), or one in the past, is refused with the reason.
    const blockForm = async (date: string) => {
      await page.locator('input[name="date"]').fill(date);
      await page.locator('input[name="from"]').fill(hhmm);
      await page
        .locator('input[name="to"]')
        .fill(`${String(Number(hhmm.slice(0, 2)) + 1).padStart(2, "0")}${hhmm.slice(2)}`);
      await page.getByRole("button", { name: "Block this time" }).click();
    };
    await blockForm(day.date);
    await expect(page.getByRole("alert").first()).toContainText("That time is blocked already (");
    // (The date field's minimum keeps a browser from sending a past day; the server refuses it too.)
    const past = await page.request.post("/office/calendar", {
      form: { intent: "block", date: "2020-01-06", from: "08:00", to: "09:00", week: day.date },
      headers: { Origin: origin },
    });
    expect(past.status()).toBe(400);
    expect(await past.text()).toContain("That time has passed already.");
    await expect(page.getByRole("button", { name: /^Remove the block/ })).toHaveCount(1);
    await page.getByRole("button", { name: /^Remove the block/ }).click();
    await expect(page.getByRole("status")).toContainText("Block removed");
    await expect(page).toHaveURL(/[?&]view=day&/);
    await page.getByRole("link", { name: "The week from this day" }).click();
    await expect(page.getByRole("navigation", { name: "Weeks" })).toBeVisible();

    const moveLink = page.getByRole("link", { name: "Move Cal Endar's consultation" });
    const moveHref = (await moveLink.getAttribute("href"))!;
    const id = /move=(\d+)/.exec(moveHref)![1]!;
    // The move and cancel steps, and the passkeys page, read by axe too (the axe test's pages have
    // no booking); axe runs as a script, so in a second tab with the same session and scripts on.
    const axeTab = await (
      await browser.newContext({
        storageState: await page.context().storageState(),
        viewport: page.viewportSize(),
        javaScriptEnabled: true,
      })
    ).newPage();
    const move = new URL(moveHref, page.url());
    expect(
      await axeViolations(axeTab, origin, [
        move.pathname + move.search,
        `/office/calendar?cancel=${id}`,
        "/office/passkeys",
        "/office/summary",
      ]),
    ).toEqual([]);
    await axeTab.context().close();
    // "Moving" it to the time it has (a form sent twice) changes nothing and mails no one.
    const same = await page.request.post("/office/calendar", {
      form: { intent: "move", id, start: day.slots[0]!.start, week: day.date, askedBy: "client" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(same.status()).toBe(400);
    await moveLink.click();
    // No new time is taken for granted: the owner chooses one (here the first free).
    await expect(page.locator("#move-start")).toHaveValue("");
    await page.locator("#move-start").selectOption({ index: 1 });
    // Who asked decides the mail's words, and the note goes in as typed, signed by the sender.
    await page.getByRole("radio", { name: "They did" }).check();
    await page.getByLabel("A note for them (optional)").fill("See you then – we will bring the tile samples.");
    // The question as a desktop and a phone show it (.scratch/office-calendar-move-*.png).
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("button", { name: "Move and tell them" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.scratch/office-calendar-move-${width}.png` });
    }
    await page.getByRole("button", { name: "Move and tell them" }).click();
    await expect(page.getByRole("status")).toContainText("Moved.");
    await expect.poll(() => mailsTo(visitor).length).toBe(2);
    const movedMail = mailsTo(visitor)
      .at(-1)!
      .replace(/=\r?\n/g, "");
    expect(movedMail).toContain("As you asked, we moved your design consultation");
    expect(movedMail).toContain("we will bring the tile samples.");

    // Then to a time the website does not offer, agreed on the phone: 6:45 in the morning, before
    // the day's consultation hours. The clash is said first and nothing moves; "Move anyway" does.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(moveHref);
    await page.locator('input[name="consultationDate"]').fill(day.date);
    await page.getByLabel("Starts at").fill("06:45");
    await page.getByRole("radio", { name: "We did" }).check();
    await page.getByRole("button", { name: "Move and tell them" }).click();
    const clash = page.getByRole("alert").filter({ hasText: "Not moved yet: that time clashes." });
    await expect(clash).toContainText("outside that day's consultation hours");
    await expect(page.getByLabel("Starts at")).toHaveValue("06:45");
    expect(mailsTo(visitor)).toHaveLength(2);
    await page.screenshot({ path: ".scratch/office-calendar-move-clash-375.png", fullPage: true });
    await clash.getByRole("button", { name: "Move anyway" }).click();
    await expect(page.getByRole("status")).toContainText("Moved.");
    await expect.poll(() => mailsTo(visitor).length).toBe(3);
    expect(
      mailsTo(visitor)
        .at(-1)!
        .replace(/=\r?\n/g, ""),
    ).toContain("6:45");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Without saying who asked, nothing is cancelled and the form says why.
    const unsaid = await page.request.post("/office/calendar", {
      form: { intent: "cancel", id, week: day.date, note: "Sorry!" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(unsaid.status()).toBe(400);
    expect(await unsaid.text()).toContain("Say who asked for the change");
    await page.goto(`/office/calendar?cancel=${id}`);
    await expect(page.getByRole("alert")).toContainText("Cancel the consultation with Cal Endar on");
    await page.getByRole("radio", { name: "We did" }).check();
    await page.getByRole("button", { name: "Cancel the consultation" }).click();
    await expect(page.getByRole("status")).toContainText("Cancelled.");
    await expect.poll(() => mailsTo(visitor).length).toBe(4);
    expect(
      mailsTo(visitor)
        .at(-1)!
        .replace(/=\r?\n/g, ""),
    ).toContain("We are sorry: we have had to cancel your design consultation");

    // A consultation taken by phone, at the last free time (the other tests book the first ones).
    const caller = uniqueEmail("caller");
    await fillCaller(page, "Phon", caller, "407-555-0188", "Lake Nona");
    const last = await page.locator("#book-start option").last().getAttribute("value");
    await page.locator("#book-start").selectOption(last!);
    await page.getByRole("button", { name: "Book and send the confirmation" }).click();
    await expect(page.getByRole("status")).toContainText("Booked.");
    await expect.poll(() => mailsTo(caller).length).toBe(1);
    expect(mailsTo(caller)[0]).toMatch(/^Subject: =\?UTF-8\?Q\?Consultation_booked=3A_/m);
    await page.goto("/office/leads?q=Phon");
    await page.getByRole("link", { name: "Phon Caller" }).click();
    await expect(page.getByText(/moved it to Consultation \(Booked by phone\)/)).toBeVisible();
  });

  test("closing a day at /office/availability (closedDate) takes its times off the booking page at once; reopening brings them back", async ({
    page,
    request,
  }) => {
    // The last bookable day but one: the other tests book the earliest times, and the calendar test,
    // which may run at the same time, books on the last day (closing it would take its times away).
    const days = (await (await request.get("/api/availability")).json()) as {
      days: { date: string; slots: unknown[] }[];
    };
    const day = days.days.filter((candidate) => candidate.slots.length > 0).at(-2)!.date;
    const slotsOn = async () =>
      (
        (await (await request.get(`/api/availability?from=${day}&to=${day}`)).json()) as {
          days: { slots: unknown[] }[];
        }
      ).days[0]!.slots.length;
    expect(await slotsOn()).toBeGreaterThan(0);

    await signIn(page, newPerson("hours"), "/office/availability");
    await page.locator('input[type="date"][name="closedDate"]').fill(day);
    await page.getByRole("button", { name: "Close this day" }).click();
    await expect(page.getByRole("status")).toContainText("is closed: no one can book a consultation on it.");
    expect(await slotsOn()).toBe(0);
    const label = (await page.getByRole("status").textContent())!.split(" is closed")[0]!;

    // A refused save says so, and no longer shows the last success.
    await page.getByLabel("How many at the same time").fill("0");
    await page.getByRole("button", { name: "Save hours" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Nothing was saved.");
    await expect(page.getByLabel("How many at the same time")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("status")).toHaveCount(0);

    const reopen = async () => {
      await page.goto("/office/availability");
      // A day next to a closed one (a holiday) is one of a run: its own button is behind the run's list.
      const reopenDay = page.getByRole("button", { name: `Reopen ${label}`, exact: true });
      if (!(await reopenDay.isVisible()))
        await page
          .locator("details", { has: page.locator(`[aria-label="Reopen ${label}"]`) })
          .locator("summary")
          .click();
      await reopenDay.click();
      await expect(page.getByRole("status")).toContainText("is open again for bookings.");
      expect(await slotsOn()).toBeGreaterThan(0);
    };
    await reopen();
    // A client that posts only the stable field closes the day too.
    const closed = await page.request.post("/office/availability", {
      form: { closedDate: day },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(closed.status()).toBe(303);
    expect(await slotsOn()).toBe(0);
    await reopen();
  });
  test("a week away closes in one step and reopens in one tap, or one day of it alone", async ({ page }) => {
    // A year ahead: past the days anyone can book, so the other tests' times stay as they are.
    const day = (offset: number) => new Date(Date.now() + (400 + offset) * 86_400_000).toISOString().slice(0, 10);
    await signIn(page, newPerson("week-away"), "/office/availability");
    await page.locator('input[type="date"][name="closedDate"]').fill(day(0));
    await page.getByLabel("Last day, for more than one").fill(day(6));
    await page.getByRole("button", { name: "Close this day (or days)" }).click();
    await expect(page.getByRole("status")).toContainText("are closed: no one can book a consultation on them.");
    // Each run's row, found by the days its Reopen button sends (other tests close days too).
    const run = (first: number, last: number) =>
      page.locator("li", {
        has: page.locator(
          `form:has(input[name="date"][value="${day(first)}"]):has(input[name="until"][value="${day(last)}"])`,
        ),
      });
    const week = run(0, 6);
    await expect(week).toContainText("(7 days)");
    const range = (await week.locator("span").first().textContent())!.split(" (7 days)")[0]!;

    // One day in the middle reopens alone: the week becomes two runs around it.
    await week.getByText("Reopen one of these days").click();
    const middle = (await week.locator("details li").nth(3).locator("span").textContent())!;
    await week.getByRole("button", { name: `Reopen ${middle}`, exact: true }).click();
    await expect(page.getByRole("status")).toContainText(`${middle} is open again for bookings.`);
    await expect(run(0, 2)).toContainText("(3 days)");
    await expect(run(4, 6)).toContainText("(3 days)");

    await run(0, 2).getByRole("button", { name: "Reopen all 3" }).click();
    await expect(page.getByRole("status")).toContainText(range.split(" to ")[0]!);
    await expect(page.getByRole("status")).toContainText("are open again for bookings.");
    await expect(run(0, 2)).toHaveCount(0);
    await run(4, 6).getByRole("button", { name: "Reopen all 3" }).click();
    await expect(run(4, 6)).toHaveCount(0);
    await expect(page.getByText(range)).toHaveCount(0);
  });
});

test("a cross-origin post is refused with 403 and changes nothing; unknown ids are 404", async ({ page, request }) => {
  const name = await enquiry(request, "Replace the pool cage screens.");
  await signIn(page, newPerson("csrf"));
  const path = await leadPath(page, name);
  const cookie = (await page.context().cookies()).find((c) => c.name === "office_session")!;
  const headers = { Cookie: `office_session=${cookie.value}` };
  const forged = await request.post(path, {
    headers: { ...headers, Origin: "https://evil.example" },
    form: { intent: "stage", status: "spam" },
    ...noRedirects,
  });
  expect(forged.status()).toBe(403);
  const signOut = await request.post("/office/sign-out", {
    headers: { ...headers, Origin: "https://evil.example" },
    form: { everywhere: "1" },
    ...noRedirects,
  });
  expect(signOut.status()).toBe(403);
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Stage: New" })).toBeVisible();
  for (const unknown of ["/office/leads/987654", "/office/leads/1x", "/office/leads/-1"])
    expect((await request.get(unknown, { headers })).status()).toBe(404);
  const csv = await request.get("/office/leads.csv", { headers });
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  // Opens in Excel as UTF-8: the byte order mark first.
  expect([...(await csv.body()).subarray(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0x49, 0x44]);
  expect(await csv.text()).toContain(`${name} Rivera`);
});

// axe, and screenshots to look at (.scratch/office-*.png), of every office page at both widths.
for (const width of [375, 1280]) {
  test(`the office pages have no axe violations at ${width} px`, async ({ browser, request }) => {
    // A dozen pages, each read by axe and photographed whole: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const name = await enquiry(
      request,
      "Open the kitchen to the family room.\nThe house is a 1960s ranch in Winter Park.",
    );
    const context: BrowserContext = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const check = async (label: string) => {
      const results = await axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE).analyze();
      expect(
        results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
      await page.screenshot({ path: `.scratch/office-${label}-${width}.png`, fullPage: true });
    };
    const email = newPerson(`axe${width}`);
    await page.goto("/office/sign-in");
    await check("sign-in");
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("button", { name: "E-mail me a code" }).click();
    await check("code");
    await page.getByLabel(/The 8-digit code/).fill(await mailedCode(email, 1));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${origin}/office`);
    await check("start");
    await page.goto("/office/leads");
    await check("leads");
    await page.goto(await leadPath(page, name));
    await check("lead");
    await page.goto("/office/availability");
    await check("availability");
    await page.goto("/office/calendar");
    await check("calendar");
    await page.goto("/office/people");
    await check("people-staff");
    const owner = newPerson(`axe-owner${width}`, "owner");
    await context.clearCookies();
    await page.goto("/office/sign-in?next=%2Foffice%2Fpeople");
    await page.getByLabel("Your e-mail address").fill(owner);
    await page.getByRole("button", { name: "E-mail me a code" }).click();
    await page.getByLabel(/The 8-digit code/).fill(await mailedCode(owner, 1));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${origin}/office/people`);
    await check("people");
    await page.goto(`/office/people?remove=${encodeURIComponent(email)}`);
    await check("people-remove");
    await page.goto("/office/audit");
    await check("audit");
    await context.close();
  });
}
