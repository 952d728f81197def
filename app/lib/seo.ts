// The <head> of every page comes from this one pure function: a unique title and description,
// the canonical URL (no trailing slash), the Open Graph / Twitter card and structured data
// (schema.org JSON-LD: the page's own objects plus its breadcrumb trail). Every absolute address
// starts with the site's origin, the running server's SITE_URL, which the root loader hands every
// page: a `meta` function reads it with metaSiteUrl(matches), a loader from siteUrlContext.
import type { MetaDescriptor } from "react-router";
import { openingHours, type BusinessFacts } from "#common/business-facts.ts";
import { site } from "#common/site.ts";
import defaultShareImage from "~/assets/images/og-default.jpg?w=1200&h=630&fit=cover&format=jpg&quality=80";

export type PageHead = {
  /** The page's own title; the brand is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page, e.g. "/services/kitchen". */
  path: string;
  /** Absolute or root-relative URL of the sharing image. */
  image?: string;
  type?: "website" | "article";
  /** Extra structured data objects (schema.org), each rendered as JSON-LD. */
  structuredData?: object[];
  /** The page's short name in its breadcrumb trail; defaults to the title. */
  breadcrumb?: string;
};

/** Sections whose pages sit one level below them in the breadcrumb trail. */
const SECTIONS: Record<string, string> = { "/services": "Services", "/portfolio": "Portfolio", "/blog": "Blog" };

/** The site's origin in a route's `meta`: the root loader's (app/root.tsx), which runs before any page's. */
export function metaSiteUrl(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  if (!root?.siteUrl) throw new Error("the root loader's data has no siteUrl");
  return root.siteUrl;
}

const businessId = (siteUrl: string) => `${siteUrl}/#business`;

export function canonicalUrl(siteUrl: string, path: string): string {
  const normalized = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${siteUrl}${normalized}`;
}

export function absoluteUrl(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}

export function pageMeta(siteUrl: string, head: PageHead): MetaDescriptor[] {
  const title = documentTitle(head.title);
  const url = canonicalUrl(siteUrl, head.path);
  const image = absoluteUrl(siteUrl, head.image ?? defaultShareImage);
  return [
    { title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: head.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    // X reads the title, description and image from the og: tags when it finds no twitter: ones.
    { name: "twitter:card", content: "summary_large_image" },
    ...[...(head.structuredData ?? []), ...breadcrumbTrail(siteUrl, head)].map((data) => ({ "script:ld+json": data })),
  ];
}

/** Longer titles are cut off in search results and flagged by HTML validators. */
export const MAX_TITLE_LENGTH = 70;

/** "Page | Brand", with the short brand or none when the full one would make it too long. */
export function documentTitle(pageTitle: string | undefined): string {
  if (!pageTitle) return `${site.name} | ${site.tagline}`;
  const candidates = [`${pageTitle} | ${site.name}`, `${pageTitle} | ${site.shortName}`];
  return candidates.find((title) => title.length <= MAX_TITLE_LENGTH) ?? pageTitle;
}

/** Home › (section) › page, as a schema.org BreadcrumbList; none on the home page itself. */
function breadcrumbTrail(siteUrl: string, head: PageHead): object[] {
  if (head.path === "/" || !head.title) return [];
  const section = Object.keys(SECTIONS).find((prefix) => head.path.startsWith(`${prefix}/`));
  const crumbs = [
    { name: "Home", path: "/" },
    ...(section ? [{ name: SECTIONS[section]!, path: section }] : []),
    { name: head.breadcrumb ?? head.title, path: head.path },
  ];
  return [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: canonicalUrl(siteUrl, crumb.path),
      })),
    },
  ];
}

/** schema.org description of one of the services the business offers. */
export function serviceStructuredData(
  siteUrl: string,
  service: {
    title: string;
    summary: string;
    slug: string;
    image: string;
  },
): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url: canonicalUrl(siteUrl, `/services/${service.slug}`),
    image: absoluteUrl(siteUrl, service.image),
    provider: { "@type": "HomeAndConstructionBusiness", "@id": businessId(siteUrl), name: site.name, url: siteUrl },
    areaServed: site.serviceArea.map((name) => ({ "@type": "City", name })),
  };
}

const sameAddress = (a: BusinessFacts["address"], b: BusinessFacts["address"]) =>
  (Object.keys(b) as (keyof typeof b)[]).every((key) => (a[key] ?? "") === (b[key] ?? ""));

/** schema.org description of the business: the site config and the business facts the office keeps. */
export function businessStructuredData(siteUrl: string, facts: BusinessFacts): object {
  const { address } = facts;
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(siteUrl),
    name: site.name,
    description: site.description,
    url: siteUrl,
    image: absoluteUrl(siteUrl, defaultShareImage),
    telephone: facts.phone.href.replace("tel:", ""),
    email: facts.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.unit ? `${address.street}, ${address.unit}` : address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    // The coordinates belong to the address the site started with: an address the office changed has none.
    ...(sameAddress(address, site.address)
      ? { geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude } }
      : {}),
    areaServed: site.serviceArea.map((name) => ({ "@type": "City", name })),
    openingHoursSpecification: openingHours(facts.hours),
    sameAs: [facts.social.href],
  };
}
