// The business facts as the office edits them (/office/facts): the phone number, e-mail, office
// address, hours, social profile, the three claims the home page counts up to and the four
// credentials, with the same rules for every save and each message next to its field. Always on the
// site: a change is saved as a revision, published at once or kept as a draft until it is, and
// every page, JSON-LD and e-mail reads the published facts (mail within 2 s: server/mail/facts.ts
// follows the content's version). Seeded on first start from common/site.ts.
import { z } from "zod";
import { HOURS_DAYS, noReviewPages, seedFacts, type BusinessFacts } from "../../common/business-facts.ts";
import { housePhone, telHref } from "../../common/phone.ts";
import {
  compareFields,
  createCollection,
  inPreview,
  refused,
  type Checked,
  type CollectionDependencies,
  type ShownFields,
} from "./collection.ts";

/** "8:00 AM – 6:00 PM" (a hyphen or "to" between them too), as 24-hour "08:00" and "18:00"; undefined for a note. */
export function timeRange(time: string): { opens: string; closes: string } | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)\s*(?:–|-|to)\s*(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(time.trim());
  if (!match) return undefined;
  const clock = (hour: string, minute: string, half: string) => {
    const h = Number(hour);
    if (h < 1 || h > 12 || Number(minute) > 59) return undefined;
    return `${String((h % 12) + (half.toUpperCase() === "PM" ? 12 : 0)).padStart(2, "0")}:${minute}`;
  };
  const opens = clock(match[1]!, match[2]!, match[3]!);
  const closes = clock(match[4]!, match[5]!, match[6]!);
  return opens && closes && opens < closes ? { opens, closes } : undefined;
}

const FACT_FIELDS = ["phone", "email", "address", "hours", "social", "claims", "credentials"] as const;

/** The facts are one item, at this slug. */
export const FACTS_SLUG = "business";
export const CLAIM_SUFFIXES = ["+", "%", ""] as const;

const text = (min: number, max: number, message: string) =>
  z.string().trim().min(min, message).max(max, `Keep it under ${max} characters.`);

/** Whether `value` is a whole https address. */
const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};
/** A review page's address: https, or blank for none. */
const reviewPage = (site: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === "" || isHttps(value),
      `Give your ${site} review page's full address, starting with https://, or leave it blank.`,
    );

export const factsSchema = z.object({
  phone: z.object({
    // Typed any everyday way (a phone's keypad has no brackets), kept in the house form.
    display: z
      .string()
      .trim()
      .refine(
        (typed) => housePhone(typed) !== undefined,
        "Write a US phone number with its area code, like 407 555 0142.",
      )
      .transform((typed) => housePhone(typed)!),
    href: z.string(),
  }),
  email: z.email("Give the e-mail address visitors write to, like hello@saltboxdesignbuild.com."),
  address: z.object({
    street: text(3, 80, "Give the street address."),
    unit: z.string().trim().max(40, "Keep the suite or unit under 40 characters."),
    city: text(2, 40, "Give the city."),
    region: z.literal("FL", "The office is in Florida."),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "Give the five-digit ZIP code."),
    country: z.literal("US"),
  }),
  hours: z
    .array(
      z.object({
        days: z.string(),
        time: z
          .string()
          .trim()
          .refine(
            (time) => timeRange(time) !== undefined || /^[A-Z][A-Za-z ]{2,39}$/.test(time),
            "Give the hours like 8:00 AM – 6:00 PM, or a short note like By appointment only.",
          ),
      }),
    )
    .length(HOURS_DAYS.length),
  social: z.object({
    label: text(2, 30, "Name the network, like Instagram."),
    handle: text(2, 40, "Give the profile's name, like @saltboxdesignbuild."),
    href: z.url({ protocol: /^https$/, error: "Give the profile's full address, starting with https://." }),
  }),
  claims: z
    .array(
      z.object({
        value: z
          .number("Give the figure as a whole number.")
          .int("Give the figure as a whole number.")
          .min(1, "Give a figure above 0.")
          .max(100_000, "Give a figure up to 100,000."),
        suffix: z.enum(CLAIM_SUFFIXES, "Choose what follows the figure."),
        label: text(3, 40, "Say what the figure counts."),
      }),
    )
    .length(3),
  credentials: z
    .array(z.object({ title: text(3, 40, "Name the credential."), detail: text(3, 80, "Say what it is.") }))
    .length(4),
  // Facts saved before the review pages were asked for have none.
  reviews: z.object({ google: reviewPage("Google"), houzz: reviewPage("Houzz") }).default(noReviewPages),
});
/** Messages by field: `phone.display`, `claims.1.value` and the like. */
export type FactsErrors = Record<string, string> & { slug?: string; title?: string };

/** Checks the facts: the data (the phone's dialled form made from what is shown), or each refused field's message. */
export function checkFacts(input: unknown, slug: string): Checked<BusinessFacts, FactsErrors> {
  if (slug !== FACTS_SLUG) return { errors: { slug: "The business facts keep their address." } };
  const result = factsSchema.safeParse(input);
  if (result.success) {
    const data = result.data;
    // Each row's days are fixed; its 24-hour readings are made from what it says.
    const fixed = data.hours.map(({ time }, index) => ({ days: HOURS_DAYS[index]!.days, time, ...timeRange(time) }));
    return { data: { ...data, phone: { ...data.phone, href: telHref(data.phone.display) }, hours: fixed }, slug };
  }
  return refused<FactsErrors>(result.error.issues);
}

const shownFields: ShownFields<BusinessFacts> = [
  ["Phone", (facts) => facts.phone.display],
  ["E-mail", (facts) => facts.email],
  ["Address", (facts) => Object.values(facts.address).join(", ")],
  ["Hours", (facts) => facts.hours.map((row) => `${row.days}: ${row.time}`).join("\n")],
  ["Social profile", (facts) => `${facts.social.label} ${facts.social.handle} (${facts.social.href})`],
  ["Claims", (facts) => facts.claims.map((claim) => `${claim.value}${claim.suffix} ${claim.label}`).join("\n")],
  [
    "Credentials",
    (facts) => facts.credentials.map((credential) => `${credential.title}: ${credential.detail}`).join("\n"),
  ],
  [
    "Review pages",
    (facts) =>
      Object.values(facts.reviews ?? noReviewPages)
        .filter(Boolean)
        .join("\n"),
  ],
];
/** What changed from one version of the facts to another (unchanged ones left out). */
export const compareFacts = (before: BusinessFacts, after: BusinessFacts) => compareFields(shownFields, before, after);

export function createFacts(dependencies: CollectionDependencies<BusinessFacts> & { log: (line: string) => void }) {
  const { log } = dependencies;
  const facts = createCollection(
    dependencies,
    // Where the site shows them all: the contact page's details and hours, and its header and footer.
    { kind: "facts", check: checkFacts, address: () => "/contact", noun: "facts" },
  );
  /** The facts' own fields of a stored item (its id, slug and dates left out); facts saved before the review pages have none. */
  const factsOf = (item: BusinessFacts): BusinessFacts => ({
    ...(Object.fromEntries(FACT_FIELDS.map((field) => [field, item[field]])) as Omit<BusinessFacts, "reviews">),
    reviews: item.reviews ?? noReviewPages,
  });
  /** The facts as the site shows them (changes kept as a draft left out; never unpublished, else the starting ones). */
  const current = async (): Promise<BusinessFacts> => factsOf((await facts.published())[0] ?? seedFacts);
  let lastRead = seedFacts;
  let failing = false;
  return {
    ...facts,
    /** The facts as pages and mail show them. */
    current,
    /**
     * The facts for a page's header and footer: the stored ones, or while the database is away
     * the last ones read (common/site.ts's before any), so the contact form still shows and works.
     */
    async shown(): Promise<BusinessFacts> {
      try {
        const read = await current();
        // A preview's draft is for the person previewing it, never what visitors see while the database is away.
        if (inPreview()) return read;
        lastRead = read;
        failing = false;
      } catch (error) {
        if (!failing) log(`content: could not read the business facts, showing the last ones: ${String(error)}`);
        failing = true;
      }
      return lastRead;
    },
    /** Saves a change to the facts (collection.ts's saveLive): pages and mail read them once published. */
    save: async (input: unknown, by: string, options?: { asDraftChanges?: boolean }) =>
      facts.saveLive(input, FACTS_SLUG, (await facts.single()).id, by, options),
  };
}

export type Facts = ReturnType<typeof createFacts>;
