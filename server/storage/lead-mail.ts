// A lead's mail, both ways (issue 44): the replies sent from the office and what the business
// mailbox showed of the lead (their mail to us, the owner's from their phone), each kept once by its
// Message-ID; how far the mailbox's folders were read; and the lease that lets one process read it.
// The rules (which mail is whose) are in server/mail/imap-inbox.ts.
import { sql } from "kysely";
import { iso, stampFirstResponse, type Db } from "./database.ts";

export type LeadMail = {
  id: number;
  messageId: string;
  direction: "in" | "out";
  origin: "office" | "mailbox";
  at: string;
  sender: string;
  recipients: string;
  subject: string;
  text: string;
};
export type NewLeadMail = Omit<LeadMail, "id" | "at"> & { submissionId: number; at: Date };
/** A mail read from the mailbox for a lead; `answers`: sent by the business, it is the lead's first answer if it has none. */
export type MailboxMail = NewLeadMail & { answers: boolean };
/** Where a folder was read to: its UIDVALIDITY (a new one means its UIDs were given anew) and the last UID read. */
export type FolderPosition = { uidValidity: string; lastUid: number };
/** A lead a mail may belong to, by its address (lower-case). */
export type LeadByAddress = { id: number; email: string; createdAt: string };

/** Keeps a mail in a lead's thread; false when a mail with its Message-ID is kept already (a mail is in one thread). */
export async function insertLeadMail(trx: Db, mail: NewLeadMail) {
  const result = await trx
    .insertInto("leadMail")
    .values({ ...mail, at: iso(mail.at) })
    .onConflict((conflict) => conflict.column("messageId").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Makes `at` the lead's first answer unless it has one (never before it came in), and moves a new
 * lead on to "contacted": a reply, a call, a text, a visit or an e-mail reached them. The caller
 * holds the transaction.
 */
export async function answerLead(trx: Db, id: number, at: Date) {
  const lead = await trx
    .selectFrom("contactSubmissions")
    .select("createdAt")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await stampFirstResponse(trx, id, new Date(Math.max(at.getTime(), Date.parse(lead.createdAt))));
  await trx
    .updateTable("leads")
    .set({ stage: "contacted" })
    .where("submissionId", "=", id)
    .where("stage", "=", "new")
    .execute();
}

const LEASE_ROW = 1;

export function createLeadMailStore(db: Db) {
  return {
    /** The lead's mail, oldest first. */
    ofLead: (id: number) =>
      db
        .selectFrom("leadMail")
        .select(["id", "messageId", "direction", "origin", "at", "sender", "recipients", "subject", "text"])
        .where("submissionId", "=", id)
        .orderBy("at")
        .orderBy("id")
        .execute() as Promise<LeadMail[]>,
    /**
     * The Message-IDs of the lead's thread, oldest first: the website's mail about it (the owner's
     * notification, the client's acknowledgement, a booking's), then the mail kept here.
     */
    async thread(id: number) {
      const [website, kept] = await Promise.all([
        db.selectFrom("notifications").select("messageId").where("submissionId", "=", id).orderBy("id").execute(),
        db
          .selectFrom("leadMail")
          .select("messageId")
          .where("submissionId", "=", id)
          .orderBy("at")
          .orderBy("id")
          .execute(),
      ]);
      return [...website, ...kept].map((row) => row.messageId);
    },
    /** Which lead's thread each of these Message-IDs is in (those of no lead left out). */
    async leadsOfMessageIds(messageIds: string[]) {
      const found = new Map<string, number>();
      if (messageIds.length === 0) return found;
      const [kept, website] = await Promise.all([
        db.selectFrom("leadMail").select(["messageId", "submissionId"]).where("messageId", "in", messageIds).execute(),
        db
          .selectFrom("notifications")
          .select(["messageId", "submissionId"])
          .where("messageId", "in", messageIds)
          .where("submissionId", "is not", null)
          .execute(),
      ]);
      for (const row of [...website, ...kept]) found.set(row.messageId, Number(row.submissionId));
      return found;
    },
    /** The leads sent from these addresses (lower-case), newest first. */
    async leadsOfAddresses(addresses: string[]): Promise<LeadByAddress[]> {
      if (addresses.length === 0) return [];
      const rows = await db
        .selectFrom("contactSubmissions as s")
        .innerJoin("leads as l", "l.submissionId", "s.id")
        .select(["s.id", sql<string>`lower(s.email)`.as("email"), "s.createdAt"])
        .where(sql<string>`lower(s.email)`, "in", addresses)
        .orderBy("s.id", "desc")
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
    async folderPosition(folder: string): Promise<FolderPosition | undefined> {
      const row = await db
        .selectFrom("mailboxFolders")
        .select(["uidValidity", "lastUid"])
        .where("folder", "=", folder)
        .executeTakeFirst();
      return row && { uidValidity: row.uidValidity, lastUid: Number(row.lastUid) };
    },
    /**
     * Keeps a batch's mails and the folder's new position together: a process stopped mid-batch
     * reads the whole batch again, and one that finished never does. How many mails were new.
     */
    recordBatch: (folder: string, position: FolderPosition, mails: MailboxMail[], now: Date) =>
      db.transaction().execute(async (trx) => {
        let kept = 0;
        for (const { answers, ...mail } of mails) {
          if (!(await insertLeadMail(trx, mail))) continue;
          kept += 1;
          if (answers) await answerLead(trx, mail.submissionId, mail.at);
        }
        const values = { folder, ...position, readAt: iso(now) };
        await trx
          .insertInto("mailboxFolders")
          .values(values)
          .onConflict((conflict) => conflict.column("folder").doUpdateSet({ ...position, readAt: iso(now) }))
          .execute();
        return kept;
      }),
    /**
     * Takes (or keeps) the mailbox's lease for `holder` until `until`, unless another process holds
     * one that has not ended: whether it is theirs. Each statement stands alone; on PostgreSQL a
     * second process's update waits for the first's and then finds the lease taken.
     */
    async takeLease(holder: string, now: Date, until: Date) {
      await db
        .insertInto("mailboxLease")
        .values({ id: LEASE_ROW, holder, until: iso(now) })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .execute();
      const taken = await db
        .updateTable("mailboxLease")
        .set({ holder, until: iso(until) })
        .where("id", "=", LEASE_ROW)
        .where((eb) => eb.or([eb("holder", "=", holder), eb("until", "<=", iso(now))]))
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) > 0;
    },
    /** Gives the lease up (a process stopping), so another may read at once. */
    async releaseLease(holder: string, now: Date) {
      await db
        .updateTable("mailboxLease")
        .set({ until: iso(now) })
        .where("id", "=", LEASE_ROW)
        .where("holder", "=", holder)
        .execute();
    },
  };
}

export type LeadMailStore = ReturnType<typeof createLeadMailStore>;
