// Serves the HTML that the build prerendered (build/client/<path>/index.html) for GET and HEAD,
// one URL per page: "/about/" answers a permanent redirect to "/about", the canonical form.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { RequestHandler } from "express";

export function prerenderedPaths(clientDir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry === "index.html") {
        const path = "/" + relative(clientDir, dir).split(sep).join("/");
        paths.add(path === "/" ? "/" : path.replace(/\/$/, ""));
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir);
  return paths;
}

export function staticPages(clientDir: string): RequestHandler {
  const pages = prerenderedPaths(clientDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const { path } = req;
    if (path.length > 1 && path.endsWith("/")) {
      const query = req.originalUrl.slice(req.path.length);
      return res.redirect(301, path.replace(/\/+$/, "") + query);
    }
    if (!pages.has(path)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(join(clientDir, path, "index.html"), { dotfiles: "deny" });
  };
}
