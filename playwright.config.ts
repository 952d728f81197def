import { defineConfig } from "@playwright/test";
import { join } from "node:path";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from "./scripts/lib/chromium";
import { parseSiteUrl } from "./common/site";

// End-to-end tests drive Debian's Chromium against the production build (npm run build first).
// Two servers: the site as shipped, and one whose database and SMTP server are unreachable, for
// the error path. Each run gets fresh data folders (workers inherit these variables).
process.env.E2E_DATA_DIR ??= join("data", `e2e-${Date.now()}`);
// E2E_PORT moves both (site, site + 1) when another run holds the defaults on a shared machine.
const sitePort = Number(process.env.E2E_PORT ?? 4173);
/** The owner's calendar feed secret on the test site. */
export const calendarFeedToken = "e2e-calendar-feed-token-0123456789";
export const ports = { site: sitePort, broken: sitePort + 1 };
/** The origin of the test site's links in mail and its canonical URLs: its servers get this process's SITE_URL. */
export const siteUrl = (parseSiteUrl(process.env.SITE_URL) as { origin: string }).origin;

/** The tests book many times from loopback, one network: the booking caps are tested on a server of their own. */
export const bookingsFromOneNetwork = { BOOKINGS_PER_NETWORK_PER_DAY: "100000", BOOKINGS_PER_HOUR: "100000" };

const server = (port: number, env: Record<string, string>) => ({
  command: "node server/index.ts",
  url: `http://127.0.0.1:${port}/robots.txt`,
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    ENQUIRY_RATE_LIMIT: "40",
    // A test's mail is its own: no morning summary between its enquiries, whatever the hour.
    DAILY_SUMMARY_AT: "off",
    ...bookingsFromOneNetwork,
    ...env,
  },
  reuseExistingServer: false,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${ports.site}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS },
  },
  webServer: [
    server(ports.site, { DATA_DIR: process.env.E2E_DATA_DIR, CALENDAR_FEED_TOKEN: calendarFeedToken }),
    server(ports.broken, {
      DATA_DIR: "/proc/version/unavailable",
      SMTP_URL: "smtp://127.0.0.1:1",
      OUTBOX_INTERVAL_MS: "600000",
    }),
  ],
});
