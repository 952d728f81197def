// What the blog editor's toolbar writes into the Markdown: each button's edit of the text around the
// selection, as plain functions of the text (tested in tests/unit/markdown-edits.test.ts). The
// editor applies the edit to its textarea (components/office/blog/MarkdownEditor.tsx).

/** An edit: `text` replaces the characters from `from` to `to`; then `select` is selected (the words to type over). */
export type MarkdownEdit = { from: number; to: number; text: string; select: [number, number] };

/** The text, the selection's start and end (both the caret when nothing is selected). */
type Selection = { value: string; start: number; end: number };

/** Wraps the selection in `before` and `after`, or writes `words` there, selected to be typed over. */
function wrap({ value, start, end }: Selection, before: string, after: string, words: string): MarkdownEdit {
  const selected = value.slice(start, end);
  // Spaces selected with a word stay outside the marks: "** bold **" is not bold in Markdown.
  const inner = selected.trim() || words;
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.trim() ? selected.length - selected.trimEnd().length : 0;
  const text = `${selected.slice(0, lead)}${before}${inner}${after}${trail ? selected.slice(-trail) : ""}`;
  const innerStart = start + lead + before.length;
  return { from: start, to: end, text, select: [innerStart, innerStart + inner.length] };
}

/** Where the lines the selection touches begin and end. */
function lines({ value, start, end }: Selection) {
  const first = value.lastIndexOf("\n", start - 1) + 1;
  const newline = value.indexOf("\n", Math.max(end, start));
  return { first, last: newline === -1 ? value.length : newline };
}

/** **Bold**: the selection, or words to type. */
export const bold = (selection: Selection) => wrap(selection, "**", "**", "words in bold");

/** A link: the selection as its words, its address selected to be typed; without a selection, its words first. */
export function link(selection: Selection): MarkdownEdit {
  const { value, start, end } = selection;
  if (!value.slice(start, end).trim()) return wrap(selection, "[", "](https://)", "the link's words");
  const edit = wrap(selection, "[", "](https://)", "");
  const address = edit.from + edit.text.lastIndexOf("https://");
  return { ...edit, select: [address, address + "https://".length] };
}

/** A heading (##) of the line the caret is on, its marks replacing any other level's; on an empty line, one to type. */
export function heading(selection: Selection): MarkdownEdit {
  const { value } = selection;
  const { first, last } = lines({ ...selection, end: selection.start });
  const line = value.slice(first, last);
  const words = line.replace(/^#+\s*/, "");
  const text = `## ${words || "A heading"}`;
  return { from: first, to: last, text, select: [first + 3, first + text.length] };
}

/** A list ("- ") of the lines the selection touches (each line an item); on an empty line, the first item's mark. */
export function list(selection: Selection): MarkdownEdit {
  const { first, last } = lines(selection);
  const text = selection.value
    .slice(first, last)
    .split("\n")
    .map((line) => (/^\s*[-*+]\s/.test(line) || (!line.trim() && first !== last) ? line : `- ${line}`))
    .join("\n");
  return { from: first, to: last, text, select: [first + text.length, first + text.length] };
}

/**
 * A picture: `![description](address)` at the caret, as a paragraph of its own (the empty lines
 * Markdown needs around it), the caret after it. Brackets in the description are kept as written.
 */
export function picture({ value, start }: Selection, address: string, description: string): MarkdownEdit {
  const alt = description
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[[\]\\]/g, "\\$&");
  const before = value.slice(0, start);
  const after = value.slice(start);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const text = `${lead}![${alt}](${address})${trail}`;
  return { from: start, to: start, text, select: [start + text.length, start + text.length] };
}
