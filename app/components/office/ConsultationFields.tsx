import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { keptFields, TextField } from "~/components/contact/Field";
import { buttonClasses } from "~/components/ui/ButtonLink";

/** The names of a consultation agreed with a client, as both forms post them. */
export const consultationFieldNames = ["consultationDate", "consultationTime", "location"] as const;

/**
 * A consultation at any time the office agrees with the client: a day, a start time and where
 * (their address). Used where a lead is added and on a lead's page.
 */
export function ConsultationFields({
  typed,
  errors,
  today,
  location,
}: {
  typed: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
  /** The earliest day to offer (today in Orlando). */
  today: string;
  /** The address they gave, when known. */
  location?: string;
}) {
  const kept = keptFields(typed, errors);
  return (
    <>
      <TextField label="Consultation day" {...kept("consultationDate")} type="date" min={today} />
      <TextField
        label="Starts at"
        {...kept("consultationTime")}
        type="time"
        hint="Any time you agreed with them, also one the website does not offer."
      />
      <TextField
        label="Where (their address)"
        {...kept("location")}
        defaultValue={typed.location ?? location}
        maxLength={300}
        className="sm:col-span-2"
      />
    </>
  );
}

/**
 * What the agreed time clashes with, said before it is booked (or a consultation moved to it:
 * `change`), with the way to go ahead anyway (`children`: the button, and the typed values where
 * the form is another). It takes the focus when it appears, as FormErrors does, and stays below
 * the sticky header.
 */
export function ClashWarning({
  clashes,
  change = "book",
  withNewLead = false,
  children,
}: {
  clashes: readonly string[];
  change?: "book" | "move";
  /** Booked with a lead entered by hand: the lead is not saved either until the booking is. */
  withNewLead?: boolean;
  children: React.ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const answered = useNavigation().state === "idle";
  const said = clashes.join("\n");
  useEffect(() => {
    if (said && answered) box.current?.focus();
  }, [said, answered]);
  if (clashes.length === 0) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      className="mt-4 scroll-mt-24 rounded-lg border-2 border-danger bg-paper p-4 focus:outline-none sm:col-span-2"
    >
      <p className="font-semibold text-danger">
        {withNewLead
          ? "Not saved yet, neither the lead nor its consultation"
          : `Not ${change === "book" ? "booked" : "moved"} yet`}
        : that time clashes.
      </p>
      <ul className="mt-2 list-disc ps-5">
        {clashes.map((clash) => (
          <li key={clash}>{clash}</li>
        ))}
      </ul>
      <p className="mt-2">
        {change === "book" ? "Book" : "Move"} it anyway if you agreed it with them, or change the day or time below
        {withNewLead ? " (or clear them to save the lead without a consultation)" : ""}.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">{children}</div>
    </div>
  );
}

/** The button that books the clashing time all the same. */
export function BookAnywayButton() {
  return (
    <button type="submit" name="bookAnyway" value="yes" className={buttonClasses("primary")}>
      Book anyway
    </button>
  );
}
