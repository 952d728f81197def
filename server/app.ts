// The HTTP application: compression, static files, prerendered pages, the JSON API and React
// Router for the rest (form pages, 404s). Exported without listening, so tests can start it.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { join } from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { apiRouter } from "./api.ts";
import { servicesContext } from "./context.ts";
import type { Services } from "./services.ts";
import { staticPages } from "./static-pages.ts";

const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/** Form posts to the site's pages are small; refuse oversized bodies before reading them. */
const limitFormBodies: RequestHandler = (req, res, next) => {
  if (req.method === "POST" && Number(req.get("content-length") ?? 0) > FORM_BODY_LIMIT_BYTES) {
    res.status(413).type("text/plain").send("The form is larger than we accept.");
    return;
  }
  next();
};

export function createApp({ build, clientDir, services, trustProxy = "loopback" }: { build: ServerBuild; clientDir: string; services: Services; trustProxy?: string }) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(compression());
  // Hashed file names: safe to cache for a year.
  app.use("/assets", express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use("/api", apiRouter(services));
  app.use(staticPages(clientDir));
  app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  app.use(limitFormBodies);
  app.use(
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext(req) {
        const context = new RouterContextProvider();
        context.set(servicesContext, { enquiries: services.enquiries, clientAddress: req.ip ?? "unknown" });
        return context;
      },
    }),
  );
  const lastResort: ErrorRequestHandler = (error, _req, res, _next) => {
    console.error(error);
    if (!res.headersSent) res.status(500).type("text/plain").send("Unexpected Application Error!");
  };
  app.use(lastResort);
  return app;
}
