// The <head> of every page comes from this one pure function: a unique title and description,
// the canonical URL (no trailing slash) and the Open Graph / Twitter card.
import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
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
};

export function canonicalUrl(path: string): string {
  const normalized = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${site.url}${normalized}` || site.url;
}

export function absoluteUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${site.url}${url.startsWith("/") ? "" : "/"}${url}`;
}

export function pageMeta(head: PageHead): MetaDescriptor[] {
  const title = head.title ? `${head.title} | ${site.name}` : `${site.name} | ${site.tagline}`;
  const url = canonicalUrl(head.path);
  const image = absoluteUrl(head.image ?? defaultShareImage);
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: head.description },
    { name: "twitter:image", content: image },
    ...(head.structuredData ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** schema.org description of the business, from the site config. */
export function businessStructuredData(): object {
  const { address } = site;
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    name: site.name,
    description: site.description,
    url: site.url,
    telephone: site.phone.href.replace("tel:", ""),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.street}, ${address.unit}`,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    areaServed: site.serviceArea.map((name) => ({ "@type": "City", name })),
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "09:00", closes: "16:00" },
    ],
    sameAs: [site.social.href],
  };
}
