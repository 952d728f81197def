// The office's queries (people, sign-in codes, sessions, the audit log, leads), written once for
// both engines on the store's own Kysely instance; the rules they serve are in server/office/.
import { timingSafeEqual } from "node:crypto";
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from "kysely";
import {
  audit,
  auditLead,
  leadLink,
  stampFirstResponse,
  type Database,
  type Engine,
  type LeadEventKind,
  type Role,
} from "./database.ts";
import type { StaffRights } from "../office/rights.ts";
import {
  answeredStages,
  leadActivities,
  openStages,
  type LeadActivity,
  type LeadSource,
  type LeadStage,
} from "../../common/office.ts";
import { phoneKey } from "../../common/phone.ts";
import { answerLead, insertLeadMail, type NewLeadMail } from "./lead-mail.ts";
import type { LeadOrigin, NewSubmission, OutgoingMail } from "./types.ts";

export type { Role };
/** Whether a person may be removed or given another role, seeing how many owners the office has (server/office/). */
export type PersonChangeRule = (person: OfficeUser, owners: number) => boolean;
/** A person in the office; `name` is empty (or, in a test's literal, left out) until an owner gives one: their address is shown instead. */
export type OfficeUser = {
  id: number;
  email: string;
  role: Role;
  createdAt: string;
  name?: string;
  /** What a staff member may do (server/office/rights.ts); left out in a test's literal: the default. */
  staffRights?: StaffRights;
};
/** A signed-in person, and when their session began: the sign-in that started it, their last proof. */
export type SessionPerson = OfficeUser & { signedInAt: string };
export type LeadEvent = {
  id: number;
  at: string;
  author: string;
  kind: LeadEventKind;
  stage: LeadStage | null;
  text: string;
};
export type LeadRow = {
  id: number;
  kind: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  stage: LeadStage;
  lostReason: string | null;
  firstResponseAt: string | null;
  /** Where a lead entered by hand came from ('' for the website's), and who entered it. */
  source: string;
  enteredBy: string | null;
  /** The day to follow it up (YYYY-MM-DD), and the next step. */
  followUpOn: string | null;
  nextAction: string;
} & Partial<LeadOrigin>;
/** The kept lead's values after a merge (server/office/merge.ts decides them) and the note its history gets. */
export type MergedValues = Omit<LeadRow, "id" | "kind" | "name" | "message"> & { note: string };
/** A lead entered by hand in the office; `again`, what its person's open lead is told instead, when they have one. */
export type LeadEntry = {
  name: string;
  email: string;
  phone: string;
  message: string;
  source: LeadSource;
  again: string;
  /** How the office already answered them (they called, they came in): logged as the first answer. */
  answeredBy?: LeadActivity;
};
/** One lead as the sources report counts it: when it came, from where, how far it got. */
export type LeadSourceRow = {
  createdAt: string;
  heardFrom: string | null;
  /** Where a lead entered by hand came from ('' for the website's). */
  source: string;
  /** The landing page's campaign tags and the linking site's host, as kept (null for none). */
  utmSource: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  stage: LeadStage;
  booked: number;
};
export type LeadFilter = {
  stage?: LeadStage;
  /** Only leads at one of these stages (the open ones, or all but spam). */
  stages?: readonly LeadStage[];
  /** Only leads with no first answer and no consultation booked: the ones waiting for the office. */
  waiting?: boolean;
  /** Only leads to follow up on this day (YYYY-MM-DD) or before. */
  followUpBy?: string;
  /** Newest first (the default), oldest first (who waited longest), or by follow-up day. */
  order?: "newest" | "oldest" | "followUp";
  search?: string;
  /** A project type from the forms' list: the stored message's first line names it. */
  projectType?: string;
  /** Received at or after `from` and before `to`. */
  from?: Date;
  to?: Date;
  /** A value of "How did you hear about us?" (common/enquiry.ts). */
  heardFrom?: string;
  /** The landing page's campaign tags, each as kept. */
  utmSource?: string;
  utmCampaign?: string;
  limit: number;
};

/** How many code requests and wrong codes one client address may make in `windowMs`, and codes one address may get. */
export type SignInLimits = {
  perClient: number;
  perAddress: number;
  /** Codes mailed to one address in the window from every client together (a known device aside). */
  perAddressAllClients: number;
  /** Wrong codes typed for one address in the window by every client together. */
  wrongTriesAllClients: number;
  windowMs: number;
  wrongTries: number;
};

export type CodeRequest =
  | { outcome: "queued"; notificationId: number }
  | {
      outcome: "capped";
      firstCap: boolean;
      /** The ceiling of every client together, not this one's share. */ fromMany: boolean;
    }
  | { outcome: "unknown" | "rateLimited" };
/** The audit log's action when a client has had its share of codes for an address. */
export const CODES_CAPPED = "sign-in codes capped";
export type CodeRedemption = { outcome: "signedIn"; user: OfficeUser } | { outcome: "wrong" | "rateLimited" };

const iso = (date: Date) => date.toISOString();
/** Two hex hashes compared in constant time: how long a wrong code takes says nothing of how near it was. */
const sameHash = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a, "hex"), Buffer.from(b, "hex")];
  return x.length === y.length && timingSafeEqual(x, y);
};
const count = sql<number>`COUNT(*)`.as("count");

/** The characters people write phone numbers with, besides the digits. */
const PHONE_PUNCTUATION = [" ", "(", ")", "-", ".", "+"];
/** A phone column as digits alone, in SQL both engines speak. */
const bareNumber = (column: RawBuilder<unknown>) =>
  PHONE_PUNCTUATION.reduce((inner, mark) => sql`replace(${inner}, ${mark}, '')`, sql`${column}`);
/**
 * A search that is a phone number, however it was typed ("4075550101", "+1 407 555 0101"), as the
 * digits to find in a stored number: the last ten, so a country code does not matter. Undefined for
 * anything else, or for fewer than three digits.
 */
export function phoneDigits(search: string) {
  let digits = search;
  for (const mark of PHONE_PUNCTUATION) digits = digits.replaceAll(mark, "");
  return /^\d{3,}$/.test(digits) ? digits.slice(-10) : undefined;
}
/**
 * Text as the office's search compares it: lowercase, accents and other marks left off, so
 * "jose nunez" finds "José Núñez" on both engines (SQLite's lower() knows only ASCII letters).
 */
export const searchFolded = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
/**
 * What the search looks in for an enquiry: its name, e-mail, phone (also as its digits alone, so a
 * number however typed finds a merged lead's other number) and message.
 */
export const submissionSearchText = ({ name, email, phone, message }: NewSubmission) =>
  searchFolded([name, email, phone, phone.replace(/\D/g, ""), message].join("\n"));
const USER = ["id", "email", "role", "createdAt", "name", "staffRights"] as const;
/** The office's addresses the audit log links to (what an entry is about; a lead's is `leadLink`). */
const PEOPLE = "/office/people";
const LEAD = [
  "s.id",
  "s.kind",
  "s.name",
  "s.email",
  "s.phone",
  "s.message",
  "s.createdAt",
  "l.stage",
  "l.lostReason",
  "l.firstResponseAt",
  "l.source",
  "l.enteredBy",
  "l.followUpOn",
  "l.nextAction",
  // Where it came from (common/campaign.ts).
  "l.heardFrom",
  "l.utmSource",
  "l.utmMedium",
  "l.utmCampaign",
  "l.gclid",
  "l.referrer",
] as const;

type Trx = Kysely<Database>;

const leadRows = (trx: Trx) =>
  trx.selectFrom("contactSubmissions as s").innerJoin("leads as l", "l.submissionId", "s.id").select(LEAD);
/**
 * The newest lead still being worked (not won, lost or spam) of the person with this address or
 * number: where what they ask for again (entered by hand, booked by phone) belongs.
 */
export const openLeadOf = (trx: Trx, { email, phone }: { email: string; phone: string }) => {
  const address = email.trim().toLowerCase();
  const digits = phoneKey(phone);
  if (!address && !digits) return Promise.resolve(undefined);
  return leadRows(trx)
    .where("l.stage", "in", openStages)
    .where((eb) =>
      eb.or([
        ...(address ? [sql<boolean>`lower(s.email) = ${address}`] : []),
        ...(digits ? [sql<boolean>`${bareNumber(sql.ref("s.phone"))} LIKE ${`%${digits}`}`] : []),
      ]),
    )
    .orderBy("s.id", "desc")
    .executeTakeFirst();
};

/** A lead with no consultation booked (a booking, and any change the office makes to it, answers the lead). */
const notBooked = (eb: ExpressionBuilder<Database & { s: Database["contactSubmissions"] }, "s">) =>
  eb.not(eb.exists(eb.selectFrom("bookings as b").select("b.id").whereRef("b.submissionId", "=", "s.id")));
type Queue = (db: Trx, mail: OutgoingMail, now: Date, until: Date) => Promise<number>;

export function createOfficeStore(db: Trx, engine: Engine, queueMail: Queue) {
  const transaction = <T>(work: (trx: Trx) => Promise<T>) => db.transaction().execute(work);
  const since = (now: Date, ms: number) => iso(new Date(now.getTime() - ms));
  /** Whether `clientAddress` still has attempts left in the window (its transactions queue behind this one). */
  async function clientMayTry(trx: Trx, clientAddress: string, limits: SignInLimits, now: Date) {
    await engine.lock(trx, "address", `office:${clientAddress}`);
    const recent = trx.selectFrom("officeAttempts").select(count).where("clientAddress", "=", clientAddress);
    const { count: made } = await recent.where("createdAt", ">", since(now, limits.windowMs)).executeTakeFirstOrThrow();
    return Number(made) < limits.perClient;
  }
  /** One attempt of `clientAddress`: a code request, or a wrong code for `email`. */
  const recordAttempt = (trx: Trx, clientAddress: string, now: Date, email: string | null = null) =>
    trx
      .insertInto("officeAttempts")
      .values({ clientAddress, createdAt: iso(now), email })
      .execute();
  /** The wrong codes typed for `email` in the window: by `clientAddress`, or by every client. */
  async function wrongTriesAt(trx: Trx, email: string, limits: SignInLimits, now: Date, clientAddress?: string) {
    let tries = trx
      .selectFrom("officeAttempts")
      .select(count)
      .where("email", "=", email)
      .where("createdAt", ">", since(now, limits.windowMs));
    if (clientAddress !== undefined) tries = tries.where("clientAddress", "=", clientAddress);
    return Number((await tries.executeTakeFirstOrThrow()).count);
  }
  /** Counts (and records) one attempt of `clientAddress`; false when it already had its share. */
  async function admitClient(trx: Trx, clientAddress: string, limits: SignInLimits, now: Date) {
    if (!(await clientMayTry(trx, clientAddress, limits, now))) return false;
    await recordAttempt(trx, clientAddress, now);
    return true;
  }
  /** Whether `allowed` lets `person` be changed, seeing how many owners there are (changes to people queue here). */
  async function mayChange(trx: Trx, person: OfficeUser, allowed: PersonChangeRule) {
    await engine.lock(trx, "address", "office owners");
    const owners = trx.selectFrom("officeUsers").select(count).where("role", "=", "owner");
    return allowed(person, Number((await owners.executeTakeFirstOrThrow()).count));
  }
  const userBy = (trx: Trx, email: string) =>
    trx.selectFrom("officeUsers").select(USER).where("email", "=", email).executeTakeFirst();
  const leadQuery = (trx: Trx = db) => leadRows(trx);
  /** The answer an entry by hand says was given (a call, a visit), logged as one is on the lead's page. */
  async function answeredAtEntry(trx: Trx, id: number, entry: LeadEntry, author: string, now: Date) {
    if (!entry.answeredBy) return;
    const text = "Answered as they were entered.";
    await addEvent(trx, id, { author, kind: entry.answeredBy, stage: null, text }, now, now);
    await answerLead(trx, id, now);
  }
  /** Records an event of the lead's at `at`, the lead changed `now`; the caller holds the transaction. */
  async function addEvent(trx: Trx, id: number, event: Omit<LeadEvent, "id" | "at">, at: Date, now: Date) {
    await trx
      .insertInto("leadEvents")
      .values({ ...event, submissionId: id, at: iso(at) })
      .execute();
    await trx
      .updateTable("leads")
      .set({ updatedAt: iso(now) })
      .where("submissionId", "=", id)
      .execute();
  }
  /** Stamps the lead's first response once, and records the event; the caller holds the transaction. */
  async function respond(trx: Trx, id: number, event: Omit<LeadEvent, "id" | "at">, now: Date) {
    await addEvent(trx, id, event, now, now);
    await stampFirstResponse(trx, id, now);
  }

  return {
    // People.
    listUsers: () => db.selectFrom("officeUsers").select(USER).orderBy("email").execute(),
    findUser: (email: string) => userBy(db, email),
    /** On a fresh install (no one yet) `email` becomes the owner. */
    async ensureOwner(email: string, now: Date) {
      await transaction(async (trx) => {
        const { count: people } = await trx.selectFrom("officeUsers").select(count).executeTakeFirstOrThrow();
        if (Number(people) > 0) return;
        // Several processes may start on a fresh database at once: the first one's owner stands.
        const added = await trx
          .insertInto("officeUsers")
          .values({ email, role: "owner", createdAt: iso(now) })
          .onConflict((conflict) => conflict.column("email").doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return;
        await audit(trx, "setup", "account added", `${email} (owner, MAIL_TO on a fresh install)`, now);
      });
    },
    /**
     * Adds the person, or changes their role and (when one is given) their name; "added", "changed",
     * "unchanged", or "refused" (by `allowed`). A person added gets `invitation` (queued in the same
     * transaction, leased until its `until`: its id is `invited`), so no one is added untold.
     */
    /**
     * Adds a person, or changes someone's role or name. No `role`: someone known keeps theirs,
     * someone new is staff. "renamed" when only the name changed, "changed" when the role did.
     */
    saveUser: async (
      email: string,
      roleAsked: Role | undefined,
      actor: string,
      now: Date,
      allowed: PersonChangeRule,
      { name = "", invitation }: { name?: string; invitation?: { mail: OutgoingMail; until: Date } } = {},
    ): Promise<{ outcome: "added" | "changed" | "renamed" | "unchanged" | "refused"; invited?: number }> =>
      transaction(async (trx) => {
        const existing = await userBy(trx, email);
        const role = roleAsked ?? existing?.role ?? "staff";
        const renamed = existing !== undefined && name !== "" && existing.name !== name;
        if (existing?.role === role && !renamed) return { outcome: "unchanged" as const };
        if (existing && existing.role !== role && !(await mayChange(trx, existing, allowed)))
          return { outcome: "refused" as const };
        if (existing) {
          await trx
            .updateTable("officeUsers")
            .set({ role, ...(renamed && { name }) })
            .where("id", "=", existing.id)
            .execute();
          const roleChanged = existing.role !== role;
          await audit(trx, actor, roleChanged ? "role changed" : "name changed", `${email} (${role})`, now, PEOPLE);
          return { outcome: roleChanged ? ("changed" as const) : ("renamed" as const) };
        }
        await trx
          .insertInto("officeUsers")
          .values({ email, role, name, createdAt: iso(now) })
          .execute();
        await audit(trx, actor, "account added", `${email} (${role})`, now, PEOPLE);
        const invited = invitation && (await queueMail(trx, invitation.mail, now, invitation.until));
        return { outcome: "added" as const, invited };
      }),
    /**
     * Sets what a staff member may do, with its line in the audit log; "unchanged" when it was so
     * already, "unknown" for no one's address, "owner" for an owner (who may do everything).
     */
    setStaffRights: (email: string, rights: StaffRights, label: string, actor: string, now: Date) =>
      transaction(async (trx) => {
        const existing = await userBy(trx, email);
        if (!existing) return "unknown" as const;
        if (existing.role === "owner") return "owner" as const;
        if (existing.staffRights === rights) return "unchanged" as const;
        await trx.updateTable("officeUsers").set({ staffRights: rights }).where("id", "=", existing.id).execute();
        await audit(trx, actor, "rights changed", `${email}: ${label}`, now, PEOPLE);
        return "changed" as const;
      }),
    /** Removes the person and ends their sessions at once, unless `allowed` refuses ("refused"). */
    removeUser: (email: string, actor: string, now: Date, allowed: PersonChangeRule) =>
      transaction(async (trx) => {
        const existing = await userBy(trx, email);
        if (!existing) return "unknown" as const;
        if (!(await mayChange(trx, existing, allowed))) return "refused" as const;
        await trx.deleteFrom("officeSessions").where("userId", "=", existing.id).execute();
        await trx.deleteFrom("officePasskeys").where("userId", "=", existing.id).execute();
        await trx.deleteFrom("officeChallenges").where("userId", "=", existing.id).execute();
        await trx.deleteFrom("officeUsers").where("id", "=", existing.id).execute();
        await audit(trx, actor, "account removed", email, now, PEOPLE);
        return "removed" as const;
      }),

    // Sign-in codes.
    /**
     * Issues a code for `email` (its hash; the client's earlier codes of the address stop working)
     * and queues its mail, unless the client address has had its share of attempts ("rateLimited"),
     * the address is no one's ("unknown": nothing stored, nothing sent) or has had its share of
     * codes from this client ("capped"; `firstCap` when that is news in the window, recorded in the
     * audit log, so the address's owner is told once). Codes are counted per (address, client): no
     * other client's requests spend the owner's; and per address over every client, a ceiling that
     * a `knownDevice` (a browser the address signed in on) passes. A known and an unknown address
     * do the same work: the code and its mail are written either way, and taken back unless they
     * are to be sent.
     */
    requestCode: (
      request: { email: string; codeHash: string; clientAddress: string; knownDevice: boolean },
      mail: OutgoingMail,
      limits: SignInLimits & { validMs: number },
      now: Date,
      until: Date,
    ): Promise<CodeRequest> =>
      transaction(async (trx) => {
        if (!(await admitClient(trx, request.clientAddress, limits, now))) return { outcome: "rateLimited" };
        const user = await userBy(trx, request.email);
        await engine.lock(trx, "recipient", `office:${request.email}`);
        const codes = trx
          .selectFrom("officeCodes")
          .select(count)
          .where("email", "=", request.email)
          .where("createdAt", ">", since(now, limits.windowMs));
        const issued = (await codes.where("clientAddress", "=", request.clientAddress).executeTakeFirstOrThrow()).count;
        const issuedToAll = (await codes.executeTakeFirstOrThrow()).count;
        const cappedForClient = Number(issued) >= limits.perAddress;
        const cappedForAll = !request.knownDevice && Number(issuedToAll) >= limits.perAddressAllClients;
        const capped = cappedForClient || cappedForAll;
        await sql`SAVEPOINT code`.execute(trx);
        const values = {
          email: request.email,
          codeHash: request.codeHash,
          clientAddress: request.clientAddress,
          createdAt: iso(now),
          expiresAt: iso(new Date(now.getTime() + limits.validMs)),
        };
        await trx.insertInto("officeCodes").values(values).execute();
        const notificationId = await queueMail(trx, mail, now, until);
        if (user && !capped) {
          await sql`RELEASE SAVEPOINT code`.execute(trx);
          return { outcome: "queued", notificationId };
        }
        await sql`ROLLBACK TO SAVEPOINT code`.execute(trx);
        if (!user) return { outcome: "unknown" };
        // One notice per address in the window, however many clients reach their caps.
        const told = await trx
          .selectFrom("officeAudit")
          .select(count)
          .where("action", "=", CODES_CAPPED)
          .where("actor", "=", request.email)
          .where("at", ">", since(now, limits.windowMs))
          .executeTakeFirstOrThrow();
        const fromMany = !cappedForClient;
        if (Number(told.count) > 0) return { outcome: "capped", firstCap: false, fromMany };
        const detail = fromMany
          ? `${limits.perAddressAllClients} codes in an hour asked for from several clients, the last ${request.clientAddress}; codes go only to devices signed in on before; the owner of the address was told`
          : `${limits.perAddress} codes in an hour asked for from ${request.clientAddress}; the owner of the address was told`;
        await audit(trx, request.email, CODES_CAPPED, detail, now);
        return { outcome: "capped", firstCap: true, fromMany };
      }),
    /** Queues a notice to a person (the capped codes' notice) and answers its outbox row for sending now. */
    queueNotice: (mail: OutgoingMail, now: Date, until: Date) => queueMail(db, mail, now, until),
    /**
     * Spends a code of `email` when it is live and its hash is `codeHash`, and starts a session
     * (`tokenHash`), ending `replacing` (the session cookie the browser came with, if any). A client
     * over its share is refused before any comparison. The code compared is the newest this client
     * asked for while it is valid (once used, expired or dead, no older one works again), or, for a
     * client that asked for none (the owner's phone on another network), the address's newest. A
     * wrong code counts against the client, and against the code only when the client asked for
     * it: another client's wrong tries count against that client and address (`wrongTries` an
     * hour), never against the owner's code. Past `wrongTriesAllClients` wrong codes for the
     * address from every client together, only the client that asked or a `knownDevice` compares.
     */
    redeemCode: (
      attempt: {
        email: string;
        codeHash: string;
        clientAddress: string;
        knownDevice: boolean;
        tokenHash: string;
        replacing?: string;
      },
      limits: SignInLimits,
      now: Date,
    ): Promise<CodeRedemption> =>
      transaction(async (trx) => {
        if (!(await clientMayTry(trx, attempt.clientAddress, limits, now))) return { outcome: "rateLimited" };
        const newest = (client?: string) => {
          let query = trx
            .selectFrom("officeCodes")
            .select(["id", "codeHash", "usedAt", "expiresAt", "wrongTries", "clientAddress"])
            .where("email", "=", attempt.email);
          if (client !== undefined) query = query.where("clientAddress", "=", client);
          return query.orderBy("id", "desc").limit(1).$call(engine.forUpdate).executeTakeFirst();
        };
        const own = await newest(attempt.clientAddress);
        const code = own && own.expiresAt > iso(now) ? own : await newest();
        const asked = code?.clientAddress === attempt.clientAddress;
        const live = code && code.usedAt === null && code.expiresAt > iso(now) && code.wrongTries < limits.wrongTries;
        const stranger = async () =>
          (await wrongTriesAt(trx, attempt.email, limits, now, attempt.clientAddress)) < limits.wrongTries &&
          (attempt.knownDevice || (await wrongTriesAt(trx, attempt.email, limits, now)) < limits.wrongTriesAllClients);
        const mayCompare = live && (asked || (await stranger()));
        const user = mayCompare && (await userBy(trx, attempt.email));
        if (live && user && sameHash(code.codeHash, attempt.codeHash)) {
          await trx
            .updateTable("officeCodes")
            .set({ usedAt: iso(now) })
            .where("email", "=", attempt.email)
            .where("usedAt", "is", null)
            .execute();
          if (attempt.replacing)
            await trx.deleteFrom("officeSessions").where("tokenHash", "=", attempt.replacing).execute();
          const session = { tokenHash: attempt.tokenHash, userId: user.id, createdAt: iso(now), lastSeenAt: iso(now) };
          await trx.insertInto("officeSessions").values(session).execute();
          await audit(trx, user.email, "signed in", "with an e-mailed code", now);
          return { outcome: "signedIn", user };
        }
        await recordAttempt(trx, attempt.clientAddress, now, attempt.email);
        if (code && asked) {
          const wrong = trx.updateTable("officeCodes").set({ wrongTries: sql<number>`wrong_tries + 1` });
          await wrong.where("id", "=", code.id).execute();
        }
        return { outcome: "wrong" };
      }),

    // Sessions.
    /**
     * The session's person and its start, while it is within `idleMs` of its last use and `maxMs`
     * of its start; its use is recorded.
     */
    async findSession(
      tokenHash: string,
      limits: { idleMs: number; maxMs: number; touchMs: number },
      now: Date,
    ): Promise<SessionPerson | undefined> {
      const row = await db
        .selectFrom("officeSessions as x")
        .innerJoin("officeUsers as u", "u.id", "x.userId")
        .select([
          "u.id",
          "u.email",
          "u.role",
          "u.createdAt",
          "u.name",
          "u.staffRights",
          "x.lastSeenAt",
          "x.createdAt as signedInAt",
        ])
        .where("x.tokenHash", "=", tokenHash)
        .where("x.lastSeenAt", ">", since(now, limits.idleMs))
        .where("x.createdAt", ">", since(now, limits.maxMs))
        .executeTakeFirst();
      if (!row) return undefined;
      // Written at most every touchMs, not on every page.
      if (row.lastSeenAt <= since(now, limits.touchMs))
        await db
          .updateTable("officeSessions")
          .set({ lastSeenAt: iso(now) })
          .where("tokenHash", "=", tokenHash)
          .execute();
      const { lastSeenAt: _seen, ...person } = row;
      return person as SessionPerson;
    },
    /**
     * Deletes what sign-in no longer needs: codes and attempts past the limits' window (they count
     * until then), spent ceremonies' expired challenges, sessions past their idle or longest life.
     * Answers how many rows went.
     */
    prune: (limits: { windowMs: number; idleMs: number; maxMs: number }, now: Date) =>
      transaction(async (trx) => {
        const removed = await Promise.all([
          trx.deleteFrom("officeCodes").where("createdAt", "<=", since(now, limits.windowMs)).executeTakeFirst(),
          trx.deleteFrom("officeAttempts").where("createdAt", "<=", since(now, limits.windowMs)).executeTakeFirst(),
          trx.deleteFrom("officeChallenges").where("expiresAt", "<=", iso(now)).executeTakeFirst(),
          trx
            .deleteFrom("officeSessions")
            .where((eb) =>
              eb.or([
                eb("lastSeenAt", "<=", since(now, limits.idleMs)),
                eb("createdAt", "<=", since(now, limits.maxMs)),
              ]),
            )
            .executeTakeFirst(),
        ]);
        return removed.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
      }),
    endSession: (tokenHash: string, actor: string, now: Date) =>
      transaction(async (trx) => {
        await trx.deleteFrom("officeSessions").where("tokenHash", "=", tokenHash).execute();
        await audit(trx, actor, "signed out", "", now);
      }),
    endAllSessions: (user: OfficeUser, now: Date) =>
      transaction(async (trx) => {
        await trx.deleteFrom("officeSessions").where("userId", "=", user.id).execute();
        await audit(trx, user.email, "signed out everywhere", "", now);
      }),
    /** Records a change made elsewhere (a booking cancelled or moved, a time blocked) in the audit log. */
    recordAudit: (actor: string, action: string, detail: string, now: Date, link: string | null = null) =>
      audit(db, actor, action, detail, now, link),
    listAudit: (limit: number) => db.selectFrom("officeAudit").selectAll().orderBy("id", "desc").limit(limit).execute(),

    // Passkeys.
    /**
     * Keeps a ceremony's challenge until `expiresAt`, unless `client` already holds `perClient` live
     * ones (false: nothing written); expired ones are swept here.
     */
    saveChallenge: (
      challenge: string,
      purpose: "register" | "sign-in",
      userId: number | null,
      now: Date,
      expiresAt: Date,
      client: { clientAddress: string; perClient: number } = { clientAddress: "", perClient: Infinity },
    ) =>
      transaction(async (trx) => {
        await trx.deleteFrom("officeChallenges").where("expiresAt", "<=", iso(now)).execute();
        const { clientAddress, perClient } = client;
        await engine.lock(trx, "address", `office-challenges:${clientAddress}`);
        const { count: held } = await trx
          .selectFrom("officeChallenges")
          .select(count)
          .where("clientAddress", "=", clientAddress)
          .executeTakeFirstOrThrow();
        if (Number(held) >= perClient) return false;
        await trx
          .insertInto("officeChallenges")
          .values({ challenge, purpose, userId, clientAddress, expiresAt: iso(expiresAt) })
          .execute();
        return true;
      }),
    /** Spends a live challenge of this purpose (and person): true once, false ever after. */
    async takeChallenge(challenge: string, purpose: "register" | "sign-in", userId: number | null, now: Date) {
      let query = db
        .deleteFrom("officeChallenges")
        .where("challenge", "=", challenge)
        .where("purpose", "=", purpose)
        .where("expiresAt", ">", iso(now));
      query = userId === null ? query.where("userId", "is", null) : query.where("userId", "=", userId);
      return Number((await query.executeTakeFirst()).numDeletedRows) === 1;
    },
    listPasskeys: (userId: number) =>
      db
        .selectFrom("officePasskeys")
        .select(["id", "label", "createdAt", "lastUsedAt", "transports"])
        .where("userId", "=", userId)
        .orderBy("createdAt")
        .execute(),
    savePasskey: (
      passkey: { id: string; userId: number; publicKey: string; counter: number; transports: string; label: string },
      actor: string,
      now: Date,
    ) =>
      transaction(async (trx) => {
        await trx
          .insertInto("officePasskeys")
          .values({ ...passkey, createdAt: iso(now) })
          .execute();
        await audit(trx, actor, "passkey added", passkey.label, now);
      }),
    /** A passkey with its person, for signing in. */
    findPasskey: (id: string) =>
      db
        .selectFrom("officePasskeys as p")
        .innerJoin("officeUsers as u", "u.id", "p.userId")
        .select([
          "p.id",
          "p.publicKey",
          "p.counter",
          "p.transports",
          "u.id as userId",
          "u.email",
          "u.role",
          "u.createdAt",
          "u.name",
        ])
        .where("p.id", "=", id)
        .executeTakeFirst(),
    /** Records a sign-in with a passkey: its new counter, and a new session (ending `replacing`). */
    passkeySignIn: (
      passkey: { id: string; counter: number },
      user: OfficeUser,
      session: { tokenHash: string; replacing?: string },
      now: Date,
    ) =>
      transaction(async (trx) => {
        await trx
          .updateTable("officePasskeys")
          .set({ counter: passkey.counter, lastUsedAt: iso(now) })
          .where("id", "=", passkey.id)
          .execute();
        if (session.replacing)
          await trx.deleteFrom("officeSessions").where("tokenHash", "=", session.replacing).execute();
        await trx
          .insertInto("officeSessions")
          .values({ tokenHash: session.tokenHash, userId: user.id, createdAt: iso(now), lastSeenAt: iso(now) })
          .execute();
        await audit(trx, user.email, "signed in", "with a passkey", now);
      }),
    removePasskey: (id: string, user: OfficeUser, now: Date) =>
      transaction(async (trx) => {
        const removed = await trx
          .deleteFrom("officePasskeys")
          .where("id", "=", id)
          .where("userId", "=", user.id)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return false;
        await audit(trx, user.email, "passkey removed", "", now);
        return true;
      }),

    // Settings (JSON text by name).
    readSetting: async (name: string) =>
      (await db.selectFrom("officeSettings").select("value").where("name", "=", name).executeTakeFirst())?.value,
    /** Stores `value` under `name` unless something is stored there already (the first start's seed). */
    seedSetting: (name: string, value: string, now: Date) =>
      db
        .insertInto("officeSettings")
        .values({ name, value, updatedAt: iso(now), updatedBy: "setup" })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute(),
    /**
     * Reads the setting (locked against simultaneous changes), lets `change` make the new value,
     * and stores it with an audit entry (linking the page it is changed on); nothing when `change`
     * answers undefined.
     */
    changeSetting: (
      name: string,
      change: (
        current: string | undefined,
      ) => { value: string; action: string; detail: string; link: string } | undefined,
      actor: string,
      now: Date,
    ) =>
      transaction(async (trx) => {
        const row = await trx
          .selectFrom("officeSettings")
          .select("value")
          .where("name", "=", name)
          .$call(engine.forUpdate)
          .executeTakeFirst();
        const changed = change(row?.value);
        if (!changed) return false;
        await trx
          .insertInto("officeSettings")
          .values({ name, value: changed.value, updatedAt: iso(now), updatedBy: actor })
          .onConflict((conflict) =>
            conflict.column("name").doUpdateSet({ value: changed.value, updatedAt: iso(now), updatedBy: actor }),
          )
          .execute();
        await audit(trx, actor, changed.action, changed.detail, now, changed.link);
        return true;
      }),

    // Leads.
    async listLeads(filter: LeadFilter): Promise<LeadRow[]> {
      const {
        stage,
        stages,
        waiting,
        followUpBy,
        order = "newest",
        search,
        projectType,
        from,
        to,
        heardFrom,
        utmSource,
        utmCampaign,
        limit,
      } = filter;
      let query = leadQuery();
      if (stage) query = query.where("l.stage", "=", stage);
      if (stages) query = query.where("l.stage", "in", stages);
      if (waiting) query = query.where("l.firstResponseAt", "is", null).where(notBooked);
      if (followUpBy) query = query.where("l.followUpOn", "<=", followUpBy);
      // A lead entered by hand was not asked the question: the source it was entered with answers it
      // where the two lists share a value (Houzz, a yard sign, a past client, other).
      if (heardFrom)
        query = query.where((eb) =>
          eb.or([
            eb("l.heardFrom", "=", heardFrom),
            eb.and([eb("l.heardFrom", "is", null), eb("l.source", "=", heardFrom)]),
          ]),
        );
      if (utmSource) query = query.where("l.utmSource", "=", utmSource);
      if (utmCampaign) query = query.where("l.utmCampaign", "=", utmCampaign);
      if (projectType) query = query.where("s.message", "like", `Project Type: ${projectType}\n%`);
      if (from) query = query.where("s.createdAt", ">=", iso(from));
      if (to) query = query.where("s.createdAt", "<", iso(to));
      if (search) {
        const pattern = `%${searchFolded(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const digits = phoneDigits(search);
        query = query.where((eb) =>
          eb.or([
            sql<boolean>`s.search_text LIKE ${pattern} ESCAPE '\\'`,
            ...(digits
              ? [
                  sql<boolean>`${bareNumber(sql.ref("s.phone"))} LIKE ${`%${digits}%`}`,
                  sql<boolean>`s.search_text LIKE ${`%${digits}%`}`,
                ]
              : []),
          ]),
        );
      }
      const ordered =
        order === "oldest"
          ? query.orderBy("s.id", "asc")
          : order === "followUp"
            ? query.orderBy("l.followUpOn", "asc").orderBy("s.id", "asc")
            : query.orderBy("s.id", "desc");
      return (await ordered.limit(limit).execute()) as LeadRow[];
    },
    findLead: async (id: number) =>
      (await leadQuery().where("s.id", "=", id).executeTakeFirst()) as LeadRow | undefined,
    /**
     * The other leads of the person who sent `lead`, newest first: the same address (any case) or
     * the same phone number (phoneKey), as the inbox groups them.
     */
    async sameSender(lead: Pick<LeadRow, "id" | "email" | "phone">, limit: number) {
      const digits = phoneKey(lead.phone);
      const rows = await leadQuery()
        .where("s.id", "!=", lead.id)
        .where((eb) =>
          eb.or([
            // An address left blank (a lead entered by hand with a phone only) is nobody's.
            ...(lead.email.trim() ? [sql<boolean>`lower(s.email) = ${lead.email.trim().toLowerCase()}`] : []),
            ...(digits ? [sql<boolean>`${bareNumber(sql.ref("s.phone"))} LIKE ${`%${digits}`}`] : []),
          ]),
        )
        .orderBy("s.id", "desc")
        .limit(limit)
        .execute();
      return rows as LeadRow[];
    },
    leadEvents: (id: number) =>
      db
        .selectFrom("leadEvents")
        .select(["id", "at", "author", "kind", "stage", "text"])
        .where("submissionId", "=", id)
        // A call logged afterwards takes its place by when it happened.
        .orderBy("at")
        .orderBy("id")
        .execute() as Promise<LeadEvent[]>,
    /** Moves the lead to `stage` (with the reason when lost); false when it is no lead or already there. */
    setStage: (id: number, stage: LeadStage, lostReason: string | null, author: string, now: Date) =>
      transaction(async (trx) => {
        const lead = await trx
          .selectFrom("leads")
          .select(["stage", "lostReason"])
          .where("submissionId", "=", id)
          .$call(engine.forUpdate)
          .executeTakeFirst();
        if (!lead || (lead.stage === stage && lead.lostReason === lostReason)) return false;
        const { name } = await trx
          .selectFrom("contactSubmissions")
          .select("name")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        await trx.updateTable("leads").set({ stage, lostReason }).where("submissionId", "=", id).execute();
        // Moving a lead on says it was answered; marking it lost or spam (or new again) does not.
        const event = { author, kind: "stage", stage, text: lostReason ?? "" } as const;
        if (answeredStages.includes(stage)) await respond(trx, id, event, now);
        else await addEvent(trx, id, event, now, now);
        await audit(
          trx,
          author,
          "lead stage changed",
          `#${id} ${name}: ${lead.stage} → ${stage}${lostReason ? ` (${lostReason})` : ""}`,
          now,
          leadLink(id),
        );
        return true;
      }),
    addNote: (id: number, text: string, author: string, now: Date) =>
      transaction(async (trx) => {
        const lead = await trx.selectFrom("leads").select("stage").where("submissionId", "=", id).executeTakeFirst();
        if (!lead) return false;
        // A note is the office's own: it answers nobody.
        await addEvent(trx, id, { author, kind: "note", stage: null, text }, now, now);
        await auditLead(trx, author, "note added", id, "", now);
        return true;
      }),
    /**
     * Queues a reply to the lead's sender (`mail`) and records it in the lead's history, a first
     * response too, and in its thread (`sent`, by its Message-ID); the outbox row's id, or undefined
     * when there is no such lead.
     */
    reply: (id: number, text: string, author: string, mail: OutgoingMail, now: Date, until: Date, sent: NewLeadMail) =>
      transaction(async (trx) => {
        const lead = await trx.selectFrom("leads").select("stage").where("submissionId", "=", id).executeTakeFirst();
        if (!lead) return undefined;
        const notificationId = await queueMail(trx, mail, now, until);
        await insertLeadMail(trx, sent);
        await respond(trx, id, { author, kind: "reply", stage: null, text }, now);
        await answerLead(trx, id, now);
        await auditLead(trx, author, "reply e-mailed", id, `to ${mail.to}`, now);
        return notificationId;
      }),
    /**
     * A lead entered by hand, unless its person (the same address, or the same number) has an open
     * lead: then `message` joins that one's history. Answers the lead's id and whether it is new.
     */
    enterLead: (entry: LeadEntry, author: string, now: Date) =>
      transaction(async (trx) => {
        // Two people entering the same caller at once make one lead.
        await engine.lock(trx, "address", "office lead entry");
        const existing = await openLeadOf(trx, entry);
        if (existing) {
          // What the first entry lacked (a caller's number with no address, then the address) is
          // theirs too now: the lead page has no other way to add it, and an estimate needs it.
          const added = {
            ...(!existing.email.trim() && entry.email.trim() && { email: entry.email.trim() }),
            ...(!existing.phone.trim() && entry.phone.trim() && { phone: entry.phone.trim() }),
          };
          if (added.email || added.phone)
            await trx
              .updateTable("contactSubmissions")
              .set({ ...added, searchText: submissionSearchText({ ...existing, ...added }) })
              .where("id", "=", existing.id)
              .execute();
          await addEvent(trx, existing.id, { author, kind: "message", stage: null, text: entry.again }, now, now);
          await answeredAtEntry(trx, existing.id, entry, author, now);
          await auditLead(
            trx,
            author,
            "lead entered again",
            existing.id,
            `joined its open lead (${entry.source})${added.email ? `; e-mail ${added.email} added` : ""}${added.phone ? `; phone ${added.phone} added` : ""}`,
            now,
          );
          return { id: existing.id, joined: true };
        }
        const { source, again: _again, answeredBy: _answered, ...person } = entry;
        const submission = { kind: "contact" as const, ...person };
        const { id } = await trx
          .insertInto("contactSubmissions")
          .values({ ...submission, createdAt: iso(now), searchText: submissionSearchText(submission) })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("leads")
          .values({ submissionId: id, stage: "new", updatedAt: iso(now), source, enteredBy: author })
          .execute();
        await auditLead(trx, author, "lead entered", id, `by hand (${source})`, now);
        await answeredAtEntry(trx, id, entry, author, now);
        return { id, joined: false };
      }),
    /** Records a call, text, visit or e-mail that happened at `at`: an answer (see `answerLead`). False when there is no such lead. */
    logActivity: (id: number, activity: LeadActivity, text: string, at: Date, author: string, now: Date) =>
      transaction(async (trx) => {
        const lead = await trx
          .selectFrom("leads")
          .select("stage")
          .where("submissionId", "=", id)
          .$call(engine.forUpdate)
          .executeTakeFirst();
        if (!lead) return false;
        await addEvent(trx, id, { author, kind: activity, stage: null, text }, at, now);
        await answerLead(trx, id, at);
        await auditLead(trx, author, "activity logged", id, leadActivities[activity].toLowerCase(), now);
        return true;
      }),
    /**
     * Stamps `at` as the lead's first answer unless it has one: the office moved or cancelled its
     * consultation, which it did with the client. The stage is the booking's to set.
     */
    async stampFirstAnswer(id: number, at: Date) {
      await stampFirstResponse(db, id, at);
    },
    /**
     * Merges the lead `goneId` into `keptId`: its history, bookings and mail move to the kept lead,
     * which takes the values `merged` decides (server/office/merge.ts), with its note; the other
     * lead is deleted, and its number leads to the kept one from then on (so do numbers merged
     * into it before). Undefined when either is no lead (merged already, or never was).
     */
    mergeLeads: (
      keptId: number,
      goneId: number,
      merged: (kept: LeadRow, gone: LeadRow) => MergedValues,
      actor: string,
      now: Date,
    ) =>
      transaction(async (trx) => {
        // Two merges of the same leads at once: the second finds one of them gone.
        const locked = await trx
          .selectFrom("leads")
          .select("submissionId")
          .where("submissionId", "in", [keptId, goneId])
          .orderBy("submissionId")
          .$call(engine.forUpdate)
          .execute();
        if (locked.length !== 2) return undefined;
        const rows = (await leadRows(trx).where("s.id", "in", [keptId, goneId]).execute()) as LeadRow[];
        const kept = rows.find((row) => row.id === keptId)!;
        const gone = rows.find((row) => row.id === goneId)!;
        const { note, email, phone, createdAt, ...lead } = merged(kept, gone);
        // Everything that belongs to a lead goes with it (a new table of a lead's is added here).
        for (const table of [
          "leadEvents",
          "bookings",
          "notifications",
          "leadMail",
          "enquiryPhotos",
          "estimates",
        ] as const)
          await trx.updateTable(table).set({ submissionId: keptId }).where("submissionId", "=", goneId).execute();
        await trx
          .insertInto("leadEvents")
          .values({ submissionId: keptId, at: iso(now), author: "website", kind: "note", stage: null, text: note })
          .execute();
        await trx
          .updateTable("leads")
          .set({ ...lead, updatedAt: iso(now) })
          .where("submissionId", "=", keptId)
          .execute();
        // The search finds the kept lead by either's name, address, number and message.
        const searchText = [
          submissionSearchText({ ...kept, email, phone } as NewSubmission),
          submissionSearchText(gone as NewSubmission),
        ].join("\n");
        await trx
          .updateTable("contactSubmissions")
          .set({ email, phone, createdAt, searchText })
          .where("id", "=", keptId)
          .execute();
        await trx.deleteFrom("leads").where("submissionId", "=", goneId).execute();
        await trx.deleteFrom("contactSubmissions").where("id", "=", goneId).execute();
        await trx.updateTable("leadMerges").set({ keptId }).where("keptId", "=", goneId).execute();
        await trx
          .insertInto("leadMerges")
          .values({ goneId, keptId, mergedAt: iso(now), mergedBy: actor })
          .execute();
        await audit(
          trx,
          actor,
          "leads merged",
          `#${goneId} ${gone.name} → #${keptId} ${kept.name}`,
          now,
          leadLink(keptId),
        );
        return { kept: kept.name, gone: gone.name };
      }),
    /** The lead a merged lead's number now leads to, if it was merged. */
    mergedInto: async (goneId: number) =>
      (await db.selectFrom("leadMerges").select("keptId").where("goneId", "=", goneId).executeTakeFirst())?.keptId,
    /** Open or closed leads of the same name (any case), for the merge's suggestions beside the same address or number. */
    sameName: async (lead: Pick<LeadRow, "id" | "name">, limit: number) =>
      (await leadRows(db)
        .where("s.id", "!=", lead.id)
        .where(sql<boolean>`lower(s.name) = ${lead.name.trim().toLowerCase()}`)
        .orderBy("s.id", "desc")
        .limit(limit)
        .execute()) as LeadRow[],
    /** Sets (or, with null, clears) the day to follow the lead up and its next step; false when there is no such lead. */
    setFollowUp: (id: number, followUpOn: string | null, nextAction: string, author: string, now: Date) =>
      transaction(async (trx) => {
        const result = await trx
          .updateTable("leads")
          .set({ followUpOn, nextAction, updatedAt: iso(now) })
          .where("submissionId", "=", id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        const step = [followUpOn ?? "no day", nextAction].filter(Boolean).join(", ");
        await auditLead(trx, author, "next step set", id, step, now);
        return true;
      }),
    /** How many open leads are to be followed up on `day` (YYYY-MM-DD) or before. */
    async followUpsDue(day: string) {
      const { count: due } = await db
        .selectFrom("leads")
        .select(count)
        .where("stage", "in", openStages)
        .where("followUpOn", "<=", day)
        .executeTakeFirstOrThrow();
      return Number(due);
    },
    /**
     * The start page's counts (spam aside): new leads since the week's and the month's start, leads
     * waiting for a first response, won and lost among leads since `outcomesSince`, and the leads
     * since `responsesSince` with their first responses, for the response figures.
     */
    /**
     * What moves at every change of the leads: a new lead is a new submission, and every answer,
     * note and stage change a new lead event. Two lookups by primary key, however many leads there are.
     * (On PostgreSQL an id is taken before its transaction commits: one committed after a higher id
     * was read shows with the next change, or when the start page's figures expire.)
     */
    async leadChanges() {
      const [submission, event] = await Promise.all([
        db
          .selectFrom("contactSubmissions")
          .select(sql<number | null>`MAX(id)`.as("newest"))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("leadEvents")
          .select(sql<number | null>`MAX(id)`.as("newest"))
          .executeTakeFirstOrThrow(),
      ]);
      return { newestLead: submission.newest, newestEvent: event.newest };
    },
    /** The office's notes on leads and what it logged of calls, texts, visits and e-mails, oldest first. */
    leadNotes: () =>
      db
        .selectFrom("leadEvents")
        .select(["submissionId", "at", "author", "kind", "text"])
        .where("kind", "in", ["note", ...(Object.keys(leadActivities) as LeadActivity[])])
        .where("author", "<>", "website")
        .orderBy("id")
        .execute(),
    /**
     * Every lead but spam received since `since`, for the sources report: `booked` is 1 when it
     * holds a consultation that was not cancelled.
     */
    leadSources: async (since: Date): Promise<LeadSourceRow[]> =>
      (await db
        .selectFrom("contactSubmissions as s")
        .innerJoin("leads as l", "l.submissionId", "s.id")
        .select(["s.createdAt", "l.heardFrom", "l.source", "l.stage", "l.utmSource", "l.utmCampaign", "l.referrer"])
        .select((eb) =>
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom("bookings as b")
                  .select("b.id")
                  .whereRef("b.submissionId", "=", "s.id")
                  .where("b.status", "=", "confirmed"),
              ),
            )
            .then(1)
            .else(0)
            .end()
            .as("booked"),
        )
        .where("l.stage", "<>", "spam")
        .where("s.createdAt", ">=", iso(since))
        .orderBy("s.id")
        .execute()) as LeadSourceRow[],
    async leadStats(since: { week: Date; month: Date; responsesSince: Date; outcomesSince: Date }) {
      const leads = () =>
        db
          .selectFrom("contactSubmissions as s")
          .innerJoin("leads as l", "l.submissionId", "s.id")
          .where("l.stage", "<>", "spam");
      const countOf = async (query: ReturnType<typeof leads>) =>
        Number((await query.select(count).executeTakeFirstOrThrow()).count);
      const [week, month, waiting, outcomes, recent] = await Promise.all([
        countOf(leads().where("s.createdAt", ">=", iso(since.week))),
        countOf(leads().where("s.createdAt", ">=", iso(since.month))),
        // As the inbox's "waiting" list has them: open, unanswered, no consultation booked.
        countOf(leads().where("l.stage", "in", openStages).where("l.firstResponseAt", "is", null).where(notBooked)),
        leads()
          .select(["l.stage", count])
          .where("s.createdAt", ">=", iso(since.outcomesSince))
          .where("l.stage", "in", ["won", "lost"])
          .groupBy("l.stage")
          .execute(),
        leads()
          .select((eb) => ["s.createdAt", "l.firstResponseAt", "l.stage", eb.not(notBooked(eb)).as("booked")])
          .where("s.createdAt", ">=", iso(since.responsesSince))
          .execute(),
      ]);
      const outcome = (stage: LeadStage) => Number(outcomes.find((row) => row.stage === stage)?.count ?? 0);
      return { newThisWeek: week, newThisMonth: month, waiting, won: outcome("won"), lost: outcome("lost"), recent };
    },
  };
}

export type OfficeStore = ReturnType<typeof createOfficeStore>;
