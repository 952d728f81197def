// The process steps (/process) and core values (/about) a new database starts with, stored on its
// first start; the office edits the stored ones (server/content/card-lists.ts holds their rules).
import { inWords, site } from "#common/site.ts";
import type { SeedItem } from "../collection.ts";
import type { Card, CardListData } from "../card-lists.ts";

export const processSteps: Card[] = [
  {
    icon: "messages-square",
    title: "Initial Consultation",
    description:
      "We meet at your home to listen: how you live, what is not working, your style and your budget. You leave with an honest view of what is possible and what it typically costs.",
  },
  {
    icon: "pencil-ruler",
    title: "Design & Planning",
    description:
      "Our designers measure, draw and render the space, then help you select cabinetry, stone, tile and fixtures. You approve a fixed-scope proposal, and we pull the permits.",
  },
  {
    icon: "hammer",
    title: "Construction Phase",
    description:
      "A dedicated project manager runs the site with our own carpenters and trusted trade partners. You get a written schedule and an update every week, with photos.",
  },
  {
    icon: "badge-check",
    title: "Quality Assurance",
    description:
      "Every phase is inspected by our team before the city or county inspector sees it. We walk the finished space with you and resolve every punch-list item.",
  },
  {
    icon: "key-round",
    title: "Project Completion",
    description:
      "We hand over a clean home, care guides for every finish and your warranty documents, and we check back at thirty days and at one year.",
  },
];

const generations = inWords(site.family.generations);

export const coreValues: Card[] = [
  {
    icon: "gem",
    title: "Excellence",
    description:
      "We build every detail, including the ones hidden behind tile and drywall, as if it were in our own home.",
  },
  {
    icon: "handshake",
    title: "Collaboration",
    description: "Homeowners, architects and designers are partners. We share drawings, budgets and decisions openly.",
  },
  {
    icon: "shield-check",
    title: "Reliability",
    description: "A written schedule, a weekly update and a project manager who answers the phone. We do what we say.",
  },
  {
    icon: "heart",
    title: "Passion",
    description: `${generations[0]!.toUpperCase()}${generations.slice(1)} generations of builders who still love the moment a family walks into their finished home.`,
  },
];

export const cardListSeed = (): SeedItem<CardListData>[] => [
  { slug: "process-steps", position: 0, data: { cards: processSteps } },
  { slug: "core-values", position: 1, data: { cards: coreValues } },
];
