import { useId } from "react";
import { cn } from "~/lib/cn";

const controlClasses =
  "mt-1.5 block w-full rounded-lg border border-line bg-paper px-4 py-3 text-base text-ink placeholder:text-muted aria-invalid:border-danger";

type Common = { label: string; name: string; error?: string; required?: boolean; hint?: string; className?: string };

/** Label, control and error wired together: aria-invalid and aria-describedby point at the message. */
function FieldShell({ label, error, required, hint, className, id, children }: Common & { id: string; children: React.ReactNode }) {
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
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({
  type = "text",
  autoComplete,
  defaultValue,
  maxLength,
  ...common
}: Common & { type?: "text" | "email" | "tel" | "date"; autoComplete?: string; defaultValue?: string; maxLength?: number }) {
  const id = useId();
  return (
    <FieldShell {...common} id={id}>
      <input
        id={id}
        name={common.name}
        type={type}
        required={common.required}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(id, common.error, common.hint)}
        className={controlClasses}
      />
    </FieldShell>
  );
}

export function SelectField({
  options,
  defaultValue,
  emptyLabel,
  ...common
}: Common & { options: readonly string[]; defaultValue?: string; emptyLabel: string }) {
  const id = useId();
  return (
    <FieldShell {...common} id={id}>
      <select
        id={id}
        name={common.name}
        required={common.required}
        defaultValue={defaultValue ?? ""}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(id, common.error, common.hint)}
        className={cn(controlClasses, "appearance-auto")}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function TextAreaField({ defaultValue, maxLength, rows = 6, ...common }: Common & { defaultValue?: string; maxLength?: number; rows?: number }) {
  const id = useId();
  return (
    <FieldShell {...common} id={id}>
      <textarea
        id={id}
        name={common.name}
        required={common.required}
        rows={rows}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(id, common.error, common.hint)}
        className={controlClasses}
      />
    </FieldShell>
  );
}
