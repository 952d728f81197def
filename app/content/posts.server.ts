// A blog post as the blog's pages show it, made from the database's published posts (server/content/blog.ts,
// seeded from server/content/seed/posts/*.md): its fields, its cover as a picture, its reading time and HTML.
import type { ShownPost } from "../../server/content/blog.ts";
import { readingMinutes, renderMarkdown } from "../../server/content/markdown.ts";
import { photoImage } from "./project-images.server";

/** What a post's card shows (and so what /blog writes into its page). */
export function postSummary(post: ShownPost) {
  const { slug, title, excerpt, date, category } = post;
  return {
    slug,
    title,
    excerpt,
    date,
    category,
    readTime: `${readingMinutes(post.body)} min read`,
    // Every published post has its cover; a draft previewed in the office may not yet.
    image: post.cover && photoImage(post.cover, post.photoFiles),
  };
}
export type PostSummary = ReturnType<typeof postSummary>;

/** What a post's page shows: the card's fields and the article's HTML. */
export const postPage = (post: ShownPost) => ({
  ...postSummary(post),
  html: renderMarkdown(post.body, post.photoFiles),
});
export type PostPage = ReturnType<typeof postPage>;
