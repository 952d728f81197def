import { TextField } from "~/components/contact/Field";
import { SummaryField } from "~/components/office/content/SummaryField";
import { MarkdownEditor } from "~/components/office/blog/MarkdownEditor";
import { OfficeCard } from "~/components/office/OfficeCard";
import { LivePageForm } from "~/components/office/content/LivePageForm";
import { useKindForm } from "~/components/office/content/use-kind-form";
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
  const { slug, values, preview } = loaderData;
  const { saves, typed, shown, errors, field } = useKindForm(values, actionData);
  return (
    <LivePageForm
      data={loaderData}
      answered={Boolean(actionData)}
      heading={{ list: { to: "/office/legal", label: "Legal pages" }, title: values.title, path: `/${slug}`, notices }}
      saves={saves}
      fieldsFrom={typed}
      errors={errors}
    >
      <OfficeCard title="The page">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField {...field("title")} label="Title" required maxLength={80} />
          <TextField
            {...field("updated")}
            type="date"
            label="Last updated"
            hint="Shown under the title: change it when what the page says changes."
          />
          <SummaryField
            {...field("description")}
            label="Description"
            length={[50, 170]}
            hint={(range) => `One sentence (${range}) for search results.`}
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
    </LivePageForm>
  );
}
