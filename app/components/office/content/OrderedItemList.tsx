import type { ReactNode } from "react";
import { Form, Link } from "react-router";

type ListedItem = { id: number; title: string; status: string; hasChanges?: boolean; when: string; detail: string };

const moveButton =
  "min-h-11 min-w-14 rounded-full border border-line px-3 py-2 text-sm font-semibold text-forest disabled:cursor-not-allowed disabled:opacity-40";

/**
 * A kind's items in the site's order (the portfolio, the testimonials), each opening its page and
 * with buttons that move it a place up or down (plain forms: without JavaScript the page comes
 * back at the moved item, which says so).
 */
export function OrderedItemList({ items, open, moved }: { items: ListedItem[]; open: string; moved?: number }) {
  return (
    <ol className="mt-2 divide-y divide-line">
      {items.map((item, index) => (
        <li
          key={item.id}
          id={`item-${item.id}`}
          className="flex scroll-mt-4 flex-wrap items-center gap-x-4 gap-y-2 py-3"
        >
          <div className="min-w-0 flex-1 basis-56">
            <ItemLine to={`${open}/${item.id}`} title={item.title}>
              {stateOf(item)} · {item.detail} · changed {item.when}
            </ItemLine>
            {moved === item.id && (
              <p role="status" className="text-sm font-semibold text-forest">
                Moved: the site shows it here now.
              </p>
            )}
          </div>
          <Form method="post" preventScrollReset className="flex gap-2">
            <button
              type="submit"
              name="move"
              value={`${item.id}:up`}
              disabled={index === 0}
              aria-label={`Move ${item.title} up`}
              className={moveButton}
            >
              Up
            </button>
            <button
              type="submit"
              name="move"
              value={`${item.id}:down`}
              disabled={index === items.length - 1}
              aria-label={`Move ${item.title} down`}
              className={moveButton}
            >
              Down
            </button>
          </Form>
        </li>
      ))}
    </ol>
  );
}

/** An item's state on the site, as a list says it. */
export const stateOf = (item: { status: string; hasChanges?: boolean }) =>
  item.status === "published" ? (item.hasChanges ? "Published, changes in draft" : "Published") : "Draft";

/** An item in a list: its name, opening its form, and a line about it. */
export function ItemLine({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <>
      <Link to={to} className="font-semibold wrap-anywhere text-forest underline underline-offset-4">
        {title}
      </Link>
      <p className="text-sm text-muted">{children}</p>
    </>
  );
}
