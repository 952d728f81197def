import { useId } from "react";
import { cn } from "~/lib/cn";

type Common = {
  label: string;
  name: string;
  error?: string;
  required?: boolean;
  /** The fewest characters the browser lets through (a text's own minimum, checked again by the server). */
  minLength?: number;
  maxLength?: number;
  hint?: string;
  className?: string;
  /** The control's own id, when something links to it (`#reply`); otherwise one of React's. */
  id?: string;
};

/**
 * Label, control and messages wired together: the control gets aria-invalid and
 * aria-describedby pointing at its error or its hint. The error is no alert of its own: the
 * form's notice (or the office's summary of a refused save) is the one announced, and each
 * field's message is read with the field.
 */
function Field({
  id: givenId,
  label,
  name,
  error,
  required,
  minLength,
  maxLength,
  hint,
  className,
  render,
}: Common & { render: (control: ControlProps) => React.ReactNode }) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const control: ControlProps = {
    id,
    name,
    required,
    minLength,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    // Scrolled to (a link to it, or the browser showing a refused field) below the sticky header.
    className:
      "mt-1.5 block w-full scroll-mt-24 rounded-lg border border-line bg-paper px-4 py-3 text-base text-ink placeholder:text-muted aria-invalid:border-danger",
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </label>
      {render(control)}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type ControlProps = {
  id: string;
  name: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
};

export function TextField({
  type = "text",
  autoComplete,
  defaultValue,
  inputMode,
  min,
  max,
  step,
  placeholder,
  ...common
}: Common & {
  type?: "text" | "email" | "tel" | "date" | "time" | "datetime-local" | "number";
  /** An example of what to write, shown while the field is empty. */
  placeholder?: string;
  autoComplete?: string;
  defaultValue?: string;
  inputMode?: "numeric";
  /** The earliest day a date field offers (the lowest number of a number field). */
  min?: string;
  /** The highest number a number field takes (the latest moment a date or time field offers). */
  max?: string;
  /** A number field's step. */
  step?: string;
}) {
  return (
    <Field
      {...common}
      render={(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          inputMode={inputMode}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
        />
      )}
    />
  );
}

/** A <select> wired as a field, with its options as children. */
function Select({ defaultValue, children, ...common }: Common & { defaultValue?: string; children: React.ReactNode }) {
  return (
    <Field
      {...common}
      render={(control) => (
        <select
          {...withoutLength(control)}
          defaultValue={defaultValue ?? ""}
          className={cn(control.className, "appearance-auto")}
        >
          {children}
        </select>
      )}
    />
  );
}

/**
 * A choice among `options`: values shown as they are, or with a label of their own; first, with
 * `emptyLabel`, the choice of none.
 */
export function SelectField({
  options,
  emptyLabel,
  ...common
}: Common & {
  options: readonly (string | { value: string; label: string })[];
  defaultValue?: string;
  emptyLabel?: string;
}) {
  return (
    <Select {...common}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => {
        const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </Select>
  );
}

/** A choice among labelled values, in groups (`<optgroup>`); a group without options is left out. */
export function GroupedSelectField({
  groups,
  ...common
}: Common & { groups: { label: string; options: { value: string; label: string }[] }[]; defaultValue?: string }) {
  return (
    <Select {...common}>
      {groups
        .filter((group) => group.options.length > 0)
        .map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
    </Select>
  );
}

export function TextAreaField({
  defaultValue,
  rows = 6,
  ...common
}: Common & { defaultValue?: string; rows?: number }) {
  return <Field {...common} render={(control) => <textarea {...control} rows={rows} defaultValue={defaultValue} />} />;
}

/** Files to send with the form (which then posts as multipart/form-data); nothing to keep or limit by length. */
export function FileField({
  accept,
  multiple,
  defaultValue: _none,
  ...common
}: Common & { accept: string; multiple?: boolean; defaultValue?: string }) {
  return (
    <Field
      {...common}
      render={(control) => (
        <input
          {...withoutLength(control)}
          type="file"
          accept={accept}
          multiple={multiple}
          className={control.className}
        />
      )}
    />
  );
}

/** A list of options has no length to limit. */
const withoutLength = ({ minLength: _fewest, maxLength: _most, ...control }: ControlProps) => control;

/**
 * A form's fields bound by name to what was typed and what was refused, for a form that comes back
 * with both after a refused post (no typed values on a fresh page): `{...kept("email")}` gives the field its name, the value it
 * keeps and its error, so a field's name is written once. Only the typed values that are text.
 */
export function keptFields<Typed extends object>(typed: Typed | undefined, errors: Partial<Record<string, string>>) {
  type TextName = { [Name in keyof Typed]: Typed[Name] extends string | undefined ? Name : never }[keyof Typed] &
    string;
  return (name: TextName) => ({
    name,
    defaultValue: typed?.[name] as string | undefined,
    error: errors[name],
  });
}
