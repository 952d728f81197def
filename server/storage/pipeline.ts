// The pipeline's report's one query: the estimate versions sent since a day (found by the index on
// sent_at), each with what it was offered at and, once signed, what it was accepted at. A version
// replaced by a newer one is left out: its offer lives on in the newer version. The figures are
// server/office/pipeline.ts's.
import { iso, type Db } from "./database.ts";

export type SentEstimate = {
  sentAt: string;
  status: "sent" | "accepted" | "declined";
  offeredCents: number | null;
  totalCents: number | null;
};

export const createPipelineStore = (db: Db) => ({
  sentSince: (since: Date) =>
    db
      .selectFrom("estimates")
      .select(["sentAt", "status", "offeredCents", "totalCents"])
      .where("sentAt", ">=", iso(since))
      .where("status", "in", ["sent", "accepted", "declined"])
      .execute() as Promise<SentEstimate[]>,
});

export type PipelineStore = ReturnType<typeof createPipelineStore>;
