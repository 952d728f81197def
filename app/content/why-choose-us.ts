/** The Why Choose Us points on the home page call-to-action. */
export const reasonsToChooseUs = [
  { title: "Collaborative partnership", text: "You, your architect or designer, and our team work from one plan." },
  { title: "Transparent process", text: "Fixed-scope proposals, itemized budgets and weekly progress reports." },
  { title: "Superior craftsmanship", text: "Our own carpenters and cabinetmakers, with decades at the bench." },
  { title: "Full-service approach", text: "Design, permits, construction and warranty under one contract." },
];
