import type { ReactNode } from "react";

/** A box the office ticks, its words beside it: the whole line is its label, so the tap target is the line. */
export function TickBox({
  name,
  value,
  defaultChecked,
  describedBy,
  className = "",
  children,
}: {
  name: string;
  value: string;
  defaultChecked: boolean | undefined;
  /** The id of the hint that says more about it. */
  describedBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={`flex min-h-6 items-start gap-3 ${className}`}>
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        aria-describedby={describedBy}
        className="mt-0.5 size-6 shrink-0"
      />
      <span>{children}</span>
    </label>
  );
}
