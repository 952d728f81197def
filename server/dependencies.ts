// What every feature's service is built from (server/services.ts hands the same to each), and
// how a failure is written in the log, so that no feature is the others' shared kernel.
import type { RateLimiter } from "./admission/rate-limit.ts";
import type { Config } from "./config.ts";
import type { Mailer } from "./mail/transport.ts";
import type { Store } from "./storage/index.ts";

export type Dependencies = {
  config: Pick<Config, "MAIL_FROM" | "MAIL_TO">;
  store: Store;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  log: (line: string) => void;
  retryBaseMs: number;
  leaseMs: number;
};

/** An error as a log line says it. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
