import { Form } from "react-router";
import { SelectField, TextAreaField, TextField } from "~/components/contact/Field";
import { TestimonialCard } from "~/components/home/TestimonialCard";
import { ListItemPage } from "~/components/office/content/ListItemPage";
import { SaveButtons } from "~/components/office/content/SaveButtons";
import { FormErrors } from "~/components/ui/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { useKindForm } from "~/components/office/content/use-kind-form";
import type { FormProps } from "~/lib/office-kind";
import type { kind } from "~/lib/office-kinds/testimonials.server";

// One testimonial: a new one (/office/testimonials/new) or one saved (/office/testimonials/<id>),
// with its fields, the card as the site shows it, publishing, its last revisions, and the trash.

const notices: Record<string, string> = {
  saved: "Saved: the site shows this now.",
  savedDraft: "Saved as a draft: the site shows it once you publish it.",
  published: "Published: the testimonial is on the site now.",
  unpublished: "Unpublished: the testimonial is off the site, kept here as a draft.",
  restored: "The earlier version is restored (as the newest revision).",
  untrashed: "Restored from the trash, as it was.",
};
const stars = ["5", "4", "3", "2", "1"];
/** Who said it: each line needed, with its limit and the way to write it. */
const who = [
  {
    name: "name",
    label: "Name",
    maxLength: 80,
    hint: "As they agreed to be named: “David and Karen Olsen”.",
    className: "sm:col-span-2",
  },
  { name: "title", label: "Who they are", maxLength: 60, hint: "“Homeowner”, “Interior Designer”." },
  {
    name: "company",
    label: "Where, or which firm",
    maxLength: 80,
    hint: "A neighbourhood (“Lake Nona”) or their firm.",
  },
];

export default function OfficeTestimonial({ loaderData, actionData }: FormProps<typeof kind>) {
  const { id, status, values, card, revisions } = loaderData;
  const { saves, shown, errors, field } = useKindForm(values, actionData);
  return (
    <ListItemPage
      data={loaderData}
      answered={Boolean(actionData)}
      list={{ to: "/office/testimonials", label: "All testimonials" }}
      path="/testimonials"
      notices={notices}
      trashNote="The testimonial leaves the site at once and waits in the trash for 30 days."
    >
      {card && (
        <div className="mt-6 max-w-md">
          <p className="mb-2 text-sm font-semibold text-muted">As the site shows it</p>
          <TestimonialCard testimonial={card} />
        </div>
      )}
      <Form
        method="post"
        className="mt-6 space-y-6"
        key={`${saves}:${revisions[0]?.id ?? ""}:${JSON.stringify(shown)}`}
      >
        <FormErrors errors={errors} />
        <OfficeCard title="The testimonial">
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {who.map(({ name, ...line }) => (
              <TextField key={name} {...field(name)} {...line} required />
            ))}
            <TextAreaField
              {...field("content")}
              label="What they said"
              required
              rows={5}
              maxLength={400}
              hint="Their words, up to 400 characters; the quotation marks are added."
              className="sm:col-span-2"
            />
            <SelectField {...field("rating")} label="Stars they gave" options={stars} emptyLabel="Choose" />
          </div>
        </OfficeCard>
        <SaveButtons isNew={id === undefined} status={status} />
      </Form>
    </ListItemPage>
  );
}
