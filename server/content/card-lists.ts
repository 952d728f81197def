// The short lists of cards the office edits as a whole: the five steps of /process and the four
// core values on /about, each card an icon, a title and a sentence. A list keeps its number of
// cards (the pages are laid out for them) and is always on the site: a change is saved as a
// revision, published at once or kept as a draft until it is. Seeded on first start from
// seed/card-lists.ts.
import { z } from "zod";
import { compareFields, createCollection, refused, type Checked } from "./collection.ts";
import type { CollectionDependencies, Item, ShownFields } from "./collection.ts";
import { textField } from "./text-field.ts";

/** The icons a card may show (each one bundled: app/components/ui/Icon.tsx). */
export const iconNames = [
  "messages-square",
  "pencil-ruler",
  "hammer",
  "badge-check",
  "key-round",
  "gem",
  "handshake",
  "shield-check",
  "heart",
] as const;
export type IconName = (typeof iconNames)[number];
/** What the office calls each icon (its name is the icon library's). */
export const iconLabels: Record<IconName, string> = {
  "messages-square": "Speech bubbles",
  "pencil-ruler": "Pencil and ruler",
  hammer: "Hammer",
  "badge-check": "Badge with a tick",
  "key-round": "Key",
  gem: "Gem",
  handshake: "Handshake",
  "shield-check": "Shield with a tick",
  heart: "Heart",
};

/** The lists, by slug: what the office calls each, where it shows, and how many cards it has. */
export const cardLists = {
  "process-steps": { name: "Process steps", card: "Step", page: "/process", count: 5 },
  "core-values": { name: "Core values", card: "Value", page: "/about", count: 4 },
} as const;
export type CardListSlug = keyof typeof cardLists;
const isListSlug = (slug: string): slug is CardListSlug => Object.hasOwn(cardLists, slug);

export const cardSchema = z.object({
  icon: z.enum(iconNames, "Choose an icon."),
  title: textField(3, "Give the card a title.", 40, "Keep the title under 40 characters."),
  description: textField(
    20,
    "Say what it means in a sentence (at least 20 characters).",
    300,
    "Keep it under 300 characters.",
  ),
});
export type Card = z.infer<typeof cardSchema>;
export const cardListSchema = z.object({ cards: z.array(cardSchema) });
export type CardListData = z.infer<typeof cardListSchema>;
export type CardListItem = Item<CardListData>;
/** Messages by field: `cards.<n>.title` and the like. */
export type CardListErrors = Record<string, string> & { slug?: string; title?: string };

export function checkCardList(input: unknown, slug: string): Checked<CardListData, CardListErrors> {
  if (!isListSlug(slug)) return { errors: { slug: "This list keeps its address." } };
  const result = cardListSchema.safeParse(input);
  const errors: CardListErrors = {};
  const { count } = cardLists[slug];
  if (result.success && result.data.cards.length !== count) errors.cards = `The page shows exactly ${count} cards.`;
  if (result.success && Object.keys(errors).length === 0) return { data: result.data, slug };
  return refused(result.error?.issues, errors);
}

const cardFields = (count: number, label: string): ShownFields<CardListData> =>
  Array.from({ length: count }, (_, index) => [
    `${label} ${index + 1}`,
    ({ cards }) => (cards[index] ? `${cards[index].title} (${cards[index].icon})\n${cards[index].description}` : ""),
  ]);
/** What changed from one version of a list to another, card by card (unchanged cards left out). */
export const compareCardLists = (slug: CardListSlug, before: CardListData, after: CardListData) =>
  compareFields(cardFields(cardLists[slug].count, cardLists[slug].card), before, after);

export function createCardLists(dependencies: CollectionDependencies<CardListData>) {
  const lists = createCollection(dependencies, {
    kind: "card-list",
    check: checkCardList,
    address: (slug) => (isListSlug(slug) ? cardLists[slug].page : "/"),
    noun: "list",
  });
  return {
    ...lists,
    /** A list's cards as the site shows them (in the list's preview, with its changes kept as a draft). */
    cards: async (slug: CardListSlug) => (await lists.published()).find((list) => list.slug === slug)?.cards ?? [],
    save: lists.saveLive,
  };
}

export type CardLists = ReturnType<typeof createCardLists>;
