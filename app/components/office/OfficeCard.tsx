import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** One of an office page's panels: a section named by its heading. */
export function OfficeCard({
  title,
  className,
  children,
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("rounded-2xl border border-line bg-paper p-5 md:p-8", className)}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
