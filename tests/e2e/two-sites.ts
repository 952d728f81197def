// Two server processes on one PostgreSQL of their own and no shared disk, as the office's content
// is served in production: what one publishes, the other shows. Their own database, so the shared
// test site keeps its seed content for the other tests. Site A's data folder (its mail, as files)
// is the shared test one, where the sign-in helper reads the code; site B gets an empty folder of
// its own, so nothing it serves can have come through a disk.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { ports } from "../../playwright.config";
import { createDatabase, startPostgres, type TestPostgres } from "../support/postgres";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./store";
import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";

/**
 * Starts the two processes before the file's tests and stops them after. `offset` places their
 * ports after the shared site's (each file its own pair); `name` names their database; `settings`,
 * read as they start, adds to their environment (a server the file started first, as IMAP_URL).
 */
export function twoSites(name: string, offset: number, settings: () => Record<string, string> = () => ({})) {
  const [portA, portB] = [ports.site + offset, ports.site + offset + 1];
  let postgres: TestPostgres;
  let env: Record<string, string>;
  let siteBData: string | undefined;
  const servers: ChildProcess[] = [];

  async function startServer(port: number, dataDir: string) {
    const child = spawn("node", ["server/index.ts"], {
      env: {
        ...process.env,
        ...env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    servers.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("site on http") && resolve());
      child.once("exit", (code) => reject(new Error(`the server on ${port} stopped (${code})`)));
    });
  }

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    postgres = await startPostgres();
    env = {
      DATABASE_URL: await createDatabase(postgres.url, `e2e_${name}_${process.pid}`),
      DATA_DIR: process.env.E2E_DATA_DIR!,
      ...settings(),
    };
    siteBData = mkdtempSync(join(tmpdir(), `saltbox-e2e-${name}-b-`));
    await Promise.all([startServer(portA, env.DATA_DIR!), startServer(portB, siteBData)]);
  });

  test.afterAll(() => {
    for (const server of servers) server.kill();
    postgres?.dispose();
    if (siteBData) rmSync(siteBData, { recursive: true, force: true });
  });

  return {
    siteA: `http://127.0.0.1:${portA}`,
    siteB: `http://127.0.0.1:${portB}`,
    /** A new owner of the office on these sites: their address. */
    owner() {
      const email = uniqueEmail(name);
      execFileSync("node", ["scripts/office.ts", "add-user", email, "--owner"], { env: { ...process.env, ...env } });
      return email;
    },
  };
}

/** The metadata of every uploaded photo's file the public page at `url` uses. */
export async function servedPhotos(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  // Its sources (AVIF, WebP) and its fallback <img>, which is the share image too (JPEG).
  const addresses = [
    ...new Set([...html.matchAll(/\/photos\/[\w-]+\.(?:avif|webp|jpeg)/g)].map(([address]) => address)),
  ];
  return Promise.all(
    addresses.map(async (address) => {
      const response = await request.get(new URL(address, url).href);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const bytes = await response.body();
      return { address, bytes, metadata: await sharp(bytes).metadata() };
    }),
  );
}

/**
 * Axe's findings (WCAG 2.2 AA and best practice) on the page as it stands, each named after `label`;
 * none is the goal. `outsideFrames` leaves framed pages to their own check (the office's previews
 * at two widths): each frame is a whole page, checked on its own, whose landmarks axe would
 * otherwise count again with the framing page's.
 */
export async function axeFindings(page: Page, label: string, { outsideFrames = false } = {}) {
  const builder = axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE);
  const results = await (outsideFrames ? builder.exclude("iframe") : builder).analyze();
  return results.violations.map(
    (violation) => `${label} ${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
  );
}

/** Axe's findings (axeFindings) on each page, read after it settles. */
export async function axeViolations(
  page: Page,
  base: string,
  paths: string[],
  options: { outsideFrames?: boolean } = {},
) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle");
    found.push(...(await axeFindings(page, path, options)));
  }
  return found;
}
