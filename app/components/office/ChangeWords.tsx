import { useId } from "react";
import { RadioChoices } from "~/components/office/RadioChoice";
import { TextAreaField } from "~/components/contact/Field";

/** The longest note (server/office/calendar.ts's CHANGE_NOTE_MAX). */
const NOTE_MAX = 1000;

/**
 * What the office says with a move or a cancellation: who asked for it, which decides the mail's
 * words ("As you asked, we moved…" or "We are sorry: we have had to move…"), and an optional note
 * put in the mail as typed, signed with the sender's name. No choice is made for the owner.
 */
export function ChangeWords({
  change,
  errors,
  typed,
}: {
  change: "move" | "cancel";
  errors: Record<string, string | undefined>;
  typed?: Record<string, string>;
}) {
  const id = useId();
  const choices = [
    { value: "client", label: "They did" },
    { value: "us", label: "We did" },
  ];
  return (
    <>
      {/* A radio cannot be invalid: the group carries its message. */}
      <fieldset aria-describedby={errors.askedBy ? `${id}-error` : undefined}>
        <legend className="font-medium">
          Who asked to {change} it?
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          <RadioChoices name="askedBy" choices={choices} checked={typed?.askedBy} required />
        </div>
        {errors.askedBy && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
            {errors.askedBy}
          </p>
        )}
      </fieldset>
      <TextAreaField
        name="note"
        label="A note for them (optional)"
        hint="Put in the e-mail as you write it, signed with your name."
        rows={3}
        maxLength={NOTE_MAX}
        error={errors.note}
        defaultValue={typed?.note}
      />
    </>
  );
}
