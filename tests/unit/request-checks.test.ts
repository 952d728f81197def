import { describe, expect, it } from "vitest";
import { fromAnotherOrigin, isValidHost, routedPath } from "../../server/http/request-checks.ts";

describe("isValidHost", () => {
  it("takes a name or an address with a port a URL can hold", () => {
    for (const host of ["saltbox.test", "www.saltbox.test:443", "127.0.0.1:3000", "[::1]:3000", "localhost"])
      expect(isValidHost(host), host).toBe(true);
  });

  it("refuses what the issue found answered 500: missing, empty, a space, a port past 65535, an open bracket", () => {
    for (const host of [undefined, "", " ", "a:99999", "[bad", "a:0", "a b", "a/b", "x".repeat(300)])
      expect(isValidHost(host), JSON.stringify(host)).toBe(false);
  });
});

describe("routedPath", () => {
  it("decodes escaped letters and resolves dot segments as React Router will match them", () => {
    expect(routedPath("/%6Fffice/sign-out")).toBe("/office/sign-out");
    expect(routedPath("/%4F%46%46ICE/leads?x=%6F")).toBe("/OFFICE/leads?x=%6F");
    expect(routedPath("/blog/%2e%2e/office/photos")).toBe("/office/photos");
    expect(routedPath("/blog/%2E%2E/%2e/office")).toBe("/office");
    expect(routedPath("/blog/%252e%252e/office")).toBe("/blog/%252e%252e/office");
    expect(routedPath("/blog\\..\\office")).toBe("/office");
  });

  it("keeps other escapes, which would change the segments, and stays on this host", () => {
    expect(routedPath("/blog/a%2Fb%20c")).toBe("/blog/a%2Fb%20c");
    expect(routedPath("//evil.example/office")).toBe("//evil.example/office");
    expect(routedPath("/contact")).toBe("/contact");
  });

  it("leaves targets that are no path to the rest", () => {
    expect(routedPath("*")).toBeUndefined();
    expect(routedPath("http://saltbox.test/office")).toBeUndefined();
  });
});

describe("fromAnotherOrigin", () => {
  const own = "http://127.0.0.1:4800";
  it("lets the site's own pages and clients that are no browser through", () => {
    expect(fromAnotherOrigin({ origin: own, fetchSite: "same-origin" }, own)).toBe(false);
    expect(fromAnotherOrigin({}, own)).toBe(false);
  });

  it("refuses another site, another port of this host and an opaque origin", () => {
    expect(fromAnotherOrigin({ origin: "https://evil.example" }, own)).toBe(true);
    expect(fromAnotherOrigin({ origin: "http://127.0.0.1:4801", fetchSite: "same-site" }, own)).toBe(true);
    expect(fromAnotherOrigin({ fetchSite: "same-site" }, own)).toBe(true);
    expect(fromAnotherOrigin({ origin: "null" }, own)).toBe(true);
    expect(fromAnotherOrigin({ fetchSite: "cross-site" }, own)).toBe(true);
  });
});
