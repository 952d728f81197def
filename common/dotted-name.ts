// A field named by its place in a nested value ("address.street", "recoveryFund.text"): how the
// office's forms name fields, and how a check finds what a field holds.

/** The value at a dotted name in `values`, or undefined where the path leads nowhere. */
export const valueAt = (values: unknown, name: string): unknown =>
  name.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);
