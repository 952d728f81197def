// Every kind of content the office edits, each declared in its own module
// (office-kinds/<path>.server.ts, named after its address /office/<path>) and found here by name:
// adding a kind adds its module, and its form (app/components/office/forms/<path>.tsx).
import type { ItemFacts } from "../../server/content/collection.ts";
import type { OfficeKind } from "./office-kind";

const declared = import.meta.glob<OfficeKind<never>>("./office-kinds/*.server.ts", {
  eager: true,
  import: "kind",
});

/** The kinds by their address. */
export const officeKinds: Record<string, OfficeKind<ItemFacts>> = Object.fromEntries(
  Object.values(declared).map((kind) => [kind.path, kind as unknown as OfficeKind<ItemFacts>]),
);

/** The office menu's links to the content, in their order. */
export const contentMenu = Object.values(officeKinds)
  .sort((a, b) => a.menu.order - b.menu.order)
  .map((kind) => ({ to: `/office/${kind.path}`, label: kind.menu.label, publishing: Boolean(kind.publishingOnly) }));
