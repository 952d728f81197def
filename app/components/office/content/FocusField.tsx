import { focusPoints } from "#common/office.ts";
import { SelectField } from "~/components/contact/Field";

/** "top" as the owner reads it in the list: "Top" (the server takes either). */
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Which part of an uploaded photo the 4:3 and 16:9 crops keep in view ("Middle" unless chosen). */
export function FocusField({ name, focus = "center" }: { name: string; focus?: string }) {
  return (
    <SelectField
      name={name}
      label="Keep in view when cropped"
      options={focusPoints.filter((point) => point !== "center").map(capitalized)}
      emptyLabel="Middle"
      defaultValue={focus === "center" ? "" : capitalized(focus)}
    />
  );
}
