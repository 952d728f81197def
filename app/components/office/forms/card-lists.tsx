import { SelectField, TextAreaField, TextField } from "~/components/contact/Field";
import { OfficeCard } from "~/components/office/OfficeCard";
import { Icon } from "~/components/ui/Icon";
import { LivePageForm } from "~/components/office/content/LivePageForm";
import { useKindForm } from "~/components/office/content/use-kind-form";
import type { FormProps } from "~/lib/office-kind";
import type { kind } from "~/lib/office-kinds/card-lists.server";

// One list of cards (/office/card-lists/<id>): each card's icon, title and sentence, in the page's
// order, and the list's last revisions to compare and restore. Saved live at once, or kept as a
// draft to preview on its page first.

const notices: Record<string, string> = {
  saved: "Saved: the page shows these cards now.",
  restored:
    "The earlier version is restored (as the newest revision), and is on the site; changes kept as a draft, if any, are given up.",
  changes: "Saved as a draft: the site still shows the cards as they were. Preview the page, then save it live.",
  discarded: "The draft changes are given up: these are the cards as the site shows them.",
};

export default function OfficeCardList({ loaderData, actionData }: FormProps<typeof kind>) {
  const { about, icons, iconChoices, values: cards } = loaderData;
  const { saves, shown, errors, field } = useKindForm(cards, actionData);
  return (
    <LivePageForm
      data={loaderData}
      answered={Boolean(actionData)}
      heading={{
        list: { to: "/office/card-lists", label: "Steps and values" },
        title: about.name,
        path: about.page,
        notices,
      }}
      saves={saves}
      fieldsFrom={shown}
      errors={errors}
    >
      <ol className="space-y-6">
        {shown.map((card, index) => (
          <li key={index}>
            <OfficeCard title={`${about.card} ${index + 1}`}>
              <div className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr]">
                {icons.includes(card.icon as (typeof icons)[number]) && (
                  <Icon name={card.icon as (typeof icons)[number]} className="mt-8 size-8 text-brass-dark" />
                )}
                <SelectField
                  {...field(`cards.${index}.icon`, card.icon)}
                  label="Icon"
                  options={iconChoices}
                  emptyLabel="Choose one"
                />
                <TextField
                  {...field(`cards.${index}.title`, card.title)}
                  label="Title"
                  required
                  maxLength={40}
                  className="sm:col-span-2"
                />
                <TextAreaField
                  {...field(`cards.${index}.description`, card.description)}
                  label="What it means"
                  required
                  rows={4}
                  maxLength={300}
                  className="sm:col-span-2"
                />
              </div>
            </OfficeCard>
          </li>
        ))}
      </ol>
    </LivePageForm>
  );
}
