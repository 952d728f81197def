// A form's fields bound by name to what the form shows (what is stored, or what was typed into a
// refused save) and to the message of its last refusal, so that a field is declared by its name.
import { valueAt } from "#common/dotted-name.ts";

/** `field(name)`: a field's name, the value it shows and its message (`value` when the name does not say where it is). */
export const fieldsOf =
  (values: object, errors: Partial<Record<string, string>>) =>
  (name: string, value: string = String(valueAt(values, name) ?? "")) => ({
    name,
    defaultValue: value,
    error: errors[name],
  });

/** The props of a saved item's "Address on the site" field, after `prefix` ("/blog/"). */
export const slugField = (field: ReturnType<typeof fieldsOf>, prefix: string) => ({
  ...field("slug"),
  label: "Address on the site",
  maxLength: 70,
  hint: `After ${prefix}. Changing it breaks links people already have.`,
  className: "sm:col-span-2",
});
