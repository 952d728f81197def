// The blog as the office edits it: what a post must say (the same rules for every save, each
// message next to its field), its cover photo and its Markdown; drafts, publishing, revisions and
// the trash are every kind's (collection.ts). The posts live in the database, seeded on first start
// from seed/posts/*.md, which stay the seed and the example of a post.
import { z } from "zod";
import type { StoredPhoto } from "../storage/content.ts";
import {
  checkFields,
  compareFields,
  createCollection,
  type CollectionDependencies,
  type Item,
  type SeedItem,
  type ShownFields,
} from "./collection.ts";
import { ALT_MESSAGE, altMessage, contentPhotoSchema, isDescribed, type ContentPhoto } from "./content-photo.ts";
import { countWords, ownPhoto, postPhotoIds, postPictures } from "./markdown.ts";
import { textField } from "./text-field.ts";

export const blogCategories = [
  "Design Trends",
  "Design Tips",
  "Material Guide",
  "Project Spotlight",
  "Industry Insights",
  "Sustainability",
] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const NO_COVER_MESSAGE =
  "Add a cover photo before publishing: the blog's card and the post's page show it. A draft can wait for it.";

/** Words a published post has at least: below that it is a note, not an article worth a search result. */
export const PUBLISHED_WORDS_MIN = 150;

/** A post's fields, as stored and as every save must leave them. */
export const postSchema = z.object({
  // Short enough for search results; the page title adds the brand when it still fits.
  title: textField(
    10,
    "Give the post a title (at least 10 characters).",
    70,
    "Keep the title under 70 characters: search results cut longer ones.",
  ),
  category: z.enum(blogCategories, "Choose the post's category."),
  date: z.iso.date("Give the post's date (year, month and day)."),
  excerpt: textField(
    60,
    "Sum the post up in a sentence or two (at least 60 characters): the blog's card and search results show it.",
    240,
    "Keep the summary under 240 characters.",
  ),
  // A draft may wait for its cover; a published post has one (checkPost).
  cover: contentPhotoSchema.optional(),
  body: textField(
    1,
    "Write the post (Markdown: ## for a heading, - for a list).",
    60_000,
    "Keep the post under 60,000 characters.",
  ),
});
export type PostData = z.infer<typeof postSchema>;
export type Post = Item<PostData>;
/** A post with the stored facts of its uploaded cover and of the pictures in its text, as pages show it. */
export type ShownPost = Post & { photoFiles: Record<number, StoredPhoto> };
export type PostFieldErrors = Partial<Record<keyof PostData | "slug" | "cover.alt" | "photo", string>>;

/** What the office's post form sends, as text. */
export type PostForm = Partial<Record<"title" | "slug" | "category" | "date" | "excerpt" | "body", string>>;

/** The form's text as post fields (before the rules), with what a field left empty means. */
export const postFromForm = (form: PostForm, cover: ContentPhoto | undefined, today: string) => ({
  title: form.title ?? "",
  category: form.category || blogCategories[0],
  date: form.date?.trim() || today,
  excerpt: form.excerpt ?? "",
  cover,
  body: (form.body ?? "").replace(/\r\n/g, "\n"),
});

/**
 * Checks a post's fields: the data, or each refused field's message. A draft may wait for its
 * cover, the cover's description and its length; a published post (or one being published) has them.
 */
export const checkPost = (input: unknown, slug: string, published: boolean) =>
  checkFields<PostData, PostFieldErrors>(
    postSchema,
    input,
    slug,
    (path) => {
      const key = path.join(".");
      return key.startsWith("cover") && key !== "cover.alt" ? "cover" : key;
    },
    (fields, errors) => {
      if (!published) return;
      const { cover, body } = fields as { cover?: { alt?: unknown }; body?: unknown };
      if (!cover) errors.cover ??= NO_COVER_MESSAGE;
      else if (typeof cover.alt === "string" && !isDescribed({ alt: cover.alt })) errors["cover.alt"] ??= ALT_MESSAGE;
      const text = typeof body === "string" ? body : "";
      const words = countWords(text);
      if (words < PUBLISHED_WORDS_MIN)
        errors.body ??= `A published post has at least ${PUBLISHED_WORDS_MIN} words; this one has ${words}. Save it as a draft meanwhile.`;
      const pictureError = picturesRefusal(text);
      if (pictureError) errors.body ??= pictureError;
    },
  );

/**
 * Why the pictures in a post's text cannot be published, if they cannot: each is one of the site's
 * own photos (another site's would be left out of the page, and could follow its readers), described.
 */
export function picturesRefusal(body: string): string | undefined {
  const pictures = postPictures(body);
  const foreign = pictures.find(({ href }) => !ownPhoto(href));
  if (foreign)
    return `Pictures in a post are photos uploaded here (the Picture button above the text): “${foreign.href}” is not one. Upload the photo, or take the picture out.`;
  const index = pictures.findIndex(({ alt }) => !isDescribed({ alt }));
  if (index >= 0)
    return altMessage(pictures.length > 1 ? `picture ${index + 1} in the text` : "the picture in the text");
  return undefined;
}

const shownFields: ShownFields<PostData> = [
  ["Title", (post) => post.title],
  ["Category", (post) => post.category],
  ["Date", (post) => post.date],
  ["Summary", (post) => post.excerpt],
  [
    "Cover photo",
    ({ cover }) =>
      cover ? `${"seed" in cover ? "Design rendering" : "Photo"}: ${cover.alt || "(not described)"}` : "(none yet)",
  ],
  ["The post", (post) => post.body],
];

/** What changed from one version of a post to another, field by field (unchanged fields left out). */
export const comparePosts = (before: PostData, after: PostData) => compareFields(shownFields, before, after);

/** The site's photos the pictures in a post's text name, as content photos (their descriptions are in the text). */
export const textPhotos = (body: string): ContentPhoto[] =>
  postPhotoIds(body).map((photo) => ({ photo, alt: "", focus: "center" }));

export type SeedPost = SeedItem<PostData>;

export function createBlog(dependencies: CollectionDependencies<PostData>) {
  const posts = createCollection(dependencies, {
    kind: "post",
    check: checkPost,
    address: (slug) => `/blog/${slug}`,
    noun: "post",
    photos: (post) => [...(post.cover ? [post.cover] : []), ...textPhotos(post.body)],
  });
  const newestFirst = (a: Post, b: Post) => b.date.localeCompare(a.date) || b.id - a.id;

  const blog = {
    ...posts,
    /** The published posts, newest first. */
    published: async (): Promise<ShownPost[]> => posts.withPhotoFiles((await posts.published()).sort(newestFirst)),
    /** A published post by its address. */
    bySlug: async (slug: string) => (await blog.published()).find((post) => post.slug === slug),
    /** Every post the office lists, newest first by date. */
    list: async () => (await posts.list()).sort(newestFirst),
    find: async (id: number) => {
      const post = await posts.find(id);
      return post && (await posts.withPhotoFiles([post]))[0];
    },
  };
  return blog;
}

export type Blog = ReturnType<typeof createBlog>;
