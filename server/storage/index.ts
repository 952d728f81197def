import { join } from "node:path";
import type { Config } from "../config.ts";
import { postgresEngine } from "./postgres.ts";
import { sqliteEngine } from "./sqlite.ts";
import { createKyselyStore } from "./store.ts";
import type { Store } from "./types.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file in the data folder. */
export function createStore(config: Pick<Config, "DATABASE_URL" | "DATA_DIR">): Store {
  return createKyselyStore(
    config.DATABASE_URL ? postgresEngine(config.DATABASE_URL) : sqliteEngine(join(config.DATA_DIR, "site.db")),
  );
}

export type { Store } from "./types.ts";
