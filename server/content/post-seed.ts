// The blog the site starts with (app/content/posts/*.md: YAML front matter and a Markdown body,
// each post's cover a picture with its alt text in the images' manifest), as the database stores it
// on first start. Plain data files, read as they are: with portfolio-seed.ts, the one place server/
// reads the app's files (eslint.config.js).
import { seedPicture } from "./picture-seed.ts";
import { readdirSync, readFileSync } from "node:fs";
import { checkPost, type SeedPost } from "./blog.ts";
import { splitFrontMatter } from "./markdown.ts";

const folder = new URL("../../app/content/posts/", import.meta.url);

/** The seed posts, oldest first (the database lists them by date). */
export const postSeed = (): SeedPost[] =>
  readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const { data, body } = splitFrontMatter(readFileSync(new URL(file, folder), "utf8"), file);
      const { image, ...fields } = data as { image: string };
      const slug = file.slice(0, -".md".length);
      const post = { ...fields, body, cover: seedPicture(image, "") };
      const checked = checkPost(post, slug, true);
      if ("errors" in checked) throw new Error(`app/content/posts/${file}: ${JSON.stringify(checked.errors)}`);
      return { slug, position: 0, data: checked.data };
    })
    .sort((a, b) => a.data.date.localeCompare(b.data.date));
