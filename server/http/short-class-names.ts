// A page's utility classes under short names, in its own stylesheet and its markup alike: the home
// page's HTML carries about 20 KB of Tailwind class names ("inline-flex min-h-11 items-center
// justify-center gap-2 rounded-full px-6 ..."), each also named by a rule of its stylesheet, and
// its first paint waits for all of it. A connection brings 14.6 KB in its first round trip in
// Lighthouse's simulation (scripts/budgets.ts, picturesNearTheFoldRoutes): shortened, the home page
// lost 1.2 KB of brotli.
//
// Only pages that run no script of their own reading classes get this (server/http/critical-css.ts:
// the pages kept from the content, which run no React): React would render the long names again.
// Only the classes named by Tailwind's utilities alone are renamed. The site's own classes
// (app.css's .prose-content, .count-up-digits, outside the utilities layer) keep their names, as
// do classes an inline script adds (the brand font's on <html>), which are read by name.
import { transform, type CustomAtRules, type Rule, type StyleSheet, type Visitor } from "lightningcss";

/** Every class named anywhere in `node` (a rule, a selector), added to `into`. */
function collectClasses(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) collectClasses(item, into);
  else if (node && typeof node === "object") {
    const { type, name } = node as { type?: unknown; name?: unknown };
    if (type === "class" && typeof name === "string") into.add(name);
    for (const value of Object.values(node)) collectClasses(value, into);
  }
}

/** `node` (a selector, or a part of one) with every class that `names` has a short name for renamed. */
function renamedClasses<Node>(node: Node, names: ReadonlyMap<string, string>): Node {
  if (Array.isArray(node)) return node.map((item: unknown) => renamedClasses(item, names)) as Node;
  if (!node || typeof node !== "object") return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, renamedClasses(value, names)]));
  if (copy.type === "class" && typeof copy.name === "string" && names.has(copy.name)) copy.name = names.get(copy.name);
  return copy as Node;
}

const isUtilitiesLayer = (rule: Rule) => rule.type === "layer-block" && rule.value.name?.join(".") === "utilities";

/** a … z, A … Z, then aa, ab …: valid class names, the shortest first. */
function shortName(index: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let name = "";
  for (let rest = index; rest >= 0; rest = Math.floor(rest / letters.length) - 1)
    name = letters[rest % letters.length] + name;
  return name;
}

const scriptOrStyle = /(<(script|style)\b[^>]*>[\s\S]*?<\/\2>)/i;

/**
 * `html` and its stylesheet `css` with the utility classes renamed, the most used shortest, and
 * the classes no rule names left out; the classes in `keep` (added by scripts) and those outside
 * the utilities layer keep their names.
 */
export function withShortClassNames(html: string, css: string, keep: ReadonlySet<string>) {
  // The markup's pieces between scripts and styles (odd indexes are those, left as they are).
  const pieces = html.split(scriptOrStyle).filter((_, index) => index % 3 !== 2);
  const markup = pieces.filter((_, index) => index % 2 === 0);
  const uses = new Map<string, number>();
  for (const piece of markup)
    for (const [, value] of piece.matchAll(/\sclass="([^"]*)"/g))
      for (const name of value!.split(/\s+/)) if (name) uses.set(name, (uses.get(name) ?? 0) + 1);

  // Which classes the utilities layer names, and which anything else does: read in one pass.
  const utilities = new Set<string>();
  const elsewhere = new Set<string>(keep);
  const minify = (visitor: Visitor<CustomAtRules>) =>
    transform({ filename: "page.css", code: Buffer.from(css), minify: true, visitor }).code.toString();
  minify({
    StyleSheet(stylesheet: StyleSheet) {
      for (const rule of stylesheet.rules) collectClasses(rule, isUtilitiesLayer(rule) ? utilities : elsewhere);
    },
  });
  const renamed = [...utilities]
    .filter((name) => !elsewhere.has(name))
    .sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : 1));
  const names = new Map<string, string>();
  for (let next = 0; names.size < renamed.length; next++)
    if (!elsewhere.has(shortName(next))) names.set(renamed[names.size]!, shortName(next));
  const shortened = minify({ Selector: (selector) => renamedClasses(selector, names) });

  // A class that no rule names does nothing here: it goes (lucide's "lucide lucide-star" on every icon).
  const named = (name: string) => names.get(name) ?? (elsewhere.has(name) ? name : undefined);
  const page = pieces
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : piece.replace(/\sclass="([^"]*)"/g, (_, value: string) => {
            const kept = value.split(/\s+/).flatMap((name) => named(name) ?? []);
            return kept.length > 0 ? ` class="${kept.join(" ")}"` : "";
          }),
    )
    .join("");
  return { html: page, css: shortened };
}
