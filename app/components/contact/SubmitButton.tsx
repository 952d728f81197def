import { Send } from "lucide-react";
import { buttonClasses } from "~/components/ui/ButtonLink";

export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <button type="submit" disabled={submitting} className={buttonClasses("primary", "w-full sm:w-auto")}>
      <Send aria-hidden="true" className="size-4" />
      {submitting ? "Sending..." : label}
    </button>
  );
}
