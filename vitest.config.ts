import { fileURLToPath } from "node:url";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";

// Tests of plain modules (app/lib, server) run in Node without the React Router plugin, in two
// projects. "unit" needs nothing but Node (npm run test:unit); "integration" starts a PostgreSQL
// cluster once for the run (Debian's postgresql package) when its first PostgreSQL test runs, and
// its own SMTP servers on loopback (npm run test:integration). `vitest run` with no --project runs both.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [imagetools()],
  test: {
    environment: "node",
    testTimeout: 20_000,
    // Vitest's default on a 2-core machine is one worker, and the integration files spend most of
    // their time waiting on PostgreSQL, SMTP, IMAP and timers: four at once finish the suite in
    // about half the time. Each file has its own databases and ports, so they do not meet.
    maxWorkers: 4,
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"] } },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
    ],
  },
});
