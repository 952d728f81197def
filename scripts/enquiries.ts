// The owner's view of what visitors sent: `npm run enquiries` lists enquiries, `-- --csv` writes
// CSV to standard output (redirect it to a file). Newsletter subscribers: `npm run subscribers`.
// Reads the same configuration as the server (DATA_DIR or DATABASE_URL).
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { createStore } from "../server/storage/index.ts";
import { toCsv } from "./lib/csv.ts";

const { values: options } = parseArgs({
  options: {
    csv: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (options.help) {
  console.log("usage: npm run enquiries -- [--csv]");
  process.exit(0);
}

const store = createStore(loadConfig());
try {
  await store.migrate();
  const rows = await store.listSubmissions();
  if (options.csv) {
    process.stdout.write(toCsv(["id", "createdAt", "kind", "name", "email", "phone", "message"], rows));
  } else if (rows.length === 0) {
    console.log("No enquiries yet.");
  } else {
    for (const row of rows)
      console.log(
        `#${row.id}  ${row.createdAt}  ${row.kind}  ${row.name} <${row.email}>  ${row.phone}\n${row.message.replace(/^/gm, "    ")}\n`,
      );
  }
} finally {
  await store.close();
}
