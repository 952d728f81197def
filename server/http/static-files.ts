// Serves everything the build wrote to build/client (hashed assets, images, video, a page's
// index.html under its canonical URL without a trailing slash), and the files the server made as
// it started (robots.txt, server/index.ts).
//
// The folder is read once at start. Text files have brotli and gzip twins written by
// scripts/precompress.ts at build, so no request compresses anything. Every response carries a
// strong ETag and Last-Modified (conditional GET answers 304), HEAD answers headers only, other
// methods than reading ones answer 405 (server/http/methods.ts), and large media answer byte ranges
// (Safari asks for them before playing a video).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { answeredMethod, READ_METHODS } from "./methods.ts";
import { photoViewerStyles } from "../../common/photo-viewer.ts";
import { contentSecurityPolicy, hashSource, inlineScriptHashes, inlineStyleHashes } from "./security-headers.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};
const SPECIAL_TYPES: Record<string, string> = { "/blog/rss.xml": "application/rss+xml; charset=utf-8" };

/** File name endings that scripts/precompress.ts writes compressed twins for. */
export const COMPRESSIBLE = [".html", ".css", ".js", ".json", ".data", ".svg", ".xml", ".txt", ".webmanifest"];

/** Hashed build output never changes under its name; everything else is revalidated each time. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

type Body = { encoding: "br" | "gzip" | "identity"; bytes: Buffer; etag: string };
export type StaticFile = { type: string; cacheControl: string; lastModified: string; bodies: Body[]; csp?: string };

const etagOf = (bytes: Buffer, suffix = "") =>
  `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}${suffix}"`;

/**
 * The policy for a page without a nonce: its own inline style by hash, and as scripts those of the
 * build's (`buildScripts`, known before any content is rendered) that the page carries, so that no
 * script a page's content might ever carry would run, and the header lists no hash the page does
 * not use (its bytes share the first round trip with the page's). A page that React hydrates also
 * runs React Router's and React's inline scripts, which carry its data as rendered: those are
 * hashed from it.
 */
export const pagePolicy = (html: string, buildScripts: readonly string[]) =>
  contentSecurityPolicy({
    scripts: hydrates(html)
      ? inlineScriptHashes(html)
      : buildScripts.filter((script) => html.includes(`>${script}</script>`)).map(hashSource),
    // A page React runs may draw a project's page in place, which brings its own style.
    styles: [...inlineStyleHashes(html), ...(hydrates(html) ? [hashSource(photoViewerStyles)] : [])],
  });
/** React Router's context script, on a page whose route asks for React in the browser (app/lib/hydration.ts). */
export const hydrates = (html: string) => /<script\b[^>]*>window\.__reactRouterContext = /.test(html);

/**
 * A file as it is served: its bytes with their compressed twins, and for a page the policy that
 * allows its own inline scripts and style (by hash) and nothing else.
 */
export function servedFile(
  urlPath: string,
  bytes: Buffer,
  {
    type,
    lastModified,
    twins,
    buildScripts = [],
  }: {
    type: string;
    lastModified: Date;
    twins: Partial<Record<"br" | "gzip", Buffer>>;
    /** A page's: the inline scripts the build writes into every page (pagePolicy). */
    buildScripts?: readonly string[];
  },
): StaticFile {
  const compressed = (["br", "gzip"] as const).flatMap((encoding): Body[] => {
    const twin = twins[encoding];
    return twin ? [{ encoding, bytes: twin, etag: etagOf(bytes, `-${encoding}`) }] : [];
  });
  return {
    type,
    cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE,
    lastModified: lastModified.toUTCString(),
    bodies: [...compressed, { encoding: "identity", bytes, etag: etagOf(bytes) }],
    csp: type.startsWith("text/html") ? pagePolicy(bytes.toString("utf8"), buildScripts) : undefined,
  };
}

function readStaticFile(urlPath: string, file: string): StaticFile {
  const twin = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return servedFile(urlPath, readFileSync(file), {
    type: SPECIAL_TYPES[urlPath] ?? TYPES[extname(file)] ?? "application/octet-stream",
    lastModified: statSync(file).mtime,
    twins: { br: twin(".br"), gzip: twin(".gz") },
  });
}

/**
 * Every file the build wrote for browsers, leaving out the compressed twins and dot-folders
 * (Vite's .vite/manifest.json describes the build and is nobody's business).
 */
export function* clientFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith(".")) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) yield* clientFiles(full);
    else if (!entry.endsWith(".br") && !entry.endsWith(".gz")) yield full;
  }
}

/** URL path → file, for every file in the client build; pages under their canonical path. */
export function indexClientBuild(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of clientFiles(clientDir)) {
    const urlPath = "/" + relative(clientDir, file).split(sep).join("/");
    const pagePath = urlPath.endsWith("/index.html") ? urlPath.slice(0, -"/index.html".length) || "/" : urlPath;
    files.set(pagePath, readStaticFile(pagePath, file));
  }
  return files;
}

/**
 * The best encoding the client accepts among those offered (in our order of preference).
 * Browsers list gzip before br, so among equal q-values our order decides, not theirs.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Body["encoding"][],
): Body["encoding"] {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: string) =>
    weights.get(encoding) ?? (encoding === "identity" ? (weights.get("*") ?? 1) : (weights.get("*") ?? 0));
  const acceptable = offered.filter((encoding) => weight(encoding) > 0);
  return acceptable.reduce(
    (best, encoding) => (weight(encoding) > weight(best) ? encoding : best),
    acceptable[0] ?? "identity",
  );
}

function chooseBody(req: Request, file: StaticFile): Body {
  const encoding = chooseEncoding(
    req.get("accept-encoding"),
    file.bodies.map((body) => body.encoding),
  );
  return file.bodies.find((body) => body.encoding === encoding) ?? file.bodies.at(-1)!;
}

/** A single "bytes=a-b" range within the body, or undefined for anything else. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [start, end] =
    match[1] === ""
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? "unsatisfiable" : { start, end };
}

export function send(req: Request, res: Response, file: StaticFile) {
  const body = chooseBody(req, file);
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", body.etag);
  res.setHeader("Last-Modified", file.lastModified);
  if (file.bodies.length > 1) res.setHeader("Vary", "Accept-Encoding");
  if (body.encoding !== "identity") res.setHeader("Content-Encoding", body.encoding);
  else res.setHeader("Accept-Ranges", "bytes");
  if (file.csp) res.setHeader("Content-Security-Policy", file.csp);

  if (req.fresh) {
    res.status(304).end();
    return;
  }
  let bytes = body.bytes;
  // A resumed download asks for the rest only if the file is still the one it started with.
  const ifRange = req.get("if-range");
  const sameFile = ifRange === undefined || ifRange === body.etag || ifRange === file.lastModified;
  const range = body.encoding === "identity" && sameFile ? parseRange(req.get("range"), bytes.length) : undefined;
  if (range === "unsatisfiable") {
    res.status(416).setHeader("Content-Range", `bytes */${bytes.length}`).end();
    return;
  }
  if (range) {
    res.status(206).setHeader("Content-Range", `bytes ${range.start}-${range.end}/${bytes.length}`);
    bytes = bytes.subarray(range.start, range.end + 1);
  }
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** The client build's files, and `madeAtStart` (URL path → file) beside them. */
export function staticFiles(clientDir: string, madeAtStart: Map<string, StaticFile> = new Map()): RequestHandler {
  const files = new Map([...indexClientBuild(clientDir), ...madeAtStart]);
  return (req, res, next) => {
    const { path } = req;
    const file = files.get(path);
    if (file) {
      if (!answeredMethod(req, res, READ_METHODS)) send(req, res, file);
      return;
    }
    // One URL per page: "/about/" redirects to "/about", the canonical form.
    if ((req.method === "GET" || req.method === "HEAD") && path.length > 1 && path.endsWith("/")) {
      const query = req.originalUrl.slice(req.path.length);
      // Leading slashes collapse too: "//evil.example/" must not become a protocol-relative URL.
      return res.redirect(301, "/" + path.replace(/^\/+|\/+$/g, "") + query);
    }
    next();
  };
}
