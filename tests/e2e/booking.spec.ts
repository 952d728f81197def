// Booking a consultation at a real time on /consultation, with and without JavaScript, and the
// booking's own page behind its unguessable link. The tests of this file run one after another
// (they share one calendar), each on different times, except the one about a contested time.
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { calendarFeedToken } from "../../playwright.config";
import { submissions, uniqueEmail } from "./store";
import { availability, shortConsultationTime } from "../../common/availability";
import { mondayOf } from "../../app/lib/consultation-times.server";
import { businessDate } from "../../server/bookings/slots";
import { axeOn } from "./axe";

test.describe.configure({ mode: "default" });

const times = (page: Page) => page.getByRole("radio");

/**
 * The week the tests book in: the one after next, by its Monday. The first week listed depends on
 * the day the suite runs (from a Wednesday before Thanksgiving it holds a single Saturday), but the
 * week after next lies wholly between the notice and the horizon, so every business day in it is
 * open: at least 15 times even in a holiday week, enough for all the tests below.
 */
const bookingWeek = mondayOf(businessDate(availability, new Date()).add({ weeks: 2 }).toString());
const consultationWeek = `/consultation?week=${bookingWeek}`;

async function fillVisitor(page: Page, email: string) {
  await page.getByLabel("First Name").fill("Lena");
  await page.getByLabel("Last Name").fill("Ortiz");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Phone").fill("407-555-0177");
  await page.getByLabel("Address or neighborhood").fill("College Park");
}

/** Picks the n-th free time on the page and returns its value (the slot's ISO start). */
async function pickTime(page: Page, index: number) {
  const time = times(page).nth(index);
  await time.check();
  return (await time.getAttribute("value"))!;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("pick a time, book, see it gone from the list, then move and cancel it from the booking's page", async ({
      page,
    }) => {
      await page.goto(consultationWeek);
      if (javaScriptEnabled) await hydrated(page);
      const start = await pickTime(page, javaScriptEnabled ? 0 : 1);
      await fillVisitor(page, uniqueEmail("booker"));
      await page.getByRole("button", { name: "Book Consultation" }).click();

      await expect(page).toHaveURL(/\/consultation\/manage\/[A-Za-z0-9_-]{40,}\?booked$/);
      await expect(page.getByRole("status")).toContainText("Consultation booked!");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is booked");
      const booked = await page.locator("time").getAttribute("datetime");
      expect(Date.parse(booked!)).toBe(Date.parse(start));
      const manageUrl = page.url().replace(/\?booked$/, "");

      await page.goto(consultationWeek);
      await expect(page.locator(`input[value="${start}"]`)).toHaveCount(0);

      // Move it: the new time is the booking's, the old one is free again.
      await page.goto(`${manageUrl}?week=${bookingWeek}`);
      const newStart = await pickTime(page, javaScriptEnabled ? 5 : 6);
      await page.getByRole("button", { name: "Move my consultation" }).click();
      await expect(page.getByRole("status")).toContainText("Consultation moved");
      expect(Date.parse((await page.locator("time").getAttribute("datetime"))!)).toBe(Date.parse(newStart));
      await page.goto(consultationWeek);
      await expect(page.locator(`input[value="${start}"]`)).toHaveCount(1);

      // Cancelling asks once, on a page of its own (no confirm() box); "No, keep it" changes nothing.
      await page.goto(manageUrl);
      await page.getByRole("link", { name: "Cancel this consultation" }).click();
      await expect(page).toHaveURL(`${manageUrl}?cancel`);
      const question = `Cancel the consultation on ${shortConsultationTime(availability, new Date(newStart))}?`;
      await expect(page.getByRole("heading", { level: 2, name: question })).toBeVisible();
      await expect(page.getByRole("button", { name: "Move my consultation" })).toHaveCount(0);
      await page.getByRole("link", { name: "No, keep it" }).click();
      await expect(page).toHaveURL(manageUrl);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is booked");
      await page.getByRole("link", { name: "Cancel this consultation" }).click();
      await page.getByRole("button", { name: "Yes, cancel it" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is cancelled");
      await expect(page.getByRole("button", { name: "Move my consultation" })).toHaveCount(0);
      await page.getByRole("link", { name: "Book another time" }).click();
      await expect(page).toHaveURL("/consultation");
      await page.goto(consultationWeek);
      await expect(page.locator(`input[value="${start}"]`)).toHaveCount(1);
    });
  });
}

test("a move asked from a page opened before the booking was cancelled says why at the top, not only by the times", async ({
  page,
  browser,
}) => {
  await page.goto(consultationWeek);
  await hydrated(page);
  await pickTime(page, 8);
  await fillVisitor(page, uniqueEmail("stale-move"));
  await page.getByRole("button", { name: "Book Consultation" }).click();
  await expect(page).toHaveURL(/\?booked$/);
  const manageUrl = page.url().replace(/\?booked$/, "");
  // An older tab holds the booking's page, with its times, while the booking is cancelled here.
  const older = await browser.newPage({ baseURL: page.url() });
  await older.goto(`${manageUrl}?week=${bookingWeek}`);
  await hydrated(older);
  await page.goto(`${manageUrl}?cancel`);
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consultation is cancelled");
  await pickTime(older, 9);
  await older.getByRole("button", { name: "Move my consultation" }).click();
  await expect(older.getByRole("alert").first()).toContainText(
    "This consultation is cancelled; book a new time instead.",
  );
  await older.close();
});

test("a time is required: Missing Information, nothing booked", async ({ page }) => {
  await page.goto("/consultation");
  await hydrated(page);
  await fillVisitor(page, uniqueEmail("no-time"));
  await page.getByRole("button", { name: "Book Consultation" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Missing Information" })).toBeVisible();
  await expect(page).toHaveURL("/consultation");
});

for (const javaScriptEnabled of [true, false]) {
  test(`an in-home consultation needs an address or neighborhood: a field error, nothing booked (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(consultationWeek);
    if (javaScriptEnabled) await hydrated(page);
    const start = await pickTime(page, 7);
    await fillVisitor(page, uniqueEmail("no-address"));
    await page.getByLabel("Address or neighborhood").fill("   ");
    // Without JavaScript the browser's own check would stop an empty field; spaces pass it and reach the server.
    await page.getByRole("button", { name: "Book Consultation" }).click();
    const address = page.getByLabel("Address or neighborhood");
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please give the address or neighborhood where we will meet you")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Missing Information" })).toBeVisible();
    await expect(page).toHaveURL(/\/consultation(\?week=[\d-]+)?$/);
    await expect(page.getByLabel("First Name")).toHaveValue("Lena");
    // Nothing was booked: the time is still offered.
    await page.goto(consultationWeek);
    await expect(page.locator(`input[value="${start}"]`)).toHaveCount(1);
    await context.close();
  });
}

test("a second booking from one address books nothing and says the link to the first was mailed", async ({ page }) => {
  const email = uniqueEmail("twice");
  await page.goto(consultationWeek);
  await hydrated(page);
  await pickTime(page, 8);
  await fillVisitor(page, email);
  await page.getByRole("button", { name: "Book Consultation" }).click();
  await expect(page).toHaveURL(/\/consultation\/manage\//);
  const firstWhen = await page.locator("time").textContent();

  await page.goto(consultationWeek);
  await hydrated(page);
  const second = await pickTime(page, 9);
  await fillVisitor(page, email.toUpperCase());
  await page.getByRole("button", { name: "Book Consultation" }).click();
  const notice = page.getByRole("status").filter({ hasText: "You already have a consultation booked" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("We have e-mailed the link to the existing booking to this address");
  // Nothing about the first booking shows to whoever typed the address.
  await expect(page.getByText(firstWhen!)).toHaveCount(0);
  await expect(page).toHaveURL(consultationWeek);
  await expect(page.locator(`input[value="${second}"]`)).toHaveCount(1);
});

test("a time taken in the meantime: a clear message, the form kept, the nearest free times offered", async ({
  browser,
}) => {
  const first = await browser.newPage();
  const second = await browser.newPage();
  for (const page of [first, second]) {
    await page.goto(consultationWeek);
    await hydrated(page);
  }
  const start = await pickTime(first, 2);
  await second.locator(`input[value="${start}"]`).check();
  await fillVisitor(first, uniqueEmail("first"));
  const email = uniqueEmail("second");
  await fillVisitor(second, email);
  await first.getByRole("button", { name: "Book Consultation" }).click();
  await expect(first).toHaveURL(/\/consultation\/manage\//);

  await second.getByRole("button", { name: "Book Consultation" }).click();
  await expect(second.getByRole("alert").filter({ hasText: "That time was just taken" })).toBeVisible();
  await expect(second.getByRole("group", { name: "Nearest free times" }).getByRole("radio")).toHaveCount(3);
  await expect(second.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expect(second.getByLabel("Address or neighborhood")).toHaveValue("College Park");
  await second.getByRole("group", { name: "Nearest free times" }).getByRole("radio").first().check();
  await second.getByRole("button", { name: "Book Consultation" }).click();
  await expect(second).toHaveURL(/\/consultation\/manage\//);
  await first.close();
  await second.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`another week, the call-back form and back to the times keep what was typed, and send nothing (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const email = uniqueEmail(`keeps-${javaScriptEnabled}`);
    const message = "Galley kitchen: can the wall to the dining room come out?";
    await page.goto("/consultation");
    if (javaScriptEnabled) await hydrated(page);
    await fillVisitor(page, email);
    await page.getByLabel("Anything we should know?").fill(message);
    const typed = async (step: string) => {
      await expect(page.getByLabel("First Name"), step).toHaveValue("Lena");
      await expect(page.getByRole("textbox", { name: "Email" }), step).toHaveValue(email);
      await expect(page.locator('[name="location"]'), step).toHaveValue("College Park");
      await expect(page.getByLabel("Anything we should know?"), step).toHaveValue(message);
    };

    const weeks = page.getByRole("navigation", { name: "Weeks" });
    const firstWeek = await weeks.textContent();
    await weeks.getByRole("button", { name: "Later week" }).click();
    await expect(page).toHaveURL(/\/consultation\?week=\d{4}-\d{2}-\d{2}$/);
    await expect(weeks).not.toHaveText(firstWeek!);
    await expect(weeks.getByRole("button", { name: "Earlier week" })).toBeVisible();
    await typed("another week");
    // Nothing was checked: no notice, no field marked.
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.getByRole("button", { name: "Ask us to call you instead" }).click();
    await expect(page.getByRole("heading", { name: "Request a Consultation" })).toBeVisible();
    await typed("the call-back form");

    await page.getByRole("button", { name: "pick a free time yourself" }).click();
    await expect(page.getByRole("heading", { name: "Book a Consultation" })).toBeVisible();
    await typed("back to the times");
    expect(submissions().filter((row) => row.email === email)).toEqual([]);
    await context.close();
  });
}

test("without JavaScript, Enter in a field books the chosen time, not the week link above it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(consultationWeek);
  const start = await pickTime(page, 11);
  await fillVisitor(page, uniqueEmail("enter"));
  await page.getByLabel("Phone").press("Enter");
  await expect(page).toHaveURL(/\/consultation\/manage\/[A-Za-z0-9_-]{40,}\?booked$/);
  expect(Date.parse((await page.locator("time").getAttribute("datetime"))!)).toBe(Date.parse(start));
  await context.close();
});

test("with JavaScript, another week comes where the visitor was reading, on /consultation and the booking's page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(consultationWeek);
  await hydrated(page);
  await pickTime(page, 10);
  await fillVisitor(page, uniqueEmail("weeks"));
  await page.getByRole("button", { name: "Book Consultation" }).click();
  await expect(page).toHaveURL(/\/consultation\/manage\/.*\?booked$/);
  // The booking's page as its e-mailed link opens it: loaded afresh.
  const manageUrl = page.url().replace(/\?booked$/, "");
  for (const path of ["/consultation", manageUrl]) {
    await page.goto(path);
    await hydrated(page);
    const weeks = page.getByRole("navigation", { name: "Weeks" });
    // The week's links a third of the way down the screen, the page scrolled well past its top.
    await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Weeks"]')!;
      window.scrollTo(0, nav.getBoundingClientRect().top + window.scrollY - 260);
    });
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, path).toBeGreaterThan(300);
    for (const name of ["Later week", "Earlier week"]) {
      const before = await weeks.textContent();
      // The booking page's week links are buttons of its form (what was typed stays); the booking's page has links.
      await weeks.getByRole(path === "/consultation" ? "button" : "link", { name }).click();
      await expect(weeks).not.toHaveText(before!);
      await expect(page).toHaveURL(/\?week=\d{4}-\d{2}-\d{2}$/);
      expect(await page.evaluate(() => window.scrollY), `${path}: ${name}`).toBe(scrolled);
    }
  }
});

test("the owner's calendar feed lists the consultation; any other token finds nothing", async ({ page, request }) => {
  await page.goto(consultationWeek);
  const start = await pickTime(page, 4);
  await fillVisitor(page, uniqueEmail("feed"));
  await page.getByLabel("First Name").fill("Feed");
  await page.getByRole("button", { name: "Book Consultation" }).click();
  await expect(page).toHaveURL(/\/consultation\/manage\//);

  const feed = await request.get(`/calendar/${calendarFeedToken}.ics`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await feed.text();
  expect(ics).toContain("SUMMARY:Design consultation: Feed Ortiz");
  const orlando = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = Object.fromEntries(orlando.formatToParts(new Date(start)).map((part) => [part.type, part.value]));
  expect(ics).toContain(
    `DTSTART;TZID=America/New_York:${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}00`,
  );
  expect((await request.get(`/calendar/${calendarFeedToken.slice(0, -1)}x.ics`)).status()).toBe(404);
  expect((await request.get("/calendar/.ics")).status()).toBe(404);
});

test("a wrong or altered link answers 404 and shows nothing", async ({ page }) => {
  const response = await page.goto("/consultation/manage/not-a-real-token-but-long-enough-to-look-like-one-000");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

test("the booking page and the time picker pass axe at phone and desktop widths", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(consultationWeek);
  await hydrated(page);
  await pickTime(page, 3);
  await fillVisitor(page, uniqueEmail("axe"));
  await page.getByRole("button", { name: "Book Consultation" }).click();
  await expect(page).toHaveURL(/\/consultation\/manage\//);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [page.url(), "/consultation"]) {
      await page.goto(path);
      const results = await axeOn(page).analyze();
      expect(
        results.violations.map((violation) => violation.id),
        `${path} at ${width}px`,
      ).toEqual([]);
    }
  }
  await context.close();
});
