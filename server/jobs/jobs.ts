// A won lead's job and its end. The office moves the job along (signed, deposit received, in
// progress) and marks it completed; completing asks the client for a review, once, with one
// reminder a week later if the link was not opened, never more. Every completed client with an
// e-mail address is asked, whatever the owner expects them to say, and nothing is offered for a
// review (the FTC's rule on consumer reviews, 16 CFR 465, in force since October 2024). The review
// comes back through the site's own form (/reviews/<token>, a random token whose SHA-256 alone is
// stored) as a testimonial draft with its rating, for the owner to publish; the owner is mailed
// that it came (not its words: they read them in the office).
import { randomBytes } from "node:crypto";
import {
  REVIEW_NAME_MAX,
  REVIEW_NAME_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type JobStatus,
} from "../../common/jobs.ts";
import { site } from "../../common/site.ts";
import { hashManageToken } from "../bookings/bookings.ts";
import type { Config } from "../config.ts";
import type { Testimonials } from "../content/testimonials.ts";
import { greetingNameOfFull } from "../enquiries/enquiry-mail.ts";
import { mailEnvelope } from "../estimates/estimates.ts";
import { businessFacts } from "../mail/facts.ts";
import { deliverNow, type OutboxOptions } from "../mail/outbox.ts";
import { siteLink } from "../mail/site-url.ts";
import { OwnerNotice, renderMail, ReviewRequest } from "../mail/templates.ts";
import { runPeriodically } from "../periodic.ts";
import type { JobChange } from "../storage/jobs.ts";
import type { OfficeUser } from "../storage/office.ts";
import type { OutgoingMail } from "../storage/types.ts";

/** The one reminder goes this long after the request, if the link was not opened by then. */
export const REVIEW_REMINDER_DAYS = 7;
const DAY_MS = 86_400_000;
/** How often the server looks for reminders due: within the hour is soon enough for a week's wait. */
export const REVIEW_CHECK_INTERVAL_MS = 10 * 60_000;

/** The client's review form: `/reviews/<token>`. */
export const reviewPath = (token: string) => `/reviews/${token}`;

/** When the reminder of a request sent at `sentAt` is due. */
export const reviewReminderAt = (sentAt: Date) => new Date(sentAt.getTime() + REVIEW_REMINDER_DAYS * DAY_MS);

/** Whether a request's one reminder is due at `now`: a week on, its link never opened, not reminded yet. */
export function reviewReminderDue(
  request: { sentAt: Date; openedAt: Date | null; remindedAt: Date | null },
  now: Date,
): boolean {
  return request.openedAt === null && request.remindedAt === null && now >= reviewReminderAt(request.sentAt);
}

export const jobRefusals: Record<JobChange, string> = {
  unknown: "There is no such lead.",
  notWon: "Only a won lead is a job: its estimate must be signed, or its stage set to Won, first.",
  completed: "This job is completed already: its review request went out once and is not sent again.",
};

export type ReviewFields = Partial<Record<"rating" | "text" | "displayName" | "consent", string>>;
export type ReviewOutcome =
  | { ok: true }
  | { ok: false; status: 404 }
  | { ok: false; status: 400; errors: Record<string, string> }
  | { ok: false; status: 409; message: string };

/** What a review must say, each message next to its field; the review as the testimonial draft takes it. */
export function checkReview(fields: ReviewFields) {
  const errors: Record<string, string> = {};
  const rating = Number(fields.rating);
  if (!/^[1-5]$/.test(fields.rating?.trim() ?? "")) errors.rating = "Choose from 1 to 5 stars.";
  const text = (fields.text ?? "").trim().replace(/[ \t]+/g, " ");
  if (text.length < REVIEW_TEXT_MIN)
    errors.text = `Tell us a little more: at least ${REVIEW_TEXT_MIN} characters (a sentence or two).`;
  else if (text.length > REVIEW_TEXT_MAX)
    errors.text = `Keep it under ${REVIEW_TEXT_MAX} characters, so it can be shown whole.`;
  const displayName = (fields.displayName ?? "").trim().replace(/\s+/g, " ");
  if (displayName.length < REVIEW_NAME_MIN || !/\p{L}/u.test(displayName))
    errors.displayName = "Give the name to show with your review, like “Maria G.”.";
  else if (displayName.length > REVIEW_NAME_MAX)
    errors.displayName = `Keep the name under ${REVIEW_NAME_MAX} characters.`;
  if (!fields.consent)
    errors.consent =
      "Tick the box to let us show your review on our website. To tell us something just between us, reply to our e-mail or call us instead.";
  return Object.keys(errors).length > 0
    ? { ok: false as const, errors }
    : { ok: true as const, review: { rating, text, displayName } };
}

type JobDependencies = OutboxOptions & {
  config: Pick<Config, "MAIL_FROM" | "MAIL_TO">;
  testimonials: Pick<Testimonials, "save" | "freeSlug">;
};

export function createJobs(deps: JobDependencies) {
  const { store, config } = deps;
  const jobs = () => store.jobs;
  const leaseUntil = (now: Date) => new Date(now.getTime() + deps.leaseMs);
  const byToken = (token: unknown) =>
    typeof token === "string" && /^[\w-]{20,100}$/.test(token)
      ? jobs().byReviewToken(hashManageToken(token))
      : Promise.resolve(undefined);

  /** The request and its reminder, to `email`, with the link of `token`. */
  async function requestMails(email: string, name: string, token: string) {
    const { reviews } = businessFacts();
    const greetingName = greetingNameOfFull(name);
    const mail = async (reminder: boolean): Promise<OutgoingMail> => ({
      ...mailEnvelope(config)(
        email,
        reminder ? `A reminder: how did your project with ${site.name} go?` : `How did your project go?`,
        reminder ? "review-reminder" : "review-request",
      ),
      ...(await renderMail(
        ReviewRequest({
          greetingName,
          formUrl: siteLink(reviewPath(token)),
          googleUrl: reviews?.google ?? "",
          houzzUrl: reviews?.houzz ?? "",
          reminder,
        }),
      )),
      headers: { "X-Site-Notification": reminder ? "review-reminder" : "review-request" },
    });
    return { mail: await mail(false), reminder: await mail(true) };
  }

  /** Queues and sends every review reminder due at `now`; how many went out at once (the rest the outbox retries). */
  async function sendDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const submissionId of await jobs().dueReviewReminders(now)) {
      const taken = await jobs().takeReviewReminder(submissionId, now, leaseUntil(now));
      if (!taken) continue;
      deps.log(`jobs: reminded lead #${submissionId} of its review request`);
      const [delivered] = await deliverNow(deps, [{ id: taken.id, mail: taken.mail }]);
      if (delivered) sent++;
    }
    return sent;
  }

  return {
    /** The lead's job as its page shows it; undefined for a lead not won. */
    async ofLead(submissionId: number, stage: string) {
      if (stage !== "won") return undefined;
      const row = await jobs().find(submissionId);
      return {
        status: (row?.status ?? "signed") as JobStatus,
        completedAt: row?.completedAt ?? null,
        review: row?.reviewSentAt
          ? {
              sentAt: row.reviewSentAt,
              openedAt: row.reviewOpenedAt,
              remindedAt: row.reviewRemindedAt,
              submittedAt: row.reviewSubmittedAt,
              rating: row.reviewRating,
              testimonialId: row.testimonialId,
            }
          : undefined,
      };
    },
    /** Moves the job to a status short of completed (completing is `complete`). */
    async setStatus(submissionId: number, status: Exclude<JobStatus, "completed">, user: OfficeUser) {
      const refused = await jobs().setStatus(submissionId, status, user.email, new Date());
      return refused ? ({ ok: false, reason: refused } as const) : ({ ok: true } as const);
    },
    /** Completes the job, once, and asks the client for a review (when they have an e-mail address). */
    async complete(submissionId: number, user: OfficeUser, now = new Date()) {
      const lead = await store.office.findLead(submissionId);
      if (!lead) return { ok: false as const, reason: "unknown" as const };
      const email = lead.email.trim();
      const token = randomBytes(32).toString("base64url");
      const review = email
        ? {
            tokenHash: hashManageToken(token),
            ...(await requestMails(email, lead.name, token)),
            remindAt: reviewReminderAt(now),
          }
        : undefined;
      const done = await jobs().complete(submissionId, user.email, review, now, leaseUntil(now));
      if (!done.ok) return done;
      if (review && done.queued !== undefined) void deliverNow(deps, [{ id: done.queued, mail: review.mail }]);
      return { ok: true as const, asked: review ? email : undefined };
    },
    sendDue,

    /** The review form behind a link: undefined for a token that is none of ours; a visit (`counted`) opens it. */
    async forClient(token: unknown, counted: boolean) {
      const row = await byToken(token);
      if (!row) return undefined;
      if (counted && !row.reviewOpenedAt) await jobs().reviewOpened(row.submissionId, new Date());
      return { submitted: row.reviewSubmittedAt !== null };
    },
    /** Keeps the client's review, once, as a testimonial draft with its rating. */
    async submit(token: unknown, fields: ReviewFields, now = new Date()): Promise<ReviewOutcome> {
      const row = await byToken(token);
      if (!row) return { ok: false, status: 404 };
      const refusedAgain = {
        ok: false,
        status: 409,
        message: "We already have your review from this link, thank you: it was not changed.",
      } as const;
      if (row.reviewSubmittedAt) return refusedAgain;
      const checked = checkReview(fields);
      if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
      if (!(await jobs().submitReview(row.submissionId, checked.review.rating, now))) return refusedAgain;
      const lead = await store.office.findLead(row.submissionId);
      const city = /^Location: (.+)$/m.exec(lead?.message ?? "")?.[1]?.trim();
      const { displayName, text, rating } = checked.review;
      const saved = await deps.testimonials.save(
        {
          name: displayName,
          title: "Homeowner",
          company: (city || "Central Florida").slice(0, 80),
          content: text,
          rating,
        },
        await deps.testimonials.freeSlug(displayName),
        undefined,
        undefined,
        "website",
      );
      if ("errors" in saved) {
        // The review's rules are the testimonial's, so this is a change of those rules: the review is kept on the job.
        deps.log(`jobs: lead #${row.submissionId}'s review was not made a draft: ${JSON.stringify(saved.errors)}`);
        return { ok: true };
      }
      const client = lead?.name || "A client";
      const toOwner: OutgoingMail = {
        ...mailEnvelope(config)(config.MAIL_TO, `${client} sent a review: ${rating} of 5 stars`, "review-received"),
        ...(await renderMail(
          OwnerNotice({
            heading: `${client} sent a review: ${rating} of 5 stars`,
            paragraphs: [
              "Their words are kept as a testimonial draft, as they wrote them: nothing shows on the site until you publish it from the office.",
            ],
            action: { href: siteLink(`/office/testimonials/${saved.id}`), label: "Read the review" },
          }),
        )),
      };
      const queued = await jobs().reviewDrafted(row.submissionId, saved.id, rating, toOwner, now, leaseUntil(now));
      void deliverNow(deps, [{ id: queued, mail: toOwner }]);
      return { ok: true };
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;

/** Sends due review reminders at start and then every ten minutes. */
export const startJobWorker = (jobs: Jobs, log: (line: string) => void) =>
  runPeriodically(() => jobs.sendDue(), { intervalMs: REVIEW_CHECK_INTERVAL_MS, log, name: "review reminders" });
