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
// (@font-face, @keyframes, @property, @layer order) are kept as they are.
import { transform, type Selector, type SelectorComponent } from "lightningcss";
import { PAGE_ONLY_ATTRIBUTE, SITE_STYLES_ID } from "../../common/site-styles.ts";

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
  const classes = new Set(
    [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].flatMap(([, body]) =>
      [...body!.matchAll(/classList\.add\(\s*"([^"]+)"/g)].map(([, name]) => name!),
    ),
  );
  for (const [, value] of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decodeEntities(value!).split(/\s+/)) if (name) classes.add(name);
  const ids = new Set([...markup.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => decodeEntities(id!)));
  return { tags, classes, ids };
}

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

/** The rules of `css` that can apply to the page, minified. */
export function stylesheetForPage(css: string, page: PageVocabulary): string {
  const { code } = transform({
    filename: "app.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // Returning nothing keeps a rule as it is; an empty list removes it.
        style: (rule) => (rule.value.selectors.some((selector) => couldMatch(selector, page)) ? undefined : []),
      },
    },
  });
  return code.toString();
}

const siteStyles = new RegExp(`<style([^>]*) id="${SITE_STYLES_ID}"([^>]*)>([\\s\\S]*?)</style>`);

/**
 * A rendered page with its own stylesheet in place of the site's whole one, made at the first
 * request for a page rendered from the database (server/http/published-pages.ts). Pages React runs keep the whole stylesheet: React
 * opens other pages in place in them, and their state changes add classes the first HTML lacks.
 * `before` and `after` measure the cut; `pruned` is false for a page React runs.
 */
export function pageWithOwnStyles(html: string): { html: string; pruned: boolean; before: number; after: number } {
  const match = html.match(siteStyles);
  if (!match) throw new Error(`no <style id="${SITE_STYLES_ID}">; was the page rendered by app/root.tsx?`);
  const [element, before, after, css] = match;
  if (html.includes("window.__reactRouterContext"))
    return { html, pruned: false, before: css!.length, after: css!.length };
  const pageCss = stylesheetForPage(css!, pageVocabulary(html));
  return {
    html: html.replace(
      element,
      () => `<style${before} id="${SITE_STYLES_ID}" ${PAGE_ONLY_ATTRIBUTE}=""${after}>${pageCss}</style>`,
    ),
    pruned: true,
    before: css!.length,
    after: pageCss.length,
  };
}
