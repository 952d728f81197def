import type { ReactNode } from "react";
import { Form } from "react-router";
import { LiveItemHeading } from "~/components/office/content/ItemHeading";
import { ItemHistory } from "~/components/office/content/ItemHistory";
import { LivePageButtons } from "~/components/office/content/LivePageButtons";
import { FormErrors } from "~/components/ui/FormErrors";
import type { EditorFacts } from "~/lib/office-kind";

/**
 * The page of an item always on the site (a service, a legal page, the about page, a card list,
 * the facts): its heading, what it is (`intro`, a paragraph), its form (its fields are `children`;
 * the messages of a refused save on top, the buttons that save it live or as a draft below) and its
 * revisions. The fields start again from what the page holds after each save that succeeded
 * (`saves`, useSuccessKey's), when the item changes (a new revision, its draft saved or given up)
 * and when what they start from (`fieldsFrom`: what a refused save typed, or what they show)
 * changes.
 */
export function LivePageForm({
  data,
  answered,
  heading,
  intro,
  saves,
  fieldsFrom,
  multipart = false,
  errors,
  saveLabels,
  children,
}: {
  data: EditorFacts;
  answered: boolean;
  heading: Omit<Parameters<typeof LiveItemHeading>[0], "data" | "answered">;
  intro?: ReactNode;
  saves: number;
  fieldsFrom: unknown;
  /** The form carries a photo. */
  multipart?: boolean;
  errors: Record<string, string>;
  /**
   * For what no page of the site shows (the contract texts): the save buttons' words
   * (LivePageButtons) and the mark of the version in use (ItemHistory).
   */
  saveLabels?: NonNullable<Parameters<typeof LivePageButtons>[0]["labels"]> & { onSite: string };
  children: ReactNode;
}) {
  return (
    <>
      <LiveItemHeading {...heading} data={data} answered={answered} />
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        className="mt-6 space-y-6"
        key={`${saves}:${data.revisions[0]?.id ?? ""}:${data.hasChanges}:${fieldsFrom === undefined ? "" : JSON.stringify(fieldsFrom)}`}
      >
        <FormErrors errors={errors} />
        {children}
        <LivePageButtons hasChanges={data.hasChanges} labels={saveLabels} />
      </Form>
      <ItemHistory revisions={data.revisions} comparison={data.comparison} onSiteLabel={saveLabels?.onSite} />
    </>
  );
}
