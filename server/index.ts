// Production entry point: `node server/index.ts` after `npm run build`.
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const build = (await import(`${root}build/server/index.js`)) as ServerBuild;
const port = Number.parseInt(process.env.PORT ?? "3000", 10);
const host = process.env.HOST ?? "0.0.0.0";

const server = createApp({ build, clientDir: `${root}build/client` }).listen(port, host, () => {
  console.log(`Saltbox Design-Build site on http://localhost:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
