// Signing in to the office in the end-to-end tests: accounts made from the terminal, as the owner
// would, and the code the site really mailed (its .eml).
import { execFileSync } from "node:child_process";
import type { APIRequestContext, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { ports, siteUrl } from "../../playwright.config";
import { expect } from "./fixtures";
import { mailsTo, uniqueEmail } from "./store";

export const origin = `http://127.0.0.1:${ports.site}`;

/**
 * A client address of its own (the e2e server trusts the proxy's header), so a test's sign-in
 * requests do not count against the limit per connection the other tests share.
 */
export const clientAddress = () => ({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });

/**
 * A staff (or owner) account made from the terminal, as the owner would (`npm run office -- add-user`),
 * which mails them the office's invitation.
 */
export function newPerson(label: string, role: "staff" | "owner" = "staff") {
  const email = uniqueEmail(label);
  execFileSync("node", ["scripts/office.ts", "add-user", email, ...(role === "owner" ? ["--owner"] : [])], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return email;
}

/** The sign-in code mails to `email` (not its invitation to the office), oldest first. */
const codeMails = (email: string) => mailsTo(email).filter((mail) => /^Subject: \d{8} is your/m.test(mail));

/** The code in the newest sign-in mail to `email`, once `count` have come. */
export async function mailedCode(email: string, count: number) {
  await expect.poll(() => codeMails(email).length).toBe(count);
  return /^Subject: (\d{8}) is your/m.exec(codeMails(email).at(-1)!)![1]!;
}

/** Signs in through the two forms, starting from `path` (on `base`); returns the session cookie's value. */
export async function signIn(page: Page, email: string, path = "/office", base = origin) {
  // From a client address of its own: a server allows 20 code requests per client address an
  // hour (server/office/sign-in.ts), and one file of tests signs in to its servers about as often.
  await page.setExtraHTTPHeaders(clientAddress());
  const before = codeMails(email).length;
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

/**
 * Signs in again where the office sent a signed-in person whose sign-in is more than 15 minutes
 * old: the page says why, with their address filled in; then the mailed code.
 */
export async function signInAgain(page: Page, email: string) {
  await expect(page).toHaveURL(/\/office\/sign-in\?again=1&next=/);
  await expect(page.getByRole("status")).toHaveText(
    "For this, sign in again: it has been more than 15 minutes since you last signed in.",
  );
  await expect(page.getByLabel("Your e-mail address")).toHaveValue(email);
  const before = codeMails(email).length;
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await page.getByLabel(/The 8-digit code/).fill(await mailedCode(email, before + 1));
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** An address that subscribed in the box and confirmed on the page its confirmation mail links to. */
export async function confirmedSubscriber(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  expect((await request.post("/api/subscribe", { data: { email } })).status()).toBe(200);
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const { text } = await simpleParser(mailsTo(email)[0]!);
  const link = new RegExp(`${siteUrl}(/newsletter/confirm\\?token=[A-Za-z0-9_.%-]+)`).exec(text!)![1]!;
  // Opening the link asks; its button posts to the same address.
  expect((await request.post(link, { form: {} })).status()).toBe(200);
  return email;
}

/** The slug the notice after publishing links to (/blog/<slug>, /portfolio/<slug>), read once the page is whole. */
export async function publishedSlug(page: Page, list: "blog" | "portfolio") {
  await page.waitForLoadState("load");
  const link = page.getByRole("link", { name: new RegExp(`^/${list}/`) });
  return (await link.textContent())!.replace(`/${list}/`, "");
}
