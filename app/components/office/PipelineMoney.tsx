import { OfficeCard } from "~/components/office/OfficeCard";

/** One month of the pipeline as the office shows it (server/office/pipeline.ts, the rates as percentages). */
export type PipelineRow = {
  month: string;
  label: string;
  sent: number;
  sentValue: string;
  accepted: number;
  acceptedValue: string;
  closeByCount: string;
  closeByValue: string;
};

const cell = "px-1.5 py-2 text-right align-top tabular-nums wrap-normal first:pl-0 first:text-left last:pr-0 sm:px-3";

/**
 * The pipeline in money, per month an estimate was sent: how many and their value, how many were
 * accepted and for how much, and the close rate by count and by value. Two lines a cell, whole
 * dollars, so the table fits a phone.
 */
export function PipelineMoney({ rows, title, className }: { rows: PipelineRow[]; title: string; className?: string }) {
  return (
    <OfficeCard title={title} className={className}>
      {rows.length === 0 ? (
        <p className="mt-3">No estimates sent in these months yet.</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-sm sm:text-base" data-testid="pipeline">
          <caption className="sr-only">Estimates sent and accepted per month, by count and by value</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={cell}>
                Month
              </th>
              <th scope="col" className={cell}>
                Sent
              </th>
              <th scope="col" className={cell}>
                Accepted
              </th>
              <th scope="col" className={cell}>
                Close rate
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month} className="border-b border-line last:border-0">
                <th scope="row" className={`${cell} font-normal`}>
                  {row.label}
                </th>
                <td className={cell}>
                  {row.sent}
                  <span className="block text-muted">{row.sentValue}</span>
                </td>
                <td className={cell}>
                  {row.accepted}
                  <span className="block text-muted">{row.acceptedValue}</span>
                </td>
                <td className={cell}>
                  <span className="block whitespace-nowrap">
                    {row.closeByCount} <span className="text-muted">count</span>
                  </span>
                  <span className="block whitespace-nowrap">
                    {row.closeByValue} <span className="text-muted">value</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </OfficeCard>
  );
}
