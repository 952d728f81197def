// A page's own stylesheet: the site's whole stylesheet (every page's utilities, 38 KB, 7 KB of
// brotli in each page) cut down to the rules that can apply to this page's elements. The first
// paint waits for the HTML and the style work it carries, so on a phone's connection every kilobyte
// and every rule counts: the home page measured 1.6x the plain page's largest paint with the
// whole stylesheet, and 1.03x with none.
//
// A rule stays when one of its selectors could match: every tag, class and id it names is in the
// page. Attribute selectors and state pseudo-classes always could ([open], :hover, :popover-open:
// the browser changes those without script), and so could what `:not()` excludes. Inside `:is()`,
// `:where()` and `:has()` one matching argument is enough. At-rules other than style rules
// (@font-face, @keyframes, @layer order) are kept as they are. Then the custom properties no kept
// rule reads go (Tailwind registers about 70 with @property and sets many in utilities and the
// theme; a page reads a third of them): 0.8 KB of brotli on the home page.
import { createHash } from "node:crypto";
import { transform, type CustomAtRules, type Selector, type SelectorComponent, type Visitor } from "lightningcss";
import { PAGE_ONLY_ATTRIBUTE, SITE_STYLES_ID } from "../../common/site-styles.ts";
import { withShortClassNames } from "./short-class-names.ts";
import { hydrates } from "./static-files.ts";

export type PageVocabulary = { tags: Set<string>; classes: Set<string>; ids: Set<string> };

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
  return { tags, classes, ids };
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

/** The rules of `css` that can apply to the page, and the custom properties they read, minified. */
export function stylesheetForPage(css: string, page: PageVocabulary): string {
  return withoutUnreadProperties(
    minified(css, {
      Rule: { style: (rule) => (rule.value.selectors.some((selector) => couldMatch(selector, page)) ? undefined : []) },
    }),
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
      for (const names of [page.tags, page.classes, page.ids]) hash.update(JSON.stringify([...names].sort()));
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
