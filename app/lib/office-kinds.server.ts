// Every kind of content the office edits, each declared in its own module
// (office-kinds/<path>.server.ts, named after its address /office/<path>) and found here by name:
// adding a kind adds its module, its form (app/components/office/forms/<path>.tsx) and its place
// in the menu (menuOrder).
import type { ItemFacts } from "../../server/content/collection.ts";
import type { KindDeclaration, OfficeKind } from "./office-kind";

const declared = import.meta.glob<KindDeclaration<never>>("./office-kinds/*.server.ts", {
  eager: true,
  import: "kind",
});

/** The office menu's links to the content, by address, in their order. */
const menuOrder = [
  "portfolio",
  "services",
  "gallery",
  "about",
  "facts",
  "blog",
  "testimonials",
  "card-lists",
  "legal",
  "contract-texts",
];

/** The kinds by their address. */
export const officeKinds: Record<string, OfficeKind<ItemFacts>> = Object.fromEntries(
  Object.entries(declared).map(([module, declaration]) => {
    const kind = declaration as unknown as KindDeclaration<ItemFacts>;
    const path = /([^/]+)\.server\.ts$/.exec(module)![1]!;
    const titleOf = (item: object) => ("title" in item && typeof item.title === "string" ? item.title : kind.name);
    const defaults = { plural: `${kind.noun}s`, menuLabel: kind.name, titleOf };
    return [path, { ...defaults, ...kind, path }];
  }),
);

const unplaced = Object.keys(officeKinds).filter((path) => !menuOrder.includes(path));
if (unplaced.length > 0) throw new Error(`The office menu has no place for ${unplaced.join(", ")} (menuOrder).`);

/** The office menu's links to the content, in their order. */
export const contentMenu = menuOrder
  .map((path) => officeKinds[path]!)
  .map((kind) => ({ to: `/office/${kind.path}`, label: kind.menuLabel, publishing: Boolean(kind.publishingOnly) }));
