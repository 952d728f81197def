// The server half of the office's blog pages: the posts with the trash (/office/blog), a new post
// (/office/blog/new) and one post's page (/office/blog/<id>: its fields, cover photo, Markdown,
// publishing, revisions, the trash), and the preview of a saved post as the site will show it.
// Every form is a plain post answered with a redirect or, refused, with its messages (4xx) and what
// was typed; a cover photo accepted from a refused post stays in it, so nothing uploaded is lost.
// "Preview" renders the Markdown as the post's page will: the whole form without JavaScript, the
// body alone (as it is typed) with it.
import { data, redirect } from "react-router";
import { servicesContext } from "~/context";
import { photoImage } from "~/content/project-images.server";
import { blogCategories, comparePosts, postFromForm, type ShownPost } from "../../server/content/blog.ts";
import { focusPoints } from "../../server/content/content-photo.ts";
import { renderMarkdown } from "../../server/content/markdown.ts";
import type { OfficeUser } from "../../server/storage/office.ts";
import {
  contentList,
  formCover,
  formIntent,
  formText,
  itemIdOf,
  itemIntent,
  notFound,
  restoreFromTrash,
  revisionsView,
  savedAs,
  formPhoto,
} from "./office-content.server";
import { todayInOffice } from "./office-dates";
import { officeUser, type Context } from "./office.server";

const blog = (context: Context) => context.get(servicesContext).blog;
const LIST = "/office/blog";
const postId = (params: { id?: string }) => itemIdOf(params) ?? notFound("post");

export type PostFormValues = Record<"title" | "slug" | "category" | "date" | "excerpt" | "body", string>;

export const blogPage = (request: Request, context: Context) =>
  contentList(
    request,
    blog(context),
    (post) => post.title,
    (post) => ({ category: post.category, date: post.date }),
  );

const valuesOf = (post: ShownPost | undefined): PostFormValues => ({
  title: post?.title ?? "",
  slug: post?.slug ?? "",
  category: post?.category ?? "",
  date: post?.date ?? todayInOffice(),
  excerpt: post?.excerpt ?? "",
  body: post?.body ?? "",
});

/** The post form: empty for a new post, or the post as saved, with its revisions. */
export async function postEditor(request: Request, context: Context, params: { id?: string }) {
  const notice = new URL(request.url).searchParams.get("done");
  const base = { categories: blogCategories, focusPoints, notice };
  if (params.id === undefined)
    return {
      ...base,
      id: undefined,
      status: undefined,
      hasChanges: false,
      siteSlug: "",
      previewAddress: undefined,
      values: valuesOf(undefined),
      cover: undefined,
      preview: undefined,
      revisions: [],
      comparison: undefined,
    };
  const id = postId(params);
  const post = (await blog(context).find(id)) ?? notFound("post");
  if (post.deletedAt) notFound("post");
  const saved = await blog(context).revisions(id);
  return {
    ...base,
    id,
    status: post.status,
    hasChanges: post.hasChanges,
    siteSlug: post.siteSlug,
    previewAddress: blog(context).previewAddress(post),
    values: valuesOf(post),
    cover: post.cover && { ...post.cover, image: photoImage(post.cover, post.photoFiles) },
    preview: renderMarkdown(post.body),
    ...revisionsView(request, saved, post, (fields) => fields.title, comparePosts),
  };
}

/** Saves a new post or changes to one (with `publish` or `unpublish` its status), or previews its Markdown. */
export async function postAction(request: Request, context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const id = params.id === undefined ? undefined : postId(params);
  // The form may carry a photo of up to 30 MB: read when its turn comes (server/photos/photo-service.ts).
  return context.get(servicesContext).photos.receiving(() => handlePostForm(request, context, user, id));
}

async function handlePostForm(request: Request, context: Context, user: OfficeUser, id: number | undefined) {
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ fieldErrors: { form: "The form did not arrive whole: send it again." } }, 400);
  const intent = formIntent(form);
  // The body alone, sent by the editor's script as it is typed.
  if (intent === "preview" && !form.has("title")) return { preview: renderMarkdown(formText(form, "body")) };
  const service = blog(context);
  if (id !== undefined) {
    const refusal = await itemIntent(service, id, intent, form, user.email, LIST);
    if (refusal) return refusal;
  }

  // A new photo replaces the cover, described by the same field.
  const { photo: cover, refusals } = await formPhoto(form, "cover", user, context);
  const values: PostFormValues = {
    title: formText(form, "title"),
    slug: formText(form, "slug"),
    category: formText(form, "category"),
    date: formText(form, "date"),
    excerpt: formText(form, "excerpt"),
    body: formText(form, "body"),
  };
  const typed = async () => ({ values, cover: await formCover(service, cover) });
  if (refusals.length > 0) return data({ fieldErrors: { photo: refusals.join(" ") }, ...(await typed()) }, 400);
  if (intent === "preview") return { preview: renderMarkdown(values.body), ...(await typed()) };

  const slug = values.slug.trim() || (id === undefined ? await service.freeSlug(values.title) : "");
  const { status, done } = savedAs(intent, id === undefined);
  // "Save" on a published post keeps the changes as a draft; "Publish changes" puts them live.
  const saved = await service.save(postFromForm(values, cover, todayInOffice()), slug, id, status, user.email, {
    asDraftChanges: intent === "save",
  });
  if ("errors" in saved) return data({ fieldErrors: saved.errors, ...(await typed()) }, 400);
  throw redirect(`${LIST}/${saved.id}?done=${saved.asDraftChanges ? "changes" : done}`, 303);
}

/** The list's form: a post back from the trash. */
export const blogAction = (request: Request, context: Context) =>
  restoreFromTrash(request, context, blog(context), LIST);
