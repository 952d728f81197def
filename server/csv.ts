// CSV for the owner's exports, safe to open in a spreadsheet.

const csvCell = (value: string | number | null) => {
  const text = String(value ?? "");
  // Leading = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  // Quoted with a ';' too: spreadsheets in locales whose separator is ';' would split the cell there
  // and run what follows (x;=HYPERLINK(…)) as a formula.
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A header line of `columns`, then one line per row with those columns' values. */
export const toCsv = <Row extends Record<string, string | number | null>>(
  columns: (keyof Row & string)[],
  rows: Row[],
) =>
  [columns.join(","), ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? "")).join(","))].join("\n") +
  "\n";
