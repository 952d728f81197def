import { join } from "node:path";
import type { Config } from "../config.ts";
import { createPostgresStore } from "./postgres.ts";
import { createSqliteStore } from "./sqlite.ts";
import type { Store } from "./types.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file in the data folder. */
export function createStore(config: Pick<Config, "DATABASE_URL" | "DATA_DIR">): Store {
  return config.DATABASE_URL
    ? createPostgresStore(config.DATABASE_URL)
    : createSqliteStore(join(config.DATA_DIR, "site.db"));
}

export type { Store } from "./types.ts";
