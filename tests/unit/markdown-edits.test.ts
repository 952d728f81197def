import { describe, expect, it } from "vitest";
import { bold, heading, link, list, picture, type MarkdownEdit } from "../../app/lib/markdown-edits.ts";
import { renderMarkdown } from "../../server/content/markdown.ts";

/** The text after the edit, the selection shown between [[ and ]]. */
function applied(value: string, edit: MarkdownEdit) {
  const text = value.slice(0, edit.from) + edit.text + value.slice(edit.to);
  const [from, to] = edit.select;
  return `${text.slice(0, from)}[[${text.slice(from, to)}]]${text.slice(to)}`;
}
/** A selection written in the text between | marks (one | for the caret). */
function selected(marked: string) {
  const start = marked.indexOf("|");
  const last = marked.lastIndexOf("|");
  const value = marked.replace(/\|/g, "");
  return { value, start, end: last === start ? start : last - 1 };
}
const edited = (marked: string, edit: (selection: ReturnType<typeof selected>) => MarkdownEdit) =>
  applied(selected(marked).value, edit(selected(marked)));

describe("the blog toolbar's Markdown", () => {
  it("makes the selection bold, spaces outside the marks, or writes words to type over", () => {
    expect(edited("Seal the |grout |lines", bold)).toBe("Seal the **[[grout]]** lines");
    expect(edited("Seal |", bold)).toBe("Seal **[[words in bold]]**");
    expect(renderMarkdown("Seal the **grout** lines")).toBe("<p>Seal the <strong>grout</strong> lines</p>\n");
  });

  it("makes the caret's line a heading, replacing another level's marks; an empty line gets one to type", () => {
    expect(edited("Intro\nPicking a |grout\nMore", heading)).toBe("Intro\n## [[Picking a grout]]\nMore");
    expect(edited("#### Old level|", heading)).toBe("## [[Old level]]");
    expect(edited("Intro\n\n|", heading)).toBe("Intro\n\n## [[A heading]]");
  });

  it("makes a link of the selection with its address to type, or its words first", () => {
    expect(edited("Ask |our designers| today", link)).toBe("Ask [our designers]([[https://]]) today");
    expect(edited("Ask |", link)).toBe("Ask [[[the link's words]]](https://)");
  });

  it("makes each selected line an item of a list, once", () => {
    expect(edited("Tiles:\n|Porcelain\n- Travertine\nSlate|", list)).toBe(
      "Tiles:\n- Porcelain\n- Travertine\n- Slate[[]]",
    );
    expect(edited("Tiles:\n|", list)).toBe("Tiles:\n- [[]]");
  });

  it("puts a picture in a paragraph of its own, its description's brackets kept as text", () => {
    const address = "/photos/41-AbCdEfGh_jKlMn-p-480.webp";
    const edit = picture(selected("Before.|\nAfter."), address, " The [new] shower\n niche ");
    expect(applied("Before.\nAfter.", edit)).toBe(`Before.\n\n![The \\[new\\] shower niche](${address})\n[[]]\nAfter.`);
    const html = renderMarkdown(`![The \\[new\\] shower niche](${address})`, {
      41: { id: 41, hash: "AbCdEfGh_jKlMn-p", width: 1200, height: 900 },
    });
    expect(html).toContain('alt="The [new] shower niche"');
  });
});
