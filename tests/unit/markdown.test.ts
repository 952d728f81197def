import { describe, expect, it } from "vitest";
import { seedFacts } from "../../common/business-facts.ts";
import { withBusinessFacts } from "../../server/content/legal.ts";
import { countWords, readingMinutes, renderMarkdown, splitFrontMatter } from "../../server/content/markdown.ts";
import { formatDate } from "~/lib/dates";
import { escapeXml } from "~/lib/xml";

describe("splitFrontMatter", () => {
  it("separates YAML front matter from the body", () => {
    const { data, body } = splitFrontMatter('---\ntitle: "Hi"\ndate: 2026-01-02\n---\n\n## Body\n', "x.md");
    expect(data).toEqual({ title: "Hi", date: "2026-01-02" });
    expect(body).toBe("## Body");
  });

  it("names the file when the front matter is missing", () => {
    expect(() => splitFrontMatter("# No front matter", "posts/x.md")).toThrow(/posts\/x\.md/);
  });
});

describe("reading time", () => {
  it("counts words, not punctuation, and rounds to whole minutes of at least one", () => {
    expect(countWords("One two — three.\n\n- four")).toBe(4);
    expect(readingMinutes("word ".repeat(50))).toBe(1);
    expect(readingMinutes("word ".repeat(1100))).toBe(5);
  });
});

describe("renderMarkdown", () => {
  it("renders headings, lists and links", () => {
    const html = renderMarkdown("## Plan\n\n- a\n- b\n\n[contact us](/contact)");
    expect(html).toContain("<h2>Plan</h2>");
    expect(html).toContain("<li>a</li>");
    expect(html).toContain('<a href="/contact">contact us</a>');
  });

  it("makes a top-level heading a section: the page's title stays its one <h1>", () => {
    expect(renderMarkdown("# Budget\n\n### Cabinets *first*")).toBe(
      "<h2>Budget</h2>\n<h3>Cabinets <em>first</em></h3>\n",
    );
  });
});

describe("formatDate", () => {
  it("formats an ISO date the same in every time zone", () => {
    expect(formatDate("2026-11-10")).toBe("November 10, 2026");
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`Tom & "Ellen" <Whitcomb>'s`)).toBe("Tom &amp; &quot;Ellen&quot; &lt;Whitcomb&gt;&apos;s");
  });
});

describe("renderMarkdown with what an office user may type", () => {
  it("shows HTML as text instead of running it", () => {
    const html = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("keeps web, mail, phone and page links and drops script links", () => {
    const html = renderMarkdown(
      "[a](https://example.com) [b](mailto:x@example.com) [c](tel:+14075550123) [d](/contact) [e](javascript:alert(1)) [f](data:text/html,x)",
    );
    expect(html).toContain('<a href="https://example.com">a</a>');
    expect(html).toContain('<a href="mailto:x@example.com">b</a>');
    expect(html).toContain('<a href="tel:+14075550123">c</a>');
    expect(html).toContain('<a href="/contact">d</a>');
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain("e f");
  });

  it("leaves images out but keeps their text", () => {
    expect(renderMarkdown("![A walnut kitchen](https://example.com/x.jpg)")).toBe("<p>A walnut kitchen</p>\n");
  });
});

describe("renderMarkdown's pictures", () => {
  // A photo the site stores: 2000 × 1500, its hash naming its bytes.
  const photo = { id: 41, hash: "AbCdEfGh_jKlMn-p", width: 2000, height: 1500 };
  const photos = { [photo.id]: photo };
  const own = `/photos/41-${photo.hash}-480.webp`;
  /** Every address the HTML would make a browser fetch (src, srcset, href...). */
  const fetched = (html: string) =>
    [...html.matchAll(/\b(?:src|srcset|href|poster|data)\s*=\s*"([^"]*)"/gi)].flatMap((match) =>
      match[1]!.split(",").map((part) => part.trim().split(/\s+/)[0]!),
    );

  it("shows one of the site's photos as a responsive picture: every width and format, its size, its description", () => {
    const html = renderMarkdown(`![A walnut island under two pendants](${own})`, photos);
    expect(html).toContain('<source type="image/avif" srcset="/photos/41-AbCdEfGh_jKlMn-p-480.avif 480w, ');
    expect(html).toContain("/photos/41-AbCdEfGh_jKlMn-p-1600.webp 1600w");
    expect(html).toContain(
      '<img src="/photos/41-AbCdEfGh_jKlMn-p-1080.jpeg" width="2000" height="1500" alt="A walnut island under two pendants" loading="lazy"',
    );
    expect(fetched(html).every((address) => address.startsWith("/photos/41-AbCdEfGh_jKlMn-p-"))).toBe(true);
  });

  it("keeps a portrait photo within the screen's height at its own shape; a landscape one fills the column", () => {
    const portrait = { id: 43, hash: "PoRtRaIt_jKlMn-p", width: 1200, height: 1600 };
    const html = renderMarkdown(
      `![A landscape kitchen](${own})\n\n![A tall shower niche](/photos/43-${portrait.hash}-480.webp)`,
      { ...photos, [portrait.id]: portrait },
    );
    const classes = [...html.matchAll(/<img [^>]*class="([^"]*)"/g)].map((match) => match[1]!.split(" "));
    expect(classes[0]).toContain("w-full");
    expect(classes[1]).toEqual(expect.arrayContaining(["max-h-[80svh]", "w-auto", "mx-auto"]));
    expect(classes[1]).not.toContain("w-full");
  });

  it("refuses every other source, keeping only the picture's text", () => {
    const attempts = [
      "https://tracker.example/pixel.gif",
      "//tracker.example/photos/41-AbCdEfGh_jKlMn-p-480.webp",
      "http://127.0.0.1/photos/41-AbCdEfGh_jKlMn-p-480.webp",
      "data:image/svg+xml;base64,PHN2Zy8+",
      "javascript:alert(1)",
      "/photos/41-AbCdEfGh_jKlMn-p-480.webp?x=https://tracker.example",
      "/photos/41-AbCdEfGh_jKlMn-p-480.webp#x",
      "/photos/../admin/41-AbCdEfGh_jKlMn-p-480.webp",
      "/photos/%2e%2e/41-AbCdEfGh_jKlMn-p-480.webp",
      "/photos/41-AbCdEfGh_jKlMn-p-480.webp/../../x",
      // A stored photo's id with another hash, and a photo the site does not hold.
      "/photos/41-ZZZZZZZZZZZZZZZZ-480.webp",
      "/photos/42-AbCdEfGh_jKlMn-p-480.webp",
      '/photos/41-AbCdEfGh_jKlMn-p-480.webp" onerror="alert(1)',
      "<https://tracker.example/pixel.gif>",
    ];
    for (const href of attempts) {
      const html = renderMarkdown(`Before ![A tracking pixel](${href}) after`, photos);
      expect(html, href).not.toMatch(/<(img|picture|source)\b/);
      expect(html, href).toContain("A tracking pixel");
    }
    // A reference-style picture, raw HTML and an SVG are text too.
    for (const text of [
      "![A tracking pixel][pixel]\n\n[pixel]: https://tracker.example/pixel.gif",
      '<img src="https://tracker.example/pixel.gif" alt="">',
      '<picture><source srcset="https://tracker.example/a.avif"></picture>',
      '<svg><image href="https://tracker.example/a.png"/></svg>',
      `<img src="${own}" onerror="alert(1)">`,
    ]) {
      const html = renderMarkdown(text, photos);
      expect(html, text).not.toMatch(/<(img|picture|source|svg|image)\b/);
      expect(fetched(html), text).toEqual([]);
    }
  });

  it("keeps a description's quotes and tags as text, inside its attribute", () => {
    const html = renderMarkdown(`![The "after" <b>kitchen</b> & "den"" onload="x](${own})`, photos);
    expect(html).toContain(
      'alt="The &quot;after&quot; &lt;b&gt;kitchen&lt;/b&gt; &amp; &quot;den&quot;&quot; onload=&quot;x"',
    );
    expect(html).not.toContain(' onload="');
  });

  it("shows a photo without the stored photos only as its text (a legal page, an estimate)", () => {
    expect(renderMarkdown(`![A walnut island](${own})`)).toBe("<p>A walnut island</p>\n");
  });
});

describe("renderMarkdown keeps a phone number on one line", () => {
  it("wraps the usual ways of writing one, in text and in a link's words", () => {
    for (const phone of ["(407) 555-0142", "407-555-0142", "407.555.0142", "+1 407 555 0142"]) {
      expect(renderMarkdown(`Call us at ${phone} today.`), phone).toBe(
        `<p>Call us at <span class="whitespace-nowrap">${phone}</span> today.</p>\n`,
      );
    }
    expect(renderMarkdown("[Call (407) 555-0142](tel:+14075550142)")).toBe(
      '<p><a href="tel:+14075550142">Call <span class="whitespace-nowrap">(407) 555-0142</span></a></p>\n',
    );
  });

  it("leaves other figures alone", () => {
    for (const text of ["A 2024-2025 remodel of 1200 sq ft.", "Order 12345-555-0142-9.", "Call `407-555-0142`."]) {
      expect(renderMarkdown(text), text).not.toContain("whitespace-nowrap");
    }
  });
});

describe("a legal page's business details", () => {
  const facts = { ...seedFacts, email: "office_team@example.com", phone: { display: "(321) 555-0199", href: "" } };

  it("come from the facts as saved now: phone, e-mail and address, each where it is written", () => {
    const body = "- E-mail: {email}\n- Mail: Saltbox Design-Build, {address}\n- Phone: {phone}";
    expect(renderMarkdown(withBusinessFacts(body, seedFacts))).toBe(
      renderMarkdown(
        "- E-mail: hello@saltboxdesignbuild.com\n- Mail: Saltbox Design-Build, 1200 N Orange Ave, Suite 310, Orlando, FL 32804\n- Phone: (407) 555-0142",
      ),
    );
    const html = renderMarkdown(withBusinessFacts(body, facts));
    // The address is a link whatever it holds; the number does not break across lines.
    expect(html).toContain('<a href="mailto:office_team@example.com">office_team@example.com</a>');
    expect(html).toContain('<span class="whitespace-nowrap">(321) 555-0199</span>');
  });

  it("leave any other word in braces, and Markdown in a fact, as written", () => {
    const street = { ...seedFacts.address, street: "12 *Lake* Ave <b>" };
    const html = renderMarkdown(
      withBusinessFacts("Write to {address}; {name} is not a fact.", { ...facts, address: street }),
    );
    expect(html).toContain("12 *Lake* Ave &lt;b&gt;");
    expect(html).toContain("{name} is not a fact.");
  });
});
