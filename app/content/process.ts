import type { ProcessStep } from "./schema";

export const processSteps: ProcessStep[] = [
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
