// The pipeline in money, per business month of sending: how many estimates went out and what they
// were offered at, how many of those were accepted and for how much, and the close rate by count
// and by value. Each version counts in the month it was sent; a version replaced by a newer one is
// left out, its offer counted with the newer one. Read with one query of the months shown.
import type { Store } from "../storage/index.ts";
import type { SentEstimate } from "../storage/pipeline.ts";
import { businessMonth, monthLabel } from "./sources.ts";

/** "$12,600": a month's sum to the dollar, as a report reads it. */
const wholeDollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString("en-US")}`;

export type PipelineMonth = {
  month: string;
  label: string;
  sent: number;
  sentCents: number;
  accepted: number;
  acceptedCents: number;
  /** Accepted of sent, by count and by value (0–1); undefined with nothing sent. */
  closeByCount: number | undefined;
  closeByValue: number | undefined;
};

/** The months (newest first, only those with an estimate sent) of `rows`, from `first` ("2026-01") on. */
export function pipelineMonths(rows: readonly SentEstimate[], first: string): PipelineMonth[] {
  const byMonth = new Map<string, PipelineMonth>();
  for (const row of rows) {
    const month = businessMonth(new Date(row.sentAt));
    if (month < first) continue;
    let figures = byMonth.get(month);
    if (!figures)
      byMonth.set(
        month,
        (figures = {
          month,
          label: monthLabel(month),
          sent: 0,
          sentCents: 0,
          accepted: 0,
          acceptedCents: 0,
          closeByCount: undefined,
          closeByValue: undefined,
        }),
      );
    figures.sent++;
    figures.sentCents += Number(row.offeredCents ?? 0);
    if (row.status === "accepted") {
      figures.accepted++;
      figures.acceptedCents += Number(row.totalCents ?? 0);
    }
  }
  return [...byMonth.values()]
    .map((figures) => ({
      ...figures,
      closeByCount: figures.sent === 0 ? undefined : figures.accepted / figures.sent,
      // Accepted options can lift a contract past its offer: the value's rate is capped at 100 %.
      closeByValue: figures.sentCents === 0 ? undefined : Math.min(1, figures.acceptedCents / figures.sentCents),
    }))
    .sort((a, b) => b.month.localeCompare(a.month));
}

/** The first month of the `months` up to now's ("2026-09" for three in November 2026). */
export function monthsBack(now: Date, months: number): string {
  const [year, month] = businessMonth(now).split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - months, 1)).toISOString().slice(0, 7);
}

export const createPipeline = ({ store }: { store: Pick<Store, "pipeline"> }) => ({
  /** The pipeline of the last `months` months (this one included), newest first, as the office shows it. */
  async report(months: number, now = new Date()) {
    const first = monthsBack(now, months);
    // A day before the first month begins in UTC, so its first hours in Orlando are in.
    const since = new Date(Date.parse(`${first}-01T00:00:00Z`) - 86_400_000);
    return pipelineMonths(await store.pipeline.sentSince(since), first).map((month) => ({
      ...month,
      sentValue: wholeDollars(month.sentCents),
      acceptedValue: wholeDollars(month.acceptedCents),
    }));
  },
});

export type Pipeline = ReturnType<typeof createPipeline>;
