// The morning summary: at 7:00 business time, to each person in the office who gets it, the day's
// consultations, the leads waiting for a first answer (longest first, with how long), the follow-ups
// due, each a link to its lead, and F.S. 489.126's dates near (server/payments/rules.ts), each a
// link to its contract. Nothing to say, no mail. Owners get it unless they turn it
// off; staff get it when they turn it on (a person's own choice: server/storage/daily-summaries.ts).
//
// Once a day across restarts and processes: the day's summary is taken with its mails queued in one
// transaction, and the outbox sends them once (and retries them). A server that was down at 7:00
// sends it when it starts, until noon; after that the day has begun without it. (DAILY_SUMMARY_AT
// moves the hour, or turns it off.)
import { createElement } from "react";
import { Temporal } from "temporal-polyfill";
import { availability, describeDate } from "../../common/availability.ts";
import { splitStoredMessage } from "../enquiries/enquiry-list.ts";
import type { Config } from "../config.ts";
import { newMessageId, type MailConfig } from "../enquiries/enquiry-mail.ts";
import { deliverNow, type OutboxOptions } from "../mail/outbox.ts";
import type { OutgoingMail } from "../mail/message.ts";
import { siteLink } from "../mail/site-url.ts";
import {
  DailySummary,
  renderMail,
  summaryHeadline,
  type DailySummaryProps,
  type SummaryRow,
} from "../mail/templates.ts";
import { runPeriodically } from "../periodic.ts";
import type { ClockReminder } from "../payments/rules.ts";
import type { SummaryReader } from "../storage/daily-summaries.ts";
import type { LeadRow } from "../storage/office.ts";
import { businessToday, dayStart, viewQuery, waitedFor } from "./leads.ts";
import { normalEmail } from "./sign-in.ts";

/** How long after its time (DAILY_SUMMARY_AT, 7:00) the summary still goes out, should the server have been down. */
export const SUMMARY_LATE_HOURS = 5;
/** How often the server looks whether the summary is due: it goes out within a minute of 7:00. */
export const SUMMARY_CHECK_INTERVAL_MS = 60_000;
/** The most leads one part of the mail lists; the rest are counted, with a link to the whole list. */
export const SUMMARY_ROWS = 15;
/** Where a person turns the summary on or off (and sees today's). */
export const SUMMARY_PAGE = "/office/summary";

/** Whether `reader` gets the summary: as they chose, else owners do and staff do not. */
export const getsSummary = (reader: Pick<SummaryReader, "role" | "dailySummary">) =>
  reader.dailySummary ?? reader.role === "owner";

/** The business day whose summary is due at `now`: from `at` (07:00) for five hours, none otherwise or when off. */
export function summaryDay(now: Date, at: string, timeZone: string = availability.timeZone): string | undefined {
  if (at === "off") return undefined;
  const time = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainTime();
  const from = Temporal.PlainTime.from(at);
  const late = from.add({ hours: SUMMARY_LATE_HOURS });
  // The window stays within the day: an evening time's (past 19:00) ends at midnight.
  const due =
    Temporal.PlainTime.compare(time, from) >= 0 &&
    (Temporal.PlainTime.compare(time, late) < 0 || Temporal.PlainTime.compare(late, from) < 0);
  return due ? businessToday(now) : undefined;
}

export type SummaryContent = Omit<DailySummaryProps, "settingsUrl">;

export const hasNews = ({ consultations, waitingTotal, dueTotal, deadlines }: SummaryContent) =>
  consultations.length + waitingTotal + dueTotal + deadlines.length > 0;

const leadUrl = (id: number) => siteLink(`/office/leads/${id}`);
const shortDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
});
const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: availability.timeZone,
  hour: "numeric",
  minute: "2-digit",
});
const projectOf = (lead: Pick<LeadRow, "message">) => splitStoredMessage(lead.message).details.get("Project Type");
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" · ");
/** The first `SUMMARY_ROWS`, and one row more that counts the rest and links their list. */
function listed<T>(rows: readonly T[], view: "waiting" | "due", row: (item: T) => SummaryRow): SummaryRow[] {
  const more = rows.length - SUMMARY_ROWS;
  const shown = rows.slice(0, SUMMARY_ROWS).map(row);
  return more > 0
    ? [
        ...shown,
        {
          name: `${more} more`,
          detail: "The whole list in the office",
          leadUrl: siteLink(`/office/leads?view=${view}`),
        },
      ]
    : shown;
}

/** One of F.S. 489.126's dates near, on a contract (server/payments/payments.ts `clockReminders`). */
export type ContractDeadline = ClockReminder & { estimateId: number; client: string; project: string };

type SummaryDependencies = OutboxOptions & {
  config: MailConfig & Pick<Config, "DAILY_SUMMARY_AT">;
  /** The contracts' dates to remind of on a business day. */
  deadlines: (day: string) => Promise<ContractDeadline[]>;
};

/** What a contract's date asks, as the summary says it: before it, by when; after it, that it was. */
function deadlineDetail({ step, by, project }: ContractDeadline, today: string) {
  const day = shortDay.format(new Date(`${by}T12:00:00Z`));
  const said =
    step === "apply"
      ? by >= today
        ? `apply for the permits by ${day}`
        : `the permits were to be applied for by ${day}`
      : by >= today
        ? `start the work by ${day}`
        : `the work was to start by ${day}`;
  const from = step === "apply" ? "30 days from the deposit" : "90 days from the permit";
  return joined(project, `${said[0]!.toUpperCase()}${said.slice(1)} (F.S. 489.126: ${from})`);
}

export function createDailySummaries(deps: SummaryDependencies) {
  const { store, log } = deps;
  /** The day this process last took (or found taken): it asks no more that day. */
  let settledDay: string | undefined;

  /** What the summary says at `now`: today's consultations, the leads waiting, the follow-ups due, the contracts' dates. */
  async function gather(now = new Date()): Promise<SummaryContent> {
    const today = businessToday(now);
    const lists = (view: "waiting" | "due") =>
      store.office.listLeads({ ...viewQuery(view, undefined, today), limit: SUMMARY_ROWS * 20 });
    const [bookings, waiting, due, deadlines] = await Promise.all([
      store.listBookings({ confirmedIn: { start: dayStart(today), end: dayStart(today, 1) } }),
      lists("waiting"),
      lists("due"),
      deps.deadlines(today),
    ]);
    const waitingRows = listed(waiting, "waiting", (lead) => ({
      name: lead.name,
      detail: joined(projectOf(lead), `waiting ${waitedFor(new Date(lead.createdAt), now)}`),
      leadUrl: leadUrl(lead.id),
    }));
    const dueRows = listed(due, "due", (lead) => ({
      name: lead.name,
      detail: joined(
        lead.nextAction || "Follow up",
        lead.followUpOn! < today
          ? `due since ${shortDay.format(new Date(`${lead.followUpOn}T12:00:00Z`))}`
          : "due today",
      ),
      leadUrl: leadUrl(lead.id),
    }));
    return {
      date: describeDate(today),
      consultations: bookings
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
        .map((booking) => ({
          time: clock.format(new Date(booking.start)),
          name: `${booking.firstName} ${booking.lastName}`,
          detail: joined(booking.projectType, booking.location, booking.phone),
          leadUrl: leadUrl(booking.submissionId),
        })),
      waiting: waitingRows,
      waitingTotal: waiting.length,
      due: dueRows,
      dueTotal: due.length,
      deadlines: deadlines.map((deadline) => ({
        name: deadline.client,
        detail: deadlineDetail(deadline, today),
        leadUrl: siteLink(`/office/estimates/${deadline.estimateId}`),
      })),
    };
  }

  /** The mails of `content` to everyone who gets it. */
  async function mailsOf(content: SummaryContent): Promise<OutgoingMail[]> {
    // A fresh install's owner is MAIL_TO, whether or not anyone has opened the office yet.
    await store.office.ensureOwner(normalEmail(deps.config.MAIL_TO), new Date());
    const readers = (await store.summaryReaders()).filter(getsSummary);
    const body = await renderMail(createElement(DailySummary, { ...content, settingsUrl: siteLink(SUMMARY_PAGE) }));
    return readers.map((reader) => ({
      messageId: newMessageId("daily-summary"),
      from: deps.config.MAIL_FROM,
      to: reader.email,
      subject: `Today: ${summaryHeadline(content)}`,
      ...body,
      headers: { "X-Site-Notification": "daily-summary" },
    }));
  }

  /** `userId`'s reader row, if they may still sign in. */
  const readerOf = async (userId: number) => (await store.summaryReaders()).find((reader) => reader.id === userId);

  return {
    gather,
    /** Whether the person gets the summary (their choice, or their role's default); undefined for nobody. */
    async getsIt(userId: number): Promise<boolean | undefined> {
      const reader = await readerOf(userId);
      return reader && getsSummary(reader);
    },
    /** Records that the person wants it, or not; false when there is no such person. */
    choose: (userId: number, wanted: boolean) => store.chooseDailySummary(userId, wanted, new Date()),
    /** Sends the day's summary when it is due and not yet sent; how many mails went out at once. */
    async sendDue(now = new Date()): Promise<number> {
      const day = summaryDay(now, deps.config.DAILY_SUMMARY_AT);
      if (!day || day === settledDay) return 0;
      const content = await gather(now);
      const mails = hasNews(content) ? await mailsOf(content) : [];
      const taken = await store.takeDailySummary(day, mails, now, new Date(now.getTime() + deps.leaseMs));
      settledDay = day;
      if (!taken) return 0;
      log(`daily summary: ${mails.length === 0 ? "nothing to say today" : `sent to ${mails.length}`}`);
      const sent = await deliverNow(
        deps,
        taken.map((id, index) => ({ id, mail: mails[index]! })),
      );
      return sent.filter(Boolean).length;
    },
    /** Sends today's summary now, whether or not it went out this morning (a check): to whom, none when nothing to say. */
    async sendNow(now = new Date()): Promise<string[]> {
      const content = await gather(now);
      if (!hasNews(content)) return [];
      const mails = await mailsOf(content);
      for (const mail of mails) await deps.mailer.send(mail);
      return mails.map((mail) => mail.to);
    },
  };
}

export type DailySummaries = ReturnType<typeof createDailySummaries>;

/** Looks every minute whether the summary is due, as the reminders do. */
export const startDailySummaryWorker = (summaries: DailySummaries, log: (line: string) => void) =>
  runPeriodically(() => summaries.sendDue(), { intervalMs: SUMMARY_CHECK_INTERVAL_MS, log, name: "daily summary" });
