// The server half of the office's business facts (/office/facts): the phone, e-mail, address,
// hours, social profile, claims and credentials every page and e-mail shows, their revisions to
// compare and restore, and their preview. A save is live at once, or kept as a draft to preview
// first. The form is a plain post answered with a redirect or, refused, with its messages (4xx)
// and what was typed.
import { data } from "react-router";
import { servicesContext } from "~/context";
import { HOURS_DAYS, type BusinessFacts } from "#common/business-facts.ts";
import { CLAIM_SUFFIXES, compareFacts } from "../../server/content/facts.ts";
import { formText, revisionsView, singleItemIntent, afterLiveSave, liveSaveOf } from "./office-content.server";
import { officeUser, type Context } from "./office.server";

const facts = (context: Context) => context.get(servicesContext).facts;
const PAGE = "/office/facts";

/** The facts as the form holds them: text, as typed. */
export type FactsFormValues = {
  phone: string;
  email: string;
  address: Record<"street" | "unit" | "city" | "postalCode", string>;
  hours: string[];
  social: Record<"label" | "handle" | "href", string>;
  claims: Record<"value" | "suffix" | "label", string>[];
  credentials: Record<"title" | "detail", string>[];
};

const valuesOf = ({ phone, email, address, hours, social, claims, credentials }: BusinessFacts): FactsFormValues => ({
  phone: phone.display,
  email,
  address: { street: address.street, unit: address.unit, city: address.city, postalCode: address.postalCode },
  hours: hours.map((row) => row.time),
  social,
  claims: claims.map((claim) => ({ ...claim, value: String(claim.value) })),
  credentials,
});

export async function factsEditor(request: Request, context: Context) {
  const item = await facts(context).single();
  return {
    values: valuesOf(item),
    days: HOURS_DAYS.map((row) => row.days),
    suffixes: CLAIM_SUFFIXES,
    hasChanges: item.hasChanges,
    previewAddress: facts(context).previewAddress(item),
    notice: new URL(request.url).searchParams.get("done"),
    ...revisionsView(request, await facts(context).revisions(item.id), item, () => "Business facts", compareFacts),
  };
}

export async function factsAction(request: Request, context: Context) {
  const user = officeUser(context);
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ fieldErrors: { form: "The form did not arrive whole: send it again." } }, 400);
  await singleItemIntent(facts(context), form, user.email, PAGE);
  const intent = formText(form, "intent") || "save";
  const liveSave = liveSaveOf(intent);
  if (!liveSave) return data({ fieldErrors: { form: "The business facts are only changed, never removed." } }, 400);
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
  };
  const saved = await facts(context).save(input, user.email, liveSave);
  if ("errors" in saved) return data({ fieldErrors: saved.errors, values }, 400);
  throw afterLiveSave(PAGE, saved);
}
