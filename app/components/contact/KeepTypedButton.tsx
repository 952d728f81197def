import type { ReactNode } from "react";
import { KEEP_TYPED_FIELD } from "#common/enquiry.ts";
import { cn } from "~/lib/cn";

/**
 * A link inside an enquiry form that keeps what the visitor typed: a button that posts the form
 * to the page it names (another week, the other consultation form) without checking or sending
 * it. Without JavaScript the server answers with that page filled in (lib/form-action.server.ts);
 * with it, useEnquiryForm goes there in the browser and the draft comes along.
 */
export function KeepTypedButton({
  to,
  keepScroll = false,
  className,
  children,
}: {
  to: string;
  /** Stay where the visitor is reading (another week of times), rather than open the page at its top. */
  keepScroll?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name={KEEP_TYPED_FIELD}
      value=""
      formAction={to}
      formNoValidate
      data-keep-scroll={keepScroll || undefined}
      className={cn("cursor-pointer font-medium text-forest underline underline-offset-4", className)}
    >
      {children}
    </button>
  );
}
