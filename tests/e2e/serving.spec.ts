// How the production server answers at the HTTP level: compression, caching, conditional and
// range requests, HEAD, redirects, status codes and the security headers on every response.
// Raw node:http requests, so the test sees the bytes and headers exactly as sent.
import { createHash } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { readdirSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ports } from "../../playwright.config";
import { test as browserTest } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function fetchRaw(
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: ports.site, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const hashedScript = `/assets/${readdirSync("build/client/assets").find((file) => file.endsWith(".js"))}`;
const video = `/assets/${readdirSync("build/client/assets").find((file) => file.endsWith(".mp4"))}`;

test.describe("compression", () => {
  test("pages and assets come precompressed in the encoding the browser prefers, identical once decoded", async () => {
    for (const path of ["/about", hashedScript, "/sitemap.xml"]) {
      const plain = await fetchRaw(path);
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      const br = await fetchRaw(path, { headers: { "Accept-Encoding": "gzip, br" } });
      expect(br.headers["content-encoding"], path).toBe("br");
      expect(br.headers.vary).toBe("Accept-Encoding");
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
      const gzip = await fetchRaw(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers["content-encoding"], path).toBe("gzip");
      expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
      expect(br.body.length).toBeLessThan(gzip.body.length);
      // Each encoding is its own representation with its own validator.
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    }
  });

  test("server-rendered pages and API answers are compressed on the fly", async () => {
    const page = await fetchRaw("/contact", { headers: { "Accept-Encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.body).toString()).toContain("<h1");
  });
});

test.describe("caching", () => {
  test("hashed assets are immutable for a year; pages and feeds are revalidated, a page's data is not kept", async () => {
    expect((await fetchRaw(hashedScript)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/about", "/services/kitchen", "/robots.txt", "/blog/rss.xml"]) {
      const answer = await fetchRaw(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"], path).toBe("no-cache");
      expect(answer.headers.etag, path).toMatch(/^"[\w-]+"$/);
      expect(answer.headers["last-modified"], path).toBeTruthy();
    }
    // A page's data (a client-side navigation's) is made per request, like a form page.
    for (const path of ["/contact", "/services.data"])
      expect((await fetchRaw(path)).headers["cache-control"], path).toBe("private, no-cache");
  });

  test("a conditional GET answers 304 without a body, for the ETag and for the date", async () => {
    const first = await fetchRaw("/process", { headers: { "Accept-Encoding": "br" } });
    const byTag = await fetchRaw("/process", {
      headers: { "Accept-Encoding": "br", "If-None-Match": first.headers.etag! },
    });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    const byDate = await fetchRaw("/process", { headers: { "If-Modified-Since": first.headers["last-modified"]! } });
    expect(byDate.status).toBe(304);
    // The gzip representation has another tag, so the brotli one does not match it.
    const otherEncoding = await fetchRaw("/process", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": first.headers.etag! },
    });
    expect(otherEncoding.status).toBe(200);
  });
});

test.describe("methods, types and statuses", () => {
  test("HEAD answers the same headers as GET and no body", async () => {
    const headers = { "Accept-Encoding": "br" };
    for (const path of ["/services", hashedScript, video]) {
      const get = await fetchRaw(path, { headers });
      const head = await fetchRaw(path, { method: "HEAD", headers });
      expect(head.status, path).toBe(200);
      expect(head.body.length, path).toBe(0);
      for (const name of [
        "content-type",
        "content-length",
        "content-encoding",
        "etag",
        "last-modified",
        "cache-control",
        "vary",
        "content-security-policy",
      ]) {
        expect(head.headers[name], `${path} ${name}`).toBe(get.headers[name]);
      }
      expect(Number(head.headers["content-length"]), path).toBe(get.body.length);
    }
    // Server-rendered: a fresh nonce each time, the rest the same.
    const get = await fetchRaw("/contact", { headers });
    const head = await fetchRaw("/contact", { method: "HEAD", headers });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-type", "cache-control", "x-content-type-options"])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  test("every kind of file has its content type and charset", async () => {
    const expected: Record<string, string> = {
      "/": "text/html; charset=utf-8",
      "/contact": "text/html; charset=utf-8",
      [hashedScript]: "text/javascript; charset=utf-8",
      "/apple-touch-icon.png": "image/png",
      "/sitemap.xml": "application/xml; charset=utf-8",
      "/blog/rss.xml": "application/rss+xml; charset=utf-8",
      "/robots.txt": "text/plain; charset=utf-8",
      [video]: "video/mp4",
      "/api/health": "application/json; charset=utf-8",
    };
    for (const [path, type] of Object.entries(expected))
      expect((await fetchRaw(path)).headers["content-type"], path).toBe(type);
  });

  test("a resumed download gets the rest only if the file is unchanged (If-Range)", async () => {
    const whole = await fetchRaw(video);
    const same = await fetchRaw(video, { headers: { Range: "bytes=100-199", "If-Range": whole.headers.etag! } });
    expect(same.status).toBe(206);
    const changed = await fetchRaw(video, { headers: { Range: "bytes=100-199", "If-Range": '"an-older-version"' } });
    expect(changed.status).toBe(200);
    expect(changed.body.equals(whole.body)).toBe(true);
  });

  test("video answers byte ranges, and refuses ranges past its end", async () => {
    const whole = await fetchRaw(video);
    const part = await fetchRaw(video, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${whole.body.length}`);
    expect(part.body.equals(whole.body.subarray(100, 200))).toBe(true);
    const beyond = await fetchRaw(video, { headers: { Range: `bytes=${whole.body.length + 10}-` } });
    expect(beyond.status).toBe(416);
  });

  test("one URL per page: the trailing-slash form redirects permanently, keeping the query", async () => {
    const answer = await fetchRaw("/services/kitchen/?ref=card");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/services/kitchen?ref=card");
  });

  test("the redirect never leaves the site", async () => {
    for (const [path, location] of [
      ["//evil.example/", "/evil.example"],
      ["///", "/"],
      ["//evil.example//about//", "/evil.example//about"],
    ]) {
      const answer = await fetchRaw(path!);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
    }
  });

  test("unknown paths answer 404, build metadata is not served, and pages refuse other methods", async () => {
    expect((await fetchRaw("/no-such-page")).status).toBe(404);
    expect((await fetchRaw("/assets/no-such-file.js")).status).toBe(404);
    expect((await fetchRaw("/.vite/manifest.json")).status).toBe(404);
    expect((await fetchRaw("/about", { method: "DELETE" })).status).toBe(405);
    // The office's post-only steps (passkeys, photo upload) are not pages: a GET is told so.
    for (const path of ["/office/photos", "/office/passkeys/sign-in-options", "/office/passkeys/anything"]) {
      const answer = await fetchRaw(path);
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow, path).toBe("OPTIONS, POST");
    }
  });
});

test.describe("security headers", () => {
  const paths = ["/", "/contact", hashedScript, "/api/health", "/no-such-page", "/about/"];

  test("every response carries them, and no version banner", async () => {
    for (const path of paths) {
      const { headers } = await fetchRaw(path);
      const csp = headers["content-security-policy"] as string;
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(csp, path).toContain("form-action 'self'");
      expect(csp, path).not.toContain("unsafe-inline");
      expect(csp, path).not.toContain("unsafe-eval");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(headers["x-powered-by"], path).toBeUndefined();
      expect(headers.server, path).toBeUndefined();
      // Plain HTTP: no HSTS.
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
  });

  test("HSTS is sent when a trusted proxy reports HTTPS", async () => {
    const { headers } = await fetchRaw("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("behind a trusted proxy that forwards the visitor's host, forms from that host are accepted and others refused", async () => {
    // As nginx with `proxy_set_header X-Forwarded-Host $host` sends it: Host is the proxy's upstream.
    const proxied = (origin: string, path: string, body: string, type: string) =>
      fetchRaw(path, {
        method: "POST",
        body,
        headers: {
          Host: `127.0.0.1:${ports.site}`,
          "X-Forwarded-Host": "www.saltbox.test",
          "X-Forwarded-Proto": "https",
          "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
          Origin: origin,
          "Content-Type": type,
          "Content-Length": String(Buffer.byteLength(body)),
        },
      });
    const form = "application/x-www-form-urlencoded";
    const signIn = "email=nobody%40example.com&next=%2Foffice";
    // React Router's origin check (the page's action) and the office's own both see www.saltbox.test.
    const own = await proxied("https://www.saltbox.test", "/office/sign-in", signIn, form);
    expect(own.status).toBe(200);
    expect(own.body.toString()).toContain("The 8-digit code from the e-mail to");
    expect((await proxied("https://evil.example", "/office/sign-in", signIn, form)).status).toBe(403);
    // The JSON API's check too.
    const subscriber = JSON.stringify({ email: `proxy-${Date.now()}@example.com` });
    expect((await proxied("https://www.saltbox.test", "/api/subscribe", subscriber, "application/json")).status).toBe(
      200,
    );
    expect((await proxied("https://evil.example", "/api/subscribe", subscriber, "application/json")).status).toBe(403);
  });

  test("server-rendered pages get a fresh nonce per request; prerendered ones list their inline scripts' and style's hashes", async () => {
    const nonce = (csp: unknown) => String(csp).match(/'nonce-([^']+)'/)?.[1];
    const [a, b] = [await fetchRaw("/contact"), await fetchRaw("/contact")];
    expect(nonce(a.headers["content-security-policy"])).toBeTruthy();
    expect(nonce(a.headers["content-security-policy"])).not.toBe(nonce(b.headers["content-security-policy"]));
    expect(a.body.toString()).toContain(`nonce="${nonce(a.headers["content-security-policy"])}"`);
    const directive = (csp: unknown, name: string) =>
      String(csp)
        .split("; ")
        .find((part) => part.startsWith(`${name} `)) ?? "";
    expect(directive(a.headers["content-security-policy"], "style-src")).toContain(
      `'nonce-${nonce(a.headers["content-security-policy"])}'`,
    );
    // A page without React lists, by hash, its stylesheet (with the home page's counters' motion in
    // it; a project page also its photo viewer's) and exactly those of the scripts the build writes
    // that it holds: every page's head script (its menus, font and campaign note as one) and
    // speculation rules; the home page its film, the home page and the portfolio the line that
    // fetches their carousel's script file, a project page its photo viewer. Whatever else a page's
    // content might carry is not listed.
    const scriptHashes = async (path: string) => {
      const page = await fetchRaw(path);
      const csp = page.headers["content-security-policy"];
      expect(String(csp), path).not.toContain("'nonce-");
      const listed = directive(csp, "script-src").match(/'sha256-[^']+'/g) ?? [];
      const held = [...page.body.toString().matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/application\/ld\+json/.test(attributes!))
        .map(([, , body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
      return {
        listed: [...listed].sort(),
        held: [...new Set(held)].sort(),
        styles: directive(csp, "style-src").match(/'sha256-/g)?.length,
      };
    };
    const pages = {
      "/process": [2, 1],
      "/about": [2, 1],
      "/services/kitchen": [2, 1],
      "/blog": [2, 1],
      "/": [4, 1],
      "/portfolio": [3, 1],
      "/portfolio/lake-nona-walnut-island-kitchen": [3, 2],
    } as const;
    const everyPage = await scriptHashes("/process");
    const allowed = new Set<string>();
    for (const [path, [scripts, styles]] of Object.entries(pages)) {
      const page = await scriptHashes(path);
      expect(page.listed, path).toEqual(page.held);
      expect(page.held, path).toHaveLength(scripts);
      expect(page.held, path).toEqual(expect.arrayContaining(everyPage.held));
      expect(page.styles, path).toBe(styles);
      for (const hash of page.held) allowed.add(hash);
    }
    // Between them: every page's two, the film, the carousel's loader and the photo viewer.
    expect(allowed.size).toBe(5);
  });

  // Plain Playwright test: the refused injection is logged as a console error on purpose.
  for (const path of ["/", "/contact"]) {
    browserTest(
      `the browser enforces the policy on ${path}: the page's own scripts run, an injected one does not`,
      async ({ page }) => {
        await page.addInitScript(() => {
          const violations: string[] = [];
          (window as unknown as { violations: string[] }).violations = violations;
          document.addEventListener("securitypolicyviolation", (event) => violations.push(event.violatedDirective));
        });
        await page.goto(path);
        // The contact page's scripts are React's; the home page's are its own inline ones (the
        // carousel marks itself ready).
        if (path === "/contact") await hydrated(page);
        else await expect(page.locator('[data-slot="carousel"][data-ready]')).toHaveCount(1);
        expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
        // An attacker's inline script (as an XSS would inject it) is refused.
        const ran = await page.evaluate(async () => {
          const script = document.createElement("script");
          script.textContent = "window.injected = true";
          document.body.append(script);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return {
            injected: (window as unknown as { injected?: boolean }).injected === true,
            violations: (window as unknown as { violations: string[] }).violations,
          };
        });
        expect(ran.injected).toBe(false);
        expect(ran.violations).toContain("script-src-elem");
      },
    );
  }
});
