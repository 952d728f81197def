// The monthly letter: the office drafts an issue (staff too), an owner sends it to every address
// confirmed at that moment, and each process's sender hands the letters to the outbox one at a
// time at the configured pace (NEWSLETTER_INTERVAL_MS, a second by default, so a provider's rate
// limits hold), whichever process takes the turn. server/storage/newsletter.ts keeps it once per
// subscriber; the owner pauses and resumes, and follows the counts on the issue's page.
import { z } from "zod";
import type { Config } from "../config.ts";
import { errorText } from "../dependencies.ts";
import { composed } from "../mail/message.ts";
import { deliverNow, type OutboxOptions } from "../mail/outbox.ts";
import { runPeriodically } from "../periodic.ts";
import type { IssueCard, IssueContent } from "../storage/newsletter.ts";
import type { OfficeUser } from "../storage/office.ts";
import { composeLetter } from "./newsletter-mail.ts";

export const SUBJECT_MAX = 120;
export const INTRO_MAX = 4000;
export const CARDS_MAX = 6;
/** The failures an issue's page lists (the count says how many there are in all). */
const FAILURES_SHOWN = 20;

/** What the compose form's fields must be; the messages are shown next to them. */
export const issueFields = z.object({
  // One line, as a mail's subject is: a line break typed or pasted in becomes a space.
  subject: z
    .string()
    .transform((subject) => subject.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(3, "Give the letter a subject of at least 3 characters, like “New in November: a Winter Park kitchen”.")
        .max(SUBJECT_MAX, `Keep the subject under ${SUBJECT_MAX} characters: phones cut it off after about 40.`),
    ),
  intro: z
    .string()
    .trim()
    .min(1, "Write a few lines of introduction: what is new, and why it matters to a homeowner.")
    .max(INTRO_MAX, `Keep the introduction under ${INTRO_MAX} characters; the picked projects and posts follow it.`),
});

export type LetterDependencies = OutboxOptions & {
  config: Pick<Config, "MAIL_FROM" | "MAIL_TO" | "NEWSLETTER_INTERVAL_MS">;
  linkSecret: () => Promise<string>;
};

export type SendOutcome = { ok: true; recipients: number } | { ok: false; reason: "notOwner" | "notDraft" };

export function createLetters(deps: LetterDependencies) {
  const { store, log } = deps;
  const issues = store.newsletter;
  /** An entry of the audit log about issue `id`, linking its page. */
  const audit = (user: OfficeUser, action: string, detail: string, id: number) =>
    store.office.recordAudit(user.email, action, detail, new Date(), `/office/newsletter/${id}`);
  const pace = deps.config.NEWSLETTER_INTERVAL_MS;

  /** Puts the issue's next letter in the outbox, leased to this process; undefined when nobody is left to write to. */
  async function queueNext(issueId: number, issue: IssueContent) {
    for (;;) {
      const now = new Date();
      const recipient = await issues.nextRecipient(issueId, now);
      if (!recipient) return undefined;
      const mail = composeLetter(deps.config, await deps.linkSecret(), recipient.email, issue, now);
      const id = await issues.queueDelivery(
        issueId,
        recipient.subscriberId,
        mail,
        now,
        new Date(now.getTime() + deps.leaseMs),
      );
      // Taken by another process meanwhile, or they left: on to the next, in this same turn.
      if (id !== undefined) return { id, mail };
    }
  }

  /** The next letter of the first issue being sent that has anyone left; an issue with nobody left is finished on the way. */
  async function nextLetter(sending: { id: number }[]) {
    for (const { id } of sending) {
      const issue = await issues.findIssue(id);
      const letter = issue && (await queueNext(id, issue));
      if (letter) return letter;
      await issues.finishIfDone(id, new Date());
    }
    return undefined;
  }

  /**
   * The newsletter's turn, when it is due: a letter the mail server refused for now whose retry is
   * due, or else the next letter of the issues being sent (one after the other). How many letters
   * went (0 or 1).
   */
  async function sendDue() {
    const sending = await issues.sendingIssues();
    if (sending.length === 0 && !(await issues.retryDue(new Date()))) return 0;
    if (!(await issues.takeTurn(new Date(), pace))) return 0;
    const now = new Date();
    const letter =
      (await issues.claimRetry(now, new Date(now.getTime() + deps.leaseMs))) ?? (await nextLetter(sending));
    if (!letter) return 0;
    await deliverNow(deps, [letter]);
    // The pace counts from the letter handed over: a slow render or mail server never brings the next closer.
    await issues.holdTurn(new Date(Date.now() + pace));
    return 1;
  }

  /** The letter as one subscriber will get it, HTML and plain text, with `email`'s own unsubscribe link. */
  async function preview(issue: IssueContent, email: string) {
    return composed(composeLetter(deps.config, await deps.linkSecret(), email, issue, new Date()), deps.render);
  }

  return {
    /** Saves a new draft, or changes to one; undefined when the issue was sent meanwhile. */
    async save(user: OfficeUser, content: IssueContent, id?: number) {
      const saved = await issues.saveIssue(content, id, user.email, new Date());
      if (saved !== undefined && id === undefined)
        await audit(user, "newsletter drafted", `#${saved} “${content.subject}”`, saved);
      return saved;
    },
    preview,
    /** Sends the letter to the person composing it, at once and outside the list; the mail server's refusal, if any. */
    async sendTest(user: OfficeUser, issue: IssueContent): Promise<{ ok: true } | { ok: false; error: string }> {
      const letter = await preview({ ...issue, subject: `[Test] ${issue.subject}` }, user.email);
      try {
        await deps.mailer.send(letter);
        return { ok: true };
      } catch (error) {
        log(`newsletter: the test letter to ${user.email} was not sent: ${errorText(error)}`);
        return { ok: false, error: errorText(error) };
      }
    },
    /** Starts sending a draft to every address confirmed now: owners only. */
    async send(user: OfficeUser, id: number): Promise<SendOutcome> {
      if (user.role !== "owner") return { ok: false, reason: "notOwner" };
      const recipients = await issues.startSending(id, user.email, new Date());
      if (recipients === undefined) return { ok: false, reason: "notDraft" };
      // The confirmed subscribers of the moment: who unsubscribes before their turn gets nothing (the issue page counts them).
      await audit(
        user,
        "newsletter sending begun",
        `#${id}, to the ${recipients} confirmed subscribers of that moment`,
        id,
      );
      return { ok: true, recipients };
    },
    /** Pauses or resumes an issue being sent: owners only. Whether it changed. */
    async setPaused(user: OfficeUser, id: number, paused: boolean) {
      if (user.role !== "owner") return false;
      const changed = await issues.setPaused(id, paused);
      if (changed) await audit(user, paused ? "newsletter paused" : "newsletter resumed", `#${id}`, id);
      return changed;
    },
    /** The issue, where its sending stands, the refusals to look at, and about how long the rest takes. */
    async status(id: number) {
      const issue = await issues.findIssue(id);
      if (!issue) return undefined;
      const progress = await issues.progress(id, new Date());
      return {
        issue,
        progress,
        failures: progress.failed + progress.refused > 0 ? await issues.failures(id, FAILURES_SHOWN) : [],
        remainingMs: progress.waiting * pace,
      };
    },
    list: async () => {
      return issues.listIssues();
    },
    subscribers: async (status: Parameters<typeof issues.subscribers>[0], limit: number) => {
      return issues.subscribers(status, limit);
    },
    sendDue,
    /** One letter every this many milliseconds. */
    pace,
  };
}

export type Letters = ReturnType<typeof createLetters>;

/**
 * Each process's sender: it looks for a due turn four times a pace, so turns come on time
 * whichever process took the last one. Nothing is kept between turns: memory stays flat however
 * long the list.
 */
export function startLetterSender(letters: Letters, pace: number, log: (line: string) => void) {
  // A look every tenth of the pace: a turn is taken at most that late.
  return runPeriodically(letters.sendDue, { intervalMs: Math.max(10, Math.floor(pace / 10)), log, name: "newsletter" });
}

export type { IssueCard };
