// Everyday formats in the office, on a phone and a desktop, with JavaScript and without: a phone
// number typed any usual way saves as one number; the hours typed as "first start – last one ends
// by, every N minutes" give exactly the start times today's list gave; a week is closed in one
// step; someone added gets an invitation mail; the only owner is never offered "Remove". On two
// server processes of their own (their own database), so the shared test site keeps its facts and hours.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { everydayPhoneForms } from "../support/phones";
import { expect, hydrated, test } from "./fixtures";
import { signIn } from "./office";
import { mailsTo, uniqueEmail } from "./store";
import { twoSites } from "./two-sites";

test.describe.configure({ mode: "serial" });

const { siteA, siteB, owner } = twoSites("formats", 13);
const shots = "/tmp/shots-office-formats";
mkdirSync(shots, { recursive: true });

type Day = { date: string; slots: { start: string }[] };
/** The public booking grid's days from `from` to `to` on site A. */
async function bookable(page: Page, from?: string, to?: string): Promise<Day[]> {
  const query = from ? `?from=${from}&to=${to ?? from}` : "";
  return ((await (await page.request.get(`${siteA}/api/availability${query}`)).json()) as { days: Day[] }).days;
}
const isMonday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1;
/** The start times ("09:00") the grid offers on `date`. */
const startsOn = async (page: Page, date: string) =>
  (await bookable(page, date))[0]!.slots.map((slot) => slot.start.slice(11, 16));

/** Nothing on the page is wider than the screen. */
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

const modes = [
  { javaScript: false, width: 375 },
  { javaScript: true, width: 375 },
  { javaScript: false, width: 1280 },
  { javaScript: true, width: 1280 },
];

for (const { javaScript, width } of modes) {
  const mode = `${width}-${javaScript ? "js" : "nojs"}`;
  test.describe(`JavaScript ${javaScript ? "on" : "off"} at ${width} px`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });
    // Each test signs in and saves a form a dozen times or more: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 120_000 });
    const ready = async (page: Page) => {
      if (javaScript) await hydrated(page);
    };

    test("a phone number typed any everyday way saves as (407) 555-0999; a bad one says what to type", async ({
      page,
    }) => {
      await signIn(page, owner(), "/office/facts", siteA);
      await ready(page);
      const phone = page.getByLabel("Phone");
      await expect(phone).toHaveAttribute("type", "tel");
      const save = page.getByRole("button", { name: "Save: live on the site at once" });
      /** Saves the number as typed; the page opened afresh shows what was stored. */
      const saved = async (typed: string) => {
        await phone.fill(typed);
        await save.click();
        await expect(page.getByRole("status")).toContainText("Saved: every page shows these now");
        await page.goto(`${siteA}/office/facts`);
        await ready(page);
        return phone.inputValue();
      };
      for (const typed of everydayPhoneForms) {
        // Another number first, so each form is a change that saves.
        expect(await saved("(321) 555-0100")).toBe("(321) 555-0100");
        expect(await saved(typed), typed).toBe("(407) 555-0999");
      }
      // The other process's pages show it in the house form, dialled with the country code.
      await expect
        .poll(async () => (await page.request.get(`${siteB}/contact`)).text())
        .toContain('href="tel:+14075550999"');
      expect(await (await page.request.get(`${siteB}/contact`)).text()).toContain("(407) 555-0999");

      await phone.fill("407 555");
      await save.click();
      await expect(page.getByRole("alert").first()).toContainText(
        "Write a US phone number with its area code, like 407 555 0142.",
      );
      await expect(phone).toHaveValue("407 555");
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/facts-${mode}.png`, fullPage: true });
    });

    test("hours 9:00 to 17:00 every 120 minutes give the same times as today's list; a week closes in one step", async ({
      page,
    }) => {
      await signIn(page, owner(), "/office/availability", siteA);
      await ready(page);
      const monday = page.getByRole("group", { name: "Monday" });
      /** Saves the hours; the page opened afresh shows them as stored. */
      const save = async () => {
        await page.getByRole("button", { name: "Save hours" }).click();
        await expect(page.getByRole("status")).toContainText("Hours saved.");
        await page.goto(`${siteA}/office/availability`);
        await ready(page);
      };
      const days = await bookable(page);
      const mondays = days.filter((day) => isMonday(day.date) && day.slots.length > 0).map((day) => day.date);
      expect(mondays.length).toBeGreaterThan(0);

      // Today's list, typed as it always was.
      await monday.getByLabel("First start").fill("");
      await monday.getByLabel("Last one ends by").fill("");
      await monday.getByLabel("Other start times").fill("9:00, 11:00, 13:00, 15:00");
      await save();
      const fromList = await startsOn(page, mondays[0]!);
      expect(fromList).toEqual(["09:00", "11:00", "13:00", "15:00"]);
      // Shown back as the range that gives it.
      await expect(monday.getByLabel("First start")).toHaveValue("09:00");
      // (The last 90-minute consultation, at 15:00, ends at 16:30.)
      await expect(monday.getByLabel("Last one ends by")).toHaveValue("16:30");
      await expect(monday.getByLabel("Every (minutes)")).toHaveValue("120");
      await expect(monday.getByLabel("Other start times")).toHaveValue("");

      // The same day typed as a range: exactly the same times.
      await monday.getByLabel("First start").fill("09:00");
      await monday.getByLabel("Last one ends by").fill("17:00");
      await monday.getByLabel("Every (minutes)").fill("120");
      await save();
      expect(await startsOn(page, mondays[0]!)).toEqual(fromList);

      // A range that leaves no room says what to type, under its field.
      await monday.getByLabel("Last one ends by").fill("09:30");
      await page.getByRole("button", { name: "Save hours" }).click();
      await expect(page.getByRole("alert").first()).toContainText("Nothing was saved.");
      await expect(
        monday.getByText("Monday: from 09:00 to 09:30 leaves no room for a 90-minute consultation"),
      ).toBeVisible();
      await expect(monday.getByLabel("Last one ends by")).toHaveValue("09:30");
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/availability-refused-${mode}.png`, fullPage: true });

      // A week's holiday, closed in one step: a week from a Monday with times.
      await page.goto(`${siteA}/office/availability`);
      await ready(page);
      const first = mondays.at(-2) ?? mondays[0]!;
      const last = new Date(Date.parse(`${first}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
      expect((await bookable(page, first, last)).some((day) => day.slots.length > 0)).toBe(true);
      await page.getByLabel("Day to close").fill(first);
      await page.getByLabel("Last day, for more than one").fill(last);
      await page.getByRole("button", { name: "Close this day (or days)" }).click();
      await expect(page.getByRole("status")).toContainText("are closed: no one can book a consultation on them.");
      expect((await bookable(page, first, last)).every((day) => day.slots.length === 0)).toBe(true);
      await page.screenshot({ path: `${shots}/availability-closed-${mode}.png`, fullPage: true });
      await noSidewaysScroll(page);
      // Open again for the next run.
      for (let day = 0; day < 7; day++) {
        const date = new Date(Date.parse(`${first}T12:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
        // Each day's own button (a run's closes all of it): behind its run's list while the run lasts.
        const reopen = page.locator(
          `form:has(input[name="date"][value="${date}"]):not(:has(input[name="until"])) button`,
        );
        if (!(await reopen.isVisible())) await page.locator("details", { has: reopen }).locator("summary").click();
        await reopen.click();
        await expect(reopen).toHaveCount(0);
        await expect(page.getByRole("status")).toContainText("is open again for bookings.");
      }
      expect((await bookable(page, first, last)).some((day) => day.slots.length > 0)).toBe(true);
    });

    test("block a time with time inputs on the calendar", async ({ page }) => {
      await signIn(page, owner(), "/office/calendar", siteA);
      await ready(page);
      const blockCard = page.getByRole("region", { name: "Block a time" });
      await expect(blockCard.locator('input[name="from"]')).toHaveAttribute("type", "time");
      await expect(blockCard.locator('input[name="to"]')).toHaveAttribute("type", "time");
      await expect(blockCard.locator('input[name="date"]')).toHaveAttribute("type", "date");
      await noSidewaysScroll(page);
      await blockCard.screenshot({ path: `${shots}/calendar-block-${mode}.png` });
    });

    test("someone added gets the invitation mail; the only owner is never offered Remove", async ({ page }) => {
      const me = owner();
      await signIn(page, me, "/office/people", siteA);
      await ready(page);
      const newcomer = uniqueEmail(`invited-${mode}`);
      await page.getByLabel("E-mail address").fill(newcomer);
      await page.getByLabel("Name", { exact: true }).fill("Sam Ortiz");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("status")).toHaveText(`${newcomer} added.`);
      await expect(page.getByText("We have e-mailed them an invitation")).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: newcomer })).toContainText("Sam Ortiz");
      await expect.poll(() => mailsTo(newcomer).length).toBe(1);
      const invitation = await simpleParser(mailsTo(newcomer)[0]!);
      expect(invitation.subject).toBe(`${me} added you to the Saltbox office`);
      expect(invitation.text).toContain("Welcome, Sam Ortiz");
      expect(invitation.text).toMatch(/Sign in at \S+\/office\/sign-in\s+with this e-mail address/);

      // My own name, shown on the list and in the audit log.
      await page.getByLabel("E-mail address").fill(me);
      await page.getByLabel("Name", { exact: true }).fill("Dana Reyes");
      // No role chosen: a name change keeps the role (the only owner stays one).
      await expect(page.getByLabel("Role", { exact: true })).toHaveValue("");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("status")).toHaveText(`${me} now has the new name.`);
      await expect(page.getByText("Dana Reyes (you)")).toBeVisible();

      // The removal question reads for someone else, and for yourself.
      await page.getByRole("link", { name: `Remove ${newcomer}` }).click();
      await expect(page.getByRole("alert")).toContainText(
        `Remove Sam Ortiz (${newcomer})? They can no longer sign in, and are signed out everywhere at once.`,
      );
      await page.getByRole("link", { name: "Keep" }).click();
      // The question closes and the list moves up under it: the next tap waits for that. Without
      // JavaScript that is a new page, loaded first: the empty document between the two has no
      // alert either, and the owners counted there were none.
      await page.waitForURL(`${siteA}/office/people`);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await page.getByRole("link", { name: `Remove ${me}` }).click();
      await expect(page.getByRole("alert")).toContainText(
        `Remove yourself (${me})? You are signed out at once, everywhere, and can no longer sign in.`,
      );
      await expect(page.getByRole("button", { name: "Remove me" })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/people-remove-yourself-${mode}.png`, fullPage: true });
      await page.getByRole("link", { name: "Keep" }).click();
      // The question closes and the list moves up under it: the next tap waits for that. Without
      // JavaScript that is a new page, loaded first: the empty document between the two has no
      // alert either, and the owners counted there were none.
      await page.waitForURL(`${siteA}/office/people`);
      await expect(page.getByRole("alert")).toHaveCount(0);

      // Every other owner made staff: I am the only owner, and "Remove" is not offered for me. The
      // owners are counted on the page loaded afresh after each change (in CI, without JavaScript,
      // a count taken after a post's answer once missed an owner and the loop stopped early).
      const others = page.getByRole("listitem").filter({ hasText: "Owner · added" }).filter({ hasNotText: "(you)" });
      await page.goto(`${siteA}/office/people`);
      await ready(page);
      for (let count = await others.count(); count > 0; count = await others.count()) {
        const email = (await others
          .first()
          .getByRole("link", { name: /^Remove / })
          .getAttribute("aria-label"))!.slice("Remove ".length);
        await page.getByLabel("E-mail address").fill(email);
        await page.getByLabel("Name", { exact: true }).fill("");
        await page.getByLabel("Role", { exact: true }).selectOption("Staff");
        await page.getByRole("button", { name: "Save" }).click();
        await expect(page.getByRole("status")).toHaveText(`${email} now has the new role.`);
        await page.goto(`${siteA}/office/people`);
        await ready(page);
      }
      await expect(page.getByRole("link", { name: `Remove ${me}` })).toHaveCount(0);
      await expect(page.getByRole("listitem").filter({ hasText: "(you)" })).toContainText("The only owner");
      // An address typed by hand asks nothing, and a post is refused with the reason.
      await page.goto(`${siteA}/office/people?remove=${encodeURIComponent(me)}`);
      await expect(page.getByRole("alert")).toHaveText("The office needs an owner: make someone else an owner first.");
      await expect(page.getByRole("button", { name: "Remove me" })).toHaveCount(0);
      const refused = await page.request.post(`${siteA}/office/people`, {
        form: { intent: "remove", email: me },
        headers: { Origin: siteA },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain("The office needs an owner: make someone else an owner first.");
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/people-${mode}.png`, fullPage: true });

      await page.goto(`${siteA}/office/audit`);
      await expect(page.getByText(`Dana Reyes (${me})`).first()).toBeVisible();
      await page.screenshot({ path: `${shots}/audit-${mode}.png` });
    });
  });
}
