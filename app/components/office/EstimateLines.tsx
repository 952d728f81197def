import { useEffect, useState } from "react";
import { isBlankRow, runningTotals, typedRows } from "#common/estimate-lines.ts";
import { dollars } from "#common/money.ts";

// Where JavaScript runs, the estimate form's lines as the owner types them: the figures so far
// (the same count as the server's, common/estimate-lines.ts), and only as many line rows
// as are used and one blank after them, so a phone does not scroll past eight empty rows. The
// others stay in the form, hidden, and come as the owner types ("Add a line" shows one more).
// Without JavaScript every row shows and the figures come with the preview.

/** A new estimate shows at least this many rows (the usual few lines before more are needed). */
const FIRST_ROWS = 3;

type Read = { lastUsed: number; figures: ReturnType<typeof runningTotals> };

/** What the form `form` holds now: the last row typed in, and the figures. */
function readLines(form: HTMLFormElement): Read {
  const data = new FormData(form);
  const rows = typedRows((name) => data.getAll(name).map((value) => (typeof value === "string" ? value : "")));
  return {
    lastUsed: rows.findLastIndex((row) => !isBlankRow(row)),
    figures: runningTotals(rows, String(data.get("taxPercent") ?? "")),
  };
}

/**
 * The lines of the form `form` (of `rowCount` rows) as typed, read at each keystroke and at each
 * draft put back (office-drafts.ts types it in with input events): which rows show, one more to
 * show, and the figures. Before the page runs, every row shows and there are no figures.
 */
export function useTypedLines(form: React.RefObject<HTMLFormElement | null>, rowCount: number) {
  const [read, setRead] = useState<Read>();
  // How many rows "Add a line" asked for: shown even while blank.
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const update = () => setRead(readLines(element));
    update();
    element.addEventListener("input", update);
    element.addEventListener("change", update);
    return () => {
      element.removeEventListener("input", update);
      element.removeEventListener("change", update);
    };
  }, [form]);
  const shown = read ? Math.min(rowCount, Math.max(FIRST_ROWS, read.lastUsed + 2, asked)) : rowCount;
  return {
    figures: read?.figures,
    shows: (index: number) => index < shown,
    /** Shows one more row and gives it the focus; false when every row shows (the form then asks the server for more). */
    addLine: () => {
      if (shown >= rowCount) return false;
      setAsked(shown + 1);
      // Once shown: the new row's description.
      requestAnimationFrame(() =>
        form.current?.querySelectorAll<HTMLInputElement>('input[name="itemDescription"]')[shown]?.focus(),
      );
      return true;
    },
  };
}

/** The figures so far, under the lines: lines, tax, total, the options left to the client, and what each line not counted yet needs. */
export function RunningTotal({ figures }: { figures: ReturnType<typeof runningTotals> }) {
  const { notCounted } = figures;
  return (
    <div className="mt-4 rounded-lg bg-stone p-4" data-testid="running-total">
      <p className="font-semibold">So far</p>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 tabular-nums">
        <dt>Lines</dt>
        <dd className="text-right">{dollars(figures.subtotalCents)}</dd>
        <dt>Tax</dt>
        <dd className="text-right">{figures.taxRead ? dollars(figures.taxCents) : "not a percentage yet"}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{dollars(figures.totalCents)}</dd>
      </dl>
      {figures.optionsLeftCents > 0 && (
        <p className="mt-2 text-sm">
          Options the client may tick add {dollars(figures.optionsLeftCents)} (before tax).
        </p>
      )}
      {notCounted.length > 0 && (
        <div className="mt-2 text-sm">
          <p>Not counted yet:</p>
          <ul className="list-disc ps-5">
            {notCounted.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
