import { PostForm } from "~/components/office/blog/PostForm";
import { ListItemPage } from "~/components/office/content/ListItemPage";
import { useKindForm } from "~/components/office/content/use-kind-form";
import type { FormProps } from "~/lib/office-kind";
import type { kind } from "~/lib/office-kinds/blog.server";

// One post: a new one (/office/blog/new) or one saved (/office/blog/<id>), with its fields, cover
// photo and Markdown beside its preview, publishing, its last revisions to restore, and the trash.

// React runs here for the preview that follows the typing and the cover photo's progress.

const notices: Record<string, string> = {
  saved: "Saved.",
  savedDraft: "Saved as a draft: the blog shows it once you publish it.",
  published: "Published: the post is on the blog now.",
  unpublished: "Unpublished: the post is off the blog, kept here as a draft.",
  restored: "The earlier version is restored (as the newest revision); changes kept as a draft, if any, are given up.",
  restoredLive:
    "The earlier version is restored (as the newest revision) and is on the site now; changes kept as a draft, if any, are given up.",
  untrashed: "Restored from the trash, as it was.",
  changes: "Saved as a draft: the blog still shows the post as it was. Preview the changes, then publish them.",
  discarded: "The draft changes are given up: this is the post as the blog shows it.",
};

export default function OfficePost({ loaderData, actionData }: FormProps<typeof kind>) {
  const { id, hasChanges, siteSlug, values, cover, preview, revisions } = loaderData;
  // What was typed, when the server answered the form itself (a refusal, or a preview without JavaScript).
  const { saves, typed, errors } = useKindForm(values, actionData);
  return (
    <ListItemPage
      data={loaderData}
      answered={Boolean(actionData)}
      list={{ to: "/office/blog", label: "All posts" }}
      path={`/blog/${siteSlug}`}
      notices={notices}
      trashNote="The post leaves the blog at once and waits in the trash for 30 days."
    >
      <PostForm
        // A new form whenever the server answers with what was typed, or the post is saved anew.
        key={`${saves}:${id ?? "new"}:${revisions[0]?.id ?? ""}:${hasChanges}:${typed ? JSON.stringify(typed.values) : ""}`}
        {...loaderData}
        values={typed?.values ?? values}
        cover={typed ? typed.cover : cover}
        preview={(typed && "preview" in typed ? typed.preview : undefined) ?? preview}
        errors={errors}
      />
    </ListItemPage>
  );
}
