import { Link } from "react-router";
import { TextAreaField, TextField } from "~/components/contact/Field";
import { CoverPhoto } from "~/components/office/content/CoverPhoto";
import { OfficeCard } from "~/components/office/OfficeCard";
import { LivePageForm } from "~/components/office/content/LivePageForm";
import { useKindForm } from "~/components/office/content/use-kind-form";
import type { FormProps } from "~/lib/office-kind";
import type { AboutFormValues, kind } from "~/lib/office-kinds/about.server";

// The about page (/office/about): its heading and introduction, the family with its photo, the
// company's story, and its last revisions to compare and restore. Saved, it is on the site at once;
// saved as a draft, it can be previewed first.
// Its core values are edited with the process steps (/office/card-lists).

// React runs here for the photo's upload with its progress.

const notices: Record<string, string> = {
  saved: "Saved: /about says this now.",
  restored:
    "The earlier version is restored (as the newest revision), and is on the site; changes kept as a draft, if any, are given up.",
  changes: "Saved as a draft: /about still says what it said. Preview it, then save it live.",
  discarded: "The draft changes are given up: this is the page as the site shows it.",
};

/** A part of the page with its own heading (`<field>Title`) and paragraphs (`<field>`). */
function HeadedParagraphs({
  field,
  label,
  values,
  errors,
}: {
  field: "family" | "story";
  label: string;
  values: AboutFormValues;
  errors: Record<string, string>;
}) {
  return (
    <div className="mt-4 space-y-4">
      <TextField
        name={`${field}Title`}
        label="Heading"
        required
        maxLength={90}
        defaultValue={values[`${field}Title`]}
        error={errors[`${field}Title`]}
      />
      <TextAreaField
        name={field}
        label={label}
        required
        rows={10}
        defaultValue={values[field]}
        error={errors[field]}
        hint="A paragraph or two; leave an empty line between paragraphs."
      />
    </div>
  );
}

export default function OfficeAbout({ loaderData, actionData }: FormProps<typeof kind>) {
  const { values, image } = loaderData;
  const { saves, typed, shown, errors, field } = useKindForm(values, actionData);
  return (
    <LivePageForm
      data={loaderData}
      answered={Boolean(actionData)}
      heading={{ title: "About page", path: "/about", notices }}
      intro={
        <>
          The four core values further down the page are edited with the process steps, in{" "}
          <Link to="/office/card-lists" className="text-forest underline underline-offset-4">
            Steps and values
          </Link>
          .
        </>
      }
      multipart
      saves={saves}
      fieldsFrom={typed?.values}
      errors={errors}
    >
      <OfficeCard title="The top of the page">
        <div className="mt-4 space-y-4">
          <TextField {...field("title")} label="Heading" required maxLength={90} />
          <TextAreaField
            {...field("intro")}
            label="Introduction"
            required
            rows={4}
            maxLength={300}
            hint="One or two sentences under the heading."
          />
        </div>
      </OfficeCard>
      <OfficeCard title="The family">
        <HeadedParagraphs field="family" label="Who you are" values={shown} errors={errors} />
        <CoverPhoto cover={typed ? typed.image : image} errors={errors} field="image" noun="photo" />
      </OfficeCard>
      <OfficeCard title="Our story">
        <HeadedParagraphs field="story" label="The company's story" values={shown} errors={errors} />
      </OfficeCard>
    </LivePageForm>
  );
}
