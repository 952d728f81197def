// Configuration comes from environment variables, validated once at start; a bad value stops
// the server with a message naming the variable. .env.example documents each one.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { mailDomain, parseSiteUrl, site } from "../common/site.ts";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseSiteUrl(value);
      if ("origin" in parsed) return parsed.origin;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    })
    .describe("the public origin of every link in mail, canonical URLs, sitemaps, the feed and JSON-LD"),
  DATA_DIR: z.string().min(1).default("data"),
  BACKUP_DIR: z.string().min(1).optional().describe("where backups are kept; DATA_DIR/backups when unset"),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24)
    .describe("how old the newest backup may be before the server makes another (SQLite); 0 turns them off"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\/[^@/]+@[^@/]+\/?$/, "must be an imap:// or imaps:// URL: imaps://user:password@host:port")
    .optional()
    .describe("the business mailbox, read into the leads' history every minute and never changed"),
  IMAP_SENT: z
    .string()
    .min(1)
    .optional()
    .describe("the mailbox's sent folder; the folder the server marks \\Sent when unset"),
  IMAP_INTERVAL_MS: positiveInt(60_000).describe("how often the business mailbox is read"),
  MAIL_TO: z.email().default(site.email),
  MAIL_FROM: z.string().min(3).default(`${site.shortName} Website <website@${mailDomain}>`),
  ENQUIRY_RATE_LIMIT: positiveInt(5).describe("enquiries per client address per window"),
  ENQUIRY_RATE_WINDOW_SECONDS: positiveInt(600),
  BOOKINGS_PER_NETWORK_PER_DAY: positiveInt(3).describe(
    "online bookings from one client network (IPv4 /24, IPv6 /64) in 24 hours",
  ),
  BOOKINGS_PER_HOUR: positiveInt(4).describe("online bookings across the whole site in an hour"),
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .describe("Express 'trust proxy' setting: which proxies may set X-Forwarded-For"),
  CALENDAR_FEED_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,}$/, "must be at least 24 letters, digits, - or _ (e.g. from: openssl rand -hex 16)")
    .optional()
    .describe("the secret in the owner's calendar feed address, /calendar/<token>.ics"),
  LINK_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (e.g. from: openssl rand -hex 32)")
    .optional()
    .describe(
      "signs the confirm and unsubscribe links in subscriber mail and the office's known-device cookies; without it one kept in the database",
    ),
  HSTS_MAX_AGE: z.coerce
    .number()
    .int()
    .min(0)
    .default(63_072_000)
    .describe("Strict-Transport-Security max-age in seconds, sent on HTTPS requests only; 0 turns it off"),
  DAILY_SUMMARY_AT: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/, 'must be a time like 07:00, or "off"')
    .default("07:00")
    .describe("when the office's morning summary mail goes out, business time; off: never"),
  OUTBOX_INTERVAL_MS: positiveInt(5000),
  OUTBOX_RETRY_BASE_MS: positiveInt(30_000).describe("first retry delay; doubles per attempt up to an hour"),
  OUTBOX_LEASE_MS: positiveInt(60_000).describe("how long a process owns a notification it is sending"),
  NEWSLETTER_INTERVAL_MS: positiveInt(1000).describe(
    "the newsletter's pace: one letter every this many ms, however many processes send (a provider's rate limit)",
  ),
  DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "must be a domain name like saltboxdesignbuild.com")
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9._-]+$/i, "must be a DNS label like mail2026")
    .optional(),
  DKIM_PRIVATE_KEY: z.string().optional().describe("the PEM private key itself (\\n for line breaks allowed)"),
  DKIM_PRIVATE_KEY_FILE: z.string().optional().describe("or the path of a PEM file holding it"),
});

type Env = z.output<typeof envSchema>;
export type DkimConfig = { domain: string; selector: string; privateKey: string };
export type Config = Omit<Env, "DATA_DIR" | "BACKUP_DIR"> & {
  DATA_DIR: string;
  BACKUP_DIR: string;
  dkim: DkimConfig | undefined;
};

/**
 * DKIM signs when a domain, a selector and a key (inline or a file) are all set; setting only some
 * of them is a mistake worth stopping for, as is a key that is not a private key.
 */
function dkimOf(env: Env): { dkim: DkimConfig | undefined } | { problems: string[] } {
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector, DKIM_PRIVATE_KEY: inline, DKIM_PRIVATE_KEY_FILE: file } = env;
  if (!domain && !selector && !inline && !file) return { dkim: undefined };
  const problems: string[] = [];
  if (!domain) problems.push("  DKIM_DOMAIN: required when DKIM is configured");
  if (!selector) problems.push("  DKIM_SELECTOR: required when DKIM is configured");
  if (inline && file)
    problems.push("  DKIM_PRIVATE_KEY_FILE: set either DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both");
  let privateKey = inline?.replace(/\\n/g, "\n");
  if (file) {
    try {
      privateKey = readFileSync(file, "utf8");
    } catch (error) {
      problems.push(`  DKIM_PRIVATE_KEY_FILE: cannot read ${file}: ${(error as Error).message}`);
    }
  } else if (!inline) problems.push("  DKIM_PRIVATE_KEY: required when DKIM is configured (or DKIM_PRIVATE_KEY_FILE)");
  if (privateKey !== undefined && !/-----BEGIN (RSA |EC )?PRIVATE KEY-----/.test(privateKey))
    problems.push(
      `  ${file ? "DKIM_PRIVATE_KEY_FILE" : "DKIM_PRIVATE_KEY"}: must be a PEM private key (-----BEGIN PRIVATE KEY-----)`,
    );
  if (problems.length > 0 || !domain || !selector || !privateKey) return { problems };
  return { dkim: { domain, selector, privateKey } };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  const invalid = (problems: string[]) =>
    new Error(`Invalid configuration in environment variables:\n${problems.join("\n")}`);
  if (!result.success) throw invalid(result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`));
  const dkim = dkimOf(result.data);
  if ("problems" in dkim) throw invalid(dkim.problems);
  const dataDir = resolve(result.data.DATA_DIR);
  return {
    ...result.data,
    DATA_DIR: dataDir,
    BACKUP_DIR: resolve(result.data.BACKUP_DIR ?? join(dataDir, "backups")),
    dkim: dkim.dkim,
  };
}
