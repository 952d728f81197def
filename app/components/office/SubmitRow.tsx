import { buttonClasses } from "~/components/ui/ButtonLink";

/** An office form's main button, on a row of its own across the form's grid (`className` spans it). */
export function SubmitRow({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <button type="submit" className={buttonClasses("primary")}>
        {children}
      </button>
    </div>
  );
}
