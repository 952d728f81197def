// The estimates' follow-ups: which sent versions wait for one (found by the index on sent_at), and
// taking one once, its time stamped and its mail queued in one transaction, guarded by both times
// being unset. The rule of when one is due is server/estimates/follow-ups.ts's, which this mirrors.
import { estimateNumber } from "../../common/office.ts";
import { auditEstimate, changed, iso, websiteNote, type Db, type LeadMailQueue } from "./database.ts";
import type { StoredMail } from "./types.ts";

type Kind = "unopened" | "unanswered";
const stamp = { unopened: "unopenedFollowUpAt", unanswered: "unansweredFollowUpAt" } as const;

export function createFollowUpStore(db: Db, queueMail: LeadMailQueue) {
  return {
    /** The sent versions with follow-ups on that wait for one of a kind, sent no later than its threshold. */
    async due(before: Record<Kind, Date>): Promise<{ id: number; kind: Kind; content: string }[]> {
      const waiting = (kind: Kind) =>
        db
          .selectFrom("estimates")
          .select(["id", "content"])
          .where("status", "=", "sent")
          .where("followUps", "=", 1)
          .where("followUpMails", "is not", null)
          .where("sentAt", "<=", iso(before[kind]))
          .where("firstOpenedAt", kind === "unopened" ? "is" : "is not", null)
          .where("unopenedFollowUpAt", "is", null)
          .where("unansweredFollowUpAt", "is", null)
          .execute();
      const [unopened, unanswered] = await Promise.all([waiting("unopened"), waiting("unanswered")]);
      return [
        ...unopened.map((row) => ({ ...row, kind: "unopened" as const })),
        ...unanswered.map((row) => ({ ...row, kind: "unanswered" as const })),
      ];
    },
    /**
     * Takes a version's follow-up of `kind`: stamps it and (when `send`) queues its mail, once; the
     * outbox row and the mail, or undefined when one was taken before, or it was answered, opened
     * (for the unopened kind) or turned off meanwhile.
     */
    take: (id: number, kind: Kind, before: Date, send: boolean, now: Date, until: Date) =>
      db.transaction().execute(async (trx) => {
        const taken = await trx
          .updateTable("estimates")
          .set({ [stamp[kind]]: iso(now) })
          .where("id", "=", id)
          .where("status", "=", "sent")
          .where("followUps", "=", 1)
          .where("sentAt", "<=", iso(before))
          .where("firstOpenedAt", kind === "unopened" ? "is" : "is not", null)
          // A version is followed up once, of either kind.
          .where("unopenedFollowUpAt", "is", null)
          .where("unansweredFollowUpAt", "is", null)
          .executeTakeFirst();
        if (!changed(taken) || !send) return undefined;
        const row = await trx
          .selectFrom("estimates")
          .select(["submissionId", "followUpMails", "version"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        const mail = (JSON.parse(row.followUpMails!) as Record<Kind, StoredMail>)[kind];
        const why = kind === "unopened" ? "not opened in 3 days" : "not answered in 7 days";
        await websiteNote(
          trx,
          row.submissionId,
          `Estimate ${estimateNumber(id, row.version)} followed up by e-mail (${why})`,
          now,
        );
        return { id: await queueMail(trx, row.submissionId, mail, now, until), mail };
      }),
    /** Turns a version's follow-ups on or off, as `by` (in the audit log when it changed); false for no such version. */
    choose: (id: number, on: boolean, by: string, now: Date) =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("estimates").select("followUps").where("id", "=", id).executeTakeFirst();
        if (!row) return false;
        if (Boolean(row.followUps) === on) return true;
        await trx
          .updateTable("estimates")
          .set({ followUps: on ? 1 : 0 })
          .where("id", "=", id)
          .execute();
        await auditEstimate(
          trx,
          by,
          on ? "follow-ups turned on" : "follow-ups turned off",
          id,
          (estimate) => estimate,
          now,
        );
        return true;
      }),
  };
}

export type FollowUpStore = ReturnType<typeof createFollowUpStore>;
