import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The form pages' body: the form on a card, helpful panels beside it (below on phones). */
export function FormPageColumns({ form, children }: { form: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 md:px-8 md:py-20 lg:grid-cols-[3fr_2fr]">
      <div className="rounded-2xl border border-line bg-paper p-6 shadow-sm md:p-10">{form}</div>
      <div className="space-y-8">{children}</div>
    </div>
  );
}

/** A titled side panel; its heading names the region for assistive technology. */
export function Panel({
  id,
  title,
  tone = "stone",
  icon,
  children,
}: {
  id: string;
  title: string;
  tone?: "stone" | "forest";
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-2xl p-7 md:p-9", tone === "stone" ? "bg-stone" : "bg-forest text-paper")}
    >
      {icon}
      <h2 id={id} className={cn("text-2xl", icon && "mt-3")}>
        {title}
      </h2>
      {children}
    </section>
  );
}
