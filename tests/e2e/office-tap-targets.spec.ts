// Every office page on a phone (375 px) and a desktop (1280 px): no tap target smaller than
// 24 × 24 px (WCAG 2.2's minimum; a thumb misses less), and, on the phone, nothing pushed sideways.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { clientAddress, newPerson, signIn } from "./office";

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

for (const width of [375, 1280]) {
  test(`every office page at ${width} px: no tap target under 24 px${width === 375 ? ", nothing sideways" : ""}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // A lead to open, with a message and a phone.
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
    await signIn(page, newPerson(`tap-${width}`, "owner"), "/office");
    await page.goto(`/office/leads?q=${name}`);
    const lead = (await page.getByRole("link", { name: `${name} Okafor` }).getAttribute("href"))!;
    const pages = [
      "/office",
      "/office/leads",
      "/office/leads?view=waiting",
      "/office/leads/new",
      lead,
      "/office/sources",
      "/office/calendar",
      "/office/availability",
      "/office/newsletter",
      "/office/newsletter/new",
      "/office/passkeys",
      "/office/summary",
      "/office/people",
      "/office/audit",
      "/office/portfolio",
      "/office/portfolio/new",
      "/office/blog",
      "/office/blog/new",
      "/office/testimonials",
      "/office/services",
      "/office/legal",
      "/office/card-lists",
      "/office/about",
      "/office/gallery",
      "/office/facts",
    ];
    const found: string[] = [];
    for (const path of pages) {
      const answer = await page.goto(path);
      expect(answer!.status(), path).toBe(200);
      for (const target of await smallTargets(page)) found.push(`${path}: ${target}`);
      if (width === 375)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
    expect(found).toEqual([]);
  });
}
