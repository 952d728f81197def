// What a visitor sees right after pressing a button, at a phone's and a desktop's width: the
// notice lands in view below the sticky header and takes the keyboard; a taken time leaves the
// list; a booked consultation's page opens at its top; a draft never overwrites what was typed
// while the scripts were on their way; and the heading face does not depend on how a page was
// reached.
import type { Locator, Page } from "@playwright/test";
import { expect, holdScripts, hydrated, test } from "./fixtures";
import { uniqueEmail } from "./store";
import { availability } from "../../common/availability";
import { mondayOf } from "../../app/lib/consultation-times.server";
import { businessDate } from "../../server/bookings/slots";
import { BRAND_FONT_CLASS } from "../../app/lib/brand-font";

/** Three weeks ahead: wholly open, and apart from the week booking.spec.ts books in. */
const contestedWeek = `/consultation?week=${mondayOf(businessDate(availability, new Date()).add({ weeks: 3 }).toString())}`;

/** The notice's whole box lies below the sticky header and inside the window, once any smooth scroll has ended. */
async function expectInViewBelowHeader(page: Page, notice: Locator) {
  await expect(notice).toBeVisible();
  await expect
    .poll(async () => {
      const header = (await page.locator("header").first().boundingBox())!;
      const box = (await notice.boundingBox())!;
      const { height } = page.viewportSize()!;
      return box.y >= header.y + header.height && box.y + box.height <= height;
    })
    .toBe(true);
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function fillContact(page: Page, email: string) {
  await page.getByLabel("First Name").fill("Maria");
  await page.getByLabel("Last Name").fill("Lopez");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Message" }).fill("A galley kitchen we want opened to the lanai.");
}

async function fillBooking(page: Page, email: string) {
  await page.getByLabel("First Name").fill("Lena");
  await page.getByLabel("Last Name").fill("Ortiz");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Phone").fill("407-555-0177");
  await page.getByLabel("Address or neighborhood").fill("College Park");
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 740 : 800 } });

    test("Message Sent! and Error end in view below the header, and take the keyboard", async ({
      page,
      consoleErrors,
    }) => {
      await page.goto("/contact");
      await hydrated(page);
      await fillContact(page, uniqueEmail("notice-sent"));
      await page.getByRole("button", { name: "Send Message" }).click();
      const sent = page.getByRole("status").filter({ hasText: "Message Sent!" });
      await expectInViewBelowHeader(page, sent);
      expect(await isFocused(sent)).toBe(true);

      await fillContact(page, uniqueEmail("notice-error"));
      await page.route("**/contact.data*", (route) => route.abort("connectionreset"));
      await page.getByRole("button", { name: "Send Message" }).click();
      const error = page.getByRole("alert").filter({ hasText: "Error" });
      await expectInViewBelowHeader(page, error);
      expect(await isFocused(error)).toBe(true);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("net::ERR_")));
    });

    test("Missing Information ends in view below the header at every press; the keyboard goes to the empty field", async ({
      page,
    }) => {
      await page.goto("/contact");
      await hydrated(page);
      await page.getByLabel("First Name").fill("Maria");
      const missing = page.getByRole("alert").filter({ hasText: "Missing Information" });
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectInViewBelowHeader(page, missing);
      expect(await isFocused(page.getByLabel("Last Name"))).toBe(true);
      // Pressed again from further down, with the same fields still empty: the same notice comes into view again.
      await page.getByRole("button", { name: "Send Message" }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 400));
      await expect(missing).not.toBeInViewport();
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectInViewBelowHeader(page, missing);
      expect(await isFocused(page.getByLabel("Last Name"))).toBe(true);
    });

    test("the loser of a double booking is shown fresh times, nothing chosen, the fields kept; the winner's page opens at its top", async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 800 } });
      const [winner, loser] = [await context.newPage(), await context.newPage()];
      for (const page of [winner, loser]) {
        await page.goto(contestedWeek);
        await hydrated(page);
      }
      const offered = loser.getByRole("radio");
      const start = (await offered.nth(width < 500 ? 1 : 2).getAttribute("value"))!;
      for (const page of [winner, loser]) await page.locator(`input[value="${start}"]`).check();
      await fillBooking(winner, uniqueEmail("winner"));
      const email = uniqueEmail("loser");
      await fillBooking(loser, email);

      await winner.getByRole("button", { name: "Book Consultation" }).click();
      await expect(winner).toHaveURL(/\/consultation\/manage\/[^?]+\?booked$/);
      await expect(winner.getByRole("heading", { level: 1 })).toHaveText("Your consultation is booked");
      expect(await winner.evaluate(() => window.scrollY)).toBe(0);
      await expect(winner.getByRole("heading", { level: 1 })).toBeInViewport();

      await loser.getByRole("button", { name: "Book Consultation" }).click();
      await expectInViewBelowHeader(loser, loser.getByRole("alert").filter({ hasText: "That time was just taken" }));
      await expect(loser.locator(`input[value="${start}"]`)).toHaveCount(0);
      await expect(loser.locator('input[name="start"]:checked')).toHaveCount(0);
      await expect(loser.getByRole("textbox", { name: "Email" })).toHaveValue(email);
      await expect(loser.getByLabel("Address or neighborhood")).toHaveValue("College Park");
      const nearest = await loser
        .getByRole("group", { name: "Nearest free times" })
        .getByRole("radio")
        .evaluateAll((radios) => radios.map((radio) => Date.parse((radio as HTMLInputElement).value)));
      expect(nearest).toHaveLength(3);
      expect(nearest).toEqual(nearest.toSorted((a, b) => a - b));
      await context.close();
    });
  });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px, what scripts arriving late or a link followed leave`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a saved draft fills only what is still empty, never what was typed while the scripts loaded", async ({
      page,
    }) => {
      await page.goto("/contact");
      await page.evaluate(() =>
        sessionStorage.setItem(
          "draft:/contact",
          JSON.stringify({ firstName: "Old", lastName: "Draft", message: "What I typed an hour ago." }),
        ),
      );
      // The scripts arrive late, as on a slow phone connection; the visitor types meanwhile.
      const releaseScripts = await holdScripts(page);
      await page.reload({ waitUntil: "domcontentloaded" });
      await page.getByLabel("First Name").fill("Maria");
      await page.getByRole("textbox", { name: "Message" }).fill("A galley kitchen we want opened to the lanai.");
      releaseScripts();
      await hydrated(page);

      await expect(page.getByLabel("First Name")).toHaveValue("Maria");
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
        "A galley kitchen we want opened to the lanai.",
      );
      await expect(page.getByLabel("Last Name")).toHaveValue("Draft");
      await expect(page.getByRole("status").filter({ hasText: "We kept what you typed earlier" })).toBeVisible();
      // The draft now holds what is on the screen.
      const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem("draft:/contact")!));
      expect(draft).toMatchObject({ firstName: "Maria", lastName: "Draft" });
    });

    test("once the brand font has loaded, a page reached by a link uses it as a page loaded afresh does", async ({
      page,
    }) => {
      await page.goto("/contact");
      await hydrated(page);
      await page.waitForFunction(() => sessionStorage.getItem("brand-font") !== null);
      const firstHeading = (await page.getByRole("heading", { level: 1 }).textContent())!;
      await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
      await expect(page).toHaveURL("/about");
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(firstHeading);
      /** How the heading is set: the class, the face asked for, and the width its text takes (which differs by face). */
      const heading = () =>
        page.evaluate(async (className) => {
          await document.fonts.ready;
          const h1 = document.querySelector("h1")!;
          const range = document.createRange();
          range.selectNodeContents(h1);
          return {
            classed: document.documentElement.classList.contains(className),
            face: getComputedStyle(h1).fontFamily,
            textWidth: Math.round(range.getBoundingClientRect().width),
          };
        }, BRAND_FONT_CLASS);
      const byLink = await heading();
      await page.reload();
      const afresh = await heading();
      expect(byLink).toEqual(afresh);
      expect(afresh.face).toMatch(/^"Fraunces Variable"/);
    });
  });
}
