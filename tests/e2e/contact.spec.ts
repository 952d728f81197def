import type { Page } from "@playwright/test";
import { availability, businessToday } from "../../common/availability";
import { ports } from "../../playwright.config";
import { expect, hydrated, test } from "./fixtures";
import { mails, submissions, subscribers, uniqueEmail } from "./store";

async function fill(page: Page, email: string) {
  await page.getByLabel("First Name").fill("Maria");
  await page.getByLabel("Last Name").fill("Lopez");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Phone").fill("(407) 555-0123");
  await page.getByRole("combobox", { name: "Project Type" }).selectOption("Bathroom Remodeling");
  await page.getByRole("combobox", { name: "Budget" }).selectOption("$50k - $100k");
  await page.getByRole("textbox", { name: "Message" }).fill("Our primary bath needs a curbless shower.");
}

test.describe("contact form with JavaScript", () => {
  test("empty required fields show Missing Information and send nothing", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const requests: string[] = [];
    page.on("request", (request) => request.method() === "POST" && requests.push(request.url()));
    // A name no other test uses: parallel tests store their own enquiries meanwhile.
    const firstName = `Maria-${Date.now()}`;
    await page.getByLabel("First Name").fill(firstName);
    await page.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Missing Information" });
    await expect(alert).toContainText("Please fill in all required fields.");
    await expect(page.getByLabel("Last Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Last Name")).toBeFocused();
    expect(requests).toEqual([]);
    expect(submissions().filter((submission) => submission.name.startsWith(firstName))).toEqual([]);
  });

  test("sends, shows Sending..., then Message Sent! and clears the form; the enquiry is stored and mailed", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const email = uniqueEmail("maria");
    await fill(page, email);
    // Hold the real request a moment so the in-flight state can be seen.
    await page.route("**/contact.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    const status = page.getByRole("status");
    await expect(status).toContainText("Message Sent!");
    await expect(status).toContainText("Thank you for contacting us. We'll get back to you soon.");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of ["First Name", "Last Name", "Phone"]) await expect(page.getByLabel(label)).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Budget" })).toHaveValue("");

    const row = submissions().find((submission) => submission.email === email);
    expect(row).toEqual({
      kind: "contact",
      name: "Maria Lopez",
      email,
      phone: "(407) 555-0123",
      message: "Project Type: Bathroom Remodeling\nBudget: $50k - $100k\n\nOur primary bath needs a curbless shower.",
    });
    // The outbox worker sends the mail a moment after the answer.
    await expect.poll(() => mails().find((text) => text.includes(email))).toBeDefined();
    const mail = mails().find((text) => text.includes(email));
    expect(mail).toContain("Subject: New enquiry from Maria Lopez: Bathroom Remodeling");
    expect(mail).toMatch(/Reply-To: Maria Lopez <maria-[^>]+@example\.com>/);
  });

  test("when the server can neither store nor send, shows Error and keeps the form", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${ports.broken}/contact`);
    await hydrated(page);
    const email = uniqueEmail("broken");
    await fill(page, email);
    await page.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Error" });
    await expect(alert).toContainText("Failed to send message. Please try again or contact us directly.");
    await expect(page.getByLabel("First Name")).toHaveValue("Maria");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Our primary bath needs a curbless shower.",
    );
  });

  test("a server-side validation error is shown next to its field", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await fill(page, "maria@@example..com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please check the form" })).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("First Name")).toHaveValue("Maria");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain post gets the server-rendered success notice and an empty form; refreshed, it sends nothing twice", async ({
    page,
  }) => {
    await page.goto("/contact");
    const email = uniqueEmail("nojs");
    await fill(page, email);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message Sent!");
    await expect(page.getByLabel("First Name")).toHaveValue("");
    expect(submissions().filter((row) => row.email === email)).toHaveLength(1);
    // The browser posts the form again on a refresh: the same enquiry is the one received.
    const [again] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.reload(),
    ]);
    expect(again.status()).toBe(200);
    await expect(page.getByRole("status")).toContainText("Message Sent!");
    // No second lead, so no second mail: the outbox's rows are written with the lead.
    expect(submissions().filter((row) => row.email === email)).toHaveLength(1);
    await expect.poll(() => mails().filter((text) => text.includes(email)).length).toBe(1);
  });

  test("a failed post keeps the visitor's values and shows the error", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${ports.broken}/contact`);
    const email = uniqueEmail("nojs-broken");
    await fill(page, email);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText("Failed to send message.");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expect(page.getByRole("combobox", { name: "Budget" })).toHaveValue("$50k - $100k");
  });

  test("the Stay Updated box subscribes with a plain post", async ({ page }) => {
    await page.goto("/blog");
    const email = uniqueEmail("nojs-reader");
    const box = page.getByRole("region", { name: "Stay Updated" });
    await box.getByRole("textbox", { name: "Email address" }).fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/newsletter#subscribe-result");
    await expect(page.getByRole("status")).toContainText("Check your inbox");
    expect(subscribers()).toContainEqual({ email, status: "pending" });
  });

  test("missing fields posted anyway answer 400 with Missing Information and the values kept", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { firstName: "Maria", lastName: "", email: "", message: "" },
      headers: { origin: `http://127.0.0.1:${ports.site}` },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Missing Information");
    expect(html).toContain("Please fill in all required fields.");
    expect(html).toContain('value="Maria"');
  });
});

test("a client over the rate limit is told to wait, with a 429", async ({ browser }) => {
  const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": address } });
  const page = await context.newPage();
  for (let count = 0; count < 40; count++) {
    const response = await context.request.post("/api/contact", {
      data: { firstName: "Rate", lastName: "Limit", email: "rate@example.com", message: "Testing the limit." },
    });
    expect(response.status()).toBe(200);
  }
  await page.goto("/contact");
  await hydrated(page);
  await fill(page, "rate@example.com");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(429);
  await expect(page.getByRole("alert").filter({ hasText: "Too many messages" })).toBeVisible();
  await context.close();
});

test("the call-me-back consultation request goes through the same pipeline", async ({ page }) => {
  await page.goto("/consultation?call");
  await hydrated(page);
  const email = uniqueEmail("consult");
  await page.getByRole("button", { name: "Request Consultation" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Missing Information" })).toBeVisible();
  await page.getByLabel("First Name").fill("Dana");
  await page.getByLabel("Last Name").fill("Kim");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Phone").fill("407-555-0100");
  await page.getByLabel("Neighborhood or city").fill("Winter Park");
  await page.getByRole("combobox", { name: "Preferred time" }).selectOption({ index: 1 });
  // A day that has passed: the date field starts at today, and the server refuses it by name.
  const date = page.getByLabel("Preferred date");
  await expect(date).toHaveAttribute("min", businessToday(availability));
  await date.fill("2020-01-05");
  await page.getByRole("button", { name: "Request Consultation" }).click();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("That date has passed. Please choose today or a later date.")).toBeVisible();
  await date.fill(businessToday(availability, new Date(Date.now() + 7 * 86_400_000)));
  await page.getByRole("button", { name: "Request Consultation" }).click();
  await expect(page.getByRole("status")).toContainText("Message Sent!");
  const row = submissions().find((submission) => submission.email === email);
  expect(row).toMatchObject({ kind: "consultation", name: "Dana Kim", phone: "(407) 555-0100" });
  expect(row!.message).toContain("Location: Winter Park");
});

test.describe("the call-me-back request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("refused, comes back as itself with what was typed, not as the booking form", async ({ page }) => {
    await page.goto("/consultation?call");
    await page.getByLabel("First Name").fill("Dana");
    await page.getByLabel("Last Name").fill("Kim");
    await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("call-refused"));
    await page.getByLabel("Phone").fill("407-555-0100");
    const later = businessToday(availability, new Date(Date.now() + 7 * 86_400_000));
    await page.getByLabel("Preferred date").fill(later);
    // A name longer than the form takes: the browser lets it through, the server refuses it.
    await page.getByLabel("First Name").evaluate((input: HTMLInputElement) => {
      input.removeAttribute("maxlength");
      input.value = "D".repeat(120);
    });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Request Consultation" }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Request a Consultation" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Book Consultation" })).toHaveCount(0);
    await expect(page.getByLabel("Preferred date")).toHaveValue(later);
    await expect(page.getByLabel("Last Name")).toHaveValue("Kim");
  });
});

// The blog ships no JavaScript: the box posts to /newsletter, which answers with its own box.
test("the Stay Updated box subscribes an address once", async ({ page }) => {
  await page.goto("/blog");
  const email = uniqueEmail("reader");
  await page.getByRole("region", { name: "Stay Updated" }).getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("region", { name: "Stay Updated" }).getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL("/newsletter#subscribe-result");
  const box = page.getByRole("region", { name: "Subscribe by e-mail" });
  await expect(box.getByRole("status")).toContainText("Check your inbox");
  await expect(box.getByRole("textbox", { name: "Email address" })).toHaveValue("");
  await box.getByRole("textbox", { name: "Email address" }).fill(email.toUpperCase());
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toContainText("Check your inbox");
  expect(subscribers().filter((row) => row.email === email)).toHaveLength(1);
});
