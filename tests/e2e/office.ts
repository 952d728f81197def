// Signing in to the office in the end-to-end tests: accounts made from the terminal, as the owner
// would, and the code the site really mailed (its .eml).
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { ports } from "../../playwright.config";
import { expect } from "./fixtures";
import { mailsTo, uniqueEmail } from "./store";

export const origin = `http://127.0.0.1:${ports.site}`;

/**
 * A client address of its own (the e2e server trusts the proxy's header), so a test's sign-in
 * requests do not count against the limit per connection the other tests share.
 */
export const clientAddress = () => ({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });

/** A staff (or owner) account made from the terminal, as the owner would (`npm run office -- add-user`). */
export function newPerson(label: string, role: "staff" | "owner" = "staff") {
  const email = uniqueEmail(label);
  execFileSync("node", ["scripts/office.ts", "add-user", email, ...(role === "owner" ? ["--owner"] : [])], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return email;
}

/** The code in the newest sign-in mail to `email`. */
export async function mailedCode(email: string, count: number) {
  await expect.poll(() => mailsTo(email).length).toBe(count);
  return /^Subject: (\d{8}) is your/m.exec(mailsTo(email).at(-1)!)![1]!;
}

/** Signs in through the two forms, starting from `path` (on `base`); returns the session cookie's value. */
export async function signIn(page: Page, email: string, path = "/office", base = origin) {
  // From a client address of its own: a server allows 20 code requests per client address an
  // hour (server/office/sign-in.ts), and one file of tests signs in to its servers about as often.
  await page.setExtraHTTPHeaders(clientAddress());
  const before = mailsTo(email).length;
  await page.goto(`${base}${path}`);
  await expect(page).toHaveURL(/\/office\/sign-in/);
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await page.getByLabel(/The 8-digit code/).fill(await mailedCode(email, before + 1));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${base}${path}`);
  // Parsed whole: a long form read while it still arrives would hold only part of its text.
  await page.waitForLoadState("load");
  return (await page.context().cookies()).find((cookie) => cookie.name === "office_session")!;
}

/** The slug the notice after publishing links to (/blog/<slug>, /portfolio/<slug>), read once the page is whole. */
export async function publishedSlug(page: Page, list: "blog" | "portfolio") {
  await page.waitForLoadState("load");
  const link = page.getByRole("link", { name: new RegExp(`^/${list}/`) });
  return (await link.textContent())!.replace(`/${list}/`, "");
}
