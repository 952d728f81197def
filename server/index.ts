// Production entry point: `node server/index.ts` after `npm run build`.
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createServices } from "./services.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const root = fileURLToPath(new URL("..", import.meta.url));
const build = (await import(`${root}build/server/index.js`)) as ServerBuild;
const services = createServices(config);
const app = createApp({ build, clientDir: `${root}build/client`, services, trustProxy: config.TRUST_PROXY, hstsMaxAge: config.HSTS_MAX_AGE });

const server = app.listen(config.PORT, config.HOST, () => {
  const storage = config.DATABASE_URL ? "PostgreSQL" : `SQLite in ${config.DATA_DIR}`;
  const mail = config.SMTP_URL ? "SMTP" : `.eml files in ${config.DATA_DIR}/mail`;
  console.log(`Saltbox Design-Build site on http://localhost:${config.PORT} (storage: ${storage}; mail: ${mail})`);
});

// Graceful shutdown: stop accepting, let in-flight requests finish, let the outbox settle.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    console.log(`${signal}: shutting down`);
    server.close(() => {
      services.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
