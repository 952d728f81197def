// The quality budgets CI enforces (DESIGN.md "Quality bars"), in one place for the audit scripts.
const KB = 1024;

/** Bytes per route, as sent by the production server; checked by scripts/audit-weights.ts. */
export const weightBudgets = {
  // A bare React Router 8 app ships ~105 KB brotli / ~120 KB gzip; the home page may add 15%.
  jsBrotli: 105 * 1.15 * KB,
  jsGzip: 120 * 1.15 * KB,
  cssBrotli: 12 * KB,
  /** HTML + CSS + JS + preloaded fonts + the images shown without scrolling, on a phone. */
  firstView: 400 * KB,
  /** The hero film, MP4 and WebM together. */
  video: 2.5 * 1024 * KB,
};

/** Lighthouse (mobile profile, default throttling); checked by scripts/lighthouse.ts. */
export const lighthouseBudgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  totalBlockingTimeMs: 100,
};
