// Business facts in one place: the header, footer, contact page, call-to-action, metadata,
// structured data and the e-mails the server sends all read from here. The owner changes the
// brand, phone or address once. Plain TypeScript with no imports, shared by app/ and server/.

export const site = {
  name: "Saltbox Design-Build",
  shortName: "Saltbox",
  tagline: "Design-Build Home Renovation in Central Florida",
  url: "https://www.saltboxdesignbuild.com",
  description:
    "Saltbox Design-Build designs and builds kitchens, bathrooms, whole-home renovations and custom cabinetry across Central Florida, from Orlando to Winter Park and Lake Nona.",
  phone: { display: "(407) 555-0142", href: "tel:+14075550142" },
  email: "hello@saltboxdesignbuild.com",
  address: {
    street: "1200 N Orange Ave",
    unit: "Suite 310",
    city: "Orlando",
    region: "FL",
    regionName: "Florida",
    postalCode: "32804",
    country: "US",
  },
  geo: { latitude: 28.5634, longitude: -81.3792 },
  serviceArea: ["Orlando", "Winter Park", "Windermere", "Lake Nona", "Maitland", "Oviedo", "Dr. Phillips"],
  hours: [
    { days: "Monday – Friday", time: "8:00 AM – 6:00 PM" },
    { days: "Saturday", time: "9:00 AM – 4:00 PM" },
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
  founded: { newEngland: 1998, florida: 2014 },
} as const;

export type Site = typeof site;

export function formatAddress(lines: "one" | "two" = "one"): string {
  const { street, unit, city, region, postalCode } = site.address;
  return lines === "one"
    ? `${street}, ${unit}, ${city}, ${region} ${postalCode}`
    : `${street}, ${unit}\n${city}, ${region} ${postalCode}`;
}

/** The domain of the site's e-mail: the sender address and every Message-ID are on it. */
export const mailDomain = site.email.slice(site.email.indexOf("@") + 1);
