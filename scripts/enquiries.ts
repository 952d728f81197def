// The owner's view of what visitors sent: `npm run enquiries` lists enquiries, with a booked
// consultation's time and state as they are now; `npm run -s enquiries -- --csv` writes CSV to
// standard output (redirect it to a file; -s keeps npm's own lines out of it). Times are Orlando's.
// Newsletter subscribers: `npm run subscribers`. Reads the same configuration as the server
// (DATA_DIR or DATABASE_URL).
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { csvColumns, enquiryList, type EnquiryListRow } from "../server/enquiries/enquiry-list.ts";
import { createStore } from "../server/storage/index.ts";
import { toCsv } from "../server/csv.ts";

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
  const rows = enquiryList(await store.listSubmissions(), await store.listBookings());
  if (options.csv) {
    const titled = rows.map((row) => Object.fromEntries(csvColumns.map(({ key, title }) => [title, row[key]])));
    process.stdout.write(
      toCsv(
        csvColumns.map(({ title }) => title),
        titled,
      ),
    );
  } else if (rows.length === 0) {
    console.log("No enquiries yet.");
  } else {
    for (const row of rows) console.log(describe(row));
  }
} finally {
  await store.close();
}

/** One enquiry for the terminal: who, when (Orlando time), the form's details, the booking now, the message. */
function describe(row: EnquiryListRow): string {
  const details = [
    ["Project type", row.projectType],
    ["Budget", row.budget],
    ["Location", row.location],
    ["Preferred date", row.preferredDate],
    ["Preferred time", row.preferredTime],
    ["Consultation", row.booking && `${row.consultation} (Orlando time), ${row.booking}`],
  ].filter(([, value]) => value);
  return [
    `#${row.id}  ${row.received} (Orlando time)  ${row.kind}  ${row.name} <${row.email}>  ${row.phone}`,
    ...details.map(([label, value]) => `    ${label}: ${value}`),
    ...(row.message ? ["", row.message.replace(/^/gm, "    ")] : []),
    "",
  ].join("\n");
}
