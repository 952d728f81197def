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
import { staticFiles } from "./http/static-files.ts";
import { publishedPages } from "./http/published-pages.ts";

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

async function productionHandlers(services: Services): Promise<{
  clientFiles: RequestHandler;
  pages: RequestHandler;
  publishedPages?: RequestHandler;
  close?: () => Promise<void>;
}> {
  const entry = (await import(`${root}build/server/index.js`)) as ServerEntry;
  // The pages' links were fixed when build/ was made; the mail's come from this process's
  // SITE_URL. Serving them with two different origins would send visitors to the wrong host.
  if (entry.siteUrl !== config.SITE_URL) {
    console.error(
      `SITE_URL is ${config.SITE_URL}, but build/ was made for ${entry.siteUrl}: build again with SITE_URL=${config.SITE_URL} npm run build`,
    );
    process.exit(1);
  }
  return {
    clientFiles: staticFiles(`${root}build/client`),
    pages: entry.reactRouterHandler({ services, mode: "production" }),
    publishedPages: publishedPages({
      isPublished: entry.isPublishedPath,
      version: services.contentVersion,
      render: entry.publishedPageRenderer({ services, mode: "production" }),
    }),
  };
}
const handlers =
  config.NODE_ENV === "development"
    ? await (await import("./http/dev.ts")).developmentHandlers({ root, server, services })
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
