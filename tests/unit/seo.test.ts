import { seedFacts } from "#common/business-facts.ts";
import { describe, expect, it } from "vitest";
import { site } from "#common/site.ts";
import {
  absoluteUrl,
  businessStructuredData,
  canonicalUrl,
  documentTitle,
  MAX_TITLE_LENGTH,
  pageMeta,
  serviceStructuredData,
} from "~/lib/seo";

/** Not the default: every address starts with the origin it is given, the running server's SITE_URL. */
const siteUrl = "https://staging.saltbox.test";

describe("canonicalUrl", () => {
  it("drops trailing slashes so every page has one URL", () => {
    expect(canonicalUrl(siteUrl, "/")).toBe(siteUrl);
    expect(canonicalUrl(siteUrl, "/about/")).toBe(`${siteUrl}/about`);
    expect(canonicalUrl(siteUrl, "/services/kitchen")).toBe(`${siteUrl}/services/kitchen`);
  });
});

describe("absoluteUrl", () => {
  it("prefixes root-relative URLs with the site and keeps absolute ones", () => {
    expect(absoluteUrl(siteUrl, "/assets/a.jpg")).toBe(`${siteUrl}/assets/a.jpg`);
    expect(absoluteUrl(siteUrl, "https://example.org/x.jpg")).toBe("https://example.org/x.jpg");
  });
});

describe("pageMeta", () => {
  const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
    meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it("appends the brand to a page title and describes the page everywhere", () => {
    const meta = pageMeta(siteUrl, { title: "Our Process", description: "Five steps.", path: "/process" });
    expect(meta[0]).toEqual({ title: `Our Process | ${site.name}` });
    expect(find(meta, "name", "description")?.content).toBe("Five steps.");
    expect(find(meta, "rel", "canonical")?.href).toBe(`${siteUrl}/process`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${siteUrl}/process`);
    expect(find(meta, "property", "og:title")?.content).toBe(`Our Process | ${site.name}`);
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("keeps titles within 70 characters by shortening the brand, then dropping it", () => {
    expect(documentTitle("A".repeat(45))).toBe(`${"A".repeat(45)} | ${site.name}`);
    expect(documentTitle("A".repeat(55))).toBe(`${"A".repeat(55)} | ${site.shortName}`);
    expect(documentTitle("A".repeat(64))).toBe("A".repeat(64));
    expect(site.tagline.length + site.name.length + 3).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  });

  it("uses the brand and tagline on the home page and a default absolute share image", () => {
    const meta = pageMeta(siteUrl, { description: "Home.", path: "/" });
    expect(meta[0]).toEqual({ title: `${site.name} | ${site.tagline}` });
    expect(find(meta, "property", "og:image")?.content).toMatch(new RegExp(`^${siteUrl}/.+`));
  });

  it("renders each structured data object as JSON-LD", () => {
    const meta = pageMeta(siteUrl, {
      description: "x",
      path: "/",
      structuredData: [businessStructuredData(siteUrl, seedFacts)],
    });
    const ld = meta.find((entry) => "script:ld+json" in entry) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"]["@type"]).toBe("HomeAndConstructionBusiness");
    expect(ld["script:ld+json"]["telephone"]).toBe("+14075550142");
  });

  const jsonLd = (meta: ReturnType<typeof pageMeta>) =>
    meta
      .filter((entry) => "script:ld+json" in entry)
      .map((entry) => (entry as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);

  it("gives every page but home a breadcrumb trail through its section", () => {
    expect(jsonLd(pageMeta(siteUrl, { description: "x", path: "/" }))).toEqual([]);
    const [trail] = jsonLd(
      pageMeta(siteUrl, {
        title: "Kitchen Remodeling in Orlando",
        breadcrumb: "Kitchen Remodeling",
        description: "x",
        path: "/services/kitchen",
      }),
    );
    expect(trail).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: siteUrl },
        { "@type": "ListItem", position: 2, name: "Services", item: `${siteUrl}/services` },
        { "@type": "ListItem", position: 3, name: "Kitchen Remodeling", item: `${siteUrl}/services/kitchen` },
      ],
    });
    const [about] = jsonLd(pageMeta(siteUrl, { title: "About Us", description: "x", path: "/about" }));
    expect((about!["itemListElement"] as object[]).map((item) => (item as { name: string }).name)).toEqual([
      "Home",
      "About Us",
    ]);
  });

  it("puts the page's own structured data before its breadcrumbs", () => {
    const types = jsonLd(
      pageMeta(siteUrl, {
        title: "Contact",
        description: "x",
        path: "/contact",
        structuredData: [businessStructuredData(siteUrl, seedFacts)],
      }),
    ).map((data) => data["@type"]);
    expect(types).toEqual(["HomeAndConstructionBusiness", "BreadcrumbList"]);
  });
});

describe("structured data", () => {
  it("describes the business with its address, location, area served, hours and profiles", () => {
    const business = businessStructuredData(siteUrl, seedFacts) as Record<string, unknown>;
    expect(business).toMatchObject({
      "@id": `${siteUrl}/#business`,
      email: site.email,
      address: { addressLocality: "Orlando", addressRegion: "FL", postalCode: site.address.postalCode },
      geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
      sameAs: [site.social.href],
    });
    expect(business["areaServed"]).toContainEqual({ "@type": "City", name: "Winter Park" });
    expect(business["openingHoursSpecification"]).toHaveLength(2);
  });

  it("leaves the coordinates out once the office has changed the address they belong to", () => {
    const moved = { ...seedFacts, address: { ...seedFacts.address, street: "300 S Park Ave" } };
    const business = businessStructuredData(siteUrl, moved) as Record<string, unknown>;
    expect(business["address"]).toMatchObject({ streetAddress: "300 S Park Ave, Suite 310" });
    expect(business["geo"]).toBeUndefined();
  });

  it("describes a service as provided by the business", () => {
    const service = serviceStructuredData(siteUrl, {
      title: "Bathroom Remodeling",
      summary: "Baths.",
      slug: "bathroom",
      image: "/assets/b.jpg",
    }) as Record<string, unknown>;
    expect(service).toMatchObject({
      "@type": "Service",
      name: "Bathroom Remodeling",
      url: `${siteUrl}/services/bathroom`,
      image: `${siteUrl}/assets/b.jpg`,
      provider: { "@id": `${siteUrl}/#business` },
    });
  });
});
