// A letter's introduction is the owner's (or staff's) Markdown, mailed to every subscriber: only
// text, emphasis, lists, headings and links to web or mail addresses survive; raw HTML, pictures
// (a tracking pixel) and script links come out as the plain text that was typed.
import { render } from "@react-email/render";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { letterElements } from "../../server/mail/letter-markdown.ts";
import { letterPreview } from "../../server/mail/templates.ts";

const html = (markdown: string) => render(createElement("div", null, letterElements(markdown)));

describe("a letter's introduction", () => {
  it("keeps paragraphs, emphasis, lists, headings and web links", async () => {
    const out = await html(
      "## This month\n\nHello from **Orlando** and *Winter Park*.\n\n- one\n- [two](https://www.saltboxdesignbuild.com/blog)\n\n1. first",
    );
    expect(out).toContain("<strong>Orlando</strong>");
    expect(out).toContain("<em>Winter Park</em>");
    expect(out).toMatch(/<h2[^>]*>This month<\/h2>/);
    expect(out).toMatch(/<ul[^>]*><li[^>]*>one<\/li><li[^>]*><a href="https:\/\/www\.saltboxdesignbuild\.com\/blog"/);
    expect(out).toMatch(/<ol[^>]*><li[^>]*>first<\/li><\/ol>/);
  });

  it("turns raw HTML, pictures and script links into the text typed", async () => {
    const out = await html(
      'Hi <img src="https://tracker.example/p.gif"> <script>alert(1)</script>\n\n![pixel](https://tracker.example/p.gif)\n\n[click](javascript:alert(1)) [mail](mailto:hello@saltboxdesignbuild.com) [call](tel:+14075550142)\n\n<div onclick="x()">block</div>',
    );
    expect(out).not.toMatch(/<img|<script|<div onclick|href="javascript/i);
    expect(out).toContain("&lt;img src=");
    expect(out).toContain("![pixel](https://tracker.example/p.gif)");
    expect(out).toContain(">click<");
    expect(out).toContain('href="mailto:hello@saltboxdesignbuild.com"');
    expect(out).toContain('href="tel:+14075550142"');
  });

  it("gives mail clients its first words as the preview line, or the subject when there are none", () => {
    expect(letterPreview("Hello from **Orlando**.\n\n- a [link](https://x.y)", "Subject")).toBe(
      "Hello from Orlando. a link",
    );
    expect(letterPreview("  ", "The subject")).toBe("The subject");
    // Markers at a line's start go; the same marks within a line are the writer's words.
    expect(letterPreview("## News\n\n> Kitchens > 40 sq ft, <b>#1</b> in Oviedo", "S")).toBe(
      "News Kitchens > 40 sq ft, <b>#1</b> in Oviedo",
    );
    expect(letterPreview("word ".repeat(60), "S")).toHaveLength(140);
  });
});
