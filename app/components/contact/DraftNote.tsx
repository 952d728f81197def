import { History } from "lucide-react";
import { cn } from "~/lib/cn";

/** The quiet line that says the form was refilled from an unsent draft, with a way to start afresh. */
export function DraftNote({ onDiscard, tone = "default" }: { onDiscard: () => void; tone?: "default" | "light" }) {
  return (
    <p role="status" className={cn("flex gap-2 text-sm", tone === "light" ? "text-stone" : "text-muted")}>
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        We kept what you typed earlier in this tab.{" "}
        <button type="button" onClick={onDiscard} className="font-medium underline underline-offset-4">
          Clear the form
        </button>
      </span>
    </p>
  );
}
