import { Form } from "react-router";
import { SelectField, TextField } from "~/components/contact/Field";
import { SummaryField } from "~/components/office/content/SummaryField";
import { SaveButtons } from "~/components/office/content/SaveButtons";
import { FormErrors } from "~/components/ui/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { useSaveWaitsForPhotos } from "~/components/office/portfolio/PhotoUploader";
import type { PostFormValues } from "~/lib/office-kinds/blog.server";
import type { FormCover } from "~/lib/office-form.server";
import { CoverPhoto } from "~/components/office/content/CoverPhoto";
import type { ItemFormProps } from "~/components/office/content/ListItemPage";
import { MarkdownEditor } from "./MarkdownEditor";
import { fieldsOf, slugField } from "~/components/office/content/form-fields";

export type PostFormProps = ItemFormProps<PostFormValues> & {
  cover: FormCover | undefined;
  preview: string | undefined;
};

/**
 * A post's fields, cover and Markdown, as one multipart form that works without JavaScript.
 * Publishing needs a described cover and 150 words.
 */
export function PostForm(props: PostFormProps) {
  const { id, status, categories, values, cover, preview, errors } = props;
  const field = fieldsOf(values, errors);
  const photoWait = useSaveWaitsForPhotos("The cover photo is still on its way: save again once its bar is full.");
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 space-y-6" onSubmit={photoWait.onSubmit}>
      <FormErrors errors={errors} />
      <OfficeCard title="The post">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            {...field("title")}
            label="Title"
            required
            maxLength={70}
            hint="Up to 70 characters, so search results show it whole."
            className="sm:col-span-2"
          />
          <SelectField {...field("category")} label="Category" options={categories} />
          <TextField {...field("date")} type="date" label="Date" hint="The blog lists the newest first." />
          <SummaryField
            {...field("excerpt")}
            length={[60, 240]}
            hint={(range) => `One or two sentences (${range}): the blog's card and search results show them.`}
            className="sm:col-span-2"
          />
          {id !== undefined && <TextField {...slugField(field, "/blog/")} />}
        </div>
      </OfficeCard>

      <OfficeCard title="Cover photo">
        <CoverPhoto cover={cover} errors={errors} />
      </OfficeCard>

      <OfficeCard title="The text">
        <MarkdownEditor
          defaultValue={values.body}
          preview={preview}
          error={errors.body}
          rule="At least 150 words to publish."
          pictures
        />
      </OfficeCard>

      {photoWait.notice}
      <SaveButtons isNew={id === undefined} status={status} draftChanges={{ pending: props.hasChanges }} />
    </Form>
  );
}
