// The office's calendar (/office/calendar): the consultations and blocked times of a week, and the
// owner's changes to them: cancel or move a consultation (the same mails and invitations as the
// visitor's own change), block a time (saying which bookings it covers: they stay booked until
// moved or cancelled), remove a block. Each change goes to the audit log.
import { Temporal } from "temporal-polyfill";
import { housePhone } from "../../common/phone.ts";
import type { Availability } from "../bookings/availability.ts";
import type { ChangeWords } from "../bookings/booking-mail.ts";
import { startOf, type BookingRequest, type BookingService, type MoveTarget } from "../bookings/bookings.ts";
import { readClock } from "../bookings/start-times.ts";
import { businessDate, bookingsOverlapping, calendarDay, isBusinessDay } from "../bookings/slots.ts";
import { splitStoredMessage } from "../enquiries/enquiry-list.ts";
import type { BlockRow, BookingRow } from "../storage/types.ts";
import { checkConsultation, clashesOf, describeClash, type AgreedTime } from "./consultation.ts";
import type { Store } from "../storage/index.ts";
import { leadLink } from "../storage/database.ts";

type CalendarDependencies = {
  store: Store;
  availability: Availability;
  bookings: BookingService;
};

export type CalendarDay = { date: string; open: boolean; bookings: BookingRow[]; blocks: BlockRow[] };
export type BlockForm = { date?: unknown; from?: unknown; to?: unknown; reason?: unknown };
export type BlockOutcome =
  { ok: true; id: number; covering: BookingRow[] } | { ok: false; fieldErrors: Record<string, string> };

const REASON_MAX = 200;
/** The longest note the office may add to a change: a few friendly paragraphs. */
export const CHANGE_NOTE_MAX = 1000;

/**
 * What the office says with a move or a cancellation, as the form sent it: who asked for it (it
 * decides the mail's words: "as you asked", or "we are sorry") and an optional note, signed `from`.
 */
export function changeWords(
  form: { askedBy?: unknown; note?: unknown },
  from: string,
): { ok: true; words: ChangeWords } | { ok: false; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const askedBy = form.askedBy === "client" || form.askedBy === "us" ? form.askedBy : undefined;
  if (!askedBy) fieldErrors.askedBy = "Say who asked for the change: the e-mail tells them in those words.";
  const note = typeof form.note === "string" ? form.note.trim() : "";
  if (note.length > CHANGE_NOTE_MAX) fieldErrors.note = `Keep the note under ${CHANGE_NOTE_MAX} characters.`;
  return askedBy && Object.keys(fieldErrors).length === 0
    ? { ok: true, words: { askedBy, note, from } }
    : { ok: false, fieldErrors };
}
/** How far ahead a time can be blocked: holidays and trips are planned, not decades. */
const BLOCK_AHEAD_DAYS = 2 * 366;

/** The block form's day and times as instants in `timeZone`, or a message per field. */
export function parseBlock(
  form: BlockForm,
  timeZone: string,
): { ok: true; start: Date; end: Date; reason: string } | { ok: false; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const day = calendarDay(form.date);
  if (!day) fieldErrors.date = "Choose the day, like 2026-12-02.";
  const time = (input: unknown, name: "from" | "to") => {
    // A time input sends "09:00"; a browser without one sends what was typed ("9:00", "8.30am").
    const read = readClock(input);
    if (!read) fieldErrors[name] = `Give the time ${name === "from" ? "the block starts" : "it ends"}, like 08:00.`;
    return read;
  };
  const [from, to] = [time(form.from, "from"), time(form.to, "to")];
  if (from && to && to <= from) fieldErrors.to = "The end must be after the start.";
  const reason = typeof form.reason === "string" ? form.reason.trim() : "";
  if (reason.length > REASON_MAX) fieldErrors.reason = `Keep the reason under ${REASON_MAX} characters.`;
  if (Object.keys(fieldErrors).length > 0 || !day || !from || !to) return { ok: false, fieldErrors };
  const at = (time: string) =>
    new Date(day.toPlainDateTime(Temporal.PlainTime.from(time)).toZonedDateTime(timeZone).epochMilliseconds);
  const [start, end] = [at(from), at(to)];
  // The hour the clocks skip in spring does not exist: 2:30 to 3:00 that night would end before it starts.
  if (end <= start) return { ok: false, fieldErrors: { to: "The clocks go forward that night: choose a later end." } };
  return { ok: true, start, end, reason };
}

export function createOfficeCalendar({ store, availability, bookings }: CalendarDependencies) {
  const zone = availability.timeZone;
  /** A day's page in the calendar, for what happened on it. */
  const dayLink = (at: Date) =>
    `/office/calendar?from=${Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString()}&view=day`;
  const audit = (actor: string, action: string, detail: string, link: string | null = null) =>
    store.office.recordAudit(actor, action, detail, new Date(), link);
  const find = async (id: number) => (await store.listBookings({ bookingId: id }))[0];
  /** A moment, or a time from one to another, as the office's pages write them: "Mon, Nov 30, 8:30 – 9:30 AM", Orlando time. */
  const shortFormat = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const when = (moment: Date | string) => shortFormat.format(new Date(moment));
  const span = (from: Date | string, to: Date | string) => shortFormat.formatRange(new Date(from), new Date(to));
  /** A moment as the audit log keeps it, for years: "Mon, Nov 30, 2026, 8:30 AM", Orlando time. */
  const logFormat = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const logged = (moment: Date | string) => logFormat.format(new Date(moment));
  const describe = (booking: BookingRow) =>
    `#${booking.id} ${booking.firstName} ${booking.lastName}, ${logged(booking.start)}`;
  const askedFor = ({ askedBy }: ChangeWords) => (askedBy === "client" ? " (the client asked)" : " (we asked)");

  return {
    /** `count` days (a week, or one) from `from` (default today), with their confirmed consultations and blocks. */
    async days(fromInput: unknown, count: number) {
      const config = await availability.current();
      const today = businessDate(config, new Date());
      const first = calendarDay(fromInput) ?? today;
      const midnight = (day: Temporal.PlainDate) => new Date(day.toZonedDateTime({ timeZone: zone }).epochMilliseconds);
      const range = { start: midnight(first), end: midnight(first.add({ days: count })) };
      const [booked, blocks] = await Promise.all([store.listBookings({ confirmedIn: range }), store.listBlocks(range)]);
      const days: CalendarDay[] = Array.from({ length: count }, (_, index) => {
        const day = first.add({ days: index });
        const [start, end] = [midnight(day), midnight(day.add({ days: 1 }))];
        const within = <R extends { start: Date | string }>(row: R) =>
          new Date(row.start) >= start && new Date(row.start) < end;
        return {
          date: day.toString(),
          open: isBusinessDay(config, day),
          bookings: booked.filter(within).sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
          blocks: blocks.filter((block) => block.start < end && block.end > start),
        };
      });
      return {
        today: today.toString(),
        first: first.toString(),
        previous: first.subtract({ days: count }).toString(),
        next: first.add({ days: count }).toString(),
        days,
      };
    },
    /** A confirmed booking by its number, for the questions before cancelling or moving it. */
    find,
    async cancel(id: number, actor: string, words: ChangeWords) {
      const booking = await find(id);
      if (!booking || !(await bookings.cancelById(id, words))) return false;
      // Any change the office makes to a consultation was agreed with the client: an answer.
      await store.office.stampFirstAnswer(booking.submissionId, new Date());
      await audit(
        actor,
        "consultation cancelled",
        `${describe(booking)}${askedFor(words)}`,
        leadLink(booking.submissionId),
      );
      return true;
    },
    /** Moves a consultation to an offered time or, agreed with the client, to any time. */
    async move(id: number, target: MoveTarget, actor: string, words: ChangeWords) {
      const booking = await find(id);
      if (!booking)
        return { ok: false as const, reason: "invalid" as const, fieldErrors: { start: "There is no such booking." } };
      const start = startOf(target);
      // A second press of the button (or a choice of the same time) changes nothing and mails no one.
      if (start.getTime() === Date.parse(booking.start))
        return {
          ok: false as const,
          reason: "invalid" as const,
          fieldErrors: { start: `It is booked for ${when(booking.start)} already: choose another time.` },
        };
      const outcome = await bookings.moveById(id, target, words);
      if (outcome.ok) {
        await store.office.stampFirstAnswer(booking.submissionId, new Date());
        await audit(
          actor,
          "consultation moved",
          `${describe(booking)} → ${logged(start)}${askedFor(words)}`,
          leadLink(booking.submissionId),
        );
      }
      return outcome;
    },
    /**
     * Books a consultation taken by phone at one of the offered times: the same booking, mails and
     * invitations as online (the visitor gets their manage link), no rate limit, and the lead's
     * history names who booked it (a first response).
     */
    async bookByPhone(typed: Record<string, string>, actor: string) {
      // The caller's number as the office writes it ("407 555 0999" is "(407) 555-0999"); one the
      // house form does not fit (an extension, abroad) is kept as typed, as the public form keeps it.
      const form: Record<string, string> = { ...typed, phone: housePhone(typed.phone ?? "") ?? typed.phone ?? "" };
      const outcome = await bookings.book(form, `office:${actor}`, actor);
      if (outcome.ok)
        await audit(
          actor,
          "consultation booked by phone",
          `${form.firstName} ${form.lastName}, ${logged(outcome.booking.start)}`,
          outcome.leadId === undefined ? null : leadLink(outcome.leadId),
        );
      return outcome;
    },
    /** The consultation typed with a lead (day, start, where), checked: none when both day and start are blank. */
    async consultationAsked(fields: Record<string, string | undefined>) {
      return checkConsultation(fields, await availability.current(), new Date());
    },
    /**
     * What an agreed time clashes with, a sentence each (server/office/consultation.ts); none: book
     * it. A consultation being moved (`moving`, its number) is not in its own way.
     */
    async clashes(time: AgreedTime, moving?: number) {
      const [config, booked, blocks] = await Promise.all([
        availability.current(),
        store.listBookings({ confirmedIn: time }),
        store.listBlocks(time),
      ]);
      const others = booked.filter((booking) => booking.id !== moving);
      return clashesOf(time, config, { bookings: others, blocks }).map((clash) => describeClash(clash, zone));
    },
    /**
     * Books the consultation agreed with the lead `leadId` at any time: its name, e-mail and phone
     * carried over, the same mails and invitations as a phone booking (none to them without an
     * e-mail address), the lead moved to "consultation", and the booking its first answer.
     */
    async bookForLead(leadId: number, time: AgreedTime, actor: string) {
      const lead = await store.office.findLead(leadId);
      if (!lead) return { ok: false as const, reason: "unknown" as const };
      const { details, text } = splitStoredMessage(lead.message);
      const [firstName = "", ...rest] = lead.name.split(" ");
      const outcome = await bookings.bookAnyTime(
        {
          firstName,
          lastName: rest.join(" "),
          email: lead.email,
          phone: housePhone(lead.phone) ?? lead.phone,
          // Read back from the stored message, which the forms wrote from the same list.
          projectType: (details.get("Project Type") ?? "") as BookingRequest["projectType"],
          location: time.location || (details.get("Location") ?? ""),
          // What they want, as the lead keeps it: the owner's mail and the booking's notes say it.
          message: text,
        },
        time,
        actor,
        leadId,
      );
      if (outcome.ok)
        await audit(
          actor,
          "consultation booked in the office",
          `#${leadId} ${lead.name}, ${logged(time.start)}`,
          leadLink(leadId),
        );
      return outcome;
    },
    /** Blocks a time; the bookings it covers stay booked, and are named. */
    async block(form: BlockForm, actor: string): Promise<BlockOutcome> {
      const parsed = parseBlock(form, zone);
      if (!parsed.ok) return parsed;
      const now = new Date();
      if (parsed.end <= now) return { ok: false, fieldErrors: { date: "That time has passed already." } };
      if (parsed.start.getTime() > now.getTime() + BLOCK_AHEAD_DAYS * 86_400_000)
        return { ok: false, fieldErrors: { date: "Choose a day within the next two years." } };
      // listBlocks gives the blocks that overlap the new one: two blocks of one time would only confuse.
      const [overlapping] = await store.listBlocks(parsed);
      if (overlapping) {
        return {
          ok: false,
          fieldErrors: {
            from: `That time is blocked already (${span(overlapping.start, overlapping.end)}): remove or change that block, or choose another time.`,
          },
        };
      }
      const { id } = await store.addBlock(parsed, now);
      // Linked to its day in the calendar, where it is shown and removed.
      await audit(
        actor,
        "time blocked",
        `${logged(parsed.start)} – ${logged(parsed.end)} ${parsed.reason}`.trim(),
        dayLink(parsed.start),
      );
      const covering = bookingsOverlapping(parsed, await store.listBookings({ confirmedIn: parsed }));
      return { ok: true, id, covering };
    },
    async unblock(id: number, actor: string) {
      const removed = await store.removeBlock(id);
      // Linked to its day in the calendar, as its blocking was.
      if (removed)
        await audit(
          actor,
          "block removed",
          `${logged(removed.start)} – ${logged(removed.end)} ${removed.reason}`.trim(),
          dayLink(removed.start),
        );
      return removed !== undefined;
    },
  };
}

export type OfficeCalendar = ReturnType<typeof createOfficeCalendar>;
