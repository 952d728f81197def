import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, inject } from "vitest";
import { loadConfig, type Config } from "../../server/config.ts";
import { createApp } from "../../server/http/app.ts";
import { createServices, type Services } from "../../server/services.ts";
import { createDatabase } from "./postgres.ts";
import { startSmtp, type TestSmtp } from "./smtp.ts";

export type StoreKind = "sqlite" | "postgres";

let databases = 0;

/** The test PostgreSQL cluster's URL; the global setup starts the cluster when it is first asked. */
export async function clusterUrl(): Promise<string> {
  const response = await fetch(inject("postgresStarter"));
  const answer = await response.text();
  if (!response.ok) throw new Error(answer);
  return answer;
}

/** Settings for a fresh, empty database of the given kind (and a data folder, for the mail files too). */
export async function freshDatabase(kind: StoreKind): Promise<{ DATA_DIR: string; DATABASE_URL?: string }> {
  const DATA_DIR = mkdtempSync(join(tmpdir(), "saltbox-test-"));
  if (kind === "sqlite") return { DATA_DIR };
  return { DATA_DIR, DATABASE_URL: await createDatabase(await clusterUrl(), `test_${process.pid}_${++databases}`) };
}

/** Services on a fresh database of the given kind, with fast retries and a recorded log. */
export async function servicesFor(
  kind: StoreKind,
  env: Record<string, string> = {},
): Promise<{ services: Services; config: Config; logs: string[] }> {
  const config = loadConfig({
    ...(await freshDatabase(kind)),
    OUTBOX_INTERVAL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    ENQUIRY_RATE_LIMIT: "1000",
    // Tests book many times from one address; the caps' own tests set them.
    BOOKINGS_PER_NETWORK_PER_DAY: "1000",
    BOOKINGS_PER_HOUR: "1000",
    // No backup at start (its own tests turn it on): a test's mail and files are its own.
    BACKUP_INTERVAL_HOURS: "0",
    // No morning summary between a test's enquiries whatever the hour (its own tests send it).
    DAILY_SUMMARY_AT: "off",
    ...env,
  });
  const logs: string[] = [];
  const services = createServices(config, (line) => logs.push(line));
  return { services, config, logs };
}

/**
 * For a test file: `open(kind)` gives services on a fresh database, and `another(config)` a second
 * process's on the same one; all are closed after each test.
 */
export function servicesClosedAfterEach() {
  const opened: Services[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((services) => services.close()));
  });
  return {
    open: async (kind: StoreKind) => {
      const { services, config } = await servicesFor(kind);
      opened.push(services);
      return { services, config };
    },
    another: (config: Config) => {
      const services = createServices(config, () => {});
      opened.push(services);
      return services;
    },
  };
}

/** Settings whose database cannot be reached: nothing listens on port 1, and no folder can be made inside a /proc file. */
export const unavailableDatabase = (kind: StoreKind): Record<string, string> =>
  kind === "postgres"
    ? { DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" }
    : { DATA_DIR: "/proc/version/not-a-folder" };

export const validContact = {
  firstName: "Ana",
  lastName: "Ruiz",
  email: "ana.ruiz@example.com",
  phone: "(407) 555-0199",
  projectType: "Kitchen Remodeling",
  budget: "$100k - $250k",
  message: "We would like to open the kitchen to the family room.\nThe house is a 1960s ranch in Winter Park.",
};

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until another process's services see the content's version past `before`, as its pages
 * would: at once on SQLite in one process, as soon as PostgreSQL's notice arrives on PostgreSQL, and
 * within the 2 s the office promises whatever becomes of it.
 */
export const seesContentChange = (other: Services, before: number) =>
  waitFor(async () => (await other.contentVersion()) > before, 2000);

/** A visitor booking a consultation, with a location and notes that must never come back to them. */
export const bookingVisitor = {
  firstName: "Sam",
  lastName: "Lee",
  email: "sam.lee@example.com",
  phone: "407-555-0111",
  projectType: "Bathroom Remodeling",
  location: "Maitland",
  message: "Two bathrooms upstairs.",
};

/** The owner as the office's services are told who acts. */
export const OWNER = "owner@saltbox.test";
export const officeOwner = { id: 0, email: OWNER, role: "owner" as const, createdAt: "" };
/** A caller the office enters by hand: referred, a phone number and no e-mail address. */
export const handCaller = {
  firstName: "Rosa",
  lastName: "Delgado",
  email: "",
  phone: "(407) 555-0142",
  source: "referral",
  projectType: "Bathroom Remodeling",
  message: "Referred by the Nguyens. Wants the hall bath redone before spring.",
};

/** The day `days` after `day` (YYYY-MM-DD; before it when negative), counted from noon so no clock change moves it. */
export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days offered for booking from today on, with their slots. */
export async function offeredDays(services: Services) {
  const answer = await services.bookings.availableSlots();
  if (!answer.ok) throw new Error(`availability: ${answer.reason}`);
  return answer.days;
}

type Closable = { close(): Promise<void> | void };

/**
 * For a test file of services that send mail: one SMTP server on loopback for the file, services
 * on a fresh database per `setup`, and what `setup` made (or `closeAfterTest` was given) closed
 * after each test, with the mail received forgotten.
 */
export function mailingServices() {
  let smtp: TestSmtp | undefined;
  const open: Closable[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((part) => part.close()));
    smtp!.messages.length = 0;
  });
  const closeAfterTest = <T extends Closable>(part: T) => {
    open.push(part);
    return part;
  };
  return {
    get smtp() {
      return smtp!;
    },
    closeAfterTest,
    /** Closes a part now rather than after the test (the first half of a restart). */
    async closeNow(part: Closable) {
      open.splice(open.indexOf(part), 1);
      await part.close();
    },
    async setup(kind: StoreKind, env: Record<string, string> = {}) {
      const result = await servicesFor(kind, { SMTP_URL: smtp!.url, ...env });
      return { ...result, services: closeAfterTest(result.services) };
    },
    /** Services whose owner (MAIL_TO, the office's first person) is OWNER. */
    async ownersServices(kind: StoreKind) {
      return (await this.setup(kind, { MAIL_TO: OWNER })).services;
    },
  };
}

/**
 * The real HTTP app over `services`, on a free loopback port; the pages are out of scope of the
 * integration tests (tests/e2e has them), so a request reaching them answers 418. Its base URL, and
 * how to close it.
 */
export async function serveApi(services: Services) {
  const app = createApp({
    clientFiles: (_req, _res, next) => next(),
    pages: (_req, res) => void res.status(418).end(),
    services,
  });
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
