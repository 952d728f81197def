// The morning summary's storage: who chose to get it, and each day's summary taken once, with its
// mails queued in the same transaction, so two processes or a restart never send a day twice. The
// rule of who gets it and what it says is server/office/daily-summary.ts.
import { audit, doNothing, iso, type Db } from "./database.ts";
import { queueMail } from "./outbox.ts";
import type { Role } from "./database.ts";
import type { OutgoingMail } from "./types.ts";

/** A person in the office and their own choice about the summary (null: they never chose). */
export type SummaryReader = { id: number; email: string; name: string; role: Role; dailySummary: boolean | null };

export interface DailySummaryStore {
  /** Everyone who may sign in, with their choice. */
  summaryReaders(): Promise<SummaryReader[]>;
  /** Records a person's own choice, in the audit log when it changed; false when there is no such person. */
  chooseDailySummary(userId: number, wanted: boolean, now: Date): Promise<boolean>;
  /**
   * Takes `day`'s summary and queues `mails` (leased to the caller until `until`), in one
   * transaction; undefined when the day's summary was taken already (by this or another process).
   */
  takeDailySummary(day: string, mails: readonly OutgoingMail[], now: Date, until: Date): Promise<number[] | undefined>;
}

export function createDailySummaryStore(db: Db): DailySummaryStore {
  return {
    async summaryReaders() {
      const rows = await db
        .selectFrom("officeUsers")
        .select(["id", "email", "name", "role", "dailySummary"])
        .orderBy("email")
        .execute();
      return rows.map((row) => ({ ...row, dailySummary: row.dailySummary === null ? null : row.dailySummary === 1 }));
    },
    chooseDailySummary: (userId, wanted, now) =>
      db.transaction().execute(async (trx) => {
        const person = await trx
          .selectFrom("officeUsers")
          .select(["email", "dailySummary"])
          .where("id", "=", userId)
          .executeTakeFirst();
        if (!person) return false;
        const choice = wanted ? 1 : 0;
        if (person.dailySummary === choice) return true;
        await trx.updateTable("officeUsers").set({ dailySummary: choice }).where("id", "=", userId).execute();
        const action = wanted ? "morning summary turned on" : "morning summary turned off";
        await audit(trx, person.email, action, "", now, "/office/summary");
        return true;
      }),
    takeDailySummary: (day, mails, now, until) =>
      db.transaction().execute(async (trx) => {
        const taken = await trx
          .insertInto("dailySummaries")
          .values({ day, takenAt: iso(now), mails: mails.length })
          .onConflict(doNothing)
          .returning("day")
          .executeTakeFirst();
        if (!taken) return undefined;
        const ids: number[] = [];
        for (const mail of mails) ids.push(await queueMail(trx, {}, mail, now, until));
        return ids;
      }),
  };
}
