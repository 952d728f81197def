import { TextAreaField } from "~/components/contact/Field";
import { SummaryField } from "~/components/office/content/SummaryField";
import { CoverPhoto } from "~/components/office/content/CoverPhoto";
import { OfficeCard } from "~/components/office/OfficeCard";
import { LivePageForm } from "~/components/office/content/LivePageForm";
import { useKindForm } from "~/components/office/content/use-kind-form";
import type { FormProps } from "~/lib/office-kind";
import type { kind } from "~/lib/office-kinds/services.server";

// One service (/office/services/<id>): its summary, what it is, the six things it includes and its
// photo, and its last revisions to compare and restore. Saved, it is on the site at once.

// React runs here for the photo's upload with its progress.

const notices: Record<string, string> = {
  saved: "Saved: the service's page, /services and the home page show this now.",
  restored:
    "The earlier version is restored (as the newest revision), and is on the site; changes kept as a draft, if any, are given up.",
  changes: "Saved as a draft: the site still shows the service as it was. Preview it, then save it live.",
  discarded: "The draft changes are given up: this is the service as the site shows it.",
};

export default function OfficeService({ loaderData, actionData }: FormProps<typeof kind>) {
  const { slug, title, values, hero } = loaderData;
  const { saves, typed, shown, errors, field } = useKindForm(values, actionData);
  return (
    <LivePageForm
      data={loaderData}
      answered={Boolean(actionData)}
      heading={{
        list: { to: "/office/services", label: "Services" },
        title: title,
        path: `/services/${slug}`,
        notices,
      }}
      multipart
      saves={saves}
      fieldsFrom={typed?.values}
      errors={errors}
    >
      <OfficeCard title="What it is">
        <p className="mt-2 text-sm text-muted">
          The name stays {title}: the menu, the footer and the enquiry form use it.
        </p>
        <div className="mt-4 space-y-4">
          <SummaryField
            {...field("summary")}
            length={[60, 240]}
            hint={(range) => `One sentence (${range}) for the service's card and search results.`}
          />
          <TextAreaField
            {...field("description")}
            label="What you do"
            required
            rows={10}
            hint="A paragraph or two; leave an empty line between paragraphs."
          />
        </div>
      </OfficeCard>
      <OfficeCard title="What's Included">
        <p className="mt-2 text-sm text-muted">The page lists exactly six, in this order.</p>
        <ol className="mt-4 space-y-4">
          {shown.features.map((feature, index) => (
            <li key={index}>
              <TextAreaField
                {...field(`features.${index}`, feature)}
                label={`Item ${index + 1}`}
                required
                rows={2}
                maxLength={120}
              />
            </li>
          ))}
        </ol>
        {errors.features && (
          <p role="alert" className="mt-2 font-semibold text-danger">
            {errors.features}
          </p>
        )}
      </OfficeCard>
      <OfficeCard title="Photo">
        <CoverPhoto cover={typed ? typed.hero : hero} errors={errors} field="hero" noun="photo" />
      </OfficeCard>
    </LivePageForm>
  );
}
