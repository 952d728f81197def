// Every form of the office, posted by a signed-in owner with each field in turn left out, empty,
// 100,000 characters long, negative, too large for any number, an impossible date, markup, or sent
// twice, and with an intent no button has: the office answers each with its page or a refusal,
// never a server error. On sites of their own, since a junk save the rules accept changes content.
import { ports } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { signIn } from "./office";
import { twoSites } from "./two-sites";

const { siteA, owner } = twoSites("junk", 7);

const JUNK = ["", "x".repeat(100_000), "-1", "99999999999999999999", "2026-02-30", "<img src=x onerror=alert(1)>"];
/** A field or button that ends something for good (the session, an account, a send): left alone. */
const ending = ([name, value]: [string, string]) =>
  /^(intent|send|confirm|everywhere)$/.test(name) &&
  /remove|revoke|everywhere|trash|send|confirm/i.test(`${name}=${value}`);

type ShownForm = { action: string; multipart: boolean; fields: [string, string][]; buttons: [string, string][] };

test("no office form answers junk with a server error", async ({ page }) => {
  test.setTimeout(240_000);
  expect(ports.site + 7).not.toBe(ports.broken);
  const cookie = (await signIn(page, owner(), "/office", siteA)).value;
  // A lead to open.
  const enquiry = await fetch(`${siteA}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: siteA },
    body: JSON.stringify({
      firstName: "Dana",
      lastName: "Whitfield",
      email: "dana.whitfield@example.com",
      phone: "4075550123",
      message: "We would like the hall bathroom redone before the holidays.",
    }),
  });
  expect(enquiry.status).toBe(200);

  const firstLink = async (list: string, prefix: string) => {
    await page.goto(`${siteA}${list}`);
    return page.locator(`a[href^="${prefix}"]:not([href$="/new"]):not([href*="preview"])`).first().getAttribute("href");
  };
  const screens = [
    await firstLink("/office/leads", "/office/leads/"),
    "/office/calendar",
    "/office/availability",
    "/office/facts",
    "/office/gallery",
    "/office/about",
    "/office/testimonials/new",
    await firstLink("/office/card-lists", "/office/card-lists/"),
    "/office/portfolio/new",
    await firstLink("/office/portfolio", "/office/portfolio/"),
    "/office/blog/new",
    await firstLink("/office/blog", "/office/blog/"),
    await firstLink("/office/services", "/office/services/"),
    await firstLink("/office/legal", "/office/legal/"),
    "/office/people",
    "/office/passkeys",
    "/office/summary",
    "/office/newsletter/new",
  ];

  const serverErrors: string[] = [];
  const answers = new Map<number, number>();
  const post = async ({ action, multipart }: ShownForm, pairs: [string, string][]) => {
    let body: FormData | URLSearchParams = new URLSearchParams(pairs);
    if (multipart) {
      body = new FormData();
      for (const [name, value] of pairs) body.append(name, value);
    }
    const { status } = await fetch(action, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: `office_session=${cookie}`, Origin: siteA },
      body,
    });
    answers.set(status, (answers.get(status) ?? 0) + 1);
    if (status >= 500)
      serverErrors.push(`${status} ${action} ${JSON.stringify(pairs.map(([n, v]) => [n, v.slice(0, 30)]))}`);
  };

  for (const screen of screens) {
    expect(screen).toBeTruthy();
    await page.goto(`${siteA}${screen}`);
    const forms: ShownForm[] = await page.locator("form[method=post]").evaluateAll((elements) =>
      (elements as HTMLFormElement[]).map((form) => {
        const named = [...form.elements].filter(
          (element): element is HTMLInputElement => "name" in element && Boolean((element as HTMLInputElement).name),
        );
        return {
          action: form.action,
          multipart: form.enctype === "multipart/form-data",
          fields: named
            .filter((input) => input.tagName !== "BUTTON" && input.type !== "file" && input.type !== "submit")
            .filter((input) => !["checkbox", "radio"].includes(input.type) || input.checked)
            .map((input) => [input.name, input.value] as [string, string]),
          buttons: named
            .filter((input) => input.tagName === "BUTTON" || input.type === "submit")
            .map((button) => [button.name, button.value] as [string, string]),
        };
      }),
    );
    for (const form of forms) {
      if (form.action.endsWith("/office/sign-out") || form.fields.some(ending)) continue;
      const variants: [string, string][][] = [];
      for (const [name] of form.fields) {
        variants.push(form.fields.filter(([other]) => other !== name));
        for (const junk of JUNK)
          variants.push(form.fields.map(([other, value]) => [other, other === name ? junk : value]));
        variants.push([...form.fields, [name, "a second value"]]);
      }
      for (const button of [...form.buttons.filter((button) => !ending(button)), ["intent", "no-such-intent"]])
        variants.push([...form.fields, button as [string, string]]);
      for (const variant of variants) await post(form, variant);
    }
  }

  expect(serverErrors).toEqual([]);
  // The junk reached the rules (refused with 400) and the saves they allow went through (303).
  expect(answers.get(400)).toBeGreaterThan(100);
  expect(answers.get(303)).toBeGreaterThan(10);
  // Still signed in: no junk ended the session.
  expect(
    (await fetch(`${siteA}/office`, { redirect: "manual", headers: { Cookie: `office_session=${cookie}` } })).status,
  ).toBe(200);
});
