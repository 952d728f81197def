// `npm run dev` as a developer runs it: Vite inside the site's own server (server/http/dev.ts), no
// build. The pages must hydrate there as in production: a module the browser loads that reaches
// for Node (node:fs) throws in the browser and leaves every page dead. The server is started here,
// not in playwright.config.ts, so that only this file pays for its start-up, and with an empty Vite
// cache (VITE_CACHE_DIR, vite.config.ts) as on a fresh clone: the first visit must find the
// browser's packages bundled, not have Vite find new ones and reload the page.
import { expect, test } from "@playwright/test";
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ports } from "../../playwright.config";

const port = ports.broken + 1;
const origin = `http://127.0.0.1:${port}`;
/** Not the default: the dev server must make its canonical URLs from SITE_URL too. */
const siteUrl = "https://staging.saltbox.test";
const dataDir = mkdtempSync(join(tmpdir(), "saltbox-dev-"));

let server: ChildProcess;
/** Made for the server when it starts (Playwright loads this file in more than one process). */
let viteCacheDir: string;
let output = "";

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  viteCacheDir = mkdtempSync(join(tmpdir(), "saltbox-dev-vite-"));
  server = spawn("npm", ["run", "dev"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: siteUrl,
      VITE_CACHE_DIR: viteCacheDir,
    },
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

test.afterAll(async () => {
  // npm, the shell of scripts/run.sh and Node share the group started above.
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  // The bundled packages (about 9 MB); the data folder stays for a look at a failed run.
  if (viteCacheDir) rmSync(viteCacheDir, { recursive: true, force: true });
});

test("the contact page hydrates in development and sends the form in place", async ({ page }) => {
  // Any error or warning, a hydration mismatch too (React's development build reports those).
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(`${message.type()}: ${message.text()}`);
  });
  // Every load of the page itself: Vite reloads it when it bundles a package it found late.
  let pageLoads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads++;
  });

  await page.goto(`${origin}/contact`);
  // A module that cannot run in the browser stops hydration with a page error: fail on it at once.
  const pageError = new Promise<never>((_, reject) => page.once("pageerror", reject));
  pageError.catch(() => {});
  await Promise.race([
    page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 120_000 }),
    pageError,
  ]);
  expect(pageLoads, `the first visit was loaded more than once; the dev server said:\n${output}`).toBe(1);
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
