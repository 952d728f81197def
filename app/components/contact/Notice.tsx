import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import type { NoticeText } from "#common/enquiry.ts";
import { cn } from "~/lib/cn";

/**
 * What a notice does when it appears in answer to a button: "focus" scrolls it into view and moves
 * the keyboard there (the next Tab continues from the notice, and a screen reader reads it);
 * "scroll" only shows it, when the focus belongs on a field that needs fixing; "stay" leaves the
 * page as it opened (a notice that is part of a page the visitor was sent to, read from its top).
 * The page's scroll padding (app.css) keeps a scrolled-to notice below the sticky header.
 */
export type NoticeArrival = "focus" | "scroll" | "stay";

/** A form outcome: destructive notices are alerts, success is a status message. */
export function Notice({
  notice: { title, description },
  destructive,
  arrival = "focus",
}: {
  notice: NoticeText;
  destructive: boolean;
  arrival?: NoticeArrival;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || arrival === "stay") return;
    if (arrival === "focus") element.focus({ preventScroll: true });
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ block: "nearest", behavior: still ? "instant" : "smooth" });
  }, [title, description, arrival]);
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      ref={ref}
      role={destructive ? "alert" : "status"}
      tabIndex={-1}
      data-variant={destructive ? "destructive" : "default"}
      className={cn(
        "flex gap-3 rounded-xl border p-4 focus:outline-none focus-visible:outline-2",
        destructive ? "border-danger/40 bg-danger/5 text-danger" : "border-forest/30 bg-forest/5 text-forest",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-ink">{description}</p>
      </div>
    </div>
  );
}
