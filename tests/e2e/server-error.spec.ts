// An uncaught failure while rendering a page answers 500 with the "Unexpected Application Error!"
// screen, and no error details. No shipped route can be made to fail on purpose, so the fault is
// injected: the real production build served by the site's own Express app (in this process),
// with one route's loader replaced by one that throws, as a bug or a broken dependency would.
import { test, expect } from "./fixtures";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/http/app";
import { loadConfig } from "../../server/config";
import type { ServerEntry } from "../../server/http/react-router";
import { createServices } from "../../server/services";
import { staticFiles } from "../../server/http/static-files";

const loadShipped = async () =>
  (await import(pathToFileURL(join(process.cwd(), "build/server/index.js")).href)) as ServerEntry;

function buildWithFailingRoute(shipped: ServerBuild, path: string): ServerBuild {
  const [id, route] = Object.entries(shipped.routes).find(([, candidate]) => candidate?.path === path) ?? [];
  if (!id || !route) throw new Error(`no route for ${path} in the build`);
  const loader = () => {
    throw new Error("injected failure: the content store is unreadable");
  };
  return { ...shipped, routes: { ...shipped.routes, [id]: { ...route, module: { ...route.module, loader } } } };
}

test("a page that fails to render answers 500 with the error screen", async ({ page, consoleErrors }) => {
  // /contact is rendered per request (prerendered pages are served as files). In production
  // mode error details are withheld from the browser.
  const shipped = await loadShipped();
  const build = buildWithFailingRoute(shipped, "contact");
  const dataDir = mkdtempSync(join(tmpdir(), "saltbox-500-"));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const services = createServices(config, () => {});
  const pages = shipped.reactRouterHandler({ services, siteUrl: config.SITE_URL, mode: "production", build });
  const app = createApp({ clientFiles: staticFiles(join(process.cwd(), "build/client")), pages, services });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const response = await page.goto(`${base}/contact`);
    expect(response?.status()).toBe(500);
    const html = await response!.text();
    expect(html).toContain("Unexpected Application Error!");
    // React Router hands the browser a sanitized "Unexpected Server Error", never the message or stack.
    for (const detail of ["injected failure", "server-error.spec", "    at "]) expect(html).not.toContain(detail);
    // Let the scripts load and React hydrate the error screen: a mismatch would be a console error.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect(await page.content()).not.toContain("injected failure");

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Homes remodeled with craft, care and a clear plan",
    );

    // The browser reports the 500 this test provoked; any other console error still fails it.
    const provoked = consoleErrors.findIndex((text) => /server responded with a status of 500\b/.test(text));
    expect(provoked, "the browser saw the 500").toBeGreaterThanOrEqual(0);
    consoleErrors.splice(provoked, 1);
  } finally {
    // Leave the home page before its server goes: a request it still had in flight would be refused.
    await page.goto("about:blank");
    await new Promise((resolve) => server.close(resolve));
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
