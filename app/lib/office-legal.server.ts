// The server half of the office's legal pages: the two pages (/office/legal), one page's form
// (/office/legal/<id>: its fields and Markdown beside its preview, revisions to compare and
// restore) and its preview as the site shows it. A save is live at once, or kept as draft changes
// to preview first: a legal page is never unpublished or deleted. Every form is a plain post
// answered with a redirect or, refused, with its messages (4xx) and what was typed; "Preview" as
// on the blog's form.
import { data } from "react-router";
import { servicesContext } from "~/context";
import { renderLegalMarkdown } from "~/content/legal.server";
import { compareLegal } from "../../server/content/legal.ts";
import {
  formText,
  itemIdOf,
  itemIntent,
  notFound,
  revisionsView,
  afterLiveSave,
  liveSaveOf,
} from "./office-content.server";
import { officeTime } from "./office-dates";
import { officeUser, type Context } from "./office.server";

const legalPages = (context: Context) => context.get(servicesContext).legalPages;
/** The business's details as saved now, which a legal page's placeholders show. */
const shownFacts = (context: Context) => context.get(servicesContext).facts.shown();
/** The Markdown's HTML as the site shows it. */
const preview = async (context: Context, body: string) => renderLegalMarkdown(body, await shownFacts(context));
const LIST = "/office/legal";
export type LegalFormValues = Record<"title" | "description" | "updated" | "body", string>;

export async function legalList(context: Context) {
  const pages = await legalPages(context).list();
  return {
    pages: pages.map((page) => ({
      id: page.id,
      title: page.title,
      slug: page.slug,
      hasChanges: page.hasChanges,
      when: officeTime(page.updatedAt),
    })),
  };
}

async function savedPage(context: Context, params: { id?: string }) {
  const page = (await legalPages(context).find(itemIdOf(params) ?? notFound("page"))) ?? notFound("page");
  return page.deletedAt ? notFound("page") : page;
}

export async function legalEditor(request: Request, context: Context, params: { id?: string }) {
  const page = await savedPage(context, params);
  const { id, slug, title, description, updated, body } = page;
  return {
    id,
    slug,
    values: { title, description, updated, body },
    hasChanges: page.hasChanges,
    previewAddress: legalPages(context).previewAddress(page),
    preview: await preview(context, body),
    notice: new URL(request.url).searchParams.get("done"),
    ...revisionsView(request, await legalPages(context).revisions(id), page, (fields) => fields.title, compareLegal),
  };
}

export async function legalAction(request: Request, context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const page = await savedPage(context, params);
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ fieldErrors: { form: "The form did not arrive whole: send it again." } }, 400);
  const intent = formText(form, "intent") || "save";
  // The body alone, sent by the editor's script as it is typed.
  if (intent === "preview" && !form.has("title")) return { preview: await preview(context, formText(form, "body")) };
  if (intent === "restore-revision" || intent === "discard") {
    const refusal = await itemIntent(legalPages(context), page.id, intent, form, user.email, LIST);
    if (refusal) return refusal;
  }
  const values: LegalFormValues = {
    title: formText(form, "title"),
    description: formText(form, "description"),
    updated: formText(form, "updated"),
    body: formText(form, "body").replace(/\r\n/g, "\n"),
  };
  if (intent === "preview") return { preview: await preview(context, values.body), values };
  const liveSave = liveSaveOf(intent);
  if (!liveSave) return data({ fieldErrors: { form: "A legal page is only changed, never removed." }, values }, 400);
  const saved = await legalPages(context).save(values, page.slug, page.id, user.email, liveSave);
  if ("errors" in saved) return data({ fieldErrors: saved.errors, values }, 400);
  throw afterLiveSave(`${LIST}/${page.id}`, saved);
}
