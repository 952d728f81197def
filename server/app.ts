// The HTTP application: compression, static files, prerendered pages and React Router for the
// rest (form pages, 404s). Exported without listening, so tests can start it on any port.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { staticPages } from "./static-pages.ts";

export function createApp({ build, clientDir }: { build: ServerBuild; clientDir: string }) {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  // Hashed file names: safe to cache for a year.
  app.use("/assets", express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(staticPages(clientDir));
  app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));
  return app;
}
