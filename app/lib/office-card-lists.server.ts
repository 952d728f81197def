// The server half of the office's card lists (/office/card-lists): the process steps and the core
// values, each edited as a whole (/office/card-lists/<id>: every card's icon, title and sentence,
// revisions to compare and restore) and previewed on its page. A save is live at once, or kept as
// a draft to preview first (a list is never off the site). Every form is a plain post answered
// with a redirect or, refused, with its messages (4xx) and what was typed.
import { data } from "react-router";
import { servicesContext } from "~/context";
import {
  cardLists,
  compareCardLists,
  iconLabels,
  iconNames,
  type Card,
  type CardListSlug,
} from "../../server/content/card-lists.ts";
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

const lists = (context: Context) => context.get(servicesContext).cardLists;
const LIST = "/office/card-lists";
/** A card as the form holds it: text, as typed. */
export type CardValues = Record<keyof Card, string>;

export async function cardListsPage(context: Context) {
  return {
    lists: (await lists(context).list()).map((list) => ({
      id: list.id,
      ...cardLists[list.slug as CardListSlug],
      when: officeTime(list.updatedAt),
    })),
  };
}

async function savedList(context: Context, params: { id?: string }) {
  const list = (await lists(context).find(itemIdOf(params) ?? notFound("list"))) ?? notFound("list");
  return list.deletedAt ? notFound("list") : { ...list, slug: list.slug as CardListSlug };
}

export async function cardListEditor(request: Request, context: Context, params: { id?: string }) {
  const list = await savedList(context, params);
  return {
    id: list.id,
    about: cardLists[list.slug],
    icons: iconNames,
    iconChoices: iconNames.map((icon) => ({ value: icon, label: iconLabels[icon] })),
    cards: list.cards as CardValues[],
    hasChanges: list.hasChanges,
    previewAddress: lists(context).previewAddress(list),
    notice: new URL(request.url).searchParams.get("done"),
    ...revisionsView(
      request,
      await lists(context).revisions(list.id),
      list,
      () => cardLists[list.slug].name,
      (before, after) => compareCardLists(list.slug, before, after),
    ),
  };
}

export async function cardListAction(request: Request, context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const list = await savedList(context, params);
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ fieldErrors: { form: "The form did not arrive whole: send it again." } }, 400);
  const intent = formText(form, "intent") || "save";
  if (intent === "restore-revision" || intent === "discard") {
    const refusal = await itemIntent(lists(context), list.id, intent, form, user.email, LIST);
    if (refusal) return refusal;
  }
  const liveSave = liveSaveOf(intent);
  if (!liveSave) return data({ fieldErrors: { form: "A list is only changed, never removed." } }, 400);
  const cards: CardValues[] = Array.from({ length: cardLists[list.slug].count }, (_, index) => ({
    icon: formText(form, `cards.${index}.icon`),
    title: formText(form, `cards.${index}.title`),
    description: formText(form, `cards.${index}.description`),
  }));
  const saved = await lists(context).save({ cards }, list.slug, list.id, user.email, liveSave);
  if ("errors" in saved) return data({ fieldErrors: saved.errors, cards }, 400);
  throw afterLiveSave(`${LIST}/${list.id}`, saved);
}
