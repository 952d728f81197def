import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createStore } from "../../server/storage/index.ts";
import { loadConfig } from "../../server/config.ts";

// The owner's `npm run bookings` on a real SQLite file, run as the owner runs it.
const dataDir = mkdtempSync(join(tmpdir(), "saltbox-bookings-cli-"));
// Dates are written by Intl, which puts thin and narrow no-break spaces around "–" and before "AM".
const run = (...args: string[]) =>
  execFileSync(process.execPath, ["scripts/bookings.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  }).replace(/[^\S\n]/g, " ");

describe("npm run bookings", () => {
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
