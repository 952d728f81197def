import type { ReactNode } from "react";
import { Form, Link, useSubmit } from "react-router";
import { cn } from "~/lib/cn";
import { useCarried } from "./use-carried";

type ListedItem = { id: number; title: string; status: string; hasChanges?: boolean; when: string; detail: string };

const moveButton =
  "min-h-11 min-w-14 rounded-full border border-line px-3 py-2 text-sm font-semibold text-forest disabled:cursor-not-allowed disabled:opacity-40";

/**
 * A kind's items in the site's order (the portfolio, the testimonials), each opening its page and
 * with buttons that move it a place up or down (plain forms: without JavaScript the page comes
 * back at the moved item, which says so). With JavaScript each also has a handle: dragged (a
 * finger or a mouse) it carries the item to a new place; from the keyboard, Space or Enter picks
 * it up, the arrow keys move it, Space or Enter drops it and Escape puts it back. A drop posts the
 * move as the buttons do (`move` = `<id>:<places>`).
 */
export function OrderedItemList({ items, open, moved }: { items: ListedItem[]; open: string; moved?: number }) {
  const submit = useSubmit();
  const { list, shown, isCarried, handle, guide } = useCarried(items, {
    keyOf: (item) => String(item.id),
    titleOf: (item) => item.title,
    hint: "Drag an item by its handle to a new place, or focus the handle and press Space, the arrow keys, then Space again.",
    drop: ({ key, from, to }) =>
      void submit({ move: `${key}:${to > from ? "+" : ""}${to - from}` }, { method: "post", preventScrollReset: true }),
  });
  return (
    <>
      <ol ref={list} className="mt-2 divide-y divide-line">
        {shown.map((item, index) => (
          <li
            key={item.id}
            id={`item-${item.id}`}
            className={cn(
              "flex scroll-mt-4 flex-wrap items-center gap-x-4 gap-y-2 py-3",
              isCarried(item) && "bg-stone outline-2 outline-forest",
            )}
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
              {/* After the buttons, so that its coming as the scripts run moves nothing. */}
              {handle(item, index)}
            </Form>
          </li>
        ))}
      </ol>
      {guide}
    </>
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
