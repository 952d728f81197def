import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TimeChoice, TimeChoiceWeek } from "~/lib/consultation-times.server";
import { KeepTypedButton } from "./KeepTypedButton";

/**
 * The free consultation times as one radio group (name "start"), a week at a time with links to
 * the weeks before and after; works as plain HTML. After a time was taken, the nearest free
 * ones come first.
 */
export function TimePicker({
  week,
  suggestions,
  chosen,
  error,
  legend = "Choose a time",
  weekHref = (monday) => `/consultation?week=${monday}`,
  keepTyped = false,
}: {
  week: TimeChoiceWeek;
  suggestions: TimeChoice[];
  chosen?: string;
  error?: string;
  legend?: string;
  /** Where the link to another week (by its Monday) goes: the page the picker is on. */
  weekHref?: (monday: string) => string;
  /** The weeks' links post the form around the picker, so what was typed beside it survives without JavaScript. */
  keepTyped?: boolean;
}) {
  const weekLink = (monday: string, label: ReactNode) => {
    const className =
      "inline-flex items-center gap-1 font-medium whitespace-nowrap text-forest underline underline-offset-4";
    return keepTyped ? (
      <KeepTypedButton to={weekHref(monday)} keepScroll className={className}>
        {label}
      </KeepTypedButton>
    ) : (
      <Link to={weekHref(monday)} preventScrollReset className={className}>
        {label}
      </Link>
    );
  };
  return (
    <fieldset aria-describedby={error ? "time-error" : undefined} className="space-y-5">
      <legend className="text-xl font-semibold">
        {legend}{" "}
        <span className="text-danger" aria-hidden="true">
          *
        </span>
      </legend>
      {error && (
        <p id="time-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {suggestions.length > 0 && <TimeGroup legend="Nearest free times" times={suggestions} chosen={chosen} />}
      {/* On a phone the week's name takes its own line above the two links, so none of them wraps. */}
      <nav aria-label="Weeks" className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm">
        {week.previous ? (
          weekLink(
            week.previous,
            <>
              <ChevronLeft aria-hidden="true" className="size-4" /> Earlier week
            </>,
          )
        ) : (
          <span />
        )}
        <p className="order-first w-full text-center font-semibold whitespace-nowrap sm:order-none sm:w-auto">
          {week.label}
        </p>
        {week.next ? (
          weekLink(
            week.next,
            <>
              Later week <ChevronRight aria-hidden="true" className="size-4" />
            </>,
          )
        ) : (
          <span />
        )}
      </nav>
      {week.days.map((day) => (
        <TimeGroup key={day.date} legend={day.label} times={day.times} chosen={chosen} />
      ))}
    </fieldset>
  );
}

function TimeGroup({ legend, times, chosen }: { legend: string; times: TimeChoice[]; chosen?: string }) {
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {times.map((time) => (
          <label
            key={time.start}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-paper px-4 py-2 has-checked:border-forest has-checked:bg-forest has-checked:text-paper has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brass-dark"
          >
            <input
              type="radio"
              name="start"
              value={time.start}
              defaultChecked={chosen === time.start}
              required
              className="accent-brass"
            />
            {time.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
