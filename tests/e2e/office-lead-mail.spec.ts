// Mail both ways on the lead's page (issue 44), in Chromium against the production build: two
// server processes on one PostgreSQL, both with IMAP_URL set to a real IMAP server (Dovecot, as
// the integration tests start it), one of them reading it at a time. A reply sent from the page
// shows as "from the office"; the client's mail in the inbox and the owner's own in Sent show as
// "from the mailbox", with who and when. Axe-clean, no
// sideways scroll, photographed at both widths to /tmp/shots-mail/.
import { expect, test } from "./fixtures";
import { signIn } from "./office";
import { axeViolations, twoSites } from "./two-sites";
import { rawMail, startImap, type TestImap } from "../support/imap";

// One pair of servers on its ports for the file: its tests in one worker, one after the other.
test.describe.configure({ mode: "serial" });

let imap: TestImap;
// Before the sites start (hooks run in order): their IMAP_URL is this server's.
test.beforeAll(async () => {
  imap = await startImap();
});
test.afterAll(async () => {
  await imap?.stop();
});
const { siteA, siteB, owner } = twoSites("leadmail", 23, () => ({ IMAP_URL: imap.url, IMAP_INTERVAL_MS: "1000" }));

for (const width of [375, 1280]) {
  test(`a lead's mail both ways, from the office and from the mailbox, at ${width} px`, async ({ browser }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const tag = Math.random().toString(36).slice(2, 8);
    const client = `mara.${tag}@example.com`;
    await signIn(page, owner(), "/office/leads/new", siteA);
    await page.getByLabel("First name").fill("Mara");
    await page.getByLabel("Last name").fill(`Okafor ${tag}`);
    await page.locator('input[name="email"]').fill(client);
    await page.getByLabel("Where it came from").selectOption("referral");
    await page.getByLabel("What they want").fill("A screened porch off the kitchen, before the summer rains.");
    await page.getByRole("button", { name: "Add the lead" }).click();
    await expect(page).toHaveURL(/\/office\/leads\/\d+\?saved=entered$/);
    const path = new URL(page.url()).pathname;

    await page.getByLabel(`To ${client}`).fill("Hello Mara,\n\nCould we come by on Tuesday at 9 to measure?");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    const thread = page.getByRole("region", { name: "E-mail with them" });
    await expect(thread.getByText(/from the office$/)).toBeVisible();

    await imap.append(
      "INBOX",
      rawMail(
        {
          From: `Mara Okafor <${client}>`,
          To: "hello@saltbox.test",
          Subject: "Re: your enquiry",
          "Message-ID": `<${tag}-1@example.com>`,
        },
        `Tuesday at 9 works. The side gate is open.\n\nOn Mon, Anna wrote:\n> Could we come by on Tuesday at 9?`,
      ),
    );
    await imap.append(
      "Sent",
      rawMail(
        { From: "hello@saltbox.test", To: client, Subject: "Tuesday", "Message-ID": `<${tag}-2@saltbox.test>` },
        "Great, see you Tuesday. Bring the HOA rules if you have them.",
      ),
    );
    // Within a minute, on either process's page (whichever read it, the other shows it too).
    await expect
      .poll(
        async () => {
          await page.goto(`${siteB}${path}`);
          return thread.getByText(/from the mailbox$/).count();
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe(2);
    await expect(thread.getByText("Tuesday at 9 works. The side gate is open.", { exact: true })).toBeVisible();
    // Their mail without the mail it quoted.
    await expect(thread.getByText("Could we come by on Tuesday at 9?")).toHaveCount(0);
    await expect(thread.getByText(`Mara Okafor <${client}>`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await thread.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-mail/lead-mail-${width}.png`, fullPage: true });
    await thread.screenshot({ path: `/tmp/shots-mail/lead-mail-thread-${width}.png` });
    expect(await axeViolations(page, siteA, [path])).toEqual([]);
    await context.close();
  });
}
