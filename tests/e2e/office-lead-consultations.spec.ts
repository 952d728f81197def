// A lead worked to its consultation, in Chromium against the production build (375 px and 1280 px,
// with and without JavaScript) and by plain form posts: entered by hand, its call logged (it leaves
// the waiting list), a follow-up set for today (it is in the due list), a consultation booked from
// its page at a time the public grid does not offer; a second lead of the same name added with a
// consultation at a clashing time (the warning first, then "Book anyway"); and the two merged.
import type { Browser, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { availability } from "../../common/availability";
import { expect, test } from "./fixtures";
import { newPerson, origin, signIn } from "./office";
import { mailsTo, uniqueEmail } from "./store";
import { axeViolations } from "./two-sites";
import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";

/** axe on the page as it is (a warning shown after a post is no address to visit again). */
const axeHere = async (page: Page) =>
  (await axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
  );

const zone = "America/New_York";
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
/**
 * A weekday with consultation hours, months ahead (past the public grid's 28 days, so none of its
 * times is offered online), different for every test so their consultations do not meet.
 */
/**
 * A weekday 70 to 670 days ahead (past the public grid's 62 days) in the lane (0-4) each test
 * books in: tests run at once on one database, and two noons on one day clash (a random day of the
 * whole range did, now and then).
 */
const farWeekday = (lane: number) => {
  for (;;) {
    const day = new Date(Date.now() + (70 + lane * 120 + Math.floor(Math.random() * 120)) * 86_400_000);
    const iso = day.toISOString().slice(0, 10);
    const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !(availability.closedDates as readonly string[]).includes(iso)) return iso;
  }
};
const someone = (label: string) => {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    firstName: `Book${tag}`,
    lastName: "Alvarez",
    email: uniqueEmail(label),
    phone: `(321) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
  };
};
const otherPhone = () => `(689) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
/** The list (`view`) narrowed to `name`: how many leads of that name it shows. */
const listed = async (page: Page, view: string, name: string) => {
  await page.goto(`/office/leads?view=${view}&q=${encodeURIComponent(name)}`);
  return page.getByRole("link", { name, exact: true }).count();
};
const shoot = async (page: Page, label: string, width: number) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `/tmp/shots-book/${label}-${width}.png`, fullPage: true });
};

async function workToAConsultation(browser: Browser, javaScriptEnabled: boolean, width: number) {
  // Two leads worked through a dozen pages, and axe three times: minutes on a busy machine.
  test.setTimeout(360_000);
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const mode = `${javaScriptEnabled ? "js" : "nojs"}-${width}`;
  await signIn(page, newPerson(`book-${mode}`), "/office/leads/new");
  const person = someone(`book-${mode}`);
  const name = `${person.firstName} ${person.lastName}`;
  const day = farWeekday((width === 375 ? 0 : 2) + (javaScriptEnabled ? 0 : 1));

  // Entered by hand; the call logged; a follow-up for today.
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Phone").fill(person.phone);
  await page.getByLabel("Where it came from").selectOption("phone");
  await page.getByLabel("What they want").fill("A new primary bath: walk-in shower, double vanity.");
  await page.getByRole("button", { name: "Add the lead" }).click();
  await expect(page.getByRole("status")).toHaveText("Lead added.");
  const lead = new URL(page.url()).pathname;
  expect(await listed(page, "waiting", name)).toBe(1);
  await page.goto(lead);
  await page.getByLabel("Notes (optional)").fill("Agreed a visit at noon.");
  await page.getByRole("button", { name: "Log it" }).click();
  await expect(page.getByRole("status")).toHaveText("Logged in the history.");
  expect(await listed(page, "waiting", name)).toBe(0);
  await page.goto(lead);
  await page.getByLabel("Follow up on").fill(today());
  await page.getByRole("button", { name: "Save next step" }).click();
  await expect(page.getByRole("status")).toHaveText("Next step saved.");
  expect(await listed(page, "due", name)).toBe(1);

  // Booked from its page at noon: no time the public grid offers (its starts are 8:30, 10:30, 12:30 …).
  await page.goto(lead);
  await page.getByLabel("Consultation day").fill(day);
  await page.getByLabel("Starts at").fill("12:00");
  await page.getByLabel("Where (their address)").fill("48 Lake Sybelia Dr, Maitland");
  await page.getByRole("button", { name: "Book the consultation" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Consultation booked. They are sent the confirmation with a calendar invitation at ${person.email}.`,
  );
  await expect(page.getByRole("heading", { name: "Stage: Consultation" })).toBeVisible();
  await expect(page.getByText(/12:00\s–\s1:30\sPM\s.*\(booked\)/)).toBeVisible();
  // Its move and cancel at the top of the page, beside the call and text buttons: in the first screen.
  const atTop = page.getByTestId("lead-consultation");
  await expect(atTop).toContainText(/^Consultation .*12:00/);
  await expect(atTop.getByRole("link", { name: /^Move the consultation of/ })).toBeInViewport();
  await expect(atTop.getByRole("link", { name: /^Cancel the consultation of/ })).toHaveAttribute("href", /cancel=\d+/);
  // One upcoming consultation per address: the card says so, rather than offer a form that is refused.
  const bookCard = page.getByRole("region", { name: "Book a consultation" });
  await expect(bookCard).toContainText("An e-mail address holds one upcoming consultation");
  await expect(bookCard.getByRole("button", { name: "Book the consultation" })).toHaveCount(0);
  // Their confirmation, with the calendar invitation, as a phone booking's.
  await expect
    .poll(async () =>
      (await Promise.all(mailsTo(person.email).map((eml) => simpleParser(eml)))).some(
        (mail) =>
          mail.subject?.startsWith("Consultation booked") &&
          mail.attachments.some((part) => part.contentType.startsWith("text/calendar")),
      ),
    )
    .toBe(true);
  await shoot(page, `lead-booked-${javaScriptEnabled ? "js" : "nojs"}`, width);

  // The same name, another phone and no address: a second lead, whose consultation at 12:30 clashes.
  await page.goto("/office/leads/new");
  // The first lead was saved: nothing typed for it comes back.
  await expect(page.getByLabel("E-mail")).toHaveValue("");
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Phone").fill(otherPhone());
  await page.getByLabel("Where it came from").selectOption("walk-in");
  await page.getByLabel("Consultation day").fill(day);
  await page.getByLabel("Starts at").fill("12:30");
  await page.getByRole("button", { name: "Add the lead" }).click();
  const warning = page.getByRole("alert");
  await expect(warning).toContainText("Not saved yet, neither the lead nor its consultation: that time clashes.");
  await expect(warning).toContainText(`It overlaps the consultation with ${name}`);
  // Below the sticky header, and everything typed kept.
  const header = await page.locator("header").first().boundingBox();
  const box = await warning.boundingBox();
  if (javaScriptEnabled) expect(box!.y).toBeGreaterThanOrEqual((header?.height ?? 0) - 1);
  await expect(page.getByLabel("First name")).toHaveValue(person.firstName);
  await expect(page.getByLabel("Starts at")).toHaveValue("12:30");
  await shoot(page, `new-clash-${javaScriptEnabled ? "js" : "nojs"}`, width);
  // axe is a script in the page: without JavaScript the same markup is served, and checked with it.
  if (javaScriptEnabled) expect(await axeHere(page)).toEqual([]);
  await page.getByRole("button", { name: "Book anyway" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Lead added. Consultation booked. They gave no e-mail address: tell them the time yourself.",
  );
  const second = new URL(page.url()).pathname;
  const secondId = second.split("/").pop()!;

  // Merged into the first: chosen from the suggestions, asked first, then gone.
  await page.goto(lead);
  await page.getByRole("radio", { name: new RegExp(`^#${secondId} `) }).check();
  await page.getByRole("button", { name: "Review the merge" }).click();
  await expect(page.getByRole("heading", { name: `Merge lead #${secondId} into this one?` })).toBeVisible();
  await shoot(page, `merge-question-${javaScriptEnabled ? "js" : "nojs"}`, width);
  // axe is a script in the page: without JavaScript the same markup is served, and checked with it.
  if (javaScriptEnabled) expect(await axeHere(page)).toEqual([]);
  await page.getByRole("button", { name: `Merge #${secondId} into this lead` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Lead #${secondId} is merged into this one: everything it had is here now.`,
  );
  await expect(page.getByText(/\(booked\)/)).toHaveCount(2);
  await expect(
    page.getByText(new RegExp(`Lead #${secondId} \\(${name}, .*\\) merged into this one by `)),
  ).toBeVisible();
  await page.goto(second);
  await expect(page).toHaveURL(`${origin}${lead}?merged=${secondId}`);
  await expect(page.getByRole("status")).toHaveText(
    `Lead #${secondId} was merged into this one: its old address leads here.`,
  );
  if (javaScriptEnabled) expect(await axeViolations(page, origin, [lead])).toEqual([]);
  await context.close();
}

for (const width of [375, 1280])
  for (const javaScriptEnabled of [true, false])
    test(`${javaScriptEnabled ? "with" : "without"} JavaScript at ${width} px: a lead worked to a consultation the grid does not offer, a clash warned of, two leads merged`, async ({
      browser,
    }) => {
      await workToAConsultation(browser, javaScriptEnabled, width);
    });

test("by plain form posts: the consultation with the new lead (409 on a clash, then booked anyway), from its page, and the merge", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // An owner: the audit log is theirs to read.
  await signIn(page, newPerson("book-posts", "owner"), "/office/leads");
  const post = (path: string, form: Record<string, string>) =>
    page.request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
  const person = someone("book-posts");
  const name = `${person.firstName} ${person.lastName}`;
  const day = farWeekday(4);
  const fields = { ...person, source: "referral", message: "Kitchen island and pantry." };

  const entered = await post("/office/leads/new", fields);
  expect(entered.status()).toBe(303);
  const lead = entered.headers().location!.replace(/\?.*$/, "");
  expect((await post(lead, { activity: "call", activityNote: "Called back" })).status()).toBe(303);
  expect(await listed(page, "waiting", name)).toBe(0);
  expect((await post(lead, { followUpOn: today(), nextAction: "Measure the kitchen" })).status()).toBe(303);
  expect(await listed(page, "due", name)).toBe(1);
  // From its page, at 7:15 (before the consultation hours): the warning, then booked anyway.
  const early = { intent: "book", consultationDate: day, consultationTime: "07:15", location: "" };
  const warned = await post(lead, early);
  expect(warned.status()).toBe(409);
  expect(await warned.text()).toContain("It is outside that day&#x27;s consultation hours");
  expect((await post(lead, { ...early, consultationTime: "25:99" })).status()).toBe(400);
  const booked = await post(lead, { ...early, bookAnyway: "yes" });
  expect([booked.status(), booked.headers().location]).toEqual([303, `${lead}?saved=booked`]);

  // A second lead of the same name with a consultation over the first one's: 409, then booked anyway.
  const second = { ...fields, email: "", phone: otherPhone(), consultationDate: day, consultationTime: "07:45" };
  const clash = await post("/office/leads/new", second);
  expect(clash.status()).toBe(409);
  expect(await clash.text()).toContain(`It overlaps the consultation with ${name}`);
  const anyway = await post("/office/leads/new", { ...second, bookAnyway: "yes" });
  expect(anyway.status()).toBe(303);
  const location = anyway.headers().location!;
  expect(location).toMatch(/^\/office\/leads\/\d+\?saved=entered&booking=booked$/);
  const secondPath = location.replace(/\?.*$/, "");
  const secondId = secondPath.split("/").pop()!;

  expect((await post(lead, { intent: "merge", merge: lead.split("/").pop()! })).status()).toBe(400);
  const merged = await post(lead, { intent: "merge", merge: secondId });
  expect([merged.status(), merged.headers().location]).toEqual([303, `${lead}?saved=merged&merged=${secondId}`]);
  const old = await page.request.get(secondPath, { maxRedirects: 0 });
  expect([old.status(), old.headers().location]).toEqual([301, `${lead}?merged=${secondId}`]);
  expect((await post(secondPath, { activity: "call" })).status()).toBe(404);
  await page.goto("/office/audit");
  await expect(page.getByText(`#${secondId} ${name} → #${lead.split("/").pop()} ${name}`)).toBeVisible();
});
