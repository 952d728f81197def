import type { ReactNode } from "react";

/** What a button just did (or why it could not), said on the page the office comes back to; read out as it appears. */
export function OfficeNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="mt-4 rounded-lg bg-stone p-4">
      {children}
    </div>
  );
}
