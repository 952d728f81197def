// The checks in front of every request (server/http/request-checks.ts), through the real app on
// loopback, as the issue reproduced them with curl: an office address spelled another way, a
// change from another origin to a resource route, an unreadable Host.
import { afterEach, describe, expect, it, vi } from "vitest";
import { request as httpRequest } from "node:http";
import { mailingServices, serveApi } from "../support/services.ts";

const mailing = mailingServices();
afterEach(() => vi.restoreAllMocks());

/** The real app on loopback; a request that reaches the pages answers 418. */
async function serve() {
  const { services } = await mailing.setup("sqlite");
  const served = await serveApi(services);
  mailing.closeAfterTest(served);
  return { base: served.base, port: Number(new URL(served.base).port) };
}

/** A raw request with the headers exactly as given (fetch would set Host itself). */
function raw(port: number, path: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, setHost: false, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the checks before anything is served", () => {
  it("treats /%6Fffice and %2e paths as the office they route to: no-store, noindex, and no change from another origin", async () => {
    const { base } = await serve();
    const page = await fetch(`${base}/%6Fffice/leads`);
    expect([page.headers.get("cache-control"), page.headers.get("x-robots-tag")]).toEqual([
      "no-store",
      "noindex, nofollow",
    ]);
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors = vi.spyOn(console, "error");
    const paths = [
      "/%6Fffice/sign-out",
      "/%6F%66fice/photos",
      "/blog/%2e%2e/office/photos",
      "/blog/%2E%2E/office/passkeys/sign-in-options",
      "/contact",
      "/api/contact",
      "/consultation",
    ];
    for (const path of paths)
      for (const from of [
        { origin: "http://127.0.0.1:1" },
        { "sec-fetch-site": "same-site" },
        { origin: "null" },
      ] as Record<string, string>[]) {
        const post = await fetch(base + path, {
          method: "POST",
          headers: { ...from, "content-type": "application/x-www-form-urlencoded" },
          body: "everywhere=1",
        });
        expect(post.status, `${path} ${JSON.stringify(from)}`).toBe(403);
        expect(await post.text()).toMatch(/accepted only from (its|this site's) own pages/);
      }
    // One line each, no stack.
    expect(warned).toHaveBeenCalledTimes(paths.length * 3);
    expect(warned.mock.calls.every(([line]) => /^403 POST \/\S+: sent from \S+$/.test(String(line)))).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    // The one-click unsubscribe is posted by mail providers from no page of ours.
    const unsubscribe = await fetch(`${base}/newsletter/unsubscribe?token=x`, {
      method: "POST",
      headers: { origin: "null" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribe.status).toBe(400);
  });

  it("answers an unreadable Host or X-Forwarded-Host with 400 and one line, before any page", async () => {
    const { port } = await serve();
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors = vi.spyOn(console, "error");
    const bad = ["a:99999", "", " ", "[bad"];
    for (const host of bad) {
      for (const headers of [{ host }, { host: `127.0.0.1:${port}`, "x-forwarded-host": host }] as Record<
        string,
        string
      >[]) {
        for (const path of ["/", "/office", "/contact"]) {
          const answer = await raw(port, path, headers);
          expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(400);
          expect(answer.text).toMatch(/header does not name a host/);
        }
      }
    }
    expect(warned).toHaveBeenCalledTimes(bad.length * 2 * 3);
    expect(errors).not.toHaveBeenCalled();
    // No Host at all (HTTP/1.1 needs one: Node answers 400 itself) and a good one.
    expect((await raw(port, "/contact", {})).status).toBe(400);
    expect((await raw(port, "/contact", { host: "www.saltbox.test" })).status).toBe(418);
  });
});
