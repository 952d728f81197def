import { cn } from "~/lib/cn";

// The fields of the office's money forms (an estimate, a change order): a bold label over its
// control, a hint, and the field's refusal under it, its id `<name>-error`. The control is named
// and identified by `name` (form field names are what the server reads); it is marked invalid
// when refused and points at its hint and refusal, so a screen reader reads them with it.

/** The control's look in these forms; a textarea adds its own padding. */
export const moneyFieldClasses = "mt-1 block min-h-11 w-full rounded-lg border border-line bg-paper px-3 text-base";

type Common = {
  name: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  /** A hint that explains how to write the field goes above it (the scope's Markdown). */
  hintAbove?: boolean;
};

function Labelled({
  name,
  label,
  error,
  hint,
  hintAbove,
  children,
}: Common & { children: (described: React.AriaAttributes) => React.ReactNode }) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const described: React.AriaAttributes = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": cn(hint !== undefined && hintId, error && errorId) || undefined,
  };
  return (
    <div>
      <label htmlFor={name} className="font-semibold">
        {label}
      </label>
      {hint !== undefined && hintAbove && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children(described)}
      {hint !== undefined && !hintAbove && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function MoneyInput({
  name,
  label,
  error,
  hint,
  hintAbove,
  ...input
}: Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "className">) {
  return (
    <Labelled name={name} label={label} error={error} hint={hint} hintAbove={hintAbove}>
      {(described) => <input id={name} name={name} {...described} className={moneyFieldClasses} {...input} />}
    </Labelled>
  );
}

export function MoneyTextArea({
  name,
  label,
  error,
  hint,
  hintAbove,
  ...textarea
}: Common & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "className">) {
  return (
    <Labelled name={name} label={label} error={error} hint={hint} hintAbove={hintAbove}>
      {(described) => (
        <textarea id={name} name={name} {...described} className={`${moneyFieldClasses} py-2`} {...textarea} />
      )}
    </Labelled>
  );
}

/**
 * One field of a row of lines (an estimate's items, a change order's lines): named for the whole
 * column, the rows' values arriving in order, so it has no id and is labelled by wrapping it.
 */
export function RowInput({
  label,
  className,
  ...input
}: { label: React.ReactNode; className?: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, "className">) {
  return (
    <label className={className}>
      <span className="text-sm font-semibold">{label}</span>
      <input className={moneyFieldClasses} {...input} />
    </label>
  );
}
