import { GripVertical } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/** Where an item is while it is carried: taken from place `from`, shown at place `to`. */
export type Carried = { key: string; title: string; from: number; to: number };

/** A list with the carried item at the place it is shown. */
export const placed = <T,>(items: readonly T[], { from, to }: Pick<Carried, "from" | "to">) => {
  const order = [...items];
  order.splice(to, 0, ...order.splice(from, 1));
  return order;
};

/**
 * An ordered list's rows carried to a new place, with JavaScript: each row's handle is dragged (a
 * finger or a mouse), or from the keyboard Space or Enter picks it up, the arrow keys move it,
 * Space or Enter drops it and Escape puts it back; a live region says each step. `drop` is told
 * where a carried row was dropped. Put `list` on the <ol>, whose children are the rows, and show
 * `shown` (the items, the carried one where it is now); without JavaScript, or with one item, there is no handle.
 */
export function useCarried<T>(
  items: readonly T[],
  {
    keyOf,
    titleOf,
    hint,
    drop,
  }: { keyOf: (item: T) => string; titleOf: (item: T) => string; hint: string; drop: (at: Carried) => void },
) {
  const hydrated = useHydrated();
  const [carried, setShown] = useState<Carried>();
  // The same, for the window's listeners during a drag (state they closed over would be stale).
  const current = useRef<Carried>(undefined);
  const setCarried = (next: Carried | undefined) => {
    current.current = next;
    setShown(next);
  };
  const [said, say] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const placeOf = (to: number) => `place ${to + 1} of ${items.length}`;

  function carry(next: Carried) {
    setCarried(next);
    say(`${next.title}: ${placeOf(next.to)}.`);
  }
  function dropped(at: Carried) {
    setCarried(undefined);
    if (at.to === at.from) return say(`${at.title} stays where it was.`);
    say(`${at.title} moved to ${placeOf(at.to)}.`);
    drop(at);
  }

  // The drag's moves and its end are followed on the window: as the rows change places the
  // handle may be moved in the document, which ends a pointer capture. Held near the top or the
  // bottom of the screen, the drag scrolls the page (a phone shows a photo's row or two at a time).
  function startDrag(event: PointerEvent<HTMLButtonElement>, item: T, index: number) {
    if (event.button !== 0 || current.current) return;
    event.preventDefault();
    // The rows' middles in the page as the drag began, in the list's order.
    const middles = [...(list.current?.children ?? [])].map((row) => {
      const box = row.getBoundingClientRect();
      return box.top + scrollY + box.height / 2;
    });
    let pointerY = event.clientY;
    let frame = 0;
    // The browser keeps what is on screen in place as rows above it change (scroll anchoring),
    // which would move the page under a still pointer: not while dragging.
    document.documentElement.style.overflowAnchor = "none";
    const place = () => {
      const at = current.current;
      if (!at) return;
      const to = middles.filter((middle, row) => row !== at.from && middle < pointerY + scrollY).length;
      if (to !== at.to) carry({ ...at, to });
    };
    const nearEdge = () => {
      frame = 0;
      const by = pointerY < 64 ? -12 : pointerY > innerHeight - 64 ? 12 : 0;
      if (by === 0 || !current.current) return;
      scrollBy(0, by);
      place();
      frame = requestAnimationFrame(nearEdge);
    };
    const move = (moving: globalThis.PointerEvent) => {
      pointerY = moving.clientY;
      place();
      if (!frame) frame = requestAnimationFrame(nearEdge);
    };
    const end = (ending: globalThis.PointerEvent) => {
      removeEventListener("pointermove", move);
      removeEventListener("pointerup", end);
      removeEventListener("pointercancel", end);
      cancelAnimationFrame(frame);
      document.documentElement.style.overflowAnchor = "";
      const at = current.current;
      if (!at) return;
      if (ending.type === "pointerup") dropped(at);
      else setCarried(undefined);
    };
    addEventListener("pointermove", move);
    addEventListener("pointerup", end);
    addEventListener("pointercancel", end);
    carry({ key: keyOf(item), title: titleOf(item), from: index, to: index });
  }

  function keys(event: KeyboardEvent<HTMLButtonElement>, item: T, index: number) {
    const pick = event.key === " " || event.key === "Enter";
    if (!carried) {
      if (!pick) return;
      event.preventDefault();
      setCarried({ key: keyOf(item), title: titleOf(item), from: index, to: index });
      say(
        `${titleOf(item)} picked up, ${placeOf(index)}. The up and down arrows move it, Space or Enter drops it, Escape puts it back.`,
      );
      return;
    }
    const step = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      carry({ ...carried, to: Math.min(Math.max(carried.to + step, 0), items.length - 1) });
    } else if (pick) {
      event.preventDefault();
      dropped(carried);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setCarried(undefined);
      say(`${carried.title} put back at ${placeOf(carried.from)}.`);
    }
  }

  const hintId = `${useId()}carry-hint`;
  // A row put in its new place is moved in the document, which takes the focus from its handle:
  // given back, so that the keys go on carrying it.
  useEffect(() => {
    if (!carried) return;
    const handle = list.current?.querySelector<HTMLElement>(`[data-carry="${CSS.escape(carried.key)}"]`);
    if (handle && document.activeElement !== handle && document.activeElement === document.body)
      handle.focus({ preventScroll: true });
  }, [carried]);
  return {
    list,
    shown: carried ? placed(items, carried) : items,
    /** Whether the item is the one carried (for its row's look). */
    isCarried: (item: T) => carried?.key === keyOf(item),
    /** A row's handle, with JavaScript (placed where its coming moves nothing: `className`). */
    handle: (item: T, index: number, className?: string) =>
      hydrated &&
      items.length > 1 && (
        <button
          type="button"
          aria-label={`Drag ${titleOf(item)} to a new place`}
          aria-describedby={hintId}
          aria-pressed={carried?.key === keyOf(item)}
          className={cn(
            "flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-full text-forest",
            className,
          )}
          onPointerDown={(event) => startDrag(event, item, index)}
          onKeyDown={(event) => keys(event, item, index)}
          data-carry={keyOf(item)}
          // Tabbed away from, it is put back; a blur as its row moves (to nothing) is not leaving.
          onBlur={(event) => carried && event.relatedTarget && setCarried(undefined)}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
      ),
    /** The hint the handles point to and the live region (a live region, not a status: a page's notice is its status). */
    guide: hydrated && items.length > 1 && (
      <>
        <p id={hintId} className="mt-2 text-sm text-muted">
          {hint}
        </p>
        <p aria-live="polite" className="sr-only">
          {said}
        </p>
      </>
    ),
  };
}
