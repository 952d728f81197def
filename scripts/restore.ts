// `npm run restore -- FILE`: puts a backup made by `npm run backup` (or the server) back as the
// database, once every server using it is stopped; the database it replaces is kept, and where is
// said. Reads the same configuration as the server (DATA_DIR or DATABASE_URL; pg_restore on PostgreSQL).
import { resolve } from "node:path";
import { restore } from "../server/backups/restore.ts";
import { loadConfig } from "../server/config.ts";

const file = process.argv[2];
if (!file || file === "--help") {
  console.log("usage: npm run restore -- FILE   (a backup from npm run backup, e.g. data/backups/site-….db)");
  process.exitCode = file ? 0 : 2;
} else {
  try {
    const replaced = await restore(loadConfig(), resolve(file));
    console.log(`Restored ${file}.`);
    console.log(replaced ? `The database it replaced is kept in ${replaced}.` : "There was no database to replace.");
    console.log("Start the server again.");
  } catch (error) {
    console.error(`Nothing was restored: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
