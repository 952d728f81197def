import { Form, Link } from "react-router";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { ListRow } from "./ListRow";

/** A list's deleted items (projects, posts), each to restore until the trash is emptied of it. */
export function TrashList({
  items,
  days,
  noun,
  path,
}: {
  items: { id: number; title: string; deleted: string | null }[];
  days: number;
  /** What the items are, in the plural: "projects". */
  noun: string;
  /** The kind's address under /office (its trash is emptied at /office/<path>/trash). */
  path: string;
}) {
  if (items.length === 0) return null;
  return (
    <OfficeCard title="Trash" className="mt-6">
      <p className="mt-2 text-sm text-muted">
        Deleted {noun} stay here for {days} days.{" "}
        <Link to={`/office/${path}/trash`} className="inline-block py-1 text-forest underline underline-offset-4">
          Empty the trash now
        </Link>
      </p>
      <ul className="mt-2 divide-y divide-line">
        {items.map((item) => (
          <ListRow key={item.id} title={item.title} detail={<>Deleted {item.deleted}</>}>
            <Form method="post">
              <button type="submit" name="restore" value={item.id} className={buttonClasses("secondary")}>
                Restore<span className="sr-only"> {item.title}</span>
              </button>
            </Form>
          </ListRow>
        ))}
      </ul>
    </OfficeCard>
  );
}
