// How a process learns that the content changed without reading its version at every request
// (server/content/version.ts): every change is told to the other stores at once (on SQLite, those of
// this process on the same file; on PostgreSQL, every process, by NOTIFY), and a process that lost
// its line hears of it when the line is back. Real databases, two sets of services on one.
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { Services } from "../../server/services.ts";
import { servicesClosedAfterEach, type StoreKind, waitFor } from "../support/services.ts";

const { open, another } = servicesClosedAfterEach();

/** A change of the content, as any kind's save makes one: a new draft testimonial. */
const change = (services: Services) =>
  services.store.content.save(
    { kind: "testimonial", locale: "en", slug: `draft-${Math.random()}`, data: "{}" },
    undefined,
    "draft",
    "owner@example.com",
    new Date(),
  );

describe.each<StoreKind>(["sqlite", "postgres"])("the content's version followed on %s", (kind) => {
  it("is told to another process's store at each change, and moves there without waiting out its keeping", async () => {
    const { services, config } = await open(kind);
    const other = another(config);
    let heard = 0;
    const stop = other.store.watchContent(() => heard++);
    try {
      // Listening (re)started is heard too: a change may have been missed until then.
      await waitFor(() => heard > 0, 5000);
      const before = await other.contentVersion();
      heard = 0;
      await change(services);
      if (kind === "sqlite") {
        // One process: told before the save returns, so the very next request shows it.
        expect(heard).toBe(1);
        expect(await other.contentVersion()).toBe(before + 1);
      } else {
        await waitFor(() => heard > 0, 2000);
        // The process's own listener is another connection, told in its own time: within the 2 s.
        await waitFor(async () => (await other.contentVersion()) === before + 1, 2000);
      }
    } finally {
      await stop();
    }
  });
});

/** The connections on this database listening for content changes. */
const listeners = async (admin: pg.Client) =>
  (
    await admin.query(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN content_changed'",
    )
  ).rowCount ?? 0;

describe("the content's version followed on postgres", () => {
  it("is heard again after the listening connection is cut, and the changes made meanwhile show", async () => {
    const { services, config } = await open("postgres");
    const other = another(config);
    let heard = 0;
    const stop = other.store.watchContent(() => heard++);
    const admin = new pg.Client({ connectionString: config.DATABASE_URL });
    await admin.connect();
    try {
      await waitFor(() => heard > 0, 5000);
      const before = await other.contentVersion();
      // Every listener on this database loses its connection (a restart, a failover)...
      const cut = await admin.query(
        "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN content_changed'",
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(2);
      // ...and a change is made while they are away (terminated, as the call waits for).
      heard = 0;
      await change(services);
      await waitFor(() => heard > 0, 5000);
      await waitFor(async () => (await other.contentVersion()) === before + 1, 5000);
      // Listening again (both listeners back): the next change is told as before.
      await waitFor(async () => (await listeners(admin)) >= 2, 5000);
      heard = 0;
      await change(services);
      await waitFor(() => heard > 0, 2000);
      await waitFor(async () => (await other.contentVersion()) === before + 2, 2000);
    } finally {
      await admin.end();
      await stop();
    }
  });
});
