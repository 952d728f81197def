// Every HTTP method against every kind of address the production server answers (issue 10).
// No request a client can send gets a 5xx. Files and pages can be read (GET, HEAD) and asked
// what they allow (OPTIONS: 204 + Allow); the form pages also take POST; any other method is
// 405 with Allow, logged in one line (never React Router's stack trace). Unknown paths are 404
// whatever the method, and the API answers for its own endpoints.
import { test, expect } from "@playwright/test";
import { readdirSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ports } from "../../playwright.config";
import { spawnServer } from "../../scripts/lib/production-server";

// FOO stands for any token Node's HTTP parser does not know: Node itself answers 400.
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "FOO"];
const READ = "GET, HEAD, OPTIONS";
const FORM = "GET, HEAD, OPTIONS, POST";

type Answer = { status: number; headers: IncomingHttpHeaders };

function ask(port: number, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers =
      body === undefined
        ? {}
        : { "content-type": "application/x-www-form-urlencoded", origin: `http://127.0.0.1:${port}` };
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const asset = `/assets/${readdirSync("build/client/assets").find((file) => file.endsWith(".js"))}`;

/** What each kind of address allows; undefined: the API decides for itself, only no 5xx is required. */
const addresses: { kind: string; path: string; allowed?: string }[] = [
  { kind: "prerendered page", path: "/about", allowed: READ },
  { kind: "prerendered home page", path: "/", allowed: READ },
  { kind: "page data", path: "/about.data", allowed: READ },
  { kind: "form page", path: "/contact", allowed: FORM },
  { kind: "form page", path: "/consultation", allowed: FORM },
  { kind: "form page", path: "/newsletter", allowed: FORM },
  { kind: "one-click unsubscribe", path: "/newsletter/unsubscribe", allowed: FORM },
  { kind: "asset", path: asset, allowed: READ },
  { kind: "robots.txt", path: "/robots.txt", allowed: READ },
  { kind: "sitemap.xml", path: "/sitemap.xml", allowed: READ },
  { kind: "unknown path", path: "/no-such-page" },
  { kind: "API", path: "/api/contact" },
  { kind: "API", path: "/api/health" },
];

test("every method on every kind of address: no 5xx, 405 with Allow where the method is not allowed", async () => {
  for (const { kind, path, allowed } of addresses) {
    for (const method of METHODS) {
      const { status, headers } = await ask(ports.site, method, path);
      const what = `${method} ${path} (${kind}) answered ${status}`;
      expect(status, what).toBeLessThan(500);
      if (status === 405) expect(headers.allow, what).toBeTruthy();
      if (method === "FOO") {
        expect(status, what).toBe(400);
      } else if (path === "/no-such-page") {
        expect(status, what).toBe(404);
      } else if (allowed && method === "OPTIONS") {
        expect([status, headers.allow], what).toEqual([204, allowed]);
      } else if (allowed && !allowed.split(", ").includes(method)) {
        expect([status, headers.allow], what).toEqual([405, allowed]);
      } else if (allowed) {
        expect(status, what).not.toBe(405);
      }
    }
  }
});

test("a refused method writes one log line, not a stack trace", async () => {
  const port = 4190 + test.info().workerIndex;
  const dataDir = mkdtempSync(join(tmpdir(), "saltbox-methods-"));
  const server = await spawnServer(port, { DATA_DIR: dataDir }, { stderr: "pipe" });
  const log: string[] = [];
  const record = (chunk: Buffer) => log.push(...chunk.toString().split("\n").filter(Boolean));
  server.stdout!.on("data", record);
  server.stderr!.on("data", record);
  try {
    const refused = [
      ["DELETE", "/about"],
      ["POST", "/about"], // a prerendered page, with a form body as a browser would send it
      ["TRACE", "/"],
      ["PUT", "/contact"],
    ] as const;
    for (const [method, path] of refused) {
      const before = log.length;
      const body = method === "POST" ? "firstName=Ana&message=hello" : undefined;
      expect((await ask(port, method, path, body)).status, `${method} ${path}`).toBe(405);
      await expect.poll(() => log.length, { timeout: 2_000 }).toBeGreaterThan(before);
      await new Promise((resolve) => setTimeout(resolve, 200)); // anything a stack trace would add
      expect(log.slice(before), `log of ${method} ${path}`).toEqual([
        expect.stringMatching(new RegExp(`^405 ${method} ${path} \\(allowed: `)),
      ]);
    }
  } finally {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
