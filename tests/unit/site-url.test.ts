import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL, parseSiteUrl } from "#common/site.ts";
import { loadConfig } from "../../server/config.ts";

describe("SITE_URL", () => {
  it("defaults to the public site and keeps only the origin of a staging host", () => {
    expect(loadConfig({}).SITE_URL).toBe(DEFAULT_SITE_URL);
    expect(loadConfig({ SITE_URL: "https://staging.saltboxdesignbuild.com/" }).SITE_URL).toBe(
      "https://staging.saltboxdesignbuild.com",
    );
    expect(parseSiteUrl("http://localhost:3000")).toEqual({ origin: "http://localhost:3000" });
  });

  it("stops the server at start with a message naming SITE_URL for an address that is not an origin", () => {
    expect(() => loadConfig({ SITE_URL: "www.saltboxdesignbuild.com" })).toThrow(
      /SITE_URL: must be an absolute http:\/\/ or https:\/\/ address/,
    );
    expect(() => loadConfig({ SITE_URL: "ftp://saltboxdesignbuild.com" })).toThrow(/SITE_URL: must start with https:/);
    expect(() => loadConfig({ SITE_URL: "https://example.com/site" })).toThrow(
      /SITE_URL: must be the site's origin only, with no path, query or user \(like https:\/\/example.com\)/,
    );
  });
});
