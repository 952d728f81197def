import type { ReactNode } from "react";
import { Form } from "react-router";
import { LiveItemHeading } from "~/components/office/content/ItemHeading";
import { ItemHistory } from "~/components/office/content/ItemHistory";
import { LivePageButtons } from "~/components/office/content/LivePageButtons";
import { FormErrors } from "~/components/office/FormErrors";
import type { EditorFacts } from "~/lib/office-kind";

/**
 * The page of an item always on the site (a service, a legal page, the about page, a card list,
 * the facts): its heading, what it is (`intro`), its form (its fields are `children`; the
 * messages of a refused save on top, the buttons that save it live or as a draft below) and its
 * revisions. `formKey` changes when the fields must start again from what the page holds.
 */
export function LivePageForm({
  data,
  answered,
  heading,
  intro,
  formKey,
  multipart = false,
  errors,
  children,
}: {
  data: EditorFacts;
  answered: boolean;
  heading: Omit<Parameters<typeof LiveItemHeading>[0], "data" | "answered">;
  intro?: ReactNode;
  formKey: string;
  /** The form carries a photo. */
  multipart?: boolean;
  errors: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <>
      <LiveItemHeading {...heading} data={data} answered={answered} />
      {intro}
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        className="mt-6 space-y-6"
        key={formKey}
      >
        <FormErrors errors={errors} />
        {children}
        <LivePageButtons hasChanges={data.hasChanges} />
      </Form>
      <ItemHistory revisions={data.revisions} comparison={data.comparison} />
    </>
  );
}
