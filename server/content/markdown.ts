// Markdown content (blog posts, legal pages) is a YAML front-matter block followed by the body.
// Posts are written in the office, so the Markdown is treated as text a person typed: HTML in it is
// shown as written, never run, and a link goes only to a web address, an e-mail, a phone or a page here.
import { Marked } from "marked";
import { parse as parseYaml } from "yaml";

export type MarkdownDocument = { data: unknown; body: string };

export function splitFrontMatter(raw: string, file: string): MarkdownDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${file}: expected YAML front matter between --- lines at the top`);
  return { data: parseYaml(match[1]!), body: match[2]!.trim() };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const SAFE_LINK = /^(https?:|mailto:|tel:|\/|#)/i;

/**
 * A North American phone number as people write it: (407) 555-0142, 407-555-0142, 407.555.0142,
 * +1 407 555 0142. A line must not break inside one (the browser breaks after a hyphen).
 */
const PHONE = /^(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![\d-])/;

const marked = new Marked({
  gfm: true,
  extensions: [
    {
      name: "phone",
      level: "inline",
      // Where a number could begin; the tokenizer decides whether one does (after a letter or digit, none).
      start: (src) => /(?<![\w.-])[+(\d]/.exec(src)?.index,
      tokenizer(src) {
        const match = PHONE.exec(src);
        return match ? { type: "phone", raw: match[0], text: match[0] } : undefined;
      },
      renderer: ({ text }) => `<span class="whitespace-nowrap">${escapeHtml(text as string)}</span>`,
    },
  ],
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, title, tokens }) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_LINK.test(href.trim())) return label;
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ""}>${label}</a>`;
    },
    image: ({ text }) => escapeHtml(text),
    // The page's title is its one <h1>: a "# Heading" in the body is a section, as "##" is.
    heading({ tokens, depth }) {
      const level = Math.max(2, depth);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** The body's HTML. Images are left out (their text stays): a post's pictures are its cover, sized by the site. */
export function renderMarkdown(body: string): string {
  return marked.parse(body, { async: false });
}

export function countWords(body: string): number {
  return body.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

/** Minutes at an unhurried 220 words a minute, never less than one. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(countWords(body) / 220));
}
