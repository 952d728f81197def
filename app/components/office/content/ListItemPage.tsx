import type { ReactNode } from "react";
import { doneNotice, ItemHeading } from "~/components/office/content/ItemHeading";
import { ItemHistory } from "~/components/office/content/ItemHistory";
import type { EditorFacts } from "~/lib/office-kind";
import { useMayPublish } from "~/lib/office-rights";

/** What the form of a post or a project is given besides what is its own: the item, its kind's choices, a refused save's messages. */
export type ItemFormProps<Values> = {
  id: number | undefined;
  status: "draft" | "published" | undefined;
  /** A published item's changes are kept as a draft. */
  hasChanges: boolean;
  categories: readonly string[];
  values: Values;
  /** A refused post: its messages (by field). */
  errors: Record<string, string>;
};

/**
 * The page of an item the owner adds and removes (a project, a post, a testimonial): its heading
 * (the way back to the list, its title, once saved whether it is on the site at `path` with its
 * preview, and what the last form did unless the page shows a form's answer), its form (`children`)
 * and, once saved, its revisions and the trash (`trashNote` says what trashing does).
 */
export function ListItemPage({
  data: { id, title, status, hasChanges, previewAddress, notice, revisions, comparison },
  answered,
  list,
  path,
  notices,
  trashNote,
  children,
}: {
  data: EditorFacts;
  /** Whether the page shows the answer to a form (its messages stand instead). */
  answered: boolean;
  list: { to: string; label: string };
  path: string;
  notices: Record<string, string>;
  trashNote: string;
  children: ReactNode;
}) {
  const mayPublish = useMayPublish();
  return (
    <>
      <ItemHeading
        list={list}
        title={title}
        saved={
          id === undefined
            ? undefined
            : { published: status === "published", hasChanges, path, preview: previewAddress }
        }
        notice={answered ? undefined : doneNotice(notices, notice, status, mayPublish)}
      />
      {children}
      {id !== undefined && <ItemHistory revisions={revisions} comparison={comparison} trashNote={trashNote} />}
    </>
  );
}
