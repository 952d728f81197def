// Whatever goes wrong between the browser and the server, an enquiry form with JavaScript shows
// the Error notice, keeps every value and is ready to send again; only a real success clears it.
// Failures are made by a stub in front of the server (Playwright's request routing). The
// newsletter box is a plain HTML form on pages that ship no script: the browser's own error page
// is its answer to a failed post.
import type { Page, Route } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { submissions, uniqueEmail } from "./store";

type FormCase = {
  path: string;
  submit: string;
  /** Fills the form and returns the label → value pairs that must survive a failure. */
  fill: (page: Page, email: string) => Promise<Record<string, string>>;
  stored: (email: string) => boolean;
};

const forms: Record<string, FormCase> = {
  contact: {
    path: "/contact",
    submit: "Send Message",
    async fill(page, email) {
      await page.getByLabel("First Name").fill("Maria");
      await page.getByLabel("Last Name").fill("Lopez");
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByRole("combobox", { name: "Budget" }).selectOption("$100k - $250k");
      await page.getByRole("textbox", { name: "Message" }).fill("A galley kitchen we want opened to the lanai.");
      return {
        "First Name": "Maria",
        "Last Name": "Lopez",
        Email: email,
        Budget: "$100k - $250k",
        Message: "A galley kitchen we want opened to the lanai.",
      };
    },
    stored: (email) => submissions().some((row) => row.email === email),
  },
  consultation: {
    path: "/consultation?call",
    submit: "Request Consultation",
    async fill(page, email) {
      await page.getByLabel("First Name").fill("Dana");
      await page.getByLabel("Last Name").fill("Kim");
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByLabel("Phone").fill("407-555-0100");
      await page.getByLabel("Neighborhood or city").fill("Lake Nona");
      return {
        "First Name": "Dana",
        "Last Name": "Kim",
        Email: email,
        Phone: "407-555-0100",
        "Neighborhood or city": "Lake Nona",
      };
    },
    stored: (email) => submissions().some((row) => row.email === email),
  },
};

const failures: Record<string, (route: Route) => Promise<void>> = {
  "the connection is reset": (route) => route.abort("connectionreset"),
  "the network is down": (route) => route.abort("internetdisconnected"),
  "a proxy answers 500 with its own page": (route) =>
    route.fulfill({
      status: 500,
      contentType: "text/html",
      body: "<html><body><h1>Internal Server Error</h1></body></html>",
    }),
  "a gateway answers 502": (route) =>
    route.fulfill({
      status: 502,
      contentType: "text/html",
      body: "<html><body><h1>502 Bad Gateway</h1>nginx</body></html>",
    }),
  "a gateway answers 504 with JSON": (route) =>
    route.fulfill({ status: 504, contentType: "application/json", body: '{"message":"Gateway Timeout"}' }),
  "a CDN answers 200 with a page of its own": (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Checking your browser</title>",
    }),
};

/** The browser reports the failed requests these tests cause on purpose; nothing else may be logged. */
function forgiveProvokedFailures(consoleErrors: string[]) {
  const rest = consoleErrors.filter(
    (text) => !/Failed to load resource: (net::ERR_|the server responded with a status of (500|502|504))/.test(text),
  );
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

/** A text box or a select, by its accessible name. */
const control = (page: Page, name: string) =>
  page.getByRole("textbox", { name, exact: true }).or(page.getByRole("combobox", { name, exact: true }));

async function expectKept(page: Page, kept: Record<string, string>) {
  for (const [name, value] of Object.entries(kept)) await expect(control(page, name)).toHaveValue(value);
}

for (const [name, form] of Object.entries(forms)) {
  test.describe(`the ${name} form`, () => {
    for (const [failure, answer] of Object.entries(failures)) {
      test(`when ${failure}: Error, every value kept, then a retry sends and clears`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(form.path);
        await hydrated(page);
        const email = uniqueEmail(`${name}-transit`);
        const kept = await form.fill(page, email);
        const dataUrl = `**${new URL(form.path, "http://site").pathname}.data*`;
        await page.route(dataUrl, answer);
        await page.getByRole("button", { name: form.submit }).click();
        await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText(
          "Failed to send message. Please try again or contact us directly.",
        );
        await expect(page.getByRole("button", { name: form.submit })).toBeEnabled();
        await expectKept(page, kept);
        await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);

        await page.unroute(dataUrl);
        await page.getByRole("button", { name: form.submit }).click();
        await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
        await expect(control(page, Object.keys(kept)[0]!)).toHaveValue("");
        expect(form.stored(email)).toBe(true);
        forgiveProvokedFailures(consoleErrors);
      });
    }

    test("a reload in the middle of typing restores the draft; a success removes it", async ({ page }) => {
      await page.goto(form.path);
      await hydrated(page);
      const email = uniqueEmail(`${name}-draft`);
      const kept = await form.fill(page, email);
      await page.reload();
      await hydrated(page);
      await expectKept(page, kept);
      await expect(
        page.getByRole("status").filter({ hasText: "We kept what you typed earlier in this tab." }),
      ).toBeVisible();

      await page.getByRole("button", { name: form.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(control(page, Object.keys(kept)[0]!)).toHaveValue("");
      await expect(page.getByText("We kept what you typed earlier")).toHaveCount(0);
    });
  });
}

test("a post that gets no answer in 15 seconds shows Error and keeps the form", async ({ page }) => {
  test.setTimeout(45_000);
  await page.goto("/contact");
  await hydrated(page);
  const kept = await forms.contact!.fill(page, uniqueEmail("contact-hang"));
  await page.route("**/contact.data*", () => new Promise<void>(() => {})); // never answers
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByRole("alert").filter({ hasText: "Error" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expectKept(page, kept);
});

test("a draft stays in its tab: a new tab (as after closing this one) starts empty", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/contact");
  await hydrated(page);
  await forms.contact!.fill(page, uniqueEmail("contact-tab"));
  const other = await context.newPage();
  await other.goto("/contact");
  await hydrated(other);
  await expect(other.getByLabel("First Name")).toHaveValue("");
  await expect(other.getByText("We kept what you typed earlier")).toHaveCount(0);
  await context.close();
});

test("Clear the form forgets the draft", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await forms.contact!.fill(page, uniqueEmail("contact-clear"));
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Clear the form" }).click();
  await expect(page.getByLabel("First Name")).toHaveValue("");
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("First Name")).toHaveValue("");
});
