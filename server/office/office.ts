// The office's service: who may come in (accounts, e-mailed codes, sessions), and the work on leads.
// The pages reach it through app/lib/office-*.server.ts; `npm run office` manages accounts with it.
import { isLeadStage, lostReasons, NOTE_MAX_LENGTH, type LeadStage, type LeadView } from "../../common/office.ts";
import { site } from "../../common/site.ts";
import type { Config } from "../config.ts";
import { toCsv } from "../csv.ts";
import { newMessageId } from "../enquiries/enquiry-mail.ts";
import { deliverNow, type OutboxOptions } from "../mail/outbox.ts";
import { threadHeaders } from "../mail/thread.ts";
import { LeadReply, OfficeInvitation, renderMail, SignInCode, SignInCodesCapped } from "../mail/templates.ts";
import { staffRightsLabels, staffRightsOf } from "./rights.ts";
import { networkOf } from "../bookings/booking-caps.ts";
import type { LeadFilter, OfficeUser, PersonChangeRule, Role, SessionPerson } from "../storage/office.ts";
import { addressOf, businessSender, type MailAddress } from "../mail/message.ts";
import type { OutgoingMail } from "../storage/types.ts";
import {
  OUTCOME_WINDOW_DAYS,
  periodStarts,
  RESPONSE_WINDOW_DAYS,
  responseFigures,
  type ResponseFigures,
} from "./dashboard.ts";
import { keptWhile } from "./kept.ts";
import { checkActivity, checkFollowUp, checkLeadEntry } from "./lead-entry.ts";
import { mergeChoice, mergedLead, mergeMessages } from "./merge.ts";
import { reportSince, sourcesReport } from "./sources.ts";
import {
  businessToday,
  dayStart,
  inboxFilter,
  inboxGroups,
  inboxView,
  isFiltered,
  leadCsvColumns,
  leadCsvRow,
  onlyAGreeting,
  summarizeLead,
  type CsvNote,
  type InboxFilter,
  type OpenHours,
  type InboxQuery,
  viewQuery,
} from "./leads.ts";
import {
  CODE_ANSWER_MS,
  CODE_VALID_MINUTES,
  deviceProof,
  hashCode,
  hashToken,
  isDeviceOf,
  isOfficeEmail,
  newCode,
  newSessionToken,
  normalEmail,
  sessionLimits,
  signInLimits,
  typedCode,
} from "./sign-in.ts";

/** The start page's figures about leads (the next consultations are read at each request). */
type LeadFigures = {
  newThisWeek: number;
  newThisMonth: number;
  waiting: number;
  won: number;
  lost: number;
  response: ResponseFigures;
  winRate: number | undefined;
};

export type OfficeDependencies = OutboxOptions & {
  /** IMAP_URL: whether the server reads the business mailbox, MAIL_TO's (an office reply's Reply-To names it then). */
  config: Pick<Config, "MAIL_FROM" | "MAIL_TO" | "IMAP_URL">;
  /** The business hours and closed days in force, by which a lead's wait is counted. */
  openHours: () => Promise<OpenHours>;
  /** The site's secret (LINK_SECRET or the one the database keeps): it seals the known devices' cookies. */
  linkSecret: () => Promise<string>;
};

/** How long the start page's lead figures stand while no lead changes. */
const FIGURES_KEPT_MS = 60_000;
/** The start page lists this many of the consultations booked in the coming weeks. */
const NEXT_CONSULTATIONS_SHOWN = 5;
const NEXT_CONSULTATION_DAYS = 60;

/**
 * The inbox shows this many leads at most; the search and the filters find older ones. A hundred
 * is weeks of a small firm's enquiries, and half the page a phone has to read and lay out that two
 * hundred were (`npm run bench` loads it in Lighthouse's phone profile).
 */
export const INBOX_SIZE = 100;
/** How many leads of the same e-mail, phone or name the merge suggests (each). */
const MERGE_SUGGESTIONS = 10;

export type PersonOutcome =
  | { ok: true; email: string; outcome: "added" | "changed" | "renamed" | "unchanged" | "removed" }
  | {
      ok: false;
      reason: "notOwner" | "badEmail" | "badRole" | "badName" | "lastOwner" | "unknownPerson" | "badRights" | "isOwner";
    };
export type CodeOutcome = { ok: true } | { ok: false; reason: "badEmail" | "rateLimited" };
export type SignInOutcome =
  | { ok: true; token: string; user: OfficeUser; /** The known device's proof, for its cookie. */ device: string }
  | { ok: false; reason: "badEmail" | "badCode" | "wrongCode" | "rateLimited" };

/**
 * The invitation to someone added to the office, from `invitedBy` (a person's name or address, or
 * the business's from the terminal): the office's address and how to sign in.
 */
const invitationMail = (
  config: OfficeDependencies["config"],
  email: string,
  invitedBy: string,
  name: string,
  role: Role,
) =>
  composeSignInMail(
    config,
    email,
    `${invitedBy} added you to the ${site.shortName} office`,
    OfficeInvitation({ invitedBy, name, role }),
    "office-invitation",
  );

/** A sign-in mail to `email` (a code, or the notice that a client had its share): the site's, answered by no one. */
async function composeSignInMail(
  config: OfficeDependencies["config"],
  email: string,
  subject: string,
  element: Parameters<typeof renderMail>[0],
  kind: string,
): Promise<OutgoingMail> {
  return {
    messageId: newMessageId(kind),
    from: config.MAIL_FROM,
    to: email,
    subject,
    ...(await renderMail(element)),
    headers: {
      "Auto-Submitted": "auto-generated",
      "X-Auto-Response-Suppress": "All",
      "X-Site-Notification": kind,
    },
  };
}

/** The store's filter for the inbox's list and filters: its days as the business's midnights. */
const leadFilter = (filter: InboxFilter, view: LeadView, limit: number): LeadFilter => ({
  ...viewQuery(view, filter.stage, businessToday(new Date())),
  stage: filter.stage,
  search: filter.search || undefined,
  projectType: filter.projectType,
  heardFrom: filter.heardFrom,
  utmSource: filter.utmSource,
  utmCampaign: filter.utmCampaign,
  from: filter.from === undefined ? undefined : dayStart(filter.from),
  to: filter.to === undefined ? undefined : dayStart(filter.to, 1),
  limit,
});
/** The most a person's name may have: a first and last name, generously. */
export const PERSON_NAME_MAX = 60;
/** A name as typed (trimmed; empty for none), or undefined when it is too long or has a line break. */
export const personName = (input: unknown): string | undefined => {
  const name = typeof input === "string" ? input.trim().replace(/\s+/g, " ") : "";
  return name.length <= PERSON_NAME_MAX && !/[<>]/.test(name) ? name : undefined;
};
/** A person as the office names them: their name, or their address until they have one. */
export const shownName = (person: Pick<OfficeUser, "name" | "email">) => person.name || person.email;
/** Resolves in a task of its own, once whatever waits on the current promise has run. */
const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The client a sign-in attempt counts for (its code requests, its wrong codes): its address, or
 * for IPv6 its /64. One subscriber (a home, a phone) holds a /64 whole and may take any address in
 * it: counted address by address, each new one would get five more guesses at the live code. An
 * IPv4 address stays itself: many people may share its /24 (a carrier's), and none should spend
 * another's tries.
 */
export function signInClientOf(address: string): string {
  const network = networkOf(address);
  return network.endsWith("/64") ? network : address;
}

/**
 * Who did something, as the office names them now (read when shown, so a name given or changed
 * later shows on everything they did): `who` of what was kept (their address) is their name where
 * they have one, else it as kept ("website" for the site's own entries); `within` names the people
 * whose addresses the website's own history lines carry ("Job status: Signed (set by ana@…)").
 */
export function peopleNames(people: readonly Pick<OfficeUser, "name" | "email">[]) {
  const names = new Map(
    people.filter((person) => person.name).map((person) => [person.email.toLowerCase(), person.name!]),
  );
  // A whole address only: "ana@example.com" is not the end of "diana@example.com".
  const address = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
  return {
    who: (kept: string) => names.get(kept.toLowerCase()) ?? kept,
    within: (text: string) =>
      names.size === 0 ? text : text.replace(address, (found) => names.get(found.toLowerCase()) ?? found),
  };
}
export type PeopleNames = ReturnType<typeof peopleNames>;

/** The office keeps an owner: no one removes the only one or makes them staff. */
export const keepsAnOwner: PersonChangeRule = (person, owners) => person.role !== "owner" || owners > 1;

const lastOwner = (email: string) =>
  new Error(
    `${email} is the office's only owner. Make someone else an owner first: npm run office -- add-user EMAIL --owner`,
  );

export function createOfficeService(deps: OfficeDependencies) {
  const { store, config, openHours } = deps;
  const office = () => store.office;
  /**
   * The start page's lead figures, made again only when a lead came or changed, the hours changed,
   * a week or month began, or a minute passed (the windows and the unanswered leads' waits move).
   */
  const leadFigures = keptWhile<LeadFigures>({ keptMs: FIGURES_KEPT_MS });
  const ready = async () => {
    // On a fresh install the address the site's mail goes to is the owner's.
    await office().ensureOwner(normalEmail(config.MAIL_TO), new Date());
  };
  /** The people's names as they are now: one read of the people, for a page or file that shows who did what. */
  const names = async () => peopleNames(await office().listUsers());

  /** Leads as the office shows them, with their bookings' details. */
  async function leads(filter: LeadFilter) {
    const rows = await office().listLeads(filter);
    // The inbox's page of leads asks for their bookings only; the whole export reads them all (a
    // list of thousands of ids would exceed what one SQLite statement may bind).
    const bookings = await store.listBookings(
      rows.length <= INBOX_SIZE ? { submissionIds: rows.map((row) => row.id) } : {},
    );
    const now = new Date();
    const businessHours = await openHours();
    return rows.map((row) => summarizeLead(row, bookings, now, businessHours));
  }

  /** Where a client's answer to `user`'s reply goes: to them, and to the business mailbox the server reads. */
  function replyToFor(user: OfficeUser): MailAddress | MailAddress[] {
    const writer = { name: user.name ?? site.name, address: user.email };
    const mailbox = normalEmail(addressOf(config.MAIL_TO));
    return config.IMAP_URL && mailbox !== user.email ? [writer, { name: site.name, address: mailbox }] : writer;
  }

  /** The notice to a person that `clientAddress` has had its share of codes to their address, after the answer. */
  async function tellCapped(email: string, clientAddress: string, fromMany: boolean, until: Date) {
    const codes = fromMany ? signInLimits.perAddressAllClients : signInLimits.perAddress;
    const notice = SignInCodesCapped({ codes, clientAddress, fromMany });
    const subject = `Sign-in codes to your ${site.shortName} office address were asked for again and again`;
    const mail = await composeSignInMail(config, email, subject, notice, "office-code-capped");
    await deliverNow(deps, [{ id: await office().queueNotice(mail, new Date(), until), mail }]);
  }

  return {
    /**
     * Sends a code to `email` if it is someone's; the answer is the same either way. `device` is the
     * known device's cookie the browser came with, if any.
     */
    async requestCode(input: unknown, address: string, device?: string): Promise<CodeOutcome> {
      const clientAddress = signInClientOf(address);
      const email = typeof input === "string" ? normalEmail(input) : "";
      if (!isOfficeEmail(email)) return { ok: false, reason: "badEmail" };
      // The answer waits for a set moment: the same work for a known address and an unknown one
      // (server/storage/office.ts) still differs by the rows kept, a few milliseconds that would
      // say who has an account.
      const answerAt = Date.now() + CODE_ANSWER_MS;
      const answer = async (outcome: CodeOutcome) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - Date.now())));
        return outcome;
      };
      await ready();
      const code = newCode();
      const subject = `${code} is your ${site.shortName} office sign-in code`;
      const codeMail = SignInCode({ code, validMinutes: CODE_VALID_MINUTES });
      const mail = await composeSignInMail(config, email, subject, codeMail, "office-code");
      const now = new Date();
      const until = new Date(now.getTime() + deps.leaseMs);
      const knownDevice = isDeviceOf(await deps.linkSecret(), device, email);
      const request = { email, codeHash: hashCode(email, code), clientAddress, knownDevice };
      const outcome = await office().requestCode(request, mail, signInLimits, now, until);
      if (outcome.outcome === "rateLimited") return answer({ ok: false, reason: "rateLimited" });
      const answered = answer({ ok: true });
      // Sent once answered, not before: a known address's mail (rendered, handed to the mail
      // server) must not hold up its answer on a busy machine, where the unknown one has none.
      // In a task of its own after the answer: begun in the answer's own turn, the send's first
      // steps ran before the caller got the answer, a few milliseconds only a known address took.
      // A failed send is logged by deliverNow and stays in the outbox for its worker.
      if (outcome.outcome === "queued")
        void answered
          .then(afterThisTurn)
          .then(() => deliverNow(deps, [{ id: outcome.notificationId, mail }]))
          .catch((error: unknown) => console.error(`office: could not send the sign-in code: ${String(error)}`));
      if (outcome.outcome === "capped" && outcome.firstCap)
        void answered
          .then(afterThisTurn)
          .then(() => tellCapped(email, clientAddress, outcome.fromMany, until))
          .catch((error: unknown) =>
            console.error(`office: could not queue the capped codes' notice: ${String(error)}`),
          );
      return answered;
    },
    /**
     * Signs in with the code; `replacing` is the session token the browser came with, ended either
     * way on success, and `device` its known device's cookie. Success answers the session's token
     * and the device's proof for its cookie.
     */
    async signIn(
      emailInput: unknown,
      codeInput: unknown,
      address: string,
      replacing?: string,
      device?: string,
    ): Promise<SignInOutcome> {
      const clientAddress = signInClientOf(address);
      const email = typeof emailInput === "string" ? normalEmail(emailInput) : "";
      if (!isOfficeEmail(email)) return { ok: false, reason: "badEmail" };
      const code = typedCode(codeInput);
      if (!code) return { ok: false, reason: "badCode" };
      await ready();
      const secret = await deps.linkSecret();
      const { token, hash } = newSessionToken();
      const attempt = {
        email,
        codeHash: hashCode(email, code),
        clientAddress,
        knownDevice: isDeviceOf(secret, device, email),
        tokenHash: hash,
        replacing: replacing && hashToken(replacing),
      };
      const outcome = await office().redeemCode(attempt, signInLimits, new Date());
      if (outcome.outcome === "signedIn")
        return { ok: true, token, user: outcome.user, device: deviceProof(secret, email) };
      return { ok: false, reason: outcome.outcome === "rateLimited" ? "rateLimited" : "wrongCode" };
    },
    /** The person a session token belongs to, and when they signed in, while the session lasts. */
    async whoIs(token: string | undefined): Promise<SessionPerson | undefined> {
      if (!token || token.length > 100) return undefined;
      return office().findSession(hashToken(token), sessionLimits, new Date());
    },
    /** Deletes the expired codes, attempts, challenges and sessions (every hour, startSignInPruning). */
    prune: () => office().prune({ ...signInLimits, ...sessionLimits }, new Date()),
    signOut: (token: string, user: OfficeUser) => office().endSession(hashToken(token), user.email, new Date()),
    signOutEverywhere: (user: OfficeUser) => office().endAllSessions(user, new Date()),

    // Accounts (the terminal's `npm run office`).
    /**
     * Adds a person or changes their role, as `actor`. With `invite` (the terminal's add-user),
     * someone new is mailed the invitation the office's People page sends, signed by the business;
     * delivered before this answers, as the terminal's process ends then (a failed send stays in
     * the outbox for the server's worker).
     */
    async addUser(input: string, role: Role, actor: string, { invite = false } = {}) {
      const email = normalEmail(input);
      if (!isOfficeEmail(email)) throw new Error(`"${input}" is not an e-mail address.`);
      await ready();
      const now = new Date();
      const mail = invite ? await invitationMail(config, email, site.name, "", role) : undefined;
      const invitation = mail && { mail, until: new Date(now.getTime() + deps.leaseMs) };
      const saved = await office().saveUser(email, role, actor, now, keepsAnOwner, { invitation });
      if (saved.outcome === "refused") throw lastOwner(email);
      if (mail && saved.invited !== undefined) await deliverNow(deps, [{ id: saved.invited, mail }]);
      return saved.outcome;
    },
    /** Whether there was such a person; the only owner is never removed. */
    async removeUser(input: string, actor: string) {
      await ready();
      const email = normalEmail(input);
      const outcome = await office().removeUser(email, actor, new Date(), keepsAnOwner);
      if (outcome === "refused") throw lastOwner(email);
      return outcome === "removed";
    },
    async listUsers() {
      await ready();
      return office().listUsers();
    },
    names,

    // Accounts in the office (/office/people): the owner's only.
    /**
     * Adds a person (who is mailed an invitation with the office's address) or changes their role
     * or name, as `actor`; only an owner may. No role chosen keeps someone's own.
     */
    async savePerson(
      actor: OfficeUser,
      emailInput: unknown,
      roleInput: unknown,
      nameInput: unknown = "",
    ): Promise<PersonOutcome> {
      if (actor.role !== "owner") return { ok: false, reason: "notOwner" };
      const email = typeof emailInput === "string" ? normalEmail(emailInput) : "";
      if (!isOfficeEmail(email)) return { ok: false, reason: "badEmail" };
      // No role chosen: someone already in the office keeps theirs, someone new is staff.
      const keepRole = roleInput === undefined || roleInput === "";
      if (!keepRole && roleInput !== "owner" && roleInput !== "staff") return { ok: false, reason: "badRole" };
      const role = keepRole ? undefined : roleInput;
      const name = personName(nameInput);
      if (name === undefined) return { ok: false, reason: "badName" };
      // Only sent to someone new.
      const mail = await invitationMail(config, email, shownName(actor), name, role ?? "staff");
      const now = new Date();
      const invitation = { mail, until: new Date(now.getTime() + deps.leaseMs) };
      const saved = await office().saveUser(email, role, actor.email, now, keepsAnOwner, { name, invitation });
      if (saved.outcome === "refused") return { ok: false, reason: "lastOwner" };
      // Sent after the answer; a failed send stays in the outbox for its worker.
      if (saved.invited !== undefined) void deliverNow(deps, [{ id: saved.invited, mail }]);
      return { ok: true, email, outcome: saved.outcome };
    },
    /** Removes a person and ends their sessions at once, as `actor`; only an owner may. */
    async removePerson(actor: OfficeUser, emailInput: unknown): Promise<PersonOutcome> {
      if (actor.role !== "owner") return { ok: false, reason: "notOwner" };
      const email = typeof emailInput === "string" ? normalEmail(emailInput) : "";
      const outcome = await office().removeUser(email, actor.email, new Date(), keepsAnOwner);
      if (outcome === "refused") return { ok: false, reason: "lastOwner" };
      if (outcome === "unknown") return { ok: false, reason: "unknownPerson" };
      return { ok: true, email, outcome };
    },
    /** Sets what a staff member may do (server/office/rights.ts), as `actor`; only an owner may, and only for staff. */
    async setStaffRights(actor: OfficeUser, emailInput: unknown, rightsInput: unknown): Promise<PersonOutcome> {
      if (actor.role !== "owner") return { ok: false, reason: "notOwner" };
      const rights = staffRightsOf(rightsInput);
      if (!rights) return { ok: false, reason: "badRights" };
      const email = typeof emailInput === "string" ? normalEmail(emailInput) : "";
      const label = staffRightsLabels[rights].label.toLowerCase();
      const outcome = await office().setStaffRights(email, rights, label, actor.email, new Date());
      if (outcome === "unknown") return { ok: false, reason: "unknownPerson" };
      if (outcome === "owner") return { ok: false, reason: "isOwner" };
      return { ok: true, email, outcome };
    },
    /** The audit log, newest first (the owner's page). */
    async auditLog(limit: number) {
      return office().listAudit(limit);
    },
    /** An entry in the audit log for a change made elsewhere in the office (the content), with the page it was made on. */
    async recordChange(actor: string, action: string, detail: string, link: string) {
      await office().recordAudit(actor, action, detail, new Date(), link);
    },

    // Leads.
    /** The inbox: leads matching the filters (anything not understood is left out), in the view's order, its cards (inboxGroups). */
    async inbox(query: InboxQuery) {
      const filter = inboxFilter(query);
      const view = inboxView(query, filter);
      const found = await leads(leadFilter(filter, view, INBOX_SIZE));
      return {
        ...filter,
        filtered: isFiltered(filter),
        view,
        leads: found,
        groups: inboxGroups(view, found),
        limited: found.length === INBOX_SIZE,
      };
    },
    async lead(id: number) {
      const row = await office().findLead(id);
      if (!row) return undefined;
      const [bookings, businessHours, others, photos, events, mail, people] = await Promise.all([
        store.listBookings({ submissionId: id }),
        openHours(),
        office().sameSender(row, INBOX_SIZE),
        store.enquiryPhotos(id),
        office().leadEvents(id),
        store.leadMail.ofLead(id),
        names(),
      ]);
      const now = new Date();
      const lead = summarizeLead(row, bookings, now, businessHours);
      return {
        lead: { ...lead, enteredBy: lead.enteredBy && people.who(lead.enteredBy) },
        bookings,
        /** Its history, each with `by`: who, by name where they have one (the website's own lines name the people they mention). */
        events: events.map((event) =>
          event.author === "website"
            ? { ...event, by: event.author, text: people.within(event.text) }
            : { ...event, by: people.who(event.author) },
        ),
        /** Its mail both ways: replies sent from here, and what the business mailbox showed (ours by who sent it). */
        mail: mail.map((item) => (item.direction === "out" ? { ...item, sender: people.who(item.sender) } : item)),
        /** The same person's other enquiries, newest first. */
        others: others.map((other) => summarizeLead(other, [], now, businessHours)),
        /** The photos they sent with it (shown only in the office: app/routes/office/lead-photo.ts). */
        photos,
      };
    },
    /** One of the photos sent with a lead, full size (JPEG) or as the lead page's thumbnail (WebP). */
    leadPhoto: (id: number, photo: { id: number; hash: string }, size: "full" | "thumbnail") =>
      store.enquiryPhotoFile(id, photo, size),
    /**
     * The leads that may be the same person as `id` (the same e-mail address, phone number or name),
     * newest first, for the merge's suggestions; and, when `asked` names one (a suggestion chosen
     * or a number typed), that lead for the question before merging, or why it cannot be.
     */
    async mergeCandidates(id: number, asked: Record<string, string | null>) {
      const row = await office().findLead(id);
      if (!row) return undefined;
      const [sameSender, sameName, businessHours] = await Promise.all([
        office().sameSender(row, MERGE_SUGGESTIONS),
        office().sameName(row, MERGE_SUGGESTIONS),
        openHours(),
      ]);
      const now = new Date();
      const seen = new Set<number>();
      const suggestions = [...sameSender, ...sameName]
        .filter((other) => !seen.has(other.id) && seen.add(other.id))
        .sort((a, b) => b.id - a.id)
        .map((other) => summarizeLead(other, [], now, businessHours));
      const choice = mergeChoice(asked, id);
      if (!choice) return { suggestions };
      if (!choice.ok) return { suggestions, error: choice.error };
      const other = await office().findLead(choice.id);
      if (!other) return { suggestions, error: mergeMessages.unknown };
      return { suggestions, chosen: summarizeLead(other, [], now, businessHours) };
    },
    /** Merges lead `goneId` into `keptId` (server/office/merge.ts); the gone lead's number leads to the kept one. */
    async mergeLeads(keptId: number, fields: Record<string, string | undefined>, user: OfficeUser) {
      const choice = mergeChoice(fields, keptId);
      if (!choice?.ok) return { ok: false as const, error: choice?.error ?? mergeMessages.choose };
      const merged = await office().mergeLeads(
        keptId,
        choice.id,
        (kept, gone) => mergedLead(kept, gone, user.email),
        user.email,
        new Date(),
      );
      if (!merged) return { ok: false as const, error: mergeMessages.unknown };
      return { ok: true as const, goneId: choice.id, ...merged };
    },
    /** The lead a merged lead's number leads to now, if it was merged. */
    mergedInto: (id: number) => office().mergedInto(id),
    /** Moves a lead to a stage; a lost lead needs one of the reasons. "unknown" when there is no such lead. */
    async setStage(id: number, stageInput: unknown, reasonInput: unknown, user: OfficeUser) {
      if (!isLeadStage(stageInput)) return { ok: false as const, reason: "badStage" as const };
      const stage: LeadStage = stageInput;
      const lostReason = stage === "lost" ? (lostReasons as readonly unknown[]).find((r) => r === reasonInput) : null;
      if (lostReason === undefined) return { ok: false as const, reason: "noLostReason" as const };
      if (!(await office().findLead(id))) return { ok: false as const, reason: "unknown" as const };
      await office().setStage(id, stage, lostReason as string | null, user.email, new Date());
      return { ok: true as const };
    },
    async addNote(id: number, input: unknown, user: OfficeUser) {
      const text = typeof input === "string" ? input.trim() : "";
      if (!text || text.length > NOTE_MAX_LENGTH) return { ok: false as const, reason: "badNote" as const };
      if (!(await office().addNote(id, text, user.email, new Date())))
        return { ok: false as const, reason: "unknown" as const };
      return { ok: true as const };
    },
    /**
     * E-mails a reply to the lead's sender through the outbox, from the site's address with the
     * sender's own as Reply-To (their answer comes to whoever wrote) and a copy to them, kept in the
     * lead's history: a first response, as a note is. It answers the last mail of the lead's thread
     * (the website's about the enquiry, or the latest kept), and its own Message-ID joins the thread,
     * so the client's answer, read from the business mailbox, finds the lead. Where the server reads
     * that mailbox (IMAP_URL, MAIL_TO's), Reply-To names it too: an answer to a colleague with
     * another address reaches it as well.
     */
    async reply(id: number, input: unknown, user: OfficeUser) {
      const text = typeof input === "string" ? input.trim() : "";
      if (!text || text.length > NOTE_MAX_LENGTH) return { ok: false as const, reason: "badReply" as const };
      if (onlyAGreeting(text)) return { ok: false as const, reason: "onlyGreeting" as const };
      const lead = await office().findLead(id);
      if (!lead) return { ok: false as const, reason: "unknown" as const };
      const subject = `Re: your ${lead.kind === "contact" ? "enquiry" : "consultation request"} to ${site.name}`;
      const mail: OutgoingMail = {
        messageId: newMessageId("office-reply"),
        // Under the business's name: a person's reply, not the website's.
        from: businessSender(config.MAIL_FROM),
        to: lead.email,
        replyTo: replyToFor(user),
        bcc: user.email,
        subject,
        ...(await renderMail(LeadReply({ text, name: user.name ?? "", email: user.email }))),
        headers: threadHeaders(await store.leadMail.thread(id)),
      };
      const now = new Date();
      const until = new Date(now.getTime() + deps.leaseMs);
      const sent = {
        submissionId: id,
        messageId: mail.messageId,
        direction: "out" as const,
        origin: "office" as const,
        at: now,
        sender: user.email,
        recipients: lead.email,
        subject,
        text,
      };
      const queued = await office().reply(id, text, user.email, mail, now, until, sent);
      if (queued === undefined) return { ok: false as const, reason: "unknown" as const };
      // Sent after the answer; a failed send stays in the outbox for its worker.
      void deliverNow(deps, [{ id: queued, mail }]);
      return { ok: true as const };
    },
    /**
     * A lead entered by hand (fields as posted, checked by lead-entry.ts); the same person's open
     * lead takes the message instead. Answers its id, and whether it joined one.
     */
    async enterLead(fields: Record<string, string | undefined>, user: OfficeUser) {
      const checked = checkLeadEntry(fields);
      if (!checked.ok) return checked;
      return { ok: true as const, ...(await office().enterLead(checked.value, user.email, new Date())) };
    },
    /** Logs a call, text, visit or e-mail on the lead: its first answer if it had none; a new lead is then contacted. */
    async logActivity(id: number, fields: Record<string, string | undefined>, user: OfficeUser) {
      const now = new Date();
      const checked = checkActivity(fields, now);
      if (!checked.ok) return checked;
      const { activity, note, at } = checked.value;
      if (!(await office().logActivity(id, activity, note, at, user.email, now)))
        return { ok: false as const, errors: {}, unknown: true };
      return { ok: true as const };
    },
    /** Sets the lead's next step and the day to follow it up (a blank day clears it). */
    async setFollowUp(id: number, fields: Record<string, string | undefined>, user: OfficeUser) {
      const checked = checkFollowUp(fields);
      if (!checked.ok) return checked;
      const { followUpOn, nextAction } = checked.value;
      if (!(await office().setFollowUp(id, followUpOn, nextAction, user.email, new Date())))
        return { ok: false as const, errors: {}, unknown: true };
      return { ok: true as const };
    },
    /** Every lead the inbox's list and filters find (not only its first page), in the list's order, with the office's notes, as CSV. */
    async leadsCsv(query: InboxQuery = {}) {
      const filter = inboxFilter(query);
      const [found, notes, people] = await Promise.all([
        // Without a list named, every lead but spam (the inbox's "Export all").
        leads(leadFilter(filter, query.view ? inboxView(query, filter) : "all", Number.MAX_SAFE_INTEGER)),
        office().leadNotes(),
        names(),
      ]);
      const notesOf = new Map<number, CsvNote[]>();
      for (const { submissionId, author, ...text } of notes) {
        const note = { ...text, author: people.who(author) };
        const ofLead = notesOf.get(submissionId);
        if (ofLead) ofLead.push(note);
        else notesOf.set(submissionId, [note]);
      }
      return toCsv(
        [...leadCsvColumns],
        found.map((lead) => leadCsvRow(lead, notesOf.get(lead.id))),
      );
    },
    /** Leads, consultations and wins per source and month, over the past year (spam left out). */
    async sourcesReport() {
      const now = new Date();
      return sourcesReport(await office().leadSources(reportSince(now)), now);
    },
    /**
     * The start page: new leads this week and month, leads waiting, how fast leads of the past 90
     * days were answered, won/(won+lost) over the past year, and the next consultations.
     */
    async dashboard() {
      const now = new Date();
      const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
      const [changes, upcoming, businessHours, followUpsDue] = await Promise.all([
        office().leadChanges(),
        store.listBookings({ confirmedIn: { start: now, end: daysAgo(-NEXT_CONSULTATION_DAYS) } }),
        openHours(),
        // Read at each request: a follow-up's day comes with the date, not with a change to the leads.
        office().followUpsDue(businessToday(now)),
      ]);
      // What the figures are made from: the leads as they stand, the hours, and this week and month.
      const key = JSON.stringify([changes, businessHours, periodStarts(now)]);
      const figures = await leadFigures(key, async () => {
        const { recent, ...counts } = await office().leadStats({
          ...periodStarts(now),
          responsesSince: daysAgo(RESPONSE_WINDOW_DAYS),
          outcomesSince: daysAgo(OUTCOME_WINDOW_DAYS),
        });
        return {
          ...counts,
          response: responseFigures(recent, now, businessHours),
          winRate: counts.won + counts.lost === 0 ? undefined : counts.won / (counts.won + counts.lost),
        };
      });
      return {
        ...figures,
        followUpsDue,
        nextConsultations: upcoming
          .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
          .slice(0, NEXT_CONSULTATIONS_SHOWN),
      };
    },
  };
}

export type OfficeService = ReturnType<typeof createOfficeService>;
