import { OfficeCard } from "~/components/office/OfficeCard";
import { ItemLine, OrderedItemList, stateOf } from "~/components/office/content/OrderedItemList";
import { TrashList } from "~/components/office/content/TrashList";
import { Form } from "react-router";
import { ButtonLink, buttonClasses } from "~/components/ui/ButtonLink";

type Listed = { id: number; title: string; status: string; hasChanges: boolean; when: string; detail: string };

/**
 * A kind's list in the office: its name and what it is, the button that starts a new item, its
 * items (in the site's order, each moved up or down, for an `ordered` kind; published and drafts
 * for any that has them), each opening its form, and the trash.
 */
export function KindList({
  kind,
  items,
  trash,
  notice,
  trashed,
  moved,
  trashDays,
  emptied,
}: {
  kind: { path: string; name: string; shape: string; noun: string; plural: string; intro: string; add?: string };
  items: Listed[];
  trash: { id: number; title: string; deleted: string | null }[];
  notice: string | null;
  /** The item just moved to the trash, to undo that. */
  trashed?: { id: number; title: string };
  moved?: number;
  trashDays: number;
  /** How many items emptying the trash just deleted for good. */
  emptied: number;
}) {
  const open = `/office/${kind.path}`;
  const heading = `${kind.plural[0]!.toUpperCase()}${kind.plural.slice(1)}`;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">{kind.name}</h1>
        {kind.add && <ButtonLink to={`${open}/new`}>{kind.add}</ButtonLink>}
      </div>
      <p className="mt-2 text-muted">{kind.intro}</p>
      {notice === "trashed" && (
        <div role="status" className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-stone p-4">
          <p className="font-semibold">
            Moved to the trash: it is off the site, and can be restored here for {trashDays} days.
          </p>
          {trashed && (
            <Form method="post">
              <button type="submit" name="restore" value={trashed.id} className={buttonClasses("secondary")}>
                Undo<span className="sr-only"> moving {trashed.title} to the trash</span>
              </button>
            </Form>
          )}
        </div>
      )}
      {notice === "emptied" && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4 font-semibold">
          {emptied === 0
            ? "The trash was already empty."
            : `The trash is empty: ${emptied === 1 ? `one ${kind.noun} was` : `${emptied} ${kind.plural} were`} deleted for good.`}
        </p>
      )}
      <OfficeCard title={kind.shape === "fixed" ? heading : `${heading} (${items.length})`} className="mt-6">
        {kind.shape === "ordered" ? (
          <OrderedItemList open={open} moved={moved} items={items} />
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {items.map((item) => (
              <li key={item.id} className="py-3">
                <ItemLine to={`${open}/${item.id}`} title={item.title}>
                  {kind.shape === "list" && `${stateOf(item)} · `}
                  {item.detail} · changed {item.when}
                  {kind.shape === "fixed" && item.hasChanges && " · changes in draft"}
                </ItemLine>
              </li>
            ))}
          </ul>
        )}
      </OfficeCard>
      <TrashList items={trash} days={trashDays} noun={kind.plural} path={kind.path} />
    </>
  );
}
