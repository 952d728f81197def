// Nothing typed in the office is lost (issue 45): what the owner types is kept in the tab, asked
// about before an in-office link or the browser's own leave takes the page away, and put back with
// a note after Back or a reload; a save, or "Discard what I typed", forgets it.
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, holdScripts, hydrated, test } from "./fixtures";
import { clientAddress, newPerson, origin, signIn } from "./office";
import { inDays, signedEstimate } from "./signed-estimate";
import { uniqueEmail } from "./store";

const SHOTS = "/tmp/shots-kept-typing";
mkdirSync(SHOTS, { recursive: true });

/** An office place from the header: on a phone in its Menu, on a desktop in its group's list. */
async function menuLink(page: Page, group: string, name: string) {
  const link = page.getByRole("navigation", { name: "Office" }).getByRole("link", { name, exact: true });
  if (await link.isVisible()) return link;
  const menu = page.getByText("Menu", { exact: true });
  await ((await menu.isVisible()) ? menu : page.locator("summary", { hasText: group })).click();
  return link;
}

const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: "Leave this page without saving?" });
const restoredNote = (page: Page) => page.getByRole("region", { name: "What you typed before" });

/** A field of a form kind (by its label, or found otherwise) and what the owner types into it or picks. */
type Typed = [field: string | ((page: Page) => Locator), value: string];
const locate = (page: Page, field: Typed[0]) => (typeof field === "string" ? page.getByLabel(field) : field(page));
/**
 * An office form kind: its page, its fields as typed, and the menu link that leaves it. `whole`:
 * also the leave question's other answer (Stay), and that a page whose typing was discarded is
 * left without a question and gets nothing back.
 */
type FormKind = {
  name: string;
  path: string;
  typed: Typed[];
  away?: { group: string; name: string; path: string };
  whole?: boolean;
  shot?: string;
};

const toCalendar = { group: "Calendar", name: "Calendar", path: "/office/calendar" };

async function enter(field: Locator, value: string) {
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
  else await field.fill(value);
}

async function seeTyped(page: Page, typed: Typed[]) {
  for (const [field, value] of typed) await expect(locate(page, field)).toHaveValue(value);
  await expect(restoredNote(page)).toContainText("What you typed here before is back.");
}

/**
 * The bar of issue 45 for one form kind: typed, the office menu asks before leaving; Leave, Back,
 * and the typing is there with the note; a reload asks the browser's own question and brings it
 * back again. Then "Discard what I typed", so the next kind starts on a page with nothing to lose.
 */
async function keptThroughLeaving(page: Page, { path, typed, away = toCalendar, whole, shot }: FormKind) {
  await page.goto(path);
  await hydrated(page);
  for (const [field, value] of typed) await enter(locate(page, field), value);
  // The URL changes before the page does: each page is known by its heading.
  const heading = page.getByRole("heading", { level: 1 });
  const title = (await heading.textContent())!;
  const leaveByMenu = async () => (await menuLink(page, away.group, away.name)).click();

  await leaveByMenu();
  await expect(leaveDialog(page)).toBeVisible();
  if (whole) {
    await page.getByRole("button", { name: "Stay on this page" }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await expect(page).toHaveURL(`${origin}${path}`);
    for (const [field, value] of typed) await expect(locate(page, field)).toHaveValue(value);
    await leaveByMenu();
  }
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  await expect(page).toHaveURL(`${origin}${away.path}`);
  await expect(heading).not.toHaveText(title);
  await page.goBack();
  await expect(page).toHaveURL(`${origin}${path}`);
  await expect(heading).toHaveText(title);
  await seeTyped(page, typed);
  if (shot) {
    // The note is on the screen the page opens again on, below the header, not under it.
    await expect(restoredNote(page)).toBeInViewport();
    const header = (await page.locator("header").first().boundingBox())!;
    expect((await restoredNote(page).boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  }

  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await hydrated(page);
  expect(asked).toEqual(["beforeunload"]);
  await seeTyped(page, typed);

  // "Show me" takes the owner to the first box typed into, however far down the page it is.
  await restoredNote(page).getByRole("button", { name: "Show me" }).click();
  const focused = page.locator(":focus");
  await expect(focused).toBeInViewport();
  expect(typed.map(([, value]) => value)).toContain(await focused.inputValue());
  await page.getByRole("button", { name: "Discard what I typed" }).click();
  await expect(restoredNote(page)).toBeHidden();
  for (const [field, value] of typed) await expect(locate(page, field)).not.toHaveValue(value);
  if (whole) {
    // Nothing left to lose: the menu leaves at once, and nothing comes back.
    await leaveByMenu();
    await expect(heading).not.toHaveText(title);
    await page.goBack();
    await expect(heading).toHaveText(title);
    await expect(restoredNote(page)).toBeHidden();
  }
}

/** A new lead entered by hand through the signed-in page's own session: its office path. */
async function leadPath(page: Page, label: string) {
  const entered = await page.request.post("/office/leads/new", {
    form: {
      firstName: "Dana",
      lastName: "Whitfield",
      email: uniqueEmail(label),
      source: "referral",
      message: "Hall bath.",
    },
    maxRedirects: 0,
  });
  expect(entered.status()).toBe(303);
  return new URL(entered.headers().location!, origin).pathname;
}

const exactly = (name: string) => (page: Page) => page.getByLabel(name, { exact: true });
const inCard = (card: string, name: string) => (page: Page) =>
  page.getByRole("region", { name: card, exact: true }).getByLabel(name);

for (const width of [375, 1280]) {
  test(`at ${width} px, every office form kind keeps its typing through Menu → elsewhere → Back and a reload, and asks before leaving`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, newPerson(`kept-kinds-${width}`, "owner"));
    const lead = await leadPath(page, `kept-kinds-${width}`);
    const { officePath: contract } = await signedEstimate(page.request, uniqueEmail(`kept-contract-${width}`));
    await page.goto("/office/blog");
    const post = await page
      .getByRole("main")
      .locator('a[href^="/office/blog/"]:not([href$="/new"])')
      .first()
      .getAttribute("href");

    const kinds: FormKind[] = [
      {
        name: "a new blog post",
        path: "/office/blog/new",
        whole: true,
        typed: [
          ["Title", `Hurricane Shutters Before June ${width}`],
          ["Text in Markdown", "## Accordion or panel?\n\nWhat we fit on the lanai in Winter Park."],
        ],
      },
      {
        name: "a lead's reply, note, activity log and next step",
        path: lead,
        typed: [
          [(page) => page.getByLabel(/^To /), "Hello Dana,\n\nThe tile samples are in: Thursday?"],
          ["Add a note", "Prefers texts after 5 pm."],
          ["What happened", "text"],
          ["Notes (optional)", "Sent the tile photos"],
          ["What to do next", "Bring the grout samples"],
          ["Follow up on", inDays(3)],
          ["Move to", "contacted"],
        ],
      },
      {
        name: "the new-lead form",
        path: "/office/leads/new",
        typed: [
          ["First name", "Marisol"],
          ["Phone", "407 555 0187"],
          ["Where it came from", "referral"],
          ["What they want", "A screened lanai over the pool."],
        ],
      },
      {
        name: "business facts",
        path: "/office/facts",
        typed: [["Phone", "407-555-0999"]],
      },
      {
        name: "an estimate",
        path: `${lead}/estimates/new`,
        typed: [
          ["Title", "Hall bathroom"],
          ["Scope of work", "Tub to walk-in shower, new vanity."],
        ],
      },
      {
        name: "the calendar's block-a-time form",
        path: "/office/calendar",
        away: { group: "Leads", name: "Leads", path: "/office/leads" },
        typed: [
          [inCard("Block a time", "Day"), inDays(5)],
          [inCard("Block a time", "From"), "13:00"],
          [inCard("Block a time", "To"), "15:30"],
          [inCard("Block a time", "Reason (only you see it)"), "Inspection in Oviedo"],
          ["Notes from the call", "Gate code 4411; the dog is friendly."],
        ],
      },
      {
        name: "the consultation hours",
        path: "/office/availability",
        typed: [
          [(page) => page.getByRole("group", { name: "Monday" }).getByLabel("Other start times"), "9:00, 11:00"],
          ["Day to close", inDays(20)],
        ],
      },
      {
        name: "a blog post's summary",
        path: post!,
        shot: `post-summary-${width}`,
        typed: [
          ["Summary", "What a Central Florida lanai needs before hurricane season, and what can wait until fall."],
        ],
      },
      {
        name: "a testimonial",
        path: "/office/testimonials/new",
        typed: [
          ["Name", "The Alvarez Family"],
          ["What they said", "They kept the old terrazzo and finished early."],
          ["Stars they gave", "4"],
        ],
      },
      {
        name: "the newsletter's compose",
        path: "/office/newsletter/new",
        typed: [
          ["Subject", "Lanai season"],
          ["Introduction", "Hello from **Winter Park**."],
        ],
      },
      {
        name: "people: add someone",
        path: "/office/people",
        typed: [
          ["E-mail address", uniqueEmail(`kept-person-${width}`)],
          [exactly("Name"), "Sam Ortiz"],
          [exactly("Role"), "Owner"],
        ],
      },
      {
        name: "a contract's change order",
        path: `${contract}/change-orders/new`,
        typed: [
          ["What changes", "Heated floor under the new tile, on its own thermostat."],
          ["Price, if one for all", "1,800"],
        ],
      },
      {
        name: "a contract's payment",
        path: contract,
        typed: [
          ["Amount received ($)", "3,000"],
          ["Reference", "Check 1042"],
        ],
      },
    ];
    for (const kind of kinds) await test.step(kind.name, () => keptThroughLeaving(page, kind));
  });
}

test("a testimonial saved is forgotten as a draft: leaving asks nothing and no note comes back; one refused keeps what was typed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.setExtraHTTPHeaders(clientAddress());
  await signIn(page, newPerson("kept-testimonial", "owner"), "/office/testimonials/new");
  await hydrated(page);
  const name = `The Okafor Family ${Date.now() % 100_000}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Who they are").fill("Homeowners");
  await page.getByLabel("Where, or which firm").fill("College Park");
  // Too short: refused, and what was typed stays kept.
  await page.getByLabel("What they said").fill("Great.");
  await page.getByLabel("Stars they gave").selectOption("5");
  await page.getByRole("button", { name: /^Publish/ }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(restoredNote(page)).toBeVisible();

  await page
    .getByLabel("What they said")
    .fill("They rebuilt our 1950s kitchen around the original terrazzo and finished a week early.");
  await page.getByRole("button", { name: /^Publish/ }).click();
  await expect(page).not.toHaveURL(/\/new$/);
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await (await menuLink(page, "Calendar", "Calendar")).click();
  await expect(page).toHaveURL(/\/office\/calendar$/);
  await page.goto("/office/testimonials/new");
  await hydrated(page);
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(restoredNote(page)).toBeHidden();
});

test("typing that came back and is then saved, on a page that stays the same, takes its note away", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.setExtraHTTPHeaders(clientAddress());
  await signIn(page, newPerson("kept-saved-in-place", "owner"), "/office");
  const lead = await leadPath(page, "kept-saved-in-place");
  await page.goto(lead);
  await hydrated(page);
  await page.getByLabel("Add a note").fill("Measured the hall bath: 5 by 8 ft.");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await hydrated(page);
  await seeTyped(page, [["Add a note", "Measured the hall bath: 5 by 8 ft."]]);
  // Saved: the lead's page again (its address only gains the notice's query), the note typed is
  // on it, and nothing there is unsaved any more, so nothing says so.
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Measured the hall bath: 5 by 8 ft.")).toBeVisible();
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await expect(restoredNote(page)).toBeHidden();
  await (await menuLink(page, "Calendar", "Calendar")).click();
  await expect(page).toHaveURL(`${origin}/office/calendar`);
  await expect(leaveDialog(page)).toBeHidden();
});

test("what is typed on a phone before the page's script runs is kept too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.setExtraHTTPHeaders(clientAddress());
  await signIn(page, newPerson("kept-early", "owner"), "/office/leads/new");
  // The page's scripts held back: the form is on the screen, and nothing listens yet.
  const release = await holdScripts(page);
  await page.goto("/office/leads/new", { waitUntil: "commit" });
  await expect(page.getByLabel("First name")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  // One field, still being typed in (the focus in it): no event of the page's reaches the script.
  await page.getByLabel("First name").fill("Typed Early");
  release();
  await hydrated(page);
  await page.unrouteAll();
  // Nothing typed since: a reload (the browser asks first) brings it back all the same.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await hydrated(page);
  await seeTyped(page, [["First name", "Typed Early"]]);
});

test("a form sent before the page's script runs is on its way: nothing of it comes back as typing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.setExtraHTTPHeaders(clientAddress());
  await signIn(page, newPerson("sent-early", "owner"), "/office");
  const lead = await leadPath(page, "sent-early");
  // The page being left says when its script has started (the test cannot ask a page that is
  // being navigated away from).
  let started = () => {};
  const scriptStarted = new Promise<void>((resolve) => (started = resolve));
  await page.exposeFunction("scriptStarted", () => started());
  await page.addInitScript(() =>
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated) (window as unknown as { scriptStarted(): void }).scriptStarted();
    }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] }),
  );
  const release = await holdScripts(page);
  await page.goto(lead, { waitUntil: "commit" });
  await page.getByLabel("Add a note").fill("Gate code 4417, dog is friendly.");
  // The note goes as a plain post; the page's script starts while its answer is on the way.
  await page.route(lead, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    release();
    await scriptStarted;
    await route.continue();
  });
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Gate code 4417, dog is friendly.")).toBeVisible();
  await hydrated(page);
  await page.unrouteAll();
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await expect(restoredNote(page)).toBeHidden();
  await page.goto(lead);
  await hydrated(page);
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await expect(restoredNote(page)).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  // With no script to keep it, the browser's own form restoration is what brings typing back
  // after Back, and it skips every field marked autocomplete="off". It finds each form again by
  // its action, its first named fields and how many forms like it came before, so People is
  // left while someone else joins the office: their form on the list must not hide the typing.
  test("the browser brings back what was typed on Add a lead, a payment, People and the newsletter after leaving and Back", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(clientAddress());
    await signIn(page, newPerson("kept-no-js", "owner"));
    const { officePath: contract } = await signedEstimate(page.request, uniqueEmail("kept-no-js-contract"));
    const forms: [path: string, typed: Typed[], meanwhile?: () => void][] = [
      [
        "/office/leads/new",
        [
          ["First name", "Marisol"],
          ["Last name", "Peña"],
          ["Phone", "407 555 0187"],
          ["What they want", "A screened lanai over the pool."],
        ],
      ],
      [
        contract,
        [
          ["Amount received ($)", "3,000"],
          ["Reference", "Check 1042"],
        ],
      ],
      [
        "/office/people",
        [
          ["E-mail address", "rosa.kept@example.com"],
          [(page) => page.getByLabel("Name", { exact: true }), "Rosa Delgado"],
        ],
        () => newPerson("kept-no-js-meanwhile"),
      ],
      [
        "/office/newsletter",
        [
          ["Their e-mail address", "neighbor.kept@example.com"],
          ["How and when they asked for it", "Asked at the Winter Park walkthrough, Nov 28"],
        ],
      ],
    ];
    for (const [path, typed, meanwhile] of forms) {
      await page.goto(path);
      for (const [field, value] of typed) await enter(locate(page, field), value);
      await (await menuLink(page, "Calendar", "Calendar")).click();
      await expect(page).toHaveURL(`${origin}/office/calendar`);
      meanwhile?.();
      await page.goBack();
      await expect(page).toHaveURL(`${origin}${path}`);
      for (const [field, value] of typed) await expect(locate(page, field), path).toHaveValue(value);
    }
  });
});
