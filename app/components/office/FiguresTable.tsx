/**
 * The office's tables of figures (lead sources, the pipeline in money): a hidden caption, a header
 * row, and a row per item headed by its name, figures aligned right so they read down a column.
 * Words break between themselves only (the site breaks anywhere, for long typed text): a phone's
 * narrow table wraps a heading or a name in two, never a word in the middle.
 */
export function FiguresTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHead,
  cells,
  alignTop = false,
  testId,
}: {
  caption: string;
  /** The header row, the rows' heading column first. */
  columns: React.ReactNode[];
  rows: Row[];
  rowKey: (row: Row) => string;
  rowHead: (row: Row) => React.ReactNode;
  /** The row's figures, one a column after its heading. */
  cells: (row: Row) => React.ReactNode[];
  /** Cells of more than one line start at the top, level with the row's name. */
  alignTop?: boolean;
  testId?: string;
}) {
  const cell = `px-1.5 py-2 text-right${alignTop ? " align-top" : ""} tabular-nums wrap-normal first:pl-0 first:text-left last:pr-0 sm:px-3`;
  return (
    <table className="mt-3 w-full border-collapse text-sm sm:text-base" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line">
          {columns.map((column, index) => (
            <th key={index} scope="col" className={cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-line last:border-0">
            <th scope="row" className={`${cell} font-normal`}>
              {rowHead(row)}
            </th>
            {cells(row).map((figure, index) => (
              <td key={index} className={cell}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
