// Business facts in one place: the header, footer, contact page, call-to-action, metadata,
// structured data and the e-mails the server sends all read from here. The owner changes the
// brand, phone or address once. Plain TypeScript with no imports, shared by app/ and server/.

/** The public address of the site when SITE_URL is not set. */
export const DEFAULT_SITE_URL = "https://www.saltboxdesignbuild.com";

/**
 * SITE_URL as an origin (scheme, host, port: no path), or why it cannot be one. The server's
 * configuration (server/config.ts) checks it with this when the server starts and stops with the
 * message. The origin is not one of the facts below: one build serves any host, so the pages get
 * it from the running server (app/context.ts's siteUrlContext) and mail from server/mail/site-url.ts.
 */
export function parseSiteUrl(value: string | undefined): { origin: string } | { error: string } {
  if (value === undefined || value === "") return { origin: DEFAULT_SITE_URL };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: `must be an absolute http:// or https:// address like ${DEFAULT_SITE_URL}` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { error: `must start with https:// or http:// (got ${url.protocol})` };
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password)
    return { error: `must be the site's origin only, with no path, query or user (like ${url.origin})` };
  return { origin: url.origin };
}

export const site = {
  name: "Saltbox Design-Build",
  shortName: "Saltbox",
  tagline: "Design-Build Home Renovation in Central Florida",
  description:
    "Saltbox Design-Build designs and builds kitchens, bathrooms, whole-home renovations and custom cabinetry across Central Florida, from Orlando to Winter Park and Lake Nona.",
  phone: { display: "(407) 555-0142", href: "tel:+14075550142" },
  email: "hello@saltboxdesignbuild.com",
  address: {
    street: "1200 N Orange Ave",
    unit: "Suite 310",
    city: "Orlando",
    region: "FL",
    postalCode: "32804",
    country: "US",
  },
  geo: { latitude: 28.5634, longitude: -81.3792 },
  serviceArea: ["Orlando", "Winter Park", "Windermere", "Lake Nona", "Maitland", "Oviedo", "Dr. Phillips"],
  // `opens` and `closes` are the time as 24-hour clock readings, for search engines (JSON-LD).
  hours: [
    { days: "Monday – Friday", time: "8:00 AM – 6:00 PM", opens: "08:00", closes: "18:00" },
    { days: "Saturday", time: "9:00 AM – 4:00 PM", opens: "09:00", closes: "16:00" },
    { days: "Sunday", time: "By appointment only" },
  ],
  social: { label: "Instagram", handle: "@saltboxdesignbuild", href: "https://www.instagram.com/saltboxdesignbuild" },
  claims: [
    { value: 20, suffix: "+", label: "Years of experience" },
    { value: 200, suffix: "+", label: "Projects completed" },
    { value: 98, suffix: "%", label: "Client satisfaction" },
  ],
  credentials: [
    { title: "Florida Licensed Contractor", detail: "Certified General Contractor CGC1531187" },
    { title: "Fully Insured & Bonded", detail: "General liability and workers' compensation" },
    { title: "BBB A+ Rating", detail: "Better Business Bureau accredited" },
    { title: "NARI Certified Remodeler", detail: "National Association of the Remodeling Industry" },
  ],
  designerCredit: { name: "Palmetto Web Studio" },
  // The story every page tells (about, values, meta): Tom Whitcomb founded the firm in
  // Massachusetts in 2005 and the family moved it to Orlando in 2014. The spec's claim of "20+ years
  // of experience" (claims above) is what fixes the founding year: 2005 makes it 21 years in 2026,
  // where the earlier 1998 made 28 and an understated "20+".
  founded: { newEngland: 2005, florida: 2014 },
  /** Tom and Ellen Whitcomb, and their children Claire (design) and Ben (the millwork shop). */
  family: { generations: 2 },
} as const;

const numberWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** "two" for 2, as copy writes small counts; larger ones as figures. */
export const inWords = (count: number) => numberWords[count] ?? String(count);

/** Whole years since the firm was founded, as of `now` (the build, for prerendered pages). */
export const yearsInBusiness = (now = new Date()) => now.getFullYear() - site.founded.newEngland;

/** A claim's figure as the copy writes it: "20+", "200+". */
export const claimText = (label: string) => {
  const claim = site.claims.find((entry) => entry.label === label);
  if (!claim) throw new Error(`no claim labelled ${label}`);
  return `${claim.value}${claim.suffix}`;
};

export type Site = typeof site;

/** The domain of the site's e-mail: the sender address and every Message-ID are on it. */
export const mailDomain = site.email.slice(site.email.indexOf("@") + 1);
