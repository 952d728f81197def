import { describe, expect, it } from "vitest";
import { withShortClassNames } from "../../server/http/short-class-names.ts";
import { pageWithOwnStyles } from "../../server/http/critical-css.ts";

const css =
  "@layer utilities{.flex{display:flex}.md\\:grid-cols-2{}@media (min-width:48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,1fr)}}" +
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}.text-ink{color:#222}}" +
  ".prose-content p{margin:1em 0}html.brand-font h1{font-family:Brand}";

describe("withShortClassNames", () => {
  const html =
    `<html><head><style id="site-styles">${css}</style></head><body>` +
    `<main class="flex md:grid-cols-2 lucide"><a class="group text-ink"><span class="group-hover:underline">x</span></a>` +
    `<div class="prose-content flex"><p class="text-ink">y</p></div><svg class="lucide lucide-star"></svg></main>` +
    `<script>const html = '<p class="text-ink">';document.documentElement.classList.add("brand-font")</script></body></html>`;
  const { html: page, css: shortened } = withShortClassNames(html, css, new Set(["brand-font"]));

  it("renames the utilities in the markup and the stylesheet alike, the most used shortest", () => {
    // flex and text-ink are used twice each: a, b; then the rest once, by name: group, group-hover:underline, md:grid-cols-2.
    expect(page).toContain('<main class="a e">');
    expect(page).toContain('<a class="c b">');
    expect(page).toContain('<span class="d">');
    expect(shortened).toContain(".a{display:flex}");
    expect(shortened).toContain(".b{color:#222}");
    expect(shortened).toMatch(/@media \(width>=48rem\)\{\.e\{grid-template-columns/);
    // Inside :where() too, so group-hover still finds its group.
    expect(shortened).toContain(".d:is(:where(.c):hover *)");
  });

  it("keeps the site's own classes and those scripts add, and leaves scripts and styles as written", () => {
    expect(page).toContain('<div class="prose-content a">');
    expect(shortened).toContain(".prose-content p");
    expect(shortened).toContain("html.brand-font h1");
    expect(page).toContain(`const html = '<p class="text-ink">'`);
    expect(page).toContain(`<style id="site-styles">${css}</style>`);
  });

  it("drops the classes no rule names, and a class attribute left empty", () => {
    expect(page).not.toContain("lucide");
    expect(page).toContain("<svg></svg>");
  });
});

describe("a kept page", () => {
  const document = (script: string) =>
    `<!doctype html><html><head><style id="site-styles">${css}</style></head><body>` +
    `<a class="flex text-ink" href="/about" data-discover="true">About</a>${script}</body></html>`;

  it("without React: short names, and no marks for React Router's route discovery", () => {
    const kept = pageWithOwnStyles(document(""));
    expect(kept).toContain('<a class="a b" href="/about">About</a>');
  });

  it("keeps the classes another inline style names (a project's full-screen view brings its own rules)", () => {
    const kept = pageWithOwnStyles(
      document(`<style data-href="photo-viewer">.pv-open{cursor:zoom-in}</style><a class="pv-open flex">x</a>`),
    );
    expect(kept).toContain('<a class="pv-open a">x</a>');
    expect(kept).toContain('<style data-href="photo-viewer">.pv-open{cursor:zoom-in}</style>');
  });

  it("takes a plain inline style (the hero counters' motion) into the end of its own stylesheet", () => {
    const kept = pageWithOwnStyles(
      document(`<div data-count-column="0-0"></div><style>[data-count-column="0-0"]{rotate:1deg}</style>`),
    );
    expect(kept.match(/<style\b/g)).toHaveLength(1);
    expect(kept).toMatch(
      /<style id="site-styles" data-page-only="">[^<]*\}\[data-count-column="0-0"\]\{rotate:1deg\}<\/style>/,
    );
  });

  it("that React runs keeps the names React renders", () => {
    const kept = pageWithOwnStyles(document("<script>window.__reactRouterContext = {};</script>"));
    expect(kept).toContain('<a class="flex text-ink" href="/about" data-discover="true">About</a>');
  });
});
