import type { ReactNode } from "react";

/**
 * One row of a content item's list in the office (its earlier versions, the trash): what it is, a
 * muted line under it, and what may be done with it at the end, wrapping under it on a narrow screen.
 */
export function ListRow({ title, detail, children }: { title: ReactNode; detail: ReactNode; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <span>
        <span className="font-semibold wrap-anywhere">{title}</span>
        <span className="block text-sm text-muted">{detail}</span>
      </span>
      {children}
    </li>
  );
}
