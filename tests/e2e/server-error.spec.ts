// An uncaught failure while rendering a page answers 500 with the "Unexpected Application Error!"
// screen, and no stack trace. No shipped route can be made to fail on purpose, so the fault is
// injected: the real production build and server, with one route's loader replaced by one that
// throws, as a bug or a broken dependency would.
import { test, expect } from "@playwright/test";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createServices } from "../../server/services";

async function buildWithFailingRoute(path: string): Promise<ServerBuild> {
  const shipped = (await import(pathToFileURL(join(process.cwd(), "build/server/index.js")).href)) as ServerBuild;
  const [id, route] = Object.entries(shipped.routes).find(([, candidate]) => candidate?.path === path) ?? [];
  if (!id || !route) throw new Error(`no route for ${path} in the build`);
  const loader = () => {
    throw new Error("injected failure: the content store is unreadable");
  };
  return { ...shipped, routes: { ...shipped.routes, [id]: { ...route, module: { ...route.module, loader } } } };
}

test("a page that fails to render answers 500 with the error screen", async ({ browser }) => {
  // /contact is rendered per request (prerendered pages are served as files).
  const build = await buildWithFailingRoute("contact");
  const config = loadConfig({ ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), "saltbox-500-")), NODE_ENV: "production" });
  const services = createServices(config, () => {});
  const app = createApp({ build, clientDir: join(process.cwd(), "build/client"), services });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${base}/contact`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    // The site's header and footer frame the screen; the error's details stay in the server log.
    await expect(page.getByRole("banner")).toBeVisible();
    expect(await page.content()).not.toContain("injected failure");

    // The page still works as a page: its home link leads back to the site.
    const home = await page.request.get(`${base}/`);
    expect(home.status()).toBe(200);
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
    await services.close();
  }
});
