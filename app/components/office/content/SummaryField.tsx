import type { ComponentProps } from "react";
import { TextAreaField } from "~/components/contact/Field";

/**
 * The sentence or two that a page's card and search results show (a post's summary, a service's,
 * a legal page's description): required, at most `length`'s second number of characters, and a
 * hint that says both numbers. The browser stops typing at the most; the server refuses fewer than
 * the least (the kind's schema in server/content/, whose numbers these are).
 */
export function SummaryField({
  label = "Summary",
  length: [least, most],
  hint,
  ...field
}: Omit<ComponentProps<typeof TextAreaField>, "label" | "hint" | "required" | "rows" | "maxLength"> & {
  label?: string;
  length: [least: number, most: number];
  /** The hint, given the range the text must fit in ("60 to 240 characters"). */
  hint: (range: string) => string;
}) {
  return (
    <TextAreaField
      {...field}
      label={label}
      required
      rows={4}
      maxLength={most}
      hint={hint(`${least} to ${most} characters`)}
    />
  );
}
