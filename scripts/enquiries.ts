// The owner's view of what visitors sent: `npm run enquiries` lists enquiries, `-- --csv` writes
// CSV to standard output (redirect it to a file), `-- --subscribers` lists newsletter sign-ups.
// Reads the same configuration as the server (DATA_DIR or DATABASE_URL).
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { createStore } from "../server/storage/index.ts";

const { values: options } = parseArgs({
  options: {
    csv: { type: "boolean", default: false },
    subscribers: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (options.help) {
  console.log("usage: npm run enquiries -- [--csv] [--subscribers]");
  process.exit(0);
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // Leading = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const store = createStore(loadConfig());
try {
  await store.migrate();
  const rows: Record<string, string | number>[] = options.subscribers
    ? await store.listSubscribers()
    : await store.listSubmissions();
  if (options.csv) {
    const columns = options.subscribers
      ? ["id", "email", "createdAt"]
      : ["id", "createdAt", "kind", "name", "email", "phone", "message"];
    process.stdout.write(
      [columns.join(","), ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? "")).join(","))].join(
        "\n",
      ) + "\n",
    );
  } else if (rows.length === 0) {
    console.log(options.subscribers ? "No subscribers yet." : "No enquiries yet.");
  } else {
    for (const row of rows) {
      if (options.subscribers) console.log(`#${row.id}  ${row.createdAt}  ${row.email}`);
      else
        console.log(
          `#${row.id}  ${row.createdAt}  ${row.kind}  ${row.name} <${row.email}>  ${row.phone}\n${String(row.message).replace(/^/gm, "    ")}\n`,
        );
    }
  }
} finally {
  await store.close();
}
