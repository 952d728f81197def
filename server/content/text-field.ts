// The text fields of the content kinds the office edits, checked the same way in every kind, and
// the placeholders a text fills in when it is shown (a legal page's facts, a contract's names).
import { z } from "zod";

/**
 * Text an office form takes: trimmed, from `min` to `max` characters, each limit with the words
 * that tell the owner what to write instead.
 */
export const textField = (min: number, tooShort: string, max: number, tooLong: string) =>
  z.string().trim().min(min, tooShort).max(max, tooLong);

/** `template` with each `{name}` of `values` filled in; any other braces stay as written. */
export const fillPlaceholders = (template: string, values: Record<string, string>) =>
  template.replace(/\{([A-Za-z]+)\}/g, (written, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : written,
  );
