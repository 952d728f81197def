import type { EnquiryField } from "#common/enquiry.ts";
import { TextField } from "./Field";

type PersonField = Extract<EnquiryField, "firstName" | "lastName" | "email" | "phone">;
type FieldWiring = {
  name: string;
  label: string;
  required: boolean;
  maxLength?: number;
  error?: string;
  defaultValue?: string;
};

/** Who is asking: the four fields both enquiry forms open with, in a two-column grid's cells. */
export function PersonFields({ field }: { field: (name: PersonField) => FieldWiring }) {
  return (
    <>
      <TextField {...field("firstName")} autoComplete="given-name" />
      <TextField {...field("lastName")} autoComplete="family-name" />
      <TextField {...field("email")} type="email" autoComplete="email" />
      <TextField {...field("phone")} type="tel" autoComplete="tel" />
    </>
  );
}
