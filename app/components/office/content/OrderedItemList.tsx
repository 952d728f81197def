import { GripVertical } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { Form, Link, useSubmit } from "react-router";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

type ListedItem = { id: number; title: string; status: string; hasChanges?: boolean; when: string; detail: string };

const moveButton =
  "min-h-11 min-w-14 rounded-full border border-line px-3 py-2 text-sm font-semibold text-forest disabled:cursor-not-allowed disabled:opacity-40";

/** Where an item is while it is carried: taken from place `from`, shown at place `to`. */
type Carried = { id: number; title: string; from: number; to: number };

const placed = <T,>(items: T[], { from, to }: Carried) => {
  const order = [...items];
  order.splice(to, 0, ...order.splice(from, 1));
  return order;
};

/**
 * A kind's items in the site's order (the portfolio, the testimonials), each opening its page and
 * with buttons that move it a place up or down (plain forms: without JavaScript the page comes
 * back at the moved item, which says so). With JavaScript each also has a handle: dragged (a
 * finger or a mouse) it carries the item to a new place; from the keyboard, Space or Enter picks
 * it up, the arrow keys move it, Space or Enter drops it and Escape puts it back. A drop posts the
 * move as the buttons do (`move` = `<id>:<places>`).
 */
export function OrderedItemList({ items, open, moved }: { items: ListedItem[]; open: string; moved?: number }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [carried, setShown] = useState<Carried>();
  // The same, for the window's listeners during a drag (state they closed over would be stale).
  const current = useRef<Carried>(undefined);
  const setCarried = (next: Carried | undefined) => {
    current.current = next;
    setShown(next);
  };
  const [said, say] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const shown = carried ? placed(items, carried) : items;
  const placeOf = (to: number) => `place ${to + 1} of ${items.length}`;

  function carry(next: Carried | undefined) {
    setCarried(next);
    if (next) say(`${next.title}: ${placeOf(next.to)}.`);
  }
  function drop(at: Carried) {
    setCarried(undefined);
    if (at.to === at.from) return say(`${at.title} stays where it was.`);
    say(`${at.title} moved to ${placeOf(at.to)}.`);
    const places = at.to - at.from;
    void submit({ move: `${at.id}:${places > 0 ? "+" : ""}${places}` }, { method: "post", preventScrollReset: true });
  }

  // The drag's moves and its end are followed on the window: as the rows change places the
  // handle may be moved in the document, which ends a pointer capture.
  function startDrag(event: PointerEvent<HTMLButtonElement>, item: ListedItem, index: number) {
    if (event.button !== 0 || current.current) return;
    event.preventDefault();
    const middles = [...(list.current?.children ?? [])].map((row) => {
      const box = row.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    const move = (moving: globalThis.PointerEvent) => {
      const at = current.current;
      if (!at) return;
      const to = middles.filter((middle, row) => row !== at.from && middle < moving.clientY).length;
      if (to !== at.to) carry({ ...at, to });
    };
    const end = (ending: globalThis.PointerEvent) => {
      removeEventListener("pointermove", move);
      removeEventListener("pointerup", end);
      removeEventListener("pointercancel", end);
      const at = current.current;
      if (!at) return;
      if (ending.type === "pointerup") drop(at);
      else setCarried(undefined);
    };
    addEventListener("pointermove", move);
    addEventListener("pointerup", end);
    addEventListener("pointercancel", end);
    carry({ id: item.id, title: item.title, from: index, to: index });
  }

  function keys(event: KeyboardEvent<HTMLButtonElement>, item: ListedItem, index: number) {
    const pick = event.key === " " || event.key === "Enter";
    if (!carried) {
      if (!pick) return;
      event.preventDefault();
      setCarried({ id: item.id, title: item.title, from: index, to: index });
      say(
        `${item.title} picked up, ${placeOf(index)}. The up and down arrows move it, Space or Enter drops it, Escape puts it back.`,
      );
      return;
    }
    const step = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      carry({ ...carried, to: Math.min(Math.max(carried.to + step, 0), items.length - 1) });
    } else if (pick) {
      event.preventDefault();
      drop(carried);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setCarried(undefined);
      say(`${carried.title} put back at ${placeOf(carried.from)}.`);
    }
  }

  return (
    <>
      {/* A live region, not a status: the list's notice after a move is the page's status. */}
      {hydrated && (
        <p aria-live="polite" className="sr-only">
          {said}
        </p>
      )}
      <ol ref={list} className="mt-2 divide-y divide-line">
        {shown.map((item, index) => (
          <li
            key={item.id}
            id={`item-${item.id}`}
            className={cn(
              "flex scroll-mt-4 flex-wrap items-center gap-x-4 gap-y-2 py-3",
              carried?.id === item.id && "bg-stone outline-2 outline-forest",
            )}
          >
            {hydrated && (
              <button
                type="button"
                aria-label={`Drag ${item.title} to a new place`}
                aria-describedby="drag-hint"
                aria-pressed={carried?.id === item.id}
                className="flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-full text-forest"
                onPointerDown={(event) => startDrag(event, item, index)}
                onKeyDown={(event) => keys(event, item, index)}
                onBlur={() => carried && setCarried(undefined)}
              >
                <GripVertical aria-hidden="true" className="size-5" />
              </button>
            )}
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
      {hydrated && (
        <p id="drag-hint" className="mt-2 text-sm text-muted">
          Drag an item by its handle to a new place, or focus the handle and press Space, the arrow keys, then Space
          again.
        </p>
      )}
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
