// The contract texts (/office/contract-texts): the license statement, the Florida notices, the
// deposit clause and the right to cancel a sale at home, which every estimate sent carries into its
// contract. One page, always in force; only an owner or a person with the right to publish changes
// it, as with the legal pages.
import {
  compareContractTexts,
  CONTRACT_TEXT_FIELDS,
  PLACEHOLDER_MEANINGS,
  PLACEHOLDERS,
  type ContractTextsItem,
} from "../../../server/content/contract-texts.ts";
import { paragraphsOf } from "../../../server/content/collection.ts";
import { formText } from "../office-form.server";
import type { KindDeclaration } from "../office-kind";

/**
 * The texts as the form holds them, as typed: each field named by its place (`recoveryFund.text`),
 * the notice of cancellation's paragraphs in one box, blank lines between them.
 */
export type ContractTextsFormValues = {
  license: string;
  recoveryFund: { heading: string; text: string };
  lienLaw: { heading: string; text: string };
  deposit: string;
  cancellation: { statement: string; heading: string; paragraphs: string };
};

/** The names a field may write in braces, each with what the estimate fills in for it. */
const placeholdersOf = (field: string) =>
  (PLACEHOLDERS[field]?.may ?? []).map((name) => ({
    name: `{${name}}`,
    meaning: PLACEHOLDER_MEANINGS[name]!,
    must: PLACEHOLDERS[field]!.must.includes(name),
  }));

export const kind = {
  name: "Contract texts",
  noun: "contract texts",
  plural: "contract texts",
  shape: "single",
  publishingOnly: true,
  collection: (services) => services.contractTexts,
  compare: compareContractTexts,
  editor: (texts) => ({
    values: {
      license: texts!.license,
      recoveryFund: texts!.recoveryFund,
      lienLaw: texts!.lienLaw,
      deposit: texts!.deposit,
      cancellation: { ...texts!.cancellation, paragraphs: texts!.cancellation.paragraphs.join("\n\n") },
    } satisfies ContractTextsFormValues,
    placeholders: Object.fromEntries(CONTRACT_TEXT_FIELDS.map((field) => [field, placeholdersOf(field)])),
  }),
  read(form) {
    const text = (name: (typeof CONTRACT_TEXT_FIELDS)[number]) => formText(form, name).replace(/\r\n/g, "\n");
    const values: ContractTextsFormValues = {
      license: text("license"),
      recoveryFund: { heading: text("recoveryFund.heading"), text: text("recoveryFund.text") },
      lienLaw: { heading: text("lienLaw.heading"), text: text("lienLaw.text") },
      deposit: text("deposit"),
      cancellation: {
        statement: text("cancellation.statement"),
        heading: text("cancellation.heading"),
        paragraphs: text("cancellation.paragraphs"),
      },
    };
    const input = {
      ...values,
      cancellation: { ...values.cancellation, paragraphs: paragraphsOf(values.cancellation.paragraphs) },
    };
    return { typed: { values }, input };
  },
} satisfies KindDeclaration<ContractTextsItem>;
