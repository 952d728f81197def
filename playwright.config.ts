import { defineConfig } from "@playwright/test";

const port = 4173;

// End-to-end tests drive Debian's Chromium against the production build (npm run build first).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", DATA_DIR: "data/e2e" },
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
