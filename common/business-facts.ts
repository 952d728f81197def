// The business facts the owner edits in the office (/office/facts): phone, e-mail, address, hours,
// social profile, the three claims, the four credentials and the review pages. Header, footer, contact blocks, the
// home page's counters and credentials, JSON-LD and every e-mail read them from the database
// (server/content/facts.ts); common/site.ts holds the values a new database starts with. Plain
// TypeScript, shared by app/ and server/.
import { site } from "./site.ts";

export type BusinessFacts = {
  phone: { display: string; href: string };
  email: string;
  address: { street: string; unit: string; city: string; region: string; postalCode: string; country: string };
  /**
   * Three rows: Monday – Friday, Saturday, Sunday; each a time range ("8:00 AM – 6:00 PM", with
   * `opens` and `closes` as 24-hour readings) or a note ("By appointment only").
   */
  hours: { days: string; time: string; opens?: string; closes?: string }[];
  social: { label: string; handle: string; href: string };
  claims: { value: number; suffix: string; label: string }[];
  credentials: { title: string; detail: string }[];
  /** Where a completed job's client may review the business besides the site's own form (blank: not asked there). */
  reviews: { google: string; houzz: string };
};

/** No review pages set: facts saved before they were asked for read as these. */
export const noReviewPages: BusinessFacts["reviews"] = { google: "", houzz: "" };

/** The facts a new database starts with (common/site.ts). */
export const seedFacts: BusinessFacts = {
  phone: site.phone,
  email: site.email,
  address: { ...site.address },
  hours: site.hours.map((row) => ({ ...row })),
  social: site.social,
  claims: site.claims.map((claim) => ({ ...claim })),
  credentials: site.credentials.map((credential) => ({ ...credential })),
  reviews: noReviewPages,
};

/** The office's address on one line, or on two (street and unit, then the city). */
export function addressText(
  { street, unit, city, region, postalCode }: BusinessFacts["address"],
  lines: "one" | "two",
) {
  const first = unit ? `${street}, ${unit}` : street;
  return lines === "one" ? `${first}, ${city}, ${region} ${postalCode}` : `${first}\n${city}, ${region} ${postalCode}`;
}

/** The days of each hours row, as schema.org names them. */
export const HOURS_DAYS = [
  { days: "Monday – Friday", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] },
  { days: "Saturday", dayOfWeek: ["Saturday"] },
  { days: "Sunday", dayOfWeek: ["Sunday"] },
] as const;

/** The open hours as schema.org's OpeningHoursSpecification (rows with a note, like Sunday's, left out). */
export const openingHours = (hours: BusinessFacts["hours"]) =>
  hours.flatMap(({ opens, closes }, index) => {
    const days = HOURS_DAYS[index]?.dayOfWeek;
    if (!opens || !closes || !days) return [];
    return [
      { "@type": "OpeningHoursSpecification", dayOfWeek: days.length === 1 ? days[0] : [...days], opens, closes },
    ];
  });
