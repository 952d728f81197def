import { Form } from "react-router";
import { GroupedSelectField } from "~/components/contact/Field";
import { LiveItemHeading } from "~/components/office/content/ItemHeading";
import { ItemHistory } from "~/components/office/content/ItemHistory";
import { LivePageButtons } from "~/components/office/content/LivePageButtons";
import { FormErrors } from "~/components/ui/FormErrors";
import { OfficeCard } from "~/components/office/OfficeCard";
import { Picture } from "~/components/ui/Picture";
import { useKindForm } from "~/components/office/content/use-kind-form";
import type { FormProps } from "~/lib/office-kind";
import type { kind } from "~/lib/office-kinds/gallery.server";

// The home page's Recent Project Gallery (/office/gallery): the nine cards it shows, in order, each
// a starting picture or a published project, and its last revisions to compare and restore. Saved
// live at once, or kept as a draft to preview first.

const notices: Record<string, string> = {
  saved: "Saved: the home page shows these nine cards now.",
  restored:
    "The earlier choice is restored (as the newest revision), and is on the home page; a choice kept as a draft, if any, is given up.",
  changes: "Saved as a draft: the home page still shows the cards above. Preview the gallery, then save it live.",
  discarded: "The draft is given up: these are the cards the home page shows.",
};

export default function OfficeGallery({ loaderData, actionData }: FormProps<typeof kind>) {
  const { values: picks, choices, shown, hasChanges, revisions, comparison } = loaderData;
  const { saves, shown: chosen, errors, field } = useKindForm(picks, actionData);
  const groups = [
    { label: "Your published projects", options: choices.projects },
    { label: "Starting pictures (design renderings)", options: choices.starting },
  ];
  return (
    <>
      <LiveItemHeading
        title="Home gallery"
        path={"/#gallery"}
        notices={notices}
        data={loaderData}
        answered={Boolean(actionData)}
      />
      <p className="mt-2 text-muted">
        The nine cards of the home page&apos;s Recent Project Gallery, in order. A project shows its title, kind,
        description and first photo, and links to its page; publish it in the portfolio first.
      </p>
      {/* Above the cards shown now, so that a refused save's messages are in view when the page reloads at its top. */}
      <FormErrors errors={errors} />
      <OfficeCard title="On the home page now" className="mt-6">
        <ol className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9">
          {shown.map((card, index) => (
            <li key={card.to ?? card.title} className="text-xs">
              <Picture image={card.image} sizes="8rem" className="aspect-[4/3] w-full rounded object-cover" />
              <span className="mt-1 block wrap-anywhere">
                {index + 1}. {card.title}
              </span>
            </li>
          ))}
        </ol>
        {shown.length < picks.length && (
          <p role="alert" className="mt-3 font-semibold text-danger">
            {picks.length - shown.length} of the cards is a project no longer on the site: choose another below.
          </p>
        )}
      </OfficeCard>
      <Form
        method="post"
        className="mt-6 space-y-6"
        key={`${saves}:${revisions[0]?.id ?? ""}:${hasChanges}:${chosen.join()}`}
      >
        <OfficeCard title="The nine cards">
          <ol className="mt-4 grid gap-4 sm:grid-cols-2">
            {chosen.map((pick, index) => (
              <li key={index}>
                <GroupedSelectField {...field(`picks.${index}`, pick)} label={`Card ${index + 1}`} groups={groups} />
              </li>
            ))}
          </ol>
        </OfficeCard>
        <LivePageButtons hasChanges={hasChanges} />
      </Form>
      <ItemHistory revisions={revisions} comparison={comparison} />
    </>
  );
}
