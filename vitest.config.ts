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
