// The database, opened once for every feature's queries (each in the module named after it, on one
// Kysely instance): PostgreSQL when DATABASE_URL is set, otherwise the SQLite file in the data
// folder. The store migrates itself: its first query runs the migrations, and every query waits for
// them; when they fail (the database down at start), the next query tries them again.
import { CamelCasePlugin, Kysely } from "kysely";
import type { Config } from "../config.ts";
import { sqliteFile } from "./backups.ts";
import { createBookingStore, type BookingStore } from "./bookings.ts";
import { createContentStore, type ContentStore } from "./content.ts";
import type { Database, LeadMailQueue } from "./database.ts";
import { createDailySummaryStore, type DailySummaryStore } from "./daily-summaries.ts";
import { createEnquiryStore, type EnquiryStore } from "./enquiries.ts";
import { createLeadMailStore, type LeadMailStore } from "./lead-mail.ts";
import { createChangeOrderStore, type ChangeOrderStore } from "./change-orders.ts";
import { createEstimateStore, type EstimateStore } from "./estimates.ts";
import { createFollowUpStore, type FollowUpStore } from "./estimate-follow-ups.ts";
import { createJobStore, type JobStore } from "./jobs.ts";
import { createPipelineStore, type PipelineStore } from "./pipeline.ts";
import { createLimitStore, type LimitStore } from "./limits.ts";
import { migrateToLatest } from "./migrations.ts";
import { createNewsletterStore, type NewsletterStore } from "./newsletter.ts";
import { createOfficeStore, type OfficeStore } from "./office.ts";
import { createPaymentStore, type PaymentStore } from "./payments.ts";
import { createOutboxStore, queueMail, type OutboxStore } from "./outbox.ts";
import { postgresEngine } from "./postgres.ts";
import { sqliteEngine } from "./sqlite.ts";
import { createSubscriberStore, type SubscriberStore } from "./subscribers.ts";

export interface Store extends EnquiryStore, BookingStore, OutboxStore, SubscriberStore, LimitStore, DailySummaryStore {
  readonly kind: "sqlite" | "postgres";
  /** The office's queries (server/storage/office.ts). */
  readonly office: OfficeStore;
  /** The newsletter's issues and their sending (server/storage/newsletter.ts). */
  readonly newsletter: NewsletterStore;
  /** The site's content and photos as the office edits them (server/storage/content.ts). */
  readonly content: ContentStore;
  /** Leads' mail both ways and the business mailbox's reading (server/storage/lead-mail.ts). */
  readonly leadMail: LeadMailStore;
  /** Estimates and their signing (server/storage/estimates.ts). */
  readonly estimates: EstimateStore;
  /** Change orders to signed estimates (server/storage/change-orders.ts). */
  readonly changeOrders: ChangeOrderStore;
  /** The estimates' follow-ups by mail (server/storage/estimate-follow-ups.ts). */
  readonly estimateFollowUps: FollowUpStore;
  /** The estimates sent, for the pipeline's report (server/storage/pipeline.ts). */
  readonly pipeline: PipelineStore;
  /** Won leads' jobs and their review requests (server/storage/jobs.ts). */
  readonly jobs: JobStore;
  /** Payments to signed contracts and the owner's payment instructions (server/storage/payments.ts). */
  readonly payments: PaymentStore;
  /**
   * Creates or upgrades the schema; safe to run from several processes at once. To the latest, it is
   * the migration every query waits for (started by the first of them, or by this), tried again
   * after a failure. `upTo` stops at a named migration (a test's database as an earlier release left it).
   */
  migrate(upTo?: string): Promise<void>;
  /**
   * Calls `heard` whenever the content may have changed: after a change by this process (or, on
   * SQLite, any store of it on the same file), after one by another process on PostgreSQL, and when
   * listening (re)starts. The function returned stops it.
   */
  watchContent(heard: () => void): () => Promise<void>;
  close(): Promise<void>;
}

/** Every function among these (and their groups') made to wait for `migrated` first. */
function afterMigration<Queries extends AsyncOnly<Queries>>(queries: Queries, migrated: () => Promise<void>): Queries {
  const waiting = (group: object): object =>
    Object.fromEntries(
      Object.entries(group).map(([name, query]) => [
        name,
        typeof query === "function"
          ? async (...args: unknown[]) => {
              await migrated();
              return Reflect.apply(query, group, args);
            }
          : waiting(query as object),
      ]),
    );
  return waiting(queries) as Queries;
}
/** Queries only: a function that answered at once could not wait for the migrations. */
type AsyncOnly<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => unknown ? (...args: never[]) => Promise<unknown> : AsyncOnly<T[K]>;
};

export function createStore(config: Pick<Config, "DATABASE_URL" | "DATA_DIR">): Store {
  const engine = config.DATABASE_URL ? postgresEngine(config.DATABASE_URL) : sqliteEngine(sqliteFile(config.DATA_DIR));
  const db = new Kysely<Database>({ dialect: engine.dialect, plugins: [new CamelCasePlugin()] });
  let migration: Promise<void> | undefined;
  const migrated = () =>
    (migration ??= migrateToLatest(db.withoutPlugins(), engine).catch((error: unknown) => {
      migration = undefined;
      throw error;
    }));
  const migrate = (upTo?: string) =>
    upTo === undefined ? migrated() : migrateToLatest(db.withoutPlugins(), engine, upTo);
  /** A lead's mail (an estimate's, a change order's, a job's, a payment's) into the outbox, in the caller's transaction. */
  const queueLeadMail: LeadMailQueue = (trx, submissionId, mail, now, until) =>
    queueMail(trx, { submissionId }, mail, now, until);
  const queries = afterMigration(
    {
      ...createEnquiryStore(db, engine),
      ...createBookingStore(db, engine),
      ...createOutboxStore(db, engine),
      ...createSubscriberStore(db, engine),
      ...createLimitStore(db),
      ...createDailySummaryStore(db),
      office: createOfficeStore(db, engine, (trx, mail, now, until) => queueMail(trx, {}, mail, now, until)),
      newsletter: createNewsletterStore(db, engine, (trx, subscriberId, mail, now, until, dueAt) =>
        queueMail(trx, { subscriberId }, mail, now, until, { dueAt }),
      ),
      content: createContentStore(db, engine),
      leadMail: createLeadMailStore(db),
      estimates: createEstimateStore(db, engine, queueLeadMail),
      changeOrders: createChangeOrderStore(db, engine, queueLeadMail),
      estimateFollowUps: createFollowUpStore(db, queueLeadMail),
      pipeline: createPipelineStore(db),
      jobs: createJobStore(db, engine, queueLeadMail),
      payments: createPaymentStore(db, engine, queueLeadMail),
    },
    migrated,
  );
  const watchContent = (heard: () => void) => engine.listen("content_changed", heard);
  return { kind: engine.kind, ...queries, migrate, watchContent, close: () => db.destroy() };
}
