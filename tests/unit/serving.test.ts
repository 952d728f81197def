import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  hashSource,
  inlineScriptHashes,
  inlineStyleHashes,
} from "../../server/http/security-headers.ts";
import { chooseEncoding, pagePolicy, parseRange } from "../../server/http/static-files.ts";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("denies by default and allows only the site's own origin, never inline code", () => {
    const policy = directives(contentSecurityPolicy({ scripts: [], styles: [] }));
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    // Pictures may also be data: URLs (the site's icon, inline in every page), nothing else may.
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    expect([...policy.entries()].filter(([, sources]) => sources.includes("data:")).map(([name]) => name)).toEqual([
      "img-src",
    ]);
  });

  it("adds the page's script sources to script-src only", () => {
    const policy = directives(contentSecurityPolicy({ scripts: ["'nonce-abc'"], styles: [] }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect([...policy.values()].flat().filter((source) => source === "'nonce-abc'")).toHaveLength(1);
  });

  it("adds the page's style sources to style-src only", () => {
    const policy = directives(contentSecurityPolicy({ scripts: [], styles: ["'sha256-abc'"] }));
    expect(policy.get("style-src")).toEqual(["'self'", "'sha256-abc'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script once, exactly as written", () => {
    const html = `<script>console.log(1)</script><p>x</p><script type="module" async="">console.log(1)</script>`;
    expect(inlineScriptHashes(html)).toEqual(["'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='"]);
  });

  it("leaves out external scripts, empty ones and JSON-LD data blocks", () => {
    const html = `<script src="/assets/a.js"></script><script></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("pagePolicy", () => {
  const build = ["console.log('menu')", '{"prerender":[]}'];
  const scripts = (policy: string) => directives(policy).get("script-src");

  it("lets a page without React run only those of the build's scripts it carries, whatever else it holds", () => {
    // A script that reached the page through its content (it never has) is not among them, and
    // the build's speculation rules, absent from this page, are not listed either.
    const html = `<script>console.log('menu')</script><p>A post</p><script>fetch("/steal")</script>`;
    expect(scripts(pagePolicy(html, build))).toEqual(["'self'", hashSource(build[0]!)]);
    expect(scripts(pagePolicy(html, build))).not.toContain(hashSource('fetch("/steal")'));
  });

  it("hashes a hydrating page's scripts as rendered: React Router's carry its data", () => {
    const html = `<script>window.__reactRouterContext = {};</script><script>window.__reactRouterContext.streamController.enqueue("[]");</script>`;
    expect(scripts(pagePolicy(html, build))).toEqual(["'self'", ...inlineScriptHashes(html)]);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes each inline style element once, exactly as written", () => {
    const html = `<style>p{color:red}</style><p>x</p><style nonce="">p{color:red}</style>`;
    expect(inlineStyleHashes(html)).toEqual(["'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='"]);
  });
});

describe("parseRange", () => {
  it("reads a single byte range, open-ended or from the end", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
  });

  it("refuses ranges outside the body and ignores what it does not understand", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=50-10", 1000)).toBe("unsatisfiable");
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange("bytes=-", 1000)).toBeUndefined();
    expect(parseRange("bytes=0-1,5-9", 1000)).toBeUndefined();
    expect(parseRange("items=0-1", 1000)).toBeUndefined();
  });
});

describe("chooseEncoding", () => {
  const all = ["br", "gzip", "identity"] as const;

  it("prefers brotli, then gzip, whatever order the browser lists them in", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", all)).toBe("br");
    expect(chooseEncoding("gzip, deflate", all)).toBe("gzip");
    expect(chooseEncoding(undefined, all)).toBe("identity");
    expect(chooseEncoding("", all)).toBe("identity");
  });

  it("honours q-values, refusals and the wildcard", () => {
    expect(chooseEncoding("br;q=0.5, gzip", all)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0", all)).toBe("identity");
    expect(chooseEncoding("*", all)).toBe("br");
    expect(chooseEncoding("BR", all)).toBe("br");
  });

  it("chooses only among the encodings a file has", () => {
    expect(chooseEncoding("br, gzip", ["gzip", "identity"])).toBe("gzip");
    expect(chooseEncoding("br, gzip", ["identity"])).toBe("identity");
  });
});
