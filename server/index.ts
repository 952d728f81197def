// The server's entry point. Production (`npm run serve`, after `npm run build`): the client build
// served as files and the pages from the server build. Development (`npm run dev`,
// NODE_ENV=development): Vite serves the browser's modules with hot reload and compiles the pages
// per request (server/http/dev.ts). Either way this process creates the services once and hands them
// to the React Router side (app/server-entry.ts), which lives in the bundle.
import type { RequestHandler } from "express";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createApp } from "./http/app.ts";
import { site } from "../common/site.ts";
import { type Config, loadConfig } from "./config.ts";
import type { ServerEntry } from "./http/react-router.ts";
import { createServices, type Services } from "./services.ts";
import { markInUse } from "./backups/restore.ts";
import { staticFiles, type StaticFile } from "./http/static-files.ts";
import { publishedPages, renderToKeep } from "./http/published-pages.ts";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const root = fileURLToPath(new URL("..", import.meta.url));
const services = createServices(config);
const server = createServer();
// While this process runs, `npm run restore` refuses to put another SQLite file under it.
if (!config.DATABASE_URL) {
  try {
    process.once("exit", markInUse(config.DATA_DIR));
  } catch (error) {
    console.log(`storage: cannot mark ${config.DATA_DIR} as in use: ${(error as Error).message}`);
  }
}

async function productionHandlers(services: Services): Promise<{
  clientFiles: RequestHandler;
  pages: RequestHandler;
  publishedPages?: RequestHandler;
  close?: () => Promise<void>;
}> {
  const entry = (await import(`${root}build/server/index.js`)) as ServerEntry;
  // Any build serves any host: the pages' links start with this process's SITE_URL, as the mail's do.
  const handlerOptions = { services, siteUrl: config.SITE_URL, mode: "production" };
  const renderer = { render: entry.publishedPageRenderer(handlerOptions), buildScripts: entry.everyPageScripts };
  // The files that stay the same while this process runs (robots.txt), made now: no request waits
  // for them, and they are served with the build's files even while the database is away.
  const madeAtStart = new Map<string, StaticFile>();
  for (const path of entry.resourcePaths) {
    const file = await renderToKeep(renderer, path);
    if (file instanceof Response) throw new Error(`${path} answered ${file.status} as the server started`);
    madeAtStart.set(path, file);
  }
  return {
    clientFiles: staticFiles(`${root}build/client`, madeAtStart),
    pages: entry.reactRouterHandler(handlerOptions),
    publishedPages: publishedPages({
      isPublished: entry.isPublishedPath,
      version: services.contentVersion,
      ...renderer,
    }),
  };
}
const handlers =
  config.NODE_ENV === "development"
    ? await (await import("./http/dev.ts")).developmentHandlers({ root, server, services, siteUrl: config.SITE_URL })
    : await productionHandlers(services);

const { clientFiles, pages } = handlers;
const published = "publishedPages" in handlers ? handlers.publishedPages : undefined;
server.on(
  "request",
  createApp({
    clientFiles,
    pages,
    publishedPages: published,
    services,
    trustProxy: config.TRUST_PROXY,
    hstsMaxAge: config.HSTS_MAX_AGE,
    calendarFeedToken: config.CALENDAR_FEED_TOKEN,
  }),
);
server.listen(config.PORT, config.HOST, () => {
  const storage = config.DATABASE_URL ? "PostgreSQL" : `SQLite in ${config.DATA_DIR}`;
  const mail = config.SMTP_URL ? "SMTP" : `.eml files in ${config.DATA_DIR}/mail`;
  const mode = config.NODE_ENV === "development" ? ", development with hot reload" : "";
  console.log(`${site.name} site on http://localhost:${config.PORT} (storage: ${storage}; mail: ${mail}${mode})`);
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
    if (handlers.close) {
      // Development: nothing in flight is worth waiting for, and Vite's hot-update WebSockets
      // (which would hold the server open) close with Vite.
      server.closeAllConnections();
      void handlers.close();
    } else {
      server.closeIdleConnections();
    }
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
