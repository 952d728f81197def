import { Form, Link } from "react-router";
import { TextField } from "~/components/contact/Field";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";

// Merging two leads of one person: the choice (a plain GET, so the question is a page of its own and
// needs no script), then the question with what moves, then the post that merges.

type LeadShown = { id: number; name: string; email: string; phone: string; received: string; stageLabel: string };

/** One lead in a line: its number, name, how to reach them, when it came and its stage. */
const described = (lead: LeadShown) =>
  [`#${lead.id} ${lead.name}`, lead.email, lead.phone, `received ${lead.received}`, lead.stageLabel]
    .filter(Boolean)
    .join(", ");

/** The leads that may be the same person, and a number to type, for the question before merging. */
export function MergePicker({
  leadId,
  suggestions,
  error,
}: {
  leadId: number;
  suggestions: readonly LeadShown[];
  error?: string;
}) {
  return (
    <OfficeCard className="mt-6" title="The same person as another lead?">
      <Form method="get" action={`/office/leads/${leadId}`} id="merge" className="mt-4 scroll-mt-24 space-y-4">
        <p className="text-muted">
          Merge the other lead into this one: its messages, replies, calls, bookings, notes, follow-up and where it came
          from move here, and the other lead is gone. You are asked before anything changes.
        </p>
        {suggestions.length > 0 && (
          <fieldset>
            <legend className="font-medium">Leads with the same e-mail, phone or name</legend>
            <ul className="mt-2 space-y-1">
              {suggestions.map((other) => (
                <li key={other.id}>
                  <label className="flex min-h-11 items-start gap-3 py-2">
                    <input type="radio" name="merge" value={other.id} className="mt-1 size-5 shrink-0" />
                    <span className="wrap-anywhere">{described(other)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <TextField
          label={suggestions.length > 0 ? "Or the other lead's number" : "The other lead's number"}
          name="mergeNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          hint="Each lead's page shows its number under the name, like “Lead #42”."
          error={error}
          className="max-w-xs"
        />
        <button type="submit" className={buttonClasses("secondary")}>
          Review the merge
        </button>
      </Form>
    </OfficeCard>
  );
}

/** The question before merging: which lead goes, what moves, and the button that does it. */
export function MergeQuestion({ lead, other }: { lead: LeadShown; other: LeadShown }) {
  return (
    <section
      aria-labelledby="merge-question"
      className="mt-4 scroll-mt-24 rounded-lg border-2 border-forest bg-paper p-4"
    >
      <h2 id="merge-question" className="text-xl font-semibold">
        Merge lead #{other.id} into this one?
      </h2>
      <p className="mt-2 wrap-anywhere">Merging: {described(other)}.</p>
      <p className="mt-1 wrap-anywhere">Into: {described(lead)}.</p>
      <p className="mt-2">
        Everything of #{other.id} (messages, replies, calls, bookings, notes, follow-up, where it came from) moves here;
        #{other.id} is then gone, and its address leads here. This cannot be undone.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Form method="post">
          <input type="hidden" name="intent" value="merge" />
          <input type="hidden" name="merge" value={other.id} />
          <button type="submit" className={buttonClasses("primary")}>
            Merge #{other.id} into this lead
          </button>
        </Form>
        <Link
          to={`/office/leads/${lead.id}`}
          className="inline-flex min-h-11 items-center text-forest underline underline-offset-4"
        >
          Keep them apart
        </Link>
      </div>
    </section>
  );
}
