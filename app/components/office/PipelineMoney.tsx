import { FiguresTable } from "~/components/office/FiguresTable";
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
        <FiguresTable
          caption="Estimates sent and accepted per month, by count and by value"
          testId="pipeline"
          alignTop
          columns={["Month", "Sent", "Accepted", "Close rate"]}
          rows={rows}
          rowKey={(row) => row.month}
          rowHead={(row) => row.label}
          cells={(row) => [
            <>
              {row.sent}
              <span className="block text-muted">{row.sentValue}</span>
            </>,
            <>
              {row.accepted}
              <span className="block text-muted">{row.acceptedValue}</span>
            </>,
            <>
              {/* On a phone the rates stand level with the count and the value they are of: the
                  words would push the table past the card. */}
              <span className="block whitespace-nowrap">
                {row.closeByCount} <span className="text-muted max-sm:sr-only">count</span>
              </span>
              <span className="block whitespace-nowrap">
                {row.closeByValue} <span className="text-muted max-sm:sr-only">value</span>
              </span>
            </>,
          ]}
        />
      )}
    </OfficeCard>
  );
}
