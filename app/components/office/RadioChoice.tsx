/** One choice of an office form's radio group: its label a tap target at least 44 px tall around the button. */
export function RadioChoice({
  name,
  value,
  label,
  checked,
  required,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  required?: boolean;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="radio"
        name={name}
        value={value}
        required={required}
        defaultChecked={checked}
        className="size-5 accent-forest"
      />
      {label}
    </label>
  );
}

/** An office form's radio group's choices, side by side or one a line as the parent lays them out. */
export function RadioChoices({
  name,
  choices,
  checked,
  required,
}: {
  name: string;
  choices: readonly { value: string; label: string }[];
  /** The value chosen so far, if any. */
  checked: string | undefined;
  required?: boolean;
}) {
  return choices.map((choice) => (
    <RadioChoice
      key={choice.value}
      name={name}
      value={choice.value}
      label={choice.label}
      checked={checked === choice.value}
      required={required}
    />
  ));
}
