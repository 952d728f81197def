// The process steps and core values the site starts with (app/content/process.ts, values.ts), as
// the database stores them on first start. Plain data, which Node reads as it is: with the other
// seeds, the places server/ reads the app's files (eslint.config.js).
import { processSteps } from "../../app/content/process.ts";
import { coreValues } from "../../app/content/values.ts";
import type { SeedItem } from "./collection.ts";
import type { CardListData } from "./card-lists.ts";

export const cardListSeed = (): SeedItem<CardListData>[] => [
  { slug: "process-steps", position: 0, data: { cards: processSteps } },
  { slug: "core-values", position: 1, data: { cards: coreValues } },
];
