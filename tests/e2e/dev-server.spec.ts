// `npm run dev` as a developer runs it: Vite inside the site's own server (server/http/dev.ts), no
// build. The pages must hydrate there as in production: a module the browser loads that reaches
// for Node (node:fs) throws in the browser and leaves every page dead. The server is started here,
// not in playwright.config.ts, so that only this file pays for its start-up.
import { expect, test } from "@playwright/test";
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ports } from "../../playwright.config";

const port = ports.broken + 1;
const origin = `http://127.0.0.1:${port}`;
/** Not the default: the dev server must make its canonical URLs from SITE_URL too. */
const siteUrl = "https://staging.saltbox.test";
const dataDir = mkdtempSync(join(tmpdir(), "saltbox-dev-"));

let server: ChildProcess;
let output = "";

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = spawn("npm", ["run", "dev"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SITE_URL: siteUrl },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // The first request compiles the routes and the pictures' sizes; later ones are quick.
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    const ready = await fetch(`${origin}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  // npm, the shell of scripts/run.sh and Node share the group started above.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
});

/**
 * React's development build compares the nonce attributes of the server's HTML, which the browser
 * hides from scripts (CSP), with the client's, which has none: a notice whose every differing
 * attribute (the indented +/- lines of its diff) is a nonce. Production React makes no such check.
 */
const nonceNotice = (text: string) =>
  text.startsWith("A tree hydrated but some attributes") &&
  text
    .split("\n")
    .filter((line) => /^\s+[+-]\s/.test(line))
    .every((line) => /^\s+[+-]\s+nonce=/.test(line));

test("the contact page hydrates in development and sends the form in place", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !nonceNotice(message.text())) errors.push(message.text());
  });

  await page.goto(`${origin}/contact`);
  // A module that cannot run in the browser stops hydration with a page error: fail on it at once.
  const pageError = new Promise<never>((_, reject) => page.once("pageerror", reject));
  pageError.catch(() => {});
  await Promise.race([
    page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 120_000 }),
    pageError,
  ]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/contact`);

  // A full page load would lose this; a form sent in place keeps it.
  await page.evaluate(() => ((window as Window & { sentInPlace?: boolean }).sentInPlace = true));
  const email = `dev-${Date.now()}@example.com`;
  await page.getByLabel("First Name").fill("Dana");
  await page.getByLabel("Last Name").fill("Reyes");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Message" }).fill("We would like to open up a 1970s galley kitchen.");
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect(new URL((await posted).url()).pathname).toBe("/contact.data");
  await expect(page.getByRole("status")).toContainText("Message Sent!");
  expect(await page.evaluate(() => (window as Window & { sentInPlace?: boolean }).sentInPlace)).toBe(true);
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("");

  // The dev server's own outbox wrote the owner's notification.
  const mailDir = join(dataDir, "mail");
  await expect
    .poll(() =>
      existsSync(mailDir)
        ? readdirSync(mailDir).some((file) => readFileSync(join(mailDir, file), "utf8").includes(email))
        : false,
    )
    .toBe(true);
  expect(errors).toEqual([]);
});
