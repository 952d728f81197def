// Every office page on a phone (375 px) and a desktop (1280 px): no tap target smaller than
// 24 × 24 px (WCAG 2.2's minimum; a thumb misses less), and, on the phone, axe finds nothing and
// nothing is pushed sideways. Each page is loaded once and all three are read from it. Axe on the
// phone alone: it is most of each page's time (about 1.3 s of 2), and the office is used on a phone.
// The pages are the office's routes in app/routes.ts (each kind of content's in app/lib/office-kinds/):
// a route added there fails this test until it is walked here or named below as no page.
import { readdirSync, readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Page } from "@playwright/test";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "../../app/routes.ts";
import { expect, hydrated, test } from "./fixtures";
import { clientAddress, confirmedSubscriber, newPerson, signIn } from "./office";
import { estimateFor, inDays, mailedToken, signedEstimate } from "./signed-estimate";
import { uniqueEmail } from "./store";
import { axeFindings } from "./two-sites";

/** The office's routes that are no page to look at, and why. */
const NOT_PAGES: Record<string, string> = {
  "office/sign-out": "POST only: the header's button; a typed address is sent back to /office",
  "office/passkeys/:step": "the passkey ceremony's JSON for the browser's script",
  "office/photos": "POST only: a photo uploaded from a form, answered in JSON",
  "office/leads.csv": "a CSV download",
  "office/estimates/:id/contract.pdf": "a PDF download",
  "office/change-orders/:id/signed.pdf": "a PDF download",
  "office/leads/:id/photos/:name": "a client's photo file",
  "office/newsletter/subscribers.csv": "a CSV download",
  "office/newsletter/:id/preview": "the letter as mailed, shown in the frames of its page (walked), not an office page",
};

/** The routes as React Router matches them, each named by its full path ("office/leads/:id"). */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map(
    (entry) =>
      ({
        id: entry.path ?? entry.file,
        path: entry.path,
        index: entry.index,
        children: entry.children && routeObjects(entry.children),
      }) as RouteObject,
  );
}
const matchable = routeObjects(routes);
const fullPaths = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...fullPaths(entry.children ?? [])]);
const officeRoutes = fullPaths(routes).filter((path) => /^office(\/|\.|$)/.test(path));

/** Each kind of content's shape, from its declaration: which of the kind's addresses it has. */
const kinds = readdirSync("app/lib/office-kinds").map((file) => ({
  path: file.replace(".server.ts", ""),
  shape: /shape: "(\w+)"/.exec(readFileSync(`app/lib/office-kinds/${file}`, "utf8"))![1]!,
}));
const kindPages = (route: string) =>
  kinds
    .filter(
      ({ shape }) =>
        route === "office/:kind" ||
        (route === "office/:kind/:id" && shape !== "single") ||
        ((route === "office/:kind/new" || route === "office/:kind/trash") && (shape === "list" || shape === "ordered")),
    )
    .map(({ path }) => `${route} (${path})`);

/** What each office page must be walked as: its route, or for the content's, its route per kind. */
const mustWalk = officeRoutes
  .filter((route) => !(route in NOT_PAGES))
  .flatMap((route) => (route.includes(":kind") ? kindPages(route) : [route]));

/** The page's route as walked: its path in app/routes.ts, with the kind of content it shows. */
function walkedAs(address: string) {
  const matched = matchRoutes(matchable, new URL(address, "http://x").pathname)!.at(-1)!;
  return matched.params.kind === undefined ? matched.route.id! : `${matched.route.id} (${matched.params.kind})`;
}

/** The visible links, buttons, list openers and fields smaller than 24 × 24 px, named for the report. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, summary, input, select, textarea")]
      .filter((element) => {
        if (element instanceof HTMLInputElement && element.type === "hidden") return false;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const shown = box.width > 0 && box.height > 0 && style.visibility !== "hidden";
        // What only a screen reader reads (the skip link until focused, a form's hidden default
        // button) is no tap target: clipped away, or outside the page.
        const offScreen =
          box.right <= 0 ||
          box.bottom <= 0 ||
          style.clipPath === "inset(50%)" ||
          style.clip === "rect(0px, 0px, 0px, 0px)";
        // A checkbox or radio is tapped by its label, which holds it.
        const labelled =
          element instanceof HTMLInputElement &&
          ["checkbox", "radio"].includes(element.type) &&
          element.closest("label") !== null &&
          element.closest("label")!.getBoundingClientRect().height >= 24;
        return shown && !offScreen && !labelled && (box.width < 24 || box.height < 24);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? element.getAttribute("name") ?? "")
          .trim()
          .slice(0, 40);
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );

test("each route named as no page is an office route of app/routes.ts, and the walk knows the kinds of content", () => {
  expect(Object.keys(NOT_PAGES).filter((route) => !officeRoutes.includes(route))).toEqual([]);
  expect(kinds.length).toBeGreaterThan(5);
  expect(mustWalk.length).toBeGreaterThan(30);
});

for (const width of [375, 1280]) {
  test(`every office page at ${width} px: no tap target under 24 px${width === 375 ? ", axe finds nothing, nothing sideways" : ""}`, async ({
    page,
    request,
  }) => {
    // About 1.5 min at 375 px on a quiet two-core machine; four with other test runs on it.
    test.setTimeout(420_000);
    await page.setViewportSize({ width, height: 900 });
    // A lead from the contact form, with a message and a phone.
    const name = `Tap${Math.random().toString(36).slice(2, 8)}`;
    const sent = await request.post("/api/contact", {
      data: {
        firstName: name,
        lastName: "Okafor",
        email: `${name.toLowerCase()}@example.com`,
        phone: "407-555-0142",
        projectType: "Bathroom Remodeling",
        message: "A walk-in shower in place of the tub, in a 1970s house in Maitland.",
      },
      headers: clientAddress(),
    });
    expect(sent.status()).toBe(200);
    const staff = newPerson(`tap-staff-${width}`);
    await signIn(page, newPerson(`tap-${width}`, "owner"), "/office");
    const { request: office } = page;
    // A signed contract with a payment recorded and a change order sent, its job completed and the
    // client's review written (a testimonial draft), a newsletter draft and a subscriber to list.
    const client = uniqueEmail(`tap-${width}`);
    const contract = await signedEstimate(office, client);
    const posted = (path: string, form: Record<string, string>) => office.post(path, { form, maxRedirects: 0 });
    for (const [path, form] of [
      [
        contract.officePath,
        { intent: "recordPayment", amount: "3,000", method: "check", reference: "Check 1042", receivedOn: inDays(-1) },
      ],
      [
        `${contract.officePath}/change-orders/new`,
        { description: "Heated floor", price: "1,800", days: "3", note: "" },
      ],
      [contract.leadPath, { intent: "stage", status: "won" }],
      [contract.leadPath, { intent: "complete" }],
    ] as const)
      expect((await posted(path, form)).status(), path).toBe(303);
    const review = await mailedToken(client, /^How did your project go\?/, "reviews");
    const words = "They finished the bathroom on the day they said and left the house cleaner than they found it.";
    const reviewed = await posted(`/reviews/${review}`, {
      rating: "5",
      text: words,
      displayName: "María P.",
      consent: "yes",
    });
    expect(reviewed.status()).toBe(303);
    const letter = await office.post("/office/newsletter/new", {
      form: {
        subject: "Three kitchens finished this fall",
        intro: "What we built, and what we learned.",
        intent: "draft",
      },
      maxRedirects: 0,
    });
    expect(letter.status()).toBe(303);
    const letterPath = letter.headers().location!.replace(/\?.*/, "");
    await confirmedSubscriber(office, `tap-${width}`);

    const found: string[] = [];
    const walked = new Set<string>();
    /** Looks at the page as it stands, once React has it, as `label`. */
    async function look(label: string) {
      await hydrated(page);
      walked.add(walkedAs(page.url()));
      for (const target of await smallTargets(page)) found.push(`${label}: ${target}`);
      const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width === 375 && scrolled > width) found.push(`${label}: scrolls sideways to ${scrolled} px`);
      if (width === 375) found.push(...(await axeFindings(page, label, { outsideFrames: true })));
    }
    async function visit(path: string) {
      const answer = await page.goto(path);
      expect(answer!.status(), path).toBe(200);
      await look(path);
    }
    /** The first link on the page to an item of `kind` (/office/<kind>/<id>). */
    const firstItem = async (kind: string) =>
      (await page.locator(`main a[href^="/office/${kind}/"]:not([href$="/new"])`).first().getAttribute("href"))!;

    await visit("/office");
    // The sign-in's two steps, as one asked to sign in again sees them.
    await visit("/office/sign-in?again=1&next=%2Foffice");
    await page.getByRole("button", { name: "E-mail me a code" }).click();
    await expect(page.getByLabel(/The 8-digit code/)).toBeVisible();
    await look("/office/sign-in, the code's step");
    await page.getByLabel(/The 8-digit code/).fill("00000000");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("That code is not right")).toBeVisible();
    await look("/office/sign-in, a wrong code");
    await visit("/office/leads");
    await visit("/office/leads?view=waiting");
    await visit(`/office/leads?q=${name}`);
    const lead = (await page.getByRole("link", { name: `${name} Okafor` }).getAttribute("href"))!;
    // A consultation booked with them (on the calendar too), outside the hours: booked all the same.
    const booking = {
      intent: "book",
      consultationDate: inDays(1),
      consultationTime: "07:15",
      location: "",
      bookAnyway: "yes",
    };
    expect((await posted(lead, booking)).status()).toBe(303);
    await visit(lead);
    await visit(`${lead}/estimates/new`);
    await visit(await estimateFor(office, lead, "draft"));
    await visit("/office/leads/new");
    await visit(contract.leadPath);
    await visit(contract.officePath);
    await visit(`${contract.officePath}/change-orders/new`);
    for (const path of ["/office/sources", "/office/calendar", "/office/availability", "/office/passkeys"])
      await visit(path);
    for (const path of ["/office/summary", "/office/people", `/office/people?remove=${encodeURIComponent(staff)}`])
      await visit(path);
    await visit("/office/audit");
    await visit("/office/newsletter");
    await visit("/office/newsletter/new");
    await visit(letterPath);
    await visit(`${letterPath}/send`);
    for (const { path, shape } of kinds) {
      await visit(`/office/${path}`);
      if (shape === "single") continue;
      const item = await firstItem(path);
      if (shape !== "fixed") await visit(`/office/${path}/new`);
      if (shape !== "fixed") await visit(`/office/${path}/trash`);
      await visit(item);
    }
    // The sign-in as a visitor sees it, just signed out.
    await page.context().clearCookies();
    await visit("/office/sign-in?signed-out=here");
    expect(
      mustWalk.filter((route) => !walked.has(route)),
      "office pages not walked",
    ).toEqual([]);
    expect(found).toEqual([]);
  });
}
