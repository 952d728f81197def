// The owner's consultation calendar from the command line (docs/owner.md, "Consultations"). Reads
// the same configuration as the server (DATA_DIR or DATABASE_URL). Times are Orlando wall-clock times.
//   npm run bookings                                   upcoming consultations
//   npm run bookings -- --all                          every booking, also past and cancelled
//   npm run bookings -- --cancel 12                    cancel booking #12 (its time is free again; both sides are mailed)
//   npm run bookings -- --block "2026-12-02 08:00" "2026-12-02 12:00" --reason "Site visit"
//   npm run bookings -- --blocks                       upcoming blocks
//   npm run bookings -- --unblock 3                    remove block #3
import { parseArgs } from "node:util";
import { Temporal } from "temporal-polyfill";
import { availability, describeConsultationTime } from "../common/availability.ts";
import { cancelConsultation } from "../server/bookings/bookings.ts";
import { loadConfig } from "../server/config.ts";
import { createMailer } from "../server/mail/transport.ts";
import { bookingsOverlapping } from "../server/bookings/slots.ts";
import { createStore } from "../server/storage/index.ts";
import type { BookingRow, TimeRange } from "../server/storage/types.ts";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: "boolean", default: false },
    cancel: { type: "string" },
    block: { type: "boolean", default: false },
    reason: { type: "string", default: "Unavailable" },
    blocks: { type: "boolean", default: false },
    unblock: { type: "string" },
    help: { type: "boolean", default: false },
  },
});

const usage = `usage: npm run bookings -- [--all] | --cancel ID | --block "YYYY-MM-DD HH:MM" "YYYY-MM-DD HH:MM" [--reason TEXT] | --blocks | --unblock ID`;
if (options.help) {
  console.log(usage);
  process.exit(0);
}

/** "2026-12-02 08:00" in Orlando's time zone, as an instant (daylight saving applied by the library). */
function orlandoTime(text: string | undefined): Date {
  const match = text?.match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/);
  if (!match)
    throw new Error(`Times look like "2026-12-02 08:00" (Orlando time); got ${JSON.stringify(text)}.\n${usage}`);
  const local = Temporal.PlainDateTime.from(`${match[1]}T${match[2]}`);
  return new Date(local.toZonedDateTime(availability.timeZone).epochMilliseconds);
}

const when = (range: { start: string | Date; end: string | Date }) =>
  describeConsultationTime(availability, new Date(range.start), new Date(range.end));
const id = (text: string) => {
  if (!/^\d+$/.test(text)) throw new Error(`An id is a number, like 12; got ${JSON.stringify(text)}.`);
  return Number(text);
};

/** The warning for each booking a block lies over: who and when, and what to do about it. */
const overlapWarnings = (range: TimeRange, bookings: readonly BookingRow[]) =>
  bookingsOverlapping(range, bookings).map(
    (row) =>
      `Warning: this block overlaps booking #${row.id}: ${row.firstName} ${row.lastName}, ${when(row)}. It is still booked: call ${row.phone} to agree another time, or cancel it with npm run bookings -- --cancel ${row.id}.`,
  );

const config = loadConfig();
const store = createStore(config);
// Only a cancellation sends mail: its notices go out at once, or stay in the outbox for the server to retry.
const mailer = createMailer(config, () => {});
try {
  await store.migrate();
  const now = new Date();
  if (options.cancel !== undefined) {
    const wanted = id(options.cancel);
    const read = async () => (await store.listBookings()).find((row) => row.id === wanted);
    const booking = await read();
    if (!booking) throw new Error(`There is no booking #${options.cancel}.`);
    const cancelled = await cancelConsultation(
      {
        config,
        store,
        mailer,
        log: (line) => console.error(line),
        retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
        leaseMs: config.OUTBOX_LEASE_MS,
        availability,
      },
      read,
      "owner",
    );
    console.log(
      cancelled
        ? `Cancelled #${booking.id}: ${booking.firstName} ${booking.lastName}, ${when(booking)}. ${booking.email} and you are sent the cancellation.`
        : `#${booking.id} was already cancelled.`,
    );
  } else if (options.block) {
    const [from, to] = positionals.map(orlandoTime);
    if (!from || !to || to <= from) throw new Error(`A block needs a start and a later end.\n${usage}`);
    const { id: blockId } = await store.addBlock({ start: from, end: to, reason: options.reason }, now);
    console.log(`Blocked #${blockId}: ${when({ start: from, end: to })} (${options.reason}).`);
    for (const warning of overlapWarnings({ start: from, end: to }, await store.listBookings())) console.log(warning);
  } else if (options.unblock !== undefined) {
    const removed = await store.removeBlock(id(options.unblock));
    console.log(removed ? `Removed block #${options.unblock}.` : `There is no block #${options.unblock}.`);
  } else if (options.blocks) {
    const blocks = await store.listBlocks({ start: now, end: new Date(now.getTime() + 366 * 86_400_000) });
    if (blocks.length === 0) console.log("No upcoming blocks.");
    const bookings = blocks.length > 0 ? await store.listBookings() : [];
    for (const block of blocks) {
      console.log(`#${block.id}  ${when(block)}  ${block.reason}`);
      for (const warning of overlapWarnings(block, bookings)) console.log(`    ${warning}`);
    }
  } else {
    const bookings = (await store.listBookings())
      .filter((row) => options.all || (row.status === "confirmed" && new Date(row.end) > now))
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    if (bookings.length === 0) console.log(options.all ? "No bookings yet." : "No upcoming consultations.");
    for (const row of bookings) {
      const status = row.status === "confirmed" ? "" : `  [${row.status}]`;
      console.log(
        `#${row.id}  ${when(row)}${status}\n    ${row.firstName} ${row.lastName} <${row.email}>  ${row.phone}  ${row.projectType || "-"}  ${row.location || "-"}`,
      );
      if (row.notes) console.log(row.notes.replace(/^/gm, "    "));
    }
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  mailer.close();
  await store.close();
}
