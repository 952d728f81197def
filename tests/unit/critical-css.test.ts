import { describe, expect, it } from "vitest";
import {
  hydratingPageWithOwnStyles,
  pageVocabulary,
  pageWithOwnStyles,
  rememberedStylesheets,
  stylesheetForPage,
  withPropertiesAsDefaults,
  withThemeValuesInPlace,
} from "../../server/http/critical-css.ts";

const page = (body: string, head = "") =>
  pageVocabulary(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`);

describe("pageVocabulary", () => {
  it("collects the tags, classes and ids of the markup, not of its scripts and styles", () => {
    const vocabulary = page(
      `<main id="main" class="flex  md:grid-cols-2 [content-visibility:auto]"><a class="text-ink">x</a></main>` +
        `<script>const markup = '<table class="not-here">'</script><style>.also-not{}</style>`,
    );
    expect([...vocabulary.classes].sort()).toEqual(["[content-visibility:auto]", "flex", "md:grid-cols-2", "text-ink"]);
    expect(vocabulary.ids).toEqual(new Set(["main"]));
    expect(vocabulary.tags.has("main") && vocabulary.tags.has("a")).toBe(true);
    expect(vocabulary.tags.has("table")).toBe(false);
  });

  it("counts classes the page's inline scripts add, such as the brand font's", () => {
    const vocabulary = page("<h1>Title</h1>", `<script>document.documentElement.classList.add("brand-font")</script>`);
    expect(vocabulary.classes.has("brand-font")).toBe(true);
  });
});

describe("stylesheetForPage", () => {
  const css = `
    @layer theme, base, utilities;
    @font-face { font-family: Brand; src: url(/brand.woff2); }
    @keyframes spin { to { transform: rotate(1turn); } }
    @property --tw-rotate { syntax: "*"; inherits: false; }
    @property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }
    @layer properties { *, :before { --tw-rotate: initial; --tw-shadow: 0 0 #0000; } }
    :root { --color-ink: #222; --color-unused: red; --font-body: var(--font-sans); --font-sans: system-ui; }
    h1, table { margin: 0; color: var(--color-ink); -webkit-font-smoothing: antialiased; }
    .shadow { --tw-shadow: 0 1px 2px #0002; box-shadow: var(--tw-shadow); }
    .rotate-2 { --tw-rotate: 2deg; }
    .flex { display: flex; }
    .grid { display: grid; }
    #main { outline: none; }
    #missing { color: red; }
    .brand-font h1 { font-family: Brand; }
    @media (min-width: 48rem) { .md\\:grid-cols-2 { grid-template-columns: 1fr 1fr; } .md\\:hidden { display: none; } }
    .group-open\\:rotate-180:is(:where(.group):is([open], :popover-open) *) { rotate: 180deg; }
    .peer-open\\:block:is(:where(.peer):is([open]) ~ *) { display: block; }
    :where(.space-y-4 > :not(:last-child)) { margin-block-start: 1rem; }
    .hover\\:underline:hover { text-decoration: underline; }
    details[open] > .menu { display: block; }
  `;
  const vocabulary = page(
    `<main id="main"><h1 class="flex shadow rotate-2 md:grid-cols-2">x</h1><details class="group"><summary class="group-open:rotate-180 hover:underline">s</summary><div class="menu space-y-4"></div></details></main>`,
    `<script>document.documentElement.classList.add("brand-font")</script>`,
  );
  const pruned = stylesheetForPage(css, vocabulary);

  it("keeps the rules whose selectors name only what the page has, in any state", () => {
    for (const kept of [
      "h1,table{",
      ".flex{",
      "#main{",
      ".brand-font h1{",
      ".md\\:grid-cols-2{",
      ".group-open\\:rotate-180:is(",
      ":where(.space-y-4>:not(:last-child))",
      ".hover\\:underline:hover{",
      "details[open]>.menu{",
    ])
      expect(pruned, kept).toContain(kept);
  });

  it("drops the rules for classes and ids the page does not have", () => {
    for (const dropped of [".grid{", "#missing", ".md\\:hidden", ".peer-open\\:block"])
      expect(pruned, dropped).not.toContain(dropped);
  });

  it("keeps fonts, keyframes, the layer order, and the custom properties a kept rule reads", () => {
    for (const kept of [
      "@layer theme,base,utilities",
      "@font-face",
      "@keyframes spin",
      // Given its starting value by the properties layer's rule, for every browser.
      "@layer properties{*,:before{--tw-shadow:0 0 #0000}}",
      "--tw-shadow:0 1px 2px",
      "--color-ink:#222",
      "-webkit-font-smoothing:antialiased",
    ])
      expect(pruned, kept).toContain(kept);
  });

  it("drops the custom properties nothing reads, and those only they read", () => {
    // .rotate-2 set nothing else, and an empty rule goes too.
    for (const dropped of ["--tw-rotate", "--color-unused", "--font-body", "--font-sans", ".rotate-2", "@property"])
      expect(pruned, dropped).not.toContain(dropped);
  });
});

describe("the parts of form fields", () => {
  const css =
    "::file-selector-button{margin:0}::-webkit-datetime-edit-day-field{padding:0}::-webkit-inner-spin-button{height:auto}" +
    "::-webkit-search-decoration{appearance:none}::placeholder{opacity:1}::selection{color:red}";
  const kept = (body: string) => stylesheetForPage(css, page(body));

  it("are styled only where the page has a field that has them", () => {
    expect(kept("<p>No fields</p>")).toBe("::selection{color:red}");
    const dateField = kept(`<input type="date" name="day">`);
    for (const part of ["::-webkit-datetime-edit-day-field", "::-webkit-inner-spin-button", "::placeholder"])
      expect(dateField, part).toContain(part);
    for (const part of ["::file-selector-button", "::-webkit-search-decoration"])
      expect(dateField, part).not.toContain(part);
    expect(kept(`<input name="photos" TYPE="FILE">`)).toContain("::file-selector-button");
    expect(kept(`<input type="number">`)).toContain("::-webkit-inner-spin-button");
    // A field without a type is a text field: a placeholder, no spin buttons.
    expect(kept(`<input name="name">`)).toBe("::placeholder{opacity:1}::selection{color:red}");
    expect(kept(`<textarea></textarea>`)).toContain("::placeholder");
    expect(kept(`<input type="search">`)).toContain("::-webkit-search-decoration");
  });
});

describe("withThemeValuesInPlace", () => {
  const css =
    "@layer theme{:root,:host{--spacing:.25rem;--color-ink:#1d2422;--font-sans:system-ui,Arial;" +
    "--default-font-family:var(--font-sans);--font-serif:ui-serif,Georgia,serif;--loop:var(--loop)}}" +
    "html.brand-font{--font-serif:Brand,serif}" +
    ".p-4{padding:calc(var(--spacing)*4)}.text-ink\\/50{color:color-mix(in oklab,var(--color-ink)50%,transparent)}" +
    "html{font-family:var(--default-font-family,Arial)}h1{font-family:var(--font-serif)}.x{width:var(--loop)}" +
    ".leading{line-height:var(--tw-leading,var(--spacing))}";
  const inPlace = withThemeValuesInPlace(css);

  it("writes the theme's values where the rules read them, calculated", () => {
    expect(inPlace).toContain(".p-4{padding:1rem}");
    // Lightning CSS mixes a colour it knows: what Tailwind's color-mix() means, in the page's own terms.
    expect(inPlace).toContain(".text-ink\\/50{color:oklab(25.262% -.010718 .000698522/.5)}");
    // A variable's own fallback goes with it; a value reading another theme value is written out in full.
    expect(inPlace).toContain("html{font-family:system-ui,Arial}");
    // Only the theme's variable inside another's fallback.
    expect(inPlace).toContain(".leading{line-height:var(--tw-leading,.25rem)}");
  });

  it('keeps a variable another rule sets (the brand face on <html class="brand-font">), and one that reads itself', () => {
    expect(inPlace).toContain("h1{font-family:var(--font-serif)}");
    expect(inPlace).toContain("html.brand-font{--font-serif:Brand,serif}");
    expect(inPlace).toContain(".x{width:var(--loop)}");
  });

  it("leaves a stylesheet without Tailwind's theme as it was", () => {
    expect(withThemeValuesInPlace(".a{color:var(--ink)}")).toBe(".a{color:var(--ink)}");
  });
});

describe("withPropertiesAsDefaults", () => {
  it("sets Tailwind's custom properties on every element in every browser, and registers none", () => {
    const css =
      "@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:block)){*,:before,:after,::backdrop{--tw-rotate:initial;--tw-border-style:solid}}}" +
      '@property --tw-rotate{syntax:"*";inherits:false}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
      "@supports (display:grid){.grid{display:grid}}.rotate{rotate:var(--tw-rotate)}";
    expect(withPropertiesAsDefaults(css)).toBe(
      "@layer properties{*,:before,:after,::backdrop{--tw-rotate:initial;--tw-border-style:solid}}" +
        "@supports (display:grid){.grid{display:grid}}.rotate{rotate:var(--tw-rotate)}",
    );
  });
});

describe("a page React runs, rendered per request", () => {
  const css = ".flex{display:flex}.grid{display:grid}.notice{color:red}#main{outline:none}";
  const formPage = (body: string, nonce: string) =>
    `<!doctype html><html><head><style id="site-styles" nonce="${nonce}">${css}</style></head>` +
    `<body><main id="main">${body}</main><script nonce="${nonce}">window.__reactRouterContext = {};</script></body></html>`;
  const siteStyles = (html: string) => html.match(/<style([^>]*) id="site-styles"([^>]*)>([\s\S]*?)<\/style>/)!;

  it("gets its own rules, marked page-only, with its nonce; kept, the same page gets the same rules", () => {
    const html = formPage(`<form class="flex"></form>`, "abc");
    const [, before, after, own] = siteStyles(hydratingPageWithOwnStyles(html, rememberedStylesheets()));
    expect(`${before}${after}`).toContain('data-page-only=""');
    expect(`${before}${after}`).toContain('nonce="abc"');
    expect(own).toBe(stylesheetForPage(css, pageVocabulary(html)));
    expect(own).toContain(".flex{");
    expect(own).not.toContain(".notice");
    expect(siteStyles(pageWithOwnStyles(html))[3]).toBe(own);
  });

  it("cuts the stylesheet once per vocabulary: another visitor's nonce and values, or another order, change nothing", () => {
    const stylesheets = rememberedStylesheets();
    const first = hydratingPageWithOwnStyles(
      formPage(`<form class="flex grid"><input value="a"></form>`, "one"),
      stylesheets,
    );
    const again = hydratingPageWithOwnStyles(
      formPage(`<form class="grid flex"><input value="b"></form>`, "two"),
      stylesheets,
    );
    expect(siteStyles(again)[3]).toBe(siteStyles(first)[3]);
    expect(stylesheets.size).toBe(1);
    // A notice the first page lacked: a vocabulary of its own.
    const withNotice = hydratingPageWithOwnStyles(
      formPage(`<form class="flex grid"><p class="notice"></p></form>`, "three"),
      stylesheets,
    );
    expect(siteStyles(withNotice)[3]).toContain(".notice{");
    expect(stylesheets.size).toBe(2);
  });

  it("keeps at most the stylesheets it was told to", () => {
    const stylesheets = rememberedStylesheets(64);
    for (let index = 0; index < 70; index++) stylesheets.forPage(css, page(`<p id="item-${index}" class="flex"></p>`));
    expect(stylesheets.size).toBe(64);
    // The latest are kept and still right.
    expect(stylesheets.forPage(css, page(`<p id="item-69" class="flex"></p>`))).toContain(".flex{");
    expect(stylesheets.size).toBe(64);
  });
});
