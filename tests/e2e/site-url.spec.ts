// One build, any host: the build made once (npm run build) started twice, each process with its own
// SITE_URL, and every absolute address either serves (canonical URL, Open Graph, JSON-LD, the
// sitemap, the feed, robots.txt) starts with that process's origin, including the pages kept in
// memory and a page that hydrates, whose `meta` runs again in the browser.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ports } from "../../playwright.config";
import { spawnServer } from "../../scripts/lib/production-server";
import { expect, test } from "./fixtures";

// After the ports the shared site, the development server and the two-site files take (+0 to +8).
const sites = [ports.site + 9, ports.site + 10].map((port) => `http://127.0.0.1:${port}`);
const servers: ChildProcess[] = [];
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  for (const siteUrl of sites) {
    const dataDir = mkdtempSync(join(tmpdir(), "saltbox-e2e-site-url-"));
    dataDirs.push(dataDir);
    servers.push(await spawnServer(Number(new URL(siteUrl).port), { DATA_DIR: dataDir, SITE_URL: siteUrl }));
  }
});

test.afterAll(() => {
  for (const server of servers) server.kill();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

for (const [index, siteUrl] of sites.entries()) {
  test(`start ${index + 1} of the same build serves its own SITE_URL (${siteUrl})`, async ({ request }) => {
    // Twice: the first request renders the page, the second is the copy kept in memory.
    for (const _ of [1, 2]) {
      const about = await (await request.get(`${siteUrl}/about`)).text();
      expect(head(about, /<link rel="canonical" href="([^"]+)"/)).toBe(`${siteUrl}/about`);
      expect(head(about, /<meta property="og:url" content="([^"]+)"/)).toBe(`${siteUrl}/about`);
      expect(head(about, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${siteUrl}/`));
      const ldOrigins = [...about.matchAll(/"(?:item|url|@id)":"(https?:\/\/[^/"]+)/g)].map((match) => match[1]);
      expect(ldOrigins.length).toBeGreaterThan(0);
      expect(new Set(ldOrigins)).toEqual(new Set([siteUrl]));
    }

    const sitemap = await (await request.get(`${siteUrl}/sitemap.xml`)).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations).toContain(`${siteUrl}/about`);
    expect(locations.filter((location) => !location.startsWith(`${siteUrl}/`) && location !== siteUrl)).toEqual([]);

    const feed = await (await request.get(`${siteUrl}/blog/rss.xml`)).text();
    expect(feed).toContain(`<link>${siteUrl}/blog</link>`);
    expect(feed).toContain(`<atom:link href="${siteUrl}/blog/rss.xml"`);
    expect(await (await request.get(`${siteUrl}/robots.txt`)).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml\n`);
  });
}

test("a page that hydrates keeps the running server's canonical URL in the browser", async ({ page }) => {
  const siteUrl = sites[1]!;
  await page.goto(`${siteUrl}/contact`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/contact`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${siteUrl}/contact`);
});
