import { describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  isPublishedPath,
  navigation,
  officePagePatterns,
  pages,
  privatePagePatterns,
  publishedResourcePaths,
  resourcePaths,
} from "~/content/pages";
import { allPages } from "~/content/pages.server";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };
const routePatterns = (entries: RouteEntry[], parent = ""): string[] =>
  entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [path, ...routePatterns(entry.children ?? [], path)];
  });

const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
const tablePaths = [...allPages().map((page) => page.path), ...resourcePaths, ...publishedResourcePaths];

describe("the page table", () => {
  const patterns = routePatterns(routes as RouteEntry[]).filter(
    (pattern) => pattern !== "/*" && ![...privatePagePatterns, ...officePagePatterns].includes(pattern),
  );

  it("has an entry for every route in app/routes.ts", () => {
    const missing = patterns.filter((pattern) => !tablePaths.some((path) => matcher(pattern).test(path)));
    expect(missing).toEqual([]);
  });

  it("lists only pages some route serves", () => {
    const unrouted = tablePaths.filter((path) => !patterns.some((pattern) => matcher(pattern).test(path)));
    expect(unrouted).toEqual([]);
  });

  it("serves every page without a form, and the feed and sitemaps, from the database's content; the form pages and robots.txt otherwise", () => {
    const published = tablePaths.filter(isPublishedPath);
    expect(published).toContain("/portfolio/lake-nona-walnut-island-kitchen");
    expect(published).toContain("/blog/small-bathroom-layout-tips");
    expect(published).toContain("/services/full-home");
    expect(published.filter((path) => !/^\/(portfolio|blog|services)\/[a-z0-9-]+$/.test(path))).toEqual([
      "/",
      "/services",
      "/process",
      "/portfolio",
      "/blog",
      "/about",
      "/testimonials",
      "/privacy",
      "/terms",
      "/sitemap",
      "/sitemap.xml",
      "/blog/rss.xml",
    ]);
    expect(tablePaths.filter((path) => !isPublishedPath(path))).toEqual([
      "/contact",
      "/consultation",
      "/newsletter",
      "/robots.txt",
    ]);
    expect(isPublishedPath("/portfolio/a/b")).toBe(false);
    expect(isPublishedPath("/services/kitchen/more")).toBe(false);
  });

  it("lists each page once", () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
  });

  it("makes the navigation from its entries", () => {
    expect(navigation.primary.map((link) => link.label)).toEqual([
      "Home",
      "Services",
      "Our Process",
      "Portfolio",
      "Blog",
      "About Us",
      "Contact",
    ]);
    expect(navigation.cta).toEqual({ label: "Schedule a Consultation", to: pages.consultation.path });
  });
});
