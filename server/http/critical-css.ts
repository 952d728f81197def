// A page's own stylesheet: the site's whole stylesheet (every page's utilities, 38 KB, 7 KB of
// brotli in each page) cut down to the rules that can apply to this page's elements. The first
// paint waits for the HTML and the style work it carries, so on a phone's connection every kilobyte
// and every rule counts: the home page measured 1.6x the plain page's largest paint with the
// whole stylesheet, and 1.03x with none.
//
// A rule stays when one of its selectors could match: every tag, class and id it names is in the
// page; a form field's own parts (a date field's inner fields) where the page has such a field.
// Attribute selectors and state pseudo-classes always could ([open], :hover, :popover-open: the
// browser changes those without script), and so could what `:not()` excludes. Inside `:is()`,
// `:where()` and `:has()` one matching argument is enough. At-rules other than style rules
// (@font-face, @keyframes, @layer order) are kept as they are. The theme's values are then written
// where the rules read them, Tailwind's custom properties start from one rule rather than @property,
// and the custom properties no kept rule reads go (Tailwind registers about 70 and sets many in
// utilities and the theme; a page reads a third of them): 0.8 KB of brotli on the home page, and
// 0.7 KB more from the first three (2026-11-30: its HTML and headers then fit a connection's first
// round trip, scripts/budgets.ts `htmlFirstRoundTrip`).
import { createHash } from "node:crypto";
import { transform, type CustomAtRules, type Selector, type SelectorComponent, type Visitor } from "lightningcss";
import { PAGE_ONLY_ATTRIBUTE, SITE_STYLES_ID } from "../../common/site-styles.ts";
import { withShortClassNames } from "./short-class-names.ts";
import { hydrates } from "./static-files.ts";

export type PageVocabulary = {
  tags: Set<string>;
  classes: Set<string>;
  ids: Set<string>;
  /** The types of its <input> elements ("text" where none is given). */
  inputTypes: Set<string>;
};

const decodeEntities = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/**
 * The tags, classes and ids of an HTML document, and the classes its inline scripts add with
 * `classList.add("…")` (the brand font's class on <html>, before or after the first paint).
 */
export function pageVocabulary(html: string): PageVocabulary {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "<$1>");
  const tags = new Set([...markup.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, tag]) => tag!.toLowerCase()));
  const classes = scriptClasses(html);
  for (const [, value] of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decodeEntities(value!).split(/\s+/)) if (name) classes.add(name);
  const ids = new Set([...markup.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => decodeEntities(id!)));
  const inputTypes = new Set(
    [...markup.matchAll(/<input\b[^>]*>/gi)].map(
      ([input]) => input.match(/\stype="([^"]*)"/i)?.[1]?.toLowerCase() ?? "text",
    ),
  );
  return { tags, classes, ids, inputTypes };
}

/** The classes the page's inline scripts add with `classList.add("…")`: read by name, never renamed. */
const scriptClasses = (html: string) =>
  new Set(
    [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].flatMap(([, body]) =>
      [...body!.matchAll(/classList\.add\(\s*"([^"]+)"/g)].map(([, name]) => name!),
    ),
  );

/**
 * The classes the page's other inline styles name (a project page's full-screen view, whose rules
 * come with it: common/photo-viewer.ts): read by name, never renamed.
 */
const styleClasses = (html: string, siteStylesElement: string) =>
  new Set(
    [...html.replace(siteStylesElement, "").matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].flatMap(([, body]) =>
      [...body!.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!),
    ),
  );

/**
 * The parts only some kinds of form field have (Tailwind's base layer evens them out in every
 * browser): the file picker's button, the date and time fields' inner fields, a number's arrows, a
 * search box's decoration. Such a rule applies where the page has one of these <input> types (a
 * date field's spin buttons included); a placeholder where it has a text field of any kind.
 */
const dateTypes = ["date", "time", "datetime-local", "month", "week"];
const fieldPartTypes: Record<string, string[]> = {
  "file-selector-button": ["file"],
  "-webkit-date-and-time-value": dateTypes,
  "-webkit-calendar-picker-indicator": dateTypes,
  "-webkit-inner-spin-button": ["number", ...dateTypes],
  "-webkit-outer-spin-button": ["number", ...dateTypes],
  "-webkit-search-decoration": ["search"],
  "-webkit-search-cancel-button": ["search"],
};
const fieldPartCouldMatch = (name: string, page: PageVocabulary) => {
  if (name === "placeholder") return page.tags.has("textarea") || page.inputTypes.size > 0;
  const types = name.startsWith("-webkit-datetime-edit") ? dateTypes : fieldPartTypes[name];
  return !types || types.some((type) => page.inputTypes.has(type));
};

/** Whether a selector could match an element of a page with this vocabulary. */
function couldMatch(selector: Selector, page: PageVocabulary): boolean {
  return selector.every((component: SelectorComponent) => {
    switch (component.type) {
      case "type":
        return page.tags.has(component.name.toLowerCase());
      case "class":
        return page.classes.has(component.name);
      case "id":
        return page.ids.has(component.name);
      case "pseudo-class":
        if ((component.kind === "is" || component.kind === "where" || component.kind === "has") && component.selectors)
          return component.selectors.some((inner: Selector) => couldMatch(inner, page));
        return true;
      case "pseudo-element":
        return fieldPartCouldMatch(component.kind === "custom" ? component.name : component.kind, page);
      default:
        return true;
    }
  });
}

/** `css` minified, its rules and declarations passed through `visitor`. */
const minified = (css: string, visitor: Visitor<CustomAtRules>) =>
  transform({ filename: "app.css", code: Buffer.from(css), minify: true, visitor }).code.toString();

/**
 * `css` without the custom properties nothing reads with `var()`: their declarations and their
 * @property rules. Repeated until none is left, as a property dropped may have been the last to
 * read another. (No script or style attribute of the site reads or sets one.)
 */
export function withoutUnreadProperties(css: string): string {
  for (;;) {
    const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name!));
    // Returning nothing keeps a rule or a declaration as it is; an empty list removes it.
    const next = minified(css, {
      Rule: { property: (rule) => (read.has(rule.value.name) ? undefined : []) },
      // Lightning CSS names a property it does not know (-webkit-font-smoothing) "custom" too.
      Declaration: {
        custom: (property) => (!property.name.startsWith("--") || read.has(property.name) ? undefined : []),
      },
    });
    if (next === css) return css;
    css = next;
  }
}

/**
 * `text` with each `var(--name)` (and `var(--name, fallback)`) whose value `values` holds replaced by
 * that value, itself with its own variables replaced. A value that reads itself is left a variable.
 */
function withValuesInPlace(text: string, values: Map<string, string>, expanding = new Set<string>()): string {
  let replaced = "";
  let done = 0;
  for (const match of text.matchAll(/var\((--[\w-]+)[,)]/g)) {
    const name = match[1]!;
    if (match.index < done || !values.has(name) || expanding.has(name)) continue;
    // The var()'s own closing parenthesis, past those of its fallback.
    let end = match.index + "var(".length;
    for (let depth = 0; end < text.length; end++) {
      if (text[end] === "(") depth++;
      else if (text[end] === ")" && depth-- === 0) break;
    }
    const value = withValuesInPlace(values.get(name)!, values, new Set([...expanding, name]));
    replaced += `${text.slice(done, match.index)} ${value} `;
    done = end + 1;
  }
  return replaced + text.slice(done);
}

/**
 * `css` (minified) with the theme's values (Tailwind's `@layer theme{:root,:host{…}}`) written
 * where the rules read them: `calc(var(--spacing)*4)` becomes `1rem`, `var(--color-ink)` `#1d2422`.
 * A variable some other rule sets too (the brand font's `--font-serif`, on <html class="brand-font">)
 * stays one. Nothing else reads them: the markup has no style attributes (the Content-Security-Policy
 * refuses them) and the pages' other inline styles use none. The theme's declarations that nothing
 * reads any more then go with the rest (withoutUnreadProperties): 0.4 KB of brotli on the home page.
 */
export function withThemeValuesInPlace(css: string): string {
  const theme = css.match(/@layer theme\{:root,:host\{([^{}]*)\}\}/);
  if (!theme) return css;
  const [before, after] = [css.slice(0, theme.index!), css.slice(theme.index! + theme[0].length)];
  const setElsewhere = new Set([...`${before}${after}`.matchAll(/[{;](--[\w-]+):/g)].map(([, name]) => name!));
  const values = new Map<string, string>();
  for (const declaration of theme[1]!.split(/;(?=--)/)) {
    const colon = declaration.indexOf(":");
    const name = declaration.slice(0, colon);
    if (!setElsewhere.has(name)) values.set(name, declaration.slice(colon + 1));
  }
  return minified(withValuesInPlace(before, values) + theme[0] + withValuesInPlace(after, values), {});
}

/**
 * `css` with Tailwind's custom properties (about 40 on a page) given their starting values by its
 * `@layer properties` rule for every element, instead of each registered with @property. Tailwind
 * writes both: the rule for browsers without @property (inside an @supports test that picks them),
 * @property for the others. The rule alone serves every browser the same (a value set on each
 * element is not inherited either); what registration adds, interpolating a property itself in a
 * transition (a gradient's colours), the site does not use. 0.3 KB of brotli on the home page.
 */
export const withPropertiesAsDefaults = (css: string) =>
  minified(css, {
    Rule: {
      property: () => [],
      "layer-block": (rule) =>
        rule.value.name?.join(".") === "properties"
          ? {
              ...rule,
              value: {
                ...rule.value,
                rules: rule.value.rules.flatMap((inner) => (inner.type === "supports" ? inner.value.rules : [inner])),
              },
            }
          : undefined,
    },
  });

/** The rules of `css` that can apply to the page, and the custom properties they read, minified. */
export function stylesheetForPage(css: string, page: PageVocabulary): string {
  return withoutUnreadProperties(
    withPropertiesAsDefaults(
      withThemeValuesInPlace(
        minified(css, {
          Rule: {
            style: (rule) => (rule.value.selectors.some((selector) => couldMatch(selector, page)) ? undefined : []),
          },
        }),
      ),
    ),
  );
}

const siteStyles = new RegExp(`<style([^>]*) id="${SITE_STYLES_ID}"([^>]*)>([\\s\\S]*?)</style>`);

/**
 * The page with `ownStylesheet(whole stylesheet)` in place of its site stylesheet, marked as its
 * own. A page React does not run (`runsReact` false) gets short utility class names in both
 * (./short-class-names.ts), and loses React Router's marks on its links, which only React reads.
 */
function withPageOnlyStyles(html: string, ownStylesheet: (css: string) => string, { runsReact = true } = {}): string {
  const match = html.match(siteStyles);
  if (!match) throw new Error(`no <style id="${SITE_STYLES_ID}">; was the page rendered by app/root.tsx?`);
  const [element, before, after, css] = match;
  let page = { html, css: ownStylesheet(css!) };
  if (!runsReact) {
    page = withShortClassNames(html, page.css, new Set([...scriptClasses(html), ...styleClasses(html, element)]));
    page.html = page.html.replaceAll(' data-discover="true"', "");
    // Its plain inline styles (the hero counters' motion), which come after the site's in the
    // page, join the end of its own stylesheet: one element fewer, and one hash fewer in its
    // policy, whose header shares the page's first round trip.
    page.css += [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, rules]) => rules).join("");
    page.html = page.html.replaceAll(/<style>[\s\S]*?<\/style>/g, "");
  }
  return page.html.replace(
    element,
    () => `<style${before} id="${SITE_STYLES_ID}" ${PAGE_ONLY_ATTRIBUTE}=""${after}>${page.css}</style>`,
  );
}

/**
 * A rendered page with its own stylesheet in place of the site's whole one, made at the first
 * request for a page rendered from the database (server/http/published-pages.ts), its utility
 * classes renamed short. Should such a page run React, its start script links the whole
 * stylesheet before React starts, as on the form pages (hydratingPageWithOwnStyles), and its
 * classes keep their names: React renders them again.
 */
export function pageWithOwnStyles(html: string): string {
  return withPageOnlyStyles(html, (css) => stylesheetForPage(css, pageVocabulary(html)), {
    runsReact: hydrates(html),
  });
}

/**
 * The page's own rules, remembered for the pages rendered at each request: the same form page
 * renders the same tags, classes and ids for every visitor (its nonce and its typed values aside),
 * so the cut, 10-20 ms of work, is made once per vocabulary and then costs a lookup. At most
 * `limit` are kept, the least recently used going first: a page whose markup varies (a notice, a
 * list of photos) adds a few.
 */
export function rememberedStylesheets(limit = 64) {
  const kept = new Map<string, string>();
  return {
    get size() {
      return kept.size;
    },
    forPage(css: string, page: PageVocabulary): string {
      const hash = createHash("sha256").update(css);
      for (const names of [page.tags, page.classes, page.ids, page.inputTypes])
        hash.update(JSON.stringify([...names].sort()));
      const key = hash.digest("base64url");
      let own = kept.get(key);
      if (own === undefined) {
        own = stylesheetForPage(css, page);
        if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      } else kept.delete(key);
      kept.set(key, own);
      return own;
    },
  };
}

const ownStylesheets = rememberedStylesheets();

/**
 * A page React runs, rendered for one request (a form page: app/entry.server.tsx), with its own
 * stylesheet. React then changes what it shows (notices, errors, another page opened in place),
 * so before it starts, the page's start script links the whole stylesheet as a file
 * (app/components/layout/HydrationScripts.tsx): the first paint waits only for the rules the HTML uses.
 */
export function hydratingPageWithOwnStyles(html: string, stylesheets = ownStylesheets): string {
  return withPageOnlyStyles(html, (css) => stylesheets.forPage(css, pageVocabulary(html)));
}
