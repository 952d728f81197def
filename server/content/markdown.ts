// Markdown content (blog posts, legal pages) is a YAML front-matter block followed by the body.
// Posts are written in the office, so the Markdown is treated as text a person typed: HTML in it is
// shown as written, never run, a link goes only to a web address, an e-mail, a phone or a page here,
// and a picture only ever shows one of the site's own uploaded photos (its text stands in for any other).
import { Marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import type { StoredPhoto } from "../storage/content.ts";
import { parsePhotoUrl, photoPicture } from "../photos/photos.ts";

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

/** A post's picture: one of the site's photos, by any of its addresses (`/photos/<id>-<hash>-<width>.<format>`). */
const OWN_PHOTO = /^\/photos\/([^/?#\s]+)$/;

/** The photo a picture's address names, when it is one of the site's own; any width or format of it will do. */
export function ownPhoto(href: string) {
  const name = OWN_PHOTO.exec(href.trim())?.[1];
  return name === undefined ? undefined : parsePhotoUrl(name);
}

/** The stored photos the text being rendered may show (a render is synchronous: set just for it). */
let photosShown: Record<number, StoredPhoto> = {};

/** A picture in the text as a responsive <picture>, when it is a stored photo of the site's (its hash too); else undefined. */
function pictureHtml(href: string, alt: string) {
  const named = ownPhoto(href);
  const file = named && photosShown[named.id];
  if (!file || file.hash !== named.hash) return undefined;
  const { sources, img } = photoPicture(file);
  // The article's column: 779 px (about 49rem) once the screen is wider than a tablet. Its classes are ones
  // the public stylesheet has already (every page carries it inline, the home page at its budget);
  // the height follows the width by the base styles' own `img { height: auto }`.
  const sizes = "(min-width: 52rem) 49rem, 100vw";
  // A portrait photo as wide as the column would be taller than a screen: it is kept within most
  // of the screen's height, centred, at its own shape.
  const shape = img.h > img.w ? "mx-auto max-h-[80svh] w-auto" : "w-full";
  return `<picture>${Object.entries(sources)
    .map(([format, srcset]) => `<source type="image/${format}" srcset="${srcset}" sizes="${sizes}">`)
    .join(
      "",
    )}<img src="${img.src}" width="${img.w}" height="${img.h}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async" class="mt-6 mb-4 ${shape} rounded-lg"></picture>`;
}

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
    image({ href, tokens }) {
      const alt = this.parser.parseInline(tokens ?? [], this.parser.textRenderer);
      return pictureHtml(href, alt) ?? escapeHtml(alt);
    },
    // The page's title is its one <h1>: a "# Heading" in the body is a section, as "##" is.
    heading({ tokens, depth }) {
      const level = Math.max(2, depth);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/**
 * The body's HTML. A picture shows when it is one of `photos` (the stored photos its text names,
 * postPhotoIds); any other picture (another site's, a photo not stored) is left out, its text staying.
 */
export function renderMarkdown(body: string, photos: Record<number, StoredPhoto> = {}): string {
  photosShown = photos;
  try {
    return marked.parse(body, { async: false });
  } finally {
    photosShown = {};
  }
}

/** The text's pictures, each by its address and its description, in order. */
export function postPictures(body: string): { href: string; alt: string }[] {
  const pictures: { href: string; alt: string }[] = [];
  marked.walkTokens(marked.lexer(body), (token) => {
    if (token.type === "image")
      pictures.push({ href: (token as Tokens.Image).href, alt: (token as Tokens.Image).text });
  });
  return pictures;
}

/** The ids of the site's photos the text's pictures name, to fetch their stored facts before rendering it. */
export const postPhotoIds = (body: string) =>
  // Most texts have no picture: the blog's pages read every post's, so those are not parsed for one.
  body.includes("/photos/") ? [...new Set(postPictures(body).flatMap(({ href }) => ownPhoto(href)?.id ?? []))] : [];

export function countWords(body: string): number {
  return body.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

/** Minutes at an unhurried 220 words a minute, never less than one. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(countWords(body) / 220));
}
