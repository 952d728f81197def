import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createStore } from "../../server/storage/index.ts";
import { loadConfig } from "../../server/config.ts";
import { bookingVisitor, offeredDays, servicesFor, type StoreKind } from "../support/services.ts";

// The owner's `npm run bookings` on a real SQLite file, run as the owner runs it.
const dataDir = mkdtempSync(join(tmpdir(), "saltbox-bookings-cli-"));
// Dates are written by Intl, which puts thin and narrow no-break spaces around "–" and before "AM".
const runOn = (env: { DATA_DIR: string; DATABASE_URL: string }, ...args: string[]) =>
  execFileSync(process.execPath, ["scripts/bookings.ts", ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  }).replace(/[^\S\n]/g, " ");
const run = (...args: string[]) => runOn({ DATA_DIR: dataDir, DATABASE_URL: "" }, ...args);
// Each run starts Node afresh, as the owner's command does: on a busy machine a few take half a minute.
const CLI_TIMEOUT = { timeout: 60_000 };

describe("npm run bookings", CLI_TIMEOUT, () => {
  it("adds, lists and removes a block in Orlando time, and says when nothing is booked", () => {
    expect(run()).toBe("No upcoming consultations.\n");
    expect(run("--block", "2027-03-15 08:00", "2027-03-15 12:00", "--reason", "Site visit")).toBe(
      "Blocked #1: Monday, March 15, 2027, 8:00 AM – 12:00 PM EDT (Site visit).\n",
    );
    expect(run("--blocks")).toContain("#1  Monday, March 15, 2027, 8:00 AM – 12:00 PM EDT  Site visit");
    expect(run("--unblock", "1")).toBe("Removed block #1.\n");
    expect(run("--blocks")).toBe("No upcoming blocks.\n");
  });

  it("stores the block as the instants of those Orlando wall-clock times, across the DST change", async () => {
    run("--block", "2027-03-13 09:00", "2027-03-15 09:00");
    const store = createStore(loadConfig({ DATA_DIR: dataDir }));
    try {
      const [block] = await store.listBlocks({ start: new Date("2027-03-01"), end: new Date("2027-04-01") });
      // 9 AM EST is 14:00 UTC; after the change on March 14, 9 AM EDT is 13:00 UTC.
      expect([new Date(block!.start).toISOString(), new Date(block!.end).toISOString()]).toEqual([
        "2027-03-13T14:00:00.000Z",
        "2027-03-15T13:00:00.000Z",
      ]);
    } finally {
      await store.close();
    }
  });

  it("refuses a time it cannot read, with the usage", () => {
    expect(() => run("--block", "tomorrow", "2027-03-15 12:00")).toThrow(/Times look like "2026-12-02 08:00"/);
  });
});

describe.each<StoreKind>(["sqlite", "postgres"])("npm run bookings on %s", CLI_TIMEOUT, (kind) => {
  it("warns when a block lies over a booking and names it, when added and when listed", async () => {
    const { services, config } = await servicesFor(kind);
    try {
      const [slot] = (await offeredDays(services)).flatMap((day) => day.slots);
      expect((await services.bookings.book({ ...bookingVisitor, start: slot!.start }, "127.0.0.1")).ok).toBe(true);
      const [booking] = await services.store.listBookings();
      const env = { DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? "" };
      // The slot's Orlando wall-clock time ("2026-12-01T08:30:00-05:00"): the block runs from it to late evening.
      const day = slot!.start.slice(0, 10);
      const output = runOn(env, "--block", `${day} ${slot!.start.slice(11, 16)}`, `${day} 23:00`);
      const warning = new RegExp(
        `^Warning: this block overlaps booking #${booking!.id}: Sam Lee, \\w+day, .+\\. It is still booked: call \\(407\\) 555-0111 to agree another time, or cancel it with npm run bookings -- --cancel ${booking!.id}\\.$`,
        "m",
      );
      expect(output).toMatch(/^Blocked #1: /);
      expect(output).toMatch(warning);
      expect(runOn(env, "--blocks")).toMatch(new RegExp(`^    ${warning.source.slice(1)}`, "m"));
      // The block does not cancel the booking: it stays for the owner to settle.
      expect((await services.store.listBookings())[0]!.status).toBe("confirmed");

      // A block beside the booking says nothing more.
      expect(runOn(env, "--block", `${day} 23:00`, `${day} 23:30`)).toMatch(/^Blocked #2: [^\n]+\n$/);
    } finally {
      await services.close();
    }
  });
});
