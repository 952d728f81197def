// The lists of cards the pages show (/office/card-lists): the process steps and the core values,
// each edited as a whole (every card's icon, title and sentence) and previewed on its page.
// Always on the site: only changed.
import {
  cardLists,
  compareCardLists,
  iconLabels,
  iconNames,
  type Card,
  type CardListItem,
  type CardListSlug,
} from "../../../server/content/card-lists.ts";
import { formText } from "../office-form.server";
import type { KindDeclaration } from "../office-kind";

/** A card as the form holds it: text, as typed. */
export type CardValues = Record<keyof Card, string>;
const about = (list: CardListItem) => cardLists[list.slug as CardListSlug];

export const kind = {
  name: "Steps and values",
  menuLabel: "Steps & values",
  noun: "list",
  shape: "fixed",
  collection: (services) => services.cardLists,
  titleOf: (list) => about(list).name,
  compare: (before, after) => compareCardLists(after.slug as CardListSlug, before, after),
  list: {
    intro:
      "The five steps of how you work and the four values you work by, each a card with an icon. A change is on the site as soon as you save it live, or kept as a draft to preview on its page first.",
    detail: (list) => `${about(list).count} cards on ${about(list).page}`,
  },
  editor: (list) => ({
    about: about(list!),
    icons: iconNames,
    iconChoices: iconNames.map((icon) => ({ value: icon, label: iconLabels[icon] })),
    values: list!.cards as CardValues[],
  }),
  read(form, list) {
    const values: CardValues[] = Array.from({ length: about(list!).count }, (_, index) => ({
      icon: formText(form, `cards.${index}.icon`),
      title: formText(form, `cards.${index}.title`),
      description: formText(form, `cards.${index}.description`),
    }));
    return { typed: { values }, input: { cards: values } };
  },
} satisfies KindDeclaration<CardListItem>;
