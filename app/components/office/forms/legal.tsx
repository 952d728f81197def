import { Form } from "react-router";
import { TextAreaField, TextField } from "~/components/contact/Field";
import { MarkdownEditor } from "~/components/office/blog/MarkdownEditor";
import { ItemHeading } from "~/components/office/content/ItemHeading";
import { ItemHistory } from "~/components/office/content/ItemHistory";
import { LivePageButtons } from "~/components/office/content/LivePageButtons";
import { FormErrors } from "~/components/office/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { useLastAnswer, useSuccessKey } from "~/lib/office-save";
import type { FormProps } from "~/lib/office-kind";
import type { kind } from "~/lib/office-kinds/legal.server";

// One legal page (/office/legal/<id>): its title, description, date and Markdown beside its
// preview, and its last revisions to compare and restore. Saved, it is on the site at once.

// React runs here for the preview that follows the typing.

const notices: Record<string, string> = {
  saved: "Saved: the page on the site says this now.",
  restored:
    "The earlier version is restored (as the newest revision), and is on the site; changes kept as a draft, if any, are given up.",
  changes: "Saved as a draft: the site still shows the page as it was. Preview it, then save it live.",
  discarded: "The draft changes are given up: this is the page as the site shows it.",
};

export default function OfficeLegalPage({ loaderData, actionData }: FormProps<typeof kind>) {
  const { slug, values, hasChanges, previewAddress, preview, revisions, comparison, notice } = loaderData;
  const saves = useSuccessKey();
  // A refused save's typed values stay while a later save is lost in transit.
  const answer = useLastAnswer(actionData);
  const typed = answer && "values" in answer ? answer.values : undefined;
  const shown = typed ?? values;
  const errors = (actionData && "fieldErrors" in actionData ? actionData.fieldErrors : {}) as Record<string, string>;
  return (
    <>
      <ItemHeading
        list={{ to: "/office/legal", label: "Legal pages" }}
        title={values.title}
        saved={{ published: true, hasChanges, path: `/${slug}`, preview: previewAddress }}
        notice={notice && !actionData ? notices[notice] : undefined}
      />
      <Form
        method="post"
        className="mt-6 space-y-6"
        key={`${saves}:${revisions[0]?.id ?? ""}:${hasChanges}:${typed ? JSON.stringify(typed) : ""}`}
      >
        <FormErrors errors={errors} />
        <OfficeCard title="The page">
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              name="title"
              label="Title"
              required
              maxLength={80}
              defaultValue={shown.title}
              error={errors.title}
            />
            <TextField
              name="updated"
              type="date"
              label="Last updated"
              defaultValue={shown.updated}
              error={errors.updated}
              hint="Shown under the title: change it when what the page says changes."
            />
            <TextAreaField
              name="description"
              label="Description"
              required
              rows={4}
              maxLength={170}
              defaultValue={shown.description}
              error={errors.description}
              hint="One sentence (50 to 170 characters) for search results."
              className="sm:col-span-2"
            />
          </div>
        </OfficeCard>
        <OfficeCard title="The text">
          <MarkdownEditor
            defaultValue={shown.body}
            preview={(actionData && "preview" in actionData ? actionData.preview : undefined) ?? preview}
            error={errors.body}
            rule="Write {phone}, {email} or {address} for the business's details as saved under Business facts: the page always shows them as they are now."
          />
        </OfficeCard>
        <LivePageButtons hasChanges={hasChanges} />
      </Form>
      <ItemHistory revisions={revisions} comparison={comparison} />
    </>
  );
}
