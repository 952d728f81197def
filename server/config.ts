// Configuration comes from environment variables, validated once at start; a bad value stops
// the server with a message naming the variable. .env.example documents each one.
import { resolve } from "node:path";
import { z } from "zod";
import { mailDomain, site } from "../common/site.ts";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_TO: z.email().default(site.email),
  MAIL_FROM: z.string().min(3).default(`${site.shortName} Website <website@${mailDomain}>`),
  ENQUIRY_RATE_LIMIT: positiveInt(5).describe("enquiries per client address per window"),
  ENQUIRY_RATE_WINDOW_SECONDS: positiveInt(600),
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .describe("Express 'trust proxy' setting: which proxies may set X-Forwarded-For"),
  CALENDAR_FEED_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,}$/, "must be at least 24 letters, digits, - or _ (e.g. from: openssl rand -hex 16)")
    .optional()
    .describe("the secret in the owner's calendar feed address, /calendar/<token>.ics"),
  HSTS_MAX_AGE: z.coerce
    .number()
    .int()
    .min(0)
    .default(63_072_000)
    .describe("Strict-Transport-Security max-age in seconds, sent on HTTPS requests only; 0 turns it off"),
  OUTBOX_INTERVAL_MS: positiveInt(5000),
  OUTBOX_RETRY_BASE_MS: positiveInt(30_000).describe("first retry delay; doubles per attempt up to an hour"),
  OUTBOX_LEASE_MS: positiveInt(60_000).describe("how long a process owns a notification it is sending"),
});

export type Config = Omit<z.output<typeof envSchema>, "DATA_DIR"> & { DATA_DIR: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration in environment variables:\n${problems}`);
  }
  return { ...result.data, DATA_DIR: resolve(result.data.DATA_DIR) };
}
