// Names on what people in the office did, and an audit log that names and links what changed, on
// a phone without JavaScript and a desktop with it: an owner who gives themselves a name is shown
// by it on a lead's history, notes and replies; the audit log names the note, the estimate sent
// and the subscriber added by hand by their client, each linking its page, with who did it by
// name; a name changed later shows at once. Screenshots of the lead page and the audit log.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { newPerson, signIn } from "./office";
import { estimateFor } from "./signed-estimate";
import { uniqueEmail } from "./store";

const shots = "/tmp/shots-office-names";
mkdirSync(shots, { recursive: true });

/** Nothing on the page is wider than the screen. */
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const { javaScript, width } of [
  { javaScript: false, width: 375 },
  { javaScript: true, width: 1280 },
]) {
  test.describe(`JavaScript ${javaScript ? "on" : "off"} at ${width} px`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });

    test("people are named on a lead's notes, replies and history, and the audit log names and links what changed", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const ready = async () => {
        if (javaScript) await hydrated(page);
      };
      const me = newPerson(`names-${width}`, "owner");
      const name = width < 640 ? "Dana Reyes" : "Marcus Oyelaran-Whitfield";
      const naming = async (to: string) => {
        await page.goto("/office/people");
        await ready();
        await page.getByLabel("E-mail address").fill(me);
        await page.getByLabel("Name", { exact: true }).fill(to);
        await page.getByRole("button", { name: "Save" }).click();
        await expect(page.getByRole("status")).toHaveText(`${me} now has the new name.`);
      };
      await signIn(page, me, "/office/people");
      await naming(name);

      // A lead entered by hand, a note and a reply from its page.
      const client = uniqueEmail("noor-haddad");
      const entered = await page.request.post("/office/leads/new", {
        form: { firstName: "Noor", lastName: "Haddad", email: client, source: "referral", message: "Kitchen." },
        maxRedirects: 0,
      });
      expect(entered.status()).toBe(303);
      const leadPath = new URL(entered.headers().location!, "http://x").pathname;
      const leadId = leadPath.split("/").pop()!;
      await page.goto(leadPath);
      await ready();
      const notes = page.getByRole("region", { name: "Notes" });
      await notes.getByLabel("Add a note").fill("Wants the island moved to the window.");
      await notes.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByRole("status")).toHaveText("Note added.");
      const replies = page.getByRole("region", { name: "Reply by e-mail" });
      await replies.getByLabel(`To ${client}`).fill("Hello Noor,\n\nCould we visit on Friday at 10?");
      await replies.getByRole("button", { name: "Send reply" }).click();
      await expect(page.getByRole("status")).toContainText("Reply sent");

      await expect(notes.getByText(new RegExp(`^${name}, `))).toBeVisible();
      await expect(replies.getByText(new RegExp(`^Sent by ${name}, `))).toBeVisible();
      const history = page.getByRole("region", { name: "History" });
      await expect(history).toContainText(`entered by hand by ${name} (`);
      await expect(history).toContainText(`${name} added a note`);
      await expect(history).toContainText(`${name} e-mailed them a reply`);
      for (const part of [notes, replies, history, page.getByRole("region", { name: "E-mail with them" })])
        await expect(part).not.toContainText(me);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/lead-${width}.png`, fullPage: true });

      // An estimate sent, and someone added to the newsletter by hand.
      const estimatePath = await estimateFor(page.request, leadPath, "send");
      await page.goto("/office/newsletter");
      await ready();
      const reader = uniqueEmail("walk-in");
      const add = page.getByRole("region", { name: "Add someone who asked in person" });
      await add.getByLabel("Their e-mail address").fill(reader);
      await add.getByLabel("How and when they asked for it").fill("Asked at the Lake Nona walkthrough, Nov 28");
      await add.getByRole("button", { name: "Add to the newsletter" }).click();
      await expect(page.getByRole("status")).toContainText(`${reader} is subscribed`);
      await expect(page.getByRole("region", { name: "Subscribers" })).toContainText(`Added by ${name}`);

      // A testimonial saved as a draft: its versions say who saved it, by name.
      await page.goto("/office/testimonials/new");
      await ready();
      await page.getByRole("textbox", { name: "Name", exact: true }).fill(`The Haddad Family ${width}`);
      await page.getByLabel("Who they are").fill("Homeowners");
      await page.getByLabel("Where, or which firm").fill("College Park");
      await page.getByLabel("What they said").fill("They moved the island to the window and finished a week early.");
      await page.getByLabel("Stars they gave").selectOption("5");
      await page.getByRole("button", { name: "Save as draft" }).click();
      await expect(page).not.toHaveURL(/\/new$/);
      const versions = page.getByRole("region", { name: "Earlier versions" });
      await expect(versions).toContainText(` · ${name}`);
      await expect(versions).not.toContainText(me);

      // The audit log: who by name (beside the address kept), what by client, each linking its page.
      await page.goto("/office/audit");
      await ready();
      const entry = (text: string) => page.getByRole("listitem").filter({ hasText: text });
      const note = entry(`#${leadId} Noor Haddad`).filter({ hasText: "note added" });
      await expect(note).toContainText(`${name} (${me})`);
      await expect(note.getByRole("link", { name: "note added" })).toHaveAttribute("href", leadPath);
      const estimateId = estimatePath.split("/").pop()!;
      const sent = entry(`estimate #${estimateId} for Noor Haddad (version 1)`);
      await expect(sent.getByRole("link", { name: "estimate sent" })).toHaveAttribute("href", estimatePath);
      await expect(sent).toContainText(`${name} (${me})`);
      const subscriber = entry(reader);
      await expect(subscriber).toContainText("consent: “Asked at the Lake Nona walkthrough, Nov 28”");
      await expect(subscriber.getByRole("link", { name: "subscriber added by hand" })).toHaveAttribute(
        "href",
        "/office/newsletter?status=confirmed",
      );
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/audit-${width}.png` });

      // A name changed later is the name on everything they did.
      await naming(`${name} Ortiz`);
      await page.goto(leadPath);
      await expect(page.getByRole("region", { name: "History" })).toContainText(`${name} Ortiz added a note`);
      await expect(notes.getByText(new RegExp(`^${name} Ortiz, `))).toBeVisible();
    });
  });
}
