// The blog a new database starts with (posts/<slug>.md beside this file: YAML front matter and a
// Markdown body, each post's cover a picture with its alt text in the images' manifest), stored on
// its first start.
import { readdirSync, readFileSync } from "node:fs";
import { checkPost, type SeedPost } from "../blog.ts";
import { splitFrontMatter } from "../markdown.ts";
import { seedPicture } from "./pictures.ts";

const folder = new URL("./posts/", import.meta.url);

/** The seed posts' addresses, from their file names. */
export const postSlugs = (): string[] =>
  readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length));

/** A seed post's file as it is: front matter and Markdown. */
export const postFile = (slug: string) => readFileSync(new URL(`${slug}.md`, folder), "utf8");

/** The seed posts, oldest first (the database lists them by date). */
export const postSeed = (): SeedPost[] =>
  postSlugs()
    .map((slug) => {
      const { data, body } = splitFrontMatter(postFile(slug), `${slug}.md`);
      const { image, ...fields } = data as { image: string };
      const post = { ...fields, body, cover: seedPicture(image, "") };
      const checked = checkPost(post, slug, true);
      if ("errors" in checked)
        throw new Error(`server/content/seed/posts/${slug}.md: ${JSON.stringify(checked.errors)}`);
      return { slug, position: 0, data: checked.data };
    })
    .sort((a, b) => a.data.date.localeCompare(b.data.date));
