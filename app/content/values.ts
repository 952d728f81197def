import { inWords, site } from "#common/site.ts";
import type { CoreValue } from "./schema";

const generations = inWords(site.family.generations);

export const coreValues: CoreValue[] = [
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

/** The Why Choose Us points on the home page call-to-action. */
export const reasonsToChooseUs = [
  { title: "Collaborative partnership", text: "You, your architect or designer, and our team work from one plan." },
  { title: "Transparent process", text: "Fixed-scope proposals, itemized budgets and weekly progress reports." },
  { title: "Superior craftsmanship", text: "Our own carpenters and cabinetmakers, with decades at the bench." },
  { title: "Full-service approach", text: "Design, permits, construction and warranty under one contract." },
];
