// The business facts (/office/facts): the phone, e-mail, address, hours, social profile, claims
// and credentials every page and e-mail shows. Always on the site: only changed.
import { HOURS_DAYS, noReviewPages, type BusinessFacts } from "#common/business-facts.ts";
import type { Item } from "../../../server/content/collection.ts";
import { CLAIM_SUFFIXES, compareFacts } from "../../../server/content/facts.ts";
import { formText } from "../office-form.server";
import type { KindDeclaration } from "../office-kind";

/** The facts as the form holds them: text, as typed. */
export type FactsFormValues = {
  phone: string;
  email: string;
  address: Record<"street" | "unit" | "city" | "postalCode", string>;
  hours: string[];
  social: Record<"label" | "handle" | "href", string>;
  claims: Record<"value" | "suffix" | "label", string>[];
  credentials: Record<"title" | "detail", string>[];
  reviews: Record<"google" | "houzz", string>;
};

export const kind = {
  name: "Business facts",
  noun: "business facts",
  plural: "business facts",
  shape: "single",
  publishingOnly: true,
  collection: (services) => services.facts,
  compare: compareFacts,
  editor: (facts) => {
    const { phone, email, address, hours, social, claims, credentials, reviews } = facts!;
    const values: FactsFormValues = {
      phone: phone.display,
      email,
      address: { street: address.street, unit: address.unit, city: address.city, postalCode: address.postalCode },
      hours: hours.map((row) => row.time),
      social,
      claims: claims.map((claim) => ({ ...claim, value: String(claim.value) })),
      credentials,
      reviews: reviews ?? noReviewPages,
    };
    return { values, days: HOURS_DAYS.map((row) => row.days), suffixes: CLAIM_SUFFIXES };
  },
  read(form) {
    const text = (name: string) => formText(form, name);
    const values: FactsFormValues = {
      phone: text("phone"),
      email: text("email"),
      address: {
        street: text("address.street"),
        unit: text("address.unit"),
        city: text("address.city"),
        postalCode: text("address.postalCode"),
      },
      hours: HOURS_DAYS.map((_, index) => text(`hours.${index}.time`)),
      social: { label: text("social.label"), handle: text("social.handle"), href: text("social.href") },
      claims: [0, 1, 2].map((index) => ({
        value: text(`claims.${index}.value`),
        suffix: text(`claims.${index}.suffix`),
        label: text(`claims.${index}.label`),
      })),
      credentials: [0, 1, 2, 3].map((index) => ({
        title: text(`credentials.${index}.title`),
        detail: text(`credentials.${index}.detail`),
      })),
      reviews: { google: text("reviews.google").trim(), houzz: text("reviews.houzz").trim() },
    };
    const input = {
      phone: { display: values.phone, href: "" },
      email: values.email.trim(),
      address: { ...values.address, region: "FL", country: "US" },
      hours: values.hours.map((time, index) => ({ days: HOURS_DAYS[index]!.days, time })),
      social: values.social,
      claims: values.claims.map((claim) => ({
        ...claim,
        // An empty or unreadable figure is refused by the rules with its message, not taken as 0.
        value: /^\s*\d[\d,]*\s*$/.test(claim.value) ? Number(claim.value.replace(/[\s,]/g, "")) : Number.NaN,
      })),
      credentials: values.credentials,
      reviews: values.reviews,
    };
    return { typed: { values }, input };
  },
} satisfies KindDeclaration<Item<BusinessFacts>>;
