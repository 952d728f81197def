import { z } from "zod";
import { countWords, readingMinutes, renderMarkdown, splitFrontMatter } from "~/lib/markdown.server";
import { postFrontMatterSchema } from "./schema";

const files = import.meta.glob<string>("./posts/*.md", { query: "?raw", import: "default", eager: true });

const postSchema = postFrontMatterSchema.extend({
  slug: z.string(),
  body: z.string().refine((body) => countWords(body) >= 500, "a post has at least 500 words"),
});

function loadPost(path: string, raw: string) {
  const slug = path.replace(/^.*\/(.+)\.md$/, "$1");
  const { data, body } = splitFrontMatter(raw, path);
  const result = postSchema.safeParse({ ...(data as object), slug, body });
  if (!result.success) throw new Error(`${path}: ${z.prettifyError(result.error)}`);
  return {
    ...result.data,
    readTime: `${readingMinutes(body)} min read`,
    html: renderMarkdown(body),
  };
}

export type Post = ReturnType<typeof loadPost>;
export type PostSummary = Omit<Post, "body" | "html">;

/** All posts, newest first. */
export const posts: Post[] = Object.entries(files)
  .map(([path, raw]) => loadPost(path, raw))
  .sort((a, b) => b.date.localeCompare(a.date));

export function postSummaries(): PostSummary[] {
  return posts.map(({ body: _body, html: _html, ...summary }) => summary);
}

export function findPost(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}
