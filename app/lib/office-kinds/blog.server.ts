// The blog (/office/blog): posts, newest first, each with its cover photo and Markdown beside its
// preview. "Preview" renders the Markdown as the post's page will: the whole form without
// JavaScript, the body alone (as it is typed) with it.
import { photoImage } from "~/content/project-images.server";
import {
  blogCategories,
  comparePosts,
  postFromForm,
  textPhotos,
  type ShownPost,
} from "../../../server/content/blog.ts";
import { renderMarkdown } from "../../../server/content/markdown.ts";
import { dayLabel, todayInOffice } from "../office-dates";
import { formCover, formPhoto, formText } from "../office-form.server";
import type { KindDeclaration } from "../office-kind";

const textFields = ["title", "slug", "category", "date", "excerpt", "body"] as const;
export type PostFormValues = Record<(typeof textFields)[number], string>;

export const kind = {
  name: "Blog",
  noun: "post",
  shape: "list",
  collection: (services) => services.blog,
  compare: comparePosts,
  list: {
    intro:
      "Advice and news for homeowners in Central Florida: published here, a post is on the blog, its feed and the sitemap a moment later.",
    add: "Write a post",
    detail: (post) => `${post.category} · ${dayLabel(post.date, { withYear: true })}`,
  },
  photos: true,
  draftChanges: true,
  // The pictures in the text are looked up as it is typed: a photo just uploaded shows at once.
  preview: async (body, { services }) => renderMarkdown(body, await services.blog.photoFiles(textPhotos(body))),
  editor: (post) => ({
    categories: blogCategories,
    values: {
      title: post?.title ?? "",
      slug: post?.slug ?? "",
      category: post?.category ?? "",
      date: post?.date ?? todayInOffice(),
      excerpt: post?.excerpt ?? "",
      body: post?.body ?? "",
    } satisfies PostFormValues,
    cover: post?.cover && { ...post.cover, image: photoImage(post.cover, post.photoFiles) },
    preview: post && renderMarkdown(post.body, post.photoFiles),
  }),
  async read(form, _post, { user, context, services }) {
    // A new photo replaces the cover, described by the same field.
    const { photo: cover, refusals } = await formPhoto(form, "cover", user, context);
    const values = Object.fromEntries(textFields.map((field) => [field, formText(form, field)])) as PostFormValues;
    const typed = { values, cover: await formCover(services.blog, cover) };
    if (refusals.length > 0) return { typed, refusal: { photo: refusals.join(" ") } };
    return { typed, input: postFromForm(values, cover, todayInOffice()), slug: values.slug };
  },
} satisfies KindDeclaration<ShownPost>;
