// Backups as the owner makes and uses them: `npm run -s backup` and `npm run -s restore -- FILE`
// (the real commands, in processes of their own), the server's daily one, and its failure mailed.
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { sqliteFile } from "../../server/storage/backups.ts";
import { createServices, type Services } from "../../server/services.ts";
import { photoUrl } from "../../server/photos/photos.ts";
import { rawHeader } from "../support/smtp.ts";
import { plainPhoto } from "../support/photos.ts";
import {
  bookingVisitor,
  mailingServices,
  offeredDays,
  serveApi,
  servicesFor,
  validContact,
  waitFor,
  type StoreKind,
} from "../support/services.ts";

const mailing = mailingServices();
/** Each `npm run` starts npm, a shell and Node: seconds each on a busy machine. */
const NPM_TEST_MS = 120_000;

/** `npm run -s <script> [-- args]` with the settings `env` (as the server reads them): its output, or its failure. */
async function npm(script: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout } = await promisify(execFile)(
      "npm",
      ["run", "-s", script, ...(args.length ? ["--", ...args] : [])],
      {
        env: { ...inherited, ...env },
      },
    );
    return { ok: true, output: stdout };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

const lastLine = (output: string) => output.trim().split("\n").at(-1)!;

/** Every row of every table of the SQLite database at `file`, by table. */
function everyRow(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[];
    return Object.fromEntries(
      tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

/** The settings of a test's backups: its data folder's database, and a backup folder of its own (another disk). */
const settingsOf = (config: { DATA_DIR: string; DATABASE_URL?: string }, backupDir: string) => ({
  DATA_DIR: config.DATA_DIR,
  BACKUP_DIR: backupDir,
  ...(config.DATABASE_URL ? { DATABASE_URL: config.DATABASE_URL } : {}),
});

/** Three enquiries, a booking, a subscriber and a photo, as visitors and the owner make them: the photo. */
async function writeEverything(services: Services) {
  for (let i = 0; i < 3; i++)
    expect(
      await services.enquiries.submit("contact", { ...validContact, message: `Enquiry ${i}` }, "192.0.2.1"),
    ).toMatchObject({ ok: true, stored: true });
  const [slot] = (await offeredDays(services)).flatMap((day) => day.slots.filter((free) => free.free));
  expect(await services.bookings.book({ ...bookingVisitor, start: slot!.start }, "192.0.2.1")).toMatchObject({
    ok: true,
  });
  expect(await services.newsletter.subscribe({ email: "reader@example.com" }, "192.0.2.1")).toEqual({ ok: true });
  const photo = await services.photos.upload(await plainPhoto(1200, 900, "jpeg"), "porch.jpg", "owner@example.com");
  await waitFor(async () => (await services.store.outboxCounts()).pending === 0);
  return photo;
}

describe("backups on SQLite", () => {
  it(
    "bring back every row and the photo after the data folder is lost",
    async () => {
      const backupDir = mkdtempSync(join(tmpdir(), "saltbox-backups-"));
      const { services, config } = await mailing.setup("sqlite");
      const photo = await writeEverything(services);
      const served = await services.photos.file(photoUrl(photo, 480, "webp").slice("/photos/".length));
      await mailing.closeNow(services);
      const before = everyRow(sqliteFile(config.DATA_DIR));
      const settings = settingsOf(config, backupDir);

      const backup = await npm("backup", [], settings);
      expect(backup.ok, backup.output).toBe(true);
      const file = lastLine(backup.output);
      expect(file.startsWith(`${backupDir}/site-`) && file.endsWith(".db")).toBe(true);

      rmSync(config.DATA_DIR, { recursive: true });
      const restored = await npm("restore", [file], settings);
      expect(restored.ok, restored.output).toBe(true);
      expect(restored.output).toContain("There was no database to replace.");
      expect(everyRow(sqliteFile(config.DATA_DIR))).toEqual(before);

      // The server started on it serves the photo, and has every lead.
      const again = mailing.closeAfterTest(createServices(config, () => {}));
      const api = mailing.closeAfterTest(await serveApi(again));
      const response = await fetch(`${api.base}${photoUrl(photo, 480, "webp")}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(served);
      expect(await again.store.listSubmissions()).toHaveLength(4);
      expect(await again.store.listBookings()).toHaveLength(1);
    },
    NPM_TEST_MS,
  );

  it(
    "takes a sound copy while 50 enquiries are being posted",
    async () => {
      const backupDir = mkdtempSync(join(tmpdir(), "saltbox-backups-"));
      // Mail as files (no SMTP): the hundreds of mails posted here need not be sent before the next test.
      const { services, config } = await servicesFor("sqlite", { ENQUIRY_RATE_LIMIT: "100000" });
      const api = await serveApi(services);
      const post = (i: number) =>
        fetch(`${api.base}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...validContact, email: `writer${i}@example.com`, message: `Enquiry ${i}` }),
        }).then((response) => response.status);
      await post(-1); // the database exists before the copy is asked for

      let done = false;
      const backup = npm("backup", [], settingsOf(config, backupDir)).finally(() => (done = true));
      const statuses: number[] = [];
      // Five at a time, until the copy is made and at least 50 were posted.
      while (!done || statuses.length < 50)
        statuses.push(...(await Promise.all([0, 1, 2, 3, 4].map((k) => post(statuses.length + k)))));
      const { ok, output } = await backup;
      expect(ok, output).toBe(true);
      expect(statuses.length).toBeGreaterThanOrEqual(50);
      expect(statuses.every((status) => status === 200)).toBe(true);

      const copy = new DatabaseSync(lastLine(output), { readOnly: true });
      try {
        expect(copy.prepare("PRAGMA integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
        const { count } = copy.prepare("SELECT COUNT(*) AS count FROM contact_submissions").get() as { count: number };
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(statuses.length + 1);
      } finally {
        copy.close();
        await api.close();
        await services.close();
      }
    },
    NPM_TEST_MS,
  );

  it(
    "refuses to restore while a server uses the database, and keeps the database it replaces",
    async () => {
      const backupDir = mkdtempSync(join(tmpdir(), "saltbox-backups-"));
      const { services, config } = await mailing.setup("sqlite");
      await services.enquiries.submit("contact", validContact, "192.0.2.1");
      const settings = settingsOf(config, backupDir);
      const file = lastLine((await npm("backup", [], settings)).output);
      await services.enquiries.submit(
        "contact",
        { ...validContact, message: "Written after the backup." },
        "192.0.2.1",
      );
      await mailing.closeNow(services);

      // A server process marks the database as in use while it runs (server/index.ts).
      const server = spawn(
        process.execPath,
        [
          "-e",
          `import("./server/backups/restore.ts").then((m) => { m.markInUse(process.argv[1]); console.log("ready"); setInterval(() => {}, 1000); })`,
          config.DATA_DIR,
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      await new Promise((resolve) => server.stdout!.once("data", resolve));
      const refused = await npm("restore", [file], settings);
      expect(refused.ok).toBe(false);
      expect(refused.output).toContain(`A server (process ${server.pid}) is using the database`);
      server.kill();
      await new Promise((resolve) => server.once("exit", resolve));

      const restored = await npm("restore", [file], settings);
      expect(restored.ok, restored.output).toBe(true);
      const kept = /kept in (\S+)\.$/m.exec(restored.output)![1]!;
      expect(readdirSync(kept)).toContain("site.db");
      const messages = (rows: Record<string, unknown[]>) =>
        (rows.contact_submissions as { message: string }[]).map((row) => row.message.split("\n").at(-1));
      expect(messages(everyRow(join(kept, "site.db")))).toContain("Written after the backup.");
      expect(messages(everyRow(sqliteFile(config.DATA_DIR)))).not.toContain("Written after the backup.");
    },
    NPM_TEST_MS,
  );

  it(
    "refuses a file that is not a backup, and restores nothing",
    async () => {
      const { config } = await mailing.setup("sqlite");
      const refused = await npm(
        "restore",
        [join(config.DATA_DIR, "..", "nothing-here.db")],
        settingsOf(config, config.DATA_DIR),
      );
      expect(refused.ok).toBe(false);
      expect(refused.output).toContain("Nothing was restored: There is no file");
    },
    NPM_TEST_MS,
  );

  it("are made by the server at start, and a failed one is mailed to the owner", async () => {
    const backupDir = mkdtempSync(join(tmpdir(), "saltbox-backups-"));
    const { services } = await mailing.setup("sqlite", { BACKUP_DIR: backupDir, BACKUP_INTERVAL_HOURS: "24" });
    await waitFor(() => services.backups.status().latest !== undefined);
    expect(services.backups.status()).toMatchObject({
      engine: "sqlite",
      scheduled: true,
      count: 1,
      failure: undefined,
    });

    const broken = await mailing.setup("sqlite", { BACKUP_DIR: "/proc/version/backups", BACKUP_INTERVAL_HOURS: "24" });
    await waitFor(() => broken.services.backups.status().failure !== undefined);
    await waitFor(() =>
      mailing.smtp.toOwner.some((mail) => rawHeader(mail, "x-site-notification") === "backup-failed"),
    );
    const [mail] = mailing.smtp.toOwner.filter((mail) => rawHeader(mail, "x-site-notification") === "backup-failed");
    expect(mail!.subject).toBe("The website's backup failed");
    expect(existsSync(backupDir)).toBe(true);
  });
});

describe.each(["postgres"] satisfies StoreKind[])("backups on %s", (kind) => {
  it(
    "are pg_dump files that npm run restore puts back once no server is connected",
    async () => {
      const backupDir = mkdtempSync(join(tmpdir(), "saltbox-backups-"));
      const { services, config } = await mailing.setup(kind);
      const photo = await writeEverything(services);
      const settings = settingsOf(config, backupDir);
      const backup = await npm("backup", [], settings);
      expect(backup.ok, backup.output).toBe(true);
      const file = lastLine(backup.output);
      expect(file.startsWith(`${backupDir}/site-`) && file.endsWith(".dump")).toBe(true);
      await services.enquiries.submit(
        "contact",
        { ...validContact, message: "Written after the backup." },
        "192.0.2.1",
      );

      const refused = await npm("restore", [file], settings);
      expect(refused.ok).toBe(false);
      expect(refused.output).toContain("open to the database: stop every server process first");
      await mailing.closeNow(services);

      const restored = await npm("restore", [file], settings);
      expect(restored.ok, restored.output).toBe(true);
      expect(restored.output).toMatch(/kept in .*replaced-.*\.dump\./);

      const again = mailing.closeAfterTest(createServices(config, () => {}));
      const messages = (await again.store.listSubmissions()).map((row) => row.message.split("\n").at(-1));
      expect(messages).toEqual(expect.arrayContaining(["Enquiry 0", "Enquiry 1", "Enquiry 2"]));
      expect(messages).not.toContain("Written after the backup.");
      expect(await again.store.listBookings()).toHaveLength(1);
      expect(await again.photos.file(photoUrl(photo, 480, "webp").slice("/photos/".length))).toBeDefined();
    },
    NPM_TEST_MS,
  );
});
