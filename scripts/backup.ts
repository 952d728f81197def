// `npm run -s backup`: a backup of the database now, checked, into BACKUP_DIR (DATA_DIR/backups by
// default), with the old ones pruned as the server prunes them. Reads the same configuration as the
// server (DATA_DIR or DATABASE_URL; pg_dump on PostgreSQL). Its last line is the backup's path, so
// a timer or a script can take it: `npm run -s backup | tail -n 1` (-s keeps npm's banner out).
import { backUp } from "../server/backups/backups.ts";
import { loadConfig } from "../server/config.ts";

try {
  console.log(await backUp(loadConfig()));
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
