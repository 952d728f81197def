import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { absoluteUrl, businessStructuredData, canonicalUrl, pageMeta } from "~/lib/seo";

describe("canonicalUrl", () => {
  it("drops trailing slashes so every page has one URL", () => {
    expect(canonicalUrl("/")).toBe(site.url);
    expect(canonicalUrl("/about/")).toBe(`${site.url}/about`);
    expect(canonicalUrl("/services/kitchen")).toBe(`${site.url}/services/kitchen`);
  });
});

describe("absoluteUrl", () => {
  it("prefixes root-relative URLs with the site and keeps absolute ones", () => {
    expect(absoluteUrl("/assets/a.jpg")).toBe(`${site.url}/assets/a.jpg`);
    expect(absoluteUrl("https://example.org/x.jpg")).toBe("https://example.org/x.jpg");
  });
});

describe("pageMeta", () => {
  const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
    meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it("appends the brand to a page title and describes the page everywhere", () => {
    const meta = pageMeta({ title: "Our Process", description: "Five steps.", path: "/process" });
    expect(meta[0]).toEqual({ title: `Our Process | ${site.name}` });
    expect(find(meta, "name", "description")?.content).toBe("Five steps.");
    expect(find(meta, "rel", "canonical")?.href).toBe(`${site.url}/process`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${site.url}/process`);
    expect(find(meta, "property", "og:title")?.content).toBe(`Our Process | ${site.name}`);
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("uses the brand and tagline on the home page and a default absolute share image", () => {
    const meta = pageMeta({ description: "Home.", path: "/" });
    expect(meta[0]).toEqual({ title: `${site.name} | ${site.tagline}` });
    expect(find(meta, "property", "og:image")?.content).toMatch(new RegExp(`^${site.url}/.+`));
  });

  it("renders each structured data object as JSON-LD", () => {
    const meta = pageMeta({ description: "x", path: "/", structuredData: [businessStructuredData()] });
    const ld = meta.find((entry) => "script:ld+json" in entry) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"]["@type"]).toBe("HomeAndConstructionBusiness");
    expect(ld["script:ld+json"]["telephone"]).toBe("+14075550142");
  });
});
