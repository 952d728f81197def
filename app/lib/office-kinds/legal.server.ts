// The legal pages (/office/legal): the privacy policy and the terms, each with its Markdown beside
// its preview (the business's details filled in as the site shows them). Always on the site:
// only changed, never unpublished or deleted.
import { renderLegalMarkdown } from "~/content/legal.server";
import { compareLegal, type LegalPage } from "../../../server/content/legal.ts";
import { formText } from "../office-form.server";
import type { KindDeclaration, KindTools } from "../office-kind";

/** The Markdown's HTML as the site shows it, with the business's details as saved now. */
const preview = async (body: string, { services }: Omit<KindTools, "user">) =>
  renderLegalMarkdown(body, await services.facts.shown());

export type LegalFormValues = Record<"title" | "description" | "updated" | "body", string>;

export const kind = {
  name: "Legal pages",
  menuLabel: "Legal",
  noun: "legal page",
  shape: "fixed",
  publishingOnly: true,
  collection: (services) => services.legalPages,
  compare: compareLegal,
  list: {
    intro:
      "What visitors agree to and how their details are kept. A saved change is on the site at once; every earlier version stays here to compare and restore.",
    detail: (page) => `At /${page.slug}`,
  },
  preview,
  editor: async (page, tools) => ({
    slug: page!.slug,
    values: {
      title: page!.title,
      description: page!.description,
      updated: page!.updated,
      body: page!.body,
    } satisfies LegalFormValues,
    preview: await preview(page!.body, tools),
  }),
  read(form) {
    const values: LegalFormValues = {
      title: formText(form, "title"),
      description: formText(form, "description"),
      updated: formText(form, "updated"),
      body: formText(form, "body").replace(/\r\n/g, "\n"),
    };
    return { typed: { values }, input: values };
  },
} satisfies KindDeclaration<LegalPage>;
