// A letter's introduction, written by the owner in Markdown, as the mail's React elements. Only
// what a short letter needs is kept (paragraphs, headings, lists, emphasis, links to web or mail
// addresses and phone numbers, line breaks); raw HTML and images become plain text, so an introduction can carry no
// script, no remote picture (a tracking pixel) and no style that breaks the mail's layout.
import { Heading, Link, Text } from "@react-email/components";
import { Lexer, type Token, type Tokens } from "marked";
import { createElement as h, type CSSProperties, type ReactNode } from "react";
import { palette } from "../../common/palette.ts";

const text: CSSProperties = { fontSize: "16px", lineHeight: "24px", margin: "0 0 16px", color: palette.ink };
const heading: CSSProperties = { ...text, fontSize: "19px", lineHeight: "26px", fontWeight: 700 };
const list: CSSProperties = { ...text, paddingLeft: "24px" };
const linkStyle: CSSProperties = { color: palette.forest, fontWeight: 600 };

const safeHref = (href: string) => /^(https?:|mailto:|tel:)/i.test(href.trim());

function inline(tokens: Token[] | undefined, key = ""): ReactNode[] {
  return (tokens ?? []).map((token, index) => {
    const k = `${key}${index}`;
    switch (token.type) {
      case "strong":
        return h("strong", { key: k }, inline((token as Tokens.Strong).tokens, k));
      case "em":
        return h("em", { key: k }, inline((token as Tokens.Em).tokens, k));
      case "link": {
        const link = token as Tokens.Link;
        const label = inline(link.tokens, k);
        return safeHref(link.href) ? h(Link, { key: k, href: link.href.trim(), style: linkStyle }, label) : label;
      }
      case "br":
        return h("br", { key: k });
      case "text":
        return "tokens" in token && token.tokens ? inline(token.tokens, k) : (token as Tokens.Text).text;
      case "escape":
      case "codespan":
        return (token as Tokens.Codespan).text;
      default:
        // html, image, del and anything newer: what was typed, as text.
        return token.raw;
    }
  });
}

function block(token: Token, key: string): ReactNode {
  switch (token.type) {
    case "paragraph":
      return h(Text, { key, style: text }, inline((token as Tokens.Paragraph).tokens, key));
    case "heading":
      return h(Heading, { key, as: "h2", style: heading }, inline((token as Tokens.Heading).tokens, key));
    case "list": {
      const { ordered, items } = token as Tokens.List;
      return h(
        ordered ? "ol" : "ul",
        { key, style: list },
        items.map((item, index) =>
          h(
            "li",
            { key: index, style: { margin: "0 0 6px" } },
            item.tokens.flatMap((child, at) =>
              child.type === "text" || child.type === "paragraph"
                ? inline((child as Tokens.Text).tokens ?? [child], `${key}-${index}-${at}`)
                : block(child, `${key}-${index}-${at}`),
            ),
          ),
        ),
      );
    }
    case "space":
    case "hr":
      return null;
    default:
      // Code blocks, quotes, tables, raw HTML: kept as the words typed.
      return h(Text, { key, style: text }, token.raw.trim());
  }
}

/** A letter's Markdown as mail elements (escaped by React like every other text). */
export function letterElements(markdown: string): ReactNode[] {
  return new Lexer({ gfm: true }).lex(markdown).map((token, index) => block(token, `b${index}`));
}
