// Builds the long-lived parts (store, mailer, outbox and reminder workers, the thread that renders
// stored mail, rate limiter, enquiry, booking and newsletter services)
// from the configuration, and takes them down in order on shutdown.
import { availability } from "../common/availability.ts";
import { createAvailability } from "./bookings/availability.ts";
import { bookingCaps } from "./bookings/booking-caps.ts";
import { createBookingService } from "./bookings/bookings.ts";
import type { Config } from "./config.ts";
import { createEnquiryService } from "./enquiries/enquiries.ts";
import { createChangeOrders } from "./estimates/change-orders.ts";
import { createPayments } from "./payments/payments.ts";
import { createEstimates } from "./estimates/estimates.ts";
import { createFollowUps, startFollowUpWorker } from "./estimates/follow-ups.ts";
import { createJobs, startJobWorker } from "./jobs/jobs.ts";
import { createMailer } from "./mail/transport.ts";
import { createLetters, startLetterSender } from "./newsletter/letters.ts";
import { createNewsletterService } from "./newsletter/newsletter.ts";
import { createOfficeCalendar } from "./office/calendar.ts";
import { createOfficeService } from "./office/office.ts";
import { createDailySummaries, startDailySummaryWorker } from "./office/daily-summary.ts";
import { openHours } from "./office/leads.ts";
import { createPipeline } from "./office/pipeline.ts";
import { createPasskeys } from "./office/passkeys.ts";
import { sessionLimits } from "./office/sign-in.ts";
import { runPeriodically } from "./periodic.ts";
import { startOutboxWorker } from "./mail/outbox.ts";
import { startMailboxReader } from "./mail/imap-inbox.ts";
import { startRenderThread } from "./mail/render-thread.ts";
import { setSiteUrl } from "./mail/site-url.ts";
import { createRateLimiter } from "./admission/rate-limit.ts";
import { createReminders, startReminderWorker } from "./bookings/reminders.ts";
import { createStore } from "./storage/index.ts";
import { createPortfolio } from "./content/portfolio.ts";
import { portfolioSeed } from "./content/seed/portfolio.ts";
import { createBlog } from "./content/blog.ts";
import { postSeed } from "./content/seed/posts.ts";
import { createLegalPages } from "./content/legal.ts";
import { legalSeed } from "./content/seed/legal.ts";
import { createTestimonials } from "./content/testimonials.ts";
import { testimonialSeed } from "./content/seed/testimonials.ts";
import { createCardLists } from "./content/card-lists.ts";
import { cardListSeed } from "./content/seed/card-lists.ts";
import { createServicePages } from "./content/services.ts";
import { serviceSeed } from "./content/seed/services.ts";
import { createGallery } from "./content/gallery.ts";
import { gallerySeed } from "./content/seed/gallery.ts";
import { createAboutPage } from "./content/about.ts";
import { aboutSeed } from "./content/seed/about.ts";
import { createFacts } from "./content/facts.ts";
import { factsSeed } from "./content/seed/facts.ts";
import { createContractTexts } from "./content/contract-texts.ts";
import { contractTextsSeed } from "./content/seed/contract-texts.ts";
import { followBusinessFacts } from "./mail/facts.ts";
import { followContentVersion } from "./content/version.ts";
import { createPhotoService } from "./photos/photo-service.ts";
import { createBackups } from "./backups/backups.ts";

export type Log = (line: string) => void;

export function createServices(config: Config, log: Log = (line) => console.log(line)) {
  const store = createStore(config);
  const mailer = createMailer(config, log);
  const rateLimiter = createRateLimiter({
    // Shared by the processes on one PostgreSQL; SQLite's one process counts in its memory.
    counters: config.DATABASE_URL ? store : undefined,
    limit: { limit: config.ENQUIRY_RATE_LIMIT, windowMs: config.ENQUIRY_RATE_WINDOW_SECONDS * 1000 },
    log,
  });

  // Migrations run at start; if the database is down then, each query tries them again (the store's own).
  store.migrate().catch((error: Error) => log(`storage: migration failed, will retry: ${error.message}`));

  // The links in every mail this process writes (and its render thread renders) start with SITE_URL.
  setSiteUrl(config.SITE_URL);
  const renderThread = startRenderThread(log);
  const outboxOptions = {
    store,
    mailer,
    log,
    render: renderThread.render,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    leaseMs: config.OUTBOX_LEASE_MS,
  };
  const outbox = startOutboxWorker({ ...outboxOptions, intervalMs: config.OUTBOX_INTERVAL_MS });
  const enquiries = createEnquiryService({
    ...outboxOptions,
    config,
    rateLimiter,
    nudgeOutbox: outbox.nudge,
  });
  const hours = createAvailability({ store, seed: availability, log });
  const bookings = createBookingService({
    ...outboxOptions,
    config,
    rateLimiter,
    nudgeOutbox: outbox.nudge,
    availability: hours,
    caps: bookingCaps(config.BOOKINGS_PER_NETWORK_PER_DAY, config.BOOKINGS_PER_HOUR),
  });
  const newsletter = createNewsletterService({ ...outboxOptions, config, rateLimiter });
  const letters = createLetters({ ...outboxOptions, config, linkSecret: newsletter.linkSecret });
  const letterSender = startLetterSender(letters, config.NEWSLETTER_INTERVAL_MS, log);
  const passkeys = createPasskeys({ store, log });
  const calendar = createOfficeCalendar({ store, availability: hours, bookings });
  const reminders = createReminders({ ...outboxOptions, config, availability: hours });
  const reminderWorker = startReminderWorker(reminders, log);
  const photos = createPhotoService({ store });
  const backups = createBackups({
    config,
    intervalHours: config.BACKUP_INTERVAL_HOURS,
    ready: () => store.migrate(),
    mailer,
    log,
  });
  const portfolio = createPortfolio({ store, seed: portfolioSeed });
  const blog = createBlog({ store, seed: postSeed });
  const legalPages = createLegalPages({ store, seed: legalSeed });
  const testimonials = createTestimonials({ store, seed: testimonialSeed });
  const cardLists = createCardLists({ store, seed: cardListSeed });
  const servicePages = createServicePages({ store, seed: serviceSeed });
  const gallery = createGallery({ store, seed: gallerySeed, portfolio });
  const aboutPage = createAboutPage({ store, seed: aboutSeed });
  const facts = createFacts({ store, seed: factsSeed, log });
  const contractTexts = createContractTexts({ store, seed: contractTextsSeed });
  /** Every kind of content the office edits, each seeded once, as the services name them. */
  const content = {
    /** The portfolio's projects, edited in the office and shown at /portfolio. */
    portfolio,
    /** The blog's posts, written in the office and shown at /blog. */
    blog,
    /** The privacy policy and the terms, edited in the office. */
    legalPages,
    /** What clients said, on the home page (the first three) and /testimonials. */
    testimonials,
    /** The process steps (/process) and core values (/about). */
    cardLists,
    /** The four services' pages (/services/<slug>) and cards. */
    servicePages,
    /** Which nine cards the home page's Recent Project Gallery shows. */
    gallery,
    /** The about page's words and family photo (its core values are in cardLists). */
    aboutPage,
    /** The business facts (phone, e-mail, address, hours, social link, claims, credentials). */
    facts,
    /** The texts estimates carry into contracts (license statement, Florida notices, deposit clause, right to cancel). */
    contractTexts,
  };
  // A lead's wait counts the hours the site shows and the days closed to consultations.
  const office = createOfficeService({
    ...outboxOptions,
    config,
    linkSecret: newsletter.linkSecret,
    openHours: async () => {
      const [{ hours: shownHours }, { closedDates }] = await Promise.all([facts.shown(), hours.settings()]);
      return openHours(shownHours, closedDates);
    },
  });
  const payments = createPayments({ ...outboxOptions, config });
  const dailySummaries = createDailySummaries({ ...outboxOptions, config, deadlines: payments.clockReminders });
  const dailySummaryWorker = startDailySummaryWorker(dailySummaries, log);
  const estimates = createEstimates({ ...outboxOptions, config, contractTexts: contractTexts.current });
  const changeOrders = createChangeOrders({ ...outboxOptions, config });
  const estimateFollowUps = createFollowUps(outboxOptions);
  const followUpWorker = startFollowUpWorker(estimateFollowUps, log);
  const pipeline = createPipeline({ store });
  const jobs = createJobs({ ...outboxOptions, config, testimonials });
  const jobWorker = startJobWorker(jobs, log);
  const signInPruning = runPeriodically(() => office.prune(), {
    intervalMs: sessionLimits.pruneMs,
    log,
    name: "office sign-in pruning",
  });
  // The business mailbox, when there is one: its clients' mail and the owner's own into the leads' history.
  const mailbox = config.IMAP_URL
    ? startMailboxReader({
        url: config.IMAP_URL,
        sentFolder: config.IMAP_SENT,
        store,
        log,
        intervalMs: config.IMAP_INTERVAL_MS,
      })
    : undefined;
  /**
   * The content's version, which every change of any kind moves (after each kind's first seeding):
   * read from the database at most once in a short while, and anew once a change is heard of.
   */
  const version = followContentVersion(async () => {
    await Promise.all(Object.values(content).map((kind) => kind.ready()));
    return store.content.version();
  });
  const stopWatchingContent = store.watchContent(version.changed);
  const contentVersion = version.current;

  // The mail this process writes shows the facts the office last saved, within 2 s of a change.
  const mailFacts = followBusinessFacts(facts.current, contentVersion, 2000, log);

  return {
    store,
    /** The consultation hours in force (edited at /office/availability). */
    availability: hours,
    enquiries,
    bookings,
    newsletter,
    /** The newsletter's issues, composed and sent from the office. */
    letters,
    office,
    /** The morning summary: sent at 7:00, shown and turned on or off at /office/summary. */
    dailySummaries,
    /** Estimates from leads to signed contracts (server/estimates/). */
    estimates,
    /** Change orders to signed contracts (server/estimates/change-orders.ts). */
    changeOrders,
    /** The estimates' follow-ups by mail: sent by a timer, turned off per estimate in the office. */
    estimateFollowUps,
    /** The pipeline in money per month: estimates sent and accepted (the start page, the sources report). */
    pipeline,
    /** Won leads' jobs, their completion and the one review request (server/jobs/). */
    jobs,
    /** Payments to signed contracts, requested and recorded by the owner (server/payments/). */
    payments,
    calendar,
    passkeys,
    reminders,
    outbox,
    /** The reader of the business mailbox (IMAP_URL), when one is set. */
    mailbox,
    /** The owner's photos: uploads and the files the pages show. */
    photos,
    /** The database's backups: made on a schedule (SQLite), shown on the office's start page. */
    backups,
    ...content,
    contentVersion,
    async close() {
      await Promise.all([
        reminderWorker.stop(),
        dailySummaryWorker.stop(),
        jobWorker.stop(),
        followUpWorker.stop(),
        outbox.stop(),
        letterSender.stop(),
        mailFacts.stop(),
        signInPruning.stop(),
        backups.stop(),
        mailbox?.stop(),
        stopWatchingContent(),
      ]);
      await renderThread.close();
      mailer.close();
      await store.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
/** The process's own parts: only it runs, migrates and closes them; no page reads them. */
type ProcessParts = "store" | "reminders" | "outbox" | "mailbox" | "contentVersion" | "close";
/** The feature services the pages are handed (app/server-entry.ts): each new one is theirs too. */
export type FeatureServices = Omit<Services, ProcessParts>;
/** What a page's loader or action reads from its context (app/context.ts). */
export type RequestServices = FeatureServices & {
  /** The visitor's address (Express's req.ip), for the rate limits. */
  clientAddress: string;
};
