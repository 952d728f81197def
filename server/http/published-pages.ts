// The pages made from content the office edits (the portfolio, its projects, the sitemaps): rendered
// at the first request after a change, exactly as the build renders a prerendered page (its own
// stylesheet, inline scripts allowed by hash, brotli and gzip twins), then served from memory
// until the content's version moves. The version comes from server/content/version.ts, which reads
// it at most once in a short while and at once after a change is heard of (in this process, or by
// PostgreSQL's NOTIFY from another), so a change published in any process shows in every process
// within that while, and serving a kept page costs no database read; a CDN in front revalidates
// with the ETag, which changes with the page.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { sessionToken } from "../office/sign-in.ts";
import type { RequestHandler } from "express";
import { pageWithOwnStyles } from "./critical-css.ts";
import { answeredMethod, READ_METHODS } from "./methods.ts";
import { pagePolicy, send, servedFile, type StaticFile } from "./static-files.ts";

export type PublishedPagesOptions = {
  /** Whether a path is one of these pages (app/content/pages.ts). */
  isPublished: (path: string) => boolean;
  /** The content's current version. */
  version: () => Promise<number>;
  /** Renders the page at this address (app/server-entry.ts). */
  render: (url: URL) => Promise<Response>;
  /** The inline scripts the build writes into every page: what a page's policy allows (static-files.ts). */
  buildScripts: readonly string[];
};

type Rendered = { version: number; file: StaticFile };

/**
 * The page or file at `path`, rendered and made ready to keep in memory and serve as the build's
 * files are served; the answer itself when it is not a 200.
 */
export async function renderToKeep(
  { render, buildScripts }: Pick<PublishedPagesOptions, "render" | "buildScripts">,
  path: string,
): Promise<StaticFile | Response> {
  const response = await render(new URL(path, "http://published.invalid"));
  if (response.status !== 200) return response;
  const type = response.headers.get("content-type") ?? "text/html; charset=utf-8";
  const text = await response.text();
  const body = Buffer.from(type.startsWith("text/html") ? pageWithOwnStyles(text) : text);
  const twins = {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
  return servedFile(path, body, { type, lastModified: new Date(), twins, buildScripts });
}
/** A page not kept (a 404, a renamed project's redirect, an error), read once for everyone waiting for it. */
type Unkept = { status: number; type: string; location: string | null; body: Buffer };

export function publishedPages({ isPublished, version, ...renderer }: PublishedPagesOptions): RequestHandler {
  const pages = new Map<string, Rendered>();
  // Visitors arriving together after a change share one rendering.
  const rendering = new Map<string, Promise<Rendered | Unkept>>();

  async function renderPage(path: string, current: number): Promise<Rendered | Unkept> {
    const kept = await renderToKeep(renderer, path);
    // Only a page that exists is kept: a missing project's 404 (or an error) is rendered each time,
    // so made-up addresses cannot fill the memory.
    if (kept instanceof Response) {
      pages.delete(path);
      const type = kept.headers.get("content-type") ?? "text/html; charset=utf-8";
      const location = kept.headers.get("location");
      return { status: kept.status, type, location, body: Buffer.from(await kept.arrayBuffer()) };
    }
    const rendered = { version: current, file: kept };
    pages.set(path, rendered);
    return rendered;
  }

  return async (req, res, next) => {
    // A preview (`?preview=<id>`) may show a draft to the person signed in: rendered for the request,
    // never kept. Only a request with a session cookie can be one; anyone else's `?preview` gets the
    // kept page, so adding it to an address does not make the server render every request anew.
    const previewing =
      req.query.preview !== undefined && sessionToken(req.get("cookie") ?? null, req.secure) !== undefined;
    if (!isPublished(req.path) || previewing) return next();
    if (answeredMethod(req, res, READ_METHODS)) return;
    try {
      const current = await version();
      let page: Rendered | Unkept | undefined = pages.get(req.path);
      if (page?.version !== current) {
        const key = `${req.path}@${current}`;
        let pending = rendering.get(key);
        if (!pending) {
          pending = renderPage(req.path, current).finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        page = await pending;
      }
      if ("file" in page) return send(req, res, page.file);
      res.status(page.status).type(page.type).setHeader("Cache-Control", "no-cache");
      if (page.location) res.setHeader("Location", page.location);
      if (page.type.startsWith("text/html"))
        res.setHeader("Content-Security-Policy", pagePolicy(page.body.toString(), renderer.buildScripts));
      res.end(req.method === "HEAD" ? undefined : page.body);
    } catch (error) {
      next(error);
    }
  };
}
