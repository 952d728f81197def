// Development (`npm run dev`): React Router's custom-server pattern (the node-custom-server
// template). Vite runs in middleware mode inside this server: it serves the browser's modules
// and hot updates (its WebSocket shares this server's port), and compiles app/server-entry.ts
// with the routes on demand, so an edited route or component is served by the next request
// without a restart. Imported only in development: Vite is a dev dependency.
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import { createServer as createViteServer } from "vite";
import type { ServerEntry } from "./react-router.ts";
import type { Services } from "../services.ts";

export async function developmentHandlers({
  root,
  server,
  services,
  siteUrl,
}: {
  root: string;
  server: Server;
  services: Services;
  /** The running server's SITE_URL. */
  siteUrl: string;
}) {
  const vite = await createViteServer({ root, appType: "custom", server: { middlewareMode: true, hmr: { server } } });
  // Vite hands back the same module until an edit invalidates it; only then is a handler made anew.
  let current: { entry: ServerEntry; handler: RequestHandler } | undefined;
  const pages: RequestHandler = async (req, res, next) => {
    try {
      const entry = (await vite.ssrLoadModule("/app/server-entry.ts")) as ServerEntry;
      if (current?.entry !== entry)
        current = { entry, handler: entry.reactRouterHandler({ services, siteUrl, mode: "development" }) };
      await current.handler(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  };
  // close() ends Vite's watcher and its hot-update WebSockets, on shutdown (server/index.ts).
  return { clientFiles: vite.middlewares as RequestHandler, pages, close: () => vite.close() };
}
